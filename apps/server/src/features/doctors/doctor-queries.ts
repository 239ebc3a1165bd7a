import type { DoctorSort } from '@tabib/contracts';
import { and, eq, gt, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextSlotIsStale } from '../../db/next-slot.ts';
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

/**
 * The name words each typed word matches, in one round trip. The search then filters by these as constants,
 * which the planner can estimate (a common name is thousands of rows, a rare one a handful), instead of an
 * array it only learns while running.
 */
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

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export interface ResolvedSlugs {
  specialtyId: string | null;
  cityId: string | null;
  areaIds: string[] | null;
  insurerId: string | null;
}

interface SlugRow {
  specialty_id: string | null;
  city_id: string | null;
  area_ids: string[] | null;
  insurer_id: string | null;
}

/** Ids for the slugs in a search, in one round trip; null (or an empty list) for a slug that does not exist. */
export async function resolveSlugs(
  db: Db,
  slugs: { specialty?: string; city?: string; area?: string; insurer?: string },
): Promise<ResolvedSlugs> {
  const [row] = await db
    .execute(
      sql`select
      (select id from ${specialties} where slug = ${slugs.specialty ?? null}) as specialty_id,
      (select id from ${cities} where slug = ${slugs.city ?? null}) as city_id,
      (select array_agg(a.id) from ${areas} a join ${cities} c on c.id = a.city_id
        where a.slug = ${slugs.area ?? null} and (${slugs.city ?? null}::text is null or c.slug = ${slugs.city ?? null})
      ) as area_ids,
      (select id from ${insurers} where slug = ${slugs.insurer ?? null}) as insurer_id`,
    )
    .then((r) => rowsOf<SlugRow>(r));
  return {
    specialtyId: row?.specialty_id ?? null,
    cityId: row?.city_id ?? null,
    areaIds: row?.area_ids ?? null,
    insurerId: row?.insurer_id ?? null,
  };
}

/** node-postgres answers { rows }, PGlite an array-like result with rows too. */
function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

export interface DoctorFilter {
  specialtyId?: string | undefined;
  cityId?: string | undefined;
  areaIds?: string[] | undefined;
  insurerId?: string | undefined;
  /** The typed words (already split) and the name words each matches; every typed word must match the name. */
  words?: NameWordMatches[] | undefined;
  gender?: 'male' | 'female' | undefined;
  telehealth?: boolean | undefined;
  feeMin?: number | undefined;
  feeMax?: number | undefined;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The search's filters, on doctor_search (decision 020). */
function conditions(f: DoctorFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.specialtyId) where.push(eq(doctorSearch.specialtyId, f.specialtyId));
  if (f.cityId) where.push(eq(doctorSearch.cityId, f.cityId));
  if (f.areaIds) where.push(inArray(doctorSearch.areaId, f.areaIds));
  if (f.insurerId) {
    where.push(
      sql`exists (select 1 from ${doctorInsurers} where ${doctorInsurers.doctorId} = ${doctorSearch.doctorId} and ${doctorInsurers.insurerId} = ${f.insurerId})`,
    );
  }
  if (f.gender) where.push(eq(doctorSearch.gender, f.gender));
  if (f.telehealth !== undefined) where.push(eq(doctorSearch.telehealth, f.telehealth));
  if (f.feeMin !== undefined) where.push(sql`${doctorSearch.fee} >= ${f.feeMin}`);
  if (f.feeMax !== undefined) where.push(sql`${doctorSearch.fee} <= ${f.feeMax}`);
  for (const word of f.words ?? []) {
    // A word that folds to nothing is in every name; a word in thousands of name words (a single letter) is
    // looked up again by the database rather than sent back as that many parameters.
    if (word.folded === '') continue;
    const matches = word.matches.length > 500 ? nameWordsMatching(word.typed) : textArray(word.matches);
    where.push(sql`${doctorSearch.nameWords} && ${matches}`);
  }
  return where.length ? and(...where) : undefined;
}

/**
 * How many doctors match, counting no further than `cap` + 1: an exact total of thousands of matches means
 * visiting every one of them, which the answer does not need (it says "1,000+"; decision 020).
 */
export async function countDoctorsUpTo(db: Db, filter: DoctorFilter, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(doctorSearch)
    .where(conditions(filter))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return Number(row?.n ?? 0);
}

