import type { Db } from '../../db/client.ts';
import { deleteSlotChangesBefore } from './doctor-queries.ts';
import { MAX_AGE_MS } from './search-cache.ts';

/** How long slot changes are kept: far longer than any cached search answer lives (decision 009). */
export const SLOT_CHANGES_KEPT_MS = 10 * MAX_AGE_MS;

/** Deletes slot changes no search cache can still need. */
export async function purgeOldSlotChanges(db: Db, now: Date): Promise<number> {
  return deleteSlotChangesBefore(db, new Date(now.getTime() - SLOT_CHANGES_KEPT_MS));
}
