/**
 * Doctor search under load, in the state production is in: `npm run bench:search -- --doctors 100000
 * [--cache off] [--writes 5] [--slots server|prepared]`.
 * Seeds a throw-away embedded database (or the PostgreSQL in DATABASE_URL) with demo doctors, starts the
 * production server (dist/main.js, as `npm start` runs it) in its own process, and waits until it has settled:
 * it works out its doctors' next slots itself, as production's does (`--slots prepared` works them out before
 * the start instead, the set-up of the runs before 2026-11-28). Then it measures GET /api/v1/doctors beside
 * GET /healthz of that server, with autocannon from this process, while bookings, cancellations and schedule
 * changes arrive, `--writes` a second (bench/support.ts, startWrites; 0 for none), and slots pass with the clock.
 * "hit" is a busy day's mix as it arrives (answers repeat, so most come from the search cache, see
 * docs/decisions/006); "miss" is searches as people make them, every one different (search-mix.ts
 * userSearches), the path of every cache miss. `--cache off` turns the search cache off for both.
 * Every line asks as a browser does, accepting compressed answers; `miss-plain` is the miss line again without
 * (the figures before decision 029 were measured so). Before them, `warm-up` (`--warmup` seconds) is the same
 * sequence of unique searches from the server just settled: what a fresh start gives (decision 054).
 * Also printed: the server's /readyz time, when its first search answered (it waits for the search copy,
 * decision 022), how long it took to settle, its memory after the runs, and what the writes were answered;
 * on PostgreSQL also how many doctors' search rows changed a second during the lines (next slots passing with
 * the clock and the writes): every one is a change each process's copy reads, and at 1,000,000 doctors in
 * clinic hours they run to a thousand a second (bench/RESULTS.md, 2026-11-29 14:43).
 * Budget (decision 020): miss p99 <= 20 ms and >= 1,000 req/s on PostgreSQL at 100,000 doctors, p99 <= 40 ms
 * on the embedded database; <= 50 ms on PostgreSQL at 1,000,000.
 * `--server URL` measures a server already running there instead (no seeding, no start, no writes, no memory
 * line): any build, e.g. an earlier commit's, on the same machine with the same client (decision 030).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { searchMix, userSearches } from './search-mix.ts';
import {
  autocannon,
  browser,
  cannonLine,
  createDoctorAccounts,
  createPatients,
  openAllDay,
  seedForBench,
  startBenchServer,
  startWrites,
  untilIdle,
  workOutNextSlots,
} from './support.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    cache: { type: 'string', default: 'on' },
    server: { type: 'string' },
    writes: { type: 'string', default: '5' },
    slots: { type: 'string', default: 'server' },
  },
});
if (values.cache !== 'on' && values.cache !== 'off') throw new Error('--cache is on or off');
if (values.slots !== 'server' && values.slots !== 'prepared') throw new Error('--slots is server or prepared');
const writesPerSecond = Number(values.writes);
if (!(writesPerSecond >= 0)) throw new Error('--writes is a number of writes a second, 0 for none');
const target = Number(values.doctors);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

const url = process.env.DATABASE_URL;
if (values.server) {
  const lines = await measure(values.server.replace(/\/$/, ''));
  console.log(`server=${values.server} connections=${connections} duration=${duration}s ${lines.counts}`);
  for (const line of lines.printed) console.log(line);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-search-'));
  try {
    // The embedded database is the server's data folder (DATA_DIR/pglite): seeded here, closed, then opened by it.
    const database = url ? openPostgres(url) : openPglite(path.join(dir, 'pglite'));
    const engine = database.engine;
    let writers: { patients: string[]; bookable: string[]; doctors: string[] };
    try {
      await seedForBench(database, target);
      if (values.slots === 'prepared') await workOutNextSlots(database.db);
      // Who writes during the run: patients who book and cancel, doctors open all day to book, and doctors
      // from all over the directory who change their hours.
      const bookable = await openAllDay(database.db, 100);
      writers = {
        bookable,
        patients: await createPatients(database.db, 300),
        doctors: await createDoctorAccounts(database.db, 50, bookable),
      };
    } finally {
      await database.close();
    }

    const server = await startBenchServer({
      ...(url ? { DATABASE_URL: url } : { DATA_DIR: dir }),
      SEARCH_CACHE: values.cache === 'on' ? 'true' : 'false',
    });
    try {
      const firstSearch = performance.now();
      const first = await fetch(`${server.base}/api/v1/doctors?lang=ar`);
      if (first.status !== 200) throw new Error(`search answered ${first.status}: ${await first.text()}`);
      const firstSearchMs = performance.now() - firstSearch;
      // Quiet for longer than the next-slot refresher's 10 s interval (worker.ts): a server whose slot work runs
      // in PostgreSQL more than in its own process would otherwise look settled in the refresher's pause, with
      // most next slots still to work out (decision 047).
      const settled = await untilIdle(server.pid, { quietSeconds: 12 });
      if (url) {
        // The server has rewritten every next slot since the seed's vacuum: autovacuum would have vacuumed and
        // analyzed again by the time a server has been up a while (this machine's PostgreSQL runs without it),
        // and every plan and index-only count over those tables depends on it.
        const analyzing = openPostgres(url);
        try {
          await analyzing.db.execute(sql`vacuum analyze doctor_search`);
          await analyzing.db.execute(sql`vacuum analyze doctors`);
        } finally {
          await analyzing.close();
        }
      }
      const writes = writesPerSecond > 0 ? startWrites(server.base, { perSecond: writesPerSecond, ...writers }) : null;
      const linesFrom = new Date();
      const lines = await measure(server.base);
      const written = (await writes?.stop()) ?? 'writes per_s=0';
      const churn = url ? await changesPerSecond(url, linesFrom) : null;
      const memory = server.memory();
      console.log(
        `engine=${engine} doctors=${target} cache=${values.cache} slots=${values.slots} connections=${connections} duration=${duration}s ${lines.counts}`,
      );
      console.log(
        `server readyz_ms=${Math.round(server.readyMs)} first_search_ms=${Math.round(firstSearchMs)} settled_s=${settled === null ? 'never' : settled.toFixed(0)} rss_mb=${memory.rssMb} peak_rss_mb=${memory.peakMb}`,
      );
      for (const line of lines.printed) console.log(line);
      console.log(written);
      if (churn !== null) console.log(`search changes per_s=${churn.toFixed(0)}`);
      const p99Budget = engine === 'pglite' ? 40 : target > 100_000 ? 50 : 20;
      const rateBudget = engine === 'pglite' || target > 100_000 ? 0 : 1_000;
      console.log(
        `budget miss p99<=${p99Budget}ms: ${lines.miss.latency.p99 <= p99Budget ? 'ok' : 'MISSED'}; miss req/s>=${rateBudget}: ${lines.miss.requests.average >= rateBudget ? 'ok' : 'MISSED'}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines of one server: /healthz, the hit mix, misses as a browser asks and without compression. */
