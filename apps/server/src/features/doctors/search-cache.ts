import type { DoctorPage } from '@tabib/contracts';
import { localWriteVersion, type Db } from '../../db/client.ts';
import { readSearchVersion } from './doctor-queries.ts';

/** The longest an answer is kept even when nothing changed: bounds what a missed change could cost. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  version: string;
  expiresAt: number;
  page: DoctorPage;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Embedded database: its write count when the last version read began, and what that read found. */
  checked: { writes: number; version: string } | null;
  /** The version read now under way, and the one queued behind it (see `currentVersion`). */
  reading: Promise<string> | null;
  queued: Promise<string> | null;
}

// One cache per database handle: tests and benchmarks run several apps (several databases) in one process.
const caches = new WeakMap<Db, Cache>();

/**
 * The data version as of a moment after this call. Concurrent callers share reads, but never one that
 * started before they asked: whoever arrives while a read is under way waits for the next one, which
 * starts when that one ends. So a write committed before a search began is always seen, and under load
 * one read serves a whole batch of searches instead of one each.
 */
function currentVersion(db: Db, cache: Cache): Promise<string> {
  if (!cache.reading) {
    const writes = localWriteVersion(db);
    cache.reading = readSearchVersion(db)
      .then((version) => {
        if (writes !== null) cache.checked = { writes, version };
        return version;
      })
      .finally(() => {
        cache.reading = null;
      });
    return cache.reading;
  }
  cache.queued ??= cache.reading
    .catch(() => undefined)
    .then(() => {
      cache.queued = null;
      return currentVersion(db, cache);
    });
  return cache.queued;
}

/**
 * Search answers, kept while the database's search data version (bumped by triggers on everything a result
 * shows) is unchanged, no slot shown has started, and for at most a minute. Every process checks the
 * version, so an answer never outlives a change made through another process. See docs/decisions/006.
 */
export async function cachedSearch(
  db: Db,
  key: string,
  now: Date,
  search: () => Promise<DoctorPage>,
): Promise<DoctorPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), checked: null, reading: null, queued: null };
    caches.set(db, cache);
  }
  const entries = cache.entries;
  // Read before searching: a change that lands during the search leaves the entry under the older version.
  // An embedded database is written only through this process, which counts its writes: while nothing at
  // all was written since the last read of the version, that read still holds and no query is needed.
  // Otherwise (and always on PostgreSQL, shared with other processes) the version is read; writes that do
  // not touch what results show (sessions, next slots worked out again) then leave the answers valid.
  const writes = localWriteVersion(db);
  const version =
    writes !== null && cache.checked?.writes === writes ? cache.checked.version : await currentVersion(db, cache);
  const hit = entries.get(key);
  if (hit && hit.version === version && now.getTime() < hit.expiresAt) {
    // Map order is insertion order: re-inserting keeps the most recently used last, for eviction.
    entries.delete(key);
    entries.set(key, hit);
    return hit.page;
  }
  const page = await search();
  let expiresAt = now.getTime() + MAX_AGE_MS;
  for (const item of page.items) {
    if (item.nextSlotAt) expiresAt = Math.min(expiresAt, Date.parse(item.nextSlotAt));
  }
  entries.delete(key);
  entries.set(key, { version, expiresAt, page });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return page;
}
