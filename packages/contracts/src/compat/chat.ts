import { z } from 'zod';
import {
  CHAT_HISTORY_LIMIT_MAX,
  ChatAssessment,
  ChatHistoryQuery,
  ChatMessageRequest,
  ChatStartRequest,
} from '../chat.ts';
import { lowerCase, paging } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Chat histories ----------

export const CHAT_HISTORY_DATA_MAX = 60_000;
const HistoryPair = z.object({ request: z.string(), response: z.string() });

/** `Data`: the client's conversation, a JSON string of `[{ request, response }]`. */
export const CompatHistoryData = z
  // Missing is "required"; sent but not a string is "invalid".
  .string({ error: (iss) => (iss.input === undefined ? 'data_required' : 'data_invalid') })
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

/** The pairs of a valid `Data` string (call after CompatHistoryData has accepted it). */
export function historyPairs(data: string): { request: string; response: string }[] {
  return z.array(HistoryPair).parse(JSON.parse(data));
}

const createHistoryFields = {
  Data: CompatHistoryData,
  /** The chatbot's session id, when the client has it; the spec's own client sends only `Data`. */
  session_id: z.uuid({ error: 'session_id_invalid' }).optional(),
};

/** Without a session id the transcript itself is what is saved, so it must hold at least one turn. */
const transcriptNotEmpty = (v: { Data: unknown; session_id?: unknown }, ctx: z.core.$RefinementCtx) => {
  // Runs even when a field failed (zod reports every field): only a Data that passed its own check is read.
  if (v.session_id !== undefined || !CompatHistoryData.safeParse(v.Data).success) return;
  if (historyPairs(v.Data as string).length === 0)
    ctx.addIssue({ code: 'custom', path: ['Data'], message: 'data_required' });
};

/**
 * /create-history/{userId}, as section 7 writes it: `{ Data }`, the conversation as the client kept it, saved to
 * the signed-in user's own history. With `session_id`, the history kept is the server's own record of that
 * conversation (every turn is stored as it happens) and `Data` is checked, not stored a second time.
 */
export const CompatCreateHistoryRequest = z.object(createHistoryFields).superRefine(transcriptNotEmpty);
/** The save-history call the spec leaves unnamed: POST /save-history with the user in the body. */
export const CompatSaveHistoryRequest = z
  .object({
    ...createHistoryFields,
    userId: z.uuid({ error: (iss) => (iss.input === undefined ? 'user_id_required' : 'invalid_id') }),
  })
  .superRefine(transcriptNotEmpty);

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
