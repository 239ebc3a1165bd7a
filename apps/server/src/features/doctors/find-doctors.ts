import {
  DOCTOR_TOTAL_CAP,
  type DoctorPage,
  type DoctorSearchCriteria,
  type DoctorSummary,
  type Language,
} from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { doctorPhotoUrls } from '../../shared/doctor-photo-urls.ts';
import { pick } from '../../shared/language.ts';
import { isNextSlotStale, nextSlotOf } from '../../db/next-slot.ts';
import { refreshNextSlots, toZonedIso } from '../booking/index.ts';
import type { DoctorCard, DoctorSummaryRow, NameWordMatches } from './doctor-queries.ts';
import { cachedSearch } from './search-cache.ts';
import type { IndexQuery, PageAsked } from './search-index.ts';
import { filterQueryOf } from './search-filters.ts';
import {
  doctorCards,
  nameWordMatches,
  searchCopy,
  searchCopyAhead,
  type SearchCatalogue,
  type SearchCopy,
} from './search-index-sync.ts';

const MAX_WORDS = 5;
/** Stale next slots worked out before ordering by them, per search: bounds the work of one request. */
const SOONEST_REFRESH_MAX = 200;

/**
 * The doctor search. An unknown specialty, city, area or insurer slug is a 400 naming the field (a
 * mistyped link should say so, not pretend nobody practises there); a page past the end is an empty
 * list with the real total (or, past DOCTOR_TOTAL_CAP matches, that many and `totalCapped`).
 */
export async function findDoctors(
  db: Db,
  criteria: DoctorSearchCriteria,
  lang: Language,
  { cache = true, now = new Date() }: { cache?: boolean; now?: Date } = {},
): Promise<DoctorPage> {
  if (!cache) return (await searchDoctors(db, criteria, lang, now)).page;
  return cachedSearch(
    db,
    JSON.stringify([lang, criteria]),
    now,
    (copy) => searchDoctors(db, criteria, lang, now, copy),
    {
      bySlots: criteria.sort === 'soonest',
    },
  );
}

async function searchDoctors(
  db: Db,
  criteria: DoctorSearchCriteria,
  lang: Language,
  now: Date,
  // The copy the answer cache has just brought up to date, or none: the search brings one up to date itself.
  current?: SearchCopy,
): Promise<{ page: DoctorPage; copy: SearchCopy }> {
  const { page, limit } = criteria;
  const offset = (page - 1) * limit;
  const asked = { sort: criteria.sort, offset, limit, now: now.getTime() };
  // Matches are found, counted and ordered in this process's copy of doctor_search (decision 022), and the
  // page shows the cards it keeps of the doctors shown lately: the database is read only for the others.
  const words = criteria.q ? searchWords(criteria.q) : undefined;
  let copy = current;
  let found: { ids: string[]; total: number } | undefined;
  if (!copy) {
    // Searched ahead on the copy as it is while it is brought up to date, and kept when no change touches it.
    const typed = words && (await nameWordMatches(db, words));
    ({ copy, value: found } = await searchCopyAhead(db, ({ index, catalogue }) => {
      const filter = indexQuery(catalogue, criteria, typed);
      if (!filter) return undefined;
      const matches = index.match(filter, asked);
      // A stale next slot is worked out (and stored) before ordering by it: that search waits for the copy.
      if (criteria.sort === 'soonest' && index.staleIds(matches, now.getTime(), 1).length) return undefined;
      return { query: filter, value: index.order(matches, asked) };
    }));
  }
  found ??= await searchCopyFound(db, copy, criteria, words, asked, now);
  const { ids, total } = found;
  // A doctor removed since the index was brought up to date is left out of the page.
  const shown = await doctorCards(db, ids);
  const stale = shown.filter((card) =>
    isNextSlotStale(card.nextSlots, card.nextSlotCheckedAt?.getTime() ?? null, now.getTime()),
  );
  const worked = stale.length
    ? await refreshNextSlots(
        db,
        stale.map((card) => card.id),
        now,
      )
    : null;
  const items = shown.map((card) =>
    worked?.has(card.id)
      ? toDoctorSummary({ ...card, nextSlots: worked.get(card.id) ?? [], nextSlotStale: false }, lang, now)
      : cardSummary(card, lang, now),
  );
  // Past the cap the index stops counting (decision 031): the answer says "1,000+".
  const totalCapped = total > DOCTOR_TOTAL_CAP;
  return {
    page: { items, total: totalCapped ? DOCTOR_TOTAL_CAP : total, totalCapped, page, limit },
    copy,
  };
}

/** The search on `copy`, brought up to date when it is: no answer is older than the request. */
async function searchCopyFound(
  db: Db,
  copy: SearchCopy,
  criteria: DoctorSearchCriteria,
  words: string[] | undefined,
  asked: PageAsked,
  now: Date,
): Promise<{ ids: string[]; total: number }> {
  let { index } = copy;
  const filter = indexQuery(copy.catalogue, criteria, words && (await nameWordMatches(db, words)));
  if (!filter) throw new AppError('validation_failed', unknownSlugs(copy.catalogue, criteria));
  let matches = index.match(filter, asked);
  if (criteria.sort === 'soonest') {
    // The background refresher keeps most stored slots fresh; whatever it has not reached yet is worked out here.
    const stale = index.staleIds(matches, now.getTime(), SOONEST_REFRESH_MAX);
    if (stale.length) {
      await refreshNextSlots(db, stale, now);
      ({ index } = await searchCopy(db));
      matches = index.match(filter, asked);
    }
  }
  return index.order(matches, asked);
}

