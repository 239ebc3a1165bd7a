import type { Db } from '../../db/client.ts';
import { deleteSearchEventsBefore, insertSearchEvents, type SearchEvent } from './search-log-queries.ts';

/**
 * The searches people make, for the admin dashboard (decision 036), recorded without slowing search: a
 * search only appends to this process's buffer; the background task writes the buffer in one insert every
 * few seconds. A process killed in between loses at most those seconds of counts: these are statistics,
 * not records. The buffer is bounded: past MAX_BUFFERED events (a database away for long) new ones are
 * dropped rather than held in memory.
 */
const MAX_BUFFERED = 10_000;
// On the embedded database a statement holds the thread: 200 rows take about 30 ms there (measured, decision 036).
const FLUSH_BATCH = 200;
const buffers = new WeakMap<Db, SearchEvent[]>();

export function recordSearch(db: Db, event: Omit<SearchEvent, 'at'>): void {
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = []));
  if (buffer.length < MAX_BUFFERED) buffer.push({ ...event, at: new Date() });
}

/** Writes what was recorded since the last flush; how many events. A failed write keeps them for the next. */
export async function flushSearchLog(db: Db): Promise<number> {
  const buffer = buffers.get(db);
  if (!buffer?.length) return 0;
  let written = 0;
  while (buffer.length > 0) {
    const batch = buffer.slice(0, FLUSH_BATCH);
    await insertSearchEvents(db, batch);
    buffer.splice(0, batch.length);
    written += batch.length;
  }
  return written;
}

/** The dashboard shows 90 days: older searches are deleted (retention). */
export async function purgeOldSearchEvents(db: Db, now: Date): Promise<number> {
  return deleteSearchEventsBefore(db, new Date(now.getTime() - 91 * 86_400_000));
}
