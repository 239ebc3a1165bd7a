import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { useChat } from './use-chat.ts';

/**
 * The symptom checker's conversation on its own page (pages/chatbot.astro, mounted by chat-page.ts in the frame
 * the server rendered, which fixes its size): the conversation, its End Chat button, and once ended, whether it
 * was saved (with a link to the saved chats) and a new start.
 */
export function ChatPageConversation() {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const chat = useChat();

  if (chat.status === 'ended') {
    return (
      <div role="status" className="m-auto space-y-3 py-6 text-center">
        <p className="text-lg font-semibold">{chat.saved ? t('page.endedSaved') : t('page.ended')}</p>
        {chat.saved ? (
          <p>
            <a href="/profile/chats" className="font-semibold text-brand-700 underline">
              {t('page.historyLink')}
            </a>
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
    );
  }
  return (
    <ChatConversation
      chat={chat}
      sendLabel={t('input.sendMessage')}
      logClassName="min-h-0 flex-1"
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
  );
}
