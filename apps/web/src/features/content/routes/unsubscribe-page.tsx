import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { useUnsubscribe } from '../api/use-unsubscribe.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reached from the link in every newsletter mail. The reader confirms with a button: mail scanners
 * that open links must not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  const error = unsubscribe.error;
  const notFound = error instanceof ApiError && (error.code === 'not_found' || error.status === 400);

  let body;
  if (!uuid.test(token)) {
    body = <p className="text-slate-700">{t('unsubscribe.missing')}</p>;
  } else if (unsubscribe.isSuccess) {
    body = (
      <>
        <p className="font-semibold text-emerald-800">{t('unsubscribe.done', { email: unsubscribe.data.email })}</p>
        <p className="mt-2 text-slate-700">{t('unsubscribe.doneHint')}</p>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{t('unsubscribe.question')}</p>
        <button
          type="button"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate({ token })}
          className="mt-4 rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
        </button>
        {error ? (
          <p className="mt-3 text-red-700">
            {notFound
              ? t('unsubscribe.notFound')
              : error instanceof ApiError && error.code !== 'network'
                ? tc(`errors.codes.${error.code}`)
                : tc('errors.network')}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('unsubscribe.title')} intro={t('unsubscribe.description')} />
      <div aria-live="polite" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {body}
      </div>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('unsubscribe.home')}
      </Link>
    </PageContainer>
  );
}
