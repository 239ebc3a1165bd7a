import type { Db } from '../../db/client.ts';
import { existsPastAppointment } from './booking-queries.ts';

export { findNextSlots } from './find-next-slots.ts';
export { startReminderWorker } from './reminders.ts';
export { bookingRoutes } from './routes.ts';
export { generateSlots, withinHours, rangesOn, type Schedule } from './slots.ts';
export { toZonedIso, wallClockAt, instantOf, addDays, clockMinutes, clockString } from './time-zone.ts';

/** Whether the user has had a (not cancelled) appointment with the doctor that has started: reviews need one. */
export async function hasPastAppointment(db: Db, userId: string, doctorId: string): Promise<boolean> {
  return existsPastAppointment(db, userId, doctorId, new Date());
}
