import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { doctors, doctorWeeklyHours } from '../../src/db/schema/index.ts';
import { adminUrl, databaseUrl } from './engine.ts';

/**
 * A copy of the test template that a server *process* can open: a PostgreSQL database (its URL) or a
 * PGlite data directory on disk (DATA_DIR). `test-db.ts` makes in-memory copies for in-process apps;
 * these are for tests that spawn src/main.ts.
 */
export interface DatabaseCopy {
  engine: 'pglite' | 'postgres';
  /** What the server process needs: DATA_DIR or DATABASE_URL. */
  serverEnv: Record<string, string>;
  /** PostgreSQL only: the database's URL. */
  url?: string;
  /**
   * Opens it from the test process. On PGlite only while no server process has it open (PGlite is
   * single-process); close it before starting one.
   */
  open(): Database;
  /** Drops the database / removes the directory. */
  remove(): Promise<void>;
}

export async function copyTemplateDatabase(engine: 'pglite' | 'postgres'): Promise<DatabaseCopy> {
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-reliability-'));
    // The server opens DATA_DIR/pglite (see openDatabase); fill it from the template's dump.
    const seeded = openPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    await seeded.ping();
    await seeded.close();
    return {
      engine,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openPglite(path.join(dataDir, 'pglite')),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const name = `tabib_r_${randomUUID().replaceAll('-', '')}`;
  const admin = openPostgres(adminUrl(base), 1);
  await admin.db.execute(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const url = databaseUrl(base, name);
  return {
    engine,
    serverEnv: { DATABASE_URL: url },
    url,
    open: () => openPostgres(url, 10),
    remove: async () => {
      await admin.db.execute(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}

/** Gives the first `count` seeded doctors known hours (every day 09:00-12:00 Cairo, 30-minute slots). */
export async function prepareDoctors(database: Database, count: number): Promise<string[]> {
  const rows = await database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(count);
  const ids = rows.map((r) => r.id);
  for (const id of ids) {
    await database.db.update(doctors).set({ slotMinutes: 30, telehealth: false }).where(eq(doctors.id, id));
    await database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
    await database.db
      .insert(doctorWeeklyHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  }
  return ids;
}
