import { z } from 'zod';
import {
  AppointmentListQuery,
  BookAppointmentRequest,
  Instant,
  LocalDate,
  UpdateAppointmentRequest,
} from '../booking.ts';
import { Uuid } from '../common.ts';
import { paging, phoneFromNumber } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Appointments ----------

/** 'HH:MM', the clinic's wall clock. */
export const CompatTime = z
  .string({ error: 'time_invalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' });

const dateAndTime = {
  Date: LocalDate.optional(),
  Time: CompatTime.optional(),
};
/** A time is both halves or none. */
const bothOrNeither = {
  ok: (v: Record<string, unknown>) => (v.Date === undefined) === (v.Time === undefined),
  field: 'Time',
  error: 'date_and_time_required',
};

/**
 * The booking form (`Name`, `PhoneNumber`, `Email`), `userId`, `DoctorName` and `Place` as the spec
 * lists them, and optionally the time: `startsAt` (ISO 8601) or `Date` and `Time` on the clinic's clock.
 * Without a time the doctor's earliest free slot is booked (the spec's one "Book" button). The doctor is
 * `DoctorId` (or `DoctorID`) when sent; else the one doctor whose name has every word of `DoctorName`
 * (Arabic or English, folded as the search folds them) and whose clinic, area or city is `Place`.
 */
export const compatBookNames = {
  DoctorID: 'doctorId',
  DoctorId: 'doctorId',
  Name: 'patientName',
  PhoneNumber: 'phone',
  Email: 'email',
  visitType: 'visitType',
} as const;
const sent = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
export const CompatCreateAppointmentRequest = compatShape(
  BookAppointmentRequest.omit({ startsAt: true }).extend({ doctorId: Uuid.optional() }),
  compatBookNames,
  {
    extra: {
      userId: Uuid,
      startsAt: Instant.optional(),
      ...dateAndTime,
      DoctorName: z
        .string({ error: 'doctor_name_invalid' })
        .trim()
        .max(200, { error: 'doctor_name_invalid' })
        .optional(),
      Place: z.string({ error: 'place_invalid' }).trim().max(300, { error: 'place_invalid' }).optional(),
    },
    values: { PhoneNumber: phoneFromNumber },
    rules: [
      bothOrNeither,
      {
        ok: (v) => sent(v.DoctorId) || sent(v.DoctorID) || sent(v.DoctorName),
        field: 'DoctorId',
        error: 'doctor_required',
      },
    ],
  },
);

/**
 * The reschedule form: `id` (if sent, the appointment's own: the path names it), `Name`, `PhoneNumber`,
 * `Email` (blank keeps the current value), and optionally a new time: `startsAt`, or `Date` and `Time`.
 */
export const compatUpdateNames = {
  Name: 'patientName',
  PhoneNumber: 'phone',
  Email: 'email',
  startsAt: 'startsAt',
} as const;
export const CompatUpdateAppointmentRequest = compatShape(UpdateAppointmentRequest, compatUpdateNames, {
  values: { PhoneNumber: phoneFromNumber },
  extra: { id: z.union([z.string().max(100), z.number()], { error: 'id_mismatch' }).optional(), ...dateAndTime },
  rules: [bothOrNeither],
});

export const CompatAppointmentQuery = compatShape(
  AppointmentListQuery,
  { scope: 'scope', page: 'page', limit: 'limit' },
  { extra: { userId: Uuid }, defaults: { limit: 100 } },
);

export const CompatAppointment = z.object({
  id: z.uuid(),
  DoctorId: z.uuid(),
  DoctorName: z.string(),
  DoctorGender: z.enum(['Male', 'Female']),
  Specialty_name: z.string(),
  /** 'YYYY-MM-DD' and 'HH:MM' on the clinic's clock. */
  Date: z.string(),
  Time: z.string(),
  EndTime: z.string(),
  /** The clinic. */
  Place: z.string(),
  Address: z.string(),
  Name: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  Status: z.enum(['booked', 'cancelled']),
  visitType: z.enum(['clinic', 'telehealth']),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type CompatAppointment = z.infer<typeof CompatAppointment>;
export const CompatAppointmentResult = z.object({ message: z.string().optional(), result: z.array(CompatAppointment) });
export type CompatAppointmentResult = z.infer<typeof CompatAppointmentResult>;
export const CompatAppointmentList = z.object({ result: z.array(CompatAppointment), ...paging });
export type CompatAppointmentList = z.infer<typeof CompatAppointmentList>;
