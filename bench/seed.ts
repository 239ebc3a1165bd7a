/**
 * How long demo data takes to load: `npm run bench:seed -- --doctors 100000`.
 * Seeds a throw-away embedded database (or the PostgreSQL in DATABASE_URL) and prints doctors/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';

const { values } = parseArgs({ options: { doctors: { type: 'string', default: '100000' } } });
const target = Number(values.doctors);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-seed-'));
const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(dir);
try {
  await database.migrate();
  const started = performance.now();
  const result = await seedDemo(database.db, { doctors: target });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seed engine=${database.engine} doctors=${result.doctors} seconds=${seconds.toFixed(1)} doctors_per_s=${Math.round(result.doctors / seconds)}`,
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
