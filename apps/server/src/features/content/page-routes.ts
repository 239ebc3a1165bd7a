import { NewsletterRequest } from '@tabib/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../../error-handler.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { chosenLanguage, requestLanguage } from '../../shared/language.ts';
import { formField, keepLanguage, parseFormBodies, redirectToPage } from '../../shared/page-forms.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { safeNextPath } from '../../shared/safe-next.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

/** What the footer's form says after a post (`?newsletter=`), each a string the page has in both languages. */
export type NewsletterOutcome = 'confirmation_sent' | 'invalid_email' | 'rate_limited';

/**
 * Back to the page the form was on (its `back` field: a path of this site, else the home page), in its language,
 * with what happened in `?newsletter=` and at the form (`#newsletter`), which says it in the page's language.
 */
function backTo(req: FastifyRequest, reply: FastifyReply, outcome: NewsletterOutcome): FastifyReply {
  const back = formField(req.body, 'back') || refererPath(req);
  return redirectToPage(reply, keepLanguage(req, safeNextPath(back)), { newsletter: outcome }, 'newsletter');
}

/** The page a post came from, when its Referer names one of this site's (the body may not have been read). */
function refererPath(req: FastifyRequest): string | undefined {
  try {
    const referer = new URL(req.headers.referer ?? '');
    return referer.host === req.host ? `${referer.pathname}${referer.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The footer's newsletter form on the pages Astro renders (decision 033), answered without script: the same use
 * case as `POST /api/v1/newsletter` (double opt-in: one confirmation mail for a new address, nothing more for a
 * pending or confirmed one), then a redirect (303) back to the page. New, pending and confirmed addresses get the
 * same answer, so the form tells nobody who is on the list; a bad address or too many sign-ups go back with
 * their reason, never an error page. The form posts with the page's `?lang=`, the mail's language.
 */
export const newsletterPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, 1024);

  // Only this plugin's routes: a refusal before the form is read (the rate limit, a body too large or of
  // another type) is a redirect to the page too.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return backTo(req, reply, 'rate_limited');
    if (status === 400 || status === 413 || status === 415) return backTo(req, reply, 'invalid_email');
    return handleError(app, error, req, reply);
  });

  app.post(
    '/newsletter',
    {
      schema: { hide: true },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, sendsMail: true },
    },
    async (req, reply) => {
      const parsed = NewsletterRequest.safeParse({ email: formField(req.body, 'email') });
      if (!parsed.success) return backTo(req, reply, 'invalid_email');
      const language = chosenLanguage(req) ?? requestLanguage(req);
      await subscribeNewsletter(app.db, parsed.data.email, language, publicOrigin(req, app.config));
      return backTo(req, reply, 'confirmation_sent');
    },
  );
};
