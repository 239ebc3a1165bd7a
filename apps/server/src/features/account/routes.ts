import { AccountExport, DeleteAccountRequest } from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import {
  clearSessionCookie,
  FRESH_SIGN_IN_MS,
  requireUser,
  sessionTokenHash,
  signedInRecently,
} from '../auth/index.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';

/** The owner's own data: download it, or delete the account. */
export const accountRoutes: RoutePlugin = async (app) => {
  app.get(
    '/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download my data: profile, appointments, reviews, chat history, insurance, sessions (JSON)',
        response: { 200: AccountExport },
      },
      config: { auth: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const data = await exportAccount(app.db, user.id, sessionTokenHash(req), requestLanguage(req));
      reply.header('content-disposition', `attachment; filename="tabib-my-data-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete my account (password needed): upcoming appointments cancelled, reviews kept without my name, personal data erased',
        body: DeleteAccountRequest,
        response: { 204: z.null() },
      },
      config: { auth: true, rateLimit: { max: 10, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      await deleteAccount(app.db, user.id, req.body, {
        freshSignIn: await signedInRecently(app.db, req, FRESH_SIGN_IN_MS),
        lang: requestLanguage(req),
      });
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
