import DataLoader from 'dataloader';
import { localWriteVersion, type Db } from '../../db/client.ts';
import {
  matchNameWords,
  selectCatalogue,
  selectDoctorCards,
  type CardPlaces,
  type CatalogueEntry,
  type DoctorCard,
  type DoctorCardRow,
  type NameWordMatches,
  type SearchVersions,
} from './doctor-queries.ts';
import { SearchIndex, type IndexQuery } from './search-index.ts';
import {
  deleteSearchChangesBefore,
  loadSearchRows,
  readSearchChanges,
  readSearchGate,
  type SearchChanges,
} from './search-index-queries.ts';

/** How long changes are kept for the copies to catch up from (retention deletes older ones). */
export const SEARCH_CHANGES_KEPT_MS = 60 * 60_000;
/** A copy not brought up to date for this long may have missed changes retention deleted: it is read again. */
const RELOAD_AFTER_MS = SEARCH_CHANGES_KEPT_MS / 2;
/** More changes than this at once (a bulk load): reading everything again is cheaper than applying them. */
const MAX_CHANGES = 20_000;
/** Typed name words whose dictionary matches are remembered. */
const MAX_REMEMBERED_WORDS = 10_000;
/** Cards of doctors shown lately that are kept. */
const MAX_CARDS = 20_000;
/** Most cards read in one statement (on the embedded database about 5 ms of the thread). */
const MAX_CARD_READ = 100;

export interface ResolvedSlugs {
  specialtyId: string | null;
  cityId: string | null;
  /** The areas of that slug (in the city, when one is given); empty when there are none. */
  areaIds: string[];
  insurerId: string | null;
}

interface Named {
  slug: string;
  nameAr: string;
  nameEn: string;
}

/** The slugs a search may name, as ids, and the names its results show, by id. */
export class SearchCatalogue {
  private byKind = new Map<string, Map<string, string>>();
  private areas = new Map<string, { id: string; citySlug: string | null }[]>();
  private specialtiesById = new Map<string, Named>();
  private citiesById = new Map<string, Named>();
  private areasById = new Map<string, Named & { cityId: string | null }>();

  constructor(rows: CatalogueEntry[]) {
    for (const r of rows) {
      const named = { slug: r.slug, nameAr: r.nameAr, nameEn: r.nameEn };
      if (r.kind === 'area') {
        const list = this.areas.get(r.slug) ?? [];
        list.push({ id: r.id, citySlug: r.citySlug });
        this.areas.set(r.slug, list);
        this.areasById.set(r.id, { ...named, cityId: r.cityId });
      } else {
        const map = this.byKind.get(r.kind) ?? new Map<string, string>();
        map.set(r.slug, r.id);
        this.byKind.set(r.kind, map);
        if (r.kind === 'specialty') this.specialtiesById.set(r.id, named);
        if (r.kind === 'city') this.citiesById.set(r.id, named);
      }
    }
  }

  resolve(slugs: { specialty?: string; city?: string; area?: string; insurer?: string }): ResolvedSlugs {
    const id = (kind: string, slug: string | undefined) => (slug ? (this.byKind.get(kind)?.get(slug) ?? null) : null);
    const areas = slugs.area ? (this.areas.get(slugs.area) ?? []) : [];
    return {
      specialtyId: id('specialty', slugs.specialty),
      cityId: id('city', slugs.city),
      areaIds: areas.filter((a) => !slugs.city || a.citySlug === slugs.city).map((a) => a.id),
      insurerId: id('insurer', slugs.insurer),
    };
  }

