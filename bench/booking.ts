/**
 * Booking under load: `npm run bench:booking -- --doctors 200 --bookings 3000 --concurrency 32 --racers 100`.
 * Starts the real app on a free port over a throw-away embedded database (or the PostgreSQL in
 * DATABASE_URL; use an empty scratch database) and measures, over HTTP:
 * - throughput of POST /api/v1/appointments on distinct free slots (every request should be a 201);
 * - the single-slot race: `racers` simultaneous bookings of one slot (exactly one 201, the rest 409).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';
import { createPatients, openAllDay, tomorrow } from './support.ts';

const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '200' },
    bookings: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '32' },
    racers: { type: 'string', default: '100' },
  },
});
const doctorCount = Number(values.doctors);
const bookingCount = Number(values.bookings);
const concurrency = Number(values.concurrency);
const racers = Number(values.racers);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-booking-'));
const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL, 40)
  : openPglite(path.join(dir, 'db'));
try {
  await database.migrate();
  await seedDemo(database.db, { doctors: doctorCount });
  // Open all day, every day, in 15-minute slots: plenty of distinct slots for every doctor.
  const doctorIds = await openAllDay(database.db, doctorCount);
  // A patient per booking: one patient may hold only a few upcoming appointments (BOOKING_MAX_UPCOMING).
  const tokens = await createPatients(database.db, Math.max(bookingCount, racers));

  const app = await buildApp(testConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;

  // Distinct slots: day d (from tomorrow), doctor i, slot k of that day.
  const targets: { doctorId: string; startsAt: string }[] = [];
  const slotsCache = new Map<string, string[]>();
  for (let n = 0; targets.length < bookingCount; n++) {
    const doctorId = doctorIds[n % doctorIds.length]!;
    let slots = slotsCache.get(doctorId);
    if (!slots) {
      const res = await fetch(`${base}/doctors/${doctorId}/slots?days=7&from=${tomorrow()}`);
      slots = ((await res.json()) as { items: { startsAt: string }[] }).items.map((s) => s.startsAt);
      slotsCache.set(doctorId, slots);
    }
    const slot = slots[Math.floor(n / doctorIds.length)];
    if (!slot) throw new Error('not enough slots for that many bookings');
    targets.push({ doctorId, startsAt: slot });
  }

  const book = (token: string, target: { doctorId: string; startsAt: string }) =>
    fetch(`${base}/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...target,
        patientName: 'Bench Patient',
        phone: '01001234567',
        email: 'bench@example.com',
      }),
    }).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    });

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < targets.length; i = next++) {
        const t0 = performance.now();
        const status = await book(tokens[i]!, targets[i]!);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `engine=${database.engine} doctors=${doctorIds.length} bookings=${targets.length} concurrency=${concurrency}`,
  );
  console.log(
    `distinct slots: ${(targets.length / seconds).toFixed(0)} bookings/s p50=${pct(50)}ms p99=${pct(99)}ms statuses=${JSON.stringify(Object.fromEntries(statuses))}`,
  );

  const contested = { doctorId: doctorIds[0]!, startsAt: slotsCache.get(doctorIds[0]!)!.at(-1)! };
  const raceStart = performance.now();
  const race = await Promise.all(tokens.slice(0, racers).map((token) => book(token, contested)));
  const raceMs = performance.now() - raceStart;
  const won = race.filter((s) => s === 201).length;
  const taken = race.filter((s) => s === 409).length;
  console.log(
    `single-slot race: racers=${racers} 201=${won} 409=${taken} other=${racers - won - taken} in ${raceMs.toFixed(0)}ms: ${won === 1 && taken === racers - 1 ? 'ok' : 'BROKEN'}`,
  );
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
