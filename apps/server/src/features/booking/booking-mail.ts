import { VISIT_OPENS_BEFORE_MINUTES, visitPagePath, type Language } from '@tabib/contracts';
import type { MailMessage } from '../../shared/mail.ts';
import { pick } from '../../shared/language.ts';
import type { AppointmentRow } from './booking-queries.ts';
import { buildIcs } from './ics.ts';

export type MailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** The appointment as an iCalendar file; the sequence grows with every change so calendars update. */
export function appointmentIcs(row: AppointmentRow, lang: Language, method: 'PUBLISH' | 'REQUEST' | 'CANCEL'): string {
  const doctor = pick(lang, row.doctorNameAr, row.doctorNameEn);
  const clinic = pick(lang, row.clinicNameAr, row.clinicNameEn);
  const address = pick(lang, row.clinicAddressAr, row.clinicAddressEn);
  const area = pick(lang, `${row.areaNameAr}، ${row.cityNameAr}`, `${row.areaNameEn}, ${row.cityNameEn}`);
  const telehealth = row.visitType === 'telehealth';
  return buildIcs({
    uid: `${row.id}@tabib`,
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
    start: row.startsAt,
    end: row.endsAt,
    stamp: row.updatedAt,
    summary: pick(lang, `موعد مع د/ ${doctor}`, `Appointment with Dr/ ${doctor}`),
    description: [
      pick(lang, row.specialtyNameAr, row.specialtyNameEn),
      telehealth ? pick(lang, 'استشارة عن بُعد', 'Telehealth visit') : pick(lang, 'زيارة في العيادة', 'Clinic visit'),
      pick(lang, 'الحجز مجاني والدفع في العيادة.', 'Booking is free; you pay at the clinic.'),
      row.clinicPhone ? pick(lang, `هاتف العيادة: ${row.clinicPhone}`, `Clinic phone: ${row.clinicPhone}`) : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: [clinic, address, area].filter(Boolean).join(pick(lang, '، ', ', ')),
    cancelled: row.status === 'cancelled',
    method,
  });
}

function formatWhen(row: AppointmentRow, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: row.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(row.startsAt);
}

const subjects: Record<MailKind, Record<Language, string>> = {
  booked: { ar: 'تم تأكيد موعدك', en: 'Your appointment is confirmed' },
  rescheduled: { ar: 'تم تغيير موعدك', en: 'Your appointment has been moved' },
  cancelled: { ar: 'تم إلغاء موعدك', en: 'Your appointment has been cancelled' },
  reminder: { ar: 'تذكير: موعدك غداً', en: 'Reminder: your appointment is tomorrow' },
};

const leads: Record<MailKind, Record<Language, string>> = {
  booked: { ar: 'تم حجز موعدك بنجاح.', en: 'Your appointment is booked.' },
  rescheduled: {
    ar: 'تم نقل موعدك إلى الوقت الجديد أدناه.',
    en: 'Your appointment has been moved to the new time below.',
  },
  cancelled: {
    ar: 'تم إلغاء هذا الموعد، وأصبح الوقت متاحاً لمرضى آخرين.',
    en: 'This appointment is cancelled and the time is free for other patients.',
  },
  reminder: {
    ar: 'نذكّرك بموعدك خلال الساعات الأربع والعشرين القادمة.',
    en: 'A reminder of your appointment in the next 24 hours.',
  },
};

/** What a cancellation by the doctor (or an admin) adds: their reason, and where to book again. */
export interface CancelNote {
  reason: string;
  rebookUrl: string;
}

/** Where links in a mail lead: the app's public origin (PUBLIC_URL, or the request's allowed host). */
export interface MailLinks {
  origin?: string | undefined;
}

/**
 * A telehealth visit's lines: the link to the visit page and when its room opens. Without an origin (a
 * reminder sent by the worker with no PUBLIC_URL set) the way to it instead.
 */
function visitLines(row: AppointmentRow, kind: MailKind, lang: Language, links: MailLinks): string[] {
  if (row.visitType !== 'telehealth' || kind === 'cancelled') return [];
  const url = links.origin ? `${links.origin.replace(/\/+$/, '')}${visitPagePath(row.id)}` : null;
  return [
    '',
    url
      ? pick(lang, `ادخل إلى الزيارة: ${url}`, `Join the visit: ${url}`)
      : pick(
          lang,
          'ادخل إلى الزيارة من "مواعيدي" في طبيب: "ادخل إلى الزيارة".',
          'Join the visit from My Appointments on Tabib: "Join the visit".',
        ),
    pick(
      lang,
      `تفتح غرفة الزيارة قبل الموعد بـ${VISIT_OPENS_BEFORE_MINUTES} دقائق. تحدث مع الطبيب بالفيديو من المتصفح: جهّز الكاميرا والميكروفون ومكاناً هادئاً. لا تُسجَّل المكالمة.`,
      `The visit room opens ${VISIT_OPENS_BEFORE_MINUTES} minutes before the start. You talk with the doctor by video in your browser: have your camera, microphone and a quiet place ready. The call is not recorded.`,
    ),
  ];
}

export function appointmentMail(
  row: AppointmentRow,
  kind: MailKind,
  lang: Language,
  links: MailLinks = {},
  /** A cancellation by the doctor (or an admin): their reason, and where to book again. */
  note?: CancelNote,
): MailMessage {
  const doctor = pick(lang, row.doctorNameAr, row.doctorNameEn);
  const clinic = pick(lang, row.clinicNameAr, row.clinicNameEn);
  const address = pick(lang, row.clinicAddressAr, row.clinicAddressEn);
  const lines = [
    pick(lang, `مرحباً ${row.patientName}،`, `Hello ${row.patientName},`),
    '',
    note
      ? pick(
          lang,
          `ألغت العيادة هذا الموعد. السبب: ${note.reason}`,
          `The clinic cancelled this appointment. Reason: ${note.reason}`,
        )
      : leads[kind][lang],
    '',
    pick(lang, `الطبيب: د/ ${doctor}`, `Doctor: Dr/ ${doctor}`),
    pick(lang, `الموعد: ${formatWhen(row, lang)}`, `When: ${formatWhen(row, lang)}`),
    pick(lang, `المكان: ${clinic}${address ? `، ${address}` : ''}`, `Where: ${clinic}${address ? `, ${address}` : ''}`),
    row.visitType === 'telehealth' ? pick(lang, 'نوع الزيارة: استشارة عن بُعد', 'Visit: telehealth') : '',
    ...visitLines(row, kind, lang, links),
    '',
    note
      ? pick(
          lang,
          `لحجز موعد جديد مع الطبيب: ${note.rebookUrl}`,
          `To book a new time with this doctor: ${note.rebookUrl}`,
        )
      : kind === 'cancelled'
        ? pick(lang, 'يمكنك حجز موعد جديد في أي وقت من طبيب.', 'You can book a new appointment on Tabib at any time.')
        : pick(
            lang,
            'الحجز مجاني والدفع في العيادة. لتغيير الموعد أو إلغائه افتح "مواعيدي" في طبيب.',
            'Booking is free; you pay at the clinic. To move or cancel it, open My Appointments on Tabib.',
          ),
    '',
    pick(lang, 'فريق طبيب', 'The Tabib team'),
  ].filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''));
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    // The account's own address, never the booking's contact e-mail: that one is typed into the form, so
    // mailing it would let anyone send Tabib mail, with a name they chose, to any address. It is for the
    // clinic to reach the patient, and gets no mail from Tabib.
    to: row.accountEmail,
    subject: `${subjects[kind][lang]} · ${pick(lang, 'طبيب', 'Tabib')}`,
    text: lines.join('\n'),
    attachments: [
      {
        filename: 'appointment.ics',
        content: appointmentIcs(row, lang, method),
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

/** Sent once the doctor marks a visit attended (a day after a telehealth visit): the review is then verified. */
export function reviewInvitationMail(row: AppointmentRow, origin: string): MailMessage {
  const lang: Language = row.language === 'en' ? 'en' : 'ar';
  const doctor = pick(lang, row.doctorNameAr, row.doctorNameEn);
  const url = `${origin}/doctors/${row.doctorId}#reviews`;
  return {
    to: row.accountEmail,
    subject: `${pick(lang, `كيف كانت زيارتك لـ د/ ${doctor}؟`, `How was your visit to Dr/ ${doctor}?`)} · ${pick(lang, 'طبيب', 'Tabib')}`,
    text: [
      pick(lang, `مرحباً ${row.patientName}،`, `Hello ${row.patientName},`),
      '',
      pick(
        lang,
        `سجّل الطبيب حضورك في موعد ${formatWhen(row, lang)}. شارك تجربتك لتساعد مرضى آخرين؛ سيظهر تقييمك بعلامة "زيارة مؤكدة".`,
        `The doctor has recorded your visit of ${formatWhen(row, lang)}. Share how it went to help other patients; your review will show as from a verified visit.`,
      ),
      url,
      '',
      pick(lang, 'فريق طبيب', 'The Tabib team'),
    ].join('\n'),
  };
}

/** The code a patient under the no-show rule enters to confirm a booking. */
export function confirmationCodeMail(
  to: string,
  name: string,
  code: string,
  lang: Language,
  rule: { noShows: number; windowDays: number; codeMinutes: number },
): MailMessage {
  return {
    to,
    subject: `${pick(lang, 'رمز تأكيد الحجز', 'Your booking confirmation code')} · ${pick(lang, 'طبيب', 'Tabib')}`,
    text: [
      pick(lang, `مرحباً ${name}،`, `Hello ${name},`),
      '',
      pick(
        lang,
        `تغيّبت عن ${rule.noShows} مواعيد أو أكثر خلال آخر ${rule.windowDays} يوماً دون إلغاء، لذلك نطلب تأكيد كل حجز جديد بالبريد.`,
        `You missed ${rule.noShows} or more appointments in the last ${rule.windowDays} days without cancelling, so each new booking is confirmed by e-mail.`,
      ),
      pick(lang, `رمز التأكيد: ${code}`, `Confirmation code: ${code}`),
      pick(
        lang,
        `أدخله في صفحة الحجز خلال ${rule.codeMinutes} دقيقة.`,
        `Enter it on the booking page within ${rule.codeMinutes} minutes.`,
      ),
      '',
      pick(lang, 'فريق طبيب', 'The Tabib team'),
    ].join('\n'),
  };
}
