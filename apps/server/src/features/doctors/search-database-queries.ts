import type { DoctorSort } from '@tabib/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { NO_SLOT_RECHECK_MS } from '../../db/next-slot.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  areas,
  cities,
  clinics,
  doctorInsurers,
  doctorNameWords,
  doctors,
  doctorSearch,
  insurers,
  specialties,
} from '../../db/schema/index.ts';
import type { DoctorCard, NameWordMatches, SearchVersions } from './doctor-queries.ts';

/**
 * Search answered by PostgreSQL alone (SEARCH_BACKEND=database, decision 047): the filters, the capped count
 * and the page are statements on doctor_search, served by the indexes of migration search-database-indexes.
 * No process keeps a copy, so nothing is read to bring one up to date: each statement sees every write
 * committed before it began.
 */
export interface DatabaseFilter {
  specialtyId?: string | undefined;
  cityId?: string | undefined;
  areaIds?: string[] | undefined;
  insurerId?: string | undefined;
  /** Every typed word must match the name (one of the dictionary's words it matches). */
  words?: NameWordMatches[] | undefined;
  gender?: 'male' | 'female' | undefined;
  telehealth?: boolean | undefined;
  feeMin?: number | undefined;
  feeMax?: number | undefined;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A typed word's dictionary matches, looked up again in the statement (for a word matching thousands). */
function nameWordsMatching(word: string): SQL {
  return sql`array(select ${doctorNameWords.word} from ${doctorNameWords}
    where ${doctorNameWords.word} like '%' || tabib_normalize(${word.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'
      or tabib_normalize(${word}) <<% ${doctorNameWords.word})`;
}

/** The filter on doctor_search as `s` (the name every statement here gives it). */
function conditions(f: DatabaseFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.specialtyId) where.push(sql`s.specialty_id = ${f.specialtyId}::uuid`);
  if (f.cityId) where.push(sql`s.city_id = ${f.cityId}::uuid`);
  if (f.areaIds) where.push(sql`s.area_id = any(${textArray(f.areaIds)}::uuid[])`);
  if (f.insurerId) {
    where.push(sql`exists (select 1 from ${doctorInsurers} di where di.doctor_id = s.doctor_id
      and di.insurer_id = ${f.insurerId}::uuid)`);
  }
  if (f.gender) where.push(sql`s.gender = ${f.gender}`);
  if (f.telehealth !== undefined) where.push(sql`s.telehealth = ${f.telehealth}`);
  if (f.feeMin !== undefined) where.push(sql`s.fee >= ${f.feeMin}`);
  if (f.feeMax !== undefined) where.push(sql`s.fee <= ${f.feeMax}`);
  for (const word of f.words ?? []) {
    // A word that folds to nothing is in every name.
    if (word.folded === '') continue;
    const matches = word.matches.length > 500 ? nameWordsMatching(word.typed) : textArray(word.matches);
    where.push(sql`s.name_words && ${matches}`);
  }
  return where.length ? sql.join(where, sql` and `) : undefined;
}

