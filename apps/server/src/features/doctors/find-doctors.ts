import type { DoctorPage, DoctorSearchCriteria, DoctorSummary, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import {
  countDoctors,
  resolveSlugs,
  selectDoctorPage,
  type DoctorFilter,
  type DoctorSummaryRow,
} from './doctor-queries.ts';

const MAX_WORDS = 5;

/**
 * The doctor search. An unknown specialty, city, area or insurer slug is a 400 naming the field (a
 * mistyped link should say so, not pretend nobody practises there); a page past the end is an empty
 * list with the real total.
 */
export async function findDoctors(db: Db, criteria: DoctorSearchCriteria, lang: Language): Promise<DoctorPage> {
  const filter: DoctorFilter = {
    gender: criteria.gender,
    telehealth: criteria.telehealth,
    feeMin: criteria.feeMin,
    feeMax: criteria.feeMax,
    words: criteria.q ? searchWords(criteria.q) : undefined,
  };
  if (criteria.specialty || criteria.city || criteria.area || criteria.insurer) {
    const ids = await resolveSlugs(db, criteria);
    const unknown: Record<string, string> = {};
    if (criteria.specialty && !ids.specialtyId) unknown.specialty = 'specialty_unknown';
    if (criteria.city && !ids.cityId) unknown.city = 'city_unknown';
    if (criteria.area && !ids.areaIds?.length) unknown.area = 'area_unknown';
    if (criteria.insurer && !ids.insurerId) unknown.insurer = 'insurer_unknown';
    if (Object.keys(unknown).length) throw new AppError('validation_failed', unknown);
    filter.specialtyId = ids.specialtyId ?? undefined;
    filter.cityId = ids.cityId ?? undefined;
    filter.areaIds = ids.areaIds ?? undefined;
    filter.insurerId = ids.insurerId ?? undefined;
  }
  const { page, limit } = criteria;
  const [total, rows] = await Promise.all([
    countDoctors(db, filter),
    selectDoctorPage(db, filter, criteria.sort, (page - 1) * limit, limit),
  ]);
  return { items: rows.map((r) => toDoctorSummary(r, lang)), total, page, limit };
}

/** Words of the name query; punctuation and the "Dr" prefix people type add nothing to a name. */
export function searchWords(q: string): string[] | undefined {
  const words = q
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(dr|doctor|د|دكتور|دكتوره|دكتورة)$/i.test(w))
    .slice(0, MAX_WORDS);
  return words.length ? words : undefined;
}

export function ratingOf(avg: number | null, count: number): number | null {
  return count > 0 && avg !== null ? Math.round(avg * 10) / 10 : null;
}

export function toDoctorSummary(r: DoctorSummaryRow, lang: Language): DoctorSummary {
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
    },
    fee: r.fee,
    rating: ratingOf(r.ratingAvg, r.ratingCount),
    ratingCount: r.ratingCount,
    telehealth: r.telehealth,
    yearsOfExperience: r.yearsOfExperience,
  };
}