  /** The slugs and names of a specialty, an area and the area's city; undefined if this catalogue lacks one. */
  places(specialtyId: string, areaId: string): CardPlaces | undefined {
    const specialty = this.specialtiesById.get(specialtyId);
    const area = this.areasById.get(areaId);
    const city = area?.cityId ? this.citiesById.get(area.cityId) : undefined;
    if (!specialty || !area || !city) return undefined;
    return {
      specialtySlug: specialty.slug,
      specialtyNameAr: specialty.nameAr,
      specialtyNameEn: specialty.nameEn,
      areaSlug: area.slug,
      areaNameAr: area.nameAr,
      areaNameEn: area.nameEn,
      citySlug: city.slug,
      cityNameAr: city.nameAr,
      cityNameEn: city.nameEn,
    };
  }
}

/** What search reads besides the page's own rows: the index, the catalogue's slugs, and the versions as of both. */
export interface SearchCopy {
  index: SearchIndex;
  catalogue: SearchCatalogue;
  /** The search versions read with the copy's snapshot, for the answer cache (search-cache.ts). */
  versions: SearchVersions;
}

interface Copy extends SearchCopy {
  /** The snapshot the index is up to date with, and when it was taken. */
  snapshot: string;
  syncedAt: number;
  /** Embedded database: its write count when the copy was last brought up to date. */
  writes: number | null;
  /** Typed words' dictionary matches, while the index has had no name word added or removed. */
  words: Map<string, NameWordMatches>;
  wordsVersion: number;
}

interface Holder {
  copy: Copy | null;
  /** The full load under way, and the update queued behind it (see `update`). */
  running: Promise<Copy> | null;
  queued: Promise<Copy> | null;
  /** The change read that starts at the end of this turn of the event loop, for every caller until then. */
  nextRead: Promise<Copy> | null;
  /** The read of changed doctors' rows under way (one at a time), and the one queued behind it (`fullRead`). */
  fullRead: Promise<Copy> | null;
  nextFullRead: Promise<Copy> | null;
  /**
   * What search results show of the doctors shown lately (`doctorCards`), each exact as of the copy's
   * snapshot: dropped with every change to its doctor, and all of them when the data version moves.
   */
  cards: Map<string, DoctorCard>;
  /** Moves whenever cards are dropped: a read of cards that overlapped a drop is not kept. */
  cardsEpoch: number;
  /**
   * Reads the cards of doctors none is held of, for every search that asks in the same turn, in one statement: a
   * read costs about 1 ms before its first row (5 cards 1.2 ms, 50 cards 2.8 ms on the embedded database).
   */
  cardReads: DataLoader<string, DoctorCardRow | null>;
  /**
   * After the data version moved: the snapshot xmax from which every transaction that moved it has ended.
   * A sequence moves before its transaction commits, so until a snapshot's xmin reaches this, what the
   * version stands for may still change, and the catalogue and cards are read again at every update.
   */
  settlesAt: bigint | null;
  /** Searches made ahead of the update they wait for (`searchCopyAhead`), each marked once a change touches it. */
  watches: Set<Watch>;
}

interface Watch {
  index: SearchIndex;
  query: IndexQuery;
  touched: boolean;
}

// One copy per database handle: tests and benchmarks run several apps (several databases) in one process.
const holders = new WeakMap<Db, Holder>();

function holderOf(db: Db): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = {
      copy: null,
      running: null,
      queued: null,
      nextRead: null,
      fullRead: null,
      nextFullRead: null,
      cards: new Map(),
      cardsEpoch: 0,
      cardReads: new DataLoader(
        async (ids: readonly string[]) => {
          const rows = new Map((await selectDoctorCards(db, [...ids])).map((row) => [row.id, row]));
          return ids.map((id) => rows.get(id) ?? null);
        },
        { cache: false, maxBatchSize: MAX_CARD_READ },
      ),
      settlesAt: null,
      watches: new Set(),
    };
    holders.set(db, holder);
  }
  return holder;
}

/**
 * This process's copy of what search filters and orders doctors by (decision 022), up to date with every
 * change committed before the call. Concurrent callers share updates, but never one that started before
 * they asked: whoever arrives while one is under way waits for the next, which starts when that one ends.
 * So a search always sees the writes that finished before it began (in any process), and under load one
 * small read brings the copy up to date for a whole batch of searches.
 */
