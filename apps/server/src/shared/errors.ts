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
  host_not_allowed: 400,
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
  invalid_credentials: { ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.', en: 'The e-mail or password is not correct.' },
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
  host_not_allowed: {
    ar: 'هذا العنوان غير معروف لطبيب. افتح الموقع من عنوانه الصحيح.',
    en: 'This address is not one of Tabib\'s. Open the site from its own address.',
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
