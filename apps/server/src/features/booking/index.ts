import type { Db, Tx } from '../../db/client.ts';
import { bookedIntervals, existsAttendedVisit, loadSchedules } from './booking-queries.ts';

export { holdDoctorBookings } from './booking-queries.ts';
import { clearNextSlot } from './next-slot-queries.ts';
import { generateSlots, slotStartingAt, type GeneratedSlot } from './slots.ts';
import { wallClockAt } from './time-zone.ts';

export {
  cancelAppointment,
  getAppointment,
  getOwnAppointmentRow,
  listAppointments,
  updateAppointment,
} from './appointments.ts';
export { bookAppointment, type BookInput, type BookingLimits } from './book-appointment.ts';
export { cancelDoctorAppointment } from './cancel-doctor-appointment.ts';
export { listDoctorDay } from './doctor-day.ts';
export { markVisit, reviewInvitationKey } from './mark-visit.ts';
export { recordFreedSlots } from './booking-queries.ts';
export { bookingLimits, bookingRateLimit } from './booking-limits.ts';
export { findNextSlots } from './find-next-slots.ts';
export { purgeOldAppointments } from './purge-old-appointments.ts';
export { refreshNextSlots, refreshDueNextSlots, refreshDueNextSlotsFor } from './refresh-next-slots.ts';
export { enqueueDueReminders } from './reminders.ts';
export { bookingRoutes } from './routes.ts';
export { generateSlots, withinHours, rangesOn, type Schedule } from './slots.ts';
export { toZonedIso, wallClockAt, instantOf, addDays, clockMinutes, clockString } from './time-zone.ts';

/** Whether the doctor has marked a visit of the user's attended: a review needs one (decision 035). */
export async function hasAttendedVisit(db: Db, userId: string, doctorId: string): Promise<boolean> {
  return existsAttendedVisit(db, userId, doctorId);
}

/** The slot starting at `start` when the doctor's current hours have it, it has not begun, and nobody holds it. */
export async function freeSlotAt(db: Tx | Db, doctorId: string, start: Date, now: Date): Promise<GeneratedSlot | null> {
  const schedule = (
    await loadSchedules(db, [doctorId], new Date(start.getTime() - 2 * 86_400_000).toISOString().slice(0, 10))
  ).get(doctorId);
  const slot = schedule ? slotStartingAt(schedule, start.getTime(), now.getTime()) : null;
  if (!slot) return null;
  const busy = (await bookedIntervals(db, [doctorId], new Date(slot.start), new Date(slot.end))).get(doctorId) ?? [];
  return busy.length === 0 ? slot : null;
}

/** The doctor's free slots under the current hours on `days` dates from today in the clinic's zone. */
export async function freeSlotsAhead(db: Db, doctorId: string, days: number, now: Date): Promise<GeneratedSlot[]> {
  const schedule = (
    await loadSchedules(db, [doctorId], new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10))
  ).get(doctorId);
  if (!schedule) return [];
  const today = wallClockAt(now.getTime(), schedule.timeZone).date;
  const busy =
    (await bookedIntervals(db, [doctorId], now, new Date(now.getTime() + (days + 2) * 86_400_000))).get(doctorId) ?? [];
  return generateSlots(schedule, today, days, now.getTime(), busy);
}

/** After a schedule change: the doctor's stored next slot is worked out again when next needed. */
export async function forgetNextSlot(db: Db, doctorId: string): Promise<void> {
  await clearNextSlot(db, doctorId);
}
