import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './catalogue.ts';
import { users } from './users.ts';

/**
 * A patient's review of a doctor: one per patient and doctor. Inserting, changing or deleting a row with
 * stars updates doctors.rating_sum / rating_count through a trigger, in the same transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 1 to 5 stars, or null: the spec's review form (/compat) sends a title without stars. Such a review
     * is shown with its text and counts in neither the doctor's rating sum nor its rating count.
     */
    rating: smallint('rating'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The author had a past appointment with this doctor when writing it. */
    verified: boolean('verified').notNull().default(false),
    language: text('language').notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Hidden by an admin (decision 036): out of public lists and of the doctor's rating (the rating trigger
     * counts only visible reviews with stars), kept for the author and for a restore.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** When an admin last hid, restored or kept it: reports made before this are dealt with. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    unique('reviews_doctor_user_unique').on(t.doctorId, t.userId),
    index('reviews_doctor_created_idx').on(t.doctorId, t.createdAt.desc(), t.id),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A signed-in user's report of a review: one per user and review; the admin queue lists reviews with open ones. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('review_reports_review_user_unique').on(t.reviewId, t.userId),
    index('review_reports_created_idx').on(t.createdAt),
  ],
);
