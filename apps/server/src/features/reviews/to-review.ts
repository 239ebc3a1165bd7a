import type { Language, Review } from '@tabib/contracts';
import { pick } from '../../shared/language.ts';
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

/** A review whose author deleted the account stays, under no name. */
export function toReview(r: ReviewRow, lang: Language = 'ar'): Review {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.body,
    authorName: r.authorDeletedAt ? pick(lang, 'مريض على طبيب', 'a Tabib patient') : shortName(r.authorName),
    verified: r.verified,
    createdAt: r.createdAt.toISOString(),
  };
}
