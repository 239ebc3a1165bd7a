import { openingText } from '@tabib/triage/opening';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLog } from './chat-log.tsx';
import type { ChatController, ChatEntry } from './use-chat.ts';

interface ChatConversationProps {
  chat: ChatController;
  sendLabel: string;
  logClassName?: string;
  /** Shown under the message box (the page's End Chat button). */
  actions?: ReactNode;
  /** Put the caret in the message box once the conversation is ready (the floating window). */
  autoFocus?: boolean;
}

/**
 * A conversation in the active language: started on first show, started again when the language
 * changes before the user has said anything, and offered again when the server has let it expire.
 */
export function ChatConversation({
  chat,
  sendLabel,
  logClassName = '',
  actions,
  autoFocus = false,
}: ChatConversationProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, entries, start } = chat;
  const untouched = !entries.some((e) => e.role === 'user');

  useEffect(() => {
    if (status === 'idle' || (status === 'ready' && untouched && chat.language !== language)) start(language);
  }, [status, untouched, chat.language, language, start]);

  // What every conversation begins with, shown (and rendered by the server) until the server's first reply,
  // which says the same, arrives: the page's main text comes with the page, not a round trip after it. Its
  // key is the first reply's, so that reply takes its place without a change to the page.
  const opening = entries.length === 0 && (status === 'idle' || status === 'starting');
  const shown: ChatEntry[] = opening ? [{ id: 0, role: 'bot', text: openingText(chat.language ?? language) }] : entries;

  const ready = status === 'ready';
  useEffect(() => {
    if (autoFocus && ready) inputRef.current?.focus();
  }, [autoFocus, ready]);

  const send = (text: string) => {
    chat.send(text);
    inputRef.current?.focus();
  };

  const restart = () => {
    start(language);
    inputRef.current?.focus();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <ChatLog
        entries={shown}
        language={chat.language ?? (opening ? language : null)}
        typing={status === 'sending'}
        onOption={status === 'ready' ? send : undefined}
        className={logClassName}
      />
      {opening ? (
        // Heard, not seen: the opening is on screen, and the message box is disabled until the conversation
        // has started; a line shown meanwhile would move the box when it goes.
        <p role="status" className="sr-only">
          {status === 'starting' ? t('starting') : ''}
        </p>
      ) : status === 'starting' ? (
        <p role="status" className="flex items-center gap-2 text-brand-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
          />
          {t('starting')}
        </p>
      ) : null}
      {status === 'startFailed' ? (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t('errors.startFailed')}</p>
          <button type="button" onClick={restart} className="mt-2 font-semibold text-brand-700 underline">
            {t('errors.retry')}
          </button>
        </div>
      ) : null}
      {status === 'expired' ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{t('errors.expired')}</p>
          <button
            type="button"
            onClick={restart}
            className="mt-2 rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('errors.restart')}
          </button>
        </div>
      ) : null}
      {chat.problem ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-900">
          {t(`errors.${chat.problem}`)}
        </p>
      ) : null}
      <ChatComposer
        onSend={send}
        busy={status === 'sending'}
        disabled={status !== 'ready' && status !== 'sending'}
        sendLabel={sendLabel}
        inputRef={inputRef}
      />
      {actions}
    </div>
  );
}
