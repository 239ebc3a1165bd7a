import type { ChatHistoryDetail, CompatHistory } from '@tabib/contracts';
import { transcriptPairs } from '../features/chat/index.ts';

/**
 * The spec keeps a conversation as `Data`, a JSON string of `{ request, response }` pairs (transcriptPairs).
 */
export function toCompatHistory(detail: ChatHistoryDetail, userId: string): CompatHistory {
  const pairs = transcriptPairs(detail.messages);
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
