import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer, useDocumentMeta } from '../shared/ui/page-header.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The generic screen for an error thrown while rendering or loading a route. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentMeta(t('errors.unexpected'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PageContainer className="text-center">
      <div role="alert" className="mx-auto max-w-lg rounded-2xl bg-white p-8 shadow">
        <h1 className="text-2xl font-bold text-red-700">{t('errors.unexpected')}</h1>
        <p className="mt-3 text-slate-600">{t('errors.unexpectedHint')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700"
          >
            {t('errors.tryAgain')}
          </button>
          <Link to="/" reloadDocument className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
            {t('errors.goHome')}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
