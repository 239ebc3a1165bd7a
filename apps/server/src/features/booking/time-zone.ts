/**
 * Wall-clock <-> instant conversion in an IANA zone with the platform's Intl data, so daylight-saving
 * changes (Africa/Cairo springs forward at 00:00 on the last Friday of April and falls back at 24:00 on
 * the last Thursday of October) come from the same tz database the rest of the system uses.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  date: string; // YYYY-MM-DD
  minutes: number; // minutes since local midnight
}

// By zone, then by quarter hour: a number key, no string made per lookup (thousands per slot list).
const offsetCache = new Map<string, Map<number, number>>();
let offsetsKept = 0;
// Zones change offset on quarter-hour boundaries, so one lookup per quarter hour is exact.
const BUCKET_MS = 15 * 60_000;

/** Offset from UTC in minutes (Cairo: +120 or +180) at an instant; Intl is asked once per quarter hour. */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / BUCKET_MS) * BUCKET_MS;
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  let offset = zone.get(bucket);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    for (const p of formatter(timeZone).formatToParts(new Date(bucket))) parts[p.type] = p.value;
    const asUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = Math.round((asUtc - bucket) / 60_000);
    if (++offsetsKept > 200_000) {
      offsetCache.clear();
      offsetsKept = 1;
      offsetCache.set(timeZone, (zone = new Map()));
    }
    zone.set(bucket, offset);
  }
  return offset;
}

/** The zone's wall clock at an instant. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const local = new Date(instant + offsetMinutesAt(instant, timeZone) * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/**
 * The instant at which the zone's clock shows `minutes` after midnight of `date`; null when that time
 * does not exist (skipped by a spring-forward). A repeated time (fall-back) maps to its first occurrence.
 */
export function instantOf(date: string, minutes: number, timeZone: string): number | null {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // The offsets in force on and around the date; probing at the same instants for every time of the
  // day keeps the lookups cached, so only the verification below touches a new quarter hour.
  const offsets = [midnight - 86_400_000, midnight + 2 * 86_400_000, naive].map((p) => offsetMinutesAt(p, timeZone));
  // No change of offset around the date (nearly every day): one candidate, and it holds when the offset at
  // it is the same. This is what the general case below finds then, without its strings (a 31-day slot list
  // asks this thousands of times).
  if (offsets[0] === offsets[1] && offsets[1] === offsets[2]) {
    const only = naive - offsets[0]! * 60_000;
    return offsetMinutesAt(only, timeZone) === offsets[0] ? only : null;
  }
  const candidates = new Set(offsets.map((offset) => naive - offset * 60_000));
  const target = addDays(date, Math.floor(minutes / 1440));
  const targetMinutes = minutes % 1440;
  const matches = [...candidates]
    .filter((t) => {
      const wall = wallClockAt(t, timeZone);
      return wall.date === target && wall.minutes === targetMinutes;
    })
    .sort((a, b) => a - b);
  return matches[0] ?? null;
}

/** ISO 8601 with the zone's offset at that instant: 2026-04-24T09:00:00+03:00. */
export function toZonedIso(instant: number, timeZone: string): string {
  const offset = offsetMinutesAt(instant, timeZone);
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, for a calendar date (no zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "09:30" or "09:30:00" (a `time` column) -> minutes after midnight; "24:00" -> 1440. */
export function clockMinutes(value: string): number {
  const [h = '0', m = '0'] = value.split(':');
  return Number(h) * 60 + Number(m);
}

export function clockString(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
