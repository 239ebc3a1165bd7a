import { parseArgs } from 'node:util';
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
await database.migrate();
let lastReport = 0;
const result = await seedDemo(database.db, {
  doctors: target,
  onProgress: (done) => {
    if (done - lastReport >= 10_000) {
      lastReport = done;
      console.log(`  ${done} doctors`);
    }
  },
});
console.log(
  `Seeded ${result.doctors} new doctors (${target} in all) into ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
await database.close();
