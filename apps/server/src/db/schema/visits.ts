import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking.ts';
import { users } from './users.ts';

/**
 * A telehealth appointment's visit, once something happened to it that the appointment row does not hold:
 * each participant's first time in the room (their first signalling socket), and the doctor ending it.
 * Deleted with the appointment.
 */
export const visits = pgTable('visits', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  // Whether the visit took place: the doctor's end marks it attended only when both have been in the room.
  patientJoinedAt: timestamp('patient_joined_at', { withTimezone: true }),
  doctorJoinedAt: timestamp('doctor_joined_at', { withTimezone: true }),
});

/**
 * The text chat beside the call. Kept with the appointment (deleted with it, under the appointments' retention
 * of the privacy policy) and shown to its two participants only.
 */
export const visitChatMessages = pgTable(
  'visit_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_chat_messages_appointment_sent_idx').on(t.appointmentId, t.sentAt),
    check('visit_chat_messages_role', sql`${t.senderRole} in ('patient', 'doctor')`),
  ],
);

/**
 * Open signalling sockets, whichever process holds them: presence ("is the other one here?") and the cap on
 * sockets per participant hold across processes. A process refreshes `seen_at` of its own sockets at every
 * ping; rows of a process that died go stale and are ignored, then deleted.
 */
export const visitConnections = pgTable(
  'visit_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_connections_appointment_idx').on(t.appointmentId),
    index('visit_connections_seen_idx').on(t.seenAt),
    check('visit_connections_role', sql`${t.role} in ('patient', 'doctor')`),
  ],
);
