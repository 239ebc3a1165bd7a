import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { BulletList } from '../components/prose.tsx';
import { ServicesGrid } from '../components/services-grid.tsx';
import { services } from '../services.ts';

export default function ServicesPage() {
  const { t } = useTranslation('content');
  return (
    <PageContainer>
      <PageHeader title={t('services.title')} intro={t('services.description')} />
      <p className="mb-8 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900">{t('services.freeNote')}</p>

      <section aria-labelledby="services-overview" className="mb-12">
        <h2 id="services-overview" className="mb-4 text-xl font-bold text-brand-900">
          {t('services.overviewTitle')}
        </h2>
        <ServicesGrid />
      </section>

      <section aria-labelledby="services-details">
        <h2 id="services-details" className="mb-4 text-xl font-bold text-brand-900">
          {t('services.detailsTitle')}
        </h2>
        <div className="space-y-6">
          {services.map((s) => (
            <article
              key={s.key}
              id={s.key}
              aria-labelledby={`${s.key}-title`}
              className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-[auto_1fr]"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-brand-600" fill="currentColor">
                <path d={s.icon} />
              </svg>
              <div>
                <h3 id={`${s.key}-title`} className="text-lg font-bold text-brand-900">
                  {t(`services.items.${s.key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700">{t(`services.items.${s.key}.text`)}</p>
                <div className="mt-3 text-slate-700">
                  <BulletList items={t(`services.items.${s.key}.points`, { returnObjects: true }) as string[]} />
                </div>
                <Link
                  to={s.to}
                  className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
                >
                  {t(`services.items.${s.key}.cta`)}
                </Link>
              </div>
            </article>
          ))}
        </div>
      </section>
    </PageContainer>
  );
}
