import { createHash } from 'node:crypto';
import type { Appointment, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { AppError } from '../../shared/errors.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { appointmentMail } from './booking-mail.ts';
import {
  findBookableDoctor,
  findIdempotentAnswer,
  findOwnAppointment,
  insertAppointment,
  isBookedAt,
  countUpcomingAppointments,
  loadSchedules,
  lockDoctorForBooking,
  lockPatientForBooking,
  saveIdempotentAnswer,
  type Tx,
} from './booking-queries.ts';
import { clearNextSlot } from './next-slot-queries.ts';
import { slotStartingAt } from './slots.ts';
import { toAppointment } from './to-appointment.ts';
import { countBooking } from '../../shared/metrics.ts';

export interface BookInput {
  doctorId: string;
  startsAt: string;
  patientName: string;
  phone: string;
  email: string;
  visitType: 'clinic' | 'telehealth';
}

/** How many upcoming appointments one patient may hold (BOOKING_MAX_PER_DOCTOR, BOOKING_MAX_UPCOMING). */
export interface BookingLimits {
  perDoctor: number;
  total: number;
}

export interface BookResult {
  statusCode: number;
  appointment: Appointment;
  /** True when this answers a repeated Idempotency-Key: nothing new was booked. */
  replayed: boolean;
}

/** Reminders go out a day ahead; a visit booked closer than that gets only its confirmation. */
export function reminderAlreadyCovered(start: number, now: number): Date | null {
  return start - now <= 24 * 3600_000 ? new Date(now) : null;
}

/**
 * Books a generated slot. The database decides who gets a contested slot (exclusion constraint);
 * nothing here checks availability first. With an Idempotency-Key, the first successful answer is
 * stored in the same transaction as the booking and replayed for the same user and request. The
 * confirmation mail goes to the outbox in that transaction too.
 * A patient holds at most `limits` upcoming appointments (one patient must not be able to take a doctor's
 * whole calendar); the count is made under a lock on the patient, so parallel bookings cannot pass it.
 * Locks are always taken in one order, the patient's and then the doctor's, so bookings cannot deadlock.
 */
export async function bookAppointment(
  db: Db,
  userId: string,
  input: BookInput,
  lang: Language,
  idempotencyKey: string | undefined,
  now: Date,
  limits: BookingLimits,
): Promise<BookResult> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  if (idempotencyKey) {
    const replay = await replayed(db, userId, idempotencyKey, requestHash);
    if (replay) return replay;
  }

  const doctor = await findBookableDoctor(db, input.doctorId);
  if (!doctor) throw new AppError('validation_failed', { doctorId: 'doctor_unknown' });
  if (input.visitType === 'telehealth' && !doctor.telehealth) {
    throw new AppError('validation_failed', { visitType: 'telehealth_unavailable' });
  }
  const start = Date.parse(input.startsAt);
  if (start < now.getTime()) throw new AppError('validation_failed', { startsAt: 'starts_at_past' });

  try {
    const booked = await db.transaction(async (tx) => {
      await lockPatientForBooking(tx, userId);
      const upcoming = await countUpcomingAppointments(tx, userId, doctor.doctorId, now);
      if (upcoming.withDoctor >= limits.perDoctor || upcoming.total >= limits.total) {
        throw new AppError('booking_limit', undefined, undefined, { perDoctor: limits.perDoctor, total: limits.total });
      }
      // Suspended since it was read (decision 036): as unknown as before.
      if (!(await lockDoctorForBooking(tx, doctor.doctorId))) {
        throw new AppError('validation_failed', { doctorId: 'doctor_unknown' });
      }
      if (await isBookedAt(tx, doctor.doctorId, new Date(start))) throw new AppError('slot_taken');
      const slot = await generatedSlot(tx, doctor.doctorId, start, now);
      const id = await insertAppointment(tx, {
        doctorId: doctor.doctorId,
        userId,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        patientName: input.patientName,
        phone: input.phone,
        email: input.email,
        visitType: input.visitType,
        language: lang,
        reminderSentAt: reminderAlreadyCovered(slot.start, now.getTime()),
      });
      const row = await findOwnAppointment(tx, id, userId);
      if (!row) throw new Error('booked appointment not readable');
      const appointment = toAppointment(row, lang);
      // In the booking's transaction: the confirmation exists exactly when the booking does.
      await enqueueMail(tx, { message: appointmentMail(row, 'booked', lang) });
      if (idempotencyKey) {
        await saveIdempotentAnswer(tx, {
          userId,
          key: idempotencyKey,
          requestHash,
          statusCode: 201,
          response: appointment,
        });
      }
      return { statusCode: 201, appointment, replayed: false };
    });
    // After the commit, not inside: concurrent bookings of one doctor must not queue on the doctor row.
    await clearNextSlot(db, doctor.doctorId);
    countBooking();
    return booked;
  } catch (error) {
    const state = sqlState(error);
    const taken = state === EXCLUSION_VIOLATION || (error instanceof AppError && error.code === 'slot_taken');
    if (taken || state === UNIQUE_VIOLATION) {
      // A concurrent request with the same key may have won: its answer is the answer.
      if (idempotencyKey) {
        const replay = await replayed(db, userId, idempotencyKey, requestHash);
        if (replay) return replay;
      }
      if (taken) throw new AppError('slot_taken');
    }
    throw error;
  }
}

/** The slot starting at `start` under the doctor's current hours; a 400 when there is none. */
export async function generatedSlot(tx: Tx, doctorId: string, start: number, now: Date) {
  const fromDate = new Date(start - 2 * 86_400_000).toISOString().slice(0, 10);
  const schedule = (await loadSchedules(tx, [doctorId], fromDate)).get(doctorId);
  const slot = schedule ? slotStartingAt(schedule, start, now.getTime()) : null;
  if (!slot) throw new AppError('validation_failed', { startsAt: 'starts_at_not_a_slot' });
  return slot;
}

async function replayed(db: Db, userId: string, key: string, requestHash: string): Promise<BookResult | null> {
  const stored = await findIdempotentAnswer(db, userId, key);
  if (!stored) return null;
  if (stored.requestHash !== requestHash) {
    throw new AppError('conflict', { 'Idempotency-Key': 'idempotency_key_reused' });
  }
  return { statusCode: stored.statusCode, appointment: stored.response as Appointment, replayed: true };
}
