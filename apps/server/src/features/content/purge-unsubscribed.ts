import type { Db } from '../../db/client.ts';
import { deleteEndedSubscriptions } from './newsletter-queries.ts';

/**
 * An address stays for 30 days after unsubscribing, so the link in an old mail still confirms instead of
 * failing; then it is erased (privacy policy).
 */
export const UNSUBSCRIBED_RETENTION_MS = 30 * 86_400_000;

/**
 * A sign-up never confirmed is erased after 7 days: the address may be someone else's, typed by anyone,
 * and its owner never agreed to anything. Signing up again afterwards sends a new confirmation.
 */
export const UNCONFIRMED_RETENTION_MS = 7 * 86_400_000;

/** Unsubscribed and never-confirmed newsletter addresses past their retention (privacy policy). */
export async function purgeUnsubscribed(db: Db, now: Date): Promise<number> {
  return deleteEndedSubscriptions(
    db,
    new Date(now.getTime() - UNSUBSCRIBED_RETENTION_MS),
    new Date(now.getTime() - UNCONFIRMED_RETENTION_MS),
  );
}
