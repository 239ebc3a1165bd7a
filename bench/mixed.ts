/**
 * Mixed API load: `npm run bench:mixed -- --doctors 100000 [--soak 600]`.
 * Seeds a throw-away embedded database (or the PostgreSQL in DATABASE_URL; use an empty scratch database),
 * starts the real app on a free port and sends, with autocannon, the traffic of a busy day: doctor search
 * 70%, a doctor's page 15%, a doctor's free slots 10% and bookings 5% (each one a distinct free slot, by one
 * of many signed-in patients), beside GET /healthz of the same server in the same run, every request as a
 * browser asks (compressed answers, decision 029).
 * `--soak S` then keeps the mix going for S seconds and samples the process's memory after a full garbage
 * collection every `--sample` seconds: the figures must level off, not climb.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { doctors } from '../apps/server/src/db/schema/index.ts';
import { searchMix } from './search-mix.ts';
import {
  autocannon,
  browser,
  cannonLine,
  createPatients,
  openAllDay,
  seedForBench,
  tomorrow,
  workOutNextSlots,
  type CannonRequest,
  type CannonResult,
} from './support.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '20' },
    soak: { type: 'string', default: '0' },
    sample: { type: 'string', default: '30' },
  },
});
const target = Number(values.doctors);
const connections = Number(values.connections);
const duration = Number(values.duration);
const soakSeconds = Number(values.soak);
const sampleSeconds = Number(values.sample);
const gc = (globalThis as { gc?: () => void }).gc;
if (soakSeconds > 0 && !gc) throw new Error('--soak needs node --expose-gc (npm run bench:mixed does that)');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-mixed-'));
const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL, 20) : openPglite(dir);
try {
  await seedForBench(database, target);
  await workOutNextSlots(database.db);
  // Bookings go to doctors open all day, so that every booking of the run can have a slot of its own.
  const bookable = await openAllDay(database.db, 300);
  const tokens = await createPatients(database.db, 1000);
  // Pages and slots of doctors from all over the directory, in an order unrelated to the seed's.
  const sampled = await database.db
    .select({ id: doctors.id })
    .from(doctors)
    .orderBy(sql`md5(${doctors.id}::text)`)
    .limit(3000);
  const doctorIds = sampled.map((r) => r.id);

  const app = await buildApp(testConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const searches = await searchMix(base);
  const from = tomorrow();
  // One at a time: 300 at once open more connections from one address than the server lets in (its
  // MAX_CONNECTIONS_PER_ADDRESS), which it resets.
  const slotLists: string[][] = [];
  for (const id of bookable) {
    const res = await fetch(`${base}/api/v1/doctors/${id}/slots?days=7&from=${from}`);
    slotLists.push(((await res.json()) as { items: { startsAt: string }[] }).items.map((s) => s.startsAt));
  }
  // Booking k takes slot k/300 of doctor k%300: neighbours in time never contend for one doctor.
  const slotFor = (k: number) => {
    const doctor = k % bookable.length;
    const startsAt = slotLists[doctor]![Math.floor(k / bookable.length)];
    if (!startsAt) throw new Error('out of free slots: lower --soak or --duration');
    return { doctorId: bookable[doctor]!, startsAt };
  };

  type Kind = 'search' | 'doctor' | 'slots' | 'booking';
  // Out of every 20 requests: 14 searches, 3 doctor pages, 2 slot lists, 1 booking.
  const kindOf = (i: number): Kind => {
    const r = i % 20;
    return r < 14 ? 'search' : r < 17 ? 'doctor' : r < 19 ? 'slots' : 'booking';
  };
  let bookings = 0;
  const requestFor = (kind: Kind, i: number, request: CannonRequest & { path: string }) => {
    const lang = i % 3 === 0 ? 'en' : 'ar';
    switch (kind) {
      case 'search':
        return { ...request, method: 'GET' as const, path: searches[i % searches.length]! };
      case 'doctor':
        return {
          ...request,
          method: 'GET' as const,
          path: `/api/v1/doctors/${doctorIds[i % doctorIds.length]!}?lang=${lang}`,
        };
      case 'slots': {
        const doctor = doctorIds[(i * 7) % doctorIds.length]!;
        return {
          ...request,
          method: 'GET' as const,
          path: `/api/v1/doctors/${doctor}/slots?days=7&from=${from}&lang=${lang}`,
        };
      }
      case 'booking': {
        const k = bookings++;
        return {
          ...request,
          method: 'POST' as const,
          path: '/api/v1/appointments',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k % tokens.length]!}` },
          body: JSON.stringify({
            ...slotFor(k),
            patientName: 'Bench Patient',
            phone: '01001234567',
            email: 'bench@example.com',
          }),
        };
      }
    }
  };
  const only = (kind: Kind | null): CannonRequest => {
    let n = 0;
    return {
      method: 'GET',
      setupRequest: (request) => {
        const i = n++;
        return requestFor(kind ?? kindOf(i), i, request);
      },
    };
  };
  const mix = only(null);
  const statuses = (r: CannonResult) =>
    Object.entries(r.statusCodeStats)
      .map(([code, s]) => `${code}:${s.count}`)
      .join(' ');

  await autocannon({ url: `${base}/healthz`, connections, duration: 2, headers: browser });
  const health = await autocannon({ url: `${base}/healthz`, connections, duration, headers: browser });
  const mixed = await autocannon({ url: base, connections, duration, headers: browser, requests: [mix] });
  console.log(
    `engine=${database.engine} doctors=${target} connections=${connections} duration=${duration}s mix=search 70% doctor 15% slots 10% booking 5%`,
  );
  console.log(cannonLine('healthz', health));
  console.log(`${cannonLine('mixed', mixed)} statuses=${statuses(mixed)}`);
  console.log(`mixed/healthz throughput ratio ${(mixed.requests.average / health.requests.average).toFixed(2)}`);
  // Each kind alone, for a share of the run time: which of them the mix waits for.
  for (const kind of ['search', 'doctor', 'slots', 'booking'] as const) {
    const alone = await autocannon({
      url: base,
      connections,
      duration: Math.max(2, Math.round(duration / 4)),
      headers: browser,
      requests: [only(kind)],
    });
    console.log(`${cannonLine(`  ${kind}`, alone)} statuses=${statuses(alone)}`);
  }

  if (soakSeconds > 0) {
    const samples: { at: number; heap: number; rss: number; external: number }[] = [];
    const sample = (at: number) => {
      gc!();
      const m = process.memoryUsage();
      const s = { at, heap: m.heapUsed / 2 ** 20, rss: m.rss / 2 ** 20, external: m.external / 2 ** 20 };
      samples.push(s);
      console.log(
        `soak t=${String(at).padStart(4)}s heapUsed=${s.heap.toFixed(1)}MB rss=${s.rss.toFixed(1)}MB external=${s.external.toFixed(1)}MB`,
      );
    };
    sample(0);
    let totals = { requests: 0, non2xx: 0, errors: 0 };
    for (let at = sampleSeconds; at <= soakSeconds; at += sampleSeconds) {
      const r = await autocannon({
        url: base,
        connections,
        duration: sampleSeconds,
        headers: browser,
        requests: [mix],
      });
      totals = {
        requests: totals.requests + r.requests.total,
        non2xx: totals.non2xx + r.non2xx,
        errors: totals.errors + r.errors,
      };
      sample(at);
    }
    // Compare the last third of the soak with the first third after warm-up (the first sample is cold).
    const third = Math.max(1, Math.floor((samples.length - 1) / 3));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const early = mean(samples.slice(1, 1 + third).map((s) => s.heap));
    const late = mean(samples.slice(-third).map((s) => s.heap));
    const growth = (late - early) / early;
    console.log(
      `soak ${soakSeconds}s requests=${totals.requests} non2xx=${totals.non2xx} errors=${totals.errors}; heap early ${early.toFixed(1)}MB late ${late.toFixed(1)}MB growth ${(growth * 100).toFixed(1)}% (<10%): ${growth < 0.1 ? 'ok' : 'GROWING'}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
