// Mounts the visit room (visit-room.tsx, the app's Preact component through preact/compat) over the state
// visit-page.astro wrote, with the strings written on its element: one i18next instance holding only those.
// Loaded by the visit page alone (decision 038).
import i18next, { type ResourceKey } from 'i18next';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.ts';
import { sharedOptions, withReadersDigits } from '../../../i18n/setup.ts';
import { VisitRoom } from './visit-room.tsx';

const root = document.querySelector<HTMLElement>('[data-visit-room]');
if (root) {
  const language = isLanguage(root.dataset.language) ? root.dataset.language : 'ar';
  const strings = JSON.parse(root.dataset.messages ?? '{}') as Record<string, ResourceKey>;
  void i18next.use(initReactI18next).init({
    ...sharedOptions,
    lng: language,
    ns: Object.keys(strings),
    resources: { [language]: strings },
    // The strings are here already: ready at once, no Suspense, no backend.
    react: { useSuspense: false },
    initAsync: false,
  });
  withReadersDigits(i18next);
  // The server's markup stands until the room draws over it.
  root.replaceChildren();
  createRoot(root).render(createElement(VisitRoom, { appointmentId: root.dataset.appointment ?? '' }));
}
