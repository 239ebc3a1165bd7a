import type { DoctorSort } from '@tabib/contracts';
import { latinDigits } from '@tabib/contracts/digits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageContainer, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useAreas, useCities, useSpecialties } from '../api/catalogue.ts';
import { useDoctorSearch, useInsurers } from '../api/doctors.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import { criteriaToParams, PAGE_SIZE, readCriteria, type SearchCriteria } from '../search-params.ts';
import { HydrateLater } from '../../../shared/ui/hydrate-later.tsx';

const TOP_CITIES = 5;
const sortChoices: { key: string; sort: DoctorSort | undefined }[] = [
  { key: 'all', sort: undefined },
  { key: 'feeDesc', sort: 'fee_desc' },
  { key: 'feeAsc', sort: 'fee_asc' },
  { key: 'rating', sort: 'rating' },
  { key: 'soonest', sort: 'soonest' },
];
const selectClass = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2';

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
      <HydrateLater>
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
      </HydrateLater>

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
        <HydrateLater>
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
        </HydrateLater>
      ) : null}

      <HydrateLater>
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
      </HydrateLater>

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <HydrateLater>
          <Filters
            criteria={criteria}
            update={update}
            specialties={specialties.data?.items ?? []}
            cities={cities.data?.items ?? []}
            areas={criteria.city ? (areas.data?.items ?? []) : []}
            insurers={insurers.data?.items ?? []}
            badFields={badFields}
          />
        </HydrateLater>
        <HydrateLater>
          <div aria-live="polite" aria-busy={results.isFetching}>
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
                      <HydrateLater>
                        <DoctorCard doctor={d} />
                      </HydrateLater>
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
        </HydrateLater>
      </div>
    </PageContainer>
  );
}

interface Named {
  slug: string;
  name: string;
}

function Filters({
  criteria,
  update,
  specialties,
  cities,
  areas,
  insurers,
  badFields,
}: {
  criteria: SearchCriteria;
  update: (change: Partial<SearchCriteria>) => void;
  specialties: Named[];
  cities: Named[];
  areas: Named[];
  insurers: Named[];
  badFields: string[];
}) {
  const { t } = useTranslation('doctors');
  const [feeMin, setFeeMin] = useState(criteria.feeMin?.toString() ?? '');
  const [feeMax, setFeeMax] = useState(criteria.feeMax?.toString() ?? '');
  const [shownFees, setShownFees] = useState([criteria.feeMin, criteria.feeMax]);
  if (shownFees[0] !== criteria.feeMin || shownFees[1] !== criteria.feeMax) {
    // The URL changed underneath (back button): show its fees.
    setShownFees([criteria.feeMin, criteria.feeMax]);
    setFeeMin(criteria.feeMin?.toString() ?? '');
    setFeeMax(criteria.feeMax?.toString() ?? '');
  }
  const feeValue = (typed: string) => {
    const v = latinDigits(typed.trim());
    return /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const applyFees = (e: FormEvent) => {
    e.preventDefault();
    const min = feeValue(feeMin);
    const max = feeValue(feeMax);
    update(
      min !== undefined && max !== undefined && min > max ? { feeMin: max, feeMax: min } : { feeMin: min, feeMax: max },
    );
  };

  const select = (
    id: keyof SearchCriteria,
    label: string,
    anyLabel: string,
    items: Named[],
    value: string | undefined,
    disabled = false,
  ) => (
    // Lists of up to a few hundred options: each taken over in a task of its own (HydrateLater).
    <HydrateLater>
      <div>
        <label htmlFor={`filter-${id}`} className="block text-sm font-semibold text-slate-700">
          {label}
        </label>
        <select
          id={`filter-${id}`}
          value={value ?? ''}
          disabled={disabled}
          aria-invalid={badFields.includes(id) || undefined}
          onChange={(e) => update({ [id]: e.target.value || undefined })}
          className={`${selectClass} disabled:bg-slate-100`}
        >
          <option value="">{anyLabel}</option>
          {value && !items.some((i) => i.slug === value) && items.length > 0 ? (
            <option value={value}>{value}</option>
          ) : null}
          {items.map((i) => (
            <option key={i.slug} value={i.slug}>
              {i.name}
            </option>
          ))}
        </select>
      </div>
    </HydrateLater>
  );

  return (
    <aside
      aria-label={t('filters.title')}
      className="space-y-4 self-start rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 className="font-bold text-brand-900">{t('filters.title')}</h2>
      {select('specialty', t('fields.specialty'), t('fields.anySpecialty'), specialties, criteria.specialty)}
      {select('city', t('fields.city'), t('fields.anyCity'), cities, criteria.city)}
      {select('area', t('fields.area'), t('fields.anyArea'), areas, criteria.area, !criteria.city)}
      {select('insurer', t('filters.insurer'), t('filters.anyInsurer'), insurers, criteria.insurer)}
      <div>
        <label htmlFor="filter-gender" className="block text-sm font-semibold text-slate-700">
          {t('filters.gender')}
        </label>
        <select
          id="filter-gender"
          value={criteria.gender ?? ''}
          onChange={(e) => update({ gender: (e.target.value || undefined) as SearchCriteria['gender'] })}
          className={selectClass}
        >
          <option value="">{t('filters.anyGender')}</option>
          <option value="female">{t('filters.female')}</option>
          <option value="male">{t('filters.male')}</option>
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id="filter-telehealth"
          type="checkbox"
          checked={criteria.telehealth === true}
          onChange={(e) => update({ telehealth: e.target.checked || undefined })}
          className="size-5 accent-brand-600"
        />
        <label htmlFor="filter-telehealth" className="font-semibold text-slate-700">
          {t('filters.telehealth')}
        </label>
      </div>
      <form onSubmit={applyFees} className="space-y-2" aria-label={t('filters.fee')}>
        <p className="text-sm font-semibold text-slate-700">{t('filters.fee')}</p>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="filter-fee-min" className="block text-xs text-slate-600">
              {t('filters.feeMin')}
            </label>
            <input
              id="filter-fee-min"
              inputMode="numeric"
              value={feeMin}
              onChange={(e) => setFeeMin(e.target.value)}
              className={selectClass}
            />
          </div>
          <div>
            <label htmlFor="filter-fee-max" className="block text-xs text-slate-600">
              {t('filters.feeMax')}
            </label>
            <input
              id="filter-fee-max"
              inputMode="numeric"
              value={feeMax}
              onChange={(e) => setFeeMax(e.target.value)}
              className={selectClass}
            />
          </div>
        </div>
        <button type="submit" className="w-full rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
          {t('filters.applyFee')}
        </button>
      </form>
    </aside>
  );
}
