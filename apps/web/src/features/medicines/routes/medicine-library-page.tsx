import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useMedicineCategories, useMedicines } from '../api/medicines.ts';
import { MedicineCard } from '../components/medicine-card.tsx';
import { MedicineDetailDialog } from '../components/medicine-detail-dialog.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { useDebounced } from '../components/use-debounced.ts';
import { LIBRARY_PAGE_SIZE, LIBRARY_SORTS, readLibraryParams } from '../library-params.ts';
import { HydrateLater } from '../../../shared/ui/hydrate-later.tsx';

function withParam(params: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next.toString();
}

export default function MedicineLibraryPage() {
  const { t } = useTranslation('medicines');
  const [params, setParams] = useSearchParams();
  const list = readLibraryParams(params);
  const { category, sort, page } = list;
  const open = params.get('medicine');

  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim());
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  useEffect(() => {
    if ((params.get('q') ?? '') !== q) update({ q: q || null, page: null }, true);
    // Only the debounced text drives the URL; the URL never rewrites what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const categories = useMedicineCategories();
  const medicines = useMedicines(list);
  const data = medicines.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <PageContainer>
      <PageHeader title={t('library.title')} intro={t('library.intro')} />
      <ProcessingOverlay show={medicines.isPending || categories.isPending} />

      <HydrateLater>
        <form
          role="search"
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[2fr_1fr_1fr]"
        >
          <div>
            <label htmlFor="medicine-q" className="block text-sm font-semibold text-slate-800">
              {t('library.searchLabel')}
            </label>
            <input
              id="medicine-q"
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('library.searchPlaceholder')}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="medicine-category" className="block text-sm font-semibold text-slate-800">
              {t('library.categoryLabel')}
            </label>
            <select
              id="medicine-category"
              value={category}
              onChange={(e) => update({ category: e.target.value || null, page: null })}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t('library.allCategories')}</option>
              {(categories.data?.items ?? []).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name} ({c.medicineCount})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="medicine-sort" className="block text-sm font-semibold text-slate-800">
              {t('library.sortLabel')}
            </label>
            <select
              id="medicine-sort"
              value={sort}
              onChange={(e) => update({ sort: e.target.value === 'relevance' ? null : e.target.value, page: null })}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              {LIBRARY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`library.sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </form>
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="all-products-title" className="mt-8">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="all-products-title" className="text-xl font-bold text-brand-900">
              {t('library.allProducts')}
            </h2>
            <p role="status" className="text-slate-600">
              {data ? t('library.results', { count: data.total }) : null}
            </p>
          </div>
          {medicines.isError ? (
            <p role="alert" className="text-red-700">
              {t('library.loadFailed')}
            </p>
          ) : null}
          {data && data.items.length === 0 ? <p className="text-slate-700">{t('library.empty')}</p> : null}
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy={medicines.isFetching}>
            {/* A page of placeholder tiles while the first page loads: the notes below the list start below the
              screen instead of being pushed off it when the tiles arrive (layout shift). */}
            {!data && !medicines.isError
              ? Array.from({ length: LIBRARY_PAGE_SIZE }, (_, i) => (
                  <li key={i} aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-slate-200" />
                ))
              : null}
            {(data?.items ?? []).map((m) => (
              <li key={m.id}>
                <HydrateLater>
                  <MedicineCard medicine={m} to={`?${withParam(params, 'medicine', m.slug)}`} />
                </HydrateLater>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={pages}
            onPage={(p) => update({ page: p > 1 ? String(p) : null })}
            label={t('library.pagination')}
            className="mt-6"
          />
          <p className="mt-6 text-sm text-slate-600">{t('library.approximate')}</p>
          <p className="text-sm text-slate-600">{t('library.disclaimer')}</p>
        </section>
      </HydrateLater>

      <MedicineDetailDialog slug={open} onClose={() => update({ medicine: null })} />
    </PageContainer>
  );
}
