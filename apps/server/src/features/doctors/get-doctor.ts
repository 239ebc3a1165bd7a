import type { DoctorDetail, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { selectDoctor } from './doctor-queries.ts';
import { toDoctorSummary } from './find-doctors.ts';

export async function getDoctor(db: Db, id: string, lang: Language): Promise<DoctorDetail> {
  const row = await selectDoctor(db, id);
  if (!row) throw new AppError('not_found');
  const summary = toDoctorSummary(row, lang);
  return {
    ...summary,
    bio: pick(lang, row.bioAr, row.bioEn),
    phone: row.phone,
    slotMinutes: row.slotMinutes,
    clinic: { ...summary.clinic, phone: row.clinicPhone, timeZone: row.timeZone },
    insurers: row.insurers.map((i) => ({ slug: i.slug, name: pick(lang, i.nameAr, i.nameEn) })),
    weeklyHours: row.weeklyHours.map((h) => ({
      weekday: h.weekday,
      start: h.startsAt.slice(0, 5),
      end: h.endsAt.slice(0, 5),
    })),
  };
}
