import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { doctors } from './schema/index.ts';

/** How long "no free slot in the horizon" is trusted before it is worked out again. */
export const NO_SLOT_RECHECK_MS = 60 * 60_000;

/**
 * Whether a doctor's stored next slot must be worked out again: never worked out (or cleared by a
 * booking change), already started, or "none" found too long ago. Shared by search and the refresher.
 */
export function nextSlotIsStale(
  now: Date,
  // Search reads its copy of the two columns (doctor_search); everything else the doctors table's.
  { at, checkedAt }: { at: AnyColumn; checkedAt: AnyColumn } = {
    at: doctors.nextSlotAt,
    checkedAt: doctors.nextSlotCheckedAt,
  },
): SQL {
  const params = staleNextSlotParams(now);
  return staleNextSlot(sql`${params.now}`, sql`${params.recheck}`, { at, checkedAt });
}

/** The two moments `nextSlotIsStale` compares with, as parameters of a prepared query. */
export function staleNextSlotParams(now: Date): { now: string; recheck: string } {
  return { now: now.toISOString(), recheck: new Date(now.getTime() - NO_SLOT_RECHECK_MS).toISOString() };
}

/** `nextSlotIsStale` with the moments given as SQL (placeholders of a prepared query). */
export function staleNextSlot(
  now: SQL | Placeholder,
  recheck: SQL | Placeholder,
  { at, checkedAt }: { at: AnyColumn; checkedAt: AnyColumn } = {
    at: doctors.nextSlotAt,
    checkedAt: doctors.nextSlotCheckedAt,
  },
): SQL {
  return sql`(${checkedAt} is null
    or ${at} < ${now}::timestamptz
    or (${at} is null and ${checkedAt} < ${recheck}::timestamptz))`;
}
