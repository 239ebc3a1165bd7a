import type { NewsletterUnsubscribeResponse } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { markUnsubscribed } from './newsletter-queries.ts';

/** The token alone authorises this: it only ever travels in the subscriber's own mail. */
export async function unsubscribeNewsletter(db: Db, token: string): Promise<NewsletterUnsubscribeResponse> {
  const found = await markUnsubscribed(db, token);
  if (!found) throw new AppError('not_found');
  return { unsubscribed: true, email: maskEmail(found.email) };
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
