import type { ChatMessageResponse, Language, User } from '@tabib/contracts';
import type { InterviewState } from '@tabib/triage';
import type { Db } from '../../db/client.ts';
import { appendTurn, withLockedSession } from './chat-queries.ts';
import { toChatReply } from './chat-reply.ts';
import { loadTriageEngine, type TriageEngine } from './triage-engine.ts';
import { CHAT_IDLE_MS, usableSession } from './chat-session-rules.ts';

/**
 * One turn of the interview. The session row stays locked from reading the state to storing the
 * next one, so concurrent messages to one session queue up instead of overwriting each other.
 */
export async function sendChatMessage(
  db: Db,
  user: User | null,
  sessionId: string,
  text: string,
): Promise<ChatMessageResponse> {
  // Loaded before the session is locked: the first chat after a start waits for the engine without holding it.
  const engine = await loadTriageEngine();
  return withLockedSession(db, sessionId, async (tx, row) => {
    const now = new Date();
    const session = usableSession(row, user, now);
    const lang: Language = session.language === 'en' ? 'en' : 'ar';
    const { state, reply: engineReply } = answer(engine, session.state as InterviewState, text);
    const reply = await toChatReply(tx, engineReply, lang);
    await appendTurn(
      tx,
      session,
      [
        { role: 'user', text, options: null, assessment: null },
        { role: 'bot', text: reply.text, options: reply.options ?? null, assessment: reply.assessment ?? null },
      ],
      {
        state,
        summary: reply.assessment?.conditions[0]?.name ?? session.summary,
        urgency: reply.assessment?.urgency ?? session.urgency,
        expiresAt: new Date(now.getTime() + CHAT_IDLE_MS),
        now,
      },
    );
    return { reply };
  });
}

/**
 * Danger signs are never held back behind the age and sex questions: a message that would end the
 * interview in an emergency as the complaint is read as the complaint at once (the engine then
 * assumes an adult). The engine is pure and fast, so trying it costs nothing.
 */
function answer(
  { answerInterview }: TriageEngine,
  state: InterviewState,
  text: string,
): ReturnType<TriageEngine['answerInterview']> {
  if (state.stage === 'age' || state.stage === 'sex') {
    const asComplaint = answerInterview({ ...state, stage: 'complaint' }, text);
    if (asComplaint.state.redFlags.length && asComplaint.reply.assessment) return asComplaint;
  }
  return answerInterview(state, text);
}
