import type { NewsletterConfirmResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { markConfirmed, type Subscription } from './newsletter-queries.ts';
import { maskEmail } from './unsubscribe-newsletter.ts';

/**
 * The token alone authorises this: it only ever travels in the confirmation mail to the address. `welcome`
 * is the subscription to welcome, the first time only (repeating the confirmation sends nothing).
 */
export async function confirmNewsletter(
  db: Db,
  token: string,
): Promise<NewsletterConfirmResponse & { welcome: Subscription | null }> {
  const found = await markConfirmed(db, token);
  if (!found) throw new AppError('not_found');
  return {
    confirmed: true,
    email: maskEmail(found.subscription.email),
    welcome: found.firstTime ? found.subscription : null,
  };
}
