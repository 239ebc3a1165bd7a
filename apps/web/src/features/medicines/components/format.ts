import { localeOf, type Language } from '../../../i18n/languages.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Whole Egyptian pounds in the active locale ("ج.م.‏ 45" / "EGP 45"), never the spec's "$". */
export function formatEgp(amount: number, lang: Language): string {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 });
    formatters.set(lang, format);
  }
  return format.format(amount);
}
