import { z } from 'zod';
import { listOf, pageOf, pageParams } from './common.ts';

/**
 * The medicine library: a public catalogue (names in the request's language) and the admin forms,
 * which edit both languages at once. Field messages are keys (`brand_en_required`, ...) that the web
 * app shows in the active language.
 */

export const medicineForms = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'drops',
  'eye-drops',
  'ear-drops',
  'nasal-spray',
  'inhaler',
  'injection',
  'cream',
  'ointment',
  'gel',
  'suppository',
  'sachet',
  'effervescent',
  'lozenge',
  'spray',
  'patch',
  'solution',
  'mouthwash',
  'shampoo',
  'vaginal-tablet',
  'other',
] as const;
export const MedicineForm = z.enum(medicineForms, { error: 'form_invalid' });
export type MedicineForm = z.infer<typeof MedicineForm>;

export const medicineSorts = ['relevance', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export const MedicineSort = z.enum(medicineSorts, { error: 'sort_invalid' });
export type MedicineSort = z.infer<typeof MedicineSort>;

export const MEDICINE_PAGE_LIMIT_MAX = 100;
export const MEDICINE_TRENDING_MAX = 12;
/** The admin table's "Show N entries" choices; 3 is the spec's default. */
export const medicinePageSizes = [3, 10, 25, 50, 100] as const;

const arabicLetter = /[\u0600-\u06FF]/;
const latinLetter = /[A-Za-z]/;

function text(field: string, min: number, max: number) {
  return z
    .string({ error: `${field}_required` })
    .trim()
    .min(1, { error: `${field}_required` })
    .min(min, { error: `${field}_too_short` })
    .max(max, { error: `${field}_too_long` });
}

const arabic = (field: string, min: number, max: number) =>
  text(field, min, max).refine((v) => arabicLetter.test(v), { error: `${field}_not_arabic` });
const english = (field: string, min: number, max: number) =>
  text(field, min, max).refine((v) => latinLetter.test(v), { error: `${field}_not_english` });

function uses(field: string, item: z.ZodType<string>) {
  return z
    .array(item, { error: `${field}_required` })
    .min(1, { error: `${field}_required` })
    .max(12, { error: `${field}_too_many` });
}

const medicineFields = {
  brandEn: english('brand_en', 2, 80),
  brandAr: arabic('brand_ar', 2, 80),
  genericEn: english('generic_en', 2, 160),
  genericAr: arabic('generic_ar', 2, 160),
  form: MedicineForm,
  strength: text('strength', 1, 60),
  atcCode: z
    .string({ error: 'atc_code_required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'atc_code_required' })
    .regex(/^[A-Z]\d{2}[A-Z]{2}(\d{2})?$/, { error: 'atc_code_invalid' }),
  /** A category slug from GET /medicine-categories. */
  category: z
    .string({ error: 'category_required' })
    .trim()
    .min(1, { error: 'category_required' })
    .max(64, { error: 'category_unknown' })
    .regex(/^[a-z0-9-]+$/, { error: 'category_unknown' }),
  descriptionEn: english('description_en', 10, 1000),
  descriptionAr: arabic('description_ar', 10, 1000),
  usesEn: uses('uses_en', english('use_en', 2, 120)),
  usesAr: uses('uses_ar', arabic('use_ar', 2, 120)),
  priceEgp: z
    .number({ error: 'price_required' })
    .int({ error: 'price_whole_pounds' })
    .min(1, { error: 'price_too_low' })
    .max(1_000_000, { error: 'price_too_high' }),
  prescription: z.boolean({ error: 'prescription_required' }),
};

const MedicineFieldsObject = z.strictObject(medicineFields);

/** Each use is written in both languages, in the same order. */
function sameUseCount(v: { usesEn?: string[]; usesAr?: string[] }) {
  return v.usesEn === undefined || v.usesAr === undefined || v.usesEn.length === v.usesAr.length;
}

export const MedicineInput = MedicineFieldsObject.refine(sameUseCount, {
  error: 'uses_count_mismatch',
  path: ['usesAr'],
});
export type MedicineInput = z.input<typeof MedicineInput>;
export type MedicineInputParsed = z.output<typeof MedicineInput>;

/** Only the fields sent change; the result must still be a valid medicine (checked on the server). */
export const MedicinePatch = MedicineFieldsObject.partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_change', path: ['_'] })
  .refine(sameUseCount, { error: 'uses_count_mismatch', path: ['usesAr'] });
export type MedicinePatch = z.input<typeof MedicinePatch>;

export const MedicineQuery = z.object({
  q: z.string().trim().max(100, { error: 'q_too_long' }).optional(),
  category: z
    .string()
    .trim()
    .max(64, { error: 'category_unknown' })
    .regex(/^[a-z0-9-]*$/, { error: 'category_unknown' })
    .optional(),
  ...pageParams({ limit: 12, maxLimit: MEDICINE_PAGE_LIMIT_MAX }),
  sort: MedicineSort.optional(),
});
export type MedicineQuery = z.input<typeof MedicineQuery>;

export const TrendingQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit_invalid' })
    .int({ error: 'limit_invalid' })
    .min(1, { error: 'limit_invalid' })
    .max(MEDICINE_TRENDING_MAX, { error: 'limit_invalid' })
    .default(4),
});
export type TrendingQuery = z.input<typeof TrendingQuery>;

/** A medicine's id (UUID) or its stable slug. */
export const MedicineRef = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'invalid_id' }),
});
export const MedicineIdParams = z.object({ id: z.uuid({ error: 'invalid_id' }) });

export const MedicineCategory = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  medicineCount: z.number().int().nonnegative(),
});
export type MedicineCategory = z.infer<typeof MedicineCategory>;
export const MedicineCategoryList = listOf(MedicineCategory);
export type MedicineCategoryList = z.infer<typeof MedicineCategoryList>;

/** A list entry, in the request's language. */
export const MedicineSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  brand: z.string(),
  generic: z.string(),
  form: MedicineForm,
  strength: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  description: z.string(),
  /** Indicative retail price of one pack in Egyptian pounds. */
  priceEgp: z.number().int(),
  prescription: z.boolean(),
});
export type MedicineSummary = z.infer<typeof MedicineSummary>;

export const MedicinePage = pageOf(MedicineSummary);
export type MedicinePage = z.infer<typeof MedicinePage>;
export const MedicineTrendingList = listOf(MedicineSummary);
export type MedicineTrendingList = z.infer<typeof MedicineTrendingList>;

/** One medicine: the localised view plus both languages (for the admin form and the other locale). */
export const MedicineDetail = MedicineSummary.extend({
  atcCode: z.string(),
  uses: z.array(z.string()),
  brandEn: z.string(),
  brandAr: z.string(),
  genericEn: z.string(),
  genericAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  usesEn: z.array(z.string()),
  usesAr: z.array(z.string()),
  /** Who created and last edited it; only admins see this. */
  audit: z
    .object({
      createdBy: z.uuid().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
      updatedBy: z.uuid().nullable(),
      updatedAt: z.iso.datetime({ offset: true }),
    })
    .optional(),
});
export type MedicineDetail = z.infer<typeof MedicineDetail>;

export const MedicineDeleted = z.object({ deleted: z.literal(true), id: z.uuid() });
export type MedicineDeleted = z.infer<typeof MedicineDeleted>;
