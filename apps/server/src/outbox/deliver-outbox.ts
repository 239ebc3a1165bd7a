import type { Db } from '../db/client.ts';
import type { MailMessage, Mailer } from '../shared/mail.ts';
import { claimJobs, hasDueJobs, markJobFailed, markJobSent, type ClaimedJob } from './outbox-queries.ts';

/**
 * How long a claimed job is held. Longer than the longest send (the SMTP timeouts in shared/mail.ts),
 * so a job is only claimed again when the process that held it has died or given it back.
 */
export const LEASE_MS = 5 * 60_000;

export interface DeliveryOptions {
  now?: Date;
  batch?: number;
  leaseMs?: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * Work that is not a mail, by job kind (`enqueueTask`): given the job's payload, it runs like a send,
   * retried with the same backoff when it throws.
   */
  tasks?: Readonly<Record<string, (payload: unknown) => Promise<void>>>;
}

export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
}

/** Exponential backoff: 2 s, 4 s, 8 s, ... up to 15 minutes (12 attempts cover about an hour). */
export function retryDelay(attempts: number, baseMs = 2_000, maxMs = 15 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the jobs due now. The only caller of the mailer: every mail the product sends was written to
 * the outbox in the transaction of the change it reports. A failed send is retried with backoff until
 * the job's attempt limit, then marked failed with the last error kept.
 */
export async function deliverOutbox(db: Db, mailer: Mailer, options: DeliveryOptions = {}): Promise<DeliveryRun> {
  const batch = options.batch ?? 20;
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const now = options.now ?? new Date();
    if (!(await hasDueJobs(db, now))) return run;
    const jobs = await claimJobs(db, now, options.leaseMs ?? LEASE_MS, batch);
    let failures = 0;
    for (const job of jobs) {
      try {
        await perform(mailer, job, options.tasks);
        await markJobSent(db, job.id, options.now ?? new Date());
        run.sent++;
      } catch (error) {
        failures++;
        const at = options.now ?? new Date();
        const retry = job.attempts < job.maxAttempts;
        const retryAt = retry
          ? new Date(at.getTime() + retryDelay(job.attempts, options.retryBaseMs, options.retryMaxMs))
          : null;
        await markJobFailed(db, job.id, describe(error), retryAt, at);
        if (retry) run.retrying++;
        else run.failed++;
      }
    }
    // A failing mail server is not hammered: the rest waits for the next poll.
    if (failures > 0 || jobs.length < batch) return run;
  }
}

async function perform(mailer: Mailer, job: ClaimedJob, tasks: DeliveryOptions['tasks'] = {}): Promise<void> {
  if (job.kind === 'mail') return mailer.send(job.payload as MailMessage);
  const task = Object.hasOwn(tasks, job.kind) ? tasks[job.kind] : undefined;
  if (task) return task(job.payload);
  throw new Error(`unknown outbox job kind: ${job.kind}`);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}
