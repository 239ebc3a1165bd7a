import type { Language, NewsletterResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { upsertSubscription, type Subscription } from './newsletter-queries.ts';

export async function subscribeNewsletter(
  db: Db,
  email: string,
  language: Language,
): Promise<NewsletterResponse & { subscription: Subscription | null }> {
  const { subscription } = await upsertSubscription(db, email, language);
  return { subscribed: true, alreadySubscribed: subscription === null, subscription };
}
