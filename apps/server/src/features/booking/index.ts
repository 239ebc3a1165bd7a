import type { Db } from '../../db/client.ts';
import { existsPastAppointment } from './booking-queries.ts';

export { holdDoctorBookings } from './booking-queries.ts';
import { clearNextSlot } from './next-slot-queries.ts';

export {
  cancelAppointment,
  getAppointment,
  getOwnAppointmentRow,
  listAppointments,
  updateAppointment,
} from './appointments.ts';
export { bookAppointment } from './book-appointment.ts';
export { bookingLimits, bookingRateLimit } from './booking-limits.ts';
export { findNextSlots } from './find-next-slots.ts';
export { purgeOldAppointments } from './purge-old-appointments.ts';
export { refreshNextSlots, refreshStaleNextSlots, refreshStaleNextSlotsFor } from './refresh-next-slots.ts';
export { enqueueDueReminders } from './reminders.ts';
export { bookingRoutes } from './routes.ts';
export { generateSlots, withinHours, rangesOn, type Schedule } from './slots.ts';
export { toZonedIso, wallClockAt, instantOf, addDays, clockMinutes, clockString } from './time-zone.ts';

/** Whether the user has had a (not cancelled) appointment with the doctor that has started: reviews need one. */
export async function hasPastAppointment(db: Db, userId: string, doctorId: string): Promise<boolean> {
  return existsPastAppointment(db, userId, doctorId, new Date());
}

/** After a schedule change: the doctor's stored next slot is worked out again when next needed. */
export async function forgetNextSlot(db: Db, doctorId: string): Promise<void> {
  await clearNextSlot(db, doctorId);
}
