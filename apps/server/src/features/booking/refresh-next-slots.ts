import type { Db } from '../../db/client.ts';
import { NEXT_SLOTS_KEPT } from '../../db/next-slot.ts';
import { saveNextSlots, selectDueNextSlotIds } from './next-slot-queries.ts';
import { findNextSlots } from './find-next-slots.ts';

/**
 * Works out and stores the next free slots of each doctor (up to NEXT_SLOTS_KEPT, db/next-slot.ts); answers
 * them by id, as epoch milliseconds ascending (empty: none in the horizon).
 */
export async function refreshNextSlots(db: Db, doctorIds: string[], now: Date): Promise<Map<string, number[]>> {
  const found = await findNextSlots(db, doctorIds, now, NEXT_SLOTS_KEPT);
  const entries = [...found].map(([id, slots]) => ({ id, at: slots.map((s) => Date.parse(s.startsAt)) }));
  await saveNextSlots(db, entries, now);
  return new Map(entries.map((e) => [e.id, e.at]));
}

/**
 * One pass over doctors whose stored next slots are due (db/next-slot.ts); returns how many were refreshed. Run
 * in batches by `refreshDueNextSlotsFor` (src/worker.ts) so "soonest available" orders by real times: search
 * also refreshes the rows it shows, so this only bounds how stale the order of rows not yet shown can be.
 */
export async function refreshDueNextSlots(db: Db, now: Date, batch = 200): Promise<number> {
  const ids = await selectDueNextSlotIds(db, now, batch);
  if (ids.length) await refreshNextSlots(db, ids, now);
  return ids.length;
}

/**
 * Batches of `refreshDueNextSlots` until none is left due or `budgetMs` has passed (the background
 * refresher, src/worker.ts). A stored list is due between its last two slots' starts: a directory of 100,000
 * doctors with 20-minute slots has about 20 a second to work out again in opening hours (80 when one slot was
 * stored: one batch of 200 every half minute fell behind, and "soonest" searches then did that work while
 * people waited), spread over each slot's length rather than at the starts (decision 052). Small batches: on
 * the embedded database each one holds the process's only thread while it runs.
 */
export async function refreshDueNextSlotsFor(db: Db, budgetMs: number, batch = 25): Promise<number> {
  const started = Date.now();
  let refreshed = 0;
  for (;;) {
    const n = await refreshDueNextSlots(db, new Date(), batch);
    refreshed += n;
    if (n < batch || Date.now() - started >= budgetMs) return refreshed;
  }
}
