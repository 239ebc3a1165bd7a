import {
  AppointmentIdParams,
  DoctorCancelRequest,
  DoctorDay,
  DoctorDayAppointment,
  DoctorDayQuery,
  DoctorPhoto,
  DoctorProfile,
  MarkVisitRequest,
  DoctorSchedule,
  ScheduleConflict,
  UpdateDoctorProfileRequest,
} from '@tabib/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError, errorMessage } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { objectStorageFor } from '../../shared/object-storage.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { cancelDoctorAppointment, listDoctorDay, markVisit } from '../booking/index.ts';
import { deleteDoctorPhoto, setDoctorPhoto } from './doctor-photo.ts';
import { getDoctorProfile, updateDoctorProfile } from './doctor-profile.ts';
import { MAX_PHOTO_BYTES } from './photo-image.ts';
import { readPhoto } from './photo-store.ts';
import { getDoctorSchedule, updateDoctorSchedule } from './doctor-schedule.ts';
import { requireDoctorId } from './require-doctor.ts';
import { uploadedPhoto } from './uploaded-photo.ts';

// Any name: one that is not a stored photo's is a 404 (readPhoto checks it against photoFilePattern).
const PhotoFileParams = z.object({ file: z.string().max(100) });

export const doctorPortalRoutes: RoutePlugin = async (app) => {
  // Only this plugin's routes take multipart bodies: the photo upload, one file, at most 5 MB.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });

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
      config: { auth: { roles: ['doctor'] }, sendsMail: true },
      schema: {
        tags: ['doctor-portal'],
        summary: 'Replace the schedule; 409 with the affected bookings when some would fall outside the new hours',
        body: DoctorSchedule,
        response: { 200: DoctorSchedule, 409: ScheduleConflict },
      },
    },
    async (req, reply) => {
      const doctorId = await requireDoctorId(app.db, req);
      const result = await updateDoctorSchedule(app.db, doctorId, req.body, new Date(), publicOrigin(req, app.config));
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
        summary:
          "The doctor's day (today in the clinic's zone unless `date`; `days` from it): every appointment with its status, who cancelled and why",
        querystring: DoctorDayQuery,
        response: { 200: DoctorDay },
      },
    },
    async (req) => listDoctorDay(app.db, await requireDoctorId(app.db, req), req.query, new Date()),
  );

  app.patch(
    '/doctor/me/appointments/:id',
    {
      config: { auth: { roles: ['doctor'] }, sendsMail: true },
      schema: {
        tags: ['doctor-portal'],
        summary:
          "Mark a visit attended or no-show: 409 visit_not_started before its start, 409 attendance_locked 48 hours after the first mark; 404 for another doctor's",
        params: AppointmentIdParams,
        body: MarkVisitRequest,
        response: { 200: DoctorDayAppointment },
      },
    },
    async (req) =>
      markVisit(
        app.db,
        await requireDoctorId(app.db, req),
        req.params.id,
        req.body.status,
        new Date(),
        publicOrigin(req, app.config),
      ),
  );

  app.post(
    '/doctor/me/appointments/:id/cancel',
    {
      config: { auth: { roles: ['doctor'] }, sendsMail: true },
      schema: {
        tags: ['doctor-portal'],
        summary:
          'Cancel a booked visit not yet begun, with a reason: the patient is mailed at once and the time is free again (repeating is harmless)',
        params: AppointmentIdParams,
        body: DoctorCancelRequest,
        response: { 200: DoctorDayAppointment },
      },
    },
    async (req) =>
      cancelDoctorAppointment(
        app.db,
        await requireDoctorId(app.db, req),
        req.params.id,
        req.body.reason,
        new Date(),
        publicOrigin(req, app.config),
      ),
  );

  app.put(
    '/doctor/me/photo',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: {
        tags: ['doctor-portal'],
        summary:
          'Upload the profile photo (multipart, one file, JPEG/PNG/WebP/HEIC, at most 5 MB), checked by content and stored as WebP in two sizes',
        consumes: ['multipart/form-data'],
        response: { 200: DoctorPhoto },
      },
    },
    async (req) => {
      const doctorId = await requireDoctorId(app.db, req);
      return setDoctorPhoto(app.db, objectStorageFor(app.config), doctorId, await uploadedPhoto(req));
    },
  );

  app.delete(
    '/doctor/me/photo',
    {
      config: { auth: { roles: ['doctor'] } },
      schema: { tags: ['doctor-portal'], summary: 'Remove the profile photo (removing none is harmless)' },
    },
    async (req, reply) => {
      await deleteDoctorPhoto(app.db, objectStorageFor(app.config), await requireDoctorId(app.db, req));
      return reply.code(204).send();
    },
  );

  app.get(
    '/doctor-photos/:file',
    {
      schema: {
        tags: ['doctor-portal'],
        summary: "A doctor's photo (WebP); its name is its content's hash, so it is cached for a year",
        params: PhotoFileParams,
        produces: ['image/webp'],
      },
    },
    async (req, reply) => {
      // The name is the content's hash: the same name is the same bytes, on every process and storage.
      const etag = `"${req.params.file.replace(/\.webp$/, '')}"`;
      const cached = (req.headers['if-none-match'] ?? '')
        .split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag);
      const photo = await readPhoto(objectStorageFor(app.config), req.params.file);
      if (!photo) throw new AppError('not_found');
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag);
      if (cached) {
        photo.body.destroy();
        return reply.code(304).send();
      }
      // Streamed from the file or the bucket as it comes, never whole in memory.
      if (photo.length !== null) reply.header('content-length', photo.length);
      return reply.send(photo.body);
    },
  );
};
