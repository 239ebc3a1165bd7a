import {
  CompatCreateHistoryRequest,
  CompatHistoryList,
  CompatHistoryQuery,
  CompatHistoryResult,
  CompatSaveHistoryRequest,
  CompatUserIdParams,
  historyPairs,
  type User,
} from '@tabib/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../features/auth/index.ts';
import { endChatSession, getChatHistory, listChatHistory, saveChatTranscript } from '../features/chat/index.ts';
import { AppError } from '../shared/errors.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { compatText } from './compat-messages.ts';
import { assertAddressee, pathUserId, addressedBy } from './session-gate.ts';
import { toCompatHistory } from './to-compat-history.ts';

const tags = ['compat'];
const failure = 'Failed to fetch doctor data';

/**
 * Chat histories (spec section 7). Every turn of a conversation is already stored as it happens, so
 * saving one by its `session_id` means keeping that record in the user's history (v1's "end"); the client's
 * `Data` copy is then checked, not trusted or stored twice. The spec's own client sends only `{ Data }`: that
 * transcript is saved to the signed-in user's own history (saveChatTranscript).
 */
export const compatHistoryRoutes: RoutePlugin = async (app) => {
  /** Saving twice (the spec's client saves on End Chat and again on close) answers the saved history. */
  const save = async (
    req: FastifyRequest,
    reply: FastifyReply,
    user: User,
    body: { Data: string; session_id?: string | undefined },
  ) => {
    const message = compatText('historySaved', requestLanguage(req));
    const sessionId = body.session_id;
    if (sessionId === undefined) {
      const { id, created } = await saveChatTranscript(app.db, user, historyPairs(body.Data), requestLanguage(req));
      const detail = await getChatHistory(app.db, user, id);
      return reply.code(created ? 201 : 200).send({ message, result: [toCompatHistory(detail, user.id)] });
    }
    const saved = await getChatHistory(app.db, user, sessionId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    });
    if (saved) return reply.code(200).send({ message, result: [toCompatHistory(saved, user.id)] });
    await endChatSession(app.db, user, sessionId);
    const detail = await getChatHistory(app.db, user, sessionId);
    return reply.code(201).send({ message, result: [toCompatHistory(detail, user.id)] });
  };

  app.post(
    '/create-history/:userId',
    {
      schema: {
        tags,
        summary:
          "Spec POST /create-history/{userId}: Data (the transcript, as section 7 sends it; with the chatbot's session_id if known) -> the saved history",
        params: CompatUserIdParams,
        body: CompatCreateHistoryRequest,
        response: { 200: CompatHistoryResult, 201: CompatHistoryResult },
      },
      config: { auth: addressedBy(pathUserId), compat: { failure } },
    },
    async (req, reply) => save(req, reply, await requireUser(app.db, req), req.body),
  );

  app.post(
    '/save-history',
    {
      schema: {
        tags,
        summary: "The spec's unnamed save-history call: POST /save-history with userId, Data and session_id",
        body: CompatSaveHistoryRequest,
        response: { 200: CompatHistoryResult, 201: CompatHistoryResult },
      },
      config: { auth: true, compat: { failure } },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      assertAddressee(user, { userId: req.body.userId });
      return save(req, reply, user, req.body);
    },
  );

  app.get(
    '/get-histories/:userId',
    {
      schema: {
        tags,
        summary: "Spec GET /get-histories/{userId}: the user's saved conversations as result[], newest first",
        params: CompatUserIdParams,
        querystring: CompatHistoryQuery,
        response: { 200: CompatHistoryList },
      },
      config: { auth: addressedBy(pathUserId), compat: { failure } },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      const page = await listChatHistory(app.db, user, req.query.page, req.query.limit);
      const details = await Promise.all(page.items.map((item) => getChatHistory(app.db, user, item.id)));
      return {
        result: details.map((d) => toCompatHistory(d, user.id)),
        total: page.total,
        page: page.page,
        limit: page.limit,
      };
    },
  );
};
