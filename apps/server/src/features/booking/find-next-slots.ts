import type { Slot } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { bookedIntervals, loadSchedules } from './booking-queries.ts';
import { generateSlots } from './slots.ts';
import { addDays, wallClockAt } from './time-zone.ts';

const HORIZON_DAYS = 14;

/**
 * The earliest free slot of each doctor within two weeks (null when none), for a page of search
 * results: three queries for the whole page, whatever its size.
 */
export async function findNextSlots(db: Db, doctorIds: string[], now: Date): Promise<Map<string, Slot | null>> {
  const result = new Map<string, Slot | null>(doctorIds.map((id) => [id, null]));
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
    const from = wallClockAt(now.getTime(), schedule.timeZone).date;
    // Day by day, so a doctor with a slot today costs one day of generation.
    for (let day = 0; day < HORIZON_DAYS; day++) {
      const [first] = generateSlots(schedule, addDays(from, day), 1, now.getTime(), busy.get(id) ?? []);
      if (first) {
        result.set(id, { startsAt: first.startsAt, endsAt: first.endsAt });
        break;
      }
    }
  }
  return result;
}
