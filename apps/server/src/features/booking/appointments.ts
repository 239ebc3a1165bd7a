import type { Appointment, AppointmentPage, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../db/pg-errors.ts';
import { AppError } from '../../shared/errors.ts';
import { enqueueMail, withdrawMail } from '../../outbox/index.ts';
import { appointmentMail, type MailLinks } from './booking-mail.ts';
import {
  cancelOwnAppointment,
  findOwnAppointment,
  listOwnAppointments,
  lockDoctorForBooking,
  recordFreedSlots,
  updateOwnAppointment,
  type AppointmentRow,
  type Tx,
} from './booking-queries.ts';
import { clearNextSlot } from './next-slot-queries.ts';
import { reminderKeyPrefix } from './reminder-queries.ts';
import { generatedSlot, reminderAlreadyCovered } from './book-appointment.ts';
import { toAppointment } from './to-appointment.ts';
import { countCancellation } from '../../shared/metrics.ts';

export async function getOwnAppointmentRow(db: Db, id: string, userId: string): Promise<AppointmentRow> {
  const row = await findOwnAppointment(db, id, userId);
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * In the transaction of a move or cancellation: the mail saying so goes to the outbox, and a reminder
 * not sent yet for the old time is withdrawn (a moved visit gets one for its new time).
 */
async function reportChange(
  tx: Tx,
  id: string,
  userId: string,
  kind: 'rescheduled' | 'cancelled',
  lang: Language,
  links: MailLinks = {},
) {
  const row = await findOwnAppointment(tx, id, userId);
  if (!row) throw new Error('changed appointment not readable');
  await withdrawMail(tx, reminderKeyPrefix(id));
  await enqueueMail(tx, { message: appointmentMail(row, kind, lang, links) });
}

export async function getAppointment(db: Db, id: string, userId: string, lang: Language): Promise<Appointment> {
  return toAppointment(await getOwnAppointmentRow(db, id, userId), lang);
}

export async function listAppointments(
  db: Db,
  userId: string,
  query: { scope: 'upcoming' | 'past'; page: number; limit: number },
  lang: Language,
  now: Date,
): Promise<AppointmentPage> {
  const { rows, total } = await listOwnAppointments(db, userId, query.scope, now, query.page, query.limit);
  return { items: rows.map((r) => toAppointment(r, lang)), total, page: query.page, limit: query.limit };
}

export interface UpdateInput {
  startsAt?: string | undefined;
  patientName?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

/**
 * Moves the appointment to another generated slot and/or edits its contact fields; omitted (blank)
 * fields keep their values. The move is one UPDATE: if the new time is taken, nothing changes.
 */
export async function updateAppointment(
  db: Db,
  id: string,
  userId: string,
  input: UpdateInput,
  lang: Language,
  now: Date,
  links: MailLinks = {},
): Promise<{ appointment: Appointment; moved: boolean }> {
  const current = await getOwnAppointmentRow(db, id, userId);
  if (current.status !== 'booked') throw new AppError('conflict', { status: 'appointment_cancelled' });
  if (current.endsAt.getTime() <= now.getTime()) throw new AppError('conflict', { status: 'appointment_past' });

  const patch: Parameters<typeof updateOwnAppointment>[3] = {};
  if (input.patientName !== undefined) patch.patientName = input.patientName;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.email !== undefined) patch.email = input.email;

  let target: number | null = null;
  if (input.startsAt !== undefined) {
    const start = Date.parse(input.startsAt);
    if (start !== current.startsAt.getTime()) {
      if (start < now.getTime()) throw new AppError('validation_failed', { startsAt: 'starts_at_past' });
      target = start;
    }
  }

  try {
    await db.transaction(async (tx) => {
      if (target !== null) {
        await lockDoctorForBooking(tx, current.doctorId);
        const slot = await generatedSlot(tx, current.doctorId, target, now);
        patch.startsAt = new Date(slot.start);
        patch.endsAt = new Date(slot.end);
        patch.reminderSentAt = reminderAlreadyCovered(slot.start, now.getTime());
      }
      const updated = await updateOwnAppointment(tx, id, userId, patch);
      if (!updated) throw new AppError('conflict', { status: 'appointment_cancelled' });
      if (target !== null) {
        await reportChange(tx, id, userId, 'rescheduled', lang, links);
        // The old time is free now: patients waiting for it hear of it (decision 035).
        await recordFreedSlots(tx, [
          {
            doctorId: current.doctorId,
            startsAt: current.startsAt,
            endsAt: current.endsAt,
            origin: links.origin ?? null,
          },
        ]);
      }
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw new AppError('slot_taken');
    throw error;
  }
  const moved = target !== null;
  if (moved) await clearNextSlot(db, current.doctorId);
  return { appointment: toAppointment(await getOwnAppointmentRow(db, id, userId), lang), moved };
}

export async function cancelAppointment(
  db: Db,
  id: string,
  userId: string,
  lang: Language,
  now: Date,
  origin: string | null = null,
): Promise<{ appointment: Appointment; changed: boolean }> {
  const current = await getOwnAppointmentRow(db, id, userId);
  if (current.status === 'cancelled') return { appointment: toAppointment(current, lang), changed: false };
  if (current.endsAt.getTime() <= now.getTime()) throw new AppError('conflict', { status: 'appointment_past' });
  const changed = await db.transaction(async (tx) => {
    if (!(await cancelOwnAppointment(tx, id, userId))) return false;
    await reportChange(tx, id, userId, 'cancelled', lang);
    await recordFreedSlots(tx, [
      { doctorId: current.doctorId, startsAt: current.startsAt, endsAt: current.endsAt, origin },
    ]);
    return true;
  });
  if (changed) {
    await clearNextSlot(db, current.doctorId);
    countCancellation('patient');
  }
  return { appointment: toAppointment(await getOwnAppointmentRow(db, id, userId), lang), changed };
}
