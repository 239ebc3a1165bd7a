import { z } from 'zod';
import { Uuid } from '../common.ts';
import { ReviewInput, ReviewQuery, REVIEW_PAGE_LIMIT_MAX } from '../reviews.ts';
import { paging } from './parts.ts';
import { compatShape } from './shape.ts';

// ---------- Reviews ----------

export const compatReviewNames = { Title: 'title', Rating: 'rating', Text: 'text' } as const;
/** `userName` is accepted and not used: the author is the signed-in user. */
export const CompatReviewRequest = compatShape(ReviewInput, compatReviewNames, {
  extra: { DoctorId: z.uuid({ error: 'doctor_unknown' }), userName: z.string().max(200).optional() },
});

export const CompatReview = z.object({
  id: z.uuid(),
  Title: z.string(),
  Text: z.string(),
  Rating: z.number().int().min(1).max(5),
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
