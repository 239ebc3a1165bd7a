import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireSession } from '../../auth/index.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useChatHistoryItem } from '../api/chat.ts';
import { ChatLog } from '../components/chat-log.tsx';

function Conversation({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const item = useChatHistoryItem(id, true);
  if (item.isPending) return <Spinner />;
  if (item.isError)
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
        {t('history.notFound')}
      </p>
    );
  const chat = item.data;
  const when = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(chat.endedAt));
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {/* The conversation's heading (the result inside is an h3). */}
      <h2 className="mb-3 text-sm font-normal text-slate-600">
        <time dateTime={chat.endedAt}>{when}</time>
      </h2>
      <ChatLog entries={chat.messages.map((m, i) => ({ id: i, ...m }))} language={chat.language} />
    </div>
  );
}

/** One saved conversation, to read again. */
export default function ChatHistoryDetailPage() {
  const { t } = useTranslation('chat');
  const { id = '' } = useParams();
  return (
    <div>
      <PageHeader title={t('history.title')}>
        <Link to="/profile/chats" className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t('history.back')}
        </Link>
      </PageHeader>
      <RequireSession>{() => <Conversation id={id} />}</RequireSession>
    </div>
  );
}
