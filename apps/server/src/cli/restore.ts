import fs from 'node:fs';
import { loadConfigOrExit } from '../config.ts';
import { findRunningServer } from '../control-channel.ts';
import { openPglite } from '../db/client.ts';
import { embeddedDatabaseDir, operatorPath } from './embedded-database.ts';

/**
 * `npm run restore -- FILE`: brings a backup made by `npm run backup` back into an empty DATA_DIR (decision
 * 036). It never overwrites: a DATA_DIR that holds a database, or that a running server holds, is refused.
 * The restored database is migrated by the next server start like any other.
 */
const usage = 'Usage: npm run restore -- <backup file>   (into the empty DATA_DIR)';
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfigOrExit();
const databaseDir = embeddedDatabaseDir(
  config,
  'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" tabib.dump',
);
const file = operatorPath(args[0]!);

function refuse(message: string): never {
  console.error(`Restore refused: ${message}. Nothing was changed.`);
  process.exit(1);
}

if (!fs.existsSync(file)) refuse(`${file} does not exist`);
if (findRunningServer(config.DATA_DIR)) refuse(`a Tabib server is running on ${config.DATA_DIR}; stop it first`);
if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length > 0) {
  refuse(`${databaseDir} is not empty; restore into a new DATA_DIR (or move the old database away first)`);
}
try {
  const database = openPglite(databaseDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
  console.log(`Restored ${file} into ${databaseDir}. Start the server with DATA_DIR=${config.DATA_DIR}.`);
} catch (error) {
  // A half-written folder must not pass for a database at the next start.
  fs.rmSync(databaseDir, { recursive: true, force: true });
  console.error(`Restore failed: ${(error as Error).message}. ${databaseDir} was left empty.`);
  process.exitCode = 1;
}
