import type { Db } from '../../db/client.ts';
import { deleteExpiredCodes } from './code-queries.ts';
import { deleteExpiredSessions } from './session-queries.ts';
import { SESSION_IDLE_MS } from './session.ts';

/** Sessions past their absolute or idle end are refused already; this removes their rows (privacy policy). */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
}

/** Codes, links and sign-in challenges past their end are refused already; this removes their rows. */
export async function purgeExpiredCodes(db: Db, now: Date): Promise<number> {
  return deleteExpiredCodes(db, now);
}
