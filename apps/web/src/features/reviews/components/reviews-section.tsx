import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useReviews, REVIEWS_PAGE_SIZE } from '../api/reviews.ts';
import { ReviewForm, ReviewFormPlaceholder } from './review-form.tsx';
import { dateFormat } from '../../../shared/intl.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { localeOf } from '../../../i18n/languages.ts';

/** Loads when it comes near the screen (or at once where IntersectionObserver is missing). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** `doctorId` is undefined while the doctor loads: the section is drawn, with placeholders, but loads nothing. */
export function ReviewsSection({ doctorId }: { doctorId: string | undefined }) {
  const { t } = useTranslation('reviews');
  const { ref, near } = useNearScreen<HTMLElement>();
  const [page, setPage] = useState(1);
  const reviews = useReviews(doctorId ?? '', page, near && doctorId !== undefined);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / REVIEWS_PAGE_SIZE)) : 1;
  const date = dateFormat(localeOf(useLanguage()), { dateStyle: 'medium' });

  return (
    <section ref={ref} aria-labelledby="reviews-title" className="mt-8">
      <h2 id="reviews-title" className="text-xl font-bold text-brand-900">
        {t('title')}
      </h2>
      <div aria-live="polite" aria-busy={reviews.isFetching}>
        {reviews.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            {t('loadError')}
          </p>
        ) : !reviews.data ? (
          <ul aria-hidden="true" className="mt-4 space-y-3">
            {[0, 1].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </ul>
        ) : reviews.data.items.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('empty')}</p>
        ) : (
          <>
            <ul className="mt-4 space-y-3">
              {reviews.data.items.map((r) => (
                <li key={r.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                  <p className="flex flex-wrap items-center gap-2">
                    {/* A review written without stars (through /compat) shows its title and text only. */}
                    {r.rating === null ? null : (
                      <span role="img" aria-label={t('stars', { count: r.rating })} className="text-amber-500">
                        {'★'.repeat(r.rating)}
                        <span className="text-slate-300">{'★'.repeat(5 - r.rating)}</span>
                      </span>
                    )}
                    <span className="font-bold text-slate-900">{r.title}</span>
                  </p>
                  {r.text ? <p className="mt-2 whitespace-pre-line text-slate-700">{r.text}</p> : null}
                  <p className="mt-2 text-sm text-slate-600">
                    {r.authorName} · <time dateTime={r.createdAt}>{date.format(new Date(r.createdAt))}</time>
                    {r.verified ? <span className="ms-2 font-semibold text-brand-700">{t('verified')}</span> : null}
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('pagination')}
              previous={t('newer')}
              next={t('older')}
              className="mt-4"
            />
          </>
        )}
      </div>
      {doctorId ? <ReviewForm doctorId={doctorId} /> : <ReviewFormPlaceholder />}
    </section>
  );
}
