import type { Language } from '@tabib/contracts';
import { pick } from '../../shared/language.ts';
import type { MailMessage } from '../../shared/mail.ts';

export interface OfferMail {
  to: string;
  name: string;
  lang: Language;
  doctorNameAr: string;
  doctorNameEn: string;
  timeZone: string;
  startsAt: Date;
  /** The offer's page: it shows the slot, books it in one click while it is free, and leaves the list. */
  offerUrl: string;
}

/** A freed slot offered to a waiting patient: first to book it wins. */
export function waitlistOfferMail(m: OfferMail): MailMessage {
  const { lang } = m;
  const doctor = pick(lang, m.doctorNameAr, m.doctorNameEn);
  const when = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: m.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(m.startsAt);
  return {
    to: m.to,
    subject: `${pick(lang, `موعد أقرب متاح مع د/ ${doctor}`, `An earlier slot with Dr/ ${doctor} is free`)} · ${pick(lang, 'طبيب', 'Tabib')}`,
    text: [
      pick(lang, `مرحباً ${m.name}،`, `Hello ${m.name},`),
      '',
      pick(lang, `أصبح هذا الموعد متاحاً: ${when}`, `This time has just become free: ${when}`),
      pick(
        lang,
        'أرسلنا هذا الخبر إلى كل من ينتظر بترتيب انضمامهم؛ أول من يحجز يحصل عليه. احجزه بنقرة واحدة:',
        'Everyone waiting has been told, in the order they joined; the first to book it gets it. Book it in one click:',
      ),
      m.offerUrl,
      '',
      pick(
        lang,
        'إن حُجز قبلك تبقى في قائمة الانتظار. لمغادرة القائمة افتح الرابط نفسه.',
        'If someone books it first, you stay on the waiting list. To leave the list, open the same link.',
      ),
      '',
      pick(lang, 'فريق طبيب', 'The Tabib team'),
    ].join('\n'),
  };
}
