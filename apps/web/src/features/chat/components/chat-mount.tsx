import i18next, { type ResourceKey } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.ts';
import { setupI18n, sharedOptions, withReadersDigits } from '../../../i18n/setup.ts';

/**
 * Mounts the app's chat components as an island on a page Astro rendered (decision 033), compiled by Astro's
 * build with the app's React-to-Preact aliases: the floating window (chat-island.tsx, loaded on the first click)
 * and the symptom checker's own page (chat-page.ts, at once). Only the chat's strings, in the page's language
 * (the page wrote the shell's itself); no router and no query client: the conversation's links are followed by
 * the browser and its calls are plain requests (api/chat-session.ts).
 */

let ready: Promise<unknown> | undefined;

/** The chat's strings, once: those the page wrote on its element when given, else fetched. */
function chatStrings(strings: ResourceKey | undefined): Promise<unknown> {
  const pageLanguage = document.documentElement.lang;
  const language = isLanguage(pageLanguage) ? pageLanguage : undefined;
  ready ??= strings
    ? i18next
        .use(initReactI18next)
        .init({
          ...sharedOptions,
          lng: language ?? 'ar',
          ns: ['chat'],
          resources: { [language ?? 'ar']: { chat: strings } },
          initAsync: false,
        })
        .then(() => withReadersDigits(i18next))
    : setupI18n(['chat'], { shell: false, ...(language ? { language } : {}) });
  return ready;
}

/**
 * Renders `content` in `container` once the strings are in; `content` is given the root, to unmount itself.
 * `strings`: the chat's namespace as the page wrote it (`data-messages`), saving a download before the mount.
 */
export async function mountChat(
  container: HTMLElement,
  content: (root: Root) => ReactNode,
  strings?: ResourceKey,
): Promise<Root> {
  await chatStrings(strings);
  const root = createRoot(container);
  root.render(<Suspense fallback={null}>{content(root)}</Suspense>);
  return root;
}
