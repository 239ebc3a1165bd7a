import { waitlistMaxDaysAhead, type DoctorAppointment, type DoctorSchedule } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import {
  clockMinutes,
  clockString,
  forgetNextSlot,
  freeSlotsAhead,
  recordFreedSlots,
  toZonedIso,
  wallClockAt,
  withinHours,
  type Schedule,
} from '../booking/index.ts';
import {
  findDoctorProfile,
  futureBookings,
  readExceptions,
  readWeeklyHours,
  replaceSchedule,
} from './doctor-portal-queries.ts';

/** The waitlist's reach (waitlistMaxDaysAhead) and a day for the zone: only slots someone can wait for are offered. */
const WAITLIST_DAYS = waitlistMaxDaysAhead + 1;

const hhmm = (value: string) => clockString(clockMinutes(value));

export async function getDoctorSchedule(
  db: Db,
  doctorId: string,
  now: Date,
): Promise<DoctorSchedule & { timeZone: string }> {
  const profile = await findDoctorProfile(db, doctorId);
  if (!profile) throw new AppError('not_found');
  const today = wallClockAt(now.getTime(), profile.timeZone).date;
  const [hours, exceptions] = await Promise.all([readWeeklyHours(db, doctorId), readExceptions(db, doctorId, today)]);
  const weekly: { start: string; end: string }[][] = [[], [], [], [], [], [], []];
  for (const h of hours) weekly[h.weekday]?.push({ start: hhmm(h.start), end: hhmm(h.end) });
  return {
    timeZone: profile.timeZone,
    slotMinutes: profile.slotMinutes as DoctorSchedule['slotMinutes'],
    weekly,
    exceptions: exceptions.map((e) =>
      e.kind === 'off'
        ? { date: e.date, kind: 'off' as const }
        : { date: e.date, kind: 'extra' as const, start: hhmm(e.start ?? '00:00'), end: hhmm(e.end ?? '00:00') },
    ),
  };
}

export type ScheduleUpdate =
  { ok: true; schedule: DoctorSchedule & { timeZone: string } } | { ok: false; affected: DoctorAppointment[] };

/**
 * Replaces the weekly hours, slot length and upcoming exceptions. Refused (nothing changes) when a
 * booked appointment would fall outside the new hours: the doctor sees which ones, and moves or
 * cancels them with the patient first. Existing bookings keep their own length when the slot changes.
 */
export async function updateDoctorSchedule(
  db: Db,
  doctorId: string,
  input: DoctorSchedule,
  now: Date,
  /** Where the waitlist's links for newly opened slots point. */
  origin: string | null = null,
): Promise<ScheduleUpdate> {
  const profile = await findDoctorProfile(db, doctorId);
  if (!profile) throw new AppError('not_found');
  const timeZone = profile.timeZone;
  const today = wallClockAt(now.getTime(), timeZone).date;
  const pastIndex = input.exceptions.findIndex((e) => e.date < today);
  if (pastIndex !== -1) throw new AppError('validation_failed', { [`exceptions.${pastIndex}.date`]: 'date_past' });

  const weekly = input.weekly.flatMap((ranges, weekday) =>
    ranges.map((r) => ({ weekday, start: r.start, end: r.end })),
  );
  const exceptions = input.exceptions.map((e) =>
    e.kind === 'off'
      ? { date: e.date, kind: e.kind, start: null, end: null }
      : { date: e.date, kind: e.kind, start: e.start, end: e.end },
  );
  const schedule: Schedule = { timeZone, slotMinutes: input.slotMinutes, weekly, exceptions };
  const freeBefore = new Set((await freeSlotsAhead(db, doctorId, WAITLIST_DAYS, now)).map((s) => s.start));

  const refusal = await replaceSchedule(
    db,
    doctorId,
    async (tx) => {
      const bookings = await futureBookings(tx, doctorId, now);
      const affected = bookings.filter((b) => !withinHours(schedule, b.startsAt.getTime(), b.endsAt.getTime()));
      return affected.length > 0 ? affected.map((b) => toDoctorAppointment(b, timeZone)) : null;
    },
    { slotMinutes: input.slotMinutes, weekly, exceptions, fromDate: today },
  );
  if (refusal) return { ok: false, affected: refusal };
  await forgetNextSlot(db, doctorId);
  // New hours: the slots they open are offered to the patients waiting (decision 035). Recorded after the
  // commit (the schedule's transaction only locks and writes): a crash in between loses these offers, not the hours.
  const opened = (await freeSlotsAhead(db, doctorId, WAITLIST_DAYS, now)).filter((s) => !freeBefore.has(s.start));
  await recordFreedSlots(
    db,
    opened.map((s) => ({ doctorId, startsAt: new Date(s.start), endsAt: new Date(s.end), origin })),
  );
  return { ok: true, schedule: await getDoctorSchedule(db, doctorId, now) };
}

type BookingRow = Awaited<ReturnType<typeof futureBookings>>[number];

function toDoctorAppointment(b: BookingRow, timeZone: string): DoctorAppointment {
  return {
    id: b.id,
    startsAt: toZonedIso(b.startsAt.getTime(), timeZone),
    endsAt: toZonedIso(b.endsAt.getTime(), timeZone),
    patientName: b.patientName,
    phone: b.phone,
    email: b.email,
    visitType: b.visitType,
  };
}
