import { z } from 'zod';

export const languages = ['ar', 'en'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const Uuid = z.uuid({ error: 'invalid_id' });

/** A user-facing name that exists in both languages; the API answers with the request's language. */
export const LocalisedName = z.string();

/**
 * `page` and `limit` of a paged list's query string: whole numbers from 1, each refusal with its own code
 * (`page_invalid`, `page_too_large`, `limit_invalid`, `limit_too_large`).
 */
export function pageParams({
  limit,
  maxLimit,
  maxPage = 100_000,
}: {
  limit: number;
  maxLimit: number;
  maxPage?: number;
}) {
  return {
    // The bounds before `int`: a number too large to be a safe whole number (`page=1e30`) is too large.
    page: z.coerce
      .number({ error: 'page_invalid' })
      .min(1, { error: 'page_invalid' })
      .max(maxPage, { error: 'page_too_large' })
      .int({ error: 'page_invalid' })
      .default(1),
    limit: z.coerce
      .number({ error: 'limit_invalid' })
      .min(1, { error: 'limit_invalid' })
      .max(maxLimit, { error: 'limit_too_large' })
      .int({ error: 'limit_invalid' })
      .default(limit),
  };
}

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
