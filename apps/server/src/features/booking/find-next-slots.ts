import type { Slot } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { bookedIntervals, loadSchedules } from './booking-queries.ts';
import { generateSlots } from './slots.ts';
import { addDays, wallClockAt } from './time-zone.ts';

const HORIZON_DAYS = 14;

/**
 * The earliest free slots of each doctor within two weeks, up to `max` (none: an empty list), for a page of
 * search results: three queries for the whole page, whatever its size.
 */
export async function findNextSlots(db: Db, doctorIds: string[], now: Date, max: number): Promise<Map<string, Slot[]>> {
  const result = new Map<string, Slot[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return result;
  const utcToday = now.toISOString().slice(0, 10);
  const schedules = await loadSchedules(db, doctorIds, addDays(utcToday, -1));
  const busy = await bookedIntervals(
    db,
    doctorIds,
    new Date(now.getTime() - 86_400_000),
    new Date(now.getTime() + (HORIZON_DAYS + 2) * 86_400_000),
  );
  for (const [id, schedule] of schedules) {
    const found = result.get(id)!;
    const from = wallClockAt(now.getTime(), schedule.timeZone).date;
    // Day by day, so a doctor with enough free slots today costs one day of generation.
    for (let day = 0; day < HORIZON_DAYS && found.length < max; day++) {
      for (const slot of generateSlots(schedule, addDays(from, day), 1, now.getTime(), busy.get(id) ?? [])) {
        if (found.length >= max) break;
        found.push({ startsAt: slot.startsAt, endsAt: slot.endsAt });
      }
    }
  }
  return result;
}
