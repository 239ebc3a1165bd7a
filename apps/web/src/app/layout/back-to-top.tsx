import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Smooth only here, not on <html>: a page-wide smooth scroll also animates route changes and in-page jumps.
function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** Appears once the page has scrolled more than 10 px (spec section 9). */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Not read on mount: reading the scroll position then forces a layout in the middle of the first render,
    // and a page opens at the top (a restored position arrives as a scroll event).
    const onScroll = () => setVisible(window.scrollY > 10);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={t('backToTop')}
      className="fixed bottom-5 start-5 z-20 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
