/**
 * Doctor search under load: `npm run bench:search -- --doctors 100000`.
 * Seeds a throw-away embedded database (or the PostgreSQL in DATABASE_URL) with demo doctors, starts the
 * real app on a free port and measures GET /api/v1/doctors with a realistic mix of filters, name
 * searches, sorts and pages beside GET /healthz of the same server, with autocannon.
 * Budget (DESIGN.md): search p99 <= 20 ms, and search throughput at least a third of /healthz.
 * "search" is the mix as it arrives (answers repeat, so most come from the search cache, see
 * docs/decisions/006); "miss" is the same mix made unique per request, the path of every cache miss.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { searchMix } from './search-mix.ts';
import { autocannon, cannonLine, seedForBench } from './support.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
  },
});
const target = Number(values.doctors);
const connections = Number(values.connections);
const duration = Number(values.duration);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-search-'));
const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(dir);
try {
  await seedForBench(database, target);

  const app = await buildApp(testConfig({ LOG_LEVEL: 'silent' }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const paths = await searchMix(base);
  if (values.explain) await explain(base, paths);
  const bad = await firstFailure(base, paths);
  if (bad) throw new Error(`search answered ${bad}`);

  await autocannon({ url: `${base}/healthz`, connections, duration: 2 });
  const health = await autocannon({ url: `${base}/healthz`, connections, duration });
  const search = await autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((p) => ({ path: p, method: 'GET' as const })),
  });
  // The same mix with every request made unique (a fee floor below every fee, different each time), so
  // that no answer comes from the search cache: the figures of the path a cache miss takes.
  let unique = 0;
  const cold = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `${paths[unique % paths.length]!}&feeMin=${Math.floor(unique++ / paths.length) % 150}`,
        }),
      },
    ],
  });
  await app.close();

  console.log(`connections=${connections} duration=${duration}s distinct_search_urls=${paths.length}`);
  console.log(cannonLine('healthz', health));
  console.log(cannonLine('search', search));
  console.log(cannonLine('miss', cold));
  const ratio = search.requests.average / health.requests.average;
  console.log(
    `budget p99<=20ms: ${search.latency.p99 <= 20 ? 'ok' : 'MISSED'}; throughput ratio ${ratio.toFixed(2)} (>=0.33): ${ratio >= 1 / 3 ? 'ok' : 'MISSED'}`,
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
