import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased (the contract folds case), so a plain unique constraint deduplicates. */
  email: text('email').notNull().unique(),
  language: text('language').notNull().default('ar'),
  /** Unguessable, for the unsubscribe link in every mail. */
  unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
  /** Unguessable, for the link in the one confirmation mail (double opt-in). */
  confirmToken: uuid('confirm_token').notNull().defaultRandom().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null until the address's owner follows the confirmation link: until then nothing else is sent to it. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull(),
    /** The language the sender wrote in, so the team can answer in it. */
    language: text('language').notNull().default('ar'),
    /** Kept when the sender was signed in; the message outlives a deleted account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);
