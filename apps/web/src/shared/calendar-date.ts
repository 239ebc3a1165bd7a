import { localeOf, type Language } from '../i18n/languages.ts';
import { dateFormat } from './intl.ts';

/** A calendar date `YYYY-MM-DD` moved by whole days (calendar arithmetic: no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Today's date in a time zone (a clinic's calendar), `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date in words: "Friday, 27 November 2026" / "الجمعة، ٢٧ نوفمبر ٢٠٢٦". */
export function formatCalendarDate(date: string, language: Language, dateStyle: 'full' | 'medium' = 'full'): string {
  return dateFormat(localeOf(language), { dateStyle, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
