import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';

/** The spec's "Processing" screen: spinners and a way back home. */
export default function ProcessingPage() {
  const { t } = useTranslation('medicines');
  return (
    <PageContainer className="text-center">
      <PageHeader title={t('processing.title')} intro={t('processing.text')} />
      <div role="status" aria-label={t('processing.busy')} className="my-10 flex items-center justify-center gap-6">
        {['border-t-brand-600', 'border-t-accent-600', 'border-t-brand-400'].map((color) => (
          <span
            key={color}
            aria-hidden="true"
            className={`size-12 animate-spin rounded-full border-4 border-brand-100 ${color}`}
          />
        ))}
      </div>
      <Link
        to="/"
        className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('processing.backHome')}
      </Link>
    </PageContainer>
  );
}
