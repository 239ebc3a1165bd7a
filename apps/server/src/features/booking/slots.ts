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
  // Kept in order of start, so that whether a slot overlaps one already made, or a busy interval, is a binary
  // search, not a look at every one: a 31-day list of a doctor open round the clock in 10-minute slots is
  // 4,464 slots, and comparing each with all before it took most of the request (issue 41).
  const slots: GeneratedSlot[] = [];
  const taken = busyIndex(busy);
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    for (const range of rangesOn(schedule, date)) {
      for (let m = range.start; m + schedule.slotMinutes <= range.end; m += schedule.slotMinutes) {
        const start = instantOf(date, m, schedule.timeZone);
        if (start === null || start < now || seen.has(start)) continue;
        const end = start + length;
        if (taken(start, end)) continue;
        // The first slot made that starts at or after this one's end; only the one before it can overlap.
        const after = firstIndex(slots.length, (k) => slots[k]!.start >= end);
        if (after > 0 && slots[after - 1]!.end > start) continue;
        seen.add(start);
        const slot = {
          start,
          end,
          startsAt: toZonedIso(start, schedule.timeZone),
          endsAt: toZonedIso(end, schedule.timeZone),
        };
        if (after === slots.length) slots.push(slot);
        else slots.splice(after, 0, slot);
      }
    }
  }
  return slots;
}

/** Whether [start, end) overlaps any of the intervals (which may overlap one another), by binary search. */
function busyIndex(busy: Interval[]): (start: number, end: number) => boolean {
  if (busy.length === 0) return () => false;
  const sorted = busy.slice().sort((a, b) => a.start - b.start);
  // The latest end among the intervals up to each one: the last interval starting before `end` tells.
  const latestEnd = new Float64Array(sorted.length);
  let latest = -Infinity;
  for (let i = 0; i < sorted.length; i++) latestEnd[i] = latest = Math.max(latest, sorted[i]!.end);
  return (start, end) => {
    const after = firstIndex(sorted.length, (k) => sorted[k]!.start >= end);
    return after > 0 && latestEnd[after - 1]! > start;
  };
}

/** The first of 0 to `n` where `holds` is true, where it is false up to some place and true from there. */
function firstIndex(n: number, holds: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
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
