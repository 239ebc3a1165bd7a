import type { DoctorPage } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { Doorkeeper } from '../../shared/doorkeeper.ts';
import { selectSlotChanges } from './doctor-queries.ts';
import { searchCopy, type SearchCopy } from './search-index-sync.ts';

/** The longest an answer is kept even when nothing changed: bounds what a missed change could cost. */
export const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;
/** More slot changes than this since the last look (a bulk load): dropping everything is cheaper than reading them. */
const MAX_SLOT_CHANGES = 1_000;
/** Slot changes remembered for searches still under way when they were read. */
const RECENT_CHANGES = 64;

interface Entry {
  /** The data version the answer was made under. */
  version: string;
  expiresAt: number;
  page: DoctorPage;
  /** Ordered by soonest free slot: any doctor's slot change may reorder it, shown or not. */
  bySlots: boolean;
}

interface Cache {
  entries: Map<string, Entry>;
  /**
   * The keys of the answers showing each doctor, and of those ordered by slots: what a slot change drops,
   * found without reading every answer kept (a drop per change read under bookings, decision 009). Kept in step
   * with `entries` by `remember` and `forget` alone.
   */
  showing: Map<string, Set<string>>;
  slotOrdered: Set<string>;
  /** The slot-change sequence number up to which answers have been dropped, and when it was read. */
  slots: { seen: number; at: number } | null;
  /** The latest reads of slot changes, oldest first: the doctors in (after, upTo] (null: everything went). */
  recent: { after: number; upTo: number; doctors: Set<string> | null }[];
  /** The drop of answers under way (see `currentCopy`), and the slot version it brings the answers to. */
  dropping: Promise<void> | null;
  droppingFor: number;
  /** The keys asked lately: an answer is kept from its second asking (decision 048). */
  asked: Doorkeeper;
}

// One cache per database handle: tests and benchmarks run several apps (several databases) in one process.
const caches = new WeakMap<Db, Cache>();

/**
 * The search copy as of a moment after this call (search-index-sync.ts, which also reads the versions with
 * its snapshot: one round trip for both), with the answers showing doctors whose slots changed since the
 * previous read already dropped (`droppedUpTo`).
 */
async function currentCopy(db: Db, cache: Cache): Promise<SearchCopy> {
  const copy = await searchCopy(db);
  await droppedUpTo(db, cache, copy);
  return copy;
}

/**
 * Drops the answers showing doctors whose slots changed up to the copy's slot version. Drops run one after
 * another, and a caller whose versions are already being applied waits for that drop, so no answer is served
 * from before a drop it should have waited for.
 */
async function droppedUpTo(db: Db, cache: Cache, copy: SearchCopy): Promise<void> {
  const slots = copy.versions.slots;
  if (cache.slots?.seen === slots && !cache.dropping) return;
  if (!cache.dropping || cache.droppingFor !== slots) {
    const previous = cache.dropping ?? Promise.resolve();
    const dropping: Promise<void> = previous
      .catch(() => undefined)
      .then(() => dropChangedSlots(db, cache, slots))
      .finally(() => {
        if (cache.dropping === dropping) cache.dropping = null;
      });
    cache.dropping = dropping;
    cache.droppingFor = slots;
  }
  await cache.dropping;
}

/**
 * Bookings, cancellations and schedule edits change only their doctors' free slots: they are logged per
 * doctor (search_slot_changes) instead of moving the data version, and only the answers that show one of
 * those doctors, or are ordered by slots, go (decision 009).
 */
async function dropChangedSlots(db: Db, cache: Cache, slots: number): Promise<void> {
  const previous = cache.slots;
  const now = Date.now();
  cache.slots = { seen: slots, at: now };
  if (!previous || previous.seen === slots) return;
  // Copies read concurrently can arrive out of order: an older version than the one already applied is no news.
  if (slots < previous.seen) {
    cache.slots = previous;
    return;
  }
  // Every answer made before the previous read has expired by now; the log may have been pruned since.
  const changed =
    slots - previous.seen > MAX_SLOT_CHANGES || now - previous.at > MAX_AGE_MS
      ? null
      : new Set(await selectSlotChanges(db, previous.seen, slots));
  cache.recent.push({ after: previous.seen, upTo: slots, doctors: changed });
  if (cache.recent.length > RECENT_CHANGES) cache.recent.shift();
  if (!changed) {
    cache.entries.clear();
    cache.showing.clear();
    cache.slotOrdered.clear();
    return;
  }
  if (changed.size === 0) return;
  for (const key of [...cache.slotOrdered]) forget(cache, key);
  for (const doctorId of changed) {
    for (const key of [...(cache.showing.get(doctorId) ?? [])]) forget(cache, key);
  }
}

