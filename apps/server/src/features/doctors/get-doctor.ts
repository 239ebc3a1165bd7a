import type { DoctorDetail, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { selectDoctor } from './doctor-queries.ts';
import { toDoctorSummary, withFreshNextSlots } from './find-doctors.ts';

export async function getDoctor(db: Db, id: string, lang: Language, now = new Date()): Promise<DoctorDetail> {
  const found = await selectDoctor(db, id, now);
  if (!found) throw new AppError('not_found');
  const [row] = await withFreshNextSlots(db, [found], now);
  const summary = toDoctorSummary(row!, lang, now);
  return {
    ...summary,
    bio: pick(lang, found.bioAr, found.bioEn),
    phone: found.phone,
    slotMinutes: found.slotMinutes,
    clinic: { ...summary.clinic, phone: found.clinicPhone },
    insurers: found.insurers.map((i) => ({ slug: i.slug, name: pick(lang, i.nameAr, i.nameEn) })),
    weeklyHours: found.weeklyHours.map((h) => ({
      weekday: h.weekday,
      start: h.startsAt.slice(0, 5),
      end: h.endsAt.slice(0, 5),
    })),
  };
}
