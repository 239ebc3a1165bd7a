import {
  HideReviewRequest,
  IdParams,
  ModeratedReview,
  ReportReviewRequest,
  ReportReviewResponse,
  ReviewReportQuery,
  ReviewReportQueue,
} from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { requireUser } from '../auth/index.ts';
import { listReportedReviews, moderateReview, reportReview } from './moderate-reviews.ts';

const admins = { auth: { roles: ['admin'] as const } };

/** Reports of reviews by signed-in users, and the admins' moderation of reviews (decision 036). */
export const reviewModerationRoutes: RoutePlugin = async (app) => {
  app.post(
    '/reviews/:id/report',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Report a review to the moderators (signed-in users; once per review)',
        params: IdParams,
        body: ReportReviewRequest,
        response: { 201: ReportReviewResponse },
      },
      config: { auth: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      await reportReview(app.db, req.params.id, user.id, req.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  );

  app.get(
    '/admin/review-reports',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary:
          'Reviews with reports not yet dealt with, the most recently reported first; with status=hidden, the hidden reviews, the most recently hidden first',
        querystring: ReviewReportQuery,
        response: { 200: ReviewReportQueue },
      },
    },
    async (req) => listReportedReviews(app.db, req.query.page, req.query.limit, requestLanguage(req), req.query.status),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: "Hide a review with a reason: out of public lists and the doctor's rating; its author is mailed why",
        params: IdParams,
        body: HideReviewRequest,
        response: { 200: ModeratedReview },
      },
    },
    async (req) => moderateReview(app.db, req.params.id, { reason: req.body.reason }, requestLanguage(req), new Date()),
  );

  app.post(
    '/admin/reviews/:id/restore',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: 'Show a review again (or keep a reported one): back in lists and the rating; its reports are closed',
        params: IdParams,
        response: { 200: ModeratedReview },
      },
    },
    async (req) => moderateReview(app.db, req.params.id, null, requestLanguage(req), new Date()),
  );
};