export async function searchCopy(db: Db): Promise<SearchCopy> {
  const holder = holderOf(db);
  return heldCopy(db, holder) ?? update(db, holder);
}

/**
 * The copy held, when it is known to be up to date without asking: an embedded database is written only
 * through this process, so with no write since, the copy still holds.
 */
function heldCopy(db: Db, holder: Holder): Copy | null {
  const copy = holder.copy;
  return copy && copy.writes !== null && copy.writes === localWriteVersion(db) ? copy : null;
}

/**
 * `searchCopy`, with a search made meanwhile on the copy as it is (decision 028): `ahead` runs at once on the
 * copy held, while the database is asked for what changed, and names the query its answer stands on (or
 * nothing, when it cannot answer). The answer is returned only if no change applied since touches that query,
 * that is no changed doctor met it before or after the change, and neither the catalogue nor the name words
 * moved: it is then exactly what the same search makes on the copy brought up to date. Otherwise `value` is
 * undefined and the caller searches the fresh copy. So a search no longer waits idle for that round trip.
 */
export async function searchCopyAhead<T>(
  db: Db,
  ahead: (copy: SearchCopy) => { query: IndexQuery; value: T } | undefined,
): Promise<{ copy: SearchCopy; value: T | undefined }> {
  const holder = holderOf(db);
  const held = heldCopy(db, holder);
  if (held) return { copy: held, value: ahead(held)?.value };
  const copy = holder.copy;
  // Asked before the search runs: the update starts no earlier than this call, and overlaps the search.
  const next = update(db, holder);
  // Awaited below unless `ahead` throws: its failure is then the caller's, and the read's is nobody's.
  next.catch(() => undefined);
  const made = copy ? ahead(copy) : undefined;
  if (!made) return { copy: await next, value: undefined };
  const watch: Watch = { index: copy!.index, query: made.query, touched: false };
  holder.watches.add(watch);
  try {
    const fresh = await next;
    return { copy: fresh, value: watch.touched || fresh.index !== watch.index ? undefined : made.value };
  } finally {
    holder.watches.delete(watch);
  }
}

/** Marks the searches made ahead that this doctor, as the copy holds it now, meets. */
function touchWatches(holder: Holder, index: SearchIndex, id: string) {
  for (const watch of holder.watches) {
    if (!watch.touched && watch.index === index && index.matches(watch.query, id)) watch.touched = true;
  }
}

function touchAllWatches(holder: Holder) {
  for (const watch of holder.watches) watch.touched = true;
}

/**
 * The dictionary's name words each typed word matches (doctor-queries.ts), remembered per typed word while
 * the index's name words are the same: the matches change only when a name brings or takes a word.
 */
export async function nameWordMatches(db: Db, typed: string[]): Promise<NameWordMatches[]> {
  const copy = holderOf(db).copy;
  if (!copy) return matchNameWords(db, typed);
  if (copy.wordsVersion !== copy.index.wordsVersion) {
    copy.words.clear();
    copy.wordsVersion = copy.index.wordsVersion;
  }
  const result = new Map<string, NameWordMatches>();
  for (const w of typed) {
    const known = copy.words.get(w);
    if (known) result.set(w, known);
  }
  const unknown = typed.filter((w) => !result.has(w));
  if (unknown.length) {
    const version = copy.index.wordsVersion;
    const found = await matchNameWords(db, unknown);
    if (copy.words.size + found.length > MAX_REMEMBERED_WORDS) copy.words.clear();
    for (const m of found) {
      result.set(m.typed, m);
      // Not kept if a name brought or took a word while they were looked up.
      if (copy.index.wordsVersion === version) copy.words.set(m.typed, m);
    }
  }
  return typed.map((w) => result.get(w)!);
}

