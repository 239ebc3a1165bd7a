import type { Db } from '../../db/client.ts';
import { deleteUnsubscribedBefore } from './newsletter-queries.ts';

/**
 * An address stays for 30 days after unsubscribing, so the link in an old mail still confirms instead of
 * failing; then it is erased (privacy policy).
 */
export const UNSUBSCRIBED_RETENTION_MS = 30 * 86_400_000;

export async function purgeUnsubscribed(db: Db, now: Date): Promise<number> {
  return deleteUnsubscribedBefore(db, new Date(now.getTime() - UNSUBSCRIBED_RETENTION_MS));
}
