import { z } from 'zod';
import { ModerationReason } from './admin.ts';
import { pageOf, pageParams } from './common.ts';

/** A signed-in user's report of a review (once per user and review). */
export const ReportReviewRequest = z.object({
  reason: z
    .string({ error: 'reason_required' })
    .trim()
    .min(3, { error: 'reason_required' })
    .max(500, { error: 'text_too_long' }),
});
export type ReportReviewRequest = z.input<typeof ReportReviewRequest>;
export const ReportReviewResponse = z.object({ reported: z.literal(true) });

export const HideReviewRequest = z.object({ reason: ModerationReason });
export type HideReviewRequest = z.input<typeof HideReviewRequest>;

/** A review as the moderator sees it: with its author, doctor, visibility and the reports not dealt with. */
export const ModeratedReview = z.object({
  id: z.uuid(),
  doctorId: z.uuid(),
  doctorName: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  hiddenAt: z.iso.datetime({ offset: true }).nullable(),
  hiddenReason: z.string().nullable(),
  /** Reports made since the review was last hidden, restored or kept. */
  openReports: z.number().int().nonnegative(),
  lastReportedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The newest open reports' reasons, at most five. */
  reasons: z.array(z.string()),
});
export type ModeratedReview = z.infer<typeof ModeratedReview>;

export const ReviewReportQuery = z.object({
  /** `reported` (the default): reviews with open reports; `hidden`: hidden reviews, to restore. */
  status: z.enum(['reported', 'hidden'], { error: 'status_invalid' }).default('reported'),
  ...pageParams({ limit: 20, maxLimit: 100 }),
});
export type ReviewReportQuery = z.infer<typeof ReviewReportQuery>;
export const ReviewReportQueue = pageOf(ModeratedReview);
export type ReviewReportQueue = z.infer<typeof ReviewReportQueue>;
