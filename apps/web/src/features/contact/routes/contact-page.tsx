import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { ContactForm } from '../components/contact-form.tsx';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <PageContainer>
      <PageHeader title={t('title')} intro={t('description')} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-aside" className="space-y-4 rounded-2xl bg-brand-50 p-6 text-slate-800">
          <h2 id="contact-aside" className="text-lg font-bold text-brand-900">
            {t('aside.title')}
          </h2>
          <p className="font-semibold text-red-800">{t('aside.emergency')}</p>
          <p>
            {t('aside.faq')}{' '}
            <Link to="/faq" className="font-semibold text-brand-800 underline">
              {t('aside.faqLink')}
            </Link>
            .
          </p>
          <p>
            {t('aside.privacy')}{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-800 underline">
              {t('aside.privacyLink')}
            </Link>
            .
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
