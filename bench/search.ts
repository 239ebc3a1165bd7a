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
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';

interface Histogram {
  p50: number;
  p99: number;
  average: number;
}
interface Result {
  latency: Histogram;
  requests: { average: number };
  non2xx: number;
  errors: number;
}
interface CannonRequest {
  path?: string;
  method: 'GET';
  setupRequest?: (request: { path: string }) => { path: string };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: CannonRequest[];
}) => Promise<Result>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

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
  await database.migrate();
  const seeding = performance.now();
  await seedDemo(database.db, { doctors: target });
  // Demo doctors have no reviews; spread plausible rating totals so that sort=rating orders real values.
  await database.db.execute(sql`update doctors set rating_count = seed_key % 40,
    rating_sum = (seed_key % 40) * (3 + (seed_key % 3)) where seed_key is not null and rating_count = 0`);
  // Production gets this from autovacuum; a freshly loaded table needs it for index-only counts.
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `seeded engine=${database.engine} doctors=${target} seconds=${((performance.now() - seeding) / 1000).toFixed(1)}`,
  );

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

  const line = (name: string, r: Result) =>
    `${name.padEnd(8)} p50=${r.latency.p50}ms p99=${r.latency.p99}ms avg=${r.latency.average.toFixed(2)}ms req/s=${Math.round(r.requests.average)} non2xx=${r.non2xx} errors=${r.errors}`;
  console.log(`connections=${connections} duration=${duration}s distinct_search_urls=${paths.length}`);
  console.log(line('healthz', health));
  console.log(line('search', search));
  console.log(line('miss', cold));
  const ratio = search.requests.average / health.requests.average;
  console.log(
    `budget p99<=20ms: ${search.latency.p99 <= 20 ? 'ok' : 'MISSED'}; throughput ratio ${ratio.toFixed(2)} (>=0.33): ${ratio >= 1 / 3 ? 'ok' : 'MISSED'}`,
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Paths a busy day sends: specialty and city, areas, names in both scripts, sorts, later pages, the home carousel. */
async function searchMix(base: string): Promise<string[]> {
  const get = async <T>(p: string) => (await (await fetch(`${base}/api/v1${p}`)).json()) as T;
  const specialties = (await get<{ items: { slug: string }[] }>('/specialties')).items.map((s) => s.slug);
  const cities = (await get<{ items: { slug: string }[] }>('/cities')).items.map((c) => c.slug);
  const areas = (await get<{ items: { slug: string; city: { slug: string } }[] }>('/areas?city=cairo')).items;
  const sample = await get<{ items: { name: string }[] }>('/doctors?limit=50&page=7&lang=en');
  const sampleAr = await get<{ items: { name: string }[] }>('/doctors?limit=50&page=9&lang=ar');
  const sorts = ['', '&sort=fee_asc', '&sort=fee_desc', '&sort=rating'];
  const paths: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    const specialty = specialties[i % 12]!;
    const city = cities[i % 6]!;
    const sort = sorts[i % sorts.length]!;
    const lang = i % 3 === 0 ? 'en' : 'ar';
    const page = i % 5 === 0 ? 2 + (i % 3) : 1;
    switch (i % 8) {
      case 0:
      case 1:
      case 2:
        paths.push(`/api/v1/doctors?specialty=${specialty}&city=${city}${sort}&page=${page}&lang=${lang}`);
        break;
      case 3: {
        const area = areas[i % areas.length]!;
        paths.push(`/api/v1/doctors?specialty=${specialty}&city=cairo&area=${area.slug}${sort}&lang=${lang}`);
        break;
      }
      case 4: {
        // First name, or first and family name, as people type them; Arabic without hamza.
        const words = (sampleAr.items[i % sampleAr.items.length]?.name ?? 'محمد').split(' ');
        const q = (i % 16 === 4 ? words.slice(0, 1) : [words[0], words[words.length - 1]])
          .join(' ')
          .replace(/[أإآ]/g, 'ا');
        paths.push(`/api/v1/doctors?q=${encodeURIComponent(q)}${sort}&lang=ar`);
        break;
      }
      case 5: {
        const words = (sample.items[i % sample.items.length]?.name ?? 'Mohamed').split(' ');
        const q = i % 16 === 5 ? `${words[0]} ${words[words.length - 1]}` : words[words.length - 1]!;
        paths.push(`/api/v1/doctors?q=${encodeURIComponent(q)}&specialty=${specialty}${sort}&lang=en`);
        break;
      }
      case 6:
        paths.push(
          `/api/v1/doctors?specialty=${specialty}&telehealth=true&gender=female&feeMax=600${sort}&lang=${lang}`,
        );
        break;
      default:
        // The home page's Top Doctors carousel.
        paths.push(`/api/v1/doctors?sort=rating&limit=4&page=${1 + (i % 4)}&lang=${lang}`);
    }
  }
  return paths;
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
