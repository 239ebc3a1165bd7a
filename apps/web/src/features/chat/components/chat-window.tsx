import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatConversation } from './chat-conversation.tsx';
import { useChat } from './use-chat.ts';

/** The floating chat: a dialog whose close asks first, since closing ends the conversation. */
export default function ChatWindow({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('chat');
  const chat = useChat();
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLDialogElement>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const dialog = confirmRef.current;
    if (!dialog) return;
    if (confirming && !dialog.open) dialog.showModal();
    if (!confirming && dialog.open) dialog.close();
  }, [confirming]);

  const closeForGood = async () => {
    await chat.end();
    // Both dialogs close now, before unmounting, so focus goes back to the launcher and stays there.
    confirmRef.current?.close();
    ref.current?.close();
    onClosed();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        setConfirming(true);
      }}
      className="fixed inset-auto end-0 bottom-0 m-0 flex h-[min(40rem,100dvh)] w-full max-w-md flex-col rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/30 sm:end-4 sm:bottom-4 sm:rounded-2xl"
    >
      <header className="flex items-center gap-3 rounded-t-2xl bg-brand-700 px-3 py-2 text-white">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-full p-2 hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
        >
          <span className="sr-only">{t('window.close')}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 rtl:-scale-x-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('window.title')}
        </h2>
      </header>
      <div className="flex min-h-0 flex-1 flex-col p-3">
        <ChatConversation chat={chat} sendLabel={t('input.send')} logClassName="min-h-0 flex-1" autoFocus />
      </div>
      <dialog
        ref={confirmRef}
        role="alertdialog"
        aria-labelledby={`${id}-confirm`}
        onCancel={(e) => {
          e.preventDefault();
          setConfirming(false);
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        {confirming ? (
          <>
            <p id={`${id}-confirm`} className="text-lg font-semibold text-slate-900">
              {t('window.confirmClose')}
            </p>
            <div className="mt-5 flex justify-end gap-3">
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className="rounded-full border-2 border-slate-300 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('window.no')}
              </button>
              <button
                type="button"
                disabled={chat.status === 'ending'}
                onClick={() => void closeForGood()}
                className="rounded-full bg-red-600 px-5 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
              >
                {t('window.yes')}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </dialog>
  );
}
