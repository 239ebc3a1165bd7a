import { describe, expect, it } from 'vitest';
import {
  applyDocumentLanguage,
  directionOf,
  initialLanguage,
  localeOf,
  rememberLanguage,
  storageKey,
} from './languages.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('language selection', () => {
  it('defaults to Arabic', () => {
    expect(initialLanguage('', () => memoryStorage())).toBe('ar');
    expect(initialLanguage('', () => undefined)).toBe('ar');
  });

  it('uses the remembered choice, stored under the spec key', () => {
    expect(initialLanguage('', () => memoryStorage({ [storageKey]: 'English' }))).toBe('en');
    expect(initialLanguage('', () => memoryStorage({ [storageKey]: 'Arabic' }))).toBe('ar');
    expect(initialLanguage('', () => memoryStorage({ [storageKey]: 'Klingon' }))).toBe('ar');
  });

  it('lets ?lang= win over the remembered choice and ignores unknown values', () => {
    const storage = memoryStorage({ [storageKey]: 'English' });
    expect(initialLanguage('?lang=ar', () => storage)).toBe('ar');
    expect(initialLanguage('?q=x&lang=en', () => memoryStorage())).toBe('en');
    expect(initialLanguage('?lang=fr', () => storage)).toBe('en');
  });

  it('does not open storage when ?lang= has chosen', () => {
    let opened = 0;
    const storage = () => {
      opened++;
      return memoryStorage({ [storageKey]: 'English' });
    };
    expect(initialLanguage('?lang=ar', storage)).toBe('ar');
    expect(opened).toBe(0);
    expect(initialLanguage('', storage)).toBe('en');
    expect(opened).toBe(1);
  });

  it('remembers a choice in the spec format', () => {
    const storage = memoryStorage();
    rememberLanguage('en', storage);
    expect(storage.data.get(storageKey)).toBe('English');
  });

  it("tells the server the choice in a cookie, for the next page's HTML", () => {
    const doc = { cookie: '' };
    rememberLanguage('en', memoryStorage(), doc);
    expect(doc.cookie).toBe('lang=en; path=/; max-age=31536000; samesite=lax');
    rememberLanguage('ar', undefined, doc);
    expect(doc.cookie).toMatch(/^lang=ar;/);
  });

  it('sets lang and dir on the document', () => {
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(directionOf('ar')).toBe('rtl');
  });
});

describe('localeOf', () => {
  it('writes Arabic as Egypt does for every use, and English by use (dates, clock times, fees)', () => {
    for (const use of ['text', 'clock', 'fee'] as const) expect(localeOf('ar', use)).toBe('ar-EG');
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('en', 'clock')).toBe('en-US');
    expect(localeOf('en', 'fee')).toBe('en-EG');
    // i18next's language, which may be unset or not one of ours, reads as English.
    expect(localeOf('fr')).toBe('en-GB');
  });
});
