import {
  attendanceChangeHours,
  type DoctorDay,
  type DoctorDayAppointment,
  type DoctorDayQuery,
} from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findBookableDoctor, listDoctorAppointmentsBetween, type AppointmentRow } from './booking-queries.ts';
import { addDays, instantOf, toZonedIso, wallClockAt } from './time-zone.ts';

export const ATTENDANCE_CHANGE_MS = attendanceChangeHours * 3_600_000;

/** One row of the doctor's day: the patient's contact details, the status and who cancelled and why. */
export function toDoctorDayAppointment(row: AppointmentRow): DoctorDayAppointment {
  const zone = row.timeZone;
  return {
    id: row.id,
    startsAt: toZonedIso(row.startsAt.getTime(), zone),
    endsAt: toZonedIso(row.endsAt.getTime(), zone),
    patientName: row.patientName,
    phone: row.phone,
    email: row.email,
    visitType: row.visitType,
    status: row.status,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    changeableUntil: row.attendanceMarkedAt
      ? toZonedIso(row.attendanceMarkedAt.getTime() + ATTENDANCE_CHANGE_MS, zone)
      : null,
  };
}

/**
 * The doctor's appointments of every status on `days` dates of the clinic's calendar from `date` (today
 * there by default), earliest first.
 */
export async function listDoctorDay(
  db: Db,
  doctorId: string,
  query: { date?: string | undefined; days: number },
  now: Date,
): Promise<DoctorDay> {
  const doctor = await findBookableDoctor(db, doctorId);
  if (!doctor) throw new AppError('not_found');
  const zone = doctor.timeZone;
  const date = query.date ?? wallClockAt(now.getTime(), zone).date;
  // Midnight exists on every date in the zones Tabib serves; an hour later if a zone skipped it.
  const from = instantOf(date, 0, zone) ?? instantOf(date, 60, zone)!;
  const last = addDays(date, query.days);
  const to = instantOf(last, 0, zone) ?? instantOf(last, 60, zone)!;
  const rows = await listDoctorAppointmentsBetween(db, doctorId, new Date(from), new Date(to));
  return { date, days: query.days, timeZone: zone, items: rows.map(toDoctorDayAppointment) };
}

export type { DoctorDayQuery };
