import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas, cities, doctorSearch, insurers, specialties } from '../../db/schema/index.ts';

/**
 * Doctors per specialty, city or area as search finds them: listed doctors only (doctor_search has no row for a
 * suspended doctor, decision 036), by the city and area search filters on. A whole scan of doctor_search each:
 * list-catalogue.ts keeps the answers.
 */
function doctorCounts(
  db: Db,
  by: typeof doctorSearch.specialtyId | typeof doctorSearch.cityId | typeof doctorSearch.areaId,
) {
  return db
    .select({ key: sql<string>`${by}`.as('key'), doctorCount: count().as('doctor_count') })
    .from(doctorSearch)
    .groupBy(by)
    .as('counts');
}

export function selectSpecialties(db: Db) {
  const counts = doctorCounts(db, doctorSearch.specialtyId);
  return db
    .select({
      id: specialties.id,
      slug: specialties.slug,
      nameAr: specialties.nameAr,
      nameEn: specialties.nameEn,
      descriptionAr: specialties.descriptionAr,
      descriptionEn: specialties.descriptionEn,
      doctorCount: sql<number>`coalesce(${counts.doctorCount}, 0)`,
    })
    .from(specialties)
    .leftJoin(counts, eq(counts.key, specialties.id))
    .orderBy(asc(specialties.popularity), asc(specialties.slug));
}

export function selectCities(db: Db) {
  const counts = doctorCounts(db, doctorSearch.cityId);
  return db
    .select({
      id: cities.id,
      slug: cities.slug,
      nameAr: cities.nameAr,
      nameEn: cities.nameEn,
      doctorCount: sql<number>`coalesce(${counts.doctorCount}, 0)`,
    })
    .from(cities)
    .leftJoin(counts, eq(counts.key, cities.id))
    .orderBy(asc(cities.popularity), asc(cities.slug));
}

/** Every area, its city's most popular first, then the areas with most doctors. */
export function selectAreas(db: Db) {
  const counts = doctorCounts(db, doctorSearch.areaId);
  return db
    .select({
      id: areas.id,
      slug: areas.slug,
      nameAr: areas.nameAr,
      nameEn: areas.nameEn,
      citySlug: cities.slug,
      cityNameAr: cities.nameAr,
      cityNameEn: cities.nameEn,
      doctorCount: sql<number>`coalesce(${counts.doctorCount}, 0)`,
    })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .leftJoin(counts, eq(counts.key, areas.id))
    .orderBy(asc(cities.popularity), sql`coalesce(${counts.doctorCount}, 0) desc`, asc(areas.slug));
}

export function selectInsurers(db: Db) {
  return db.select().from(insurers).orderBy(asc(insurers.slug));
}

export async function cityExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).limit(1);
  return rows.length > 0;
}
