import { DOCTOR_TOTAL_CAP, type DoctorSort } from '@tabib/contracts';
import { NEXT_SLOTS_KEPT, nextSlotsStaleFrom } from '../../db/next-slot.ts';
import {
  FILTER_NAMES,
  filterColumns,
  filterConditions,
  storeFilters,
  type FilterColumns,
  type FilterQuery,
  type FilterValues,
} from './search-filters.ts';

/**
 * One doctor as search sees it: a doctor_search row and the doctor's insurers (times in epoch ms), with the
 * value of each filter of search-filters.ts.
 */
export interface IndexedDoctor extends FilterValues {
  id: string;
  specialtyId: string;
  cityId: string | null;
  areaId: string | null;
  yearsOfExperience: number;
  ratingAvg: number | null;
  ratingCount: number;
  /** Folded (tabib_normalize), as doctor_search keeps them. */
  nameWords: string[];
  /** The next free slots stored, ascending (db/next-slot.ts: up to NEXT_SLOTS_KEPT). */
  nextSlots: number[];
  nextSlotCheckedAt: number | null;
  insurerIds: string[];
}

/** A typed word of a name search: as folded, and the dictionary's words it matches (doctor-queries.ts). */
export interface IndexWord {
  folded: string;
  matches: string[];
}

/** A search's conditions: those with posting lists, and the filters of search-filters.ts. */
export interface IndexQuery extends FilterQuery {
  specialtyId?: string | undefined;
  cityId?: string | undefined;
  areaIds?: string[] | undefined;
  insurerId?: string | undefined;
  /** Every word must match the name. */
  words?: IndexWord[] | undefined;
}

/** Past this many rows asked for (a deep page) the matches are sorted outright instead of kept in a top list. */
const TOP_LIST_MAX = 256;

/** The index's columns besides the filters' (`filtered`): one value per slot. */
const COLUMNS = [
  'specialty',
  'city',
  'area',
  'specialtyCity',
  'specialtyGender',
  'live',
  'years',
  'ratingAvg',
  'ratingCount',
  'nextSlotsStaleFrom',
  'idHigh',
  'idLow',
] as const;
type Column = (typeof COLUMNS)[number];
type ColumnArray = Int32Array | Uint8Array | Float32Array | Float64Array;
/** Columns of keys, where a slot without one holds -1. */
const KEY_COLUMNS = ['specialty', 'city', 'area', 'specialtyCity', 'specialtyGender'] as const satisfies Column[];
const isKeyColumn = (name: Column) => (KEY_COLUMNS as readonly Column[]).includes(name);
/** The key of a pair of conditions the search page combines most (no id holds a "/"). */
const pairKey = (a: string, b: string) => `${a}/${b}`;
/** A name word (its number) with a city (its key) as one number: both are far below 2 ** 26. */
const wordCity = (word: number, city: number) => word * 2 ** 26 + city;
// Sort keys pack two orders into one number, each part an integer below 2 ** 53 in all (see fillSortKeys).
const RATING_SCALE = 2 ** 23;
const COUNT_SCALE = 2 ** 27;
const WHOLE_SCALE = 2 ** 33;

/**
 * What `SearchIndex.match` found, for `order` and `staleIds`: every match, or (`page` set) the first
 * `countUpTo + 1` in slot order and the page asked for, found in its order without looking at the rest. Valid
 * only until the index's next `match` or change (`order` checks `epoch`): `slots` and the marks of
 * `wholeWords` are the index's scratch.
 */
export type Matches = {
  slots: Int32Array;
  wholeWords: WholeWords | null;
  page: string[] | null;
  epoch: number;
} | null;

/** The page a search shows: `match` finds it itself when more match than are counted (see `KeptOrder`). */
export interface PageAsked {
  sort: DoctorSort | undefined;
  offset: number;
  limit: number;
  /** The moment (epoch ms) whose next slots the soonest order goes by: the first stored that has not started. */
  now: number;
}

/**
 * The orders every posting list is also kept sorted in, as `[years, fee, rating]` (each ascending by the
 * key of `keyIn`, then by id): a search in one of them with more matches than it counts walks its lists in
 * that order and stops once the page is found, instead of looking at every match (decision 031). The soonest
 * order is not kept: next slots change with every booking, and a search must see every stale one anyway.
 */
interface KeptOrder {
  keyLists: KeptList[];
  wordLists: KeptList[];
  /** Every doctor, for a search no posting list narrows. */
  all: KeptList;
}

/** A posting list in a kept order: the first `length` of `slots` (4 bytes a slot, with room to grow). */
class KeptList {
  slots: Int32Array;
  length = 0;

  constructor(slots: Int32Array | number, length = 0) {
    this.slots = typeof slots === 'number' ? new Int32Array(slots) : slots;
    this.length = length;
  }

  insert(at: number, slot: number) {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length + (this.length >> 3) + 16);
      slots.set(this.slots);
      this.slots = slots;
    }
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  remove(at: number) {
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}
const NO_SLOTS = new KeptList(0);
const YEARS = 0;
const FEE = 1;
const RATING = 2;
type Kept = typeof YEARS | typeof FEE | typeof RATING;
/** A sort's kept order and whether it is walked backwards (fee descending: fee, then id, both descending). */
function keptOrderOf(sort: DoctorSort | undefined): { kept: Kept; backwards: boolean } | null {
  switch (sort) {
    case undefined:
      return { kept: YEARS, backwards: false };
    case 'fee_asc':
      return { kept: FEE, backwards: false };
    case 'fee_desc':
      return { kept: FEE, backwards: true };
    case 'rating':
      return { kept: RATING, backwards: false };
    default:
      return null;
  }
}
/**
 * Past this many doctors filed again at once, the kept orders are sorted again whole rather than changed slot by
 * slot: about where the two cost the same, at 100,000 doctors as at 1,000,000 (decision 031).
 */
