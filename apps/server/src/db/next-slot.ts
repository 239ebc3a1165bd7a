import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
  const iso = now.toISOString();
  const recheck = new Date(now.getTime() - NO_SLOT_RECHECK_MS).toISOString();
  return sql`(${checkedAt} is null
    or ${at} < ${iso}::timestamptz
    or (${at} is null and ${checkedAt} < ${recheck}::timestamptz))`;
}
