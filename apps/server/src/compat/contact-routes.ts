import { CompatContactRequest, CompatContactResponse, compatContactNames, compatFieldsOf } from '@tabib/contracts';
import { currentUser } from '../features/auth/index.ts';
import { sendContactMessage } from '../features/contact/index.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { compatText } from './compat-messages.ts';

export const compatContactRoutes: RoutePlugin = async (app) => {
  app.post(
    '/createcontact',
    {
      schema: {
        tags: ['compat'],
        summary: "Spec POST /createcontact: Name, Email, Comment -> 'Successfully created contact'",
        body: CompatContactRequest,
        response: { 201: CompatContactResponse },
      },
      // v1's limit; the spec's client sends a bearer token, which links the message to the account as in v1.
      config: {
        rateLimit: { max: 5, timeWindow: '10 minutes' },
        compat: { failure: 'Error', fields: compatFieldsOf(compatContactNames) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const sent = await sendContactMessage(app.db, req.body, lang, await currentUser(app.db, req));
      return reply.code(201).send({
        message: compatText('contactCreated', lang),
        result: [
          {
            id: sent.id,
            Name: req.body.name,
            Email: req.body.email,
            Comment: req.body.comment,
            createdAt: sent.createdAt,
          },
        ],
      });
    },
  );
};
