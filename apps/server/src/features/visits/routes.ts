import { PostVisitChatRequest, Visit, VisitChatList, VisitChatMessage, VisitParams } from '@tabib/contracts';
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { AppError } from '../../shared/errors.ts';
import { requestLanguage } from '../../shared/language.ts';
import { requireUser } from '../auth/index.ts';
import { endVisit } from './end-visit.ts';
import { getVisit } from './get-visit.ts';
import { openVisitConnection, type VisitConnection } from './open-visit-connection.ts';
import { listVisitChat, postVisitChat } from './visit-chat.ts';
import { VisitRelay } from './visit-relay.ts';
import { VisitRooms } from './visit-rooms.ts';

/** The connection claimed for a signalling request before its upgrade, for the socket's handler. */
const claimed = new WeakMap<FastifyRequest, VisitConnection>();

export const visitRoutes: RoutePlugin = async (app) => {
  const relay = new VisitRelay(app.database);
  const rooms = new VisitRooms(app.database, relay, app.log, app.config.VISIT_PING_INTERVAL_S * 1000);
  app.addHook('onReady', async () => rooms.start());
  app.addHook('preClose', async () => rooms.stop());

  app.get(
    '/visits/:appointmentId',
    {
      config: { auth: true },
      schema: {
        tags: ['visits'],
        summary:
          'A telehealth visit for its patient or doctor: the window, the signalling socket and the ICE servers (409 not_telehealth for a clinic appointment)',
        params: VisitParams,
        response: { 200: Visit },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return getVisit(app.db, app.config, req.params.appointmentId, user, requestLanguage(req), new Date());
    },
  );

  app.get(
    '/visits/:appointmentId/messages',
    {
      config: { auth: true },
      schema: {
        tags: ['visits'],
        summary: "The visit's text chat, oldest first, for its two participants",
        params: VisitParams,
        response: { 200: VisitChatList },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return listVisitChat(app.db, req.params.appointmentId, user);
    },
  );

  app.post(
    '/visits/:appointmentId/messages',
    {
      config: { auth: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['visits'],
        summary: 'Post a chat line while the room is open (403 visit_not_open otherwise); both sockets get it',
        params: VisitParams,
        body: PostVisitChatRequest,
        response: { 201: VisitChatMessage },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const message = await postVisitChat(app.db, relay, req.params.appointmentId, user, req.body.text, new Date());
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/visits/:appointmentId/end',
    {
      config: { auth: true, sendsMail: true },
      schema: {
        tags: ['visits'],
        summary: 'The doctor ends the visit and marks it done; the room closes for both (repeating is harmless)',
        params: VisitParams,
        response: { 200: Visit },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return endVisit(
        app.db,
        relay,
        app.config,
        req.params.appointmentId,
        user,
        requestLanguage(req),
        new Date(),
        publicOrigin(req, app.config),
      );
    },
  );

  app.route({
    method: 'GET',
    url: '/visits/:appointmentId/signal',
    config: { auth: true },
    // In the OpenAPI document (and so in the fuzzing) although it answers only a WebSocket upgrade: a plain GET
    // is refused with 400 after the same checks. The socket itself: visits-signalling.test.ts.
    schema: {
      tags: ['visits'],
      summary:
        'The signalling WebSocket of a visit (upgrade only; decision 034): 403 visit_not_open outside its window, 429 past three sockets per participant',
      params: VisitParams,
    },
    // Every refusal is an HTTP answer before the upgrade: the session and Origin (onRequest), then this.
    preHandler: async (req) => {
      const user = await requireUser(app.db, req);
      const now = new Date();
      const { appointmentId } = req.params as VisitParams;
      claimed.set(req, await openVisitConnection(app.db, appointmentId, user, now, rooms.liveSince(now), req.ws));
    },
    handler: async () => {
      throw new AppError('bad_request', { upgrade: 'websocket_required' });
    },
    wsHandler: async (socket, req) => {
      const connection = claimed.get(req);
      if (!connection) return socket.close(1011);
      await rooms.join(socket, connection);
    },
  });
};
