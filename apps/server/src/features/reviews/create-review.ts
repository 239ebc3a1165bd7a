import type { Language, Review, ReviewInputParsed, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { insertReview, selectDoctorRating, selectReview } from './review-queries.ts';
import { toReview } from './to-review.ts';

/**
 * Whether the patient has had a past appointment with this doctor, which marks the review "verified".
 * Appointments belong to the booking feature; until it exposes past visits this answers false, so no
 * review is shown as verified without proof.
 */
export async function isVerifiedVisit(_db: Db, _userId: string, _doctorId: string): Promise<boolean> {
  return false;
}

/**
 * One review per patient and doctor: the database's unique constraint decides, so two quick
 * submissions cannot both land. The doctor's rating totals change in the same statement (trigger).
 */
export async function createReview(
  db: Db,
  user: User,
  doctorId: string,
  input: ReviewInputParsed,
  lang: Language,
): Promise<Review> {
  const doctor = await selectDoctorRating(db, doctorId);
  if (!doctor) throw new AppError('not_found');
  if (user.doctorId === doctorId || doctor.userId === user.id)
    throw new AppError('forbidden', { review: 'own_profile' });
  const inserted = await insertReview(db, {
    doctorId,
    userId: user.id,
    rating: input.rating,
    title: input.title,
    body: input.text,
    verified: await isVerifiedVisit(db, user.id, doctorId),
    language: lang,
  });
  if (!inserted) throw new AppError('conflict', { review: 'already_reviewed' });
  const row = await selectReview(db, inserted.id);
  if (!row) throw new AppError('internal');
  return toReview(row);
}
