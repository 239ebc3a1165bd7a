import { BookAppointmentRequest, DoctorIdParams } from '@tabib/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { publicOrigin } from '../../shared/public-origin.ts';
import { requireUser, resendVerificationCode, verifyEmail } from '../auth/index.ts';
import { bookAppointment } from './book-appointment.ts';
import { bookingLimits, bookingRateLimit } from './booking-limits.ts';

/**
 * What was typed in the contact fields, carried back to the booking page after a refusal: in a cookie that only
 * that page reads (and deletes), not in the address, which browsers keep in their history and servers in logs.
 */
export const bookingFormCookie = 'tabib_booking_form';

const FORM_LIMIT = 4096;

/** The booking form's fields, as the page posts them (the contact fields, the slot, the visit type). */
interface BookingForm {
  doctorId: string;
  startsAt: string;
  /** The day whose times were shown: a time checked on another day before the day was changed is not chosen. */
  date: string;
  visitType: string;
  patientName: string;
  phone: string;
  email: string;
  confirmationCode: string;
  /** The page's attempt: a form sent twice (a double click, a reload of the answer) books once. */
  attempt: string;
}

function formOf(doctorId: string, body: unknown): BookingForm {
  const field = (name: string) => formField(body, name);
  return {
    doctorId,
    startsAt: field('startsAt'),
    date: field('date'),
    visitType: field('visitType'),
    patientName: field('patientName'),
    phone: field('phone'),
    email: field('email'),
    confirmationCode: field('confirmationCode'),
    attempt: field('attempt'),
  };
}

/** The page's own address with what it shows again: the slot, the visit type, and the step it was at. */
function pagePath(req: FastifyRequest, form: BookingForm, query: Record<string, string | undefined>): string {
  const url = new URL(`/doctors/${form.doctorId}/bookdoctor`, 'http://page.invalid');
  const keep: Record<string, string | undefined> = {
    slot: form.startsAt || undefined,
    date: form.date || undefined,
    visit: form.visitType === 'telehealth' ? 'telehealth' : undefined,
    ...query,
  };
  for (const [name, value] of Object.entries(keep)) if (value) url.searchParams.set(name, value);
  return keepLanguage(req, `${url.pathname}${url.search}`);
}

function keepTyped(reply: FastifyReply, form: BookingForm) {
  const typed = JSON.stringify({ patientName: form.patientName, phone: form.phone, email: form.email });
  reply.setCookie(bookingFormCookie, typed, {
    path: `/doctors/${form.doctorId}/bookdoctor`,
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.NODE_ENV === 'production',
    maxAge: 600,
  });
}

/** Back to the form with the reason (`error`, `errors=<field>:<code>,…`) and what was typed. */
function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  form: BookingForm,
  query: Record<string, string | undefined>,
) {
  // No anchor: a page opened at a fragment does not focus its autofocus field (the code the step asks for).
  keepTyped(reply, form);
  return redirectToPage(reply, pagePath(req, form, query), {});
}

/**
 * The booking page's forms (issue 35, decision 033), answered without script: book a time, and the inline steps
 * the API's refusals ask for (confirm the account's address with the mailed code, ask for a new code; the
 * no-show rule's code goes with the booking form itself). Each calls the API's use cases, then redirects (303):
 * to the booking page's confirmation (`?booked=<appointment id>`), or back to the form with the reason.
 */
