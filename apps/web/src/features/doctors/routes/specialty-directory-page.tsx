import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSpecialties } from '../api/catalogue.ts';
import { matchesSearch } from '../search-text.ts';

export default function SpecialtyDirectoryPage() {
  const { t } = useTranslation();
  const specialties = useSpecialties();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const items = (specialties.data?.items ?? []).filter((s) => matchesSearch(`${s.name} ${s.slug}`, deferred));

  return (
    <PageContainer>
      <PageHeader title={t('pages.specialtyDirectory.title')} intro={t('pages.specialtyDirectory.intro')} />
      <label htmlFor="specialty-filter" className="block font-semibold text-slate-800">
        {t('directory.filterLabel')}
      </label>
      <input
        id="specialty-filter"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('directory.filterPlaceholder')}
        className="mt-2 w-full max-w-md rounded-xl border border-slate-300 bg-white px-4 py-2"
      />
      {specialties.isPending ? <Spinner /> : null}
      {specialties.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('errors.network')}
        </p>
      ) : null}
      {specialties.isSuccess ? (
        <>
          <p role="status" className="mt-4 text-sm text-slate-600">
            {t('directory.count', { count: items.length })}
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/doctors?specialty=${encodeURIComponent(s.slug)}`}
                  className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
                >
                  <span className="block font-bold text-brand-900">{s.name}</span>
                  <span className="mt-1 block text-sm text-slate-600">{s.description}</span>
                  <span className="mt-2 block text-sm font-semibold text-brand-700">
                    {t('home.doctorCount', { count: s.doctorCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageContainer>
  );
}
