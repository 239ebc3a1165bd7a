import type { DoctorSort } from '@tabib/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageContainer, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useAreas, useCities, useSpecialties } from '../api/catalogue.ts';
import { useDoctorSearch, useInsurers } from '../api/doctors.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import { Filters } from '../components/search-filters.tsx';
import { criteriaToParams, PAGE_SIZE, readCriteria, type SearchCriteria } from '../search-params.ts';

const TOP_CITIES = 5;
const sortChoices: { key: string; sort: DoctorSort | undefined }[] = [
  { key: 'all', sort: undefined },
  { key: 'feeDesc', sort: 'fee_desc' },
  { key: 'feeAsc', sort: 'fee_asc' },
  { key: 'rating', sort: 'rating' },
  { key: 'soonest', sort: 'soonest' },
];

export default function DoctorsPage() {
  const { t } = useTranslation('doctors');
  const [params, setParams] = useSearchParams();
  const criteria = readCriteria(params);
  const results = useDoctorSearch(criteria);
  const specialties = useSpecialties();
  const cities = useCities();
  const areas = useAreas(criteria.city);
  const insurers = useInsurers();
  const specialty = specialties.data?.items.find((s) => s.slug === criteria.specialty);
  // On a phone the filters fold under one button, so the first results are on the first screen.
  const [filtersShown, setFiltersShown] = useState(false);
  const filtersId = useId();
  const activeFilters = [
    criteria.specialty,
    criteria.city,
    criteria.area,
    criteria.insurer,
    criteria.gender,
    criteria.telehealth,
    criteria.feeMin ?? criteria.feeMax,
  ].filter((v) => v !== undefined && v !== false).length;

  const title = specialty ? t('list.titleSpecialty', { specialty: specialty.name }) : t('list.title');
  useDocumentMeta(title, t('list.intro'));

  /** Every change is a new history entry (back works) and starts again at page 1 unless paging. */
  const update = (change: Partial<SearchCriteria>) => {
    const next = { ...criteria, page: undefined, ...change };
    if ('city' in change && change.city !== criteria.city) next.area = undefined;
    setParams(criteriaToParams(next));
  };

  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = criteria.page ?? 1;
  const badFields = results.error instanceof ApiError ? Object.keys(results.error.fields) : [];

  return (
    <PageContainer>
      <>
        <nav aria-label={t('list.breadcrumb')} className="mb-4 text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-slate-600">
            <li>
              <Link to="/" className="text-brand-700 underline-offset-4 hover:underline">
                {t('list.home')}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to="/specialty-directory" className="text-brand-700 underline-offset-4 hover:underline">
                {t('list.findSpecialist')}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold text-slate-800">
              {specialty ? t('list.findSpecialty', { specialty: specialty.name }) : t('list.findAny')}
            </li>
          </ol>
        </nav>
      </>

      <header className="mb-4">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}{' '}
          {results.data ? (
            <span className="text-lg font-semibold text-slate-600">
              ({results.data.totalCapped ? t('list.countCapped', { cap: total }) : t('list.count', { count: total })})
            </span>
          ) : null}
        </h1>
        {criteria.q ? <p className="mt-1 text-slate-700">{t('list.forName', { q: criteria.q })}</p> : null}
      </header>

      {/* The chips' row is drawn while the cities load (placeholders of a chip's height), so the sort buttons and
          the results below it do not move down when they arrive (layout shift). */}
      {cities.isPending ? (
        <ul aria-hidden="true" className="mb-4 flex flex-wrap gap-2">
          {Array.from({ length: TOP_CITIES }, (_, i) => (
            <li
              key={i}
              className="w-20 animate-pulse rounded-full bg-slate-200 px-4 py-1.5 text-sm ring-1 ring-slate-200"
            >
              {'\u00a0'}
            </li>
          ))}
        </ul>
      ) : cities.data ? (
        <>
          <ul aria-label={t('list.locations')} className="mb-4 flex flex-wrap gap-2">
            {cities.data.items.slice(0, TOP_CITIES).map((c) => (
              <li key={c.slug}>
                <button
                  type="button"
                  aria-pressed={criteria.city === c.slug}
                  onClick={() => update({ city: criteria.city === c.slug ? undefined : c.slug })}
                  className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${
                    criteria.city === c.slug
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'bg-white text-brand-800 ring-slate-300'
                  }`}
                >
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <>
        <div role="group" aria-label={t('list.sortLabel')} className="mb-4 flex flex-wrap gap-2">
          {sortChoices.map((s) => (
            <button
              key={s.key}
              type="button"
              aria-pressed={criteria.sort === s.sort}
              onClick={() => update({ sort: s.sort })}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${
                criteria.sort === s.sort
                  ? 'bg-brand-900 text-white ring-brand-900'
                  : 'bg-white text-slate-800 ring-slate-300'
              }`}
            >
              {t(`sort.${s.key}`)}
            </button>
          ))}
        </div>
      </>

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="self-start">
          <button
            type="button"
            aria-expanded={filtersShown}
            aria-controls={filtersId}
            onClick={() => setFiltersShown((shown) => !shown)}
            className="flex w-full items-center justify-between rounded-xl bg-white px-4 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 lg:hidden"
          >
            <span>
              {t('filters.title')}
              {activeFilters > 0 ? ` (${t('filters.active', { count: activeFilters })})` : null}
            </span>
            <span aria-hidden="true">{filtersShown ? '−' : '+'}</span>
          </button>
          <div id={filtersId} className={filtersShown ? 'mt-3' : 'hidden lg:block'}>
            <>
              <Filters
                criteria={criteria}
                update={update}
                specialties={specialties.data?.items ?? []}
                cities={cities.data?.items ?? []}
                areas={criteria.city ? (areas.data?.items ?? []) : []}
                insurers={insurers.data?.items ?? []}
                badFields={badFields}
              />
            </>
          </div>
        </div>
        <>
          <div aria-live="polite" aria-busy={results.isFetching}>
            {/* The cards' h3s need an h2 above them, also on a phone, where the filters' heading is folded away. */}
            <h2 className="sr-only">{t('list.results')}</h2>
            {results.isError ? (
              <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800">
                {results.error instanceof ApiError && results.error.code === 'validation_failed'
                  ? t('list.badSearch')
                  : t('loadError')}
              </p>
            ) : results.isPending ? (
              <ul aria-hidden="true" className="grid gap-4">
                {Array.from({ length: 3 }, (_, i) => (
                  <li key={i} className="h-40 animate-pulse rounded-2xl bg-slate-200" />
                ))}
              </ul>
            ) : results.data.items.length === 0 ? (
              <p className="rounded-2xl bg-white p-8 text-center text-xl font-bold text-slate-700 ring-1 ring-slate-200">
                {t('list.empty')}
              </p>
            ) : (
              <>
                <ul className="grid gap-4">
                  {results.data.items.map((d) => (
                    <li key={d.id}>
                      <>
                        <DoctorCard doctor={d} />
                      </>
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={page}
                  pages={pages}
                  onPage={(p) => update({ page: p })}
                  label={t('list.pagination')}
                  className="mt-6"
                />
              </>
            )}
          </div>
        </>
      </div>
    </PageContainer>
  );
}
