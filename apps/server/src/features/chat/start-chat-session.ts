import type { ChatSessionStarted, Language, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { deleteAbandonedSessions, insertChatSession } from './chat-queries.ts';
import { toChatReply } from './chat-reply.ts';
import { CHAT_IDLE_MS } from './chat-session-rules.ts';
import { loadTriageEngine } from './triage-engine.ts';

/** A new interview in `language`; a signed-in user's conversation is theirs alone from the start. */
export async function startChatSession(db: Db, user: User | null, language: Language): Promise<ChatSessionStarted> {
  const now = new Date();
  // Housekeeping rides on session starts: no scheduler needed, and symptoms nobody saved do not linger.
  await deleteAbandonedSessions(db, now);
  const { startInterview } = await loadTriageEngine();
  const { state, reply } = startInterview(language);
  const sessionId = await insertChatSession(
    db,
    { userId: user?.id ?? null, language, state, expiresAt: new Date(now.getTime() + CHAT_IDLE_MS) },
    { role: 'bot', text: reply.text, options: reply.options ?? null, assessment: null },
  );
  return { sessionId, reply: await toChatReply(db, reply, language) };
}
