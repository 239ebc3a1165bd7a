import { z } from 'zod';

export const languages = ['ar', 'en'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const Uuid = z.uuid({ error: 'invalid_id' });

/** A user-facing name that exists in both languages; the API answers with the request's language. */
export const LocalisedName = z.string();

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });
}
