// The shell's few interactive parts on pages rendered by Astro (decision 033): buttons that open dialogs,
// back-to-top, signing out; and what every page does once: remember its language for the app's pages,
// and register the service worker.
import { isLanguage, rememberLanguage } from '../../i18n/languages.ts';
import { registerServiceWorker } from '../register-service-worker.ts';

const language = document.documentElement.lang;
if (isLanguage(language)) {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Private browsing can refuse storage.
  }
  rememberLanguage(language, storage);
}
registerServiceWorker('page');

function whenReady(start: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

whenReady(() => {
  // `data-opens="id"` opens the dialog of that id; a click on a dialog's backdrop (the dialog itself) closes it.
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>('[data-opens]');
    if (opener) document.getElementById(opener.dataset.opens!)?.closest('dialog')?.showModal();
    if (target instanceof HTMLDialogElement) target.close();
  });

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-signs-out]')) {
    button.addEventListener('click', () => {
      button.disabled = true;
      fetch('/api/v1/auth/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{}',
      })
        .then(() => window.location.assign('/'))
        .catch(() => (button.disabled = false));
    });
  }

  const backToTop = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (backToTop) {
    // Not read on load: reading the scroll position then forces a layout; a restored position arrives as a scroll.
    window.addEventListener('scroll', () => (backToTop.hidden = window.scrollY <= 10), { passive: true });
    backToTop.addEventListener('click', () => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    });
  }
});
