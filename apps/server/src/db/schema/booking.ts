import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { doctors } from './catalogue.ts';
import { users } from './users.ts';

/**
 * booked: to come, or past and not marked yet; attended / no_show: marked by the doctor once the start has
 * passed (decision 035); cancelled: by whom is `cancelled_by`. Only booked rows hold their time (the
 * exclusion constraint), and only an attended visit makes a review verified.
 */
export const appointmentStatusEnum = pgEnum('appointment_status', ['booked', 'cancelled', 'attended', 'no_show']);
export const cancelledByEnum = pgEnum('cancelled_by', ['patient', 'doctor', 'admin']);
export const visitTypeEnum = pgEnum('visit_type', ['clinic', 'telehealth']);
export const scheduleExceptionKindEnum = pgEnum('schedule_exception_kind', ['off', 'extra']);

/**
 * One row per booking. Double booking is impossible because of an exclusion constraint over
 * (doctor_id, tstzrange(starts_at, ends_at)) for booked rows, added in a custom migration.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: appointmentStatusEnum('status').notNull().default('booked'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    patientName: text('patient_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    visitType: visitTypeEnum('visit_type').notNull().default('clinic'),
    /** The language the patient booked in; reminders are written in it. */
    language: text('language').notNull().default('ar'),
    /** Claimed by the reminder job; set at booking time when the visit is less than a day away. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled: set exactly when the status is cancelled (check below). */
    cancelledBy: cancelledByEnum('cancelled_by'),
    /** The doctor's or admin's reason, as mailed to the patient; null for a patient's own cancellation. */
    cancelReason: text('cancel_reason'),
    /** When the doctor last marked attended / no_show: the mark can be changed for 48 hours after the first. */
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
  },
  (t) => [
    index('appointments_user_starts_idx').on(t.userId, t.startsAt),
    index('appointments_doctor_starts_idx').on(t.doctorId, t.startsAt),
    index('appointments_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    check('appointments_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('appointments_cancelled_by', sql`(${t.status} = 'cancelled') = (${t.cancelledBy} is not null)`),
    // A patient's no-shows in the last 90 days are counted at every booking (decision 035).
    index('appointments_user_no_show_idx')
      .on(t.userId, t.startsAt)
      .where(sql`${t.attendanceMarkedAt} is not null`),
  ],
);

/** The first answer to a POST with an Idempotency-Key, replayed for repeats by the same user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: a key reused for another request is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** A dated change to the weekly hours, in the clinic's zone: a day off, or extra hours on a date. */
export const doctorScheduleExceptions = pgTable(
  'doctor_schedule_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    kind: scheduleExceptionKindEnum('kind').notNull(),
    /** Only for `extra`. */
    startsAt: time('starts_at'),
    endsAt: time('ends_at'),
  },
  (t) => [
    index('doctor_schedule_exceptions_doctor_date_idx').on(t.doctorId, t.date),
    check(
      'doctor_schedule_exceptions_times',
      sql`(${t.kind} = 'off' and ${t.startsAt} is null and ${t.endsAt} is null) or (${t.kind} = 'extra' and ${t.startsAt} < ${t.endsAt})`,
    ),
  ],
);

/**
 * A code mailed to a patient with recent no-shows who asks to book (decision 035): the booking goes through
 * only with it. Stored hashed; single use; short-lived.
 */
export const bookingConfirmationCodes = pgTable(
  'booking_confirmation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_confirmation_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A slot that has just become free (a cancellation, a move, new hours), written in the transaction that
 * freed it. The waitlist's task claims these rows, offers the slot to the patients waiting for it and deletes
 * them, all in one transaction (decision 035): a crash loses none and two processes take each once.
 */
export const freedSlots = pgTable(
  'freed_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The origin the freeing request came to: the offers' links point there (PUBLIC_URL when unset). */
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freed_slots_created_idx').on(t.createdAt)],
);
