import { ContactMessageList, ContactMessagesQuery, ContactRequest, ContactResponse } from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { currentUser, requireRole } from '../auth/index.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactRoutes: RoutePlugin = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Tabib team (signed in or not)',
        body: ContactRequest,
        response: { 201: ContactResponse },
      },
      // Per client address: enough for a person, useless for a spammer.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const sender = await currentUser(app.db, req);
      const result = await sendContactMessage(app.db, req.body, requestLanguage(req), sender);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Messages sent through the contact form, newest first (admins only)',
        querystring: ContactMessagesQuery,
        response: { 200: ContactMessageList },
      },
    },
    async (req) => {
      await requireRole(app.db, req, 'admin');
      return listContactMessages(app.db, req.query.page, req.query.limit);
    },
  );
};
