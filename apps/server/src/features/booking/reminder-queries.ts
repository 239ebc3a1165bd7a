import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, outboxJobs } from '../../db/schema/index.ts';
import { appointmentQuery } from './booking-queries.ts';

/** The outbox key of an appointment's reminder: one per appointment and start time. */
export function reminderKey(appointmentId: string, startsAt: Date): string {
  return `${reminderKeyPrefix(appointmentId)}${startsAt.getTime()}`;
}

/** What the keys of all of an appointment's reminders start with. */
export function reminderKeyPrefix(appointmentId: string): string {
  return `reminder:${appointmentId}:`;
}

/**
 * Booked visits in the next 24 hours whose reminder is neither covered by the confirmation
 * (`reminder_sent_at`, set at booking) nor in the outbox yet. Read only: the reminder's state lives in
 * the outbox, so finding and claiming reminders never updates `appointments` (whose triggers tell
 * search caches that slots changed).
 */
export async function findDueReminders(db: Db, now: Date, limit: number) {
  const horizon = new Date(now.getTime() + 24 * 3600_000);
  return appointmentQuery(db)
    .where(
      and(
        eq(appointments.status, 'booked'),
        isNull(appointments.reminderSentAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, horizon),
        sql`not exists (select 1 from ${outboxJobs} where ${outboxJobs.dedupeKey} =
          'reminder:' || ${appointments.id} || ':' || (extract(epoch from ${appointments.startsAt}) * 1000)::bigint)`,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}
