import { AppointmentIdParams, DoctorCancelRequest, LocalDate, MarkVisitRequest } from '@tabib/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { objectStorageFor } from '../../shared/object-storage.ts';
import {
  failureOutcome,
  formField,
  isSignInNeeded,
  keepLanguage,
  parseFormBodies,
  redirectToPage,
  signInPath,
} from '../../shared/page-forms.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { cancelDoctorAppointment, markVisit } from '../booking/index.ts';
import { photoRequired, setDoctorPhoto } from './doctor-photo.ts';
import { MAX_PHOTO_BYTES } from './photo-image.ts';
import { requireDoctorId } from './require-doctor.ts';
import { uploadedPhoto } from './uploaded-photo.ts';

/** The doctor's day page (apps/web/src/pages/doctor/day.astro) at the date the form was sent from. */
function dayPath(req: FastifyRequest): string {
  const date = formField(req.body, 'date');
  return keepLanguage(req, LocalDate.safeParse(date).success ? `/doctor/day?date=${date}` : '/doctor/day');
}

function photoPath(req: FastifyRequest): string {
  return keepLanguage(req, '/doctor/photo');
}

/**
 * The forms of the doctor's pages (decision 033): mark a visit, cancel one with a reason, upload the photo.
 * The same use cases as the API (routes.ts); each answer is a redirect back to the page with what happened.
 */
export const doctorPortalPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });

  /** Runs a form's use case and redirects back with its outcome (to sign-in when signed out). */
  const answer = async (req: FastifyRequest, back: string, done: string, run: () => Promise<unknown>) => {
    try {
      await run();
      return { path: back, outcome: { done } };
    } catch (error) {
      if (isSignInNeeded(error)) return { path: signInPath(back), outcome: {} };
      if (error instanceof AppError && error.code !== 'internal' && error.code !== 'unavailable') {
        return { path: back, outcome: failureOutcome(error) };
      }
      throw error;
    }
  };

  app.post(
    '/doctor/day/:id/mark',
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' }, sendsMail: true } },
    async (req, reply) => {
      const back = dayPath(req);
      const { path, outcome } = await answer(req, back, formField(req.body, 'status'), async () => {
        const doctorId = await requireDoctorId(app.db, req);
        const params = AppointmentIdParams.safeParse(req.params);
        if (!params.success) throw new AppError('not_found');
        const body = MarkVisitRequest.safeParse({ status: formField(req.body, 'status') });
        if (!body.success) throw new AppError('validation_failed', { status: 'attendance_status_invalid' });
        await markVisit(app.db, doctorId, params.data.id, body.data.status, new Date(), publicOrigin(req, app.config));
      });
      return redirectToPage(reply, path, outcome);
    },
  );

  app.post(
    '/doctor/day/:id/cancel',
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' }, sendsMail: true } },
    async (req, reply) => {
      const back = dayPath(req);
      const { path, outcome } = await answer(req, back, 'cancelled', async () => {
        const doctorId = await requireDoctorId(app.db, req);
        const params = AppointmentIdParams.safeParse(req.params);
        if (!params.success) throw new AppError('not_found');
        const body = DoctorCancelRequest.safeParse({ reason: formField(req.body, 'reason') });
        if (!body.success) {
          throw new AppError('validation_failed', { reason: body.error.issues[0]?.message ?? 'reason_required' });
        }
        await cancelDoctorAppointment(
          app.db,
          doctorId,
          params.data.id,
          body.data.reason,
          new Date(),
          publicOrigin(req, app.config),
        );
      });
      return redirectToPage(reply, path, outcome);
    },
  );

  app.post(
    '/doctor/photo',
    { schema: { hide: true }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const back = photoPath(req);
      const { path, outcome } = await answer(req, back, 'photo', async () => {
        const doctorId = await requireDoctorId(app.db, req);
        const data = await uploadedPhoto(req);
        // A form sent with no file chosen still has its (empty) part.
        if (data.length === 0) throw photoRequired();
        await setDoctorPhoto(app.db, objectStorageFor(app.config), doctorId, data);
      });
      return redirectToPage(reply, path, outcome);
    },
  );
};
