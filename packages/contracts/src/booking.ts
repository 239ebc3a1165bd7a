import { z } from 'zod';
import { pageOf, pageParams, Uuid } from './common.ts';
import { EmailAddress, PersonName, Phone } from './fields.ts';

/** A calendar date as the clinic sees it. */
export const LocalDate = z
  .string({ error: 'date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: 'date_invalid' },
  );

/** An instant in ISO 8601 with an explicit offset or Z, e.g. 2026-05-03T10:00:00+03:00. */
export const Instant = z
  .string({ error: 'starts_at_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: 'starts_at_invalid' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'starts_at_invalid' });

export const SlotsQuery = z.object({
  from: LocalDate.optional(),
  days: z.coerce
    .number({ error: 'days_invalid' })
    .int({ error: 'days_invalid' })
    .min(1, { error: 'days_invalid' })
    .max(31, { error: 'days_invalid' })
    .default(7),
});
export type SlotsQuery = z.input<typeof SlotsQuery>;

export const Slot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof Slot>;

export const SlotList = z.object({ items: z.array(Slot), timeZone: z.string() });
export type SlotList = z.infer<typeof SlotList>;

export const VisitType = z.enum(['clinic', 'telehealth'], { error: 'visit_type_invalid' });
export type VisitType = z.infer<typeof VisitType>;

/**
 * booked: to come, or past and not marked yet; attended / no_show: marked by the doctor after the start;
 * cancelled: by the patient, the doctor or an admin (`cancelledBy`).
 */
export const AppointmentStatus = z.enum(['booked', 'attended', 'no_show', 'cancelled']);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

export const CancelledBy = z.enum(['patient', 'doctor', 'admin']);
export type CancelledBy = z.infer<typeof CancelledBy>;

/**
 * The no-show rule (decision 035), stated on the booking page and in the terms from these numbers: a patient
 * marked absent `noShows` times within `windowDays` days confirms each new booking with a code mailed to the
 * account's address, valid `codeMinutes` minutes.
 */
export const noShowRule = { noShows: 2, windowDays: 90, codeMinutes: 30 } as const;

/** What the booking page and the terms state, and whether the rule applies to the caller now. */
export const BookingRules = z.object({
  noShowRule: z.object({ noShows: z.number().int(), windowDays: z.number().int(), codeMinutes: z.number().int() }),
  /** Upcoming appointments one patient may hold with one doctor, and in all (BOOKING_MAX_*). */
  limits: z.object({ perDoctor: z.number().int(), total: z.number().int() }),
  /** The caller's visits marked no-show within the window. */
  recentNoShows: z.number().int(),
  /** True when the caller's next booking asks for a mailed code. */
  confirmationRequired: z.boolean(),
});
export type BookingRules = z.infer<typeof BookingRules>;

/** The code mailed to a patient whom the no-show rule asks to confirm a booking: six digits. */
export const ConfirmationCode = z
  .string({ error: 'confirmation_code_invalid' })
  .trim()
  .regex(/^\d{6}$/, { error: 'confirmation_code_invalid' });

/** A doctor's profile photo, WebP, two sizes; the URLs change with the picture, so they may be cached for good. */
export const DoctorPhoto = z.object({ small: z.string(), large: z.string() });
export type DoctorPhoto = z.infer<typeof DoctorPhoto>;

/** The contact part of a booking; the same rules as everywhere a name, phone or e-mail is entered. */
export const AppointmentContact = z.object({ patientName: PersonName, phone: Phone, email: EmailAddress });

export const BookAppointmentRequest = AppointmentContact.extend({
  doctorId: Uuid,
  startsAt: Instant,
  visitType: VisitType.default('clinic'),
  /** Only when the no-show rule applies: the code from the mail the first attempt sent (409 confirmation_required). */
  confirmationCode: ConfirmationCode.optional(),
});
export type BookAppointmentRequest = z.input<typeof BookAppointmentRequest>;

/** Blank contact fields keep the appointment's current values; a new `startsAt` moves it. */
function blankToUndefined(v: unknown) {
  return typeof v === 'string' && v.trim() === '' ? undefined : v;
}
export const UpdateAppointmentRequest = z.object({
  startsAt: z.preprocess(blankToUndefined, Instant.optional()),
  patientName: z.preprocess(blankToUndefined, PersonName.optional()),
  phone: z.preprocess(blankToUndefined, Phone.optional()),
  email: z.preprocess(blankToUndefined, EmailAddress.optional()),
});
export type UpdateAppointmentRequest = z.input<typeof UpdateAppointmentRequest>;

export const AppointmentDoctor = z.object({
  id: z.uuid(),
  name: z.string(),
  gender: z.enum(['male', 'female']),
  specialty: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  phone: z.string(),
  telehealth: z.boolean(),
  clinic: z.object({ name: z.string(), address: z.string(), area: z.string(), city: z.string(), phone: z.string() }),
  photo: DoctorPhoto.nullable(),
});

export const Appointment = z.object({
  id: z.uuid(),
  status: AppointmentStatus,
  doctor: AppointmentDoctor,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The clinic's zone: show the time as the clinic's wall clock. */
  timeZone: z.string(),
  patientName: z.string(),
  phone: z.string(),
  email: z.string(),
  visitType: VisitType,
  createdAt: z.string(),
  /** Set when cancelled; the reason only when the doctor or an admin gave one. */
  cancelledBy: CancelledBy.nullable(),
  cancelReason: z.string().nullable(),
});
export type Appointment = z.infer<typeof Appointment>;

export const AppointmentListQuery = z.object({
  scope: z.enum(['upcoming', 'past'], { error: 'scope_invalid' }).default('upcoming'),
  ...pageParams({ limit: 20, maxLimit: 100, maxPage: 1000 }),
});
export type AppointmentListQuery = z.input<typeof AppointmentListQuery>;

export const AppointmentPage = pageOf(Appointment);
export type AppointmentPage = z.infer<typeof AppointmentPage>;

export const AppointmentIdParams = z.object({ id: Uuid });
export const SlotsParams = z.object({ id: Uuid });
