import type { Language, WaitlistEntry } from '@tabib/contracts';
import { pick } from '../../shared/language.ts';
import type { EntryRow } from './waitlist-queries.ts';

export function toWaitlistEntry(row: EntryRow, lang: Language): WaitlistEntry {
  return {
    id: row.id,
    doctor: {
      id: row.doctorId,
      name: pick(lang, row.doctorNameAr, row.doctorNameEn),
      specialty: pick(lang, row.specialtyAr, row.specialtyEn),
    },
    from: row.fromDate,
    to: row.toDate,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}
