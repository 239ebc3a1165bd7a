import { z } from 'zod';
import { Uuid } from '../common.ts';
import { MedicineInput, MedicineQuery, MedicineRef, MEDICINE_PAGE_LIMIT_MAX } from '../medicines.ts';
import { paging } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Medicines ----------

export const compatMedicineQueryNames = { q: 'q', page: 'page', limit: 'limit', sort: 'sort' } as const;
/** Lists default to the largest page: the spec's client shows whole lists and pages them itself. */
export const CompatMedicineQuery = compatShape(MedicineQuery, compatMedicineQueryNames, {
  defaults: { limit: MEDICINE_PAGE_LIMIT_MAX },
});

export const CompatMedicineProduct = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** Egyptian pounds. */
  price: z.number().int(),
  generic: z.string(),
  form: z.string(),
  strength: z.string(),
  category: z.string(),
  prescription: z.boolean(),
});
export const CompatMedicineProductList = z.object({ result: z.array(CompatMedicineProduct), ...paging });
export type CompatMedicineProductList = z.infer<typeof CompatMedicineProductList>;

export const CompatMedicine = z.object({
  id: z.uuid(),
  slug: z.string(),
  Name: z.string(),
  Description: z.string(),
  Generic: z.string(),
  Form: z.string(),
  Strength: z.string(),
  Category: z.string(),
  Price: z.number().int(),
  Prescription: z.boolean(),
});
export type CompatMedicine = z.infer<typeof CompatMedicine>;
export const CompatMedicineList = z.object({ result: z.array(CompatMedicine), ...paging });
export type CompatMedicineList = z.infer<typeof CompatMedicineList>;
export const CompatMedicineResult = z.object({ message: z.string().optional(), result: z.array(CompatMedicine) });
export type CompatMedicineResult = z.infer<typeof CompatMedicineResult>;

/** /getMedicineById/{id}: an id or a slug, as v1's. */
export const CompatMedicineRefParams = MedicineRef;

const medicineLanguageFields = ['brandEn', 'brandAr', 'descriptionEn', 'descriptionAr'] as const;
const medicineOtherFields = [
  'genericEn',
  'genericAr',
  'form',
  'strength',
  'atcCode',
  'category',
  'usesEn',
  'usesAr',
  'priceEgp',
  'prescription',
] as const;

/**
 * /create_new_medicine: `Name` and `Description` are the medicine's in the request's language (as the
 * lists answer them); the library keeps both languages and more, so the rest comes under v1's names.
 */
export function compatMedicineNames(lang: 'ar' | 'en'): Record<string, string> {
  const other = lang === 'ar' ? 'En' : 'Ar';
  const own = lang === 'ar' ? 'Ar' : 'En';
  const names: Record<string, string> = { Name: `brand${own}`, Description: `description${own}` };
  names[`brand${other}`] = `brand${other}`;
  names[`description${other}`] = `description${other}`;
  for (const f of medicineOtherFields) names[f] = f;
  return names;
}
export const CompatCreateMedicineAr = compatShape(MedicineInput, compatMedicineNames('ar'));
export const CompatCreateMedicineEn = compatShape(MedicineInput, compatMedicineNames('en'));

/** What the route declares (and documents); the fields are checked by the language's schema above. */
export const CompatCreateMedicineBody = z.object({
  userId: Uuid,
  Name: z.unknown().optional(),
  Description: z.unknown().optional(),
  ...Object.fromEntries([...medicineLanguageFields, ...medicineOtherFields].map((f) => [f, z.unknown().optional()])),
});
