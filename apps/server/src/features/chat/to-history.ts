import { ChatAssessment, ChatUrgency, type ChatHistoryItem, type ChatHistoryMessage } from '@tabib/contracts';
import type { ChatMessageRow, ChatSessionRow } from './chat-queries.ts';

export function toHistoryItem(row: ChatSessionRow): ChatHistoryItem {
  const urgency = ChatUrgency.safeParse(row.urgency);
  return {
    id: row.id,
    language: row.language === 'en' ? 'en' : 'ar',
    startedAt: row.createdAt.toISOString(),
    endedAt: (row.endedAt ?? row.updatedAt).toISOString(),
    summary: row.summary,
    urgency: urgency.success ? urgency.data : null,
    messageCount: row.messageCount,
  };
}

export function toHistoryMessage(row: ChatMessageRow): ChatHistoryMessage {
  const options = Array.isArray(row.options) ? row.options.filter((o): o is string => typeof o === 'string') : [];
  // Stored JSON is checked again on the way out, so an old row can never break the response.
  const assessment = row.assessment ? ChatAssessment.safeParse(row.assessment) : null;
  return {
    role: row.role === 'user' ? 'user' : 'bot',
    text: row.text,
    ...(options.length ? { options } : {}),
    ...(assessment?.success ? { assessment: assessment.data } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface TranscriptPair {
  request: string;
  response: string;
}

/**
 * A conversation as `{ request, response }` pairs: each user message with the reply to it. The greeting
 * answers no request, so it is not a pair.
 */
export function transcriptPairs(messages: { role: string; text: string }[]): TranscriptPair[] {
  const pairs: TranscriptPair[] = [];
  messages.forEach((m, i) => {
    if (m.role !== 'user') return;
    const reply = messages.slice(i + 1).find((next) => next.role === 'bot');
    pairs.push({ request: m.text, response: reply?.text ?? '' });
  });
  return pairs;
}
