import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { ensureAdmin } from './features/auth/index.ts';
import { startNextSlotWorker, startReminderWorker } from './features/booking/index.ts';
import { startRetentionWorker } from './retention.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = openDatabase(config);
await database.migrate();
if (config.SEED_DEMO) {
  const seeded = await seedDemoIfEmpty(database.db, { doctors: config.SEED_DOCTORS });
  if (seeded) console.log(`Seeded demo data: ${seeded.doctors} doctors.`);
}

if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
  const outcome = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  // Going on without it: the rest of the service is not the operator's account to hold hostage.
  if (outcome === 'refused') {
    console.error(
      'ADMIN_EMAIL names an account that exists and is not an admin: it was NOT made admin (anyone may have registered that address). ' +
        'If it is yours, run: npm run admin -- --email <that address> --role admin',
    );
  }
}

const app = await buildApp(config, { database });
startReminderWorker(app);
startNextSlotWorker(app);
startRetentionWorker(app);
app.addHook('onClose', async () => database.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Let in-flight requests finish, then close the database; force exit if something hangs.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
// The bound port, not the configured one: PORT=0 picks a free port (tests and tools read this line).
const { port } = app.server.address() as AddressInfo;
console.log(`Tabib is serving on http://localhost:${port} (${database.engine})`);
