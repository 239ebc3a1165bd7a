import type { Database } from '../../src/db/client.ts';
import { appointments } from '../../src/db/schema/index.ts';
import type { TestUser } from './users.ts';

let visitsRecorded = 0;
const base = Math.floor(Date.now() / 3_600_000) * 3_600_000;

export type VisitStatus = 'booked' | 'attended' | 'no_show' | 'cancelled';

/**
 * An appointment of `patient` with `doctorId`, straight into the database, `hoursFromNow` away (negative:
 * a past visit). A past visit is attended unless told otherwise, which is what allows a review.
 */
export async function recordVisit(
  database: Database,
  patient: TestUser,
  doctorId: string,
  hoursFromNow = -48,
  status: VisitStatus = hoursFromNow < 0 ? 'attended' : 'booked',
): Promise<string> {
  // Each visit an hour further from now than the previous one, from one fixed instant, so two never claim
  // the same time of one doctor.
  const offset = visitsRecorded++ * 3_600_000;
  const start = base + hoursFromNow * 3_600_000 + (hoursFromNow < 0 ? -offset : offset);
  const [row] = await database.db
    .insert(appointments)
    .values({
      doctorId,
      userId: patient.user.id,
      status,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * 60_000),
      patientName: patient.user.name,
      phone: '+201001234567',
      email: patient.user.email,
      ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'patient' as const } : {}),
      ...(status === 'attended' || status === 'no_show' ? { attendanceMarkedAt: new Date(start) } : {}),
    })
    .returning({ id: appointments.id });
  return row!.id;
}
