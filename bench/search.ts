/**
 * Doctor search under load: `npm run bench:search -- --doctors 100000 [--cache off]`.
 * Seeds a throw-away embedded database (or the PostgreSQL in DATABASE_URL) with demo doctors, works out
 * every next slot (as the refresher keeps them), starts the real app on a free port and measures
 * GET /api/v1/doctors beside GET /healthz of the same server, with autocannon.
 * "hit" is a busy day's mix as it arrives (answers repeat, so most come from the search cache, see
 * docs/decisions/006); "miss" is searches as people make them, every one different (search-mix.ts
 * userSearches), the path of every cache miss. `--cache off` turns the search cache off for both.
 * Budget (decision 020): miss p99 <= 20 ms and >= 1,000 req/s on PostgreSQL at 100,000 doctors, p99 <= 40 ms
 * on the embedded database; <= 50 ms on PostgreSQL at 1,000,000.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { refreshStaleNextSlots } from '../apps/server/src/features/booking/index.ts';
import { searchMix, userSearches } from './search-mix.ts';
import { autocannon, cannonLine, seedForBench } from './support.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    cache: { type: 'string', default: 'on' },
  },
});
if (values.cache !== 'on' && values.cache !== 'off') throw new Error('--cache is on or off');
const target = Number(values.doctors);
const connections = Number(values.connections);
const duration = Number(values.duration);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-search-'));
const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(dir);
try {
  await seedForBench(database, target);
  // Every stored next slot worked out, as the refresher keeps them: otherwise the first "soonest" searches
  // would each work out 200 (find-doctors.ts), which is the refresher's work, not a search's.
  const refreshing = performance.now();
  while ((await refreshStaleNextSlots(database.db, new Date(), 2_000)) > 0);
  console.log(`next slots worked out in ${((performance.now() - refreshing) / 1000).toFixed(1)} s`);

  const app = await buildApp(testConfig({ LOG_LEVEL: 'silent', SEARCH_CACHE: values.cache === 'on' }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const paths = await searchMix(base);
  const userSearch = await userSearches(base);
  // A sample of the miss line's searches (numbered past those it will make), checked and, with --explain, timed.
  const sample = Array.from({ length: 80 }, (_, i) => userSearch(150_000 + i));
  if (values.explain) await explain(base, [...paths, ...sample]);
  const bad = await firstFailure(base, [...paths, ...sample]);
  if (bad) throw new Error(`search answered ${bad}`);

  await autocannon({ url: `${base}/healthz`, connections, duration: 2 });
  const health = await autocannon({ url: `${base}/healthz`, connections, duration });
  const search = await autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((p) => ({ path: p, method: 'GET' as const })),
  });
  let unique = 0;
  const miss = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: userSearch(unique++) }) }],
  });
  await app.close();

  console.log(
    `engine=${database.engine} doctors=${target} cache=${values.cache} connections=${connections} duration=${duration}s distinct_hit_urls=${paths.length} miss_searches=${unique}`,
  );
  console.log(cannonLine('healthz', health));
  console.log(cannonLine('hit', search));
  console.log(cannonLine('miss', miss));
  // The app runs in this process (and so does the embedded database): its resident memory after the runs.
  console.log(`rss_mb=${Math.round(process.memoryUsage().rss / 1_048_576)}`);
  const p99Budget = database.engine === 'pglite' ? 40 : target > 100_000 ? 50 : 20;
  const rateBudget = database.engine === 'pglite' || target > 100_000 ? 0 : 1_000;
  console.log(
    `budget miss p99<=${p99Budget}ms: ${miss.latency.p99 <= p99Budget ? 'ok' : 'MISSED'}; miss req/s>=${rateBudget}: ${miss.requests.average >= rateBudget ? 'ok' : 'MISSED'}`,
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
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
