import type { Db } from '../../db/client.ts';
import { deleteAppointmentsEndedBefore } from './booking-queries.ts';

/** The privacy policy keeps appointments for two years after the visit. */
export const APPOINTMENT_RETENTION_MS = 730 * 86_400_000;

export async function purgeOldAppointments(db: Db, now: Date): Promise<number> {
  return deleteAppointmentsEndedBefore(db, new Date(now.getTime() - APPOINTMENT_RETENTION_MS));
}