const REFILE_MAX = 10_000;
/** The matching slots whose names hold every typed word whole (marked with `mark` in `marks`). */
interface WholeWords {
  marks: Uint32Array;
  mark: number;
}

/**
 * The doctors as search filters and orders them, held in each process's memory (decision 022): columns in
 * typed arrays indexed by a slot per doctor, and posting lists (the slots of each specialty, city, area,
 * insurer, name word and pair of those). A search walks its smallest posting list, checks every other
 * condition on the columns, counts the matches and keeps only the requested page in order, with no database
 * work; past `countUpTo` matches in a kept order it stops counting and finds the page in the lists kept in
 * that order (decision 031). The page's cards come from those this process keeps, and only the others are
 * read from the database by id (decision 023). Kept up to date by search-index-sync.ts.
 */
export class SearchIndex {
  private ids: string[] = [];
  private slotOf = new Map<string, number>();
  private free: number[] = [];
  private capacity = 0;
  private specialty = new Int32Array(0);
  private city = new Int32Array(0);
  private area = new Int32Array(0);
  /**
   * Each slot's specialty with its city, and with its gender, as keys of their own: the search page's most
   * common pairs, so that a search naming both walks the doctors of both, not all of the specialty's.
   */
  private specialtyCity = new Int32Array(0);
  private specialtyGender = new Int32Array(0);
  /** Each filter's column (search-filters.ts). The fee orders read the fee filter's. */
  private filtered: FilterColumns = filterColumns(0);
  /** 1 for a slot that holds a doctor, 0 for a free one. */
  private live = new Uint8Array(0);
  /** Every slot in order, for a search no posting list narrows. */
  private slotsInOrder = new Int32Array(0);
  private years = new Int32Array(0);
  private ratingAvg = new Float32Array(0);
  private ratingCount = new Int32Array(0);
  /**
   * The next slots stored of each slot, side by side: slot s's k-th at `nextSlots[s * NEXT_SLOTS_KEPT + k]` (NaN:
   * none; db/next-slot.ts). Side by side because a soonest search reads them for every match, and four columns
   * cost four cache misses a match where one stretch costs one (bench/RESULTS.md, 2026-11-30).
   */
  private nextSlots = new Float64Array(0);
  /** When each slot's stored list became or becomes stale (db/next-slot.ts, nextSlotsStaleFrom). */
  private nextSlotsStaleFrom = new Float64Array(0);
  /**
   * The id's first 16 hex digits as two numbers (NaN for an id that is not a uuid): ties are ordered by id,
   * and with fees and years in round numbers most comparisons are ties, so they compare numbers, not text.
   */
  private idHigh = new Float64Array(0);
  private idLow = new Float64Array(0);
  /** Each slot's name words, as word numbers. */
  private words: number[][] = [];
  private insurers: number[][] = [];
  /**
   * The key of each name word with a city (by `wordCity`: numbers, as a million doctors' words are keyed at
   * load), whose posting list holds the doctors of that city with that word in their names, as the specialty
   * pairs do: a name searched in a city walks the doctors of both, not every doctor of that name in the country.
   */
  private wordCityKeys = new Map<number, number>();
  /** Specialty, city, area and insurer ids (all uuids, so one namespace) as small numbers, and their slots. */
  private keys = new Map<string, number>();
  private postings: number[][] = [];
  /** Name words as numbers (never forgotten: a word no name uses any more has an empty list). */
  private wordNumbers = new Map<string, number>();
  private wordPostings: number[][] = [];
  /** Each word number's word. */
  private wordOf: string[] = [];
  /** Scratch for one search at a time (searches run to completion without awaiting): slots already seen. */
  private seen = new Uint32Array(0);
  private seenMark = 0;
  /** Scratch for one search at a time: the matching slots (what `match` returns views), and their sort keys. */
  private matched = new Int32Array(0);
  private sortKey = new Float64Array(0);
  /** Scratch for one search at a time: per name word, a bit per typed word it matches, and one per typed word it is. */
  private matching = new Uint8Array(0);
  private whole = new Uint8Array(0);

  /** The posting lists again in each kept order (`KeptOrder`), once a search has needed them. */
  private kept: KeptOrder[] | null = null;
  /** How many matches a search in a kept order counts before it settles for "more than that". */
  private readonly countUpTo: number;
  /** How many more doctors `changeMany` files again one by one before it sorts the kept orders again whole. */
  private refilesLeft = Infinity;
  /** Moves with every `match` and every change: the matches of an earlier epoch are stale (`Matches`). */
  private epoch = 0;

  /** Moves whenever a name word is held by a doctor for the first time, or by none any more. */
  wordsVersion = 0;

