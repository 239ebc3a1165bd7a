import type { Language, WaitlistOffer } from '@tabib/contracts';
import { pick } from '../../shared/language.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function when(offer: WaitlistOffer, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: offer.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(offer.startsAt));
}

const states: Record<WaitlistOffer['state'], Record<Language, string>> = {
  open: { ar: 'هذا الموعد ما زال متاحاً. احجزه بنقرة واحدة:', en: 'This time is still free. Book it in one click:' },
  taken: {
    ar: 'حجز مريض آخر هذا الموعد قبلك. ما زلت في قائمة الانتظار وسنراسلك عند توفر موعد آخر.',
    en: 'Another patient booked this time first. You are still on the waiting list and will hear of the next one.',
  },
  booked: { ar: 'تم حجز هذا الموعد لك. تجده في "مواعيدي".', en: 'This time is booked for you: see My appointments.' },
  passed: { ar: 'مضى وقت هذا الموعد.', en: 'This time has passed.' },
  left: { ar: 'غادرت قائمة الانتظار لهذا الطبيب.', en: "You have left this doctor's waiting list." },
};

/**
 * The page a waitlist mail's link opens, rendered by the server without script (decision 035): what the
 * offer is and forms that POST to book it or leave the list. The web app's own page for it comes with its
 * new framework; this keeps the mailed link working meanwhile.
 */
export function offerPage(offer: WaitlistOffer | null, lang: Language, action: string, note?: string): string {
  const title = pick(lang, 'موعد أقرب من قائمة الانتظار · طبيب', 'An earlier slot from the waiting list · Tabib');
  const body = offer
    ? [
        `<h1>${escape(pick(lang, `د/ ${offer.doctor.name}`, `Dr/ ${offer.doctor.name}`))}</h1>`,
        `<p>${escape(offer.doctor.specialty)}</p>`,
        `<p><strong>${escape(when(offer, lang))}</strong></p>`,
        note ? `<p role="status">${escape(note)}</p>` : '',
        `<p>${escape(states[offer.state][lang])}</p>`,
        offer.state === 'open'
          ? `<form method="post" action="${escape(action)}/book"><button type="submit">${escape(pick(lang, 'احجز هذا الموعد', 'Book this time'))}</button></form>`
          : '',
        offer.state === 'open' || offer.state === 'taken'
          ? `<form method="post" action="${escape(action)}/leave"><button type="submit">${escape(pick(lang, 'غادر قائمة الانتظار', 'Leave the waiting list'))}</button></form>`
          : '',
      ].join('\n')
    : `<h1>${escape(pick(lang, 'هذا الرابط غير صالح.', 'This link is not valid.'))}</h1>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body>
<main>
${body}
<p><a href="/">${escape(pick(lang, 'طبيب', 'Tabib'))}</a></p>
</main>
</body>
</html>
`;
}
