import type { Language, ModeratedReview, ReviewReportQueue } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import type { MailMessage } from '../../shared/mail.ts';
import {
  findVisibleReview,
  insertReport,
  selectHiddenReviews,
  selectModeratedReview,
  selectReportQueue,
  updateReviewVisibility,
  type ModeratedRow,
} from './moderation-queries.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

function toModerated(row: ModeratedRow, lang: Language): ModeratedReview {
  return {
    id: row.id,
    doctorId: row.doctor_id,
    doctorName: pick(lang, row.name_ar, row.name_en),
    rating: row.rating === null ? null : Number(row.rating),
    title: row.title,
    text: row.body,
    authorName: row.author_name,
    authorEmail: row.author_email,
    createdAt: iso(row.created_at),
    hiddenAt: row.hidden_at ? iso(row.hidden_at) : null,
    hiddenReason: row.hidden_reason,
    openReports: Number(row.open_reports ?? 0),
    lastReportedAt: row.last_reported_at ? iso(row.last_reported_at) : null,
    reasons: row.reasons ?? [],
  };
}

/**
 * A signed-in user reports a visible review, once (409 `conflict` with `review: already_reported` after
 * that); the review joins the admins' queue until an admin hides, restores or keeps it.
 */
export async function reportReview(db: Db, reviewId: string, userId: string, reason: string): Promise<void> {
  if (!(await findVisibleReview(db, reviewId))) throw new AppError('not_found');
  if (!(await insertReport(db, reviewId, userId, reason))) {
    throw new AppError('conflict', { review: 'already_reported' });
  }
}

export async function listReportedReviews(
  db: Db,
  page: number,
  limit: number,
  lang: Language,
  status: 'reported' | 'hidden' = 'reported',
): Promise<ReviewReportQueue> {
  const select = status === 'hidden' ? selectHiddenReviews : selectReportQueue;
  const { rows, total } = await select(db, (page - 1) * limit, limit);
  return { items: rows.map((r) => toModerated(r, lang)), total, page, limit };
}

function hiddenMail(row: ModeratedRow, reason: string): MailMessage {
  const lang: Language = row.language === 'en' ? 'en' : 'ar';
  const doctor = pick(lang, row.name_ar, row.name_en);
  return {
    to: row.author_email,
    subject: pick(lang, 'أخفينا تقييمك · طبيب', 'Your review has been hidden · Tabib'),
    text: [
      pick(lang, `مرحباً ${row.author_name}،`, `Hello ${row.author_name},`),
      '',
      pick(
        lang,
        `أخفت إدارة طبيب تقييمك لـ د/ ${doctor} ("${row.title}")، فلم يعد يظهر للزوار ولا يُحسب في تقييم الطبيب.`,
        `Tabib has hidden your review of Dr/ ${doctor} ("${row.title}"): visitors no longer see it and it no longer counts in the doctor's rating.`,
      ),
      pick(lang, `السبب: ${reason}`, `Reason: ${reason}`),
      '',
      pick(
        lang,
        'إن رأيت أن ذلك خطأ، راسلنا من صفحة "اتصل بنا".',
        'If you think this is a mistake, write to us through the contact page.',
      ),
    ].join('\n'),
  };
}

/**
 * Hides a review with a reason (decision 036): out of the public list and, through the rating trigger, out
 * of the doctor's rating in the same transaction; its author is mailed the reason. Restoring shows it and
 * counts it again; either closes the review's open reports.
 */
export async function moderateReview(
  db: Db,
  id: string,
  hide: { reason: string } | null,
  lang: Language,
  now: Date,
): Promise<ModeratedReview> {
  await db.transaction(async (tx) => {
    const before = await selectModeratedReview(tx, id);
    if (!before) throw new AppError('not_found');
    await updateReviewVisibility(tx, id, hide, now);
    // Mailed when it becomes hidden, or when the reason given to its author changes.
    if (hide && (before.hidden_at === null || before.hidden_reason !== hide.reason)) {
      await enqueueMail(tx, { message: hiddenMail(before, hide.reason) });
    }
  });
  return toModerated((await selectModeratedReview(db, id))!, lang);
}
