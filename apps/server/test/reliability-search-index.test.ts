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
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { doctors } from '../src/db/schema/index.ts';
import { findDoctors } from '../src/features/doctors/index.ts';
import { snapshotSees } from '../src/features/doctors/search-index-sync.ts';
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

  it('shows what changed of a shown doctor, also when the change is not in doctor_search or commits after it was seen', async () => {
    const page = async () =>
      (await findDoctors(database.db, DoctorSearchQuery.parse({ feeMin: FEE, feeMax: FEE }), 'en', { cache: false }))
        .items;
    const [shown] = await page();
    expect(shown).toBeDefined();
    const other = new pg.Client({ connectionString: copy.url });
    await other.connect();
    try {
      // A title (doctors only) and the clinic's name (clinics): the process keeps the card it showed.
      await other.query('update doctors set title_en = $1 where id = $2', ['Card title', shown!.id]);
      await other.query('update clinics set name_en = $1 where id = (select clinic_id from doctors where id = $2)', [
        'Card clinic',
        shown!.id,
      ]);
      const [changed] = await page();
      expect(changed).toMatchObject({ id: shown!.id, title: 'Card title', clinic: { name: 'Card clinic' } });

      // The data version is a sequence, which moves before its transaction commits: searches made in between
      // must not keep what they read then as current once it commits.
      await other.query('begin');
      await other.query('update specialties set name_en = $1 where id = $2', [
        'Renamed specialty',
        changed!.specialty.id,
      ]);
      expect((await page())[0]!.specialty.name).not.toBe('Renamed specialty');
      await other.query('commit');
      expect((await page())[0]!.specialty.name).toBe('Renamed specialty');

      // The card's place names come from the copy's catalogue: a renamed city and an area added since show too.
      await other.query('update cities set name_en = $1 where slug = $2', ['Renamed city', changed!.city.slug]);
      const {
        rows: [area],
      } = await other.query<{ id: string }>(
        `insert into areas (city_id, slug, name_ar, name_en)
         select city_id, 'card-area', 'منطقة البطاقة', 'Card area' from areas
         where id = (select c.area_id from clinics c join doctors d on d.clinic_id = c.id where d.id = $1)
         returning id`,
        [shown!.id],
      );
      await other.query('update clinics set area_id = $1 where id = (select clinic_id from doctors where id = $2)', [
        area!.id,
        shown!.id,
      ]);
      expect((await page())[0]).toMatchObject({
        id: shown!.id,
        city: { name: 'Renamed city' },
        area: { slug: 'card-area', name: 'Card area' },
      });
    } finally {
      await other.end();
    }
  });

  it('finds a doctor renamed elsewhere by a word typed before it existed, and no longer by the old name', async () => {
    // Each search is first made on the copy as it is, while the change read is in flight (decision 028):
    // these are the changes that read must catch, in the typed word's matches and in the doctor's own row.
    const named = async (q: string) =>
      (await findDoctors(database.db, DoctorSearchQuery.parse({ q }), 'en', { cache: false })).items.map((d) => d.id);
    const [renamed] = await database.db
      .select({ id: doctors.id, nameEn: doctors.nameEn })
      .from(doctors)
      .orderBy(doctors.id)
      .limit(1)
      .offset(3);
    const family = renamed!.nameEn.split(' ').at(-1)!;
    expect(await named('Zyxwvut')).toEqual([]);
    expect(await named(`Zyx ${family}`)).toEqual([]);
    expect(await named(renamed!.nameEn)).toContain(renamed!.id);
    const other = new pg.Client({ connectionString: copy.url });
    await other.connect();
    try {
      await other.query('update doctors set name_en = $1 where id = $2', [`Zyxwvut ${family}`, renamed!.id]);
    } finally {
      await other.end();
    }
    expect(await named('Zyxwvut')).toEqual([renamed!.id]);
    expect(await named(`Zyx ${family}`)).toEqual([renamed!.id]);
    expect(await named(renamed!.nameEn)).not.toContain(renamed!.id);
  });
  it('answers a search by a change read of its own, not after the read in flight when it arrived', async () => {
    // Each search waits for one read that began after it did (decision 046). Queued behind the read in flight,
    // every search waited for up to two, and one slow read held up all that came after it.
    const [doctor] = await database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1).offset(5);
    expect(await priced()).not.toContain(doctor!.id);
    const execute = database.db.execute.bind(database.db);
    let delayed = 0;
    const spy = vi.spyOn(database.db, 'execute').mockImplementation(((query: Parameters<typeof execute>[0]) => {
      // The first read from here on comes back after a second, as under a database that is busy.
      if (delayed++ === 0) return new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => execute(query));
      return execute(query);
    }) as typeof database.db.execute);
    try {
      const slow = priced();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const other = new pg.Client({ connectionString: copy.url });
      await other.connect();
      try {
        await other.query('update doctors set fee = $1 where id = $2', [FEE, doctor!.id]);
      } finally {
        await other.end();
      }
      const started = performance.now();
      expect(await priced()).toContain(doctor!.id);
      expect(performance.now() - started).toBeLessThan(500);
      await slow;
    } finally {
      spy.mockRestore();
    }
    // The slow read came back last and older than the copy: it applied nothing, and nothing went back.
    expect(await priced()).toContain(doctor!.id);
    await database.db.update(doctors).set({ fee: 100 }).where(eq(doctors.id, doctor!.id));
    expect(await priced()).not.toContain(doctor!.id);
  });

  it('reads changed rows once for every search that waits on them, and still shows a change made meanwhile', async () => {
    // The gate overlaps, the rows of changed doctors are read one read at a time: a read in flight for each
    // search fetched the same changes again and again (bench/RESULTS.md, 2026-11-29 evening).
    const [first, second] = await database.db
      .select({ id: doctors.id })
      .from(doctors)
      .orderBy(doctors.id)
      .limit(2)
      .offset(7);
    const elsewhere = async (id: string) => {
      const other = new pg.Client({ connectionString: copy.url });
      await other.connect();
      try {
        await other.query('update doctors set fee = $1 where id = $2', [FEE, id]);
      } finally {
        await other.end();
      }
    };
    expect(await priced()).not.toContain(first!.id);
    const execute = database.db.execute.bind(database.db);
    const { dialect } = database.db as unknown as { dialect: { sqlToQuery(query: unknown): { sql: string } } };
    let rowReads = 0;
    const spy = vi.spyOn(database.db, 'execute').mockImplementation(((query: Parameters<typeof execute>[0]) => {
      if (!dialect.sqlToQuery(query).sql.includes('select distinct changes.doctor_id')) return execute(query);
      // The first read of changed rows comes back after half a second, as under a database that is busy.
      if (rowReads++ === 0) return new Promise((resolve) => setTimeout(resolve, 500)).then(() => execute(query));
      return execute(query);
    }) as typeof database.db.execute);
    try {
      await elsewhere(first!.id);
      const slow = priced();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await elsewhere(second!.id);
      const later: Promise<string[]>[] = [];
      for (let i = 0; i < 4; i++) {
        later.push(priced());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await slow).toContain(first!.id);
      for (const found of await Promise.all(later))
        expect(found).toEqual(expect.arrayContaining([first!.id, second!.id]));
      // One read for the first search, one for the four that came while it was in flight.
      expect(rowReads).toBe(2);
    } finally {
      spy.mockRestore();
    }
    await database.db.update(doctors).set({ fee: 100 }).where(eq(doctors.id, first!.id));
    await database.db.update(doctors).set({ fee: 100 }).where(eq(doctors.id, second!.id));
    expect(await priced()).not.toEqual(expect.arrayContaining([first!.id]));
    expect(await priced()).not.toEqual(expect.arrayContaining([second!.id]));
  });

  it('orders snapshots by what they see', () => {
    expect(snapshotSees('10:12:10,11', '10:12:10,11')).toBe(true);
    expect(snapshotSees('11:12:11', '10:12:10,11')).toBe(true);
    expect(snapshotSees('10:12:10,11', '11:12:11')).toBe(false);
    expect(snapshotSees('12:15:13', '10:12:10,11')).toBe(true);
    expect(snapshotSees('10:12:10,11', '12:15:13')).toBe(false);
    // Running for the later one, not yet started for the earlier one.
    expect(snapshotSees('12:15:13', '12:13:')).toBe(true);
    expect(snapshotSees('12:13:', '12:15:13')).toBe(false);
  });
});