  constructor({ countUpTo = DOCTOR_TOTAL_CAP }: { countUpTo?: number } = {}) {
    this.countUpTo = countUpTo;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the doctor, or brings the copy of one already held up to date. */
  upsert(d: IndexedDoctor): void {
    this.epoch++;
    let slot = this.slotOf.get(d.id);
    // Filed again in the kept orders only when something they list or order by moved (not a next slot).
    let refile = this.kept !== null && (slot === undefined || !this.sameFiling(slot, d));
    if (refile && --this.refilesLeft < 0) [this.kept, refile] = [null, false];
    if (refile && slot !== undefined) this.unfile(slot);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      if (slot === this.ids.length) {
        this.ids.push(d.id);
        this.words.push([]);
        this.insurers.push([]);
        if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
      } else {
        this.ids[slot] = d.id;
      }
      this.slotOf.set(d.id, slot);
      this.live[slot] = 1;
      this.idHigh[slot] = Number.parseInt(d.id.slice(0, 8), 16);
      this.idLow[slot] = Number.parseInt(d.id.slice(9, 13) + d.id.slice(14, 18), 16);
    }
    const [oldWords, oldCity] = [this.words[slot]!, this.city[slot]!];
    this.setKey(this.specialty, slot, d.specialtyId);
    this.setKey(this.city, slot, d.cityId);
    this.setKey(this.area, slot, d.areaId);
    this.setKey(this.specialtyCity, slot, d.cityId === null ? null : pairKey(d.specialtyId, d.cityId));
    this.setKey(this.specialtyGender, slot, pairKey(d.specialtyId, d.gender));
    storeFilters(this.filtered, slot, d);
    this.years[slot] = d.yearsOfExperience;
    this.ratingAvg[slot] = d.ratingAvg ?? Number.NaN;
    this.ratingCount[slot] = d.ratingCount;
    const at = slot * NEXT_SLOTS_KEPT;
    for (let k = 0; k < NEXT_SLOTS_KEPT; k++) this.nextSlots[at + k] = d.nextSlots[k] ?? Number.NaN;
    const last = d.nextSlots[Math.min(d.nextSlots.length, NEXT_SLOTS_KEPT) - 1] ?? Number.NaN;
    this.nextSlotsStaleFrom[slot] = nextSlotsStaleFrom(last, d.nextSlotCheckedAt ?? Number.NaN);
    this.setWords(
      slot,
      [...new Set(d.nameWords)].map((w) => this.wordNumber(w)),
    );
    this.setListed(
      this.insurers,
      slot,
      [...new Set(d.insurerIds)].map((id) => this.keyOf(id)),
    );
    this.moveWordCities(slot, oldWords, oldCity);
    if (refile) this.file(slot);
  }

  remove(id: string): void {
    this.epoch++;
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    if (this.kept && --this.refilesLeft < 0) this.kept = null;
    if (this.kept) this.unfile(slot);
    const [oldWords, oldCity] = [this.words[slot]!, this.city[slot]!];
    for (const name of KEY_COLUMNS) this.setKey(this[name], slot, null);
    this.setWords(slot, []);
    this.setListed(this.insurers, slot, []);
    this.moveWordCities(slot, oldWords, oldCity);
    this.slotOf.delete(id);
    this.ids[slot] = '';
    this.live[slot] = 0;
    this.free.push(slot);
  }

  /**
   * Renumbers the slots in order of specialty, city and area, leaving no free slot, and rebuilds every
   * posting list in slot order. Called after a full load (search-index-sync.ts): a search then reads the
   * columns of a specialty's or a city's doctors from one stretch of memory instead of a slot here and there
   * across them all, about three times faster at 1,000,000 doctors (decision 025). Doctors added later take
   * free or new slots, out of that order, which only costs a little speed until the next full load.
   */
  cluster(): void {
    this.epoch++;
    this.kept = null;
    const order = this.slotsBySpecialtyCityArea();
    const n = order.length;
    this.replaceColumns(this.capacity, (old, next, width) => {
      if (width === 1) for (let k = 0; k < n; k++) next[k] = old[order[k]!]!;
      else {
        for (let k = 0; k < n; k++) {
          for (let j = 0, from = order[k]! * width; j < width; j++) next[k * width + j] = old[from + j]!;
        }
      }
    });
    const permute = <T>(list: T[]) => {
      const next: T[] = [];
      for (let k = 0; k < n; k++) next.push(list[order[k]!]!);
      return next;
    };
    this.ids = permute(this.ids);
    this.words = permute(this.words);
    this.insurers = permute(this.insurers);
    this.free = [];
    for (let k = 0; k < n; k++) this.slotOf.set(this.ids[k]!, k);
    for (const list of this.postings) list.length = 0;
    for (const list of this.wordPostings) list.length = 0;
    const { postings, wordPostings } = this;
    const keyColumns = KEY_COLUMNS.map((name) => this[name]);
    for (let slot = 0; slot < n; slot++) {
      for (const column of keyColumns) if (column[slot]! >= 0) postings[column[slot]!]!.push(slot);
      for (const key of this.insurers[slot]!) postings[key]!.push(slot);
      const city = this.city[slot]!;
      if (city >= 0) for (const w of this.words[slot]!) postings[this.wordCityKeys.get(wordCity(w, city))!]!.push(slot);
      for (const w of this.words[slot]!) wordPostings[w]!.push(slot);
    }
  }

