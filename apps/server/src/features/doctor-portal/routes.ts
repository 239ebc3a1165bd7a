import {
  DoctorAppointmentList,
  DoctorProfile,
  DoctorSchedule,
  ScheduleConflict,
  UpdateDoctorProfileRequest,
} from '@tabib/contracts';
import { errorMessage } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { getDoctorProfile, updateDoctorProfile } from './doctor-profile.ts';
import { getDoctorSchedule, listDoctorAppointments, updateDoctorSchedule } from './doctor-schedule.ts';
import { requireDoctorId } from './require-doctor.ts';

export const doctorPortalRoutes: RoutePlugin = async (app) => {
  app.get(
    '/doctor/me',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: {
        tags: ['doctor-portal'],
        summary: "The signed-in doctor's editable profile",
        response: { 200: DoctorProfile },
      },
    },
    async (req) => getDoctorProfile(app.db, await requireDoctorId(app.db, req), requestLanguage(req)),
  );

  app.patch(
    '/doctor/me',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: {
        tags: ['doctor-portal'],
        summary: 'Edit phone, fee, clinic, bio, telehealth and accepted insurers',
        body: UpdateDoctorProfileRequest,
        response: { 200: DoctorProfile },
      },
    },
    async (req) => updateDoctorProfile(app.db, await requireDoctorId(app.db, req), req.body, requestLanguage(req)),
  );

  app.get(
    '/doctor/me/schedule',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: {
        tags: ['doctor-portal'],
        summary: 'Weekly hours (several ranges a day), slot length and upcoming days off / extra hours',
        response: { 200: DoctorSchedule },
      },
    },
    async (req) => getDoctorSchedule(app.db, await requireDoctorId(app.db, req), new Date()),
  );

  app.put(
    '/doctor/me/schedule',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: {
        tags: ['doctor-portal'],
        summary: 'Replace the schedule; 409 with the affected bookings when some would fall outside the new hours',
        body: DoctorSchedule,
        response: { 200: DoctorSchedule, 409: ScheduleConflict },
      },
    },
    async (req, reply) => {
      const doctorId = await requireDoctorId(app.db, req);
      const result = await updateDoctorSchedule(app.db, doctorId, req.body, new Date());
      if (result.ok) return reply.send(result.schedule);
      return reply.code(409).send({
        error: {
          code: 'conflict' as const,
          message: errorMessage('conflict', requestLanguage(req)),
          fields: { weekly: 'schedule_drops_bookings' },
        },
        affected: result.affected,
      });
    },
  );

  app.get(
    '/doctor/me/appointments',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: {
        tags: ['doctor-portal'],
        summary: "The doctor's upcoming booked appointments with the patients' contact details",
        response: { 200: DoctorAppointmentList },
      },
    },
    async (req) => listDoctorAppointments(app.db, await requireDoctorId(app.db, req), new Date()),
  );
};
