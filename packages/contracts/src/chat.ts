import { z } from 'zod';
import { languages, pageOf, pageParams } from './common.ts';

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_HISTORY_LIMIT_MAX = 50;

export const ChatStartRequest = z.object({
  /** The interview's language; without it, the request's language. */
  language: z.enum(languages, { error: 'language_invalid' }).optional(),
});
export type ChatStartRequest = z.input<typeof ChatStartRequest>;

/** One user message: the web form and the server check it with this one schema. */
export const ChatMessageRequest = z.object({
  text: z
    .string({ error: 'message_required' })
    .trim()
    .min(1, { error: 'message_required' })
    .max(CHAT_MESSAGE_MAX, { error: 'message_too_long' }),
});
export type ChatMessageRequest = z.input<typeof ChatMessageRequest>;

export const chatUrgencies = ['emergency', 'urgent', 'routine', 'self_care'] as const;
export const ChatUrgency = z.enum(chatUrgencies);
export type ChatUrgency = z.infer<typeof ChatUrgency>;

export const ChatCondition = z.object({
  id: z.string(),
  name: z.string(),
  icd10: z.string(),
  likelihood: z.enum(['high', 'medium', 'low']),
  likelihoodLabel: z.string(),
});
export type ChatCondition = z.infer<typeof ChatCondition>;

/** The end of an interview: how urgent, what it may be, and which of our specialties to book. */
export const ChatAssessment = z.object({
  urgency: ChatUrgency,
  urgencyLabel: z.string(),
  conditions: z.array(ChatCondition),
  /** A specialty of the doctor directory: search it with /doctors?specialty=<slug>. */
  specialty: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  reasons: z.array(z.string()),
  disclaimer: z.string(),
  /** The ambulance number, when the answers call for it. */
  emergencyNumber: z.string().optional(),
  advice: z.array(z.string()).optional(),
});
export type ChatAssessment = z.infer<typeof ChatAssessment>;

export const ChatReply = z.object({
  text: z.string(),
  /** Answers to offer as buttons; answering one means sending its text. */
  options: z.array(z.string()).optional(),
  assessment: ChatAssessment.optional(),
});
export type ChatReply = z.infer<typeof ChatReply>;

export const ChatSessionStarted = z.object({ sessionId: z.uuid(), reply: ChatReply });
export type ChatSessionStarted = z.infer<typeof ChatSessionStarted>;

export const ChatMessageResponse = z.object({ reply: ChatReply });
export type ChatMessageResponse = z.infer<typeof ChatMessageResponse>;

export const ChatEndResponse = z.object({
  ended: z.literal(true),
  /** Kept in the signed-in user's history; a visitor's conversation is deleted instead. */
  saved: z.boolean(),
});
export type ChatEndResponse = z.infer<typeof ChatEndResponse>;

export const ChatSessionParams = z.object({ id: z.uuid({ error: 'invalid_id' }) });

export const ChatHistoryItem = z.object({
  id: z.uuid(),
  language: z.enum(languages),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }),
  /** The most likely condition, once the interview reached an assessment. */
  summary: z.string().nullable(),
  urgency: ChatUrgency.nullable(),
  messageCount: z.number().int().nonnegative(),
});
export type ChatHistoryItem = z.infer<typeof ChatHistoryItem>;

export const ChatHistoryPage = pageOf(ChatHistoryItem);
export type ChatHistoryPage = z.infer<typeof ChatHistoryPage>;

export const ChatHistoryMessage = z.object({
  role: z.enum(['user', 'bot']),
  text: z.string(),
  options: z.array(z.string()).optional(),
  assessment: ChatAssessment.optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessage>;

export const ChatHistoryDetail = ChatHistoryItem.extend({ messages: z.array(ChatHistoryMessage) });
export type ChatHistoryDetail = z.infer<typeof ChatHistoryDetail>;

export const ChatHistoryQuery = z.object({
  ...pageParams({ limit: 10, maxLimit: CHAT_HISTORY_LIMIT_MAX }),
});
export type ChatHistoryQuery = z.input<typeof ChatHistoryQuery>;
