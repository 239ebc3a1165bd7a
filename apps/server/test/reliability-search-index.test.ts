/**
 * Each process searches its own copy of doctor_search and brings it up to date from the change log by
 * transaction snapshot (decision 022). The case a sequence number would get wrong: a transaction that
 * began writing first but commits last must still be seen once it commits, and a change made behind the
 * server's back (another process, psql) must be seen by the next search.
 *
 * PostgreSQL only (two transactions at once): selected in the "server (postgres)" project only.
 */
import { DoctorSearchQuery } from '@tabib/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { doctors } from '../src/db/schema/index.ts';
import { findDoctors } from '../src/features/doctors/index.ts';
import { copyTemplateDatabase, type DatabaseCopy } from './support/database-copies.ts';
import { testEngine } from './support/test-db.ts';

let copy: DatabaseCopy;
let database: Database;

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
});

afterAll(async () => {
  await database?.close();
  await copy?.remove();
});

const FEE = 77_777;
const priced = async () =>
  (
    await findDoctors(database.db, DoctorSearchQuery.parse({ feeMin: FEE, feeMax: FEE }), 'en', { cache: false })
  ).items.map((d) => d.id);

describe('the search copy of every process', () => {
  it('sees a transaction that committed after a later one, and changes and removals made elsewhere', async () => {
    const [first, second] = await database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(2);
    expect(await priced()).toEqual([]);

    const slow = new pg.Client({ connectionString: copy.url });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query('update doctors set fee = $1 where id = $2', [FEE, first!.id]);
      expect(await priced()).toEqual([]);

      // A later transaction commits first, and the copy moves past it.
      await database.db.update(doctors).set({ fee: FEE }).where(eq(doctors.id, second!.id));
      expect(await priced()).toEqual([second!.id]);

      await slow.query('commit');
    } finally {
      await slow.end();
    }
    expect((await priced()).sort()).toEqual([first!.id, second!.id].sort());

    await database.db.delete(doctors).where(eq(doctors.id, second!.id));
    expect(await priced()).toEqual([first!.id]);
  });
});
