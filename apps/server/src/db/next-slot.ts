import { sql, type SQL } from 'drizzle-orm';
import { doctors } from './schema/index.ts';

/** How long "no free slot in the horizon" is trusted before it is worked out again. */
export const NO_SLOT_RECHECK_MS = 60 * 60_000;

/**
 * Whether a doctor's stored next slot must be worked out again: never worked out (or cleared by a
 * booking change), already started, or "none" found too long ago. Shared by search and the refresher.
 */
export function nextSlotIsStale(now: Date): SQL {
  const { nextSlotAt: at, nextSlotCheckedAt: checkedAt } = doctors;
  const recheck = new Date(now.getTime() - NO_SLOT_RECHECK_MS);
  return sql`(${checkedAt} is null
    or ${at} < ${now.toISOString()}::timestamptz
    or (${at} is null and ${checkedAt} < ${recheck.toISOString()}::timestamptz))`;
}

/** `nextSlotIsStale` for values already read (a card a process keeps, features/doctors/search-index-sync.ts). */
export function isNextSlotStale(at: Date | null, checkedAt: Date | null, now: Date): boolean {
  return (
    checkedAt === null ||
    (at !== null && at.getTime() < now.getTime()) ||
    (at === null && checkedAt.getTime() < now.getTime() - NO_SLOT_RECHECK_MS)
  );
}