/** How many doctors match, counting no further than `cap` + 1 (the answer says "1,000+", decision 031). */
export async function countMatchingUpTo(db: Db, filter: DatabaseFilter, cap: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from ${doctorSearch} s
      ${whereOf(filter)} limit ${cap + 1}) matching`),
  );
  return Number(row?.n ?? 0);
}

const whereOf = (filter: DatabaseFilter) => {
  const where = conditions(filter);
  return where ? sql`where ${where}` : sql``;
};

// The copy's orders (search-index.ts fillSortKeys), each ending in the id so that pages never overlap.
const orderings: Record<DoctorSort | 'default', SQL[]> = {
  fee_asc: [sql`s.fee asc`, sql`s.doctor_id asc`],
  fee_desc: [sql`s.fee desc`, sql`s.doctor_id desc`],
  rating: [sql`s.rating_avg desc nulls last`, sql`s.rating_count desc nulls last`, sql`s.doctor_id asc`],
  soonest: [sql`s.next_slot_at asc nulls last`, sql`s.doctor_id asc`],
  default: [sql`s.years_of_experience desc nulls last`, sql`s.doctor_id asc`],
};

/**
 * The page's cards in order: the page is chosen on the narrow doctor_search rows (alias `s`), and only its
 * own rows are joined to their doctor, clinic and places.
 */
export async function selectPageCards(
  db: Db,
  filter: DatabaseFilter,
  sort: DoctorSort | undefined,
  offset: number,
  limit: number,
): Promise<DoctorCard[]> {
  const order = [...orderings[sort ?? 'default']];
  // Without an explicit sort, names holding every typed word whole come first (when a typed word matches
  // more than itself; otherwise every match does).
  const words = filter.words;
  if (!sort && words?.some((w) => w.matches.length !== 1 || w.matches[0] !== w.folded)) {
    order.unshift(sql`(s.name_words @> ${textArray(words.map((w) => w.folded))}) desc`);
  }
  const rows = rowsOf<
    Omit<DoctorCard, 'nextSlotAt' | 'nextSlotCheckedAt'> & {
      nextSlotAt: string | Date | null;
      nextSlotCheckedAt: string | Date | null;
    }
  >(
    await db.execute(sql`select d.id::text as "id", d.name_ar as "nameAr", d.name_en as "nameEn", d.gender as "gender",
        d.title_ar as "titleAr", d.title_en as "titleEn", d.fee as "fee", d.rating_avg as "ratingAvg",
        d.rating_count as "ratingCount", d.telehealth as "telehealth", d.years_of_experience as "yearsOfExperience",
        sp.id::text as "specialtyId", sp.slug as "specialtySlug", sp.name_ar as "specialtyNameAr",
        sp.name_en as "specialtyNameEn", cl.name_ar as "clinicNameAr", cl.name_en as "clinicNameEn",
        cl.address_ar as "clinicAddressAr", cl.address_en as "clinicAddressEn", cl.time_zone as "timeZone",
        d.next_slot_at as "nextSlotAt", d.photo_key as "photoKey", a.slug as "areaSlug", a.name_ar as "areaNameAr",
        a.name_en as "areaNameEn", c.slug as "citySlug", c.name_ar as "cityNameAr", c.name_en as "cityNameEn",
        d.next_slot_checked_at as "nextSlotCheckedAt"
      from (select s.* from ${doctorSearch} s ${whereOf(filter)}
          order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}) s
        join ${doctors} d on d.id = s.doctor_id
        join ${specialties} sp on sp.id = d.specialty_id
        join ${clinics} cl on cl.id = d.clinic_id
        join ${areas} a on a.id = cl.area_id
        join ${cities} c on c.id = a.city_id
      order by ${sql.join(order, sql`, `)}`),
  );
  const date = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  return rows.map((r) => ({
    ...r,
    fee: Number(r.fee),
    ratingAvg: r.ratingAvg === null ? null : Number(r.ratingAvg),
    ratingCount: Number(r.ratingCount),
    yearsOfExperience: Number(r.yearsOfExperience),
    nextSlotAt: date(r.nextSlotAt),
    nextSlotCheckedAt: date(r.nextSlotCheckedAt),
  }));
}

/** Up to `limit` matching doctors whose stored next slot must be worked out again (db/next-slot.ts's rule). */
export async function selectStaleMatchIds(db: Db, filter: DatabaseFilter, now: Date, limit: number): Promise<string[]> {
  const recheck = new Date(now.getTime() - NO_SLOT_RECHECK_MS);
  const stale = sql`(s.next_slot_checked_at is null or s.next_slot_at < ${now.toISOString()}::timestamptz
    or (s.next_slot_at is null and s.next_slot_checked_at < ${recheck.toISOString()}::timestamptz))`;
  const where = conditions(filter);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select s.doctor_id::text as id from ${doctorSearch} s
      where ${where ? sql`${where} and ` : sql``}${stale} limit ${limit}`),
  );
  return rows.map((r) => r.id);
}

/** The slugs of a search as ids, in one round trip; null (or an empty list) for a slug that names nothing. */
export async function resolveSearchSlugs(
  db: Db,
  slugs: {
    specialty?: string | undefined;
    city?: string | undefined;
    area?: string | undefined;
    insurer?: string | undefined;
  },
): Promise<{ specialtyId: string | null; cityId: string | null; areaIds: string[]; insurerId: string | null }> {
  const [row] = rowsOf<{
    specialty_id: string | null;
    city_id: string | null;
    area_ids: string[] | null;
    insurer_id: string | null;
  }>(
    await db.execute(sql`select
      (select id::text from ${specialties} where slug = ${slugs.specialty ?? null}) as specialty_id,
      (select id::text from ${cities} where slug = ${slugs.city ?? null}) as city_id,
      (select array_agg(a.id::text) from ${areas} a join ${cities} c on c.id = a.city_id
        where a.slug = ${slugs.area ?? null} and (${slugs.city ?? null}::text is null or c.slug = ${slugs.city ?? null})
      ) as area_ids,
      (select id::text from ${insurers} where slug = ${slugs.insurer ?? null}) as insurer_id`),
  );
  return {
    specialtyId: row?.specialty_id ?? null,
    cityId: row?.city_id ?? null,
    areaIds: row?.area_ids ?? [],
    insurerId: row?.insurer_id ?? null,
  };
}

/** The two versions the answer cache keeps answers under (doctor-queries.ts SearchVersions), now. */
export async function readSearchVersions(db: Db): Promise<SearchVersions> {
  const [row] = rowsOf<{ data: string; slots: number }>(
    await db.execute(sql`select (select last_value::text from search_data_version) as data,
      (select case when is_called then last_value else 0 end from search_slot_version)::float8 as slots`),
  );
  return { data: row!.data, slots: Number(row!.slots) };
}
