import type { Language, MedicineSort } from '@tabib/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { medicineCategories, medicines, medicineViewDays } from '../../db/schema/index.ts';

/** Every name a medicine is searched by, folded when the row is written (migration 0043). */
const searchText = medicines.searchText;

const medicineColumns = {
  id: medicines.id,
  slug: medicines.slug,
  brandEn: medicines.brandEn,
  brandAr: medicines.brandAr,
  genericEn: medicines.genericEn,
  genericAr: medicines.genericAr,
  form: medicines.form,
  strength: medicines.strength,
  atcCode: medicines.atcCode,
  descriptionEn: medicines.descriptionEn,
  descriptionAr: medicines.descriptionAr,
  usesEn: medicines.usesEn,
  usesAr: medicines.usesAr,
  priceEgp: medicines.priceEgp,
  prescription: medicines.prescription,
  categorySlug: medicineCategories.slug,
  categoryNameEn: medicineCategories.nameEn,
  categoryNameAr: medicineCategories.nameAr,
  createdBy: medicines.createdBy,
  updatedBy: medicines.updatedBy,
  createdAt: medicines.createdAt,
  updatedAt: medicines.updatedAt,
};

function selectMedicineRows(db: Db) {
  return db
    .select(medicineColumns)
    .from(medicines)
    .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId));
}

export type MedicineRow = Awaited<ReturnType<typeof selectMedicineRows>>[number];

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface MedicineSearch {
  q: string | undefined;
  category: string | undefined;
  sort: MedicineSort;
  lang: Language;
  offset: number;
  limit: number;
}

/** Lower than pg_trgm's default 0.6, so one wrong letter in a short name still matches. */
const TYPO_THRESHOLD = '0.45';
/** The longest query matched despite misspellings: 95% of the library's names, brand or generic, are shorter. */
const TYPO_MAX_LENGTH = 40;

function typoTolerant(q: string): boolean {
  return q.length <= TYPO_MAX_LENGTH;
}

function searchConditions(search: Pick<MedicineSearch, 'q' | 'category'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.q) {
    // Substring match for partial names; trigram word similarity (<%) for misspellings, in a query no longer
    // than a name: comparing trigrams costs in proportion to the query's length for every medicine, and a
    // longer text is not a misspelt name.
    const like = sql`${searchText} like '%' || tabib_normalize(${escapeLike(search.q)}) || '%'`;
    conditions.push(typoTolerant(search.q) ? sql`(${like} or tabib_normalize(${search.q}) <% ${searchText})` : like);
  }
  if (search.category) conditions.push(eq(medicineCategories.slug, search.category));
  return conditions.length ? and(...conditions) : undefined;
}

function ordering(search: MedicineSearch): SQL[] {
  const brand = search.lang === 'ar' ? medicines.brandAr : medicines.brandEn;
  switch (search.sort) {
    case 'price_asc':
      return [asc(medicines.priceEgp), asc(brand), asc(medicines.slug)];
    case 'price_desc':
      return [desc(medicines.priceEgp), asc(brand), asc(medicines.slug)];
    case 'newest':
      return [desc(medicines.createdAt), asc(medicines.slug)];
    case 'name':
      return [asc(brand), asc(medicines.slug)];
    case 'relevance':
      if (!search.q) return [asc(brand), asc(medicines.slug)];
      return [
        // A name that starts with what was typed first, then the closest spelling.
        sql`(${searchText} like tabib_normalize(${escapeLike(search.q)}) || '%') desc`,
        sql`word_similarity(tabib_normalize(${search.q}), ${searchText}) desc`,
        asc(brand),
        asc(medicines.slug),
      ];
  }
}

