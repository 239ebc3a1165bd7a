import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './i18n/locales/ar.json';
import en from './i18n/locales/en.json';
import { withReadersDigits } from './i18n/setup.ts';

/** Real strings, loaded synchronously, for component tests. */
export async function setupTestI18n(lng: 'ar' | 'en' = 'en') {
  await i18next.use(initReactI18next).init({
    lng,
    resources: { ar: { common: ar }, en: { common: en } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return withReadersDigits(i18next);
}
