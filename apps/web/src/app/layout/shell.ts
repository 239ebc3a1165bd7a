// The shell's few interactive parts on pages rendered by Astro (decision 033): buttons that open dialogs,
// back-to-top; and what every page does once: remember its language for the app's pages,
// and register the service worker.
import { isLanguage, rememberLanguage } from '../../i18n/languages.ts';
import { registerServiceWorker } from '../register-service-worker.ts';

function rememberPageLanguage() {
  const language = document.documentElement.lang;
  if (!isLanguage(language)) return;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Private browsing can refuse storage.
  }
  rememberLanguage(language, storage);
}
// A prerendered page (the language switch, page.astro) is not yet the visitor's choice: remembered once shown.
const prerendering = (document as { prerendering?: boolean }).prerendering === true;
if (prerendering) document.addEventListener('prerenderingchange', rememberPageLanguage, { once: true });
else rememberPageLanguage();
registerServiceWorker('page');

function whenReady(start: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

// A button with `commandfor` and `command="show-modal"` opens its dialog by itself where the browser has invoker
// commands (Chromium 135, Firefox 144, Safari 26): before this script has arrived, and without it. Elsewhere
// `data-opens="id"` on the same button opens it here.
const invokerCommands = 'command' in HTMLButtonElement.prototype;

whenReady(() => {
  // A click on a dialog's backdrop (the dialog itself) closes it.
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = invokerCommands ? null : target.closest<HTMLElement>('[data-opens]');
    if (opener) document.getElementById(opener.dataset.opens!)?.closest('dialog')?.showModal();
    if (target instanceof HTMLDialogElement) target.close();
  });

  document.querySelector('[data-dismiss-flash]')?.addEventListener('click', (event) => {
    (event.currentTarget as Element).closest<HTMLElement>('[data-flash-toast]')?.remove();
  });

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
