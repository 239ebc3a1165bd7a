import type { SlotList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { bookedIntervals, loadSchedules } from './booking-queries.ts';
import { generateSlots } from './slots.ts';
import { addDays, wallClockAt } from './time-zone.ts';

/** Free slots of one doctor for `days` dates from `from` (default: today in the clinic's zone). */
export async function listSlots(
  db: Db,
  doctorId: string,
  query: { from?: string | undefined; days: number },
  now: Date,
): Promise<SlotList> {
  const first = await loadSchedules(db, [doctorId], query.from ?? addDays(now.toISOString().slice(0, 10), -1));
  const schedule = first.get(doctorId);
  if (!schedule || schedule.suspended) throw new AppError('not_found');
  const from = query.from ?? wallClockAt(now.getTime(), schedule.timeZone).date;
  // A day either side covers any zone's offset from UTC.
  const windowStart = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
  const windowEnd = new Date(Date.parse(`${addDays(from, query.days + 1)}T00:00:00Z`));
  const busy = (await bookedIntervals(db, [doctorId], windowStart, windowEnd)).get(doctorId) ?? [];
  const slots = generateSlots(schedule, from, query.days, now.getTime(), busy);
  return { items: slots.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })), timeZone: schedule.timeZone };
}
