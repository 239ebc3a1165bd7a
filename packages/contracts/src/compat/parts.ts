import { z } from 'zod';

/** Helpers shared by the compat schemas, not part of the package's exports. */

export const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const paging = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
};
