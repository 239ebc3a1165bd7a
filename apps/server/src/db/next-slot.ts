import { sql, type SQL } from 'drizzle-orm';
import { doctors } from './schema/index.ts';

/** How long "no free slot in the horizon" is trusted before it is worked out again. */
export const NO_SLOT_RECHECK_MS = 60 * 60_000;

/**
 * How many of a doctor's next free slots are stored (`doctors.next_slots`, decision 051). When the first starts
 * the next one stored is shown, with no write: the stored list is worked out again only near its end (below),
 * or once a booking, a cancellation or new hours cleared it. With one stored, every doctor was worked out and
 * written again each time a slot passed: at a million doctors in opening hours, some 900 a second, which every
 * server process then read and applied, and searches waited behind that.
 */
export const NEXT_SLOTS_KEPT = 4;

/*
 * Two rules on a stored list, the second never later than the first:
 * - stale (below): search must work it out before showing it: never worked out (or cleared by a booking change),
 *   every slot started, or "none" found over NO_SLOT_RECHECK_MS ago;
 * - due (`doctors.next_slots_due_at`, tabib_next_slots_due_at in migration 0048, decision 052): the background
 *   refresher works it out: at once if never worked out, NO_SLOT_RECHECK_MS after "none" was found, else at a
 *   moment between its last two slots' starts and at least a minute before the last (a list of one: when it
 *   starts), spread per doctor by a hash of the id, so lists worked out at one slot start do not all run out at
 *   one later one, and the refresher reaches a list before search has to.
 */

/** A stored list's last slot (SQL): the list is of no more use once it has started. */
const lastNextSlot = (): SQL => sql`${doctors.nextSlots}[cardinality(${doctors.nextSlots})]`;

/**
 * Whether a doctor's stored next slots must be worked out again: never worked out (or cleared by a booking
 * change), every one already started, or "none" found too long ago: search's rule (doctor-queries.ts).
 */
export function nextSlotIsStale(now: Date): SQL {
  const { nextSlots: slots, nextSlotCheckedAt: checkedAt } = doctors;
  const recheck = new Date(now.getTime() - NO_SLOT_RECHECK_MS);
  return sql`(${checkedAt} is null
    or ${lastNextSlot()} < ${now.toISOString()}::timestamptz
    or (cardinality(${slots}) = 0 and ${checkedAt} < ${recheck.toISOString()}::timestamptz))`;
}

/** A doctor's stored next slots (SQL) as epoch ms, in their order (ascending: saveNextSlots), from both drivers. */
export function nextSlotsAsMs(column: SQL | typeof doctors.nextSlots = doctors.nextSlots): SQL<number[]> {
  return sql<number[]>`array(select (extract(epoch from s) * 1000)::float8 from unnest(${column}) s)`;
}

/**
 * The next slot as of `now` of a stored list (epoch ms, ascending): the first that has not started, or null.
 * Whether the list is stale is `isNextSlotStale`'s question.
 */
export function nextSlotOf(slots: ArrayLike<number>, now: number): number | null {
  for (let i = 0; i < slots.length; i++) {
    if (slots[i]! >= now) return slots[i]!;
  }
  return null;
}

/**
 * `nextSlotIsStale` for values already read (epoch ms, ascending; null: never worked out): the cards a process keeps.
 */
export function isNextSlotStale(slots: readonly number[], checkedAt: number | null, now: number): boolean {
  return isNextSlotStaleAt(slots.length ? slots[slots.length - 1]! : Number.NaN, checkedAt ?? Number.NaN, now);
}

/**
 * The same rule on numbers, `last` the list's last slot, where none is NaN, as the search copy's columns hold them
 * (features/doctors). NaN compares false, so "none" never "started".
 */
export function isNextSlotStaleAt(last: number, checkedAt: number, now: number): boolean {
  return nextSlotsStaleFrom(last, checkedAt) < now;
}

/**
 * The moment from which a stored list is stale (stale once it is before `now`), on the numbers of
 * `isNextSlotStaleAt`: never worked out, always; else its last slot's start; "none found", NO_SLOT_RECHECK_MS
 * after it was. The search copy keeps it per doctor, so a soonest search compares one number per match.
 */
export function nextSlotsStaleFrom(last: number, checkedAt: number): number {
  if (checkedAt !== checkedAt) return -Infinity;
  return last === last ? last : checkedAt + NO_SLOT_RECHECK_MS;
}
