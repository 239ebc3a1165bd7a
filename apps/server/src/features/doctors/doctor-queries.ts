import { and, eq, gt, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextSlotIsStale, nextSlotsAsMs } from '../../db/next-slot.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  areas,
  cities,
  clinics,
  doctorInsurers,
  doctorNameWords,
  doctors,
  doctorSearch,
  doctorWeeklyHours,
  insurers,
  searchSlotChanges,
  specialties,
} from '../../db/schema/index.ts';

/**
 * The words of the name matching one typed word: a substring finds partial names, strict word similarity
 * (<<%) forgives a letter or two ("Mohamed" finds "Mohammed") without matching merely similar names. Looked
 * up in the small dictionary of name words, so neither test runs against every doctor (decision 007).
 */
function nameWordsMatching(word: string): SQL {
  return sql`array(select ${doctorNameWords.word} from ${doctorNameWords}
    where ${doctorNameWords.word} like '%' || tabib_normalize(${escapeLike(word)}) || '%'
      or tabib_normalize(${word}) <<% ${doctorNameWords.word})`;
}

export interface NameWordMatches {
  typed: string;
  /** The typed word as names are folded (tabib_normalize). */
  folded: string;
  /** The dictionary's words it matches. */
  matches: string[];
}

/** The name words each typed word matches, in one round trip; search then finds their doctors in its index. */
export async function matchNameWords(db: Db, words: string[]): Promise<NameWordMatches[]> {
  const columns = words.map(
    (w, i) => sql`tabib_normalize(${w}) as ${sql.raw(`f${i}`)}, ${nameWordsMatching(w)} as ${sql.raw(`m${i}`)}`,
  );
  const [row] = await db
    .execute(sql`select ${sql.join(columns, sql`, `)}`)
    .then((r) => rowsOf<Record<string, string | string[]>>(r));
  return words.map((typed, i) => ({
    typed,
    folded: String(row?.[`f${i}`] ?? ''),
    matches: (row?.[`m${i}`] as string[] | undefined) ?? [],
  }));
}

export interface CatalogueEntry {
  kind: 'specialty' | 'city' | 'area' | 'insurer';
  slug: string;
  id: string;
  nameAr: string;
  nameEn: string;
  /** An area's city. */
  cityId: string | null;
  citySlug: string | null;
}

/**
 * Every specialty, city, area and insurer: the slugs a search may name, with their ids, and the names its
 * results show. A few hundred rows, kept by each process with its search copy (search-index-sync.ts).
 */
