import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { ChatConversation } from '../components/chat-conversation.tsx';
import { useChat } from '../components/use-chat.ts';

/** The full-page symptom checker. */
export default function ChatbotPage() {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const chat = useChat();
  const ended = chat.status === 'ended';

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <div className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {/* The conversation's heading, as the floating window's title is (the result inside is an h3). */}
        <h2 className="sr-only">{t('page.conversation')}</h2>
        {ended ? (
          <div role="status" className="space-y-3 py-6 text-center">
            <p className="text-lg font-semibold">{chat.saved ? t('page.endedSaved') : t('page.ended')}</p>
            {chat.saved ? (
              <p>
                <Link to="/profile/chats" className="font-semibold text-brand-700 underline">
                  {t('page.historyLink')}
                </Link>
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => chat.start(language)}
              className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {t('errors.restart')}
            </button>
          </div>
        ) : (
          <ChatConversation
            chat={chat}
            sendLabel={t('input.sendMessage')}
            logClassName="max-h-[60vh] min-h-64"
            actions={
              <div className="flex justify-end">
                <button
                  type="button"
                  onClick={() => void chat.end()}
                  disabled={chat.status === 'starting' || chat.status === 'idle' || chat.status === 'ending'}
                  className="rounded-full border-2 border-red-600 px-5 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
                >
                  {t('page.endChat')}
                </button>
              </div>
            }
          />
        )}
      </div>
    </PageContainer>
  );
}
