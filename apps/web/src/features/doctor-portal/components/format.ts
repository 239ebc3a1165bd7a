import { localeOf, type Language } from '../../../i18n/languages.ts';
import { dateFormat } from '../../../shared/intl.ts';

export function formatWhen(iso: string, timeZone: string, lang: Language): string {
  return dateFormat(localeOf(lang), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
