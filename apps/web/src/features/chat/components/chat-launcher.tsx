import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The window (and the schema it validates with) loads on first click, not with the home page.
const ChatWindow = lazy(() => import('./chat-window.tsx'));

function Launcher() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="fixed end-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <span className="sr-only">{t('launcher.open')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatWindow
            onClosed={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The floating chat button of the home page and the chat window it opens. */
export function ChatLauncher() {
  return (
    <Suspense fallback={null}>
      <Launcher />
    </Suspense>
  );
}
