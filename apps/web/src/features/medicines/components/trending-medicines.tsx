import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrendingMedicines } from '../api/medicines.ts';
import { MedicineCard } from './medicine-card.tsx';

/** Home page section: the first four trending products. */
export function TrendingMedicines() {
  // Fetched here, outside the boundary, so the request runs while this section's strings load;
  // the boundary keeps the rest of the home page from waiting for them.
  const trending = useTrendingMedicines(4);
  return (
    <Suspense fallback={null}>
      <TrendingSection trending={trending} />
    </Suspense>
  );
}

function TrendingSection({ trending }: { trending: ReturnType<typeof useTrendingMedicines> }) {
  const { t } = useTranslation('medicines');
  return (
    <section aria-labelledby="trending-title" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="trending-title" className="text-2xl font-bold text-brand-900">
            {t('trending.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('trending.intro')}</p>
        </div>
        <Link to="/medicine-library" className="font-semibold text-brand-700 underline underline-offset-4">
          {t('trending.viewAll')}
        </Link>
      </div>
      {trending.isError ? <p className="text-slate-600">{t('trending.loadFailed')}</p> : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy={trending.isPending}>
        {(trending.data?.items ?? []).map((m) => (
          <li key={m.id}>
            <MedicineCard medicine={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}
