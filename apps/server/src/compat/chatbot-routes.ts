import {
  CompatChatRequest,
  CompatChatResponse,
  CompatChatStartRequest,
  CompatChatStartResponse,
} from '@tabib/contracts';
import { currentUser } from '../features/auth/index.ts';
import { sendChatMessage, startChatSession } from '../features/chat/index.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { useCompatErrors } from './compat-errors.ts';
import { useCompatCors } from './cors.ts';

const tags = ['compat'];

/**
 * The spec's separate chatbot service, served under /compat/chatbot by the same symptom checker as v1.
 * A session started with a session token or cookie (the spec's "variant that sends credentials") is
 * that user's alone; without one anyone holding its id may continue it, as in v1.
 */
export const compatChatbotRoutes: RoutePlugin = async (app) => {
  useCompatErrors(app);
  useCompatCors(app);

  app.post(
    '/api/start',
    {
      schema: {
        tags,
        summary: 'Spec chatbot POST /api/start: language -> session_id, response (the greeting), language, options',
        body: CompatChatStartRequest.nullish(),
        response: { 201: CompatChatStartResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, compat: { failure: 'Failed to start chat session' } },
    },
    async (req, reply) => {
      const language = req.body?.language ?? requestLanguage(req);
      const started = await startChatSession(app.db, await currentUser(app.db, req), language);
      return reply.code(201).send({
        session_id: started.sessionId,
        response: started.reply.text,
        language,
        ...(started.reply.options ? { options: started.reply.options } : {}),
      });
    },
  );

  app.post(
    '/api/chat',
    {
      schema: {
        tags,
        summary:
          'Spec chatbot POST /api/chat: message, session_id -> response and options (and the assessment at the end)',
        body: CompatChatRequest,
        response: { 200: CompatChatResponse },
      },
      // v1's limit for messages.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, compat: { failure: 'Network response was not ok' } },
    },
    async (req) => {
      const { reply } = await sendChatMessage(
        app.db,
        await currentUser(app.db, req),
        req.body.session_id,
        req.body.text,
      );
      return {
        session_id: req.body.session_id,
        response: reply.text,
        ...(reply.options ? { options: reply.options } : {}),
        ...(reply.assessment ? { assessment: reply.assessment } : {}),
      };
    },
  );
};
