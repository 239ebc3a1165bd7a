import { z } from 'zod';
import { listOf } from './common.ts';

export const Specialty = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  doctorCount: z.number().int().nonnegative(),
});
export type Specialty = z.infer<typeof Specialty>;
export const SpecialtyList = listOf(Specialty);
export type SpecialtyList = z.infer<typeof SpecialtyList>;

export const City = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  doctorCount: z.number().int().nonnegative(),
});
export type City = z.infer<typeof City>;
export const CityList = listOf(City);
export type CityList = z.infer<typeof CityList>;

export const Area = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  city: z.object({ slug: z.string(), name: z.string() }),
  doctorCount: z.number().int().nonnegative(),
});
export type Area = z.infer<typeof Area>;
export const AreaList = listOf(Area);
export type AreaList = z.infer<typeof AreaList>;

export const AreaQuery = z.object({
  city: z.string().trim().min(1).max(64).optional(),
});
export type AreaQuery = z.infer<typeof AreaQuery>;

export const Insurer = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });
export type Insurer = z.infer<typeof Insurer>;
export const InsurerList = listOf(Insurer);
export type InsurerList = z.infer<typeof InsurerList>;
