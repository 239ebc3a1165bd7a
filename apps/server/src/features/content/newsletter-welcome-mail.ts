import type { Language } from '@tabib/contracts';
import type { MailMessage } from '../../shared/mail.ts';
import type { Subscription } from './newsletter-queries.ts';

/** The first mail a new subscriber gets; like every newsletter mail, it carries the unsubscribe link. */
export function newsletterWelcomeMail(subscription: Subscription, origin: string): MailMessage {
  const lang: Language = subscription.language === 'en' ? 'en' : 'ar';
  const link = `${origin}/newsletter/unsubscribe?${new URLSearchParams({ token: subscription.unsubscribeToken, lang })}`;
  const mail = lang === 'ar' ? arabic(link) : english(link);
  // One-click unsubscribe in the mail program itself (RFC 8058), beside the link in the text.
  const oneClick = `${origin}/api/v1/newsletter/unsubscribe/one-click?${new URLSearchParams({ token: subscription.unsubscribeToken })}`;
  return {
    to: subscription.email,
    ...mail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function arabic(link: string) {
  return {
    subject: 'أهلاً بك في نشرة طبيب',
    text: [
      'أهلاً بك،',
      '',
      'شكراً لاشتراكك في نشرة طبيب. ستصلك مرة في الشهر نصائح صحية وأخبار الخدمة: دكاترة وتخصصات جديدة ومزايا تسهّل حجزك.',
      '',
      'تذكير: الحجز عن طريق طبيب مجاني، وتدفع كشف الدكتور في العيادة.',
      '',
      'لم تطلب هذا الاشتراك أو لا تريد النشرة؟ ألغِ الاشتراك من هذا الرابط:',
      link,
      '',
      'فريق طبيب',
    ].join('\n'),
    html: html(
      'ar',
      'rtl',
      [
        'أهلاً بك،',
        'شكراً لاشتراكك في نشرة طبيب. ستصلك مرة في الشهر نصائح صحية وأخبار الخدمة: دكاترة وتخصصات جديدة ومزايا تسهّل حجزك.',
        'تذكير: الحجز عن طريق طبيب مجاني، وتدفع كشف الدكتور في العيادة.',
      ],
      'لم تطلب هذا الاشتراك أو لا تريد النشرة؟',
      'ألغِ الاشتراك',
      link,
      'فريق طبيب',
    ),
  };
}

function english(link: string) {
  return {
    subject: 'Welcome to the Tabib newsletter',
    text: [
      'Hello,',
      '',
      'Thank you for joining the Tabib newsletter. Once a month you will get health tips and news about the service: new doctors and specialties, and features that make booking easier.',
      '',
      'A reminder: booking through Tabib is free, and you pay the doctor at the clinic.',
      '',
      'Did not ask for this, or do not want the newsletter? Unsubscribe here:',
      link,
      '',
      'The Tabib team',
    ].join('\n'),
    html: html(
      'en',
      'ltr',
      [
        'Hello,',
        'Thank you for joining the Tabib newsletter. Once a month you will get health tips and news about the service: new doctors and specialties, and features that make booking easier.',
        'A reminder: booking through Tabib is free, and you pay the doctor at the clinic.',
      ],
      'Did not ask for this, or do not want the newsletter?',
      'Unsubscribe',
      link,
      'The Tabib team',
    ),
  };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function html(
  lang: string,
  dir: string,
  paragraphs: string[],
  question: string,
  action: string,
  link: string,
  sign: string,
) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;line-height:1.7;color:#1e293b">${body}<p>${escapeHtml(question)} <a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(sign)}</p></body></html>`;
}
