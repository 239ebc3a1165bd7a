/**
 * Doctor search under load: `npm run bench:search -- --doctors 100000 [--cache off]`.
 * Seeds a throw-away embedded database (or the PostgreSQL in DATABASE_URL) with demo doctors, works out
 * every next slot (as the refresher keeps them), starts the production server (dist/main.js, as `npm start`
 * runs it) in its own process and measures GET /api/v1/doctors beside GET /healthz of that server, with
 * autocannon from this process.
 * "hit" is a busy day's mix as it arrives (answers repeat, so most come from the search cache, see
 * docs/decisions/006); "miss" is searches as people make them, every one different (search-mix.ts
 * userSearches), the path of every cache miss. `--cache off` turns the search cache off for both.
 * Every line asks as a browser does, accepting compressed answers; `miss-plain` is the miss line again without
 * (the figures before decision 029 were measured so).
 * Also printed: the server's /readyz time, when its first search answered (it waits for the search copy,
 * decision 022), and its memory after the runs.
 * Budget (decision 020): miss p99 <= 20 ms and >= 1,000 req/s on PostgreSQL at 100,000 doctors, p99 <= 40 ms
 * on the embedded database; <= 50 ms on PostgreSQL at 1,000,000.
 * `--server URL` measures a server already running there instead (no seeding, no start, no memory line): any
 * build, e.g. an earlier commit's, on the same machine with the same client (decision 030).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { searchMix, userSearches } from './search-mix.ts';
import { autocannon, browser, cannonLine, seedForBench, startBenchServer, workOutNextSlots } from './support.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
    cache: { type: 'string', default: 'on' },
    server: { type: 'string' },
  },
});
if (values.cache !== 'on' && values.cache !== 'off') throw new Error('--cache is on or off');
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
    try {
      await seedForBench(database, target);
      await workOutNextSlots(database.db);
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
      const lines = await measure(server.base);
      const memory = server.memory();
      console.log(
        `engine=${engine} doctors=${target} cache=${values.cache} connections=${connections} duration=${duration}s ${lines.counts}`,
      );
      console.log(
        `server readyz_ms=${Math.round(server.readyMs)} first_search_ms=${Math.round(firstSearchMs)} rss_mb=${memory.rssMb} peak_rss_mb=${memory.peakMb}`,
      );
      for (const line of lines.printed) console.log(line);
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

  // Warm-up (a server that has been up a while): each kind of request, searches numbered apart from those measured.
  let warm = 100_000;
  await autocannon({ url: `${base}/healthz`, connections, duration: Math.min(2, warmup) });
  await autocannon({
    url: base,
    connections,
    duration: warmup,
    headers: browser,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: userSearch(warm++) }) }],
  });

  const health = await autocannon({ url: `${base}/healthz`, connections, duration, headers: browser });
  const search = await autocannon({
    url: base,
    connections,
    duration,
    headers: browser,
    requests: paths.map((p) => ({ path: p, method: 'GET' as const })),
  });
  let unique = 0;
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