export async function selectCatalogue(db: Db): Promise<CatalogueEntry[]> {
  return rowsOf<CatalogueEntry>(
    await db.execute(sql`select 'specialty' as kind, slug, id::text as id, name_ar as "nameAr", name_en as "nameEn",
        null::text as "cityId", null::text as "citySlug" from ${specialties}
      union all select 'city', slug, id::text, name_ar, name_en, null, null from ${cities}
      union all select 'area', a.slug, a.id::text, a.name_ar, a.name_en, c.id::text, c.slug
        from ${areas} a join ${cities} c on c.id = a.city_id
      union all select 'insurer', slug, id::text, name_ar, name_en, null, null from ${insurers}`),
  );
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What a result shows of a doctor from doctors and clinics alone (a card: search-index-sync.ts names its places). */
const cardColumns = {
  id: doctors.id,
  nameAr: doctors.nameAr,
  nameEn: doctors.nameEn,
  gender: doctors.gender,
  titleAr: doctors.titleAr,
  titleEn: doctors.titleEn,
  fee: doctors.fee,
  ratingAvg: doctors.ratingAvg,
  ratingCount: doctors.ratingCount,
  telehealth: doctors.telehealth,
  yearsOfExperience: doctors.yearsOfExperience,
  specialtyId: doctors.specialtyId,
  clinicNameAr: clinics.nameAr,
  clinicNameEn: clinics.nameEn,
  clinicAddressAr: clinics.addressAr,
  clinicAddressEn: clinics.addressEn,
  timeZone: clinics.timeZone,
  nextSlots: nextSlotsAsMs(),
  photoKey: doctors.photoKey,
};

/** A card's columns with its places joined: for a doctor's own page (`selectDoctor`). */
const summaryColumns = {
  ...cardColumns,
  specialtySlug: specialties.slug,
  specialtyNameAr: specialties.nameAr,
  specialtyNameEn: specialties.nameEn,
  areaSlug: areas.slug,
  areaNameAr: areas.nameAr,
  areaNameEn: areas.nameEn,
  citySlug: cities.slug,
  cityNameAr: cities.nameAr,
  cityNameEn: cities.nameEn,
};

// The page's rows, read for the doctors a search shows that this process holds no card of (search-index-sync.ts):
// prepared once per database handle (no query building, and a plan PostgreSQL keeps per connection). The
// specialty's, area's and city's names come from the catalogue the search copy holds, not from joins here: on
// the embedded database the three joins took 40% of each read's time on the thread every request shares.
const cardQueries = new WeakMap<Db, ReturnType<typeof prepareCards>>();

function prepareCards(db: Db) {
  return db
    .select({ ...cardColumns, areaId: clinics.areaId, nextSlotCheckedAt: doctors.nextSlotCheckedAt })
    .from(doctors)
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .where(sql`${doctors.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('doctor_cards');
}

/** A doctor's card as read: its specialty and area by id. */
export type DoctorCardRow = Awaited<ReturnType<ReturnType<typeof prepareCards>['execute']>>[number];

/** Where a card's doctor is, by name: from the catalogue (`selectCatalogue`). */
export interface CardPlaces {
  specialtySlug: string;
  specialtyNameAr: string;
  specialtyNameEn: string;
  areaSlug: string;
  areaNameAr: string;
  areaNameEn: string;
  citySlug: string;
  cityNameAr: string;
  cityNameEn: string;
}

/** What a search result shows of a doctor, as stored: whether its next slot is stale depends on the moment. */
export type DoctorCard = Omit<DoctorCardRow, 'areaId'> & CardPlaces;
/** A card at a moment: `nextSlotStale` says whether its next slot must be worked out again first. */
export type DoctorSummaryRow = Omit<DoctorCard, 'nextSlotCheckedAt'> & { nextSlotStale: boolean };

/** The cards of these doctors as read (in no particular order; a doctor gone is left out). */
export async function selectDoctorCards(db: Db, ids: string[]): Promise<DoctorCardRow[]> {
  if (ids.length === 0) return [];
  let query = cardQueries.get(db);
  if (!query) cardQueries.set(db, (query = prepareCards(db)));
  return query.execute({ ids });
}

interface InsurerJson {
  slug: string;
  nameAr: string;
  nameEn: string;
}
interface HoursJson {
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** One doctor's profile in one round trip: the summary, the profile's own columns, insurers and hours. */
export async function selectDoctor(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({
      ...summaryColumns,
      nextSlotStale: sql<boolean>`${nextSlotIsStale(now)}`,
      bioAr: doctors.bioAr,
      bioEn: doctors.bioEn,
      phone: doctors.phone,
      slotMinutes: doctors.slotMinutes,
      clinicPhone: clinics.phone,
      insurers: sql<InsurerJson[]>`coalesce((
        select json_agg(json_build_object('slug', i.slug, 'nameAr', i.name_ar, 'nameEn', i.name_en) order by i.slug)
        from ${doctorInsurers} di join ${insurers} i on i.id = di.insurer_id
        where di.doctor_id = ${doctors.id}), '[]'::json)`,
      weeklyHours: sql<HoursJson[]>`coalesce((
        select json_agg(json_build_object('weekday', h.weekday, 'startsAt', h.starts_at, 'endsAt', h.ends_at)
          order by h.weekday, h.starts_at)
        from ${doctorWeeklyHours} h where h.doctor_id = ${doctors.id}), '[]'::json)`,
    })
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .innerJoin(areas, eq(areas.id, clinics.areaId))
    .innerJoin(cities, eq(cities.id, areas.cityId))
    // A suspended doctor has no public profile (decision 036).
    .where(and(eq(doctors.id, id), isNull(doctors.suspendedAt)));
  return row ?? null;
}

export interface SearchVersions {
  /** search_data_version (migration search-data-version): moves on any change to what results show but slots. */
  data: string;
  /** The last sequence number of search_slot_changes (migration search-slot-changes); 0 before the first. */
  slots: number;
}

/** The doctors whose slots changed after sequence number `after`, up to `upTo`. */
export async function selectSlotChanges(db: Db, after: number, upTo: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ doctorId: searchSlotChanges.doctorId })
    .from(searchSlotChanges)
    .where(and(gt(searchSlotChanges.seq, after), lte(searchSlotChanges.seq, upTo)));
  return rows.map((r) => r.doctorId);
}

/** Slot changes older than any cached answer can be are of no more use (retention). */
export async function deleteSlotChangesBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(searchSlotChanges)
    .where(lt(searchSlotChanges.recordedAt, before))
    .returning({ seq: searchSlotChanges.seq });
  return deleted.length;
}

/**
 * Up to `limit` doctors whose name holds every one of `words` as a whole word (either spelling, folded by
 * tabib_normalize) and, when `place` is given, whose clinic, area or city has that name in either language.
 * The names are matched on doctor_search, whose name words are indexed (decision 020), not on doctors.
 */
export async function selectDoctorIdsByNameAndPlace(
  db: Db,
  words: string[],
  place: string | undefined,
  limit: number,
): Promise<string[]> {
  const folded = sql`tabib_normalize(${place ?? ''})`;
  const rows = await db
    .select({ id: doctorSearch.doctorId })
    .from(doctorSearch)
    .innerJoin(doctors, eq(doctors.id, doctorSearch.doctorId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .innerJoin(areas, eq(areas.id, clinics.areaId))
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .where(
      and(
        sql`${doctorSearch.nameWords} @> string_to_array(tabib_normalize(${words.join(' ')}), ' ')`,
        place === undefined
          ? undefined
          : sql`${folded} in (tabib_normalize(${clinics.nameAr}), tabib_normalize(${clinics.nameEn}),
              tabib_normalize(${areas.nameAr}), tabib_normalize(${areas.nameEn}),
              tabib_normalize(${cities.nameAr}), tabib_normalize(${cities.nameEn}))`,
      ),
    )
    .orderBy(doctorSearch.doctorId)
    .limit(limit);
  return rows.map((r) => r.id);
}
