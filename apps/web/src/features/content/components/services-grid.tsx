import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { services } from '../services.ts';

export function ServicesGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {services.map((s) => (
        <li key={s.key}>
          <Link
            to={s.to}
            className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-9 text-brand-600" fill="currentColor">
              <path d={s.icon} />
            </svg>
            <Heading className="font-bold text-brand-900">{t(`services.${s.key}`)}</Heading>
            <p className="text-sm text-slate-600">{t(`services.${s.key}Text`)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
