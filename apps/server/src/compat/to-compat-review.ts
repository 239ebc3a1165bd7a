import type { CompatReview, Review } from '@tabib/contracts';

export function toCompatReview(review: Review, doctorId: string): CompatReview {
  return {
    id: review.id,
    Title: review.title,
    Text: review.text,
    Rating: review.rating,
    DoctorId: doctorId,
    userName: review.authorName,
    Verified: review.verified,
    createdAt: review.createdAt,
  };
}
