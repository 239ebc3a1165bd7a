import type { DoctorPage } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { readSearchVersion } from './doctor-queries.ts';

/** The longest an answer is kept even when nothing changed: bounds what a missed change could cost. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  version: string;
  expiresAt: number;
  page: DoctorPage;
}

// One cache per database handle: tests and benchmarks run several apps (several databases) in one process.
const caches = new WeakMap<Db, Map<string, Entry>>();

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
    cache = new Map();
    caches.set(db, cache);
  }
  // Read before searching: a change that lands during the search leaves the entry under the older version.
  const version = await readSearchVersion(db);
  const hit = cache.get(key);
  if (hit && hit.version === version && now.getTime() < hit.expiresAt) {
    // Map order is insertion order: re-inserting keeps the most recently used last, for eviction.
    cache.delete(key);
    cache.set(key, hit);
    return hit.page;
  }
  const page = await search();
  let expiresAt = now.getTime() + MAX_AGE_MS;
  for (const item of page.items) {
    if (item.nextSlotAt) expiresAt = Math.min(expiresAt, Date.parse(item.nextSlotAt));
  }
  cache.delete(key);
  cache.set(key, { version, expiresAt, page });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return page;
}
