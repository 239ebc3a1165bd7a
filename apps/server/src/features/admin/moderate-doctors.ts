import type { AdminDoctor, AdminDoctorList, AdminDoctorQuery, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { holdDoctorBookings } from '../booking/index.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import type { MailMessage } from '../../shared/mail.ts';
import { countCancellation } from '../../shared/metrics.ts';
import {
  cancelUpcomingAppointmentsOf,
  selectAdminDoctor,
  selectAdminDoctors,
  updateDoctorSuspension,
} from './moderation-queries.ts';

type DoctorRow = NonNullable<Awaited<ReturnType<typeof selectAdminDoctor>>>;

function toAdminDoctor(row: DoctorRow, lang: Language): AdminDoctor {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    specialty: pick(lang, row.specialtyAr, row.specialtyEn),
    city: row.cityAr && row.cityEn ? pick(lang, row.cityAr, row.cityEn) : null,
    email: row.email,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}

export async function listAdminDoctors(db: Db, query: AdminDoctorQuery, lang: Language): Promise<AdminDoctorList> {
  const page = query.page;
  const limit = query.limit;
  const { rows, total } = await selectAdminDoctors(db, { q: query.q || undefined, status: query.status }, page, limit);
  return { items: rows.map((r) => toAdminDoctor(r, lang)), total, page, limit };
}

function suspensionMail(
  to: { email: string; patientName: string; language: string; startsAt: Date },
  doctor: DoctorRow,
  timeZone: string,
): MailMessage {
  const lang: Language = to.language === 'en' ? 'en' : 'ar';
  const when = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(to.startsAt);
  const name = pick(lang, doctor.nameAr, doctor.nameEn);
  return {
    to: to.email,
    subject: pick(lang, 'تم إلغاء موعدك · طبيب', 'Your appointment has been cancelled · Tabib'),
    text: [
      pick(lang, `مرحباً ${to.patientName}،`, `Hello ${to.patientName},`),
      '',
      pick(
        lang,
        `د/ ${name} لم يعد يستقبل الحجوزات على طبيب، لذلك أُلغي موعدك يوم ${when}.`,
        `Dr/ ${name} is no longer taking bookings on Tabib, so your appointment on ${when} has been cancelled.`,
      ),
      pick(lang, 'يمكنك حجز موعد مع طبيب آخر على طبيب.', 'You can book another doctor on Tabib.'),
    ].join('\n'),
  };
}

/**
 * Suspends a doctor (decision 036): out of search at once on every process (the doctor_search row goes, a
 * change every process reads before its next search), not bookable, no public profile; the upcoming
 * appointments are cancelled and their patients mailed, in the same transaction.
 */
export async function suspendDoctor(db: Db, id: string, reason: string, lang: Language, now: Date) {
  const result = await db.transaction(async (tx) => {
    // No booking of this doctor runs alongside: one that took the lock first is cancelled below, one after sees the suspension.
    await holdDoctorBookings(tx, id);
    const before = await selectAdminDoctor(tx, id);
    if (!before) throw new AppError('not_found');
    if (!(await updateDoctorSuspension(tx, id, { at: before.suspendedAt ?? now, reason })))
      throw new AppError('not_found');
    const { rows, timeZone } = await cancelUpcomingAppointmentsOf(tx, id, now);
    await enqueueMail(tx, ...rows.map((row) => ({ message: suspensionMail(row, before, timeZone) })));
    return { cancelled: rows.length };
  });
  for (let i = 0; i < result.cancelled; i++) countCancellation('admin');
  const doctor = await selectAdminDoctor(db, id);
  return { doctor: toAdminDoctor(doctor!, lang), appointmentsCancelled: result.cancelled };
}

export async function reinstateDoctor(db: Db, id: string, lang: Language): Promise<AdminDoctor> {
  await db.transaction(async (tx) => {
    if (!(await updateDoctorSuspension(tx, id, null))) throw new AppError('not_found');
  });
  return toAdminDoctor((await selectAdminDoctor(db, id))!, lang);
}
