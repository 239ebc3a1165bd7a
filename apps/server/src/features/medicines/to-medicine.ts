import type { Language, MedicineDetail, MedicineForm, MedicineSummary } from '@tabib/contracts';
import { pick } from '../../shared/language.ts';
import type { MedicineRow } from './medicine-queries.ts';

export function toSummary(row: MedicineRow, lang: Language): MedicineSummary {
  return {
    id: row.id,
    slug: row.slug,
    brand: pick(lang, row.brandAr, row.brandEn),
    generic: pick(lang, row.genericAr, row.genericEn),
    form: row.form as MedicineForm,
    strength: row.strength,
    category: { slug: row.categorySlug, name: pick(lang, row.categoryNameAr, row.categoryNameEn) },
    description: pick(lang, row.descriptionAr, row.descriptionEn),
    priceEgp: row.priceEgp,
    prescription: row.prescription,
  };
}

export function toDetail(row: MedicineRow, lang: Language, withAudit: boolean): MedicineDetail {
  return {
    ...toSummary(row, lang),
    atcCode: row.atcCode,
    uses: pick(lang, row.usesAr, row.usesEn),
    brandEn: row.brandEn,
    brandAr: row.brandAr,
    genericEn: row.genericEn,
    genericAr: row.genericAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    usesEn: row.usesEn,
    usesAr: row.usesAr,
    ...(withAudit
      ? {
          audit: {
            createdBy: row.createdBy,
            createdAt: row.createdAt.toISOString(),
            updatedBy: row.updatedBy,
            updatedAt: row.updatedAt.toISOString(),
          },
        }
      : {}),
  };
}