// Each ordering ends in the id so pages never overlap; they match the doctor_search_* indexes in catalogue.ts.
const orderings: Record<DoctorSort | 'default', SQL[]> = {
  fee_asc: [sql`${doctorSearch.fee} asc`, sql`${doctorSearch.doctorId} asc`],
  fee_desc: [sql`${doctorSearch.fee} desc`, sql`${doctorSearch.doctorId} desc`],
  rating: [
    sql`${doctorSearch.ratingAvg} desc nulls last`,
    sql`${doctorSearch.ratingCount} desc nulls last`,
    sql`${doctorSearch.doctorId} asc`,
  ],
  soonest: [sql`${doctorSearch.nextSlotAt} asc nulls last`, sql`${doctorSearch.doctorId} asc`],
  default: [sql`${doctorSearch.yearsOfExperience} desc nulls last`, sql`${doctorSearch.doctorId} asc`],
};

const summaryColumns = {
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
  specialtyId: specialties.id,
  specialtySlug: specialties.slug,
  specialtyNameAr: specialties.nameAr,
  specialtyNameEn: specialties.nameEn,
  clinicNameAr: clinics.nameAr,
  clinicNameEn: clinics.nameEn,
  clinicAddressAr: clinics.addressAr,
  clinicAddressEn: clinics.addressEn,
  timeZone: clinics.timeZone,
  nextSlotAt: doctors.nextSlotAt,
  areaSlug: areas.slug,
  areaNameAr: areas.nameAr,
  areaNameEn: areas.nameEn,
  citySlug: cities.slug,
  cityNameAr: cities.nameAr,
  cityNameEn: cities.nameEn,
};

/** Summaries, each saying whether its stored next slot must be worked out again before it is shown. */
function selectSummaries(db: Db, now: Date) {
  return db
    .select({ ...summaryColumns, nextSlotStale: sql<boolean>`${nextSlotIsStale(now)}` })
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .innerJoin(areas, eq(areas.id, clinics.areaId))
    .innerJoin(cities, eq(cities.id, areas.cityId));
}

export type DoctorSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** Doctors matching the search whose stored next slot is stale (for ordering by it). */
export async function selectStaleDoctorIds(db: Db, filter: DoctorFilter, now: Date, limit: number) {
  const rows = await db
    .select({ id: doctorSearch.doctorId })
    .from(doctorSearch)
    .where(
      and(
        conditions(filter),
        nextSlotIsStale(now, { at: doctorSearch.nextSlotAt, checkedAt: doctorSearch.nextSlotCheckedAt }),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function selectDoctorPage(
  db: Db,
  filter: DoctorFilter,
  sort: DoctorSort | undefined,
  offset: number,
  limit: number,
  now: Date,
): Promise<DoctorSummaryRow[]> {
  const order = [...orderings[sort ?? 'default']];
  // Without an explicit sort, names holding every typed word as a whole word come first; when each typed
  // word matches only itself, every match does, and the order by experience alone can walk its index.
  if (!sort && filter.words?.some((w) => w.matches.length !== 1 || w.matches[0] !== w.folded)) {
    order.unshift(sql`${doctorSearch.nameWords} @> ${textArray(filter.words.map((w) => w.folded))} desc`);
  }
  // The page is chosen on the narrow doctor_search rows, and only its own rows are read from doctors and
  // joined to their clinic and places: joined first, every match (thousands for a common name) would be.
  const pageIds = db
    .select({ id: doctorSearch.doctorId })
    .from(doctorSearch)
    .where(conditions(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectSummaries(db, now)
    .innerJoin(doctorSearch, eq(doctorSearch.doctorId, doctors.id))
    .where(inArray(doctors.id, pageIds))
    .orderBy(...order);
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
    .where(eq(doctors.id, id));
  return row ?? null;
}

export interface SearchVersions {
  /** search_data_version (migration search-data-version): moves on any change to what results show but slots. */
  data: string;
  /** The last sequence number of search_slot_changes (migration search-slot-changes); 0 before the first. */
  slots: number;
}

/** Both search versions in one round trip. */
export async function readSearchVersions(db: Db): Promise<SearchVersions> {
  const [row] = await db
    .execute(
      sql`select (select last_value::text from search_data_version) as data,
        (select case when is_called then last_value else 0 end from search_slot_version)::float8 as slots`,
    )
    .then((r) => rowsOf<{ data: string; slots: number }>(r));
  return { data: row?.data ?? '0', slots: Number(row?.slots ?? 0) };
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
