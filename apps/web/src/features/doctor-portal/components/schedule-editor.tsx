import { DoctorSchedule, slotLengths, type DoctorAppointment, type ScheduleException } from '@tabib/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { ScheduleConflictError, useSaveSchedule } from '../api/doctor-portal.ts';
import { formatWhen, zoneName } from './format.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { Button } from '../../../shared/ui/button.tsx';

type Range = { start: string; end: string };
// Saturday first: the Egyptian working week.
const weekOrder = [6, 0, 1, 2, 3, 4, 5];

const field = 'rounded-lg border border-slate-300 bg-white px-2 py-1.5';

export function ScheduleEditor({ initial }: { initial: DoctorSchedule & { timeZone: string } }) {
  const { t } = useTranslation('doctor-portal');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const save = useSaveSchedule();
  const [slotMinutes, setSlotMinutes] = useState<number>(initial.slotMinutes);
  const [weekly, setWeekly] = useState<Range[][]>(initial.weekly);
  const [exceptions, setExceptions] = useState<ScheduleException[]>(initial.exceptions);
  const [problem, setProblem] = useState<string | null>(null);
  const [affected, setAffected] = useState<DoctorAppointment[]>([]);

  const setRange = (day: number, index: number, patch: Partial<Range>) =>
    setWeekly((w) =>
      w.map((ranges, d) => (d === day ? ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)) : ranges)),
    );

  const onSave = () => {
    setProblem(null);
    setAffected([]);
    const body = { slotMinutes, weekly, exceptions };
    const parsed = DoctorSchedule.safeParse(body);
    if (!parsed.success) {
      setProblem(t(`fields.${parsed.error.issues[0]?.message ?? 'invalid'}`, { defaultValue: t('fields.invalid') }));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('schedule.saved')),
      onError: (error) => {
        if (error instanceof ScheduleConflictError) {
          setAffected(error.affected);
          setProblem(t('schedule.conflict'));
          return;
        }
        setProblem(
          error instanceof ApiError && error.code === 'validation_failed'
            ? t(`fields.${Object.values(error.fields)[0] ?? 'invalid'}`, { defaultValue: t('fields.invalid') })
            : error instanceof ApiError && error.code !== 'network'
              ? tc(`errors.codes.${error.code}`)
              : tc('errors.network'),
        );
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {t('schedule.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('schedule.zone', { zone: zoneName(initial.timeZone, lang) })}</p>
      <div>
        <label htmlFor={`${id}-slot`} className="font-semibold text-slate-800">
          {t('schedule.slotMinutes')}
        </label>
        <select
          id={`${id}-slot`}
          value={slotMinutes}
          onChange={(e) => setSlotMinutes(Number(e.target.value))}
          className={`${field} ms-3`}
        >
          {slotLengths.map((n) => (
            <option key={n} value={n}>
              {t('schedule.minutes', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-3">
        {weekOrder.map((day) => (
          <fieldset key={day} className="rounded-xl bg-slate-50 p-3">
            <legend className="font-semibold text-slate-900">{t(`days.${day}`)}</legend>
            {weekly[day]?.length ? null : <p className="text-sm text-slate-600">{t('schedule.closed')}</p>}
            {weekly[day]?.map((r, i) => (
              <div key={i} className="mt-2 flex flex-wrap items-center gap-2">
                <label className="flex items-center gap-1">
                  <span>{t('schedule.from')}</span>
                  <input
                    type="time"
                    value={r.start}
                    onChange={(e) => setRange(day, i, { start: e.target.value })}
                    aria-label={t('schedule.fromLabel', { day: t(`days.${day}`), n: i + 1 })}
                    className={field}
                  />
                </label>
                <label className="flex items-center gap-1">
                  <span>{t('schedule.to')}</span>
                  <input
                    type="time"
                    value={r.end === '24:00' ? '23:59' : r.end}
                    onChange={(e) => setRange(day, i, { end: e.target.value === '23:59' ? '24:00' : e.target.value })}
                    aria-label={t('schedule.toLabel', { day: t(`days.${day}`), n: i + 1 })}
                    className={field}
                  />
                </label>
                <button
                  type="button"
                  onClick={() =>
                    setWeekly((w) => w.map((ranges, d) => (d === day ? ranges.filter((_, j) => j !== i) : ranges)))
                  }
                  className="rounded-full border border-red-600 px-3 py-1 text-sm text-red-700"
                  aria-label={t('schedule.removeLabel', { day: t(`days.${day}`), n: i + 1 })}
                >
                  {t('schedule.remove')}
                </button>
              </div>
            ))}
            <button
              type="button"
              onClick={() =>
                setWeekly((w) => w.map((ranges, d) => (d === day ? [...ranges, nextRange(ranges)] : ranges)))
              }
              className="mt-2 rounded-full border border-brand-600 px-3 py-1 text-sm text-brand-700"
              aria-label={t('schedule.addLabel', { day: t(`days.${day}`) })}
            >
              {t('schedule.add')}
            </button>
          </fieldset>
        ))}
      </div>
      <ExceptionsEditor exceptions={exceptions} onChange={setExceptions} />
      <FormActions
        problem={problem}
        status={
          affected.length > 0 ? (
            <ul className="list-disc ps-6 text-slate-800">
              {affected.map((a) => (
                <li key={a.id}>
                  {formatWhen(a.startsAt, initial.timeZone, lang)} — {a.patientName} (<bdi dir="ltr">{a.phone}</bdi>)
                </li>
              ))}
            </ul>
          ) : null
        }
      >
        <Button size="lg" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('schedule.saving') : t('schedule.save')}
        </Button>
      </FormActions>
    </section>
  );
}

function nextRange(ranges: Range[]): Range {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '13:00' };
  const [h = 0] = last.end.split(':').map(Number);
  const start = Math.min(h + 1, 22);
  return { start: `${String(start).padStart(2, '0')}:00`, end: `${String(start + 1).padStart(2, '0')}:00` };
}

function ExceptionsEditor({
  exceptions,
  onChange,
}: {
  exceptions: ScheduleException[];
  onChange: (e: ScheduleException[]) => void;
}) {
  const { t } = useTranslation('doctor-portal');
  const id = useId();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'off' | 'extra'>('off');
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('20:00');
  return (
    <fieldset className="rounded-xl bg-slate-50 p-3">
      <legend className="font-semibold text-slate-900">{t('exceptions.title')}</legend>
      <p className="text-sm text-slate-600">{t('exceptions.hint')}</p>
      <ul className="mt-2 space-y-1">
        {exceptions.map((e, i) => (
          <li key={`${e.date}-${e.kind}-${i}`} className="flex flex-wrap items-center gap-2">
            <span>
              {e.date} —{' '}
              {e.kind === 'off' ? t('exceptions.off') : t('exceptions.extraRange', { start: e.start, end: e.end })}
            </span>
            <button
              type="button"
              onClick={() => onChange(exceptions.filter((_, j) => j !== i))}
              className="rounded-full border border-red-600 px-3 py-0.5 text-sm text-red-700"
            >
              {t('schedule.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col">
          <span>{t('exceptions.date')}</span>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={field}
          />
        </label>
        <label className="flex flex-col">
          <span>{t('exceptions.kind')}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as 'off' | 'extra')} className={field}>
            <option value="off">{t('exceptions.off')}</option>
            <option value="extra">{t('exceptions.extra')}</option>
          </select>
        </label>
        {kind === 'extra' ? (
          <>
            <label className="flex flex-col">
              <span>{t('schedule.from')}</span>
              <input type="time" value={start} onChange={(e) => setStart(e.target.value)} className={field} />
            </label>
            <label className="flex flex-col">
              <span>{t('schedule.to')}</span>
              <input type="time" value={end} onChange={(e) => setEnd(e.target.value)} className={field} />
            </label>
          </>
        ) : null}
        <button
          type="button"
          disabled={!date}
          onClick={() => {
            onChange([...exceptions, kind === 'off' ? { date, kind } : { date, kind, start, end }]);
            setDate('');
          }}
          className="rounded-full border border-brand-600 px-4 py-1.5 text-brand-700 disabled:opacity-50"
        >
          {t('exceptions.add')}
        </button>
      </div>
    </fieldset>
  );
}
