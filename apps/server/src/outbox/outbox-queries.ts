import { and, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outboxJobs } from '../db/schema/index.ts';

export interface NewJob {
  kind: string;
  payload: unknown;
  dedupeKey?: string | undefined;
  runAt?: Date | undefined;
}

/**
 * Inserts in the caller's transaction; a job whose dedupe key exists already is left out. A job with no
 * time is stamped with this process's clock, the one `due` is asked with: the database's now() is a
 * different clock, in microseconds, and a job it stamped could be not yet due to a poll in the same
 * millisecond.
 */
export async function insertJobs(db: Tx | Db, jobs: NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db
    .insert(outboxJobs)
    .values(
      jobs.map((j) => ({
        kind: j.kind,
        payload: j.payload,
        dedupeKey: j.dedupeKey ?? null,
        runAt: j.runAt ?? new Date(),
      })),
    )
    .onConflictDoNothing({ target: outboxJobs.dedupeKey })
    .returning({ id: outboxJobs.id });
  return rows.length;
}

/** Pending jobs whose dedupe key starts with `prefix` are dropped: what they report no longer holds. */
export async function deletePendingJobs(db: Tx | Db, dedupePrefix: string): Promise<void> {
  await db
    .delete(outboxJobs)
    .where(
      and(eq(outboxJobs.status, 'pending'), like(outboxJobs.dedupeKey, `${dedupePrefix.replace(/[\\%_]/g, '\\$&')}%`)),
    );
}

const due = (now: Date) => sql`status = 'pending' and run_at <= ${now.toISOString()}::timestamptz
  and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)`;

/**
 * Read-only check before claiming: on the embedded database every write moves the process's write
 * counter, which drops cached search answers, so an idle poll must not write.
 */
export async function hasDueJobs(db: Db, now: Date): Promise<boolean> {
  const result = await db.execute(sql`select 1 from ${outboxJobs} where ${due(now)} limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: one statement over rows locked with SKIP LOCKED, so two
 * workers never claim the same job, and the attempt is counted before the send, so a job that kills
 * its process every time still reaches its limit.
 */
export async function claimJobs(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    update ${outboxJobs} set attempts = attempts + 1, locked_until = ${lockedUntil}::timestamptz
    where id in (
      select id from ${outboxJobs} where ${due(now)}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: r.id as string,
    kind: r.kind as string,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
  }));
}

/** Extends the claims that are still these attempts' (a job claimed again since has a higher attempt count). */
export async function renewLeases(
  db: Db,
  claims: { id: string; attempts: number }[],
  lockedUntil: Date,
): Promise<void> {
  if (claims.length === 0) return;
  await db
    .update(outboxJobs)
    .set({ lockedUntil })
    .where(
      and(
        eq(outboxJobs.status, 'pending'),
        or(...claims.map((c) => and(eq(outboxJobs.id, c.id), eq(outboxJobs.attempts, c.attempts)))),
      ),
    );
}

export async function markJobSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(outboxJobs)
    .set({ status: 'sent', lockedUntil: null, finishedAt: now, lastError: null })
    .where(eq(outboxJobs.id, id));
}

/** Gives the job back for a retry at `retryAt`, or marks it failed for good when `retryAt` is null. */
export async function markJobFailed(db: Db, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db
    .update(outboxJobs)
    .set(
      retryAt
        ? { lockedUntil: null, runAt: retryAt, lastError: error }
        : { status: 'failed', lockedUntil: null, lastError: error, finishedAt: now },
    )
    .where(eq(outboxJobs.id, id));
}

/** Sent and failed jobs finished before `cutoff` (they hold addresses and mail text). */
export async function deleteJobsFinishedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(outboxJobs)
    .where(and(inArray(outboxJobs.status, ['sent', 'failed']), lt(outboxJobs.finishedAt, cutoff)))
    .returning({ id: outboxJobs.id });
  return rows.length;
}

/** What /metrics reports of the queue: jobs not sent yet, those due now, and when the oldest due one came due. */
export async function outboxQueue(
  db: Db,
  now: Date,
): Promise<{ pending: number; due: number; oldestDueAt: Date | null }> {
  const result = await db.execute(sql`
    select count(*)::int as pending,
      (count(*) filter (where run_at <= ${now.toISOString()}::timestamptz))::int as due,
      min(run_at) filter (where run_at <= ${now.toISOString()}::timestamptz) as oldest
    from ${outboxJobs} where status = 'pending'`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const oldest = row.oldest ? new Date(row.oldest as string) : null;
  return { pending: Number(row.pending ?? 0), due: Number(row.due ?? 0), oldestDueAt: oldest };
}
