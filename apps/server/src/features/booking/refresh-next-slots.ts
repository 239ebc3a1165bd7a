import type { Db } from '../../db/client.ts';
import { NEXT_SLOTS_KEPT } from '../../db/next-slot.ts';
import { saveNextSlots, selectStaleNextSlotIds } from './next-slot-queries.ts';
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
 * One pass over doctors whose stored next slots are stale; returns how many were refreshed. Run in batches by
 * `refreshStaleNextSlotsFor` (src/worker.ts) so "soonest available" orders by real times: search also refreshes
 * the rows it shows, so this only bounds how stale the order of rows not yet shown can be.
 */
export async function refreshStaleNextSlots(db: Db, now: Date, batch = 200): Promise<number> {
  const ids = await selectStaleNextSlotIds(db, now, batch);
  if (ids.length) await refreshNextSlots(db, ids, now);
  return ids.length;
}

/**
 * Batches of `refreshStaleNextSlots` until none is left stale or `budgetMs` has passed (the background
 * refresher, src/worker.ts). A stored list goes stale once its last slot starts: a directory of 100,000
 * doctors with 20-minute slots has about 20 a second to work out again in opening hours (80 when one slot was
 * stored: one batch of 200 every half minute fell behind, and "soonest" searches then did that work while
 * people waited). Small batches: on the embedded database each one holds the process's only thread while it runs.
 */
export async function refreshStaleNextSlotsFor(db: Db, budgetMs: number, batch = 25): Promise<number> {
  const started = Date.now();
  let refreshed = 0;
  for (;;) {
    const n = await refreshStaleNextSlots(db, new Date(), batch);
    refreshed += n;
    if (n < batch || Date.now() - started >= budgetMs) return refreshed;
  }
}
