import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../i18n/languages.ts';

/** The active language; query keys include it so localised data refetches on a switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'ar';
}
