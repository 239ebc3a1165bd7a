import { openPostgres } from '../apps/server/src/db/client.ts';
import { refreshStaleNextSlots } from '../apps/server/src/features/booking/index.ts';
import { seedForBench } from './support.ts';
const database = openPostgres(process.env.DATABASE_URL!);
await seedForBench(database, 1_000_000);
const t = performance.now(); let total = 0; let n;
while ((n = await refreshStaleNextSlots(database.db, new Date(), 2_000)) > 0) { total += n; if (total % 50000 < 2000) console.log(new Date().toISOString(), total, ((performance.now() - t) / 1000).toFixed(0) + 's'); }
console.log('done', total, ((performance.now() - t) / 1000).toFixed(0));
await database.close();
