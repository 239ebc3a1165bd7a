import {
  Appointment,
  DoctorIdParams,
  JoinWaitlistRequest,
  WaitlistEntry,
  WaitlistEntryList,
  WaitlistOffer,
  WaitlistOfferParams,
} from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { requireUser } from '../auth/index.ts';
import { joinRateLimit } from './join-rate-limit.ts';
import { bookingLimits } from '../booking/index.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { leaveWaitlist, listWaitlist } from './list-waitlist.ts';
import { bookWaitlistOffer, getWaitlistOffer, leaveWaitlistByOffer } from './waitlist-offer.ts';

const EntryIdParams = z.object({ id: z.uuid({ error: 'invalid_id' }) });

export const waitlistRoutes: RoutePlugin = async (app) => {
  app.post(
    '/doctors/:id/waitlist',
    {
      config: {
        auth: true,
        rateLimit: joinRateLimit(app),
      },
      schema: {
        tags: ['waitlist'],
        summary:
          "Wait for an earlier slot of the doctor between two dates of the clinic's calendar (at most 14 days ahead); freed slots are mailed in join order",
        params: DoctorIdParams,
        body: JoinWaitlistRequest,
        response: { 201: WaitlistEntry },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const entry = await joinWaitlist(app.db, user.id, req.params.id, req.body, requestLanguage(req), new Date());
      return reply.code(201).send(entry);
    },
  );

  app.get(
    '/waitlist',
    {
      config: { auth: true },
      schema: {
        tags: ['waitlist'],
        summary: 'The doctors the caller waits for, in the order joined',
        response: { 200: WaitlistEntryList },
      },
    },
    async (req) => listWaitlist(app.db, (await requireUser(app.db, req)).id, requestLanguage(req)),
  );

  app.delete(
    '/waitlist/:id',
    {
      config: { auth: true },
      schema: {
        tags: ['waitlist'],
        summary: "Leave a waiting list (404 for one that is not the caller's)",
        params: EntryIdParams,
      },
    },
    async (req, reply) => {
      await leaveWaitlist(app.db, (await requireUser(app.db, req)).id, req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/waitlist/offers/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: "A waitlist mail's offer (the link's token is the credential): the slot and whether it is still free",
        params: WaitlistOfferParams,
        response: { 200: WaitlistOffer },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getWaitlistOffer(app.db, req.params.token, requestLanguage(req), new Date());
    },
  );

  app.post(
    '/waitlist/offers/:token/book',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, sendsMail: true },
      schema: {
        tags: ['waitlist'],
        summary:
          'Book the offered slot in one step for the patient the mail went to: 201, or 409 slot_taken when someone was first (they stay on the list)',
        params: WaitlistOfferParams,
        response: { 201: Appointment },
      },
    },
    async (req, reply) => {
      const appointment = await bookWaitlistOffer(app.db, req.params.token, new Date(), bookingLimits(app.config));
      return reply.code(201).send(appointment);
    },
  );

  app.post(
    '/waitlist/offers/:token/leave',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waiting list from the mail (repeating is harmless)',
        params: WaitlistOfferParams,
      },
    },
    async (req, reply) => {
      await leaveWaitlistByOffer(app.db, req.params.token);
      return reply.code(204).send();
    },
  );
};
