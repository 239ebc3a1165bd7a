import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking.ts';
import { doctors } from './catalogue.ts';
import { users } from './users.ts';

/**
 * A patient waiting for an earlier slot of a doctor between two dates of the clinic's calendar (decision 035).
 * One entry per patient and doctor; join order is `created_at`, then `id`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** The language the patient joined in; offers are written in it. */
    language: text('language').notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('waitlist_entries_doctor_user_unique').on(t.doctorId, t.userId),
    index('waitlist_entries_doctor_order_idx').on(t.doctorId, t.createdAt, t.id),
    index('waitlist_entries_user_idx').on(t.userId),
    check('waitlist_entries_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * A freed slot offered to one waiting patient by mail: the link carries a random token whose hash is stored
 * here, used once. The first patient to use an offer for a slot books it; the others find it taken.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the patient has left the list (or booked through an offer): the offer's link then books nothing. */
    entryId: uuid('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language of the mail, and of the booking it makes. */
    language: text('language').notNull().default('ar'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when this offer booked its slot. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One offer of a slot to a patient, whatever frees it how many times: a mail per slot and patient.
    unique('waitlist_offers_doctor_user_start_unique').on(t.doctorId, t.userId, t.startsAt),
    index('waitlist_offers_entry_idx').on(t.entryId),
    index('waitlist_offers_created_idx').on(t.createdAt),
  ],
);
