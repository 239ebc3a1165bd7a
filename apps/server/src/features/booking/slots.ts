import { addDays, clockMinutes, instantOf, toZonedIso, wallClockAt, weekdayOf } from './time-zone.ts';

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface ExceptionRow {
  date: string;
  kind: 'off' | 'extra';
  start: string | null;
  end: string | null;
}

export interface Schedule {
  timeZone: string;
  slotMinutes: number;
  weekly: WeeklyRange[];
  exceptions: ExceptionRow[];
  /** Suspended by an admin (decision 036): no slots are offered. */
  suspended?: boolean;
}

export interface Interval {
  start: number;
  end: number;
}

export interface GeneratedSlot {
  start: number;
  end: number;
  startsAt: string;
  endsAt: string;
}

/** Working ranges (wall-clock minutes) on one local date: weekly hours unless the day is off, plus extras. */
export function rangesOn(schedule: Schedule, date: string): { start: number; end: number }[] {
  const todays = schedule.exceptions.filter((e) => e.date === date);
  const off = todays.some((e) => e.kind === 'off');
  const ranges = off
    ? []
    : schedule.weekly
        .filter((w) => w.weekday === weekdayOf(date))
        .map((w) => ({ start: clockMinutes(w.start), end: clockMinutes(w.end) }));
  for (const e of todays) {
    if (e.kind === 'extra' && e.start && e.end) ranges.push({ start: clockMinutes(e.start), end: clockMinutes(e.end) });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * Every slot on `days` local dates from `from`, in the clinic's zone. Slots start at wall-clock
 * multiples of the slot length from each range's start; a start that does not exist that day (the
 * spring-forward gap) is skipped, and each slot lasts exactly `slotMinutes` of real time. Slots that
 * start before `now` or overlap a `busy` interval are left out. Overlapping ranges yield each start once.
 */
export function generateSlots(
  schedule: Schedule,
  from: string,
  days: number,
  now: number,
  busy: Interval[] = [],
): GeneratedSlot[] {
  const length = schedule.slotMinutes * 60_000;
  const seen = new Set<number>();
  const slots: GeneratedSlot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    for (const range of rangesOn(schedule, date)) {
      for (let m = range.start; m + schedule.slotMinutes <= range.end; m += schedule.slotMinutes) {
        const start = instantOf(date, m, schedule.timeZone);
        if (start === null || start < now || seen.has(start)) continue;
        const end = start + length;
        if (busy.some((b) => b.start < end && start < b.end)) continue;
        if (slots.some((s) => s.start < end && start < s.end)) continue;
        seen.add(start);
        slots.push({
          start,
          end,
          startsAt: toZonedIso(start, schedule.timeZone),
          endsAt: toZonedIso(end, schedule.timeZone),
        });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** The generated slot starting exactly at `instant` (bookings excluded), or null. */
export function slotStartingAt(schedule: Schedule, instant: number, now: number): GeneratedSlot | null {
  // A slot belongs to the local date on which it starts.
  const date = wallClockAt(instant, schedule.timeZone).date;
  return generateSlots(schedule, date, 1, now).find((s) => s.start === instant) ?? null;
}

/** Whether [start, end) lies inside the working hours of the local dates it touches. */
export function withinHours(schedule: Schedule, start: number, end: number): boolean {
  const utcDate = new Date(start).toISOString().slice(0, 10);
  for (let i = -1; i <= 1; i++) {
    const date = addDays(utcDate, i);
    for (const range of rangesOn(schedule, date)) {
      const from =
        instantOf(date, range.start, schedule.timeZone) ?? instantOf(date, range.start + 60, schedule.timeZone);
      const to = instantOf(date, range.end, schedule.timeZone) ?? instantOf(date, range.end + 60, schedule.timeZone);
      if (from !== null && to !== null && from <= start && end <= to) return true;
    }
  }
  return false;
}
