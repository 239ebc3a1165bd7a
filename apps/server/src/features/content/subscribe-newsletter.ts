import type { Language, NewsletterResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { newsletterWelcomeMail } from './newsletter-welcome-mail.ts';
import { upsertSubscription } from './newsletter-queries.ts';

/**
 * Subscribes the address; a new (or returning) subscriber's welcome mail goes to the outbox in the same
 * transaction. `origin` is where the mail's unsubscribe links point.
 */
export async function subscribeNewsletter(
  db: Db,
  email: string,
  language: Language,
  origin: string,
): Promise<NewsletterResponse> {
  return db.transaction(async (tx) => {
    const { subscription } = await upsertSubscription(tx, email, language);
    if (subscription) await enqueueMail(tx, { message: newsletterWelcomeMail(subscription, origin) });
    return { subscribed: true, alreadySubscribed: subscription === null };
  });
}
