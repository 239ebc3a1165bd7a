import type { Language, ReviewPage } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { countReviews, selectDoctorRating, selectReviewPage } from './review-queries.ts';
import { toReview } from './to-review.ts';

/** Newest first, paged; with the doctor's rating over every review, not only this page. */
export async function listReviews(
  db: Db,
  doctorId: string,
  page: number,
  limit: number,
  lang: Language = 'ar',
): Promise<ReviewPage> {
  const doctor = await selectDoctorRating(db, doctorId);
  if (!doctor) throw new AppError('not_found');
  const [total, rows] = await Promise.all([
    countReviews(db, doctorId),
    selectReviewPage(db, doctorId, (page - 1) * limit, limit),
  ]);
  return {
    items: rows.map((r) => toReview(r, lang)),
    total,
    page,
    limit,
    rating: doctor.ratingCount > 0 && doctor.ratingAvg !== null ? Math.round(doctor.ratingAvg * 10) / 10 : null,
    ratingCount: doctor.ratingCount,
  };
}
