import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { doctors, reviewReports, reviews, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** A visible review, or null (none, or hidden). */
export async function findVisibleReview(db: Db, id: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
    .limit(1);
  return row ?? null;
}

/** The report, or false when this user has reported this review before (the unique constraint decides). */
export async function insertReport(db: Db, reviewId: string, userId: string, reason: string): Promise<boolean> {
  const rows = await db
    .insert(reviewReports)
    .values({ reviewId, userId, reason })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
    .returning({ id: reviewReports.id });
  return rows.length > 0;
}

export interface ModeratedRow {
  id: string;
  doctor_id: string;
  name_ar: string;
  name_en: string;
  rating: number | null;
  title: string;
  body: string;
  author_name: string;
  author_email: string;
  created_at: string | Date;
  hidden_at: string | Date | null;
  hidden_reason: string | null;
  language: string;
  open_reports: number;
  last_reported_at: string | Date | null;
  reasons: string[] | null;
}

const moderatedColumns = sql`r.id, r.doctor_id, d.name_ar, d.name_en, r.rating, r.title, r.body,
  u.name as author_name, u.email as author_email, r.created_at, r.hidden_at, r.hidden_reason, r.language`;
// Reports made after the review was last hidden, restored or kept are the open ones.
const openReport = sql`rr.review_id = r.id and rr.created_at > coalesce(r.moderated_at, '-infinity'::timestamptz)`;

/** Reviews with open reports, the most recently reported first. */
export async function selectReportQueue(db: Db, offset: number, limit: number) {
  const rows = rowsOf<ModeratedRow>(
    await db.execute(sql`
      select ${moderatedColumns}, count(rr.id)::int as open_reports, max(rr.created_at) as last_reported_at,
        (array_agg(rr.reason order by rr.created_at desc))[1:5] as reasons
      from ${reviews} r
      join ${reviewReports} rr on ${openReport}
      join ${users} u on u.id = r.user_id
      join ${doctors} d on d.id = r.doctor_id
      group by r.id, d.id, u.id
      order by max(rr.created_at) desc, r.id
      limit ${limit} offset ${offset}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(distinct r.id)::int as n from ${reviews} r join ${reviewReports} rr on ${openReport}`,
    ),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** A review with its author, its doctor and its open reports (their count, the latest, five reasons). */
const moderatedReviews = sql`
  select ${moderatedColumns},
    (select count(*)::int from ${reviewReports} rr where ${openReport}) as open_reports,
    (select max(rr.created_at) from ${reviewReports} rr where ${openReport}) as last_reported_at,
    (select (array_agg(rr.reason order by rr.created_at desc))[1:5] from ${reviewReports} rr where ${openReport}) as reasons
  from ${reviews} r
  join ${users} u on u.id = r.user_id
  join ${doctors} d on d.id = r.doctor_id`;

/** Hidden reviews, the most recently hidden first: where an admin finds one to restore. */
export async function selectHiddenReviews(db: Db, offset: number, limit: number) {
  const rows = rowsOf<ModeratedRow>(
    await db.execute(sql`
      ${moderatedReviews}
      where r.hidden_at is not null
      order by r.hidden_at desc, r.id
      limit ${limit} offset ${offset}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${reviews} r where r.hidden_at is not null`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** One review as the moderator sees it (its open reports counted), or null. */
export async function selectModeratedReview(db: Db | Tx, id: string): Promise<ModeratedRow | null> {
  const [row] = rowsOf<ModeratedRow>(
    await db.execute(sql`
      ${moderatedReviews}
      where r.id = ${id}`),
  );
  return row ?? null;
}

/** Hides (with a reason) or shows the review again; either way its open reports are dealt with. */
export async function updateReviewVisibility(tx: Tx, id: string, hidden: { reason: string } | null, now: Date) {
  const rows = await tx
    .update(reviews)
    .set(
      hidden
        ? {
            hiddenAt: sql`coalesce(${reviews.hiddenAt}, ${now.toISOString()}::timestamptz)`,
            hiddenReason: hidden.reason,
            moderatedAt: now,
          }
        : { hiddenAt: null, hiddenReason: null, moderatedAt: now },
    )
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