/** What the index is asked, or undefined when a slug names nothing in the catalogue (`unknownSlugs`). */
function indexQuery(
  catalogue: SearchCatalogue,
  criteria: DoctorSearchCriteria,
  words: NameWordMatches[] | undefined,
): IndexQuery | undefined {
  const filter: IndexQuery = { ...filterQueryOf(criteria), words };
  if (criteria.specialty || criteria.city || criteria.area || criteria.insurer) {
    const ids = catalogue.resolve(criteria);
    if (Object.keys(unknownSlugs(catalogue, criteria, ids)).length) return undefined;
    filter.specialtyId = ids.specialtyId ?? undefined;
    filter.cityId = ids.cityId ?? undefined;
    filter.areaIds = criteria.area ? ids.areaIds : undefined;
    filter.insurerId = ids.insurerId ?? undefined;
  }
  return filter;
}

/**
 * An unknown specialty, city, area or insurer slug, by field: a mistyped link should say so, not pretend
 * nobody practises there.
 */
function unknownSlugs(
  catalogue: SearchCatalogue,
  criteria: DoctorSearchCriteria,
  ids = catalogue.resolve(criteria),
): Record<string, string> {
  const unknown: Record<string, string> = {};
  if (criteria.specialty && !ids.specialtyId) unknown.specialty = 'specialty_unknown';
  if (criteria.city && !ids.cityId) unknown.city = 'city_unknown';
  if (criteria.area && !ids.areaIds.length) unknown.area = 'area_unknown';
  if (criteria.insurer && !ids.insurerId) unknown.insurer = 'insurer_unknown';
  return unknown;
}

// A card's summary in each language, made once for each next slot it shows (`slot`, epoch ms; null: none): a card
// is replaced, never changed, when its doctor changes, and its next slot moves to the next one stored when the
// first starts.
const summaries = new WeakMap<DoctorCard, Partial<Record<Language, { slot: number | null; summary: DoctorSummary }>>>();

/** The summary of a card whose next slots are not stale (search-index-sync.ts keeps the cards). */
function cardSummary(card: DoctorCard, lang: Language, now: Date): DoctorSummary {
  let made = summaries.get(card);
  if (!made) summaries.set(card, (made = {}));
  const slot = nextSlotOf(card.nextSlots, now.getTime());
  const held = made[lang];
  if (held && held.slot === slot) return held.summary;
  const summary = toDoctorSummary({ ...card, nextSlotStale: false }, lang, now);
  made[lang] = { slot, summary };
  return summary;
}

/** The rows with every stale next slot worked out (and stored) again: a shown slot is always a real one. */
export async function withFreshNextSlots<T extends DoctorSummaryRow>(db: Db, rows: T[], now: Date): Promise<T[]> {
  const stale = rows.filter((r) => r.nextSlotStale).map((r) => r.id);
  if (stale.length === 0) return rows;
  const slots = await refreshNextSlots(db, stale, now);
  return rows.map((r) => (slots.has(r.id) ? { ...r, nextSlots: slots.get(r.id) ?? [], nextSlotStale: false } : r));
}

/**
 * Words of the name query; punctuation and the "Dr" prefix people type add nothing to a name. Hyphens and
 * apostrophes separate words, as they do in the names (tabib_normalize).
 */
export function searchWords(q: string): string[] | undefined {
  const words = q
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(dr|doctor|د|دكتور|دكتوره|دكتورة)$/i.test(w))
    .slice(0, MAX_WORDS);
  return words.length ? words : undefined;
}

export function ratingOf(avg: number | null, count: number): number | null {
  return count > 0 && avg !== null ? Math.round(avg * 10) / 10 : null;
}

/** What a search result shows of a doctor at `now`: the next slot is the first stored that has not started. */
export function toDoctorSummary(r: DoctorSummaryRow, lang: Language, now: Date): DoctorSummary {
  const nextSlotAt = nextSlotOf(r.nextSlots, now.getTime());
  return {
    id: r.id,
    name: pick(lang, r.nameAr, r.nameEn),
    gender: r.gender,
    title: pick(lang, r.titleAr, r.titleEn),
    specialty: { id: r.specialtyId, slug: r.specialtySlug, name: pick(lang, r.specialtyNameAr, r.specialtyNameEn) },
    city: { slug: r.citySlug, name: pick(lang, r.cityNameAr, r.cityNameEn) },
    area: { slug: r.areaSlug, name: pick(lang, r.areaNameAr, r.areaNameEn) },
    clinic: {
      name: pick(lang, r.clinicNameAr, r.clinicNameEn),
      address: pick(lang, r.clinicAddressAr, r.clinicAddressEn),
      timeZone: r.timeZone,
    },
    fee: r.fee,
    rating: ratingOf(r.ratingAvg, r.ratingCount),
    ratingCount: r.ratingCount,
    telehealth: r.telehealth,
    yearsOfExperience: r.yearsOfExperience,
    nextSlotAt: nextSlotAt === null ? null : toZonedIso(nextSlotAt, r.timeZone),
    photo: doctorPhotoUrls(r.photoKey),
  };
}
