import type { ErrorCode, Language } from '@tabib/contracts';

/** A failure a use case reports on purpose; the HTTP layer maps the code to a status in one place. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    message?: string,
    /** Numbers the localised message states (a configured limit), by name. */
    readonly params?: Record<string, number>,
  ) {
    super(message ?? code);
  }
}

export const httpStatusOf: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  account_disabled: 403,
  not_found: 404,
  conflict: 409,
  slot_taken: 409,
  booking_limit: 409,
  not_telehealth: 409,
  visit_not_open: 403,
  confirmation_required: 409,
  visit_not_started: 409,
  attendance_locked: 409,
  host_not_allowed: 400,
  email_unverified: 403,
  token_invalid: 400,
  code_invalid: 400,
  two_factor_required: 403,
  doctor_has_appointments: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

const messages: Record<ErrorCode, Record<Language, string>> = {
  validation_failed: {
    ar: 'بعض البيانات غير صحيحة. راجعها وحاول مرة أخرى.',
    en: 'Some of the data is not valid. Check it and try again.',
  },
  bad_request: { ar: 'الطلب غير مفهوم.', en: 'The request could not be understood.' },
  unauthorized: { ar: 'سجّل الدخول أولاً.', en: 'Please sign in first.' },
  invalid_credentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'The e-mail or password is not correct.',
  },
  forbidden: { ar: 'ليس لديك صلاحية لهذا الإجراء.', en: 'You are not allowed to do this.' },
  account_disabled: {
    ar: 'أوقفت إدارة طبيب هذا الحساب. تواصل معنا من صفحة "اتصل بنا" إن كان ذلك خطأ.',
    en: 'Tabib has disabled this account. Contact us through the contact page if you think this is a mistake.',
  },
  not_found: { ar: 'لم نجد ما تبحث عنه.', en: 'We could not find what you are looking for.' },
  conflict: { ar: 'تعارض هذا الطلب مع بيانات موجودة.', en: 'This conflicts with existing data.' },
  slot_taken: {
    ar: 'هذا الموعد حُجز للتو. اختر موعداً آخر.',
    en: 'This time was just booked. Choose another one.',
  },
  booking_limit: {
    ar: 'الحد الأقصى للمواعيد القادمة {perDoctor} مع الطبيب نفسه و{total} في المجموع. ألغِ موعداً أو احجز من جديد بعد إحدى زياراتك.',
    en: 'You can have at most {perDoctor} upcoming appointments with one doctor and {total} in all. Cancel one, or book again after a visit.',
  },
  not_telehealth: {
    ar: 'هذا الموعد زيارة في العيادة، وليس استشارة عن بُعد.',
    en: 'This appointment is a clinic visit, not a telehealth visit.',
  },
  visit_not_open: {
    ar: 'غرفة الزيارة مفتوحة من ١٠ دقائق قبل الموعد حتى ٣٠ دقيقة بعد نهايته، ما لم يُلغَ الموعد أو يُنهِ الطبيب الزيارة.',
    en: 'The visit room is open from 10 minutes before the appointment until 30 minutes after its end, unless it was cancelled or the doctor ended the visit.',
  },
  confirmation_required: {
    ar: 'تغيّبت عن {noShows} مواعيد خلال آخر {windowDays} يوماً، لذا يُؤكَّد كل حجز جديد بالبريد. أرسلنا إليك رمزاً؛ أدخله خلال {codeMinutes} دقيقة لإتمام الحجز.',
    en: 'You missed {noShows} appointments in the last {windowDays} days, so each new booking is confirmed by e-mail. We have mailed you a code: enter it within {codeMinutes} minutes to complete the booking.',
  },
  visit_not_started: {
    ar: 'لم يبدأ موعد هذه الزيارة بعد. سجّل الحضور أو الغياب بعد وقت بدئها.',
    en: 'This visit has not started yet. Record attendance or a no-show once its start time has passed.',
  },
  attendance_locked: {
    ar: 'مرّت أكثر من ٤٨ ساعة على تسجيل حضور هذه الزيارة، فلم يعد تغييره ممكناً.',
    en: 'Attendance for this visit was recorded more than 48 hours ago and can no longer be changed.',
  },
  host_not_allowed: {
    ar: 'هذا العنوان غير معروف لطبيب. افتح الموقع من عنوانه الصحيح.',
    en: "This address is not one of Tabib's. Open the site from its own address.",
  },
  email_unverified: {
    ar: 'أكّد بريدك الإلكتروني أولاً: أدخل الرمز المكوّن من ٦ أرقام الذي أرسلناه إليك.',
    en: 'Confirm your e-mail address first: enter the 6-digit code we sent you.',
  },
  token_invalid: {
    ar: 'هذا الرابط غير صالح أو انتهت صلاحيته أو استُخدم من قبل. اطلب رابطاً جديداً.',
    en: 'This link is not valid, has expired or was already used. Ask for a new one.',
  },
  code_invalid: {
    ar: 'الرمز غير صحيح أو انتهت صلاحيته. تحقق منه أو اطلب رمزاً جديداً.',
    en: 'The code is wrong or has expired. Check it, or ask for a new one.',
  },
  two_factor_required: {
    ar: 'فعّل التحقق بخطوتين لحسابك أولاً، ثم تابع.',
    en: 'Set up two-step sign-in for your account first, then carry on.',
  },
  doctor_has_appointments: {
    ar: 'لديك مواعيد قادمة مع مرضى. ألغِها أو أتمّها أولاً، ثم احذف حسابك.',
    en: 'You have upcoming appointments with patients. Cancel or complete them first, then delete your account.',
  },
  payload_too_large: { ar: 'حجم الطلب أكبر من المسموح.', en: 'The request is too large.' },
  rate_limited: {
    ar: 'محاولات كثيرة. انتظر قليلاً ثم حاول مرة أخرى.',
    en: 'Too many attempts. Wait a little and try again.',
  },
  unavailable: {
    ar: 'الخدمة غير متاحة مؤقتاً. حاول بعد قليل.',
    en: 'The service is temporarily unavailable. Try again shortly.',
  },
  internal: { ar: 'حدث خطأ غير متوقع.', en: 'Something went wrong.' },
};

export function errorMessage(code: ErrorCode, lang: Language, params?: Record<string, number>): string {
  const text = messages[code][lang];
  if (!params) return text;
  // Arabic text writes its numbers in Arabic-Indic digits, as the web app does (decision 012).
  const format = new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en');
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : format.format(params[name]),
  );
}
