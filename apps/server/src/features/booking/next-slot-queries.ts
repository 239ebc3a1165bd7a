import { lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { doctors, searchSlotChanges } from '../../db/schema/index.ts';

/**
 * Stores each doctor's worked-out next slots (epoch ms, ascending; empty: none in the horizon) as checked at
 * `checkedAt`. Rows another transaction holds are skipped, not waited for: concurrent "soonest" searches and the
 * background refresher work out the same stale doctors, and two updates locking the same rows in different
 * orders deadlocked (an error for the searcher). Whoever holds the row stores what this would have.
 */
export async function saveNextSlots(db: Db, entries: { id: string; at: number[] }[], checkedAt: Date) {
  if (entries.length === 0) return;
  const rows = sql.join(
    entries.map(
      (e) => sql`(${e.id}::uuid, ${`{${e.at.map((at) => new Date(at).toISOString()).join(',')}}`}::timestamptz[])`,
    ),
    sql`, `,
  );
  await db.execute(sql`with v(id, at) as (values ${rows}),
      locked as (select ${doctors.id} as id from ${doctors} where ${doctors.id} in (select id from v)
        order by ${doctors.id} for update skip locked)
    update ${doctors} set next_slots = v.at, next_slot_checked_at = ${checkedAt.toISOString()}::timestamptz
    from v where ${doctors.id} = v.id and ${doctors.id} in (select id from locked)`);
}

/**
 * After a booking change: the stored next slot of the doctor is worked out again when next needed. The doctor is
 * logged as a slot change too, in the same statement: a search that ran after the booking committed but before
 * this still found the booked slot stored as the next one, and each process drops the kept answers showing a
 * doctor so logged (decision 009); clearing alone moves no version, so such an answer stayed for up to a minute.
 */
export async function clearNextSlot(db: Tx | Db, doctorId: string) {
  await db.execute(sql`with cleared as (
      update ${doctors} set next_slot_checked_at = null where ${doctors.id} = ${doctorId} returning ${doctors.id} as id)
    insert into ${searchSlotChanges} (doctor_id) select id from cleared`);
}

/**
 * Doctors whose stored next slots are due to be worked out again (`doctors.next_slots_due_at`, db/next-slot.ts):
 * never worked out (or cleared by a booking) first, then soonest due, from the one index that column has.
 * Ordered as the index is, so that every plan reads it: with statistics from when most doctors were never
 * worked out (taken after a bulk load), a pick without that order was planned as a scan of the table that
 * finds none, 1.1 to 1.3 s a batch at a million doctors (decision 050).
 */
export async function selectDueNextSlotIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(lte(doctors.nextSlotsDueAt, now))
    .orderBy(doctors.nextSlotsDueAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
