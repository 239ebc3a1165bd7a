import type { VisitChatMessage, VisitRole } from '@tabib/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../i18n/languages.ts';
import { dateFormat } from '../../../shared/intl.ts';
import { Button } from '../../../shared/ui/button.tsx';

/** The text chat beside the call: the lines so far and a form to add one (when the room is open). */
export function VisitChat({
  messages,
  role,
  peerName,
  onSend,
  disabled = false,
}: {
  messages: VisitChatMessage[];
  role: VisitRole;
  peerName: string;
  onSend?: (text: string) => Promise<void>;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('visits');
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const clock = dateFormat(localeOf(i18n.language, 'clock'), { hour: 'numeric', minute: '2-digit' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !onSend) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(text);
      setDraft('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col rounded-2xl border border-slate-200 bg-white">
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-2 font-semibold">
        {t('chat.title')}
      </h2>
      <ol aria-live="polite" className="flex max-h-80 min-h-24 flex-col gap-2 overflow-y-auto px-4 py-3 text-sm">
        {messages.length === 0 ? <li className="text-slate-600">{t('chat.empty')}</li> : null}
        {messages.map((m) => {
          const mine = m.from === role;
          return (
            <li key={m.id} className={`max-w-[85%] ${mine ? 'self-end text-end' : 'self-start text-start'}`}>
              <span className="block text-xs text-slate-600">
                {mine ? t('chat.you') : peerName} · <time dateTime={m.sentAt}>{clock.format(new Date(m.sentAt))}</time>
              </span>
              <span
                dir="auto"
                className={`inline-block whitespace-pre-wrap rounded-2xl px-3 py-1.5 ${mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900'}`}
              >
                {m.text}
              </span>
            </li>
          );
        })}
      </ol>
      {onSend ? (
        <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <label htmlFor={inputId} className="sr-only">
            {t('chat.label')}
          </label>
          <textarea
            id={inputId}
            dir="auto"
            rows={2}
            maxLength={2000}
            value={draft}
            disabled={disabled}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) void submit(e);
            }}
            className="min-w-0 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2"
          />
          <Button type="submit" disabled={disabled || sending || draft.trim() === ''}>
            {t('chat.send')}
          </Button>
        </form>
      ) : null}
      {failed ? (
        <p role="alert" className="px-4 pb-3 text-sm text-red-700">
          {t('chat.sendFailed')}
        </p>
      ) : null}
    </section>
  );
}
