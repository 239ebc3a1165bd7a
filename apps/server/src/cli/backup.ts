import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { callRunningServer, findRunningServer } from '../control-channel.ts';
import { openPglite } from '../db/client.ts';
import { embeddedDatabaseDir, operatorPath } from './embedded-database.ts';

/**
 * `npm run backup -- --out FILE`: a consistent copy of the embedded database (decision 036), a gzipped tar of
 * its data directory. While a server runs on DATA_DIR the copy is made by that server (its control channel),
 * between two statements after a checkpoint; otherwise this command opens the folder itself. On PostgreSQL
 * it says to use pg_dump (README "Backups").
 */
const usage = 'Usage: npm run backup -- --out <file>';
let out: string | undefined;
try {
  ({
    values: { out },
  } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } }, strict: true }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!out) {
  console.error(`--out is required.\n${usage}`);
  process.exit(2);
}
const config = loadConfigOrExit();
const databaseDir = embeddedDatabaseDir(
  config,
  'pg_dump --format=custom --file=tabib.dump "$DATABASE_URL"   (pg_restore brings it back)',
);
const file = operatorPath(out);

async function dump(): Promise<Buffer> {
  const running = findRunningServer(config.DATA_DIR);
  if (running) {
    const res = await callRunningServer(running, 'GET', '/backup').catch((error: unknown) => {
      throw new Error(
        `the server running on ${config.DATA_DIR} (process ${running.pid}) did not answer (${(error as Error).message}); nothing was written`,
      );
    });
    if (!res.ok) throw new Error(`the running server answered ${res.status}; nothing was written`);
    return Buffer.from(await res.arrayBuffer());
  }
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) throw new Error(`there is no database in ${databaseDir}`);
  const database = openPglite(databaseDir);
  try {
    const blob = await database.dump!();
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await database.close();
  }
}

try {
  const data = await dump();
  // Written beside the target and renamed: a FILE that exists is either the old backup or the new one, whole.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, data, { mode: 0o600 });
  fs.renameSync(partial, file);
  console.log(`Backed up ${databaseDir} to ${file} (${(data.length / 1_048_576).toFixed(1)} MB).`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
