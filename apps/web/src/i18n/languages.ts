export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ar';

/** The spec's storage key and values; kept so a returning visitor keeps their choice. */
export const storageKey = 'Language';
/** Read by the server (apps/server/src/web-shell.ts). */
export const languageCookie = 'lang';
const stored: Record<Language, string> = { ar: 'Arabic', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * English is written three ways by use: dates and most numbers the British way; clock times with AM/PM
 * ('en-US': British English would write 09:00); doctors' fees as Egypt writes its pounds ('en-EG', "EGP 350").
 * Arabic is Egyptian Arabic (Arabic-Indic digits) throughout.
 */
const english = { text: 'en-GB', clock: 'en-US', fee: 'en-EG' } as const;
export type LocaleUse = keyof typeof english;

/** The locale dates and numbers are written in, for a language (`i18n.language` too) and a use. */
export function localeOf(language: Language | (string & {}), use: LocaleUse = 'text'): string {
  return language === 'ar' ? 'ar-EG' : english[use];
}

/**
 * `?lang=` on any page wins (and is remembered), then the stored choice, then Arabic. `storage` is asked for
 * only when needed: the first read of a page's storage is slow on a phone.
 */
export function initialLanguage(search: string, storage: () => Pick<Storage, 'getItem'> | undefined): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const saved = storage()?.getItem(storageKey);
  if (saved === stored.en) return 'en';
  if (saved === stored.ar) return 'ar';
  return defaultLanguage;
}

/**
 * Stored for this script, and in a cookie for the server, which fits the next page's HTML (its language,
 * direction and the strings it preloads) to the choice (decision 010).
 */
export function rememberLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
) {
  try {
    storage?.setItem(storageKey, stored[language]);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this page only.
  }
  if (doc) doc.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Only what changes: setting even the same value makes the browser restyle the whole page. */
export function applyDocumentLanguage(language: Language, doc: Document = document) {
  const html = doc.documentElement;
  const dir = directionOf(language);
  if (html.lang !== language) html.lang = language;
  if (html.dir !== dir) html.dir = dir;
}

/**
 * Data shown inside the interface's text (addresses, place names, a clinic's name), written as the interface
 * writes its own numbers (decision 012): Arabic-Indic digits on Arabic pages. Not for phone numbers, e-mail
 * addresses or codes, which are shown as typed.
 */
export function displayData(text: string, language: Language | (string & {})): string {
  return language === 'ar' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;
}

/** Parts of a place ("Talkha, Dakahlia"), joined with the language's own comma, each written as displayData. */
export function joinPlace(parts: readonly (string | null | undefined)[], language: Language | (string & {})): string {
  return displayData(parts.filter(Boolean).join(language === 'ar' ? '، ' : ', '), language);
}

/** A list of items in running text ("9:00–13:00, 17:00–21:00"), with the language's own comma. */
export function joinList(parts: readonly string[], language: Language | (string & {})): string {
  return parts.join(language === 'ar' ? '، ' : ', ');
}
