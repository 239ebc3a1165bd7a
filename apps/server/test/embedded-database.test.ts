import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { localWriteVersion, openPglite } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { doctors, specialties } from '../src/db/schema/index.ts';
import { seedDemo, seedDemoIfEmpty } from '../src/seed/seed-demo.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-pglite-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function countDoctors(db: ReturnType<typeof openPglite>['db']) {
  const [row] = await db.select({ n: count() }).from(doctors);
  return row?.n ?? 0;
}

describe('embedded database on disk', () => {
  it("keeps a small buffer cache, not PostgreSQL's 128 MB the process would hold for good", async () => {
    const database = openPglite(undefined);
    try {
      const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
      expect(row?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });

  it('migrates, seeds on first start only, and keeps the data across a restart', async () => {
    const first = openPglite(dir);
    await first.migrate();
    const seeded = await seedDemoIfEmpty(first.db, { doctors: 25 });
    expect(seeded).toMatchObject({ doctors: 25 });
    expect(seeded?.reviews).toBeGreaterThan(0);
    const ids = (await first.db.select({ id: doctors.id }).from(doctors)).map((r) => r.id).sort();
    await first.close();

    const second = openPglite(dir);
    await second.migrate();
    expect(await seedDemoIfEmpty(second.db, { doctors: 25 })).toBeNull();
    const again = (await second.db.select({ id: doctors.id }).from(doctors)).map((r) => r.id).sort();
    expect(again).toEqual(ids);
    const [s] = await second.db.select({ n: count() }).from(specialties);
    expect(s?.n).toBeGreaterThanOrEqual(25);

    // Topping up adds only the missing doctors, never duplicates.
    expect(await seedDemo(second.db, { doctors: 40 })).toEqual({ doctors: 15 });
    expect(await countDoctors(second.db)).toBe(40);
    expect(await seedDemo(second.db, { doctors: 40 })).toEqual({ doctors: 0 });
    await second.close();
  });

  it('counts every write issued through the process, so caches need not ask the database', async () => {
    const database = openPglite(undefined);
    await database.migrate();
    const version = () => localWriteVersion(database.db)!;
    const start = version();
    await database.db.select().from(specialties);
    expect(version()).toBe(start);
    await database.db.insert(specialties).values({ slug: 'counted', nameAr: 'عد', nameEn: 'Counted' });
    const afterInsert = version();
    expect(afterInsert).toBeGreaterThan(start);
    await database.db.update(specialties).set({ nameEn: 'Counted again' }).where(eq(specialties.slug, 'counted'));
    expect(version()).toBeGreaterThan(afterInsert);
    const beforeTransaction = version();
    await database.db.transaction(async (tx) => {
      await tx.select().from(specialties);
    });
    expect(version()).toBeGreaterThan(beforeTransaction);
    await database.close();
  });

  it('lets requests in between the statements of a loop, which would otherwise hold the thread to its end', async () => {
    const database = openPglite(undefined);
    await database.ping();
    // A timer stands for a request arriving: it must run while the loop is still going, not after it.
    let statements = 0;
    let ranAfter: number | null = null;
    setTimeout(() => (ranAfter = statements), 0);
    for (let i = 0; i < 200 && ranAfter === null; i++) {
      await database.db.execute(sql`select pg_sleep(0.001)`);
      statements++;
    }
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(ranAfter).not.toBeNull();
    expect(ranAfter!).toBeLessThan(200);
    await database.close();
  });
});
