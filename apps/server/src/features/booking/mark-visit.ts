import { VISIT_OPENS_BEFORE_MINUTES, type DoctorDayAppointment } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail, withdrawMail } from '../../outbox/index.ts';
import { AppError } from '../../shared/errors.ts';
import { reviewInvitationMail } from './booking-mail.ts';
import { findDoctorAppointment, setAttendance, type AppointmentRow } from './booking-queries.ts';
import { ATTENDANCE_CHANGE_MS, toDoctorDayAppointment } from './doctor-day.ts';
import { countNoShow } from '../../shared/metrics.ts';

/** The review invitation of one visit: at most one is ever sent, and one not sent yet is withdrawn on a no-show. */
export const reviewInvitationKey = (appointmentId: string) => `review-invitation:${appointmentId}`;

/** A telehealth patient is asked for a review a day after the visit ends; a clinic patient when it is marked. */
const TELEHEALTH_INVITATION_DELAY_MS = 24 * 3_600_000;

/**
 * The latest start a mark may be given now. A visit is marked once it has started; a telehealth visit that was
 * held (both participants were in its room and the doctor ended it) may be marked attended from when its room
 * opens, since a visit that took place early did take place. A no-show is never marked before the start.
 */
function markableUntil(
  row: Pick<AppointmentRow, 'visitType'>,
  status: 'attended' | 'no_show',
  now: Date,
  held: boolean,
) {
  const early = held && status === 'attended' && row.visitType === 'telehealth';
  return new Date(now.getTime() + (early ? VISIT_OPENS_BEFORE_MINUTES * 60_000 : 0));
}

function refusal(row: AppointmentRow, now: Date, until: Date): AppError | null {
  if (row.status === 'cancelled') return new AppError('conflict', { status: 'appointment_cancelled' });
  if (row.startsAt.getTime() > until.getTime()) return new AppError('visit_not_started');
  if (row.attendanceMarkedAt && now.getTime() - row.attendanceMarkedAt.getTime() > ATTENDANCE_CHANGE_MS) {
    return new AppError('attendance_locked');
  }
  return null;
}

/**
 * Records whether the patient came (decision 035): once the visit has started, and changeable for 48 hours
 * after the first mark. Marking attended invites the patient to review (a day after the end for a
 * telehealth visit); changing it to no-show withdraws an invitation not sent yet. A review's "verified"
 * follows the visits' statuses through a trigger (migration 0036), whoever changes them.
 * The one use case that sets attendance: the telehealth visit's end calls it too, with `held` (see
 * `markableUntil`).
 */
export async function markVisit(
  db: Db,
  doctorId: string,
  appointmentId: string,
  status: 'attended' | 'no_show',
  now: Date,
  origin: string,
  { held = false }: { held?: boolean } = {},
): Promise<DoctorDayAppointment> {
  const current = await findDoctorAppointment(db, appointmentId, doctorId);
  if (!current) throw new AppError('not_found');
  const until = markableUntil(current, status, now, held);
  const refused = refusal(current, now, until);
  if (refused) throw refused;
  if (current.status === status) return toDoctorDayAppointment(current);

  await db.transaction(async (tx) => {
    const changed = await setAttendance(
      tx,
      appointmentId,
      doctorId,
      status,
      now,
      until,
      new Date(now.getTime() - ATTENDANCE_CHANGE_MS),
    );
    const row = await findDoctorAppointment(tx, appointmentId, doctorId);
    if (!row) throw new AppError('not_found');
    if (!changed) throw refusal(row, now, until) ?? new AppError('conflict', { status: 'appointment_changed' });
    if (status === 'attended') {
      const runAt =
        row.visitType === 'telehealth'
          ? new Date(Math.max(now.getTime(), row.endsAt.getTime() + TELEHEALTH_INVITATION_DELAY_MS))
          : now;
      await enqueueMail(tx, {
        message: reviewInvitationMail(row, origin),
        dedupeKey: reviewInvitationKey(appointmentId),
        runAt,
      });
    } else {
      await withdrawMail(tx, reviewInvitationKey(appointmentId));
    }
  });
  if (status === 'no_show') countNoShow();
  const after = await findDoctorAppointment(db, appointmentId, doctorId);
  if (!after) throw new AppError('not_found');
  return toDoctorDayAppointment(after);
}
