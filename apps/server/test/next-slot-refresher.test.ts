import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { NO_SLOT_RECHECK_MS } from '../src/db/next-slot.ts';
import { doctors } from '../src/db/schema/index.ts';
import { refreshDueNextSlotsFor } from '../src/features/booking/index.ts';
import { saveNextSlots, selectDueNextSlotIds } from '../src/features/booking/next-slot-queries.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createTestDatabase } from './support/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the next-slot refresher', () => {
  it('picks every kind of due list, never-worked-out first, and none before its time', async () => {
    const db = database.db;
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const ids = (await db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(7)).map((d) => d.id);
    const [unchecked, started, noneLongAgo, fresh, noneLately, lastToCome, endingSoon] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Every other doctor holds a list whose last two slots are to come, so the ones below are all there is.
    await db.update(doctors).set({ nextSlots: [minutes(60), minutes(80)], nextSlotCheckedAt: now });
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
    // Its first slot started, but the second-to-last has not: it still has slots to show.
    await db
      .update(doctors)
      .set({ nextSlots: [minutes(-10), minutes(5), minutes(25)] })
      .where(inArray(doctors.id, [lastToCome]));
    // Its last slot starts in half a minute: the refresher works it out before, not a search after.
    await db
      .update(doctors)
      .set({ nextSlots: [minutes(-20), minutes(0.5)] })
      .where(inArray(doctors.id, [endingSoon]));

    const due = await selectDueNextSlotIds(db, now, 10);
    expect(due[0]).toBe(unchecked);
    expect([...due].sort()).toEqual([unchecked, started, noneLongAgo, endingSoon].sort());
    expect(due).not.toContain(fresh);
    expect(due).not.toContain(lastToCome);
    expect(await selectDueNextSlotIds(db, now, 2)).toHaveLength(2);

    // The background pass works them all out, then finds nothing left.
    expect(await refreshDueNextSlotsFor(db, 10_000, 2)).toBe(4);
    expect(await selectDueNextSlotIds(db, new Date(), 10)).toEqual([]);
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(doctors)
      .where(sql`${doctors.nextSlotCheckedAt} is null`);
    expect(left?.n).toBe(0);
  });

  it('spreads like lists between their last two slots, a minute or more before the last starts', async () => {
    const db = database.db;
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    await seedDemo(db, { doctors: 300 });
    const ids = (await db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(202)).map((d) => d.id);
    expect(ids).toHaveLength(202);
    const [single, none, ...alike] = ids as [string, string, ...string[]];
    await db
      .update(doctors)
      .set({ nextSlots: [minutes(30), minutes(50), minutes(70)], nextSlotCheckedAt: now })
      .where(inArray(doctors.id, alike));
    await db
      .update(doctors)
      .set({ nextSlots: [minutes(40)], nextSlotCheckedAt: now })
      .where(inArray(doctors.id, [single]));
    await db
      .update(doctors)
      .set({ nextSlots: [], nextSlotCheckedAt: now })
      .where(inArray(doctors.id, [none]));
    const rows = await db
      .select({ id: doctors.id, dueAt: doctors.nextSlotsDueAt })
      .from(doctors)
      .where(inArray(doctors.id, ids));
    const dueOf = new Map(rows.map((r) => [r.id, r.dueAt!.getTime()]));

    expect(dueOf.get(single)).toBe(minutes(40).getTime());
    expect(dueOf.get(none)).toBe(now.getTime() + NO_SLOT_RECHECK_MS);
    const spread = alike.map((id) => dueOf.get(id)!);
    for (const at of spread) {
      expect(at).toBeGreaterThanOrEqual(minutes(50).getTime());
      expect(at).toBeLessThanOrEqual(minutes(69).getTime());
    }
    // Over the whole slot, not bunched: most moments differ, and each quarter of the slot has its share.
    expect(new Set(spread).size).toBeGreaterThan(180);
    for (let q = 0; q < 4; q++) {
      const inQuarter = spread.filter(
        (at) => at >= minutes(50 + 4.75 * q).getTime() && at < minutes(50 + 4.75 * (q + 1)).getTime(),
      );
      expect(inQuarter.length).toBeGreaterThan(25);
    }
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
