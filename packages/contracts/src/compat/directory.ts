import { z } from 'zod';
import { DOCTOR_PAGE_LIMIT_MAX, DoctorSearchQuery } from '../doctors.ts';
import { paging } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Doctors and catalogue ----------

export const CompatDoctor = z.object({
  DoctorID: z.uuid(),
  /** The same id under the other spelling the spec's client uses. */
  DoctorId: z.uuid(),
  Name: z.string(),
  Gender: z.enum(['Male', 'Female']),
  Title: z.string(),
  Specialty_name: z.string(),
  SpecialtySlug: z.string(),
  /** The city, as `Location` is in /getLocation. */
  Location: z.string(),
  CitySlug: z.string(),
  Area: z.string(),
  AreaSlug: z.string(),
  Clinic: z.string(),
  Address: z.string(),
  /** Whole Egyptian pounds. */
  ConsultationFee: z.number().int().nonnegative(),
  Rating: z.number().nullable(),
  /** How many reviews have stars; `Rating` is their average. */
  RatingCount: z.number().int().nonnegative(),
  Telehealth: z.boolean(),
  /** The earliest free slot (ISO 8601 with the clinic's offset), or null. */
  NextSlot: z.string().nullable(),
  /** Only on /findDoctor/{id}: search results do not carry phone numbers. */
  PhoneNumber: z.string().optional(),
  ClinicPhone: z.string().optional(),
  About: z.string().optional(),
});
export type CompatDoctor = z.infer<typeof CompatDoctor>;

export const CompatDoctorList = z.object({ result: z.array(CompatDoctor), ...paging });
export type CompatDoctorList = z.infer<typeof CompatDoctorList>;
export const CompatDoctorResult = z.object({ result: z.array(CompatDoctor) });
export type CompatDoctorResult = z.infer<typeof CompatDoctorResult>;

/**
 * /findDoctor and /findDoctor/all. `Speciality`, `City` and `Area` take what the lists give
 * (`Specialty_name`, `Location`, `Clinic`) in either language, or a slug; `q`, `sort`, `page` and
 * `limit` are v1's. Checked again by v1's search schema once the names are resolved.
 */
export const CompatDoctorQuery = z.object({
  Speciality: z.string().trim().max(120, { error: 'specialty_unknown' }).optional(),
  City: z.string().trim().max(120, { error: 'city_unknown' }).optional(),
  Area: z.string().trim().max(120, { error: 'area_unknown' }).optional(),
  q: z.unknown().optional(),
  sort: z.unknown().optional(),
  page: z.unknown().optional(),
  limit: z.unknown().optional(),
});
export type CompatDoctorQuery = z.infer<typeof CompatDoctorQuery>;
export const compatDoctorSearchNames = {
  Speciality: 'specialty',
  City: 'city',
  Area: 'area',
  q: 'q',
  sort: 'sort',
  page: 'page',
  limit: 'limit',
} as const;

/** The search once names are resolved to slugs: v1's schema and rules, with the largest page by default. */
export const CompatDoctorSearch = compatShape(DoctorSearchQuery, compatDoctorSearchNames, {
  defaults: { limit: DOCTOR_PAGE_LIMIT_MAX },
});

export const CompatSpecialtyList = z.object({
  result: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      Specialty_name: z.string(),
      Description: z.string(),
      DoctorCount: z.number().int().nonnegative(),
    }),
  ),
});
export type CompatSpecialtyList = z.infer<typeof CompatSpecialtyList>;

export const CompatAreaList = z.object({
  result: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      /** The area (the spec's "facility" dropdown). */
      Clinic: z.string(),
      Location: z.string(),
      CitySlug: z.string(),
      DoctorCount: z.number().int().nonnegative(),
    }),
  ),
});
export type CompatAreaList = z.infer<typeof CompatAreaList>;

export const CompatLocationList = z.object({
  result: z.array(
    z.object({ id: z.uuid(), slug: z.string(), Location: z.string(), DoctorCount: z.number().int().nonnegative() }),
  ),
});
export type CompatLocationList = z.infer<typeof CompatLocationList>;
