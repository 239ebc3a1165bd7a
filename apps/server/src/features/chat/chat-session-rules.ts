import type { User } from '@tabib/contracts';
import { AppError } from '../../shared/errors.ts';
import type { ChatSessionRow } from './chat-queries.ts';

/** An idle conversation can be continued for this long. */
export const CHAT_IDLE_MS = 24 * 3600_000;

export function sessionExpired(): AppError {
  return new AppError('not_found', { session: 'session_expired' });
}

/**
 * The session the caller may continue, or the same 404 for every reason it may not (unknown, idle
 * too long, ended, someone else's), so an id reveals nothing about other people's conversations.
 */
export function usableSession(session: ChatSessionRow | null, user: User | null, now: Date): ChatSessionRow {
  if (!session || session.endedAt || session.expiresAt.getTime() <= now.getTime()) throw sessionExpired();
  if (session.userId && session.userId !== user?.id) throw sessionExpired();
  return session;
}
