import { useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazySchemaSubmit } from '../../../shared/forms/lazy-schema.ts';
import {
  loadChatMessageSchema,
  loadedChatMessageSchema,
  preloadChatMessageSchema,
  type ChatMessageSchema,
} from './chat-message-schema.ts';

interface ChatComposerProps {
  onSend: (text: string) => void;
  /** The server is answering: typing goes on, sending waits. */
  busy: boolean;
  disabled?: boolean;
  sendLabel: string;
  inputRef: Ref<HTMLInputElement>;
}

/** The message box. The contract's schema checks it, so the rules and messages match the server's. */
export function ChatComposer({ onSend, busy, disabled = false, sendLabel, inputRef }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [error, setError] = useState<'message_required' | 'message_too_long' | 'sendFailed' | null>(null);
  const schema = useLazySchemaSubmit({ load: loadChatMessageSchema, loaded: loadedChatMessageSchema });
  const id = useId();

  const send = (schema: ChatMessageSchema) => {
    if (busy || disabled) return;
    const parsed = schema.safeParse({ text });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message;
      setError(key === 'message_too_long' ? 'message_too_long' : 'message_required');
      return;
    }
    setError(null);
    setText('');
    onSend(parsed.data.text);
  };
  // A send that waited for the schema goes through the latest render: meanwhile the chat may have become busy
  // (an offered answer was chosen) or been started again, and a stale onSend would post to it all the same.
  const sendLater = useRef(send);
  useLayoutEffect(() => {
    sendLater.current = send;
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    schema.submit(
      (loaded) => sendLater.current(loaded),
      () => setError('sendFailed'),
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={preloadChatMessageSchema}
      onPointerDown={preloadChatMessageSchema}
      className="border-t border-slate-200 pt-3"
    >
      <div className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('input.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          value={text}
          autoComplete="off"
          maxLength={1000}
          disabled={disabled}
          placeholder={t('input.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-200 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={disabled}
          aria-disabled={busy || schema.waiting || undefined}
          className="shrink-0 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50 aria-disabled:opacity-70"
        >
          {sendLabel}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {t(`errors.${error}`)}
        </p>
      ) : null}
    </form>
  );
}
