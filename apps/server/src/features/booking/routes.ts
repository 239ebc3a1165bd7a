import {
  Appointment,
  AppointmentIdParams,
  AppointmentListQuery,
  AppointmentPage,
  BookAppointmentRequest,
  BookingRules,
  noShowRule,
  SlotList,
  SlotsParams,
  SlotsQuery,
  UpdateAppointmentRequest,
} from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { requireUser } from '../auth/index.ts';
import {
  cancelAppointment,
  getAppointment,
  getOwnAppointmentRow,
  listAppointments,
  updateAppointment,
} from './appointments.ts';
import { bookAppointment, noShowStanding } from './book-appointment.ts';
import { bookingLimits, bookingRateLimit } from './booking-limits.ts';
import { appointmentIcs } from './booking-mail.ts';
import { listSlots } from './list-slots.ts';

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'idempotency_key_invalid' })
    .max(200, { error: 'idempotency_key_invalid' })
    .optional(),
});

export const bookingRoutes: RoutePlugin = async (app) => {
  app.get(
    '/doctors/:id/slots',
    {
      schema: {
        tags: ['booking'],
        summary: "A doctor's free slots, from a date (clinic's zone) for up to 31 days",
        params: SlotsParams,
        querystring: SlotsQuery,
        response: { 200: SlotList },
      },
    },
    async (req) => listSlots(app.db, req.params.id, req.query, new Date()),
  );

  app.post(
    '/appointments',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Book a free slot (409 slot_taken when it is gone, 409 booking_limit past the upcoming bookings allowed; honours Idempotency-Key)',
        headers: IdempotencyHeaders,
        body: BookAppointmentRequest,
        response: { 201: Appointment },
      },
      config: { auth: true, rateLimit: bookingRateLimit(app), sendsMail: true },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const lang = requestLanguage(req);
      const result = await bookAppointment(
        app.db,
        user.id,
        req.body,
        lang,
        req.headers['idempotency-key'],
        new Date(),
        bookingLimits(app.config),
        { origin: publicOrigin(req, app.config) },
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.appointment);
    },
  );

  app.get(
    '/booking-rules',
    {
      config: { auth: true },
      schema: {
        tags: ['booking'],
        summary:
          'The booking rules the booking page and the terms state (the no-show rule, the upcoming-booking limits), and whether the no-show rule applies to the caller',
        response: { 200: BookingRules },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      const limits = bookingLimits(app.config);
      return {
        noShowRule,
        limits: { perDoctor: limits.perDoctor, total: limits.total },
        ...(await noShowStanding(app.db, user.id, new Date())),
      };
    },
  );

  app.get(
    '/appointments',
    {
      config: { auth: true },
      schema: {
        tags: ['booking'],
        summary: "The caller's appointments, upcoming (soonest first) or past and cancelled (latest first)",
        querystring: AppointmentListQuery,
        response: { 200: AppointmentPage },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return listAppointments(app.db, user.id, req.query, requestLanguage(req), new Date());
    },
  );

  app.get(
    '/appointments/:id',
    {
      config: { auth: true },
      schema: {
        tags: ['booking'],
        summary: "One of the caller's appointments",
        params: AppointmentIdParams,
        response: { 200: Appointment },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return getAppointment(app.db, req.params.id, user.id, requestLanguage(req));
    },
  );

  app.patch(
    '/appointments/:id',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Move to another free slot (atomically) and/or edit the contact fields; blank fields keep their values',
        params: AppointmentIdParams,
        body: UpdateAppointmentRequest,
        response: { 200: Appointment },
      },
      config: { auth: true, sendsMail: true },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      const result = await updateAppointment(
        app.db,
        req.params.id,
        user.id,
        req.body,
        requestLanguage(req),
        new Date(),
        { origin: publicOrigin(req, app.config) },
      );
      return result.appointment;
    },
  );

  app.post(
    '/appointments/:id/cancel',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel an appointment; its time becomes free again (repeating is harmless)',
        params: AppointmentIdParams,
        response: { 200: Appointment },
      },
      config: { auth: true, sendsMail: true },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      const result = await cancelAppointment(
        app.db,
        req.params.id,
        user.id,
        requestLanguage(req),
        new Date(),
        publicOrigin(req, app.config),
      );
      return result.appointment;
    },
  );

  app.get(
    '/appointments/:id/calendar.ics',
    {
      config: { auth: true },
      schema: {
        tags: ['booking'],
        summary: 'The appointment as an iCalendar file',
        params: AppointmentIdParams,
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const row = await getOwnAppointmentRow(app.db, req.params.id, user.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tabib-appointment.ics"')
        .header('cache-control', 'private, no-store')
        .send(appointmentIcs(row, requestLanguage(req), 'PUBLISH'));
    },
  );
};
