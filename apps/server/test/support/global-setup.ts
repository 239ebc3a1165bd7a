import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/seed-demo.ts';
import { adminUrl, databaseUrl, TEST_DOCTORS } from './engine.ts';

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it
 * (a PGlite data-directory dump, or a PostgreSQL database created WITH TEMPLATE), which is much faster
 * than migrating per file and keeps files isolated from each other.
 */
export default async function setup(project: TestProject) {
  // The tests that start real server processes run the compiled server, as production does (decision 021).
  execFileSync(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../../../scripts/build-if-stale.mjs'), 'server'],
    {
      stdio: 'inherit',
    },
  );
  const engine = project.config.env?.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  if (engine === 'pglite') {
    const database = openPglite(undefined);
    await database.migrate();
    await seedDemo(database.db, { doctors: TEST_DOCTORS });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'tabib-test-'));
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const template = `tabib_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = openPostgres(adminUrl(base), 1);
  await admin.db.execute(`create database "${template}"`);
  const database = openPostgres(databaseUrl(base, template), 2);
  await database.migrate();
  await seedDemo(database.db, { doctors: TEST_DOCTORS });
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.db.execute(`drop database if exists "${template}" with (force)`);
    await admin.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
