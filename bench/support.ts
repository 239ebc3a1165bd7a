/** What the benchmarks share: patients with sessions, doctors open all day, and the date helpers. */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { doctors, doctorWeeklyHours, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';
import { hashToken } from '../apps/server/src/features/auth/session.ts';
import { refreshDueNextSlots } from '../apps/server/src/features/booking/index.ts';
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
  while ((await refreshDueNextSlots(db, new Date(), 2_000)) > 0);
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
      // A booking needs a confirmed address (issue 38).
      emailVerifiedAt: new Date(),
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

/**
 * Accounts for `count` doctors from all over the directory (none of `except`), each signed in: their bearer
 * tokens, for the doctor's own routes (`/api/v1/doctor/me/...`).
 */
export async function createDoctorAccounts(db: Db, count: number, except: string[] = []): Promise<string[]> {
  const picked = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(except.length ? notInArray(doctors.id, except) : undefined)
    .orderBy(sql`md5(${doctors.id}::text)`)
    .limit(count);
  const tokens: string[] = [];
  for (const { id: doctorId } of picked) {
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      name: `Bench Doctor ${tokens.length}`,
      email: `bench-doctor-${randomUUID()}@example.com`,
      role: 'doctor',
      emailVerifiedAt: new Date(),
    });
    await db.update(doctors).set({ userId }).where(eq(doctors.id, doctorId));
    const token = randomBytes(32).toString('base64url');
    await db
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 24 * 3600_000) });
    tokens.push(token);
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

/** A process's resident memory now and the most it has had (VmRSS, VmHWM, from /proc), in MB (2^20 bytes). */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
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

/** The Node flags `npm start` gives the server (the root package.json's start script), so a bench runs it alike. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const flags = /^node (.*?)\s*scripts\/start\.mjs$/.exec(scripts.start);
  if (!flags) throw new Error(`package.json's start script is not "node [flags] scripts/start.mjs": ${scripts.start}`);
  return flags[1]!.split(' ').filter(Boolean);
}

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
    // BENCH_PORT: a fixed port for the server (a shared machine may give each engineer a range of ports).
    { NODE_ENV: 'production', ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}), ...env },
    {
      until: 'listening',
      // BENCH_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
      nodeArgs: [...startFlags(), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
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
    memory: () => processMemory(child.pid!),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await server.exited;
    },
  };
}

/**
 * Waits until the server has settled after its start: under `percent` of one core for `quietSeconds` in a row
 * (its CPU time, read from /proc), once it has done what it does by itself (the next slots it works out, the
 * search copy it loads), as a server that has been up a while has. The seconds that took; null if it was still
 * busy after `timeoutS`.
 */
export async function untilIdle(
  pid: number,
  { percent = 5, quietSeconds = 5, timeoutS = 1800 } = {},
): Promise<number | null> {
  // utime and stime, in clock ticks (100 a second on Linux): fields 14 and 15, counted after the command's ")".
  const ticks = () => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const started = performance.now();
  let last = ticks();
  let quiet = 0;
  while (performance.now() - started < timeoutS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = ticks();
    // Ticks in one second: the percentage of one core it used.
    quiet = now - last <= percent ? quiet + 1 : 0;
    last = now;
    if (quiet >= quietSeconds) return (performance.now() - started) / 1000 - quietSeconds;
  }
  return null;
}

export interface Writes {
  /** Stops writing, waits for the writes under way, and says what was written: each kind's answers by status. */
  stop(): Promise<string>;
}

/**
 * Writes as a working day brings them while reads are measured, `perSecond` a second: in turn two bookings (a
 * patient takes a bookable doctor's earliest free slot), two cancellations (of the oldest booking still held)
 * and a doctor's schedule change (a day off tomorrow, set or lifted). Each moves next slots that searches order
 * by and the search copy follows, as production's do.
 */
export function startWrites(
  base: string,
  options: { perSecond: number; patients: string[]; bookable: string[]; doctors: string[] },
): Writes {
  const answers = new Map<string, Map<string, number>>();
  const count = (kind: string, status: number | 'error') => {
    const byStatus = answers.get(kind) ?? new Map<string, number>();
    byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
    answers.set(kind, byStatus);
  };
  const call = async (kind: string, path: string, init: RequestInit = {}): Promise<Response | null> => {
    try {
      const res = await fetch(`${base}${path}`, init);
      count(kind, res.status);
      return res;
    } catch {
      count(kind, 'error');
      return null;
    }
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = { 'content-type': 'application/json' };
  const held: { id: string; token: string }[] = [];
  let bookings = 0;
  let changes = 0;

  const book = async () => {
    const k = bookings++;
    const doctorId = options.bookable[k % options.bookable.length]!;
    const token = options.patients[k % options.patients.length]!;
    const slots = await call('slots', `/api/v1/doctors/${doctorId}/slots?days=2`);
    const first = slots?.ok ? ((await slots.json()) as { items: { startsAt: string }[] }).items[0] : undefined;
    if (!first) return;
    const res = await call('book', '/api/v1/appointments', {
      method: 'POST',
      headers: { ...json, ...bearer(token) },
      body: JSON.stringify({
        doctorId,
        startsAt: first.startsAt,
        patientName: 'Bench Patient',
        phone: '01001234567',
        email: 'bench@example.com',
      }),
    });
    if (res?.status === 201) held.push({ id: ((await res.json()) as { id: string }).id, token });
  };
  const cancel = async () => {
    const booking = held.shift();
    if (booking)
      await call('cancel', `/api/v1/appointments/${booking.id}/cancel`, {
        method: 'POST',
        headers: bearer(booking.token),
      });
  };
  const changeSchedule = async () => {
    const headers = bearer(options.doctors[changes++ % options.doctors.length]!);
    const read = await call('schedule-read', '/api/v1/doctor/me/schedule', { headers });
    if (!read?.ok) return;
    const schedule = (await read.json()) as { exceptions: { date: string; kind: string }[] };
    const day = tomorrow();
    const isOff = (e: { date: string; kind: string }) => e.kind === 'off' && e.date === day;
    const exceptions = schedule.exceptions.some(isOff)
      ? schedule.exceptions.filter((e) => !isOff(e))
      : [...schedule.exceptions, { date: day, kind: 'off' }];
    await call('schedule', '/api/v1/doctor/me/schedule', {
      method: 'PUT',
      headers: { ...json, ...headers },
      body: JSON.stringify({ ...schedule, exceptions }),
    });
  };

  const turn = [book, book, cancel, cancel, changeSchedule];
  const underWay = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    const write = turn[n++ % turn.length]!().finally(() => underWay.delete(write));
    underWay.add(write);
  }, 1000 / options.perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(underWay);
      const kinds = [...answers].map(
        ([kind, byStatus]) => `${kind}=${[...byStatus].map(([status, c]) => `${status}:${c}`).join(',')}`,
      );
      return `writes per_s=${options.perSecond} ${kinds.join(' ')}`;
    },
  };
}
