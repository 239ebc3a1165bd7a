import { localeOf, type Language } from '../../../i18n/languages.ts';
import { numberFormat } from '../../../shared/intl.ts';

/** Whole Egyptian pounds in the active locale ("٤٥ ج.م.‏" / "EGP 45"), never the spec's "$". */
export function formatEgp(amount: number, lang: Language): string {
  return numberFormat(localeOf(lang), { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(amount);
}
