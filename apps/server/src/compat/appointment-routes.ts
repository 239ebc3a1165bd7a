import {
  CompatAppointmentList,
  CompatAppointmentQuery,
  CompatAppointmentResult,
  CompatCreateAppointmentRequest,
  CompatIdParams,
  CompatUpdateAppointmentRequest,
  compatBookNames,
  compatFieldsOf,
  compatUpdateNames,
} from '@tabib/contracts';
import { requireUser } from '../features/auth/index.ts';
import {
  bookAppointment,
  bookingLimits,
  bookingRateLimit,
  cancelAppointment,
  clockMinutes,
  getAppointment,
  instantOf,
  listAppointments,
  toZonedIso,
  updateAppointment,
} from '../features/booking/index.ts';
import { findDoctorByName, getDoctor } from '../features/doctors/index.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { AppError } from '../shared/errors.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { compatText } from './compat-messages.ts';
import { assertAddressee, queryUserId, addressedBy } from './session-gate.ts';
import { toCompatAppointment } from './to-compat-appointment.ts';

const tags = ['compat'];

/** `Date` + `Time` on the clinic's clock as an instant with the clinic's offset. */
function zonedStart(date: string, time: string, timeZone: string): string {
  const instant = instantOf(date, clockMinutes(time), timeZone);
  if (instant === null) throw new AppError('validation_failed', { Time: 'time_invalid' });
  return toZonedIso(instant, timeZone);
}

/**
 * The appointments (spec section 7). Ids are the appointments' UUIDs; someone else's appointment is
 * answered 404, exactly as v1 does, so an id reveals nothing.
 */
export const compatAppointmentRoutes: RoutePlugin = async (app) => {
  app.post(
    '/create-appointment',
    {
      schema: {
        tags,
        summary:
          "Spec POST /create-appointment: Name, PhoneNumber, Email, userId, DoctorName, Place (the one doctor they name), or DoctorId; optionally startsAt or Date+Time (else the doctor's earliest free slot)",
        body: CompatCreateAppointmentRequest,
        response: { 201: CompatAppointmentResult },
      },
      config: {
        auth: true,
        rateLimit: bookingRateLimit(app),
        sendsMail: true,
        compat: { fields: { ...compatFieldsOf(compatBookNames), name: 'DoctorName' } },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const { userId, startsAt, Date: date, Time: time, patientName, phone, email, visitType } = req.body;
      assertAddressee(user, { userId });
      const lang = requestLanguage(req);
      // Section 7's form names the doctor; DoctorId, when sent, is the sure way and wins.
      const doctorId = req.body.doctorId ?? (await findDoctorByName(app.db, req.body.DoctorName ?? '', req.body.Place));
      let start = startsAt;
      if (start === undefined) {
        const doctor = await getDoctor(app.db, doctorId, lang).catch((error: unknown) => {
          // v1 books an unknown doctor as a 400 on the field, not a 404 of the call.
          if (error instanceof AppError && error.code === 'not_found') {
            throw new AppError('validation_failed', { doctorId: 'doctor_unknown' });
          }
          throw error;
        });
        if (date !== undefined && time !== undefined) start = zonedStart(date, time, doctor.clinic.timeZone);
        else if (doctor.nextSlotAt) start = doctor.nextSlotAt;
        else throw new AppError('conflict', { startsAt: 'no_free_slot' });
      }
      const booked = await bookAppointment(
        app.db,
        user.id,
        { doctorId, patientName, phone, email, visitType, startsAt: start },
        lang,
        undefined,
        new Date(),
        bookingLimits(app.config),
        { origin: publicOrigin(req, app.config) },
      );
      return reply.code(201).send({
        message: compatText('appointmentBooked', lang),
        result: [toCompatAppointment(booked.appointment)],
      });
    },
  );

  app.get(
    '/get-appointment',
    {
      schema: {
        tags,
        summary: "Spec GET /get-appointment?userId: data.result, the user's appointments (scope=upcoming|past)",
        querystring: CompatAppointmentQuery,
        response: { 200: CompatAppointmentList },
      },
      config: { auth: addressedBy(queryUserId), compat: { failure: 'Error!' } },
    },
    async (req) => {
      const page = await listAppointments(
        app.db,
        (await requireUser(app.db, req)).id,
        req.query,
        requestLanguage(req),
        new Date(),
      );
      return { result: page.items.map(toCompatAppointment), total: page.total, page: page.page, limit: page.limit };
    },
  );

  app.get(
    '/delete-appointment/:id',
    {
      schema: {
        tags,
        summary: 'Spec GET /delete-appointment/{id}: loads one appointment (for rescheduling) as result[0]',
        params: CompatIdParams,
        response: { 200: CompatAppointmentResult },
      },
      config: { auth: true, compat: { failure: 'Error!' } },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return {
        result: [toCompatAppointment(await getAppointment(app.db, req.params.id, user.id, requestLanguage(req)))],
      };
    },
  );

  app.put(
    '/delete-appointment/:id',
    {
      schema: {
        tags,
        summary:
          'Spec PUT /delete-appointment/{id}: id, Name, PhoneNumber, Email (blank keeps the value), optionally a new startsAt or Date+Time',
        params: CompatIdParams,
        body: CompatUpdateAppointmentRequest,
        response: { 200: CompatAppointmentResult },
      },
      config: { auth: true, sendsMail: true, compat: { fields: compatFieldsOf(compatUpdateNames) } },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      const lang = requestLanguage(req);
      const { id: bodyId, Date: date, Time: time, ...changes } = req.body;
      if (bodyId !== undefined && String(bodyId).toLowerCase() !== req.params.id) {
        throw new AppError('validation_failed', { id: 'id_mismatch' });
      }
      if (changes.startsAt === undefined && date !== undefined && time !== undefined) {
        const current = await getAppointment(app.db, req.params.id, user.id, lang);
        changes.startsAt = zonedStart(date, time, current.timeZone);
      }
      const result = await updateAppointment(app.db, req.params.id, user.id, changes, lang, new Date(), {
        origin: publicOrigin(req, app.config),
      });
      return { message: compatText('appointmentUpdated', lang), result: [toCompatAppointment(result.appointment)] };
    },
  );

  app.delete(
    '/delete-appointment/:id',
    {
      schema: {
        tags,
        summary: 'Spec DELETE /delete-appointment/{id}: cancels the appointment (repeating is harmless)',
        params: CompatIdParams,
        response: { 200: CompatAppointmentResult },
      },
      config: { auth: true, sendsMail: true },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      const lang = requestLanguage(req);
      const result = await cancelAppointment(app.db, req.params.id, user.id, lang, new Date());
      return { message: compatText('appointmentCancelled', lang), result: [toCompatAppointment(result.appointment)] };
    },
  );
};
