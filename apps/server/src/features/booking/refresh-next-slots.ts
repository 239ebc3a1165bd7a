import type { Db } from '../../db/client.ts';
import { saveNextSlots, selectStaleNextSlotIds } from './next-slot-queries.ts';
import { findNextSlots } from './find-next-slots.ts';

/** Works out and stores the next free slot of each doctor; answers them by id (null: none in the horizon). */
export async function refreshNextSlots(db: Db, doctorIds: string[], now: Date): Promise<Map<string, Date | null>> {
  const slots = await findNextSlots(db, doctorIds, now);
  const entries = [...slots].map(([id, slot]) => ({ id, at: slot ? new Date(slot.startsAt) : null }));
  await saveNextSlots(db, entries, now);
  return new Map(entries.map((e) => [e.id, e.at]));
}

/**
 * One pass over doctors whose stored next slot is stale; returns how many were refreshed. Run in batches by
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
 * refresher, src/worker.ts). A stored next slot goes stale as soon as it starts, so a directory of 100,000
 * doctors with 20-minute slots has about 80 a second to work out again in opening hours: one batch of 200
 * every half minute fell behind, and "soonest" searches then did that work while people waited. Small
 * batches: on the embedded database each one holds the process's only thread while it runs.
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
