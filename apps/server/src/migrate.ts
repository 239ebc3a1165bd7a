// `npm run migrate`: applies the migrations and exits, for deployments that migrate before starting the
// app. Waits for the database like a start does (DB_CONNECT_TIMEOUT_S) and takes the same start-up lock.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './start-up.ts';

try {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await prepareDatabase(database, {
      timeoutMs: config.DB_CONNECT_TIMEOUT_S * 1000,
      onRetry: (message) => console.warn(message),
    });
  } finally {
    await database.close();
  }
  console.log(`Migrations applied (${database.engine}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
