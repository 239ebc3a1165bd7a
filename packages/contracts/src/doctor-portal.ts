import { z } from 'zod';
import { LocalDate } from './booking.ts';
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

export const DoctorAppointmentList = z.object({ items: z.array(DoctorAppointment), timeZone: z.string() });
export type DoctorAppointmentList = z.infer<typeof DoctorAppointmentList>;

/** 409 answer to a schedule change that would leave booked appointments outside the hours. */
export const ScheduleConflict = z.object({
  error: z.object({ code: z.literal('conflict'), message: z.string(), fields: z.record(z.string(), z.string()) }),
  affected: z.array(DoctorAppointment),
});
export type ScheduleConflict = z.infer<typeof ScheduleConflict>;
