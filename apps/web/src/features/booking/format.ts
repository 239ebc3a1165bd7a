import { localeOf, type Language } from '../../i18n/languages.ts';
import { dateFormat } from '../../shared/intl.ts';

/** Dates and times as the clinic's wall clock, in the reader's language. */
export function formatDate(iso: string, timeZone: string, lang: Language): string {
  return dateFormat(localeOf(lang), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatTime(iso: string, timeZone: string, lang: Language): string {
  return dateFormat(localeOf(lang, 'clock'), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function formatDay(date: string, lang: Language): { weekday: string; day: string } {
  // A calendar date: read and written in UTC so no zone shifts it.
  const d = new Date(`${date}T12:00:00Z`);
  return {
    weekday: dateFormat(localeOf(lang), { timeZone: 'UTC', weekday: 'short' }).format(d),
    day: dateFormat(localeOf(lang), { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(d),
  };
}

/** The clinic-local date of an ISO instant written with the clinic's offset. */
export function localDateOf(iso: string): string {
  return iso.slice(0, 10);
}
