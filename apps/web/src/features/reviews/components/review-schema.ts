import type { ReviewInput } from '@tabib/contracts';
import { lazySchema } from '../../../shared/forms/lazy-schema.ts';

export type ReviewSchema = typeof ReviewInput;

// Only sending a review needs the schema, so the doctor page loads without the contracts.
const review = lazySchema((contracts): ReviewSchema => contracts.ReviewInput);
export const loadReviewSchema = review.load;
export const loadedReviewSchema = review.loaded;
export const preloadReviewSchema = review.preload;
