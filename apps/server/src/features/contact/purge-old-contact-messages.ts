import type { Db } from '../../db/client.ts';
import { deleteContactMessagesBefore } from './contact-queries.ts';

/** The privacy policy keeps contact messages for one year. */
export const CONTACT_MESSAGE_RETENTION_MS = 365 * 86_400_000;

export async function purgeOldContactMessages(db: Db, now: Date): Promise<number> {
  return deleteContactMessagesBefore(db, new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_MS));
}
