import i18next, { type BackendModule, type i18n, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { numberFormat } from '../shared/intl.ts';
import { nextTask } from '../shared/next-task.ts';
import {
  applyDocumentLanguage,
  defaultLanguage,
  initialLanguage,
  isLanguage,
  languages,
  localeOf,
  rememberLanguage,
  type Language,
} from './languages.ts';

// Only the active language's strings are downloaded: the shell's here, each feature's with its route.
const coreBundles = import.meta.glob<{ default: ResourceKey }>('./locales/*.json');
const featureBundles = import.meta.glob<{ default: ResourceKey }>('../features/*/locales/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'common'
        ? coreBundles[`./locales/${language}.json`]
        : featureBundles[`../features/${namespace}/locales/${language}.json`];
    if (!load) {
      callback(new Error(`No strings for ${namespace}/${language}`), null);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

/** The browser's and the server's (server.ts) instances alike. */
export const sharedOptions = {
  // No fallback language: both languages have every key (locales.test.ts), so only the active language's
  // strings are downloaded.
  fallbackLng: false,
  supportedLngs: [...languages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
  showSupportNotice: false,
} satisfies InitOptions;

/**
 * `{{count, number}}` in the reader's digits (decision 012). i18next's own formatter asks Intl for "ar",
 * which now writes Latin digits; every other number on an Arabic page is written for `localeOf('ar')`.
 * Options as in `{{year, number(useGrouping: false)}}`.
 */
export function withReadersDigits(instance: i18n): i18n {
  instance.services.formatter?.add('number', (value: number, lng: string | undefined, options: object) => {
    // The options also hold everything given to t(); only these are the format's.
    const { useGrouping, minimumFractionDigits, maximumFractionDigits } = options as Intl.NumberFormatOptions;
    return numberFormat(localeOf(lng ?? 'en'), {
      useGrouping,
      minimumFractionDigits,
      maximumFractionDigits,
    }).format(value);
  });
  return instance;
}

// The language chosen at start, until i18next has taken it over (requests may start before).
let chosen: Language = defaultLanguage;

/**
 * `namespaces`: the first page's feature strings, fetched with the shell's instead of after the first render.
 * The language is chosen before the first await, so requests started right after the call use it.
 * An island on a page Astro rendered (decision 033) gives the page's `language`, and `shell: false` when it
 * shows none of the shell's strings (which the page wrote itself), so that only its own are fetched.
 */
export async function setupI18n(
  namespaces: string[] = [],
  options: { language?: Language; shell?: boolean } = {},
): Promise<typeof i18next> {
  const language = options.language ?? initialLanguage(window.location.search, safeStorage);
  chosen = language;
  // In a task of its own: the first write to storage and to the cookie is slow on a phone, and only the next
  // page needs it.
  void nextTask().then(() => rememberLanguage(language, safeStorage()));
  applyDocumentLanguage(language);
  i18next.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    applyDocumentLanguage(lng);
    rememberLanguage(lng, safeStorage());
  });
  await i18next
    .use(lazyBundles)
    .use(initReactI18next)
    .init({ ...sharedOptions, lng: language, ns: options.shell === false ? namespaces : ['common', ...namespaces] });
  return withReadersDigits(i18next);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : chosen;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
