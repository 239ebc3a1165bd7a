import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { adminUrl, databaseUrl } from './engine.ts';

export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** A fresh copy of the migrated, seeded template; `close()` also throws the copy away. */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    const database = openPglite(undefined, { loadDataDir: new Blob([tar]) });
    await database.ping();
    return database;
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const name = `tabib_t_${randomUUID().replaceAll('-', '')}`;
  const admin = openPostgres(adminUrl(base), 1);
  await admin.db.execute(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const database = openPostgres(databaseUrl(base, name), 20);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.db.execute(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}
