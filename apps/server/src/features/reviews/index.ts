// The reviews feature's public entry: what other features and compat/ may use.
export { createReview } from './create-review.ts';
export { listReviews } from './list-reviews.ts';
export { reviewRoutes } from './routes.ts';
export { moderateReview } from './moderate-reviews.ts';
