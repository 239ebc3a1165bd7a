import { localeOf, type Language } from '../../i18n/languages.ts';
import { dateFormat } from '../../shared/intl.ts';

/** A visit's start on the clinic's clock. */
export function formatClock(iso: string, timeZone: string, language: Language): string {
  return dateFormat(localeOf(language, 'clock'), { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** An instant with its day, on the clinic's clock (until when a mark may change). */
export function formatInstant(iso: string, timeZone: string, language: Language): string {
  return dateFormat(localeOf(language), { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
