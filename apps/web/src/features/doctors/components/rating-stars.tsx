import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format.ts';

/** Five stars filled to the average, with the count; "No ratings yet" while unrated. */
export function RatingStars({ rating, count }: { rating: number | null; count: number }) {
  const { t, i18n } = useTranslation('doctors');
  if (rating === null || count === 0) return <span className="text-sm text-slate-600">{t('rating.none')}</span>;
  const label = t('rating.label', {
    rating: formatNumber(rating, i18n.language, 1),
    count,
    countText: formatNumber(count, i18n.language),
  });
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span role="img" aria-label={label} className="relative inline-block text-lg leading-none tracking-tight">
        <span aria-hidden="true" className="text-slate-300">
          ★★★★★
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-y-0 start-0 overflow-hidden text-amber-500"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-800">
        {label}
      </span>
    </span>
  );
}
