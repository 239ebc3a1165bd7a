import { DoctorIdParams, JoinWaitlistRequest, WaitlistOfferParams } from '@tabib/contracts';
import { z } from 'zod';
import { AppError } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { chosenLanguage } from '../../shared/language.ts';
import {
  failureOutcome,
  formField,
  isSignInNeeded,
  keepLanguage,
  parseFormBodies,
  redirectToPage,
  signInPath,
} from '../../shared/page-forms.ts';
import { requireUser } from '../auth/index.ts';
import { joinRateLimit } from './join-rate-limit.ts';
import { bookingLimits } from '../booking/index.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { leaveWaitlist } from './list-waitlist.ts';
import { bookWaitlistOffer, leaveWaitlistByOffer } from './waitlist-offer.ts';

const EntryIdParams = z.object({ id: z.uuid() });

/**
 * The waitlist's forms (decision 035) on the pages Astro renders (decision 033): join from the doctor's
 * waitlist page, leave from the patient's list, and the mail's offer page (`/waitlist/offers/<token>`), whose
 * forms book that slot or leave the list. The same use cases as the API; each answer is a redirect (303) back
 * to the page with what happened, which the page says in its language.
 */
export const waitlistPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, 1024);

  app.post(
    '/doctors/:id/waitlist',
    {
      schema: { hide: true },
      config: {
        rateLimit: joinRateLimit(app),
      },
    },
    async (req, reply) => {
      const params = DoctorIdParams.safeParse(req.params);
      if (!params.success) return redirectToPage(reply, keepLanguage(req, '/waitlist'), { error: 'not_found' });
      const doctorId = params.data.id;
      const range = { from: formField(req.body, 'from'), to: formField(req.body, 'to') };
      const back = keepLanguage(req, `/doctors/${doctorId}/waitlist`);
      try {
        const user = await requireUser(app.db, req);
        const parsed = JoinWaitlistRequest.safeParse(range);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError('validation_failed', {
            [String(issue?.path[0] ?? 'from')]: issue?.message ?? 'date_invalid',
          });
        }
        await joinWaitlist(app.db, user.id, doctorId, parsed.data, chosenLanguage(req) ?? 'ar', new Date());
      } catch (error) {
        if (isSignInNeeded(error)) return redirectToPage(reply, signInPath(back), {});
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        // The dates typed are kept, so that the page shows them again beside the message.
        return redirectToPage(reply, back, { ...failureOutcome(error), from: range.from, to: range.to });
      }
      return redirectToPage(reply, keepLanguage(req, '/waitlist'), { done: 'joined' });
    },
  );

  app.post(
    '/waitlist/:id/leave',
    { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const back = keepLanguage(req, '/waitlist');
      try {
        const user = await requireUser(app.db, req);
        const params = EntryIdParams.safeParse(req.params);
        if (!params.success) throw new AppError('not_found');
        await leaveWaitlist(app.db, user.id, params.data.id);
      } catch (error) {
        if (isSignInNeeded(error)) return redirectToPage(reply, signInPath(back), {});
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        return redirectToPage(reply, back, failureOutcome(error));
      }
      return redirectToPage(reply, back, { done: 'left' });
    },
  );

  app.post(
    '/waitlist/offers/:token/book',
    {
      schema: { hide: true, params: WaitlistOfferParams },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, sendsMail: true },
    },
    async (req, reply) => {
      const back = keepLanguage(req, `/waitlist/offers/${req.params.token}`);
      try {
        await bookWaitlistOffer(app.db, req.params.token, new Date(), bookingLimits(app.config));
      } catch (error) {
        // An unknown token is the page's own 404 (it says the link is not valid).
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        return redirectToPage(reply, back, error.code === 'not_found' ? {} : failureOutcome(error));
      }
      return redirectToPage(reply, back, { done: 'booked' });
    },
  );

  app.post(
    '/waitlist/offers/:token/leave',
    { schema: { hide: true, params: WaitlistOfferParams }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const back = keepLanguage(req, `/waitlist/offers/${req.params.token}`);
      try {
        await leaveWaitlistByOffer(app.db, req.params.token);
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        return redirectToPage(reply, back, error.code === 'not_found' ? {} : failureOutcome(error));
      }
      return redirectToPage(reply, back, { done: 'left' });
    },
  );
};
