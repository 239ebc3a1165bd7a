import { z } from 'zod';
import { AppointmentStatus, CancelledBy, DoctorPhoto, LocalDate } from './booking.ts';
import { Phone, Slug } from './fields.ts';

const LongText = (max: number) => z.string().trim().max(max, { error: 'text_too_long' });

export const DoctorProfile = z.object({
  id: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string(),
  email: z.string(),
  specialty: z.string(),
  phone: z.string(),
  fee: z.number().int(),
  clinicNameAr: z.string(),
  clinicNameEn: z.string(),
  clinicAddressAr: z.string(),
  clinicAddressEn: z.string(),
  bioAr: z.string(),
  bioEn: z.string(),
  telehealth: z.boolean(),
  insurers: z.array(z.string()),
  photo: DoctorPhoto.nullable(),
  /**
   * Set while an admin has suspended the doctor (decision 036): out of search and booking, and why, in the
   * admin's words. Null otherwise.
   */
  suspension: z.object({ since: z.iso.datetime({ offset: true }), reason: z.string() }).nullable(),
});
export type DoctorProfile = z.infer<typeof DoctorProfile>;

export const UpdateDoctorProfileRequest = z.object({
  phone: Phone,
  fee: z.coerce
    .number({ error: 'fee_invalid' })
    .int({ error: 'fee_invalid' })
    .min(0, { error: 'fee_invalid' })
    .max(100000, { error: 'fee_invalid' }),
  clinicNameAr: z.string().trim().min(1, { error: 'clinic_required' }).max(120, { error: 'text_too_long' }),
  clinicNameEn: z.string().trim().min(1, { error: 'clinic_required' }).max(120, { error: 'text_too_long' }),
  clinicAddressAr: LongText(300),
  clinicAddressEn: LongText(300),
  bioAr: LongText(2000),
  bioEn: LongText(2000),
  telehealth: z.boolean(),
  insurers: z.array(Slug).max(50),
});
export type UpdateDoctorProfileRequest = z.input<typeof UpdateDoctorProfileRequest>;

/** Wall-clock time of day in the clinic's zone, HH:MM; 24:00 ends a range at midnight. */
export const ClockTime = z
  .string({ error: 'time_invalid' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'time_invalid' });

export const TimeRange = z
  .object({ start: ClockTime, end: ClockTime })
  .refine((r) => r.start < r.end, { error: 'range_order', path: ['end'] });

export const ScheduleException = z.discriminatedUnion('kind', [
  z.object({ date: LocalDate, kind: z.literal('off') }),
  z.object({ date: LocalDate, kind: z.literal('extra'), start: ClockTime, end: ClockTime }),
]);
export type ScheduleException = z.infer<typeof ScheduleException>;

export const slotLengths = [10, 15, 20, 30, 45, 60] as const;

export const DoctorSchedule = z
  .object({
    slotMinutes: z.union(
      slotLengths.map((n) => z.literal(n)),
      { error: 'slot_minutes_invalid' },
    ),
    /** Seven entries, index = weekday (0 = Sunday). */
    weekly: z
      .array(z.array(TimeRange).max(6))
      .length(7, { error: 'weekly_invalid' })
      .refine((days) => days.every(noOverlap), { error: 'ranges_overlap' }),
    exceptions: z
      .array(ScheduleException)
      .max(200)
      .refine((list) => list.every((e) => e.kind === 'off' || e.start < e.end), { error: 'range_order' }),
  })
  .extend({ timeZone: z.string().optional() });
export type DoctorSchedule = z.infer<typeof DoctorSchedule>;
export type DoctorScheduleInput = z.input<typeof DoctorSchedule>;

function noOverlap(ranges: { start: string; end: string }[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((r, i) => i === 0 || sorted[i - 1]!.end <= r.start);
}

export const DoctorAppointment = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  patientName: z.string(),
  phone: z.string(),
  email: z.string(),
  visitType: z.enum(['clinic', 'telehealth']),
});
export type DoctorAppointment = z.infer<typeof DoctorAppointment>;

/** 409 answer to a schedule change that would leave booked appointments outside the hours. */
export const ScheduleConflict = z.object({
  error: z.object({ code: z.literal('conflict'), message: z.string(), fields: z.record(z.string(), z.string()) }),
  affected: z.array(DoctorAppointment),
});
export type ScheduleConflict = z.infer<typeof ScheduleConflict>;

/** The doctor's day: `date` in the clinic's calendar (today there when absent), `days` from it (default 1). */
export const DoctorDayQuery = z.object({
  date: LocalDate.optional(),
  days: z.coerce
    .number({ error: 'days_invalid' })
    .int({ error: 'days_invalid' })
    .min(1, { error: 'days_invalid' })
    .max(14, { error: 'days_invalid' })
    .default(1),
});
export type DoctorDayQuery = z.input<typeof DoctorDayQuery>;

export const DoctorDayAppointment = DoctorAppointment.extend({
  status: AppointmentStatus,
  cancelledBy: CancelledBy.nullable(),
  cancelReason: z.string().nullable(),
  /** Until when the attended / no-show mark may be changed (48 hours after the first); null while unmarked. */
  changeableUntil: z.string().nullable(),
});
export type DoctorDayAppointment = z.infer<typeof DoctorDayAppointment>;

export const DoctorDay = z.object({
  /** The first day shown, in the clinic's calendar. */
  date: z.string(),
  days: z.number().int(),
  timeZone: z.string(),
  items: z.array(DoctorDayAppointment),
});
export type DoctorDay = z.infer<typeof DoctorDay>;

/** How long after the first mark a doctor may still change attended / no-show. */
export const attendanceChangeHours = 48;

export const MarkVisitRequest = z.object({
  status: z.enum(['attended', 'no_show'], { error: 'attendance_status_invalid' }),
});
export type MarkVisitRequest = z.infer<typeof MarkVisitRequest>;

export const DoctorCancelRequest = z.object({
  reason: z
    .string({ error: 'reason_required' })
    .trim()
    .min(3, { error: 'reason_required' })
    .max(500, { error: 'text_too_long' }),
});
export type DoctorCancelRequest = z.input<typeof DoctorCancelRequest>;
