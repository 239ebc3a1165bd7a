import type { AreaList, CityList, InsurerList, Language, SpecialtyList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { cityExists, selectAreas, selectCities, selectInsurers, selectSpecialties } from './catalogue-queries.ts';

export async function listSpecialties(db: Db, lang: Language): Promise<SpecialtyList> {
  const rows = await selectSpecialties(db);
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

export async function listCities(db: Db, lang: Language): Promise<CityList> {
  const rows = await selectCities(db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pick(lang, r.nameAr, r.nameEn),
      doctorCount: Number(r.doctorCount),
    })),
  };
}

export async function listAreas(db: Db, lang: Language, citySlug: string | undefined): Promise<AreaList> {
  if (citySlug && !(await cityExists(db, citySlug))) {
    throw new AppError('not_found', { city: 'unknown_city' });
  }
  const rows = await selectAreas(db, citySlug);
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
