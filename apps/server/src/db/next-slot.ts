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

/**
 * `nextSlotIsStale` for values already read, as epoch milliseconds (null: none): the cards a process keeps.
 */
export function isNextSlotStale(at: number | null, checkedAt: number | null, now: number): boolean {
  return isNextSlotStaleAt(at ?? Number.NaN, checkedAt ?? Number.NaN, now);
}

/**
 * The same rule on numbers where none is NaN, as the search copy's columns hold them (features/doctors): a
 * soonest search asks it of every match, with no conversion. NaN compares false, so "none" never "started".
 */
export function isNextSlotStaleAt(at: number, checkedAt: number, now: number): boolean {
  return checkedAt !== checkedAt || at < now || (at !== at && checkedAt < now - NO_SLOT_RECHECK_MS);
}
