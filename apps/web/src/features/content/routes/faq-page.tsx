import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';

const groups = {
  booking: ['free', 'pay', 'cancel', 'reschedule', 'telehealth', 'insurance'],
  checker: ['whatIs', 'whatIsNot'],
  account: ['account', 'privacy', 'delete'],
  doctors: ['join', 'doctorCost'],
} as const;

export default function FaqPage() {
  const { t } = useTranslation('content');
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('faq.title')} intro={t('faq.description')} />
      <div className="space-y-10">
        {Object.entries(groups).map(([group, items]) => (
          <section key={group} aria-labelledby={`faq-${group}`}>
            <h2 id={`faq-${group}`} className="mb-3 text-xl font-bold text-brand-900">
              {t(`faq.groups.${group}`)}
            </h2>
            <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              {items.map((item) => (
                <details key={item} id={item} className="group p-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                    {t(`faq.items.${item}.q`)}
                    <span aria-hidden="true" className="text-xl text-brand-600 transition group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="mt-3 leading-relaxed text-slate-700">{t(`faq.items.${item}.a`)}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="rounded-2xl bg-brand-50 p-5 text-brand-900">
          {t('faq.more')}{' '}
          <Link to="/contact" className="font-semibold underline">
            {t('faq.moreCta')}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
