import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { useConfirmNewsletter } from '../api/use-confirm-newsletter.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reached from the link in the one mail a newsletter sign-up gets (double opt-in). The reader confirms with
 * a button: mail scanners that open links must not subscribe anyone.
 */
export default function ConfirmNewsletterPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();

  const error = confirm.error;
  const notFound = error instanceof ApiError && (error.code === 'not_found' || error.status === 400);

  let body;
  if (!uuid.test(token)) {
    body = <p className="text-slate-700">{t('confirmNewsletter.missing')}</p>;
  } else if (confirm.isSuccess) {
    body = (
      <>
        <p className="font-semibold text-emerald-800">{t('confirmNewsletter.done', { email: confirm.data.email })}</p>
        <p className="mt-2 text-slate-700">{t('confirmNewsletter.doneHint')}</p>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{t('confirmNewsletter.question')}</p>
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate({ token })}
          className="mt-4 rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {confirm.isPending ? t('confirmNewsletter.working') : t('confirmNewsletter.confirm')}
        </button>
        {error ? (
          <p className="mt-3 text-red-700">
            {notFound
              ? t('confirmNewsletter.notFound')
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
      <PageHeader title={t('confirmNewsletter.title')} intro={t('confirmNewsletter.description')} />
      <div aria-live="polite" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {body}
      </div>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('confirmNewsletter.home')}
      </Link>
    </PageContainer>
  );
}
