import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';
import { nextSlotIsStale } from '../../db/next-slot.ts';

/** Stores each doctor's worked-out next slot (null: none in the horizon) as checked at `checkedAt`. */
export async function saveNextSlots(db: Db, entries: { id: string; at: Date | null }[], checkedAt: Date) {
  if (entries.length === 0) return;
  const rows = sql.join(
    entries.map((e) => sql`(${e.id}::uuid, ${e.at ? e.at.toISOString() : null}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`update ${doctors} set next_slot_at = v.at, next_slot_checked_at = ${checkedAt.toISOString()}::timestamptz
    from (values ${rows}) as v(id, at) where ${doctors.id} = v.id`);
}

/** After a booking change: the stored next slot of the doctor is worked out again when next needed. */
export async function clearNextSlot(db: Tx | Db, doctorId: string) {
  await db.update(doctors).set({ nextSlotCheckedAt: null }).where(eq(doctors.id, doctorId));
}

/** Doctors whose stored next slot is stale, never-worked-out first. */
export async function selectStaleNextSlotIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(nextSlotIsStale(now))
    .orderBy(sql`${doctors.nextSlotCheckedAt} asc nulls first`)
    .limit(limit);
  return rows.map((r) => r.id);
}
