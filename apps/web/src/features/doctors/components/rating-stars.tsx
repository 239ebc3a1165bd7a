import { useTranslation } from 'react-i18next';

/**
 * How far the stars are filled, in quarter stars. Classes rather than a `style` attribute: the page's HTML may
 * come from the server (decision 011), and the Content-Security-Policy refuses style attributes in markup.
 */
// prettier-ignore
const fills = [
  'w-[0%]', 'w-[5%]', 'w-[10%]', 'w-[15%]', 'w-[20%]', 'w-[25%]', 'w-[30%]', 'w-[35%]', 'w-[40%]', 'w-[45%]',
  'w-[50%]', 'w-[55%]', 'w-[60%]', 'w-[65%]', 'w-[70%]', 'w-[75%]', 'w-[80%]', 'w-[85%]', 'w-[90%]', 'w-[95%]',
  'w-[100%]',
];

/** Five stars filled to the average (to the nearest quarter star), with the count; "No ratings yet" while unrated. */
export function RatingStars({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation('doctors');
  if (rating === null || count === 0) return <span className="text-sm text-slate-600">{t('rating.none')}</span>;
  const label = t('rating.label', { rating, count });
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span role="img" aria-label={label} className="relative inline-block text-lg leading-none tracking-tight">
        <span aria-hidden="true" className="text-slate-300">
          ★★★★★
        </span>
        <span
          aria-hidden="true"
          className={`absolute inset-y-0 start-0 overflow-hidden text-amber-500 ${fills[Math.round(Math.min(Math.max(rating, 0), 5) * 4)]}`}
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
