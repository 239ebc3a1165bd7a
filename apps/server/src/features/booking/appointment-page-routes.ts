import { AppointmentIdParams, UpdateAppointmentRequest } from '@tabib/contracts';
import { AppError } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { chosenLanguage, requestLanguage } from '../../shared/language.ts';
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
import { requireUser } from '../auth/index.ts';
import { cancelAppointment, updateAppointment } from './appointments.ts';

/**
 * The forms of the patient's appointments page Astro renders (`/myappointments`, decision 033): cancel one, or
 * move it to another free time and/or change its contact details. The same use cases as the API's
 * `POST /appointments/:id/cancel` and `PATCH /appointments/:id`; each answer is a redirect (303) back to the
 * page with what happened (`?done=`, or `?error=` and `field`), which the page says in its language, and the
 * appointment acted on (`?appointment=`), which takes the focus there. Signed out (or the session ended), the
 * visitor signs in and comes back to the page. Mails go in the page's language (its `?lang=`, else the one it
 * remembered), as the app's calls sent theirs.
 */

/** The appointment's id from the path, when it is one (it goes back in the page's address). */
const idOf = (params: unknown) => AppointmentIdParams.safeParse(params).data?.id;

const language = (req: Parameters<typeof requestLanguage>[0] & Parameters<typeof chosenLanguage>[0]) =>
  chosenLanguage(req) ?? requestLanguage(req);
export const appointmentPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, 2048);
  const page = '/myappointments';

  app.post(
    '/myappointments/:id/cancel',
    { schema: { hide: true }, config: { sendsMail: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const back = keepLanguage(req, page);
      try {
        const user = await requireUser(app.db, req);
        const params = AppointmentIdParams.safeParse(req.params);
        if (!params.success) throw new AppError('not_found');
        await cancelAppointment(
          app.db,
          params.data.id,
          user.id,
          language(req),
          new Date(),
          publicOrigin(req, app.config),
        );
      } catch (error) {
        if (isSignInNeeded(error)) return redirectToPage(reply, signInPath(back), {});
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        return redirectToPage(reply, back, { ...failureOutcome(error), appointment: idOf(req.params) });
      }
      return redirectToPage(reply, back, { done: 'cancelled', appointment: idOf(req.params) });
    },
  );

  app.post(
    '/myappointments/:id/reschedule',
    { schema: { hide: true }, config: { sendsMail: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const back = keepLanguage(req, page);
      try {
        const user = await requireUser(app.db, req);
        const params = AppointmentIdParams.safeParse(req.params);
        if (!params.success) throw new AppError('not_found');
        // The time is chosen among the day's times the form showed for the chosen day (`time-<day>`), so a
        // time picked on another day before the day was changed is not the one sent.
        const day = formField(req.body, 'day');
        const startsAt = /^\d{4}-\d{2}-\d{2}$/.test(day) ? formField(req.body, `time-${day}`) : '';
        const parsed = UpdateAppointmentRequest.safeParse({
          startsAt,
          patientName: formField(req.body, 'patientName'),
          phone: formField(req.body, 'phone'),
          email: formField(req.body, 'email'),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError('validation_failed', {
            [String(issue?.path[0] ?? 'startsAt')]: issue?.message ?? 'invalid',
          });
        }
        // Nothing chosen and nothing typed: nothing to change, and saying "updated" would not be true.
        if (Object.values(parsed.data).every((value) => value === undefined)) {
          throw new AppError('validation_failed', { startsAt: 'slot_required' });
        }
        await updateAppointment(app.db, params.data.id, user.id, parsed.data, language(req), new Date(), {
          origin: publicOrigin(req, app.config),
        });
      } catch (error) {
        if (isSignInNeeded(error)) return redirectToPage(reply, signInPath(back), {});
        if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
        return redirectToPage(reply, back, { ...failureOutcome(error), appointment: idOf(req.params) });
      }
      return redirectToPage(reply, back, { done: 'updated', appointment: idOf(req.params) });
    },
  );
};