/**
 * Whether this process holds a search copy yet. Until it does, every search waits for the first load (seconds at
 * a hundred thousand doctors, half a minute at a million), so /readyz says "not yet" and starts that load.
 */
export function searchCopyLoaded(db: Db): boolean {
  const holder = holderOf(db);
  if (holder.copy) return true;
  // A failed load is tried again by the next question (and by the worker's next turn).
  if (!holder.running) update(db, holder).catch(() => undefined);
  return false;
}

/** Brings the copy up to date now (the background keeps it warm between searches). */
export async function refreshSearchCopy(db: Db): Promise<number> {
  return (await update(db, holderOf(db))).index.size;
}

/**
 * The copy brought up to date by a read that starts after this call. A copy held is brought up to date by
 * change reads (`readChanges`) whose gates never wait for one another: when nothing changed, each caller waits
 * for one round trip, not for the read in flight to end and then its own. The changed rows are read one read
 * at a time (`fullRead`). Loading the copy whole (none yet, too old, or too many changes) is one at a time too.
 */
function update(db: Db, holder: Holder): Promise<Copy> {
  const copy = holder.copy;
  if (copy && !holder.running && Date.now() - copy.syncedAt < RELOAD_AFTER_MS) {
    // One read for every caller of this turn: it starts after all of them (at the check phase), so it sees
    // every write they could have seen committed.
    holder.nextRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      holder.nextRead = null;
      return readChanges(db, holder);
    });
    return holder.nextRead;
  }
  return loadOneAtATime(db, holder);
}

function loadOneAtATime(db: Db, holder: Holder): Promise<Copy> {
  return oneAtATime(
    holder,
    'running',
    'queued',
    () => bringUpToDate(db, holder),
    () => update(db, holder),
  );
}

/**
 * `start` at once when nothing is under way in `holder[underWay]`; otherwise `again` when that ends, shared by
 * every caller until then (`holder[behind]`). So such work runs one at a time, and nobody is answered by a run
 * that began before they asked.
 */
function oneAtATime(
  holder: Holder,
  underWay: 'running' | 'fullRead',
  behind: 'queued' | 'nextFullRead',
  start: () => Promise<Copy>,
  again: () => Promise<Copy>,
): Promise<Copy> {
  const current = holder[underWay];
  if (!current) {
    const held: Promise<Copy> = start().finally(() => {
      if (holder[underWay] === held) holder[underWay] = null;
    });
    holder[underWay] = held;
    return held;
  }
  holder[behind] ??= current
    .catch(() => undefined)
    .then(() => {
      holder[behind] = null;
      return again();
    });
  return holder[behind];
}

/**
 * One change read, from the snapshot of the copy held when it starts. Reads overlap, so they may come back in
 * any order: a read's changes (every doctor changed since its starting snapshot, as of its own snapshot) are
 * applied only when its snapshot sees everything the copy held by then does. A read overtaken by a newer one
 * applies nothing, and its callers get that newer copy: it too began after they asked.
 * Only the gate (did anything change?) overlaps: the rows of changed doctors are read one read at a time
 * (`fullRead`), as every read in flight would otherwise fetch the same changes again.
 */
async function readChanges(db: Db, holder: Holder): Promise<Copy> {
  if (holder.fullRead) return fullRead(db, holder);
  const writes = localWriteVersion(db);
  const startedAt = Date.now();
  const gate = await readSearchGate(db, holder.copy!.snapshot);
  if (gate.changed) return fullRead(db, holder);
  return applyChanges(db, holder, { ...gate, changed: [] }, writes, startedAt);
}

/**
 * The changed doctors' rows, read by a read that starts after this call: at once when none is under way,
 * otherwise when the one under way ends, for every caller until then. Each read starts from the copy's
 * snapshot as the read before it left it, so a change is fetched once, not by every read that overlapped it
 * (at a million doctors next slots pass with the clock for hundreds of doctors a second, and each read in
 * flight fetched them all again: bench/RESULTS.md, 2026-11-29 evening).
 */
