import { WaitlistOfferParams, type Language } from '@tabib/contracts';
import type { FastifyReply } from 'fastify';
import { AppError, errorMessage } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { bookingLimits } from '../booking/index.ts';
import { offerPage } from './offer-page.ts';
import { bookWaitlistOffer, getWaitlistOffer, leaveWaitlistByOffer } from './waitlist-offer.ts';

/**
 * The waitlist mail's link as a page from the server (decision 035), over the same use cases as the API:
 * GET shows the offer, the forms POST to book it or leave the list; each answer is the page again, with
 * what happened. Outside /api so that it is an ordinary link; the new web app's page will take its place.
 */
export const waitlistPageRoutes: RoutePlugin = async (app) => {
  // A form without fields: nothing in its body is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  const page = async (token: string, lang: Language, note?: string) => {
    try {
      return offerPage(
        await getWaitlistOffer(app.db, token, lang, new Date()),
        lang,
        `/waitlist/offers/${token}`,
        note,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  };
  const send = (html: string | null, lang: Language, reply: FastifyReply) =>
    reply
      .code(html ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(html ?? offerPage(null, lang, ''));

  app.get(
    '/waitlist/offers/:token',
    { schema: { hide: true, params: WaitlistOfferParams }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      return send(await page(req.params.token, lang), lang, reply);
    },
  );

  app.post(
    '/waitlist/offers/:token/book',
    {
      schema: { hide: true, params: WaitlistOfferParams },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, sendsMail: true },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      let note: string | undefined;
      try {
        await bookWaitlistOffer(app.db, req.params.token, new Date(), bookingLimits(app.config));
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'not_found') throw error;
        note = errorMessage(error.code, lang, error.params);
      }
      return send(await page(req.params.token, lang, note), lang, reply);
    },
  );

  app.post(
    '/waitlist/offers/:token/leave',
    { schema: { hide: true, params: WaitlistOfferParams }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      await leaveWaitlistByOffer(app.db, req.params.token);
      return send(await page(req.params.token, lang), lang, reply);
    },
  );
};
