import type { AreaList, CityList, InsurerList, Language, SpecialtyList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { keptRead } from '../../shared/kept-read.ts';
import { pick } from '../../shared/language.ts';
import { cityExists, selectAreas, selectCities, selectInsurers, selectSpecialties } from './catalogue-queries.ts';

/**
 * The lists with doctor counts are read by every visit to the home page, and counting is a scan of the whole
 * directory (about 140 ms at 100,000 doctors on PostgreSQL): they are kept for a minute, as search answers at most
 * are (search-cache.ts), so a tile's count may lag a new or suspended doctor by that much.
 */
export const CATALOGUE_KEEP_MS = 60_000;
const keptSpecialties = keptRead(CATALOGUE_KEEP_MS, (db) => selectSpecialties(db));
const keptCities = keptRead(CATALOGUE_KEEP_MS, (db) => selectCities(db));
const keptAreas = keptRead(CATALOGUE_KEEP_MS, (db) => selectAreas(db));

export async function listSpecialties(db: Db, lang: Language, now?: number): Promise<SpecialtyList> {
  const rows = await keptSpecialties(db, now);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pick(lang, r.nameAr, r.nameEn),
      description: pick(lang, r.descriptionAr, r.descriptionEn),
      doctorCount: Number(r.doctorCount),
    })),
  };
}

export async function listCities(db: Db, lang: Language, now?: number): Promise<CityList> {
  const rows = await keptCities(db, now);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pick(lang, r.nameAr, r.nameEn),
      doctorCount: Number(r.doctorCount),
    })),
  };
}

export async function listAreas(db: Db, lang: Language, citySlug: string | undefined, now?: number): Promise<AreaList> {
  const all = await keptAreas(db, now);
  const rows = citySlug ? all.filter((r) => r.citySlug === citySlug) : all;
  // A city with no areas kept may be new since they were read: only the database says it is unknown.
  if (citySlug && rows.length === 0 && !(await cityExists(db, citySlug))) {
    throw new AppError('not_found', { city: 'unknown_city' });
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pick(lang, r.nameAr, r.nameEn),
      city: { slug: r.citySlug, name: pick(lang, r.cityNameAr, r.cityNameEn) },
      doctorCount: Number(r.doctorCount),
    })),
  };
}

export async function listInsurers(db: Db, lang: Language): Promise<InsurerList> {
  const rows = await selectInsurers(db);
  return { items: rows.map((r) => ({ id: r.id, slug: r.slug, name: pick(lang, r.nameAr, r.nameEn) })) };
}
