import type { Db } from '../db/client.ts';
import type { MailMessage, Mailer } from '../shared/mail.ts';
import { countMailFailed, countMailSent } from '../shared/metrics.ts';
import { claimJobs, hasDueJobs, markJobFailed, markJobSent, renewLeases, type ClaimedJob } from './outbox-queries.ts';

/**
 * How long a claim holds a job without being renewed. Short, so a job whose process died mid-send is
 * claimed again by another (or the restarted) process within seconds (decision 036); the worker renews it
 * every third of it while the batch is being sent, so a slow send (up to the SMTP timeouts in
 * shared/mail.ts) is never taken over by a second process while its first is alive.
 */
export const LEASE_MS = 15_000;

export interface DeliveryOptions {
  now?: Date;
  batch?: number;
  leaseMs?: number;
  /** How often the claims of a batch being sent are renewed; a third of the lease by default. */
  renewEveryMs?: number;
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
    const leaseMs = options.leaseMs ?? LEASE_MS;
    const jobs = await claimJobs(db, now, leaseMs, batch);
    const held = new Map(jobs.map((job) => [job.id, job.attempts]));
    const renewal = keepClaimed(db, held, leaseMs, options.renewEveryMs ?? leaseMs / 3);
    let failures: number;
    try {
      failures = await sendJobs(db, mailer, jobs, held, run, options);
    } finally {
      await renewal.stop();
    }
    // A failing mail server is not hammered: the rest waits for the next poll.
    if (failures > 0 || jobs.length < batch) return run;
  }
}

/** Sends claimed jobs one after another, recording each outcome; returns how many failed. */
async function sendJobs(
  db: Db,
  mailer: Mailer,
  jobs: ClaimedJob[],
  held: Map<string, number>,
  run: DeliveryRun,
  options: DeliveryOptions,
): Promise<number> {
  let failures = 0;
  for (const job of jobs) {
    try {
      await perform(mailer, job, options.tasks);
      await markJobSent(db, job.id, options.now ?? new Date());
      run.sent++;
      countMailSent();
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
      countMailFailed(retry ? 'retrying' : 'failed');
    } finally {
      held.delete(job.id);
    }
  }
  return failures;
}

/**
 * Renews the claims still held (`held`: job id -> the attempt this worker claimed) every `everyMs` until
 * stopped. A renewal only extends a claim that is still this attempt's, so it never extends another
 * worker's; a failed renewal (the database briefly away) is tried again at the next tick.
 */
function keepClaimed(db: Db, held: Map<string, number>, leaseMs: number, everyMs: number) {
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (held.size === 0) return;
    const claims = [...held].map(([id, attempts]) => ({ id, attempts }));
    renewing = renewLeases(db, claims, new Date(Date.now() + leaseMs)).catch(() => {});
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await renewing;
    },
  };
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
