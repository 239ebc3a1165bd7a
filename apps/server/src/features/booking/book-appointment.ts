import { createHash, randomInt } from 'node:crypto';
import { noShowRule, type Appointment, type Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { AppError } from '../../shared/errors.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { appointmentMail, confirmationCodeMail, type MailLinks } from './booking-mail.ts';
import {
  findBookableDoctor,
  findIdempotentAnswer,
  findOwnAppointment,
  insertAppointment,
  isBookedAt,
  countNoShowsSince,
  countUpcomingAppointments,
  findPatient,
  insertConfirmationCode,
  loadSchedules,
  lockDoctorForBooking,
  lockPatientForBooking,
  saveIdempotentAnswer,
  useConfirmationCode,
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
  /** The code mailed under the no-show rule, when it applies. */
  confirmationCode?: string | undefined;
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
 * The account's e-mail address must be verified (the rule is checked under the patient's lock).
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
  links: MailLinks = {},
  /** The request itself proves the patient reads the account's mail (a waitlist offer's link): no code is asked. */
  options: { emailConfirmed?: boolean } = {},
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
  const codeHash = options.emailConfirmed ? null : await confirmationNeeded(db, userId, input, lang, now);

  try {
    const booked = await db.transaction(async (tx) => {
      // Booking mails go to the account's address: an address nobody has proved is not mailed (403
      // email_unverified; the booking page asks for the code and books the same slot right after).
      if (!(await lockPatientForBooking(tx, userId)).emailVerified) throw new AppError('email_unverified');
      // In the booking's transaction: a booking that fails (slot taken) leaves the code usable.
      if (codeHash && !(await useConfirmationCode(tx, userId, codeHash, now))) {
        throw new AppError('validation_failed', { confirmationCode: 'confirmation_code_wrong' });
      }
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
      await enqueueMail(tx, { message: appointmentMail(row, 'booked', lang, links) });
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

/** The caller's no-shows within the rule's window, and whether the rule applies to their next booking. */
export async function noShowStanding(db: Db, userId: string, now: Date) {
  const since = new Date(now.getTime() - noShowRule.windowDays * 86_400_000);
  const recent = await countNoShowsSince(db, userId, since);
  return { recentNoShows: recent, confirmationRequired: recent >= noShowRule.noShows };
}

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * The no-show rule (decision 035): a patient marked absent `noShows` times in `windowDays` days confirms each
 * booking with a code mailed to the account. Without a code, one is mailed and the booking refused with 409
 * confirmation_required (nothing is held); with one, its hash is returned for the booking to use up. An
 * unverified address is refused first (403 email_unverified), as the booking itself would be.
 */
async function confirmationNeeded(
  db: Db,
  userId: string,
  input: BookInput,
  lang: Language,
  now: Date,
): Promise<string | null> {
  if (!(await noShowStanding(db, userId, now)).confirmationRequired) return null;
  if (input.confirmationCode) return hashCode(userId, input.confirmationCode);
  const patient = await findPatient(db, userId);
  if (!patient) throw new AppError('unauthorized');
  // The address before the code: a code goes by mail, and an address nobody has proved is never mailed. The
  // booking's transaction checks it again under the patient's lock.
  if (!patient.emailVerifiedAt) throw new AppError('email_unverified');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await insertConfirmationCode(
      tx,
      userId,
      hashCode(userId, code),
      new Date(now.getTime() + noShowRule.codeMinutes * 60_000),
    );
    await enqueueMail(tx, { message: confirmationCodeMail(patient.email, patient.name, code, lang, noShowRule) });
  });
  throw new AppError('confirmation_required', undefined, undefined, {
    noShows: noShowRule.noShows,
    windowDays: noShowRule.windowDays,
    codeMinutes: noShowRule.codeMinutes,
  });
}
