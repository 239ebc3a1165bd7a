import { localeOf } from '../../i18n/languages.ts';
import { dateFormat, numberFormat } from '../../shared/intl.ts';

/** Cuts a label to `max` characters (whole code points), with an ellipsis when it was longer. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function formatFee(fee: number, lang: string): string {
  return numberFormat(localeOf(lang, 'fee'), {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  }).format(fee);
}

export function avatarOf(gender: 'male' | 'female'): string {
  return gender === 'female' ? '/avatar-female.svg' : '/avatar-male.svg';
}

/** The calendar date of an instant on the clinic's wall clock: YYYY-MM-DD. */
function dateIn(instant: Date, timeZone: string): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export type SlotDay = 'today' | 'tomorrow' | 'later';

/**
 * A free slot as a patient reads it, on the clinic's clock: which day (today, tomorrow or a date) and the
 * time, in the reader's language.
 */
export function describeSlot(iso: string, timeZone: string, lang: string, now = new Date()) {
  const at = new Date(iso);
  const today = dateIn(now, timeZone);
  const tomorrow = dateIn(new Date(now.getTime() + 86_400_000), timeZone);
  const date = dateIn(at, timeZone);
  const day: SlotDay = date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'later';
  return {
    day,
    date: dateFormat(localeOf(lang), { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(at),
    time: dateFormat(localeOf(lang, 'clock'), {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(at),
  };
}
