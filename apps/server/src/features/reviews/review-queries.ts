import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, reviews, users } from '../../db/schema/index.ts';

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  authorName: users.name,
  authorDeletedAt: users.deletedAt,
};

function selectReviews(db: Db) {
  return db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId));
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** The new review, or null when this user has already reviewed this doctor (the unique constraint decides). */
export async function insertReview(
  db: Db,
  values: {
    doctorId: string;
    userId: string;
    rating: number | null;
    title: string;
    body: string;
    verified: boolean;
    language: string;
  },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.doctorId, reviews.userId] })
    .returning({ id: reviews.id });
  return row ?? null;
}

export async function selectReview(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

export async function selectReviewPage(db: Db, doctorId: string, offset: number, limit: number): Promise<ReviewRow[]> {
  return (
    selectReviews(db)
      // Hidden reviews (decision 036) are out of public lists, as they are out of the rating.
      .where(and(eq(reviews.doctorId, doctorId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset)
  );
}

export async function countReviews(db: Db, doctorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.doctorId, doctorId), isNull(reviews.hiddenAt)));
  return Number(row?.n ?? 0);
}

/** The doctor's stored totals (kept by the reviews trigger), or null when there is no such doctor. */
export async function selectDoctorRating(
  db: Db,
  doctorId: string,
): Promise<{ ratingAvg: number | null; ratingCount: number; userId: string | null } | null> {
  const [row] = await db
    .select({ ratingAvg: doctors.ratingAvg, ratingCount: doctors.ratingCount, userId: doctors.userId })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}
