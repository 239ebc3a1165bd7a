import type { Language } from '@tabib/contracts';

/**
 * What the spec's screens show after a call. Where the spec quotes a toast ('User saved', 'Added
 * Successfully!', ...) the English text is exactly that, so a client that shows the server's message
 * shows the spec's words; Arabic says the same.
 */
const texts = {
  signedIn: { en: 'Signed in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  signedUp: { en: 'Account created', ar: 'تم إنشاء الحساب' },
  userSaved: { en: 'User saved', ar: 'تم حفظ البيانات' },
  passwordChanged: { en: 'Password changed. Please sign in again.', ar: 'تم تغيير كلمة المرور. سجّل الدخول مرة أخرى.' },
  contactCreated: { en: 'Successfully created contact', ar: 'تم إرسال رسالتك بنجاح' },
  joined: { en: 'Added Successfully!', ar: 'تمت الإضافة بنجاح!' },
  reviewCreated: { en: 'Review added', ar: 'تمت إضافة التقييم' },
  medicineCreated: { en: 'Medicine added', ar: 'تمت إضافة الدواء' },
  appointmentBooked: { en: 'Appointment booked', ar: 'تم حجز الموعد' },
  appointmentUpdated: { en: 'Appointment updated successfully', ar: 'تم تعديل الموعد بنجاح' },
  appointmentCancelled: { en: 'Appointment deleted successfully', ar: 'تم إلغاء الموعد بنجاح' },
  historySaved: { en: 'History saved', ar: 'تم حفظ المحادثة' },
} satisfies Record<string, Record<Language, string>>;

export type CompatText = keyof typeof texts;

export function compatText(key: CompatText, lang: Language): string {
  return texts[key][lang];
}

/**
 * Field messages for the answers whose `message` the spec's client shows as it is (login and change
 * password toasts): the field's own words are more use there than "some data is not valid". The same
 * wording as the web app's.
 */
const fieldTexts: Record<string, Record<Language, string>> = {
  email_required: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  email_invalid: {
    en: 'Enter a valid e-mail address, like name@example.com.',
    ar: 'اكتب بريداً إلكترونياً صحيحاً، مثل name@example.com.',
  },
  email_taken: {
    en: 'An account with this e-mail already exists. Sign in instead.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول بدلاً من ذلك.',
  },
  password_required: { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  password_too_short: {
    en: 'Use at least 12 characters; a short sentence works well.',
    ar: 'استخدم ١٢ حرفاً على الأقل؛ جملة قصيرة تصلح جيداً.',
  },
  password_too_long: { en: 'Use at most 128 characters.', ar: 'استخدم ١٢٨ حرفاً على الأكثر.' },
  password_unchanged: {
    en: 'The new password must differ from the current one.',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  },
  current_password_required: { en: 'Current password is required', ar: 'كلمة المرور الحالية مطلوبة' },
  current_password_wrong: { en: 'The current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
};

export function fieldText(key: string, lang: Language): string | undefined {
  return fieldTexts[key]?.[lang];
}
