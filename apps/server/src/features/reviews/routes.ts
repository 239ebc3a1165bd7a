import { DoctorIdParams, Review, ReviewInput, ReviewPage, ReviewQuery } from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { requireUser } from '../auth/index.ts';
import { createReview } from './create-review.ts';
import { listReviews } from './list-reviews.ts';

export const reviewRoutes: RoutePlugin = async (app) => {
  app.get(
    '/doctors/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A doctor's reviews, newest first, with the average rating",
        params: DoctorIdParams,
        querystring: ReviewQuery,
        response: { 200: ReviewPage },
      },
    },
    async (req) => listReviews(app.db, req.params.id, req.query.page, req.query.limit, requestLanguage(req)),
  );

  app.post(
    '/doctors/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a doctor (signed-in patients; one review per doctor)',
        params: DoctorIdParams,
        body: ReviewInput,
        response: { 201: Review },
      },
      config: { auth: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const review = await createReview(app.db, user, req.params.id, req.body, requestLanguage(req));
      return reply.code(201).send(review);
    },
  );
};