export async function searchMedicines(db: Db, search: MedicineSearch): Promise<{ rows: MedicineRow[]; total: number }> {
  const where = searchConditions(search);
  const typos = search.q !== undefined && typoTolerant(search.q);
  const run = async (tx: Db) => {
    // Transaction-local, so the index-backed <% operator uses it without touching other queries.
    if (typos) await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`);
    // The total rides on the page's own scan (a window count), so a search matches the names once, not twice.
    const rows = await tx
      .select({ ...medicineColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(medicines)
      .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
      .where(where)
      .orderBy(...ordering(search))
      .limit(search.limit)
      .offset(search.offset);
    if (rows.length > 0 || search.offset === 0) {
      return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
    }
    // A page past the last has no row to carry the total.
    const totals = await tx
      .select({ n: count() })
      .from(medicines)
      .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
      .where(where);
    return { rows: [], total: Number(totals[0]?.n ?? 0) };
  };
  return typos ? db.transaction((tx) => run(tx as unknown as Db)) : run(db);
}

export async function findMedicine(db: Db, by: { id: string } | { slug: string }): Promise<MedicineRow | null> {
  const [row] = await selectMedicineRows(db)
    .where('id' in by ? eq(medicines.id, by.id) : eq(medicines.slug, by.slug))
    .limit(1);
  return row ?? null;
}

const utcToday = sql`(now() at time zone 'utc')::date`;

export async function recordView(db: Db, medicineId: string): Promise<void> {
  await db
    .insert(medicineViewDays)
    .values({ medicineId, day: sql`${utcToday}`, views: 1 })
    .onConflictDoUpdate({
      target: [medicineViewDays.medicineId, medicineViewDays.day],
      set: { views: sql`${medicineViewDays.views} + 1` },
    });
}

/** Most viewed over the last 30 days; medicines nobody viewed yet follow in the curated order. */
export async function selectTrending(db: Db, limit: number): Promise<MedicineRow[]> {
  const recent = db
    .select({ medicineId: medicineViewDays.medicineId, views: sql<number>`sum(${medicineViewDays.views})`.as('views') })
    .from(medicineViewDays)
    .where(sql`${medicineViewDays.day} > ${utcToday} - 30`)
    .groupBy(medicineViewDays.medicineId)
    .as('recent');
  return db
    .select(medicineColumns)
    .from(medicines)
    .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
    .leftJoin(recent, eq(recent.medicineId, medicines.id))
    .where(sql`(${recent.views} > 0 or ${medicines.trendingRank} is not null)`)
    .orderBy(sql`coalesce(${recent.views}, 0) desc`, sql`${medicines.trendingRank} asc nulls last`, asc(medicines.slug))
    .limit(limit);
}

export function selectCategories(db: Db) {
  return db
    .select({
      id: medicineCategories.id,
      slug: medicineCategories.slug,
      nameAr: medicineCategories.nameAr,
      nameEn: medicineCategories.nameEn,
      medicineCount: count(medicines.id),
    })
    .from(medicineCategories)
    .leftJoin(medicines, eq(medicines.categoryId, medicineCategories.id))
    .groupBy(medicineCategories.id)
    .orderBy(asc(medicineCategories.position), asc(medicineCategories.slug));
}

export async function categoryIdBySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: medicineCategories.id })
    .from(medicineCategories)
    .where(eq(medicineCategories.slug, slug))
    .limit(1);
  return row?.id ?? null;
}

export type MedicineValues = Omit<
  typeof medicines.$inferInsert,
  'id' | 'slug' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'trendingRank'
>;

/** null when the slug is taken. */
export async function insertMedicine(
  db: Db,
  values: MedicineValues & { slug: string; createdBy: string },
): Promise<string | null> {
  const [row] = await db
    .insert(medicines)
    .values({ ...values, updatedBy: values.createdBy })
    .onConflictDoNothing({ target: medicines.slug })
    .returning({ id: medicines.id });
  return row?.id ?? null;
}

export async function updateMedicineRow(
  db: Db,
  id: string,
  values: Partial<MedicineValues> & { updatedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(medicines)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(medicines.id, id))
    .returning({ id: medicines.id });
  return rows.length > 0;
}

export async function deleteMedicineRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(medicines).where(eq(medicines.id, id)).returning({ id: medicines.id });
  return rows.length > 0;
}
