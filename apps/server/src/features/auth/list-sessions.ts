import type { Language, SessionInfo } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { describeDevice } from './client.ts';
import { countOtherSessions, deleteUserSession, deleteUserSessions, listUserSessions } from './session-queries.ts';
import { SESSION_IDLE_MS } from './session.ts';

/** "Where you are signed in": every live session of the account, the latest used first. */
export async function listSessions(
  db: Db,
  userId: string,
  currentTokenHash: string | null,
  lang: Language,
): Promise<SessionInfo[]> {
  const now = new Date();
  const rows = await listUserSessions(db, userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
  return rows.map((r) => ({
    id: r.id,
    device: describeDevice(r.userAgent, lang),
    place: r.clientNetwork,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.tokenHash === currentTokenHash,
  }));
}

/** Ends one of the account's sessions (this one too, when named: that is a sign-out). */
export async function endSessionById(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!(await deleteUserSession(db, userId, sessionId))) throw new AppError('not_found');
}

/** Ends every session of the account but this one; how many ended. */
export async function endOtherSessions(db: Db, userId: string, currentTokenHash: string | null): Promise<number> {
  const ended = await countOtherSessions(db, userId, currentTokenHash);
  await deleteUserSessions(db, userId, currentTokenHash ?? undefined);
  return ended;
}
