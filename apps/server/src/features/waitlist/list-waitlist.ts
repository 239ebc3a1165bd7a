import type { Language, WaitlistEntryList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { deleteOwnEntry, listOwnEntries } from './waitlist-queries.ts';
import { toWaitlistEntry } from './to-waitlist-entry.ts';

/** The doctors the patient waits for, in the order joined (for My appointments). */
export async function listWaitlist(db: Db, userId: string, lang: Language): Promise<WaitlistEntryList> {
  return { items: (await listOwnEntries(db, userId)).map((r) => toWaitlistEntry(r, lang)) };
}

/** Leaves a waiting list; another patient's entry is a 404 like one that does not exist. */
export async function leaveWaitlist(db: Db, userId: string, entryId: string): Promise<void> {
  if (!(await deleteOwnEntry(db, entryId, userId))) throw new AppError('not_found');
}
