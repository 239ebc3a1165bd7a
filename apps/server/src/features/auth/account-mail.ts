import type { Language } from '@tabib/contracts';
import type { Notice } from '../../outbox/messaging.ts';
import { pick } from '../../shared/language.ts';

/** Who asked: when (UTC and Cairo) and from which device and network, for "was this you?" mails. */
export interface Requester {
  at: Date;
  device: string;
  network: string;
}

function when(at: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: 'Africa/Cairo',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
}

function who(r: Requester, lang: Language): string {
  const place = r.network ? pick(lang, ` من الشبكة ${r.network}`, ` from the network ${r.network}`) : '';
  return pick(
    lang,
    `${when(r.at, lang)} (بتوقيت القاهرة)، من ${r.device}${place}`,
    `${when(r.at, lang)} (Cairo time), from ${r.device}${place}`,
  );
}

const notYou = (lang: Language) =>
  pick(
    lang,
    'إن لم تكن أنت، فلا تفعل شيئاً: لن يتغير شيء في حسابك. وإن تكرر ذلك، غيّر كلمة المرور وفعّل التحقق بخطوتين.',
    'If this was not you, do nothing: your account stays as it is. If it keeps happening, change your password and turn on two-step sign-in.',
  );

const actNow = (lang: Language, origin: string) =>
  pick(
    lang,
    `إن لم تكن أنت، فاطلب رابطاً لإعادة تعيين كلمة المرور فوراً من ${origin}/forgot-password وراسلنا من صفحة "اتصل بنا".`,
    `If this was not you, reset your password at once at ${origin}/forgot-password and write to us through the contact page.`,
  );

export function verificationNotice(lang: Language, code: string, link: string, forChange: boolean): Notice {
  return {
    subject: pick(lang, `رمز تأكيد بريدك في طبيب: ${code}`, `Your Tabib confirmation code: ${code}`),
    text: [
      pick(
        lang,
        forChange
          ? 'طُلب تغيير البريد الإلكتروني لحسابك في طبيب إلى هذا العنوان. لتأكيده أدخل هذا الرمز:'
          : 'مرحباً بك في طبيب. لتأكيد بريدك الإلكتروني أدخل هذا الرمز:',
        forChange
          ? "Someone asked to change their Tabib account's e-mail address to this one. To confirm it, enter this code:"
          : 'Welcome to Tabib. To confirm your e-mail address, enter this code:',
      ),
      '',
      `    ${code}`,
      '',
      pick(lang, 'أو افتح هذا الرابط:', 'Or open this link:'),
      link,
      '',
      pick(lang, 'الرمز والرابط صالحان ٣٠ دقيقة.', 'The code and the link are valid for 30 minutes.'),
      pick(lang, 'إن لم تطلب ذلك، فتجاهل هذه الرسالة.', 'If you did not ask for this, ignore this mail.'),
    ].join('\n'),
  };
}

export function resetPasswordNotice(lang: Language, link: string, requester: Requester): Notice {
  return {
    subject: pick(lang, 'إعادة تعيين كلمة المرور في طبيب', 'Reset your Tabib password'),
    text: [
      pick(
        lang,
        `طلب أحدهم إعادة تعيين كلمة مرور حسابك في ${who(requester, lang)}.`,
        `Someone asked to reset your account's password on ${who(requester, lang)}.`,
      ),
      '',
      pick(
        lang,
        'لاختيار كلمة مرور جديدة افتح هذا الرابط (صالح ٣٠ دقيقة ولمرة واحدة):',
        'To choose a new password, open this link (valid for 30 minutes, once):',
      ),
      link,
      '',
      pick(lang, 'كلمة المرور الجديدة تُنهي كل جلسات الدخول الأخرى.', 'The new password signs every other session out.'),
      notYou(lang),
    ].join('\n'),
  };
}

export function passwordChangedNotice(lang: Language, origin: string, requester: Requester): Notice {
  return {
    subject: pick(lang, 'تم تغيير كلمة مرور حسابك في طبيب', 'Your Tabib password was changed'),
    text: [
      pick(
        lang,
        `تم تغيير كلمة مرور حسابك في ${who(requester, lang)}، وأُنهيت جلسات الدخول الأخرى.`,
        `Your account's password was changed on ${who(requester, lang)}, and the other sessions were signed out.`,
      ),
      '',
      actNow(lang, origin),
    ].join('\n'),
  };
}

export function twoFactorOffNotice(lang: Language, origin: string, requester: Requester): Notice {
  return {
    subject: pick(lang, 'تم إيقاف التحقق بخطوتين في حسابك', 'Two-step sign-in was turned off'),
    text: [
      pick(
        lang,
        `أُوقف التحقق بخطوتين لحسابك في ${who(requester, lang)}. صار الدخول بكلمة المرور وحدها.`,
        `Two-step sign-in was turned off for your account on ${who(requester, lang)}. A password alone now signs in.`,
      ),
      '',
      actNow(lang, origin),
    ].join('\n'),
  };
}

export function emailChangedNotice(lang: Language, origin: string, newEmail: string, requester: Requester): Notice {
  return {
    subject: pick(lang, 'تم تغيير البريد الإلكتروني لحسابك في طبيب', "Your Tabib account's e-mail address was changed"),
    text: [
      pick(
        lang,
        `صار البريد الإلكتروني لحسابك ${newEmail} منذ ${who(requester, lang)}. لن تصل رسائل الحساب إلى هذا العنوان بعد الآن.`,
        `Your account's e-mail address became ${newEmail} on ${who(requester, lang)}. Account mails no longer go to this address.`,
      ),
      '',
      pick(
        lang,
        `إن لم تكن أنت، فراسلنا فوراً من ${origin}/contact-us واذكر هذا العنوان.`,
        `If this was not you, write to us at once at ${origin}/contact-us and name this address.`,
      ),
    ].join('\n'),
  };
}

export function accountDeletedNotice(lang: Language): Notice {
  return {
    subject: pick(lang, 'تم حذف حسابك في طبيب', 'Your Tabib account was deleted'),
    text: pick(
      lang,
      'حُذف حسابك في طبيب وبياناتك الشخصية كما طلبت، وأُلغيت مواعيدك القادمة. بقيت تقييماتك بلا اسم ("مريض على طبيب"). يمكنك إنشاء حساب جديد بهذا البريد متى شئت.',
      'Your Tabib account and its personal data were deleted as you asked, and your upcoming appointments were cancelled. Your reviews stay without a name ("a Tabib patient"). You can sign up again with this address at any time.',
    ),
  };
}
