import { NewsletterConfirmRequest, NewsletterUnsubscribeRequest } from '@tabib/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../../error-handler.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { AppError } from '../../shared/errors.ts';
import { formField, keepLanguage, parseFormBodies, redirectToPage } from '../../shared/page-forms.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { confirmNewsletter } from './confirm-newsletter.ts';
import { unsubscribeNewsletter } from './unsubscribe-newsletter.ts';

/** The two pages a newsletter mail's links open (pages/newsletter/), each asking for one press. */
const linkPages = ['/newsletter/confirm', '/newsletter/unsubscribe'] as const;
type LinkPage = (typeof linkPages)[number];

/** Back to the page with its token, in its language, with what happened (`?done=1&email=` or `?error=`). */
function backTo(req: FastifyRequest, reply: FastifyReply, page: LinkPage, outcome: Record<string, string>) {
  const token = formField(req.body, 'token').slice(0, 64);
  return redirectToPage(reply, keepLanguage(req, page), { token, ...outcome });
}

function pageOf(req: FastifyRequest): LinkPage {
  return linkPages.find((page) => req.url.split('?')[0] === page) ?? '/newsletter/confirm';
}

/**
 * The confirmation and unsubscribe pages' forms (decision 033), answered without script: the same use cases as
 * `POST /api/v1/newsletter/confirm` and `/unsubscribe`, then a redirect (303) to the page, which says it. The
 * address is shown masked (s***@example.com), as the API answers it. A bad or unknown token, or too many
 * presses, go back with their reason, never an error page.
 */
export const newsletterLinkPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, 1024);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return backTo(req, reply, pageOf(req), { error: 'rate_limited' });
    if (status === 400 || status === 413 || status === 415) {
      return backTo(req, reply, pageOf(req), { error: 'invalid_token' });
    }
    return handleError(app, error, req, reply);
  });

  const steps: Record<LinkPage, (token: string, req: FastifyRequest) => Promise<{ email: string }>> = {
    '/newsletter/confirm': (token, req) => confirmNewsletter(app.db, token, publicOrigin(req, app.config)),
    '/newsletter/unsubscribe': (token) => unsubscribeNewsletter(app.db, token),
  };
  const requests = {
    '/newsletter/confirm': NewsletterConfirmRequest,
    '/newsletter/unsubscribe': NewsletterUnsubscribeRequest,
  };

  for (const page of linkPages) {
    app.post(
      page,
      {
        schema: { hide: true },
        // As the API's: a confirmation sends the welcome mail.
        config: { rateLimit: { max: 20, timeWindow: '1 minute' }, sendsMail: page === '/newsletter/confirm' },
      },
      async (req, reply) => {
        const parsed = requests[page].safeParse({ token: formField(req.body, 'token') });
        if (!parsed.success) return backTo(req, reply, page, { error: 'invalid_token' });
        try {
          const { email } = await steps[page](parsed.data.token, req);
          return backTo(req, reply, page, { done: '1', email });
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found') {
            return backTo(req, reply, page, { error: 'not_found' });
          }
          throw error;
        }
      },
    );
  }
};
