import { z } from 'zod';
import {
  CHAT_HISTORY_LIMIT_MAX,
  ChatAssessment,
  ChatHistoryQuery,
  ChatMessageRequest,
  ChatStartRequest,
} from '../chat.ts';
import { Uuid } from '../common.ts';
import { lowerCase, paging } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Chat histories ----------

export const CHAT_HISTORY_DATA_MAX = 60_000;
const HistoryPair = z.object({ request: z.string(), response: z.string() });

/** `Data`: the client's conversation, a JSON string of `[{ request, response }]`. */
export const CompatHistoryData = z
  .string({ error: 'data_required' })
  .min(1, { error: 'data_required' })
  .max(CHAT_HISTORY_DATA_MAX, { error: 'data_too_long' })
  .refine(
    (v) => {
      try {
        return z.array(HistoryPair).max(500).safeParse(JSON.parse(v)).success;
      } catch {
        return false;
      }
    },
    { error: 'data_invalid' },
  );

/**
 * /create-history/{userId}: the history kept is the server's own record of `session_id`'s conversation
 * (every turn is stored as it happens); `Data` is checked and not stored a second time.
 */
export const CompatCreateHistoryRequest = z.object({
  Data: CompatHistoryData,
  session_id: z.uuid({ error: 'session_id_invalid' }),
});
/** The save-history call the spec leaves unnamed: POST /save-history with the user in the body. */
export const CompatSaveHistoryRequest = CompatCreateHistoryRequest.extend({ userId: Uuid });

export const CompatHistory = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** JSON string of `[{ request, response }]`, the spec's format, built from the stored messages. */
  Data: z.string(),
  language: z.enum(['ar', 'en']),
  summary: z.string().nullable(),
  urgency: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type CompatHistory = z.infer<typeof CompatHistory>;
export const CompatHistoryResult = z.object({ message: z.string(), result: z.array(CompatHistory) });
export type CompatHistoryResult = z.infer<typeof CompatHistoryResult>;
export const CompatHistoryList = z.object({ result: z.array(CompatHistory), ...paging });
export type CompatHistoryList = z.infer<typeof CompatHistoryList>;
export const CompatHistoryQuery = compatShape(
  ChatHistoryQuery,
  { page: 'page', limit: 'limit' },
  {
    defaults: { limit: CHAT_HISTORY_LIMIT_MAX },
  },
);

// ---------- Chatbot (/compat/chatbot) ----------

export const CompatChatStartRequest = compatShape(
  ChatStartRequest,
  { language: 'language' },
  { values: { language: lowerCase } },
);
export const CompatChatStartResponse = z.object({
  session_id: z.uuid(),
  /** The greeting and first question. */
  response: z.string(),
  language: z.enum(['ar', 'en']),
  options: z.array(z.string()).optional(),
});
export type CompatChatStartResponse = z.infer<typeof CompatChatStartResponse>;

export const CompatChatRequest = compatShape(
  ChatMessageRequest,
  { message: 'text' },
  {
    extra: { session_id: z.uuid({ error: 'session_id_invalid' }) },
  },
);
export const CompatChatResponse = z.object({
  session_id: z.uuid(),
  response: z.string(),
  options: z.array(z.string()).optional(),
  /** Once the interview ends: urgency, likely conditions and the specialty to book (v1's assessment). */
  assessment: ChatAssessment.optional(),
});
export type CompatChatResponse = z.infer<typeof CompatChatResponse>;
