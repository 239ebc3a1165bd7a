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

export const appointmentStatusEnum = pgEnum('appointment_status', ['booked', 'cancelled']);
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
  },
  (t) => [
    index('appointments_user_starts_idx').on(t.userId, t.startsAt),
    index('appointments_doctor_starts_idx').on(t.doctorId, t.startsAt),
    index('appointments_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    check('appointments_order', sql`${t.startsAt} < ${t.endsAt}`),
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
