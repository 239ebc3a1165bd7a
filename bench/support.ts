/** What the benchmarks share: patients with sessions, doctors open all day, and the date helpers. */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { doctors, doctorWeeklyHours, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';
import { hashToken } from '../apps/server/src/features/auth/session.ts';
import { refreshStaleNextSlots } from '../apps/server/src/features/booking/index.ts';
import { isReady, startServerProcess } from '../apps/server/test/support/server-process.ts';

export interface CannonResult {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
export interface CannonRequest {
  path?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest & { path: string }) => CannonRequest & { path: string };
}
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  /** Sent with every request. */
  headers?: Record<string, string>;
  requests?: CannonRequest[];
}) => Promise<CannonResult>;
// autocannon ships no types; this is the part of its API the benchmarks use.
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * What every browser sends (Chrome's list), so that answers come compressed as every visitor gets them
 * (decision 029); autocannon sends it with each request's own headers.
 */
export const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export const cannonLine = (name: string, r: CannonResult) =>
  `${name.padEnd(8)} p50=${r.latency.p50}ms p99=${r.latency.p99}ms avg=${r.latency.average.toFixed(2)}ms req/s=${Math.round(r.requests.average)} non2xx=${r.non2xx} errors=${r.errors}`;

/** Demo doctors as a busy directory has them: seeded, with plausible ratings, and analysed. */
export async function seedForBench(database: Database, doctorCount: number) {
  await database.migrate();
  const seeding = performance.now();
  await seedDemo(database.db, { doctors: doctorCount });
  // Demo doctors have no reviews; spread plausible rating totals so that sort=rating orders real values.
  await database.db.execute(sql`update doctors set rating_count = seed_key % 40,
    rating_sum = (seed_key % 40) * (3 + (seed_key % 3)) where seed_key is not null and rating_count = 0`);
  // Production gets this from autovacuum; a freshly loaded table needs it for index-only counts.
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `seeded engine=${database.engine} doctors=${doctorCount} seconds=${((performance.now() - seeding) / 1000).toFixed(1)}`,
  );
}

/**
 * Every stored next slot worked out, as the background refresher keeps them: otherwise a run's first
 * "soonest" searches and doctor pages would work them out, which is the refresher's work, not theirs.
 */
export async function workOutNextSlots(db: Db) {
  const refreshing = performance.now();
  while ((await refreshStaleNextSlots(db, new Date(), 2_000)) > 0);
  console.log(`next slots worked out in ${((performance.now() - refreshing) / 1000).toFixed(1)} s`);
}

/** `count` patients, each signed in: their bearer tokens. */
export async function createPatients(db: Db, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
      id: randomUUID(),
      name: `Bench Patient ${i + j}`,
      email: `bench-${randomUUID()}@example.com`,
      role: 'patient' as const,
    }));
    await db.insert(users).values(rows);
    const batch = rows.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      rows.map((r, j) => ({
        userId: r.id,
        tokenHash: hashToken(batch[j]!),
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** The first `count` doctors, open all day every day in 15-minute slots: plenty of distinct slots to book. */
export async function openAllDay(db: Db, count: number): Promise<string[]> {
  const ids = (await db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(count)).map((d) => d.id);
  await db.update(doctors).set({ slotMinutes: 15 }).where(inArray(doctors.id, ids));
  await db.delete(doctorWeeklyHours).where(inArray(doctorWeeklyHours.doctorId, ids));
  for (let i = 0; i < ids.length; i += 100) {
    await db
      .insert(doctorWeeklyHours)
      .values(
        ids
          .slice(i, i + 100)
          .flatMap((doctorId) =>
            [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId, weekday, startsAt: '00:00', endsAt: '24:00' })),
          ),
      );
  }
  return ids;
}

export function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export interface BenchServer {
  base: string;
  pid: number;
  /** From the spawn to the first 200 of /readyz. */
  readyMs: number;
  /** The process's resident memory now, and the most it has had (VmRSS, VmHWM), in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

const repo = path.resolve(import.meta.dirname, '..');

/**
 * The production server as `npm start` runs it (apps/server/dist/main.js, NODE_ENV=production), in its own
 * process on a free port, so that what is measured is what is served: the bench's own load generator does
 * not share its event loop, and its memory is the server's alone. Builds the web app and the server first
 * when they are missing or stale. Demo seeding is off: the bench seeds before it starts the server.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  execFileSync(process.execPath, [path.join(repo, 'scripts/build-if-stale.mjs')], { cwd: repo, stdio: 'inherit' });
  const started = performance.now();
  const server = await startServerProcess(
    { NODE_ENV: 'production', ...env },
    {
      until: 'listening',
      // BENCH_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
      nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    },
  );
  const { child, url: base } = server;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${server.output()}`);
    if (await isReady(base).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    base,
    pid: child.pid!,
    readyMs,
    memory() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await server.exited;
    },
  };
}
