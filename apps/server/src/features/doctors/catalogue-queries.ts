import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas, cities, clinics, doctors, insurers, specialties } from '../../db/schema/index.ts';

export function selectSpecialties(db: Db) {
  return db
    .select({
      id: specialties.id,
      slug: specialties.slug,
      nameAr: specialties.nameAr,
      nameEn: specialties.nameEn,
      descriptionAr: specialties.descriptionAr,
      descriptionEn: specialties.descriptionEn,
      doctorCount: count(doctors.id),
    })
    .from(specialties)
    .leftJoin(doctors, eq(doctors.specialtyId, specialties.id))
    .groupBy(specialties.id)
    .orderBy(asc(specialties.popularity), asc(specialties.slug));
}

export function selectCities(db: Db) {
  return db
    .select({
      id: cities.id,
      slug: cities.slug,
      nameAr: cities.nameAr,
      nameEn: cities.nameEn,
      doctorCount: count(doctors.id),
    })
    .from(cities)
    .leftJoin(areas, eq(areas.cityId, cities.id))
    .leftJoin(clinics, eq(clinics.areaId, areas.id))
    .leftJoin(doctors, eq(doctors.clinicId, clinics.id))
    .groupBy(cities.id)
    .orderBy(asc(cities.popularity), asc(cities.slug));
}

export function selectAreas(db: Db, citySlug: string | undefined) {
  const query = db
    .select({
      id: areas.id,
      slug: areas.slug,
      nameAr: areas.nameAr,
      nameEn: areas.nameEn,
      citySlug: cities.slug,
      cityNameAr: cities.nameAr,
      cityNameEn: cities.nameEn,
      doctorCount: count(doctors.id),
    })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .leftJoin(clinics, eq(clinics.areaId, areas.id))
    .leftJoin(doctors, eq(doctors.clinicId, clinics.id))
    .groupBy(areas.id, cities.id)
    .orderBy(asc(cities.popularity), sql`count(${doctors.id}) desc`, asc(areas.slug))
    .$dynamic();
  return citySlug ? query.where(eq(cities.slug, citySlug)) : query;
}

export function selectInsurers(db: Db) {
  return db.select().from(insurers).orderBy(asc(insurers.slug));
}

export async function cityExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).limit(1);
  return rows.length > 0;
}
