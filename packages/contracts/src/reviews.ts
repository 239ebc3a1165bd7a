import { z } from 'zod';
import { pageOf, pageParams } from './common.ts';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PAGE_LIMIT_MAX = 50;

/** A patient's review: the web form and the server check it with this one schema. */
export const ReviewInput = z.object({
  rating: z
    .number({ error: 'rating_required' })
    .int({ error: 'rating_invalid' })
    .min(1, { error: 'rating_invalid' })
    .max(5, { error: 'rating_invalid' }),
  title: z
    .string({ error: 'title_required' })
    .trim()
    .min(1, { error: 'title_required' })
    .min(3, { error: 'title_too_short' })
    .max(REVIEW_TITLE_MAX, { error: 'title_too_long' }),
  text: z
    .string({ error: 'text_invalid' })
    .trim()
    .max(REVIEW_TEXT_MAX, { error: 'text_too_long' })
    .refine((v) => v === '' || v.length >= 10, { error: 'text_too_short' })
    .optional()
    .default(''),
});
export type ReviewInput = z.input<typeof ReviewInput>;
export type ReviewInputParsed = z.output<typeof ReviewInput>;

export const Review = z.object({
  id: z.uuid(),
  /** Null for a review written without stars (the spec's own review form, under /compat, has none). */
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  /** The author's first name and last initial: enough to be personal, not enough to identify. */
  authorName: z.string(),
  /** The author had a past appointment with this doctor. */
  verified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof Review>;

export const ReviewPage = pageOf(Review).extend({
  /**
   * The doctor's average stars (one decimal) over the reviews that have stars, and how many those are;
   * `total` counts every review, with stars or without.
   */
  rating: z.number().min(1).max(5).nullable(),
  ratingCount: z.number().int().nonnegative(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ReviewQuery = z.object({
  ...pageParams({ limit: 5, maxLimit: REVIEW_PAGE_LIMIT_MAX }),
});
export type ReviewQuery = z.input<typeof ReviewQuery>;
