import type { Slot } from '@tabib/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { formatDay, formatTime, localDateOf } from '../format.ts';

interface Props {
  slots: Slot[];
  timeZone: string;
  day: string | null;
  onDayChange: (day: string) => void;
  value: string | null;
  onChange: (startsAt: string) => void;
  error?: string | undefined;
}

/** A strip of dates, then that date's free times; both are radio groups so keyboards and readers work. */
export function SlotPicker({ slots, timeZone, day, onDayChange, value, onChange, error }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const id = useId();
  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const s of slots) {
      const key = localDateOf(s.startsAt);
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return map;
  }, [slots]);
  const days = [...byDay.keys()];
  const activeDay = day && byDay.has(day) ? day : (days[0] ?? null);
  const times = activeDay ? (byDay.get(activeDay) ?? []) : [];
  const activeDayText = activeDay ? formatDay(activeDay, lang) : null;
  const dayName = activeDayText ? `${activeDayText.weekday} ${activeDayText.day}` : null;

  if (days.length === 0) return <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t('slots.none')}</p>;

  const pill =
    'relative cursor-pointer rounded-xl border px-3 py-2 text-center text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-semibold text-slate-800">{t('slots.date')}</legend>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
          {days.map((d) => {
            const f = formatDay(d, lang);
            return (
              <label key={d} className={`${pill} border-slate-300 bg-white`}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d}
                  checked={d === activeDay}
                  onChange={() => onDayChange(d)}
                  className="sr-only"
                />
                <span className="block font-semibold">{f.weekday}</span>
                <span className="block">{f.day}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-semibold text-slate-800">{t('slots.time')}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {times.map((s) => (
            <label key={s.startsAt} className={`${pill} border-slate-300 bg-white`}>
              <input
                type="radio"
                name={`${id}-time`}
                value={s.startsAt}
                checked={s.startsAt === value}
                onChange={() => onChange(s.startsAt)}
                className="sr-only"
              />
              <span data-time>{formatTime(s.startsAt, timeZone, lang)}</span>
              {/* Named with its day too: a reader who lands on a time hears which day it is on. */}
              {dayName ? <span className="sr-only"> {t('slots.onDay', { day: dayName })}</span> : null}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
