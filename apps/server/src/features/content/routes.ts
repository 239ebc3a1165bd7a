import {
  Language,
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterRequest,
  NewsletterResponse,
  NewsletterUnsubscribeRequest,
  NewsletterUnsubscribeResponse,
  OneClickUnsubscribeForm,
  OneClickUnsubscribeQuery,
} from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { confirmNewsletter } from './confirm-newsletter.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';
import { unsubscribeNewsletter } from './unsubscribe-newsletter.ts';

const UnsubscribeLinkQuery = NewsletterUnsubscribeRequest.extend({ lang: Language.optional() });

export const contentRoutes: RoutePlugin = async (app) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['content'],
        summary:
          'Sign an e-mail address up for the newsletter: one mail with a confirmation link (double opt-in), nothing more until it is followed',
        body: NewsletterRequest,
        response: { 200: NewsletterResponse, 202: NewsletterResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, sendsMail: true },
    },
    async (req, reply) => {
      const origin = publicOrigin(req, app.config);
      const result = await subscribeNewsletter(app.db, req.body.email, requestLanguage(req), origin);
      return reply.code(202).send({ status: result.status });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['content'],
        summary:
          'Confirm a newsletter sign-up with the token from its confirmation mail (idempotent; 404 for an unknown token)',
        body: NewsletterConfirmRequest,
        response: { 200: NewsletterConfirmResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, sendsMail: true },
    },
    async (req) => {
      return confirmNewsletter(app.db, req.body.token, publicOrigin(req, app.config));
    },
  );

  // The link in mails. Following it changes nothing (mail scanners open links): it leads to the web
  // page, where the reader confirms with the POST below.
  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Unsubscribe link from a mail: redirects to the confirmation page',
        querystring: UnsubscribeLinkQuery,
      },
    },
    async (req, reply) => {
      const params = new URLSearchParams({
        token: req.query.token,
        ...(req.query.lang ? { lang: req.query.lang } : {}),
      });
      return reply.redirect(`/newsletter/unsubscribe?${params.toString()}`, 303);
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Stop the newsletter for the subscription with this token (idempotent; 404 for an unknown token)',
        body: NewsletterUnsubscribeRequest,
        response: { 200: NewsletterUnsubscribeResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => unsubscribeNewsletter(app.db, req.body.token),
  );

  // Mail programs' one-click unsubscribe (RFC 8058): a form POST to the List-Unsubscribe address, without
  // cookies and without a page in between. Only this plugin's routes read form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post(
    '/newsletter/unsubscribe/one-click',
    {
      schema: {
        tags: ['content'],
        summary: 'One-click unsubscribe from a mail program (RFC 8058); the token comes in the address',
        querystring: OneClickUnsubscribeQuery,
        body: OneClickUnsubscribeForm,
        response: { 200: NewsletterUnsubscribeResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => unsubscribeNewsletter(app.db, req.query.token),
  );
};