  /** The doctors' slots ordered by specialty, city, area, then slot: a counting sort over the combinations. */
  private slotsBySpecialtyCityArea(): Int32Array {
    const base = this.postings.length + 1;
    const slots = Int32Array.from(this.slotOf.values()).sort();
    // Each slot's combination as one number (keys are below `base`, and base ** 3 well within 2 ** 53).
    const combination = new Float64Array(slots.length);
    const counts = new Map<number, number>();
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const c = ((this.specialty[slot]! + 1) * base + this.city[slot]! + 1) * base + this.area[slot]! + 1;
      combination[i] = c;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const start = new Map<number, number>();
    let at = 0;
    for (const c of [...counts.keys()].sort((a, b) => a - b)) {
      start.set(c, at);
      at += counts.get(c)!;
    }
    const order = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const c = combination[i]!;
      const to = start.get(c)!;
      order[to] = slots[i]!;
      start.set(c, to + 1);
    }
    return order;
  }

  /**
   * The page's doctor ids in the requested order, and how many match in all (in a kept order, past
   * `countUpTo` matches: `countUpTo + 1`).
   */
  search(query: IndexQuery, sort: DoctorSort | undefined, offset: number, limit: number, now = 0) {
    const asked = { sort, offset, limit, now };
    return this.order(this.match(query, asked), asked);
  }

  /**
   * The page of `found` (what `match` returned for the same page, before the index's next match or change:
   * the marks it holds are this index's scratch; a stale `found` throws).
   */
  order(found: Matches, { sort, offset, limit, now }: PageAsked) {
    if (!found) return { ids: [], total: 0 };
    if (found.epoch !== this.epoch) {
      throw new Error('SearchIndex.order: the matches are stale (another match or a change came after them)');
    }
    const { slots } = found;
    if (found.page) return { ids: found.page, total: slots.length };
    const n = slots.length;
    const want = Math.min(offset + limit, n);
    // Each match's place in the order as one number, ascending, then its id: compared as numbers in one loop
    // instead of through a comparator per sort (a page of a common name compares thousands of matches).
    if (this.sortKey.length < n) this.sortKey = new Float64Array(Math.max(n, this.sortKey.length * 2));
    const { sortKey: key, ids } = this;
    const idDirection = this.fillSortKeys(found, sort, now);
    const before = (i: number, j: number): boolean => {
      if (key[i] !== key[j]) return key[i]! < key[j]!;
      return this.compareIds(slots[i]!, slots[j]!) * idDirection < 0;
    };
    let page: ArrayLike<number>;
    if (want > TOP_LIST_MAX || want === n) {
      page = Array.from({ length: n }, (_, i) => i)
        .sort((i, j) => (before(i, j) ? -1 : before(j, i) ? 1 : 0))
        .slice(offset, want);
    } else {
      // The first `want` in order, kept sorted while every match is looked at once.
      const best = new Int32Array(want);
      let kept = 0;
      let lastKey = Infinity;
      for (let i = 0; i < n; i++) {
        const k = key[i]!;
        if (kept === want) {
          // Most matches come after the last one kept: settled by the key alone.
          if (k > lastKey || (k === lastKey && !before(i, best[want - 1]!))) continue;
        }
        let lo = 0;
        let hi = kept;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (before(i, best[mid]!)) hi = mid;
          else lo = mid + 1;
        }
        if (kept < want) kept++;
        best.copyWithin(lo + 1, lo, kept - 1);
        best[lo] = i;
        lastKey = key[best[kept - 1]!]!;
      }
      page = best.subarray(offset, kept);
    }
    const pageIds: string[] = [];
    for (let i = 0; i < page.length; i++) pageIds.push(ids[slots[page[i]!]!]!);
    return { ids: pageIds, total: n };
  }

  /**
   * The orders of find-doctors, as the SQL it replaced had them: each match's key (ascending; no value sorts
   * last), and whether ties go by id ascending (1) or descending (-1). Where an order has two parts, both go
   * into the one key, exactly: the first scaled past every value of the second, all integers below 2 ** 53.
   */
  private fillSortKeys(found: NonNullable<Matches>, sort: DoctorSort | undefined, now: number): 1 | -1 {
    const { slots, wholeWords } = found;
    const { sortKey: key, years, ratingAvg, ratingCount } = this;
    const { fee } = this.filtered;
    const n = slots.length;
    // One loop per order (no branch per match); a missing value (NaN) sorts last.
    switch (sort) {
      case 'fee_asc':
        for (let i = 0; i < n; i++) key[i] = fee[slots[i]!]!;
        break;
      case 'fee_desc':
        for (let i = 0; i < n; i++) key[i] = -fee[slots[i]!]!;
        break;
      case 'rating':
        for (let i = 0; i < n; i++) key[i] = ratingKey(ratingAvg[slots[i]!]!, ratingCount[slots[i]!]!);
        break;
      case 'soonest':
        for (let i = 0; i < n; i++) {
          const at = this.nextSlotAt(slots[i]!, now);
          key[i] = at === at ? at : Infinity;
        }
        break;
      default:
        // Names holding every typed word whole first, then the most experienced (years, an int32, below 2 ** 32).
        for (let i = 0; i < n; i++) {
          const slot = slots[i]!;
          key[i] = (wholeWords && wholeWords.marks[slot] !== wholeWords.mark ? WHOLE_SCALE : 0) - years[slot]!;
        }
    }
    return sort === 'fee_desc' ? -1 : 1;
  }

  /**
   * The slot's next slot at `now`: the first stored that has not started; when all have (a stale list, worked out
   * again before it is shown), the last of them; NaN when none is stored.
   */
  private nextSlotAt(slot: number, now: number): number {
    let last = Number.NaN;
    const { nextSlots } = this;
    for (let k = slot * NEXT_SLOTS_KEPT, end = k + NEXT_SLOTS_KEPT; k < end; k++) {
      const at = nextSlots[k]!;
      if (at !== at) break;
      if (at >= now) return at;
      last = at;
    }
    return last;
  }

  /** Up to `max` of the matching doctors whose stored next slots must be worked out again (db/next-slot.ts). */
  staleIds(found: Matches, now: number, max: number): string[] {
    const stale: string[] = [];
    if (!found) return stale;
    // One number per match: a soonest search asks this of every match (8.5% of a saturated server's time at
    // 1,000,000 doctors when it worked the rule out from the stored slots each time, bench/RESULTS.md).
    const { slots } = found;
    const staleFrom = this.nextSlotsStaleFrom;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (staleFrom[slot]! < now) {
        stale.push(this.ids[slot]!);
        if (stale.length >= max) break;
      }
    }
    return stale;
  }

  /**
   * Whether the doctor, as this copy holds it now, meets every condition of the query (false for one it does
   * not hold): what `match` would find of that doctor alone, for telling whether a change touches a search.
   */
  matches(q: IndexQuery, id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    const is = (column: Int32Array, key: string) => this.keys.get(key) === column[slot];
    if (q.specialtyId !== undefined && !is(this.specialty, q.specialtyId)) return false;
    if (q.cityId !== undefined && !is(this.city, q.cityId)) return false;
    if (q.areaIds && !q.areaIds.some((a) => is(this.area, a))) return false;
    if (q.insurerId !== undefined) {
      const key = this.keys.get(q.insurerId);
      if (key === undefined || !this.insurers[slot]!.includes(key)) return false;
    }
    for (const { values, min, max } of filterConditions(this.filtered, q)) {
      if (values[slot]! < min || values[slot]! > max) return false;
    }
    const held = this.words[slot]!.map((n) => this.wordOf[n]!);
    return (q.words ?? []).every((w) => w.folded === '' || held.some((word) => w.matches.includes(word)));
  }

  /**
   * The matching slots, or null when a condition names something no doctor has. `wholeWords` is set when
   * the typed words match more than themselves: the slots whose names hold every typed word whole. With the
   * page `asked` in a kept order, more than `countUpTo` matches are not all looked at: the answer holds the
   * first `countUpTo + 1` and the page, found by walking the kept lists in that order (`page`).
   */
  match(q: IndexQuery, asked?: PageAsked): Matches {
    this.epoch++;
    const specialty = q.specialtyId === undefined ? -1 : this.keys.get(q.specialtyId);
    const city = q.cityId === undefined ? -1 : this.keys.get(q.cityId);
    const insurer = q.insurerId === undefined ? -1 : this.keys.get(q.insurerId);
    if (specialty === undefined || city === undefined || insurer === undefined) return null;
    const typed = (q.words ?? []).filter((w) => w.folded !== '');
    // For each name word, a bit per typed word it matches, and one per typed word it is (whole): scratch
    // that is all zero between searches, so the words a search marks (`touched`) are cleared when it ends.
    if (this.matching.length < this.wordPostings.length) {
      this.matching = new Uint8Array(this.wordPostings.length * 2);
      this.whole = new Uint8Array(this.matching.length);
    }
    const touched: number[] = [];
    try {
      return this.matchWith(q, specialty, city, insurer, typed, touched, asked);
    } finally {
      for (const n of touched) this.matching[n] = this.whole[n] = 0;
    }
  }

  private matchWith(
    q: IndexQuery,
    specialty: number,
    city: number,
    insurer: number,
    typed: IndexWord[],
    touched: number[],
    asked: PageAsked | undefined,
  ): Matches {
    const { matching, whole } = this;
    const areas = q.areaIds?.map((id) => this.keys.get(id) ?? -2);
    // Each typed word's posting lists, and the name word of each.
    const wordNumbers: number[][] = [];
    const wordLists: number[][][] = typed.map((w, i) => {
      const lists: number[][] = [];
      const numbers: number[] = [];
      // The typed word's own list first: a slot in two lists is looked at once, and then known to hold it whole.
      const ordered = w.matches.includes(w.folded) ? [w.folded, ...w.matches.filter((m) => m !== w.folded)] : w.matches;
      for (const m of ordered) {
        const n = this.wordNumbers.get(m);
        if (n === undefined || matching[n]! & (1 << i)) continue;
        matching[n]! |= 1 << i;
        touched.push(n);
        lists.push(this.wordPostings[n]!);
        numbers.push(n);
      }
      wordNumbers.push(numbers);
      const own = this.wordNumbers.get(w.folded);
      if (own !== undefined) {
        whole[own]! |= 1 << i;
        touched.push(own);
      }
      return lists;
    });
    const size = (lists: number[][]) => lists.reduce((n, l) => n + l.length, 0);
    if (wordLists.some((lists) => size(lists) === 0)) return null;
    const allWords = (1 << typed.length) - 1;
    const ranksWhole = typed.some((w) => w.matches.length !== 1 || w.matches[0] !== w.folded);

    // The smallest posting list (or a typed word's lists together) drives; every condition, its own
    // included, is then checked on the columns. `inKept` names the same lists in a kept order.
    let driver: number[][] | null = null as number[][] | null;
    let driverSize = Infinity;
    let inKept = (order: KeptOrder): KeptList[] => [order.all];
    // The typed word whose lists (alone or with the city) drive, if one does: they are in `wordNumbers` order.
    let drivingWord = -1;
    const consider = (lists: number[][], kept: (order: KeptOrder) => KeptList[], word = -1) => {
      const n = size(lists);
      if (n < driverSize) [driver, driverSize, inKept, drivingWord] = [lists, n, kept, word];
    };
    const byKeys = (keys: number[]) => [keys.map((k) => (k >= 0 ? this.postings[k]! : [])), keyed(keys)] as const;
    const keyed = (keys: number[]) => (order: KeptOrder) =>
      keys.map((k) => (k >= 0 ? (order.keyLists[k] ?? NO_SLOTS) : NO_SLOTS));
    const pair = (a: string, b: string) => this.keys.get(pairKey(a, b)) ?? -1;
    if (specialty >= 0) consider(...byKeys([specialty]));
    if (city >= 0) consider(...byKeys([city]));
    if (specialty >= 0 && city >= 0) consider(...byKeys([pair(q.specialtyId!, q.cityId!)]));
    if (specialty >= 0 && q.gender) consider(...byKeys([pair(q.specialtyId!, q.gender)]));
    if (insurer >= 0) consider(...byKeys([insurer]));
    if (areas) consider(...byKeys(areas));
    // A typed word's lists with the city: in the same order as its own (`wordNumbers`), none left out.
    const wordCityLists = wordNumbers.map((numbers) =>
      city >= 0 ? numbers.map((n) => this.wordCityKeys.get(wordCity(n, city)) ?? -1) : [],
    );
    wordLists.forEach((lists, i) =>
      consider(lists, (order) => wordNumbers[i]!.map((n) => order.wordLists[n] ?? NO_SLOTS), i),
    );
    wordCityLists.forEach((keys, i) => keys.length && consider(...byKeys(keys), i));

    const { words, live } = this;
    const specialtyOf = this.specialty;
    const cityOf = this.city;
    const areaOf = this.area;
    const conditions = filterConditions(this.filtered, q);
    const conditionCount = conditions.length;
    const wordsTyped = typed.length > 0;
    // Driven by the only typed word's own lists: each slot matches it, and holds it whole when the list's
    // word is the typed one.
    const byOnlyWord = typed.length === 1 && drivingWord === 0;
    /**
     * Whether the slot meets every condition: 0 no, 1 yes, 2 yes and its name holds every typed word whole
     * (only asked when that ranks). `listHeld`: the typed words held whole by the driving list's word when
     * the only typed word's lists drive, -1 when not known.
     */
    const test = (slot: number, listHeld: number): number => {
      if (specialty >= 0 && specialtyOf[slot] !== specialty) return 0;
      if (city >= 0 && cityOf[slot] !== city) return 0;
      for (let c = 0; c < conditionCount; c++) {
        const { values, min, max } = conditions[c]!;
        const value = values[slot]!;
        if (value < min || value > max) return 0;
      }
      if (areas && !areas.includes(areaOf[slot]!)) return 0;
      if (insurer >= 0 && !this.insurers[slot]!.includes(insurer)) return 0;
      if (byOnlyWord && listHeld >= 0) return ranksWhole && listHeld === allWords ? 2 : 1;
      if (!wordsTyped) return 1;
      let matched = 0;
      let held = 0;
      for (const n of words[slot]!) {
        matched |= matching[n]!;
        held |= whole[n]!;
      }
      if (matched !== allWords) return 0;
      return ranksWhole && held === allWords ? 2 : 1;
    };

    const kept = asked ? keptOrderOf(asked.sort) : null;
    // Past this many matches the rest are not counted: the page is then found in its order.
    const countUpTo = kept ? this.countUpTo : Infinity;
    const seen = this.seenScratch();
    // Two marks per search: looked at, and (for the order) holds every typed word whole.
    const looked = ++this.seenMark;
    const wholeMark = ++this.seenMark;
    if (this.matched.length < this.capacity) this.matched = new Int32Array(this.capacity);
    const matched = this.matched;
    let count = 0;
    const lists: ArrayLike<number>[] = driver ?? [this.allSlots()];
    // Posting lists hold only doctors' slots; a walk of every slot meets free ones too.
    const everySlot = driver === null;
    const several = lists.length > 1;
    walk: for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!;
      const listHeld = byOnlyWord ? whole[wordNumbers[0]![l]!]! : -1;
      for (let i = 0; i < list.length; i++) {
        const slot = list[i]!;
        // A slot is in several of the driving lists when two of its name words match one typed word.
        if (several) {
          if (seen[slot] === looked || seen[slot] === wholeMark) continue;
          seen[slot] = looked;
        }
        if (everySlot && !live[slot]) continue;
        const met = test(slot, listHeld);
        if (met === 0) continue;
        if (met === 2) seen[slot] = wholeMark;
        matched[count++] = slot;
        if (count > countUpTo) break walk;
      }
    }
    const slots = matched.subarray(0, count);
    if (kept && count > countUpTo) {
      this.keepOrders();
      const { offset, limit } = asked!;
      const found = this.walkInOrder(
        inKept(this.kept![kept.kept]!),
        kept,
        offset + limit,
        kept.kept === YEARS && ranksWhole,
        (slot) => test(slot, -1),
        // A fee range bounds the fee order's walk.
        kept.kept === FEE ? [q.feeMin ?? -Infinity, q.feeMax ?? Infinity] : [-Infinity, Infinity],
      );
      const page: string[] = [];
      for (let i = offset; i < found.length; i++) page.push(this.ids[found[i]!]!);
      return { slots, wholeWords: null, page, epoch: this.epoch };
    }
    return { slots, wholeWords: ranksWhole ? { marks: seen, mark: wholeMark } : null, page: null, epoch: this.epoch };
  }

  /**
   * The first `want` slots that `test` takes, in the kept order, from `lists` (that order's copies of the
   * driving lists, merged). With `wholeFirst`, those whose names hold every typed word whole (`test` says 2)
   * come before the rest, as in the default order: the walk stops once `want` of those are found. Only the
   * part of each list whose keys are within `keys` is walked (a fee range, in the fee order).
   */
  private walkInOrder(
    lists: KeptList[],
    { kept, backwards }: { kept: Kept; backwards: boolean },
    want: number,
    wholeFirst: boolean,
    test: (slot: number) => number,
    [keyMin, keyMax]: [number, number],
  ): number[] {
    const compare = this.compareIn(kept);
    const step = backwards ? -1 : 1;
    // Each list's first place and the place past its last, in the walk's direction.
    const keyAt = (list: KeptList, i: number) => this.keyIn(kept, list.slots[i]!);
    const from = lists.map((list) => firstIndex(list.length, (i) => keyAt(list, i) >= keyMin));
    const to = lists.map((list) => firstIndex(list.length, (i) => keyAt(list, i) > keyMax));
    const at = backwards ? to.map((end) => end - 1) : from;
    const end = backwards ? from.map((start) => start - 1) : to;
    const headOf = (l: number) => lists[l]!.slots[at[l]!]!;
    const before = (l: number, m: number) => compare(headOf(l), headOf(m)) * step < 0;
    // The lists with slots left, as a heap by their next slot.
    const heap = lists.flatMap((_, l) => (at[l] !== end[l] ? [l] : []));
    const siftDown = (from: number) => {
      for (let i = from; ;) {
        let least = i;
        for (const child of [2 * i + 1, 2 * i + 2]) {
          if (child < heap.length && before(heap[child]!, heap[least]!)) least = child;
        }
        if (least === i) return;
        [heap[i], heap[least]] = [heap[least]!, heap[i]!];
        i = least;
      }
    };
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i);
    const seen = this.seenScratch();
    const mark = ++this.seenMark;
    const several = lists.length > 1;
    const first: number[] = [];
    const rest: number[] = [];
    while (heap.length && first.length < want) {
      const l = heap[0]!;
      const slot = headOf(l);
      at[l]! += step;
      if (at[l] === end[l]) {
        const last = heap.pop()!;
        if (heap.length) heap[0] = last;
      }
      if (heap.length) siftDown(0);
      if (several) {
        if (seen[slot] === mark) continue;
        seen[slot] = mark;
      }
      const met = test(slot);
      if (met === 0) continue;
      if (!wholeFirst || met === 2) first.push(slot);
      else if (rest.length < want) rest.push(slot);
    }
    return first.length < want ? first.concat(rest.slice(0, want - first.length)) : first;
  }

  /** Every doctor filed in each kept order's posting lists (sorted whole: see `changeMany`). */
  keepOrders(): void {
    if (this.kept) return;
    const live = Int32Array.from(this.slotOf.values());
    const key = new Float64Array(this.capacity);
    const rank = new Int32Array(this.capacity);
    const listed = [...this.postings, ...this.wordPostings].reduce((n, list) => n + list.length, 0);
    this.kept = ([YEARS, FEE, RATING] as const).map((kept) => {
      for (const slot of live) key[slot] = this.keyIn(kept, slot);
      const sorted = live.slice().sort((a, b) => key[a]! - key[b]! || this.compareIds(a, b));
      for (let i = 0; i < sorted.length; i++) rank[sorted[i]!] = i;
      const store = new Int32Array(listed);
      // Each list's slots by their place in that order: numbers sorted natively, far faster than filing every
      // slot in its lists (a million doctors' lists written all over memory).
      // One buffer for all of an order's lists (many small buffers make the collector run again and again).
      let used = 0;
      const inOrder = (list: number[]) => {
        const ranks = store.subarray(used, (used += list.length));
        for (let i = 0; i < list.length; i++) ranks[i] = rank[list[i]!]!;
        ranks.sort();
        for (let i = 0; i < ranks.length; i++) ranks[i] = sorted[ranks[i]!]!;
        return new KeptList(ranks, ranks.length);
      };
      const order: KeptOrder = {
        keyLists: this.postings.map(inOrder),
        wordLists: this.wordPostings.map(inOrder),
        all: new KeptList(sorted, sorted.length),
      };
      return order;
    });
  }

  /**
   * Applies changes (upserts and removals) through `apply`: once more than REFILE_MAX of them file doctors
   * again (a change of next slot alone does not), the kept orders are dropped and sorted again whole when
   * `apply` returns, instead of each doctor being filed again in turn.
   */
  changeMany(apply: () => void): void {
    if (!this.kept) return apply();
    this.refilesLeft = REFILE_MAX;
    try {
      apply();
    } finally {
      this.refilesLeft = Infinity;
    }
    this.keepOrders();
  }

  /** The slot's place in a kept order: its key there (ascending), then its id. */
  private keyIn(kept: Kept, slot: number): number {
    if (kept === FEE) return this.filtered.fee[slot]!;
    if (kept === YEARS) return -this.years[slot]!;
    return ratingKey(this.ratingAvg[slot]!, this.ratingCount[slot]!);
  }

  private compareIn(kept: Kept): (a: number, b: number) => number {
    return (a, b) => this.keyIn(kept, a) - this.keyIn(kept, b) || this.compareIds(a, b);
  }

  /** Ids as PostgreSQL orders uuids, by the numbers of their first 16 digits while those differ. */
  private compareIds(a: number, b: number): number {
    const { idHigh, idLow, ids } = this;
    return idHigh[a]! - idHigh[b]! || idLow[a]! - idLow[b]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  }

  /** The lists of `order` the slot is in, as its columns, insurers and words say now. */
  private listsIn(order: KeptOrder, slot: number): KeptList[] {
    const lists: KeptList[] = [order.all];
    for (const name of KEY_COLUMNS) {
      const key = this[name][slot]!;
      if (key >= 0) lists.push((order.keyLists[key] ??= new KeptList(16)));
    }
    for (const key of this.insurers[slot]!) lists.push((order.keyLists[key] ??= new KeptList(16)));
    const city = this.city[slot]!;
    if (city >= 0) {
      for (const w of this.words[slot]!) {
        lists.push((order.keyLists[this.wordCityKeys.get(wordCity(w, city))!] ??= new KeptList(16)));
      }
    }
    for (const w of this.words[slot]!) lists.push((order.wordLists[w] ??= new KeptList(16)));
    return lists;
  }

  private file(slot: number) {
    this.kept!.forEach((order, kept) => {
      const compare = this.compareIn(kept as Kept);
      for (const list of this.listsIn(order, slot)) list.insert(sortedIndex(list, slot, compare), slot);
    });
  }

  /** Takes the slot out of the kept orders, as it was filed: call it before any of its columns changes. */
  private unfile(slot: number) {
    this.kept!.forEach((order, kept) => {
      const compare = this.compareIn(kept as Kept);
      for (const list of this.listsIn(order, slot)) {
        const at = sortedIndex(list, slot, compare);
        const found = list.slots[at] === slot ? at : list.slots.subarray(0, list.length).indexOf(slot);
        if (found >= 0) list.remove(found);
      }
    });
  }

  /** Whether the doctor is filed in the kept orders as the slot is: same lists, same keys. */
  private sameFiling(slot: number, d: IndexedDoctor): boolean {
    const key = (id: string | null) => (id === null ? -1 : (this.keys.get(id) ?? -2));
    const same = (held: number[], named: string[], numbers: Map<string, number>) => {
      const distinct = [...new Set(named)];
      return held.length === distinct.length && distinct.every((name, i) => numbers.get(name) === held[i]);
    };
    return (
      this.specialty[slot] === key(d.specialtyId) &&
      this.city[slot] === key(d.cityId) &&
      this.area[slot] === key(d.areaId) &&
      this.specialtyGender[slot] === key(pairKey(d.specialtyId, d.gender)) &&
      this.filtered.fee[slot] === d.fee &&
      this.years[slot] === d.yearsOfExperience &&
      Object.is(this.ratingAvg[slot], Math.fround(d.ratingAvg ?? Number.NaN)) &&
      this.ratingCount[slot] === d.ratingCount &&
      same(this.words[slot]!, d.nameWords, this.wordNumbers) &&
      same(this.insurers[slot]!, d.insurerIds, this.keys)
    );
  }

  /** The scratch of marks per slot, sized for every slot and cleared before its marks run out. */
  private seenScratch(): Uint32Array {
    if (this.seen.length < this.capacity) this.seen = new Uint32Array(this.capacity);
    if (this.seenMark > 0xfffffff0) {
      this.seen.fill(0);
      this.seenMark = 0;
    }
    return this.seen;
  }

  private grow(capacity: number) {
    this.replaceColumns(capacity, (old, next) => next.set(old));
    this.capacity = capacity;
  }

  /**
   * Every column replaced by a new one of `capacity` slots, which `fill` fills from the old (`width` values a
   * slot). A key column's slots start at -1, "no key", which is what `setKey` expects of a slot no doctor has held.
   */
  private replaceColumns(capacity: number, fill: (old: ColumnArray, next: ColumnArray, width: number) => void) {
    const replaced = (old: ColumnArray, keys: boolean, width = 1) => {
      const next = new (old.constructor as new (n: number) => ColumnArray)(capacity * width);
      if (keys) next.fill(-1);
      fill(old, next, width);
      return next;
    };
    for (const name of COLUMNS) {
      (this as unknown as Record<Column, ColumnArray>)[name] = replaced(this[name], isKeyColumn(name));
    }
    const filtered = this.filtered as Record<string, ColumnArray>;
    for (const name of FILTER_NAMES) filtered[name] = replaced(filtered[name]!, false);
    this.nextSlots = replaced(this.nextSlots, false, NEXT_SLOTS_KEPT) as Float64Array<ArrayBuffer>;
  }

  private allSlots(): Int32Array {
    if (this.slotsInOrder.length !== this.ids.length) {
      this.slotsInOrder = Int32Array.from({ length: this.ids.length }, (_, i) => i);
    }
    return this.slotsInOrder;
  }

  private keyOf(id: string): number {
    let key = this.keys.get(id);
    if (key === undefined) {
      key = this.postings.length;
      this.keys.set(id, key);
      this.postings.push([]);
    }
    return key;
  }

  private setKey(column: Int32Array, slot: number, id: string | null) {
    const key = id === null ? -1 : this.keyOf(id);
    const old = column[slot]!;
    if (old === key) return;
    if (old >= 0) without(this.postings[old]!, slot);
    if (key >= 0) this.postings[key]!.push(slot);
    column[slot] = key;
  }

  /** Moves the slot between the lists of its name words with its city, from the words and city it had. */
  private moveWordCities(slot: number, oldWords: number[], oldCity: number) {
    const words = this.words[slot]!;
    const city = this.city[slot]!;
    // `setWords` keeps a slot's array of words while they stay the same.
    if (words === oldWords && city === oldCity) return;
    if (oldCity >= 0) for (const w of oldWords) without(this.postings[this.wordCityKey(w, oldCity)]!, slot);
    if (city >= 0) for (const w of words) this.postings[this.wordCityKey(w, city)]!.push(slot);
  }

  private wordCityKey(word: number, city: number): number {
    let key = this.wordCityKeys.get(wordCity(word, city));
    if (key === undefined) {
      key = this.postings.length;
      this.wordCityKeys.set(wordCity(word, city), key);
      this.postings.push([]);
    }
    return key;
  }

  private wordNumber(word: string): number {
    let n = this.wordNumbers.get(word);
    if (n === undefined) {
      n = this.wordPostings.length;
      this.wordNumbers.set(word, n);
      this.wordPostings.push([]);
      this.wordOf.push(word);
    }
    return n;
  }

  private setWords(slot: number, words: number[]) {
    const old = this.words[slot]!;
    if (old.length === words.length && old.every((w, i) => w === words[i])) return;
    for (const w of old) {
      const list = this.wordPostings[w]!;
      without(list, slot);
      if (list.length === 0) this.wordsVersion++;
    }
    for (const w of words) {
      const list = this.wordPostings[w]!;
      list.push(slot);
      if (list.length === 1) this.wordsVersion++;
    }
    this.words[slot] = words;
  }

  /** Sets the keys a slot is listed under in `listed` (its insurers). */
  private setListed(listed: number[][], slot: number, keys: number[]) {
    const old = listed[slot]!;
    if (old.length === keys.length && old.every((k, i) => k === keys[i])) return;
    for (const k of old) without(this.postings[k]!, slot);
    for (const k of keys) this.postings[k]!.push(slot);
    listed[slot] = keys;
  }
}

/**
 * A rating's key: best average first, then most ratings; no average after every one that has one (keys
 * above 0). An average (a float32 from 1 to 5) times 2 ** 23 is a whole number below 2 ** 26; a count is
 * capped below 2 ** 27 (no doctor has 134 million ratings).
 */
function ratingKey(rating: number, ratingCount: number): number {
  const count = Math.min(ratingCount, COUNT_SCALE - 1);
  return rating === rating ? -(rating * RATING_SCALE) * COUNT_SCALE - count : COUNT_SCALE - count;
}

/** The first of 0 to `n` where `holds` is true, where it is false up to some place and true from there. */
function firstIndex(n: number, holds: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Where `slot` is, or would go, in `list` sorted by `compare`. */
function sortedIndex(list: KeptList, slot: number, compare: (a: number, b: number) => number): number {
  return firstIndex(list.length, (i) => compare(list.slots[i]!, slot) >= 0);
}

function without(list: number[], slot: number) {
  const at = list.indexOf(slot);
  if (at < 0) return;
  list[at] = list[list.length - 1]!;
  list.pop();
}
