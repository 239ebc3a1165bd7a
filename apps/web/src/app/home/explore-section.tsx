import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSpecialties } from '../../features/doctors/index.ts';

const EXPLORE_COUNT = 5;

export function ExploreSection() {
  const { t } = useTranslation();
  const specialties = useSpecialties();
  const first = specialties.data?.items.slice(0, EXPLORE_COUNT) ?? [];

  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="explore-title" className="text-2xl font-bold text-brand-900">
            {t('home.exploreTitle')}
          </h2>
          <p className="mt-1 text-slate-600">{t('home.exploreText')}</p>
        </div>
        <Link to="/specialty-directory" className="font-semibold text-brand-700 underline underline-offset-4">
          {t('home.viewAll')}
        </Link>
      </div>
      {specialties.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('errors.network')}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-busy={specialties.isPending}>
          {specialties.isPending
            ? Array.from({ length: EXPLORE_COUNT }, (_, i) => (
                <li key={i} aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-slate-200" />
              ))
            : first.map((s) => (
                <li key={s.id}>
                  <Link
                    to={`/doctors?specialty=${encodeURIComponent(s.slug)}`}
                    className="flex h-full flex-col justify-between rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
                  >
                    <span className="font-bold text-brand-900">{s.name}</span>
                    <span className="mt-2 text-sm text-slate-600">
                      {t('home.doctorCount', { count: s.doctorCount })}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
