import type { Language } from '@tabib/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AssessmentCard } from './assessment-card.tsx';
import { ChatOptions } from './chat-options.tsx';
import type { ChatEntry } from './use-chat.ts';

interface ChatLogProps {
  entries: ChatEntry[];
  /** The conversation's own language, which may differ from the page's after a switch. */
  language: Language | null;
  typing?: boolean;
  /** Offer the last bot message's options as buttons. */
  onOption?: (text: string) => void;
  className?: string;
}

/** The conversation as a live log: screen readers hear each new message once, politely. */
export function ChatLog({ entries, language, typing = false, onOption, className = '' }: ChatLogProps) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const last = entries.at(-1);

  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length, typing]);

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t('log')}
      lang={language ?? undefined}
      dir={language ? (language === 'ar' ? 'rtl' : 'ltr') : undefined}
      className={`flex flex-col gap-3 overflow-y-auto ${className}`}
    >
      {entries.map((e) => (
        <div
          key={e.id}
          data-role={e.role}
          className={`max-w-[90%] ${e.role === 'user' ? 'self-end' : 'self-start'} ${e.assessment ? 'w-full max-w-full' : ''}`}
        >
          <p
            className={`rounded-2xl px-4 py-2 whitespace-pre-line ${e.role === 'user' ? 'rounded-ee-sm bg-brand-600 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900'}`}
          >
            <span className="sr-only">{e.role === 'user' ? t('you') : t('bot')}: </span>
            {e.text}
          </p>
          {e.assessment ? <AssessmentCard assessment={e.assessment} /> : null}
          {onOption && e === last && e.role === 'bot' && e.options?.length && !typing ? (
            <ChatOptions key={e.id} options={e.options} onOption={onOption} />
          ) : null}
        </div>
      ))}
      {typing ? (
        <div className="self-start rounded-2xl rounded-es-sm bg-slate-100 px-4 py-3" data-testid="typing">
          <span className="sr-only">{t('typing')}</span>
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-2 animate-bounce rounded-full bg-slate-500" />
            <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
            <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
          </span>
        </div>
      ) : null}
    </div>
  );
}
