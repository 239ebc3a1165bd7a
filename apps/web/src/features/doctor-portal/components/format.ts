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

/** A time zone by its name in the language ("Eastern European Time"), not its IANA id ("Africa/Cairo"). */
export function zoneName(timeZone: string, lang: Language): string {
  const parts = dateFormat(localeOf(lang), { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
