import type { Language } from '@tabib/contracts';
import type { MailMessage } from '../../shared/mail.ts';
import type { Subscription } from './newsletter-queries.ts';
import { html } from './newsletter-welcome-mail.ts';

/**
 * The one mail a new sign-up gets: a link to confirm (double opt-in). Anyone can type any address into the
 * form, so it promises nothing and asks nothing but the click; without it, the address gets no other mail
 * and is erased after a week.
 */
export function newsletterConfirmationMail(subscription: Subscription, origin: string): MailMessage {
  const lang: Language = subscription.language === 'en' ? 'en' : 'ar';
  const link = `${origin}/newsletter/confirm?${new URLSearchParams({ token: subscription.confirmToken, lang })}`;
  return { to: subscription.email, ...(lang === 'ar' ? arabic(link) : english(link)) };
}

function arabic(link: string) {
  const paragraphs = [
    'أهلاً،',
    'طلب أحدهم الاشتراك بهذا البريد الإلكتروني في نشرة طبيب الشهرية (نصائح صحية وأخبار الخدمة).',
    'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يصلك منا شيء آخر، وسيُحذف العنوان خلال أسبوع.',
  ];
  return {
    subject: 'أكّد اشتراكك في نشرة طبيب',
    text: [...paragraphs, '', 'لتأكيد الاشتراك افتح هذا الرابط:', link, '', 'فريق طبيب'].join('\n'),
    html: html('ar', 'rtl', paragraphs, 'هل طلبت الاشتراك؟', 'أكّد اشتراكي', link, 'فريق طبيب'),
  };
}

function english(link: string) {
  const paragraphs = [
    'Hello,',
    'Someone asked to subscribe this e-mail address to the monthly Tabib newsletter (health tips and news about the service).',
    'If it was not you, ignore this mail: you will get nothing else from us, and the address is erased within a week.',
  ];
  return {
    subject: 'Confirm your Tabib newsletter subscription',
    text: [...paragraphs, '', 'To confirm the subscription, open this link:', link, '', 'The Tabib team'].join('\n'),
    html: html('en', 'ltr', paragraphs, 'Did you ask for it?', 'Confirm my subscription', link, 'The Tabib team'),
  };
}
