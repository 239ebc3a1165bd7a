import type { DoctorDayAppointment, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail, withdrawMail } from '../../outbox/index.ts';
import { AppError } from '../../shared/errors.ts';
import { appointmentMail } from './booking-mail.ts';
import { cancelDoctorAppointmentRow, findDoctorAppointment, recordFreedSlots } from './booking-queries.ts';
import { toDoctorDayAppointment } from './doctor-day.ts';
import { clearNextSlot } from './next-slot-queries.ts';
import { reminderKeyPrefix } from './reminder-queries.ts';
import { countCancellation } from '../../shared/metrics.ts';

/**
 * The doctor cancels a booked visit that has not begun, with a reason. In one transaction: the patient's
 * mail (in the language they booked in, with the reason and a link to book again) goes to the outbox, a
 * reminder not sent yet is withdrawn, and the freed time is recorded for the waitlist. The slot is free for
 * booking at once (the row no longer holds it); the doctor's stored next slot is cleared after the commit.
 * Cancelling again changes nothing.
 */
export async function cancelDoctorAppointment(
  db: Db,
  doctorId: string,
  appointmentId: string,
  reason: string,
  now: Date,
  origin: string,
): Promise<DoctorDayAppointment> {
  const current = await findDoctorAppointment(db, appointmentId, doctorId);
  if (!current) throw new AppError('not_found');
  if (current.status === 'cancelled') return toDoctorDayAppointment(current);
  if (current.status !== 'booked' || current.startsAt.getTime() <= now.getTime()) {
    throw new AppError('conflict', { status: 'appointment_past' });
  }
  await db.transaction(async (tx) => {
    if (!(await cancelDoctorAppointmentRow(tx, appointmentId, doctorId, reason, now))) {
      throw new AppError('conflict', { status: 'appointment_changed' });
    }
    const row = await findDoctorAppointment(tx, appointmentId, doctorId);
    if (!row) throw new Error('cancelled appointment not readable');
    const lang: Language = row.language === 'en' ? 'en' : 'ar';
    await withdrawMail(tx, reminderKeyPrefix(appointmentId));
    await enqueueMail(tx, {
      message: appointmentMail(
        row,
        'cancelled',
        lang,
        { origin },
        {
          reason,
          rebookUrl: `${origin}/doctors/${doctorId}/bookdoctor`,
        },
      ),
    });
    await recordFreedSlots(tx, [{ doctorId, startsAt: row.startsAt, endsAt: row.endsAt, origin }]);
  });
  countCancellation('doctor');
  await clearNextSlot(db, doctorId);
  const after = await findDoctorAppointment(db, appointmentId, doctorId);
  if (!after) throw new AppError('not_found');
  return toDoctorDayAppointment(after);
}
