import type { MedicineSummary } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { formatEgp } from './format.ts';

/** A product tile; it opens the medicine's details in the library (a shareable ?medicine= link). */
export function MedicineCard({
  medicine,
  to,
  headingLevel = 3,
}: {
  medicine: MedicineSummary;
  /** Where the tile leads; by default the library with this medicine's details open. */
  to?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('medicines');
  const lang = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
          {medicine.category.name}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 font-semibold ${medicine.prescription ? 'bg-amber-100 text-amber-900' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {medicine.prescription ? t('card.prescription') : t('card.otc')}
        </span>
      </div>
      <Heading className="mt-3 text-lg font-bold text-brand-900">
        <Link
          to={to ?? `/medicine-library?medicine=${encodeURIComponent(medicine.slug)}`}
          aria-label={t('library.details', { name: `${medicine.brand} ${medicine.strength}` })}
          className="hover:underline"
        >
          {medicine.brand}
        </Link>
      </Heading>
      <p className="text-sm text-slate-700">
        {medicine.generic} · <span dir="ltr">{medicine.strength}</span> · {t(`forms.${medicine.form}`)}
      </p>
      <p className="mt-auto pt-3 text-lg font-bold text-slate-900">
        <span className="sr-only">{t('card.approxPrice')}: </span>
        {formatEgp(medicine.priceEgp, lang)}
      </p>
    </article>
  );
}
