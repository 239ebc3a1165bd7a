import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { RequireSession } from '../../auth/index.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useChatHistory } from '../api/chat.ts';
import { UrgencyBadge } from '../components/urgency-badge.tsx';

function History() {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useChatHistory(page, true);
  const dates = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  if (history.isPending) return <Spinner />;
  if (history.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        {t('history.loadFailed')}
      </p>
    );
  const { items, total, limit } = history.data;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (!items.length)
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p>{t('history.empty')}</p>
        <Link
          to="/chatbot"
          className="mt-4 inline-block rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('history.start')}
        </Link>
      </div>
    );
  return (
    <>
      <ul className="space-y-3" aria-label={t('history.title')}>
        {items.map((item) => (
          <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={`/profile/chats/${item.id}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                lang={item.summary ? item.language : undefined}
              >
                {item.summary ?? t('history.unfinished')}
              </Link>
              {item.urgency ? <UrgencyBadge urgency={item.urgency} /> : null}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={item.endedAt}>{dates.format(new Date(item.endedAt))}</time>
              {' · '}
              {t(`history.languages.${item.language}`)}
              {' · '}
              {t('history.messages', { count: item.messageCount })}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        onPage={(p) => setParams({ page: String(p) })}
        label={t('history.pagination')}
        className="mt-4"
      />
    </>
  );
}

/** The signed-in user's saved symptom-checker conversations. */
export default function ChatHistoryPage() {
  const { t } = useTranslation('chat');
  return (
    <div>
      <PageHeader title={t('history.title')} intro={t('history.intro')} />
      <RequireSession>{() => <History />}</RequireSession>
    </div>
  );
}
