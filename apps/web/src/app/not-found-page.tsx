import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, useDocumentMeta } from '../shared/ui/page-header.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('errors.notFoundTitle'), t('errors.notFoundHint'));
  return (
    <PageContainer className="text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-brand-200">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">{t('errors.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('errors.notFoundHint')}</p>
      <Link to="/" className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
        {t('errors.goHome')}
      </Link>
    </PageContainer>
  );
}
