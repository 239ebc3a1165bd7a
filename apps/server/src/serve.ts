import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_DOCTOR, DEMO_PATIENT, seedDemoAdmin } from './seed/demo-accounts.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';
import { ensureAdmin } from './features/auth/index.ts';
import { startBackgroundWork } from './worker.ts';
import { prepareDatabase, serveWhileStarting } from './start-up.ts';
import { openControlChannel } from './control-channel.ts';

/** Opens the database, answers /readyz 503 while it is migrated and seeded, then serves until a signal. */
export async function serve(config: Config): Promise<void> {
  const database = openDatabase(config);
  // The embedded database is this process's alone: `npm run admin` and `npm run backup` go through it while it runs.
  let markPrepared: () => void = () => {};
  const prepared = new Promise<void>((resolve) => (markPrepared = resolve));
  const control = database.engine === 'pglite' ? await openControlChannel(config.DATA_DIR, database, prepared) : null;
  // The port answers at once (/readyz 503) while the database is reached, migrated and seeded.
  const starting = await serveWhileStarting(config);
  // The bound port, not the configured one: PORT=0 picks a free port (tests and tools read these lines).
  const port = starting.port;
  console.log(`Tabib is listening on http://localhost:${port}, preparing the database (${database.engine})`);

  try {
    await prepareDatabase(database, {
      timeoutMs: config.DB_CONNECT_TIMEOUT_S * 1000,
      onRetry: (message) => console.warn(message),
      // Under the start-up lock: a second process starting at the same moment waits, then finds it done.
      afterMigrations: async () => {
        if (config.SEED_DEMO) {
          const seeded = await seedDemoIfEmpty(database.db, { doctors: config.SEED_DOCTORS });
          if (seeded) {
            console.log(`Seeded demo data: ${seeded.doctors} doctors, ${seeded.reviews ?? 0} reviews of past visits.`);
            console.log(
              `Demo accounts: patient ${DEMO_PATIENT.email} / ${DEMO_PATIENT.password}, doctor ${DEMO_DOCTOR.email} / ${DEMO_DOCTOR.password}`,
            );
            // Without ADMIN_EMAIL, an admin to try the admin pages with: its password is random, shown once.
            const admin = config.ADMIN_EMAIL ? null : await seedDemoAdmin(database.db, config.DATA_DIR);
            if (admin) {
              console.log(
                `Demo admin: ${admin.email} / ${admin.password} (shown once; also in ${admin.file}, readable by you only)`,
              );
            }
          }
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
      },
    });
  } catch (error) {
    console.error('Could not prepare the database:', error);
    await control?.close();
    await starting.close();
    await database.close().catch(() => {});
    process.exit(1);
  }

  markPrepared();
  const app = await buildApp(config, { database });
  startBackgroundWork(app);
  app.addHook('onClose', async () => {
    await control?.close();
    await database.close();
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      // Let in-flight requests finish, then close the database; force exit if something hangs.
      setTimeout(() => {
        app.log.error('shutdown did not finish within 10 s: forced exit');
        process.exit(1);
      }, 10_000).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await starting.close();
  await app.listen({ host: config.HOST, port });
  // With the time since the process began (performance.now() counts from then): what a restart costs.
  console.log(
    `Tabib is serving on http://localhost:${port} (${database.engine}), ${Math.round(performance.now())} ms after start`,
  );
}