export const bookingPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, FORM_LIMIT);

  /** Books the form's time as the signed-in patient; every answer a redirect. */
  async function book(req: FastifyRequest, reply: FastifyReply, form: BookingForm) {
    const user = await requireUser(app.db, req);
    const chosen = form.startsAt && (!form.date || form.startsAt.slice(0, 10) === form.date) ? form.startsAt : '';
    const parsed = BookAppointmentRequest.safeParse({
      doctorId: form.doctorId,
      startsAt: chosen || undefined,
      visitType: form.visitType || undefined,
      patientName: form.patientName,
      phone: form.phone,
      email: form.email,
      confirmationCode: form.confirmationCode.trim() || undefined,
    });
    if (!parsed.success || !chosen) {
      // Every field's first problem, as the form shows them all at once.
      const fields = new Map<string, string>();
      if (!chosen) fields.set('startsAt', 'slot_required');
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0] ?? 'form');
        if (!fields.has(field)) fields.set(field, issue.message);
      }
      const errors = [...fields].map(([field, code]) => `${field}:${code}`).join(',');
      return refuse(req, reply, form, { errors, step: fields.has('confirmationCode') ? 'confirm' : undefined });
    }
    const result = await bookAppointment(
      app.db,
      user.id,
      parsed.data,
      chosenLanguage(req) ?? 'ar',
      /^[\w-]{8,100}$/.test(form.attempt) ? `page:${form.attempt}` : undefined,
      new Date(),
      bookingLimits(app.config),
      { origin: publicOrigin(req, app.config) },
    );
    reply.clearCookie(bookingFormCookie, { path: `/doctors/${form.doctorId}/bookdoctor` });
    const done = new URL(`/doctors/${form.doctorId}/bookdoctor`, 'http://page.invalid');
    done.searchParams.set('booked', result.appointment.id);
    return redirectToPage(reply, keepLanguage(req, `${done.pathname}${done.search}`), {});
  }

  /** What a refusal of the use cases says on the page; anything unexpected is the error handler's. */
  function refused(req: FastifyRequest, reply: FastifyReply, form: BookingForm, error: unknown) {
    if (isSignInNeeded(error)) {
      return redirectToPage(reply, signInPath(`/doctors/${form.doctorId}/bookdoctor`), {});
    }
    if (!(error instanceof AppError) || error.code === 'internal' || error.code === 'unavailable') throw error;
    switch (error.code) {
      case 'email_unverified':
        return refuse(req, reply, form, { step: 'verify' });
      case 'confirmation_required':
        return refuse(req, reply, form, { step: 'confirm', error: error.code });
      case 'slot_taken':
        // The time is gone: the form comes back without it, offering the next free ones after it.
        return refuse(req, reply, { ...form, startsAt: '' }, { error: error.code, taken: form.startsAt });
      default: {
        const fields = error.fields ? Object.entries(error.fields) : [];
        const errors = fields.map(([field, code]) => `${field}:${code}`).join(',') || undefined;
        const step = error.fields?.confirmationCode ? 'confirm' : undefined;
        return refuse(req, reply, form, { error: errors ? undefined : error.code, errors, step });
      }
    }
  }

  const doctorOf = (req: FastifyRequest) => DoctorIdParams.safeParse(req.params);

  app.post(
    '/doctors/:id/bookdoctor',
    { schema: { hide: true }, config: { rateLimit: bookingRateLimit(app), sendsMail: true } },
    async (req, reply) => {
      const params = doctorOf(req);
      if (!params.success) return redirectToPage(reply, keepLanguage(req, '/doctors'), {});
      const form = formOf(params.data.id, req.body);
      try {
        return await book(req, reply, form);
      } catch (error) {
        return refused(req, reply, form, error);
      }
    },
  );

  // The account's address is not confirmed yet: the code from the sign-up mail, then the same booking.
  app.post(
    '/doctors/:id/bookdoctor/verify',
    { schema: { hide: true }, config: { rateLimit: { max: 20, timeWindow: '10 minutes' }, sendsMail: true } },
    async (req, reply) => {
      const params = doctorOf(req);
      if (!params.success) return redirectToPage(reply, keepLanguage(req, '/doctors'), {});
      const form = formOf(params.data.id, req.body);
      try {
        const user = await requireUser(app.db, req);
        try {
          await verifyEmail(app.db, user.id, formField(req.body, 'code').trim(), app.config.REQUIRE_STAFF_2FA);
        } catch (error) {
          if (!(error instanceof AppError) || isSignInNeeded(error)) throw error;
          if (error.code === 'internal' || error.code === 'unavailable') throw error;
          const { error: code, field } = failureOutcome(error);
          return await refuse(req, reply, form, { step: 'verify', error: field ?? code });
        }
        return await book(req, reply, form);
      } catch (error) {
        return refused(req, reply, form, error);
      }
    },
  );

  app.post(
    '/doctors/:id/bookdoctor/resend',
    { schema: { hide: true }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' }, sendsMail: true } },
    async (req, reply) => {
      const params = doctorOf(req);
      if (!params.success) return redirectToPage(reply, keepLanguage(req, '/doctors'), {});
      const form = formOf(params.data.id, req.body);
      try {
        const user = await requireUser(app.db, req);
        await resendVerificationCode(app.db, user.id, chosenLanguage(req) ?? 'ar', publicOrigin(req, app.config));
      } catch (error) {
        if (isSignInNeeded(error) || !(error instanceof AppError)) return refused(req, reply, form, error);
        if (error.code === 'internal' || error.code === 'unavailable') throw error;
        const { error: code, field } = failureOutcome(error);
        return refuse(req, reply, form, { step: 'verify', error: field ?? code });
      }
      return refuse(req, reply, form, { step: 'verify', sent: '1' });
    },
  );
};
