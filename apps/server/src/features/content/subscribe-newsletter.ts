import type { Language, NewsletterResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { recordSignUp, type Subscription } from './newsletter-queries.ts';

/**
 * Double opt-in. A new sign-up is stored as pending and `confirm` is the one mail it gets (the confirmation
 * link): a pending address gets nothing more, however often it is signed up again, and a confirmed one
 * nothing at all. The mail is the caller's to send, after the sign-up is stored.
 */
export async function subscribeNewsletter(
  db: Db,
  email: string,
  language: Language,
): Promise<NewsletterResponse & { confirm: Subscription | null }> {
  const outcome = await recordSignUp(db, email, language);
  switch (outcome.state) {
    case 'new':
      return { status: 'confirmation_sent', confirm: outcome.subscription };
    case 'pending':
      return { status: 'awaiting_confirmation', confirm: null };
    case 'confirmed':
      return { status: 'already_subscribed', confirm: null };
  }
}
