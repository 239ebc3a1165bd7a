import type { NewsletterConfirmResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { AppError } from '../../shared/errors.ts';
import { markConfirmed } from './newsletter-queries.ts';
import { newsletterWelcomeMail } from './newsletter-welcome-mail.ts';
import { maskEmail } from './unsubscribe-newsletter.ts';

/**
 * The token alone authorises this: it only ever travels in the confirmation mail to the address. The first
 * confirmation puts the welcome mail in the outbox in the same transaction (repeating it sends nothing);
 * `origin` is where that mail's unsubscribe links point.
 */
export async function confirmNewsletter(db: Db, token: string, origin: string): Promise<NewsletterConfirmResponse> {
  return db.transaction(async (tx) => {
    const found = await markConfirmed(tx, token);
    if (!found) throw new AppError('not_found');
    if (found.firstTime) await enqueueMail(tx, { message: newsletterWelcomeMail(found.subscription, origin) });
    return { confirmed: true, email: maskEmail(found.subscription.email) };
  });
}