async function measure(base: string) {
  const paths = await searchMix(base);
  const userSearch = await userSearches(base);
  // A sample of the miss line's searches (numbered past those it will make), checked and, with --explain, timed.
  const sample = Array.from({ length: 80 }, (_, i) => userSearch(150_000 + i));
  if (values.explain) await explain(base, [...paths, ...sample]);
  const bad = await firstFailure(base, [...paths, ...sample]);
  if (bad) throw new Error(`search answered ${bad}`);

  // Warm-up (a server that has been up a while): each kind of request, and unique searches from the run's own
  // sequence, so that the cards a process keeps (`doctorCards`) hold the doctors such searches show. Numbered
  // apart (each fee window shows other doctors), the first line of misses read nearly every card again and ran
  // at half the next line's rate (bench/RESULTS.md, 2026-12-01 03:20). Printed too: what a fresh start gives.
  let unique = 0;
  await autocannon({ url: `${base}/healthz`, connections, duration: Math.min(2, warmup) });
  const warmUp = await autocannon({
    url: base,
    connections,
    duration: warmup,
    headers: browser,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: userSearch(unique++) }) }],
  });

  const health = await autocannon({ url: `${base}/healthz`, connections, duration, headers: browser });
  const search = await autocannon({
    url: base,
    connections,
    duration,
    headers: browser,
    requests: paths.map((p) => ({ path: p, method: 'GET' as const })),
  });
  const misses = (headers: Record<string, string>) =>
    autocannon({
      url: base,
      connections,
      duration,
      headers,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: userSearch(unique++) }) }],
    });
  const miss = await misses(browser);
  const missPlain = await misses({});
  return {
    miss,
    counts: `distinct_hit_urls=${paths.length} miss_searches=${unique}`,
    printed: [
      cannonLine('warm-up', warmUp),
      cannonLine('healthz', health),
      cannonLine('hit', search),
      cannonLine('miss', miss),
      cannonLine('miss-plain', missPlain),
    ],
  };
}

async function firstFailure(base: string, paths: string[]): Promise<string | null> {
  for (const p of paths) {
    const res = await fetch(`${base}${p}`);
    if (res.status !== 200) return `${res.status} for ${p}: ${await res.text()}`;
  }
  return null;
}

/** The slowest of each kind of request, once, for EXPLAIN work (--explain). */
async function explain(base: string, paths: string[]) {
  const timed: [number, string][] = [];
  for (const p of paths) {
    const started = performance.now();
    await fetch(`${base}${p}`);
    timed.push([performance.now() - started, p]);
  }
  timed.sort((a, b) => b[0] - a[0]);
  for (const [ms, p] of timed.slice(0, 10)) console.log(`${ms.toFixed(1)}ms ${decodeURIComponent(p)}`);
}

/** Rows of the search change log (doctor_search_changes) written a second since `from`, on PostgreSQL. */
async function changesPerSecond(databaseUrl: string, from: Date): Promise<number> {
  const database = openPostgres(databaseUrl, 1);
  try {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from doctor_search_changes where recorded_at >= ${from.toISOString()}::timestamptz`,
      ),
    );
    const n = Number(row?.n ?? 0);
    return n / ((Date.now() - from.getTime()) / 1000);
  } finally {
    await database.close();
  }
}
