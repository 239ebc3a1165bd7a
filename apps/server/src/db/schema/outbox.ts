import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * Every mail the product sends, written in the same transaction as the change it reports and sent by
 * the outbox worker (src/outbox, decision 014). A job is claimed with a lease (`locked_until`), so a
 * process that dies mid-send gives it back when the lease runs out, and two processes never hold it at
 * once.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the payload is; today always 'mail' (a rendered MailMessage). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** At most one job per key: a reminder is enqueued once per appointment and start time. */
    dedupeKey: text('dedupe_key'),
    status: outboxStatusEnum('status').notNull().default('pending'),
    /** Not before this instant: the first try, then each retry's backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(12),
    /** Held by a worker until then; null when no worker holds it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_jobs_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_jobs_finished_idx').on(t.finishedAt),
  ],
);
