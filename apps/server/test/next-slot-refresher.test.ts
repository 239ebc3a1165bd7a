import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { NO_SLOT_RECHECK_MS } from '../src/db/next-slot.ts';
import { doctors } from '../src/db/schema/index.ts';
import { refreshStaleNextSlotsFor } from '../src/features/booking/index.ts';
import { saveNextSlots, selectStaleNextSlotIds } from '../src/features/booking/next-slot-queries.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createTestDatabase } from './support/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the next-slot refresher', () => {
  it('picks every kind of stale next slots, never-worked-out first, and none that still holds', async () => {
    const db = database.db;
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const ids = (await db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(5)).map((d) => d.id);
    const [unchecked, started, noneLongAgo, fresh, noneLately] = ids as [string, string, string, string, string];
    // Every other doctor holds a fresh slot after one that started, so the five below are all there is.
    await db.update(doctors).set({ nextSlots: [minutes(-20), minutes(60)], nextSlotCheckedAt: now });
    await db
      .update(doctors)
      .set({ nextSlotCheckedAt: null })
      .where(inArray(doctors.id, [unchecked]));
    await db
      .update(doctors)
      .set({ nextSlots: [minutes(-21), minutes(-1)] })
      .where(inArray(doctors.id, [started]));
    await db
      .update(doctors)
      .set({ nextSlots: [], nextSlotCheckedAt: new Date(now.getTime() - NO_SLOT_RECHECK_MS - 60_000) })
      .where(inArray(doctors.id, [noneLongAgo]));
    await db
      .update(doctors)
      .set({ nextSlots: [], nextSlotCheckedAt: minutes(-5) })
      .where(inArray(doctors.id, [noneLately]));

    const stale = await selectStaleNextSlotIds(db, now, 10);
    expect(stale[0]).toBe(unchecked);
    expect([...stale].sort()).toEqual([unchecked, started, noneLongAgo].sort());
    expect(stale).not.toContain(fresh);
    expect(await selectStaleNextSlotIds(db, now, 2)).toHaveLength(2);

    // The background pass works them all out, then finds nothing left.
    expect(await refreshStaleNextSlotsFor(db, 10_000, 2)).toBe(3);
    expect(await selectStaleNextSlotIds(db, new Date(), 10)).toEqual([]);
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(doctors)
      .where(sql`${doctors.nextSlotCheckedAt} is null`);
    expect(left?.n).toBe(0);
  });

  it('stores next slots worked out at the same time for the same doctors without a deadlock', async () => {
    const db = database.db;
    // Enough doctors that PostgreSQL updates them in the order given (index lookups), not the table's.
    await seedDemo(db, { doctors: 3_000 });
    const ids = (
      await db
        .select({ id: doctors.id })
        .from(doctors)
        .orderBy(sql`random()`)
        .limit(200)
    ).map((d) => d.id);
    const at = [Date.now() + 3_600_000, Date.now() + 4_800_000];
    // Searches and the refresher write overlapping doctors in different orders, all at once.
    const orders = Array.from({ length: 12 }, () => [...ids].sort(() => Math.random() - 0.5));
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        orders.map((order) =>
          saveNextSlots(
            db,
            order.map((id) => ({ id, at })),
            new Date(),
          ),
        ),
      );
    }
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(doctors)
      .where(sql`${doctors.nextSlots} = ${`{${at.map((t) => new Date(t).toISOString()).join(',')}}`}::timestamptz[]`);
    expect(row?.n).toBe(ids.length);
  });
});