function fullRead(db: Db, holder: Holder): Promise<Copy> {
  return oneAtATime(
    holder,
    'fullRead',
    'nextFullRead',
    async () => {
      const writes = localWriteVersion(db);
      const startedAt = Date.now();
      const copy = holder.copy;
      if (!copy || holder.running) return loadOneAtATime(db, holder);
      return applyChanges(db, holder, await readSearchChanges(db, copy.snapshot, MAX_CHANGES), writes, startedAt);
    },
    () => fullRead(db, holder),
  );
}

/** Applies a read's changes, unless the copy is already newer (see `readChanges`). */
async function applyChanges(
  db: Db,
  holder: Holder,
  changes: SearchChanges,
  writes: number | null,
  startedAt: number,
): Promise<Copy> {
  if (!changes.changed) return loadOneAtATime(db, holder);
  for (;;) {
    const current = holder.copy;
    if (!current || holder.running) return loadOneAtATime(db, holder);
    if (current.snapshot === changes.snapshot || !snapshotSees(changes.snapshot, current.snapshot)) return current;
    // The catalogue is read before anything is applied, so that the changes, the catalogue and the snapshot are
    // applied together, in one turn, with no other read's between them.
    const catalogueMoved = changes.versions.data !== current.versions.data || holder.settlesAt !== null;
    const catalogue = catalogueMoved ? new SearchCatalogue(await selectCatalogue(db)) : current.catalogue;
    if (holder.copy !== current) continue;
    const { index } = current;
    const wordsVersion = index.wordsVersion;
    if (changes.changed.length) {
      index.changeMany(() => {
        for (const { id, doctor } of changes.changed!) {
          // Before and after: a doctor that leaves a search's matches touches it as much as one that joins them.
          touchWatches(holder, index, id);
          if (doctor) index.upsert(doctor);
          else index.remove(id);
          touchWatches(holder, index, id);
          dropCard(holder, id);
        }
      });
    }
    const unsettled = versionUnsettled(holder, changes.versions.data !== current.versions.data, changes.snapshot);
    // Slugs may name other ids, and typed words match other name words: the queries made ahead may differ.
    if (unsettled || index.wordsVersion !== wordsVersion) touchAllWatches(holder);
    if (unsettled) dropCards(holder);
    holder.copy = {
      ...current,
      catalogue: unsettled ? catalogue : current.catalogue,
      snapshot: changes.snapshot,
      versions: changes.versions,
      syncedAt: startedAt,
      writes,
    };
    return holder.copy;
  }
}

/**
 * Whether snapshot `a` sees every transaction `b` sees (both pg_snapshot as text, "xmin:xmax:xip,..."). The
 * snapshots of one database are nested, each seeing all that an earlier one saw, so this orders them.
 */
export function snapshotSees(a: string, b: string): boolean {
  const [, aMax, aRunning = ''] = a.split(':');
  const [, bMax, bRunning = ''] = b.split(':');
  const bXmax = BigInt(bMax!);
  if (BigInt(aMax!) < bXmax) return false;
  const running = new Set(bRunning ? bRunning.split(',') : []);
  // A transaction still running for `a` that `b` already saw as ended: `a` is the older.
  return (aRunning ? aRunning.split(',') : []).every((x) => BigInt(x) >= bXmax || running.has(x));
}

async function bringUpToDate(db: Db, holder: Holder): Promise<Copy> {
  const writes = localWriteVersion(db);
  const startedAt = Date.now();
  dropCards(holder);
  const index = new SearchIndex();
  const { snapshot, versions } = await loadSearchRows(db, (doctors) => {
    for (const d of doctors) index.upsert(d);
  });
  index.cluster();
  index.keepOrders();
  versionUnsettled(holder, true, snapshot);
  const catalogue = new SearchCatalogue(await selectCatalogue(db));
  holder.copy = {
    index,
    catalogue,
    snapshot,
    versions,
    syncedAt: startedAt,
    writes,
    words: new Map(),
    wordsVersion: index.wordsVersion,
  };
  return holder.copy;
}

