// Loaded with the first toast (toast.ts), with its stylesheet.
import 'react-toastify/ReactToastify.css';
import { useTranslation } from 'react-i18next';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';

/** Named in the page's language, with a visible focus ring and a 44 px target (WCAG 2.5.8). */
function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={(e) => closeToast(e)}
      aria-label={t('closeToast')}
      className="-m-2 grid size-11 shrink-0 place-items-center self-start rounded-full text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
    >
      {/* Drawn, not a "×" character: the toast's text stays its message alone. */}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 3l10 10M13 3L3 13" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * At the bottom, on the reading side's end: a toast must never cover the navbar, the logo or the skip link
 * that keyboard users land on first.
 */
export default function Toasts({ rtl }: { rtl: boolean }) {
  return (
    <ToastContainer
      position={rtl ? 'bottom-left' : 'bottom-right'}
      theme="dark"
      autoClose={5000}
      rtl={rtl}
      closeButton={CloseButton}
    />
  );
}
