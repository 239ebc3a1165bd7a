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
 * Field messages for the first field of a refusal, which the spec's client shows as its toast (login,
 * change password, booking): the field's own words, naming the spec's fields, are more use there than
 * "some data is not valid". The same wording as the web app's where it has one.
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
  phone_required: { en: 'PhoneNumber is required', ar: 'رقم الهاتف مطلوب' },
  phone_invalid: {
    en: 'Enter a valid mobile number, like 01012345678.',
    ar: 'اكتب رقم موبايل صحيحاً، مثل ٠١٠١٢٣٤٥٦٧٨.',
  },
  gender_invalid: { en: 'Gender is Male or Female.', ar: 'النوع ذكر (Male) أو أنثى (Female).' },
  doctor_required: {
    en: 'Send DoctorId, or DoctorName and Place (the clinic, area or city), to say which doctor to book.',
    ar: 'أرسل DoctorId، أو DoctorName مع Place (العيادة أو المنطقة أو المدينة) لتحديد الطبيب المراد الحجز معه.',
  },
  doctor_not_found: {
    en: 'No doctor matches this DoctorName and Place. Send the name as the doctor list gives it and the clinic, area or city as Place, or send DoctorId.',
    ar: 'لا يوجد طبيب بهذا الاسم (DoctorName) والمكان (Place). أرسل الاسم كما في قائمة الأطباء والعيادة أو المنطقة أو المدينة في Place، أو أرسل DoctorId.',
  },
  doctor_ambiguous: {
    en: 'Several doctors match this DoctorName and Place. Send the full DoctorName and the clinic, area or city as Place, or send DoctorId.',
    ar: 'أكثر من طبيب يطابق هذا الاسم (DoctorName) والمكان (Place). أرسل الاسم كاملاً والعيادة أو المنطقة أو المدينة في Place، أو أرسل DoctorId.',
  },
};

export function fieldText(key: string, lang: Language): string | undefined {
  return fieldTexts[key]?.[lang];
}
