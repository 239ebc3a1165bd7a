import type { Db, Tx } from '../db/client.ts';
import type { MailMessage } from '../shared/mail.ts';
import { deleteJobsFinishedBefore, deletePendingJobs, insertJobs } from './outbox-queries.ts';

export { outboxQueue } from './outbox-queries.ts';

export { deliverOutbox, LEASE_MS, retryDelay, type DeliveryOptions, type DeliveryRun } from './deliver-outbox.ts';

export interface OutboxMail {
  message: MailMessage;
  /** At most one job per key, ever: enqueueing the same key again does nothing. */
  dedupeKey?: string;
  /** Not sent before then; now when absent. */
  runAt?: Date;
}

/**
 * Writes mails to the outbox. Pass the transaction of the change the mail reports, so the mail exists
 * exactly when the change does; the outbox worker sends it. Returns how many were new.
 */
export async function enqueueMail(db: Tx | Db, ...mails: OutboxMail[]): Promise<number> {
  return insertJobs(
    db,
    mails.map((m) => ({ kind: 'mail', payload: m.message, dedupeKey: m.dedupeKey, runAt: m.runAt })),
  );
}

/**
 * Writes a job of another kind than mail, run by the outbox worker with the handler registered for `kind`
 * (DeliveryOptions.tasks, src/worker.ts): work that must not run on the request's path, but must not be
 * lost either.
 */
export async function enqueueTask(db: Tx | Db, kind: string, payload: unknown): Promise<void> {
  await insertJobs(db, [{ kind, payload }]);
}

/** Drops mails not sent yet whose dedupe key starts with `prefix` (what they say no longer holds). */
export async function withdrawMail(db: Tx | Db, dedupePrefix: string): Promise<void> {
  await deletePendingJobs(db, dedupePrefix);
}

/** Sent and failed jobs are kept 30 days for support questions, then deleted with their addresses. */
export async function purgeFinishedOutbox(db: Db, now: Date): Promise<number> {
  return deleteJobsFinishedBefore(db, new Date(now.getTime() - 30 * 86_400_000));
}
