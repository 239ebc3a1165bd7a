import {
  ChatEndResponse,
  ChatHistoryDetail,
  ChatHistoryPage,
  ChatHistoryQuery,
  ChatMessageRequest,
  ChatMessageResponse,
  ChatSessionParams,
  ChatSessionStarted,
  ChatStartRequest,
} from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { endChatSession } from './end-chat-session.ts';
import { getChatHistory } from './get-chat-history.ts';
import { listChatHistory } from './list-chat-history.ts';
import { sendChatMessage } from './send-chat-message.ts';
import { startChatSession } from './start-chat-session.ts';

// Per address. Generous because Egyptian mobile carriers put many patients behind one address (CGNAT),
// yet far above what a person can type or tap.
const MESSAGES_PER_MINUTE = 120;

export const chatRoutes: RoutePlugin = async (app) => {
  app.post(
    '/chat/sessions',
    {
      schema: {
        tags: ['chat'],
        summary: 'Start a symptom-checker conversation; the reply is its greeting and first question',
        body: ChatStartRequest,
        response: { 201: ChatSessionStarted },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = await currentUser(app.db, req);
      const started = await startChatSession(app.db, user, req.body?.language ?? requestLanguage(req));
      return reply.code(201).send(started);
    },
  );

  app.post(
    '/chat/sessions/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: "Send a message (or an option's text); the reply is the next question or the assessment",
        params: ChatSessionParams,
        body: ChatMessageRequest,
        response: { 200: ChatMessageResponse },
      },
      config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (req) => sendChatMessage(app.db, await currentUser(app.db, req), req.params.id, req.body.text),
  );

  app.post(
    '/chat/sessions/:id/end',
    {
      schema: {
        tags: ['chat'],
        summary: "End a conversation; a signed-in user's is saved to their history",
        params: ChatSessionParams,
        response: { 200: ChatEndResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => endChatSession(app.db, await currentUser(app.db, req), req.params.id),
  );

  app.get(
    '/chat/history',
    {
      config: { auth: true },
      schema: {
        tags: ['chat'],
        summary: "The caller's saved conversations, newest first",
        querystring: ChatHistoryQuery,
        response: { 200: ChatHistoryPage },
      },
    },
    async (req) => listChatHistory(app.db, await requireUser(app.db, req), req.query.page, req.query.limit),
  );

  app.get(
    '/chat/history/:id',
    {
      config: { auth: true },
      schema: {
        tags: ['chat'],
        summary: 'One saved conversation with its messages (its owner only)',
        params: ChatSessionParams,
        response: { 200: ChatHistoryDetail },
      },
    },
    async (req) => getChatHistory(app.db, await requireUser(app.db, req), req.params.id),
  );
};
