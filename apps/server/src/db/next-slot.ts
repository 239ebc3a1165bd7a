import { sql, type SQL } from 'drizzle-orm';
import { doctors } from './schema/index.ts';

/** How long "no free slot in the horizon" is trusted before it is worked out again. */
export const NO_SLOT_RECHECK_MS = 60 * 60_000;

/**
 * Whether a doctor's stored next slot must be worked out again: never worked out (or cleared by a
 * booking change), already started, or "none" found too long ago. Shared by search and the refresher.
 */
export function nextSlotIsStale(now: Date): SQL {
  const iso = now.toISOString();
  const recheck = new Date(now.getTime() - NO_SLOT_RECHECK_MS).toISOString();
  return sql`(${doctors.nextSlotCheckedAt} is null
    or ${doctors.nextSlotAt} < ${iso}::timestamptz
    or (${doctors.nextSlotAt} is null and ${doctors.nextSlotCheckedAt} < ${recheck}::timestamptz))`;
}
