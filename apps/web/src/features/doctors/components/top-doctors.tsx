import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopDoctors } from '../api/doctors.ts';
import { DoctorCard } from './doctor-card.tsx';

/** 4 a page; one on a phone (up to 412 px wide), as the spec's carousel. */
function usePageSize() {
  const query = '(max-width: 412px)';
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setPhone(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone ? 1 : 4;
}

/** The highest rated doctors, paged with previous/next (never below page 1, never past the last). */
export function TopDoctors() {
  const { t } = useTranslation('doctors');
  const size = usePageSize();
  const [page, setPage] = useState(1);
  const top = useTopDoctors(page, size);
  const pages = top.data ? Math.max(1, Math.ceil(top.data.total / size)) : 1;

  return (
    <section aria-labelledby="top-doctors-title" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="top-doctors-title" className="text-2xl font-bold text-brand-900">
          {t('top.title')}
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1}
            aria-label={t('top.previous')}
            className="size-10 rounded-full border-2 border-brand-600 font-bold text-brand-700 disabled:opacity-40"
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
          </button>
          <span role="status" className="min-w-20 text-center text-sm text-slate-700">
            {t('top.page', { page, pages })}
          </span>
          <button
            type="button"
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
            disabled={page >= pages}
            aria-label={t('top.next')}
            className="size-10 rounded-full border-2 border-brand-600 font-bold text-brand-700 disabled:opacity-40"
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </button>
        </div>
      </div>
      {top.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('loadError')}
        </p>
      ) : top.isPending ? (
        <ul aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: size }, (_, i) => (
            <li key={i} className="h-64 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </ul>
      ) : top.data.items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('top.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={top.isFetching}>
          {top.data.items.map((d) => (
            <li key={d.id}>
              <DoctorCard doctor={d} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
