import { z } from 'zod';
import { DoctorPhoto } from './booking.ts';
import { pageOf, pageParams } from './common.ts';
import { Gender } from './fields.ts';

/**
 * Doctor search and profiles. Names come in the request's language. Field messages are keys
 * (`page_invalid`, `specialty_unknown`, ...) that the web app shows in the active language.
 */

export const doctorSorts = ['fee_asc', 'fee_desc', 'rating', 'soonest'] as const;
export const DoctorSort = z.enum(doctorSorts, { error: 'sort_invalid' });
export type DoctorSort = z.infer<typeof DoctorSort>;

export const DOCTOR_PAGE_LIMIT_MAX = 50;
export const DOCTOR_PAGE_LIMIT_DEFAULT = 12;
/**
 * Deep offsets get slow and nobody pages that far; narrower filters are the way there. A page must also
 * start within the counted matches (`DOCTOR_TOTAL_CAP`): past them the answer says only "1,000+", and
 * walking 250,000 doctors in order to reach page 5,000 of 50 took 13 to 38 ms of the server at 100,000
 * doctors, against 1 to 3 ms for the last page the cap allows (issue 41).
 */
export const DOCTOR_PAGE_MAX = 1_000;
export const DOCTOR_FEE_MAX = 100_000;
export const DOCTOR_QUERY_MAX = 80;
/**
 * Search totals are counted up to this many: past it the answer says `totalCapped` and the total is this
 * number, shown as "1,000+" (counting thousands of matches exactly costs more than the page itself).
 */
export const DOCTOR_TOTAL_CAP = 1_000;

const slugParam = (field: string) =>
  z
    .string()
    .trim()
    .max(64, { error: `${field}_unknown` })
    .regex(/^[a-z0-9-]*$/, { error: `${field}_unknown` })
    .optional()
    .transform((v) => (v ? v : undefined));

const fee = (field: string) =>
  z.coerce
    .number({ error: `${field}_invalid` })
    .int({ error: `${field}_invalid` })
    .min(0, { error: `${field}_invalid` })
    .max(DOCTOR_FEE_MAX, { error: `${field}_invalid` })
    .optional();

export const DoctorSearchQuery = z
  .object({
    specialty: slugParam('specialty'),
    city: slugParam('city'),
    area: slugParam('area'),
    insurer: slugParam('insurer'),
    q: z
      .string()
      .trim()
      .max(DOCTOR_QUERY_MAX, { error: 'q_too_long' })
      .optional()
      .transform((v) => (v ? v : undefined)),
    telehealth: z
      .enum(['true', 'false'], { error: 'telehealth_invalid' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    gender: z.enum(['male', 'female'], { error: 'gender_invalid' }).optional(),
    feeMin: fee('fee_min'),
    feeMax: fee('fee_max'),
    sort: DoctorSort.optional(),
    ...pageParams({ limit: DOCTOR_PAGE_LIMIT_DEFAULT, maxLimit: DOCTOR_PAGE_LIMIT_MAX, maxPage: DOCTOR_PAGE_MAX }),
  })
  .refine((v) => v.feeMin === undefined || v.feeMax === undefined || v.feeMin <= v.feeMax, {
    error: 'fee_range_invalid',
    path: ['feeMax'],
  })
  .refine((v) => (v.page - 1) * v.limit < DOCTOR_TOTAL_CAP, { error: 'page_too_large', path: ['page'] });
export type DoctorSearchQuery = z.input<typeof DoctorSearchQuery>;
export type DoctorSearchCriteria = z.output<typeof DoctorSearchQuery>;

export const DoctorIdParams = z.object({ id: z.uuid({ error: 'invalid_id' }) });
export type DoctorIdParams = z.infer<typeof DoctorIdParams>;

const Named = z.object({ slug: z.string(), name: z.string() });

/** One search result, in the request's language. */
export const DoctorSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  gender: Gender,
  title: z.string(),
  specialty: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  city: Named,
  area: Named,
  clinic: z.object({ name: z.string(), address: z.string(), timeZone: z.string() }),
  /** Consultation fee in whole Egyptian pounds. */
  fee: z.number().int().nonnegative(),
  /** Average stars of the stored reviews that have stars, one decimal; null while none has. */
  rating: z.number().min(1).max(5).nullable(),
  /** How many reviews have stars (a review written without stars through /compat is not counted). */
  ratingCount: z.number().int().nonnegative(),
  telehealth: z.boolean(),
  yearsOfExperience: z.number().int().nonnegative(),
  /** Start of the earliest free slot in the next two weeks, with the clinic's offset; null when there is none. */
  nextSlotAt: z.string().nullable(),
  /** The doctor's photo; null: none (the web app draws an avatar). */
  photo: DoctorPhoto.nullable(),
});
export type DoctorSummary = z.infer<typeof DoctorSummary>;

export const DoctorPage = pageOf(DoctorSummary).extend({
  /** More than DOCTOR_TOTAL_CAP doctors match: `total` is DOCTOR_TOTAL_CAP, a floor rather than a count. */
  totalCapped: z.boolean(),
});
export type DoctorPage = z.infer<typeof DoctorPage>;

export const DoctorWeeklyHours = z.object({
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  /** 'HH:MM' in the clinic's time zone. */
  start: z.string(),
  end: z.string(),
});
export type DoctorWeeklyHours = z.infer<typeof DoctorWeeklyHours>;

export const DoctorDetail = DoctorSummary.extend({
  bio: z.string(),
  phone: z.string(),
  slotMinutes: z.number().int().positive(),
  clinic: z.object({ name: z.string(), address: z.string(), phone: z.string(), timeZone: z.string() }),
  insurers: z.array(Named),
  weeklyHours: z.array(DoctorWeeklyHours),
});
export type DoctorDetail = z.infer<typeof DoctorDetail>;
