import { z } from 'zod';
import { Uuid } from '../common.ts';
import { ReviewInput, ReviewQuery, REVIEW_PAGE_LIMIT_MAX } from '../reviews.ts';
import { paging } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Reviews ----------

export const compatReviewNames = { Title: 'title', Rating: 'rating', Text: 'text' } as const;
/**
 * Section 7's body is `Title, DoctorId, userName`: `Rating` (1-5) and `Text` are optional. A review without
 * stars is shown with its text and does not count in the doctor's rating. `userName` is accepted and not
 * used: the author is the signed-in user.
 */
export const CompatReviewRequest = compatShape(
  ReviewInput.extend({ rating: ReviewInput.shape.rating.optional() }),
  compatReviewNames,
  {
    extra: { DoctorId: z.uuid({ error: 'doctor_unknown' }), userName: z.string().max(200).optional() },
  },
);

export const CompatReview = z.object({
  id: z.uuid(),
  Title: z.string(),
  Text: z.string(),
  /** Null for a review without stars. */
  Rating: z.number().int().min(1).max(5).nullable(),
  DoctorId: z.uuid(),
  /** The author's first name and last initial. */
  userName: z.string(),
  Verified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CompatReview = z.infer<typeof CompatReview>;
export const CompatReviewResult = z.object({ message: z.string(), result: z.array(CompatReview) });
export type CompatReviewResult = z.infer<typeof CompatReviewResult>;
export const CompatReviewList = z.object({
  result: z.array(CompatReview),
  ...paging,
  /** The average over the reviews with stars; `ratingCount` is how many have stars, `total` counts all. */
  rating: z.number().nullable(),
  ratingCount: z.number().int().nonnegative(),
});
export type CompatReviewList = z.infer<typeof CompatReviewList>;
export const CompatReviewQuery = compatShape(
  ReviewQuery,
  { page: 'page', limit: 'limit' },
  {
    defaults: { limit: REVIEW_PAGE_LIMIT_MAX },
  },
);
export const CompatDoctorIdParams = z.object({ doctorId: Uuid });
