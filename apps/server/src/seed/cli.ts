import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from './seed-demo.ts';

const { values } = parseArgs({
  options: { doctors: { type: 'string', default: '500' } },
});
const target = Number(values.doctors);
if (!Number.isInteger(target) || target < 0) {
  console.error('--doctors must be a whole number, e.g. npm run seed -- --doctors 100000');
  process.exit(1);
}

const database = openDatabase(loadConfig());
const started = performance.now();
let lastReport = 0;
// Under the start-up lock, like a server's first start, so the two never migrate or seed at the same time.
const result = await database.withStartupLock(async () => {
  await database.migrate();
  return seedDemo(database.db, {
    doctors: target,
    onProgress: (done) => {
      if (done - lastReport >= 10_000) {
        lastReport = done;
        console.log(`  ${done} doctors`);
      }
    },
  });
});
// A bulk load leaves the planner without statistics until autovacuum's next pass, and for good where it is off;
// PostgreSQL's manual says to analyse after one ("Populating a Database"). Without them, at a million doctors, the
// next-slot refresher read every weekly hour (1.7 to 3.3 s a batch) and JIT compiled small statements (decision 050).
if (result.doctors > 0) await database.db.execute(sql`analyze`);
console.log(
  `Seeded ${result.doctors} new doctors (${target} in all) into ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
await database.close();
