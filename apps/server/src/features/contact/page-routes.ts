import { ContactRequest } from '@tabib/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../../error-handler.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { chosenLanguage, requestLanguage } from '../../shared/language.ts';
import { formField, keepLanguage, parseFormBodies, redirectToPage } from '../../shared/page-forms.ts';
import { currentUser } from '../auth/index.ts';
import { sendContactMessage } from './send-contact-message.ts';

/** Back to the contact page, in its language, with what happened at the form (`#contact-form`). */
function backTo(req: FastifyRequest, reply: FastifyReply, outcome: Record<string, string | undefined>): FastifyReply {
  return redirectToPage(reply, keepLanguage(req, '/contact'), outcome, 'contact-form');
}

/**
 * The contact page's form (decision 033), answered without script: the same use case as `POST /api/v1/contact`,
 * then a redirect (303) back to the page, which says in its language that the message was received (`?sent=1`)
 * or why it was not (`?error=` and `field=`, the field's code). What was typed is not put in the address (it is
 * personal); the browser's own checks, from the rules the page writes on each field, stop most mistakes first.
 */
export const contactPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, 16 * 1024);

  // Only this plugin's routes: a refusal before the form is read (the rate limit, a body too large or of
  // another type) is a redirect to the page too.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return backTo(req, reply, { error: 'rate_limited' });
    if (status === 400 || status === 413 || status === 415) return backTo(req, reply, { error: 'validation_failed' });
    return handleError(app, error, req, reply);
  });

  app.post(
    '/contact',
    // The API's limit per client address: enough for a person, useless for a spammer.
    { schema: { hide: true }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async (req, reply) => {
      const parsed = ContactRequest.safeParse({
        name: formField(req.body, 'name'),
        email: formField(req.body, 'email'),
        comment: formField(req.body, 'comment'),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return backTo(req, reply, { error: 'validation_failed', field: issue?.message });
      }
      const sender = await currentUser(app.db, req);
      await sendContactMessage(app.db, parsed.data, chosenLanguage(req) ?? requestLanguage(req), sender);
      return backTo(req, reply, { sent: '1' });
    },
  );
};