function remember(cache: Cache, key: string, entry: Entry): void {
  forget(cache, key);
  cache.entries.set(key, entry);
  for (const item of entry.page.items) {
    let keys = cache.showing.get(item.id);
    if (!keys) cache.showing.set(item.id, (keys = new Set()));
    keys.add(key);
  }
  if (entry.bySlots) cache.slotOrdered.add(key);
}

function forget(cache: Cache, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  for (const item of entry.page.items) {
    const keys = cache.showing.get(item.id);
    keys?.delete(key);
    if (keys?.size === 0) cache.showing.delete(item.id);
  }
  cache.slotOrdered.delete(key);
}

function affectedBy(page: DoctorPage, bySlots: boolean, changed: Set<string>): boolean {
  return changed.size > 0 && (bySlots || page.items.some((item) => changed.has(item.id)));
}

/**
 * Whether slot changes read while a search was under way (after `slotsBefore`, what was read before it
 * began) touch its answer, which must then not be kept: the drop above ran before the answer existed.
 */
function changedDuringSearch(cache: Cache, slotsBefore: number, page: DoctorPage, bySlots: boolean): boolean {
  if (!cache.slots || cache.slots.seen === slotsBefore) return false;
  // The changes remembered must reach back to the search's start, or some are unknown.
  const oldest = cache.recent[0];
  if (!oldest || oldest.after > slotsBefore) return true;
  return cache.recent.some((r) => r.upTo > slotsBefore && (!r.doctors || affectedBy(page, bySlots, r.doctors)));
}

/**
 * Search answers, kept while the database's search data version (bumped by triggers on everything a result
 * shows but free slots) is unchanged, no doctor shown has had a slot change, no slot shown has started, and
 * for at most a minute. Every process reads the versions, so an answer never outlives a change made
 * through another process. See docs/decisions/006 and 009.
 */
export async function cachedSearch(
  db: Db,
  key: string,
  now: Date,
  /** The search, on the copy given, or on one it brings up to date itself; the answer, and the copy it is as of. */
  search: (current?: SearchCopy) => Promise<{ page: DoctorPage; copy: SearchCopy }>,
  options: { bySlots?: boolean } = {},
): Promise<DoctorPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      entries: new Map(),
      showing: new Map(),
      slotOrdered: new Set(),
      slots: null,
      recent: [],
      dropping: null,
      droppingFor: 0,
      asked: new Doorkeeper(),
    };
    caches.set(db, cache);
  }
  const entries = cache.entries;
  const bySlots = options.bySlots ?? false;
  if (!entries.has(key)) {
    // No answer kept for it, whatever the versions say: the search need not wait for them, and is made on the
    // copy while it is brought up to date (decision 028). Asked before, it is kept under the versions of the copy
    // it is as of.
    const again = cache.asked.seenBefore(key);
    const { page, copy } = await search();
    await droppedUpTo(db, cache, copy);
    if (again) keep(cache, key, now, copy, page, bySlots);
    return page;
  }
  // The versions come with the copy, read before searching: a change that lands during the search leaves the
  // entry under the older version. On the embedded database the copy is read again only after a write of
  // this process, and writes that do not touch what results show (sessions, next slots worked out again)
  // leave the answers valid.
  const copy = await currentCopy(db, cache);
  const hit = entries.get(key);
  if (hit && hit.version === copy.versions.data && now.getTime() < hit.expiresAt) {
    // Map order is insertion order: re-inserting keeps the most recently used last, for eviction.
    entries.delete(key);
    entries.set(key, hit);
    return hit.page;
  }
  const { page } = await search(copy);
  keep(cache, key, now, copy, page, bySlots);
  return page;
}

/** Keeps the answer, made on `copy`, unless slot changes read since that copy touch it. */
function keep(cache: Cache, key: string, now: Date, copy: SearchCopy, page: DoctorPage, bySlots: boolean) {
  if (changedDuringSearch(cache, copy.versions.slots, page, bySlots)) return;
  let expiresAt = now.getTime() + MAX_AGE_MS;
  for (const item of page.items) {
    if (item.nextSlotAt) expiresAt = Math.min(expiresAt, Date.parse(item.nextSlotAt));
  }
  remember(cache, key, { version: copy.versions.data, expiresAt, page, bySlots });
  if (cache.entries.size > MAX_ENTRIES) {
    const oldest = cache.entries.keys().next().value;
    if (oldest !== undefined) forget(cache, oldest);
  }
}
