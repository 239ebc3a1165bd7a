import type { Language, Review, ReviewInputParsed, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { hasAttendedVisit } from '../booking/index.ts';
import { insertReview, selectDoctorRating, selectReview } from './review-queries.ts';
import { toReview } from './to-review.ts';

/**
 * Only a patient who has seen the doctor may review them: a visit the doctor marked attended (decision 035).
 * The review is then "verified"; a trigger takes the mark away if that visit is later changed to a no-show. Doctors and admins are refused
 * whichever API they come through, so a competitor cannot rate a colleague.
 * One review per patient and doctor: the database's unique constraint decides, so two quick
 * submissions cannot both land. The doctor's rating totals change in the same statement (trigger).
 */
export async function createReview(
  db: Db,
  user: User,
  doctorId: string,
  /** Without stars only from /compat (spec section 7's form has none); v1's schema requires them. */
  input: Omit<ReviewInputParsed, 'rating'> & { rating?: number | undefined },
  lang: Language,
): Promise<Review> {
  const doctor = await selectDoctorRating(db, doctorId);
  if (!doctor) throw new AppError('not_found');
  if (user.doctorId === doctorId || doctor.userId === user.id)
    throw new AppError('forbidden', { review: 'own_profile' });
  if (user.role !== 'patient') throw new AppError('forbidden', { review: 'patients_only' });
  if (!(await hasAttendedVisit(db, user.id, doctorId))) throw new AppError('forbidden', { review: 'visit_required' });
  const inserted = await insertReview(db, {
    doctorId,
    userId: user.id,
    rating: input.rating ?? null,
    title: input.title,
    body: input.text,
    // Checked above: every new review follows an attended visit (a trigger keeps this true afterwards).
    verified: true,
    language: lang,
  });
  if (!inserted) throw new AppError('conflict', { review: 'already_reviewed' });
  const row = await selectReview(db, inserted.id);
  if (!row) throw new AppError('internal');
  return toReview(row);
}
