import type { Review } from '@tabib/contracts';
import type { ReviewRow } from './review-queries.ts';

/** "Mona Adel Hassan" -> "Mona H.": personal enough to trust, not enough to identify the patient. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0] ?? '';
  if (parts.length === 1) return first;
  const last = parts[parts.length - 1] ?? '';
  return `${first} ${last.slice(0, 1)}.`;
}

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.body,
    authorName: shortName(r.authorName),
    verified: r.verified,
    createdAt: r.createdAt.toISOString(),
  };
}
