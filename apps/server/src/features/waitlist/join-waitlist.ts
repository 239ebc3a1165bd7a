import { waitlistMaxDaysAhead, type Language, type WaitlistEntry } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { addDays, wallClockAt } from '../booking/index.ts';
import { countEntries, findOwnEntry, findWaitlistDoctor, insertEntry } from './waitlist-queries.ts';
import { toWaitlistEntry } from './to-waitlist-entry.ts';

/** How many doctors one patient may wait for at once. */
export const MAX_ENTRIES_PER_PATIENT = 10;

/**
 * Puts the patient on the doctor's waiting list for the dates `from`..`to` of the clinic's calendar, from
 * today to at most 14 days ahead (decision 035). One entry per patient and doctor.
 */
export async function joinWaitlist(
  db: Db,
  userId: string,
  doctorId: string,
  range: { from: string; to: string },
  lang: Language,
  now: Date,
): Promise<WaitlistEntry> {
  const doctor = await findWaitlistDoctor(db, doctorId);
  if (!doctor) throw new AppError('not_found');
  const today = wallClockAt(now.getTime(), doctor.timeZone).date;
  if (range.from < today) throw new AppError('validation_failed', { from: 'date_past' });
  if (range.to > addDays(today, waitlistMaxDaysAhead)) throw new AppError('validation_failed', { to: 'range_too_far' });
  if ((await countEntries(db, userId)) >= MAX_ENTRIES_PER_PATIENT) {
    throw new AppError('conflict', { waitlist: 'waitlist_limit' });
  }
  const id = await insertEntry(db, { doctorId, userId, fromDate: range.from, toDate: range.to, language: lang });
  if (!id) throw new AppError('conflict', { waitlist: 'already_waiting' });
  const row = await findOwnEntry(db, id, userId);
  if (!row) throw new AppError('internal');
  return toWaitlistEntry(row, lang);
}