/**
 * Whether what the data version stands for (the catalogue, and cards' columns outside doctor_search) may
 * have changed since the last update: it moved in this snapshot, or a transaction that moved it earlier was
 * still running then. Snapshots are "xmin:xmax:xip,..." (pg_snapshot as text).
 */
function versionUnsettled(holder: Holder, moved: boolean, snapshot: string): boolean {
  const [xmin, xmax] = snapshot.split(':', 2).map((x) => BigInt(x));
  if (moved) {
    holder.settlesAt = xmax!;
    return true;
  }
  if (holder.settlesAt === null) return false;
  if (xmin! >= holder.settlesAt) holder.settlesAt = null;
  return true;
}

function dropCard(holder: Holder, id: string) {
  if (holder.cards.delete(id)) holder.cardsEpoch++;
}

function dropCards(holder: Holder) {
  holder.cards.clear();
  holder.cardsEpoch++;
}

/**
 * What a search result shows of these doctors, in their order (a doctor gone is left out): the cards this
 * process keeps, and the rest read (with those the other searches of this turn read: `cardReads`), named from
 * the copy's catalogue, and kept unless a change to any card was applied while they were read. Call it after `searchCopy`: the cards are then as fresh as the
 * copy, and so is its catalogue (both go when the data version moves: `applyChanges`).
 */
export async function doctorCards(db: Db, ids: string[]): Promise<DoctorCard[]> {
  const holder = holderOf(db);
  const { cards } = holder;
  const found: (DoctorCard | undefined)[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const card = cards.get(id);
    found.push(card);
    if (!card) missing.push(id);
  }
  if (missing.length === 0) return found as DoctorCard[];
  const epoch = holder.cardsEpoch;
  const rows = (await Promise.all(missing.map((id) => holder.cardReads.load(id)))).filter((row) => row !== null);
  const held = holder.copy?.catalogue;
  let read = namedCards(rows, held);
  // A row naming a place newer than the catalogue held (a specialty or an area added since the copy's update):
  // named from the catalogue as it is now, and not kept, as a card read across a change is not.
  const keep = read.size === rows.length && holder.cardsEpoch === epoch;
  if (read.size < rows.length) read = namedCards(rows, new SearchCatalogue(await selectCatalogue(db)));
  if (keep) {
    // Full: the oldest half goes (Map order is insertion order); the cards shown most often come back first.
    if (cards.size + read.size > MAX_CARDS) {
      let over = cards.size - MAX_CARDS / 2;
      for (const oldest of cards.keys()) {
        if (over-- <= 0) break;
        cards.delete(oldest);
      }
    }
    // Kept under the search copy's own id strings, which later searches look them up by: a key found is
    // then the same string, not an equal one compared character by character.
    for (const id of missing) {
      const card = read.get(id);
      if (card) cards.set(id, card);
    }
  }
  return ids.flatMap((id, i) => found[i] ?? read.get(id) ?? []);
}

/** Rows as cards, by id, with their places' names from `catalogue` (a row naming a place it lacks is left out). */
function namedCards(rows: DoctorCardRow[], catalogue: SearchCatalogue | undefined): Map<string, DoctorCard> {
  const named = new Map<string, DoctorCard>();
  for (const { areaId, ...row } of rows) {
    const places = catalogue?.places(row.specialtyId, areaId);
    if (places) named.set(row.id, { ...row, ...places });
  }
  return named;
}

/** Deletes changes no copy can still need. */
export async function purgeOldSearchChanges(db: Db, now: Date): Promise<number> {
  return deleteSearchChangesBefore(db, new Date(now.getTime() - SEARCH_CHANGES_KEPT_MS));
}
