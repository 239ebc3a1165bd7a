import type { Language, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import {
  insertSavedTranscript,
  markOwnSessionEnded,
  selectOwnRecentSessions,
  selectSessionMessages,
} from './chat-queries.ts';
import { transcriptPairs, type TranscriptPair } from './to-history.ts';

/** How many of the user's latest conversations are compared with a transcript sent without a session id. */
const RECENT_SESSIONS = 20;

const samePairs = (a: TranscriptPair[], b: TranscriptPair[]) =>
  a.length === b.length && a.every((p, i) => p.request === b[i]!.request && p.response === b[i]!.response);

/**
 * Saves a conversation the client sends as a transcript (`{ request, response }` pairs) without the chatbot's
 * session id, as the spec's own client does, to the signed-in user's own history:
 * - one of the user's own conversations with exactly these turns is kept (ended), so a conversation is never
 *   stored twice and saving again answers the same history (`created: false`);
 * - otherwise the transcript is kept as sent, as a new saved conversation of that user. A visitor's conversation
 *   is never matched by its words: turns like "34", "Female" are easy to guess, and only its id proves it.
 */
export async function saveChatTranscript(
  db: Db,
  user: User,
  pairs: TranscriptPair[],
  language: Language,
): Promise<{ id: string; created: boolean }> {
  const now = new Date();
  for (const session of await selectOwnRecentSessions(db, user.id, RECENT_SESSIONS)) {
    const stored = transcriptPairs(await selectSessionMessages(db, session.id));
    if (!samePairs(stored, pairs)) continue;
    if (session.endedAt) return { id: session.id, created: false };
    await markOwnSessionEnded(db, session.id, user.id, now);
    return { id: session.id, created: true };
  }
  const id = await insertSavedTranscript(db, { userId: user.id, language, now }, pairs);
  return { id, created: true };
}
