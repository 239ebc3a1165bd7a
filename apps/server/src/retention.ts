import type { Db } from './db/client.ts';
import { purgeExpiredCodes, purgeExpiredSessions } from './features/auth/index.ts';
import { purgeOldAppointments } from './features/booking/index.ts';
import { purgeOldContactMessages } from './features/contact/index.ts';
import { purgeUnsubscribed } from './features/content/index.ts';
import { purgeOldSearchChanges, purgeOldSearchEvents, purgeOldSlotChanges } from './features/doctors/index.ts';
import { purgeOldWaitlist } from './features/waitlist/index.ts';
import { purgeFinishedOutbox } from './outbox/index.ts';

export interface RetentionRun {
  sessions: number;
  accountCodes: number;
  appointments: number;
  contactMessages: number;
  newsletter: number;
  slotChanges: number;
  searchChanges: number;
  searchEvents: number;
  outbox: number;
  waitlist: number;
}

/**
 * Runs at start and every few hours (src/worker.ts); deleting by date is idempotent, so several processes
 * may run it.
 *
 * Deletes what the privacy policy says we no longer keep, and bookkeeping no longer needed; each feature
 * owns its own period.
 */
export async function runRetention(db: Db, now = new Date()): Promise<RetentionRun> {
  return {
    sessions: await purgeExpiredSessions(db, now),
    accountCodes: await purgeExpiredCodes(db, now),
    appointments: await purgeOldAppointments(db, now),
    contactMessages: await purgeOldContactMessages(db, now),
    newsletter: await purgeUnsubscribed(db, now),
    slotChanges: await purgeOldSlotChanges(db, now),
    searchChanges: await purgeOldSearchChanges(db, now),
    searchEvents: await purgeOldSearchEvents(db, now),
    outbox: await purgeFinishedOutbox(db, now),
    waitlist: await purgeOldWaitlist(db, now),
  };
}
