import type { ChatHistoryDetail, CompatHistory } from '@tabib/contracts';

/**
 * The spec keeps a conversation as `Data`, a JSON string of `{ request, response }` pairs: each user
 * message with the reply to it. The greeting answers no request, so it is not a pair.
 */
export function toCompatHistory(detail: ChatHistoryDetail, userId: string): CompatHistory {
  const pairs: { request: string; response: string }[] = [];
  detail.messages.forEach((m, i) => {
    if (m.role !== 'user') return;
    const reply = detail.messages.slice(i + 1).find((next) => next.role === 'bot');
    pairs.push({ request: m.text, response: reply?.text ?? '' });
  });
  return {
    id: detail.id,
    userId,
    Data: JSON.stringify(pairs),
    language: detail.language,
    summary: detail.summary,
    urgency: detail.urgency,
    startedAt: detail.startedAt,
    endedAt: detail.endedAt,
  };
}
