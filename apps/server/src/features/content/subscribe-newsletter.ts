import type { Language, NewsletterResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { newsletterConfirmationMail } from './newsletter-confirmation-mail.ts';
import { recordSignUp } from './newsletter-queries.ts';

/**
 * Double opt-in. A new sign-up is stored as pending and its one mail, the confirmation link, goes to the
 * outbox in the same transaction: a pending address gets nothing more, however often it is signed up again,
 * and a confirmed one nothing at all. `origin` is where the mail's link points. The answer is the same in
 * every case (`confirmation_sent`): whether an address is on the list is its owner's business, and the
 * sign-up form must not tell anyone else.
 */
export async function subscribeNewsletter(
  db: Db,
  email: string,
  language: Language,
  origin: string,
): Promise<NewsletterResponse> {
  return db.transaction(async (tx) => {
    const outcome = await recordSignUp(tx, email, language);
    switch (outcome.state) {
      case 'new':
        await enqueueMail(tx, { message: newsletterConfirmationMail(outcome.subscription, origin) });
        return { status: 'confirmation_sent' as const };
      case 'pending':
      case 'confirmed':
        return { status: 'confirmation_sent' as const };
    }
  });
}
