import type { Lang, Text, Urgency } from '../types.ts';

export const EMERGENCY_NUMBER = '123';

/**
 * Egypt's mental-health hotline: the General Secretariat of Mental Health and Addiction Treatment
 * (Ministry of Health and Population) gives free psychological consultations around the clock on
 * 08008880700 and 0220816831. Sources: Ministry of Health spokesman, reported by El Mogaz
 * (https://elmogaz.com/721088) and Cairo Scene (https://cairoscene.com/Buzz/hotlines-for-pysch-support-duting-quarantine);
 * the Ministry's national mental-health platform is https://nmhp.mohp.gov.eg. See decision 013.
 */
export const MENTAL_HEALTH_HOTLINE = { main: '08008880700', alternative: '0220816831' } as const;

export const MSG = {
  greeting: {
    en: "Hello! I'm Tabib's symptom checker. I will ask a few questions to suggest how urgent the problem is and which doctor to see. This is not a diagnosis.",
    ar: 'أهلًا بك! أنا مساعد الأعراض في طبيب. سأطرح عليك بعض الأسئلة لأقترح مدى استعجال المشكلة والتخصص المناسب لها. هذا ليس تشخيصًا طبيًا.',
  },
  askAge: { en: 'How old is the patient (in years)?', ar: 'كم عمر المريض (بالسنوات)؟' },
  askSex: { en: 'Is the patient male or female?', ar: 'المريض ذكر ولا أنثى؟' },
  askComplaint: {
    en: 'In your own words, what is the main problem? For example: "fever and cough for three days".',
    ar: 'احكي المشكلة الأساسية بكلامك. مثلًا: «سخونية وكحة من تلات أيام».',
  },
  rephraseAge: {
    en: "Sorry, I didn't catch the age. Please type the age in years, for example 34.",
    ar: 'عذرًا، لم أفهم العمر. من فضلك اكتب العمر بالسنوات، مثلًا 34.',
  },
  rephraseSex: {
    en: 'Sorry, I didn\'t understand. Please answer "Male" or "Female".',
    ar: 'عذرًا، لم أفهم. من فضلك أجب بـ«ذكر» أو «أنثى».',
  },
  rephraseComplaint: {
    en: "Sorry, I couldn't recognise the symptoms. Could you describe them differently? For example: headache, fever, stomach pain, rash.",
    ar: 'عذرًا، لم أتعرف على الأعراض. هل يمكنك وصفها بطريقة أخرى؟ مثلًا: صداع، سخونية، ألم في البطن، طفح جلدي.',
  },
  rephraseAnswer: {
    en: "Sorry, I didn't understand your answer. Please choose one of the options.",
    ar: 'عذرًا، لم أفهم إجابتك. من فضلك اختر أحد الاختيارات.',
  },
  notedMore: { en: 'Thank you, I have noted that.', ar: 'شكرًا، سجلت ذلك.' },
  multiHint: {
    en: '(Choose one or more, separated by commas.)',
    ar: '(اختار إجابة أو أكتر، وافصل بينها بفاصلة.)',
  },
  resultIntro: { en: 'Thank you for your answers. Here is my assessment.', ar: 'شكرًا على إجاباتك. هذا هو تقييمي.' },
  emergencyIntro: {
    en: 'Warning: your answers include danger signs that need emergency care. Call the ambulance on 123 now or go to the nearest emergency department.',
    ar: 'تحذير: إجاباتك تتضمن علامات خطر تحتاج إلى رعاية طارئة. اتصل بالإسعاف على 123 فورًا أو توجه إلى أقرب قسم طوارئ.',
  },
  finished: {
    en: 'The assessment is complete. You can read it again below, or choose "Start over" to begin a new check.',
    ar: 'اكتمل التقييم. يمكنك قراءته مرة أخرى بالأسفل، أو اختيار «ابدأ من جديد» لبدء فحص جديد.',
  },
  crisisLine: {
    en: `If you have thoughts of ending your life, call 123 or the free mental-health hotline on ${MENTAL_HEALTH_HOTLINE.main} (or ${MENTAL_HEALTH_HOTLINE.alternative}), any time of day or night, and stay with someone you trust.`,
    ar: `إذا راودتك أفكار لإنهاء حياتك، اتصل بـ 123 أو بالخط الساخن المجاني للصحة النفسية ${MENTAL_HEALTH_HOTLINE.main} (أو ${MENTAL_HEALTH_HOTLINE.alternative}) في أي وقت ليلًا أو نهارًا، وابقَ مع شخص تثق به.`,
  },
  emergencyReason: {
    en: 'The answers point to a condition that needs emergency care.',
    ar: 'الإجابات تشير إلى حالة تحتاج إلى رعاية طارئة.',
  },
  startOver: { en: 'Start over', ar: 'ابدأ من جديد' },
  male: { en: 'Male', ar: 'ذكر' },
  female: { en: 'Female', ar: 'أنثى' },
  yes: { en: 'Yes', ar: 'نعم' },
  no: { en: 'No', ar: 'لا' },
  dontKnow: { en: "Don't know", ar: 'لا أعرف' },
  disclaimer: {
    en: "This is a decision aid, not a medical diagnosis, and it does not replace a doctor's examination. If symptoms get worse or you are worried, seek medical care.",
    ar: 'هذه أداة مساعدة لاتخاذ القرار وليست تشخيصًا طبيًا، ولا تغني عن فحص الطبيب. إذا ساءت الأعراض أو شعرت بالقلق فاطلب الرعاية الطبية.',
  },
  summaryLikely: { en: 'Most likely:', ar: 'الاحتمال الأكبر:' },
  summaryUrgency: { en: 'Urgency:', ar: 'درجة الاستعجال:' },
  summarySpecialty: { en: 'Suggested specialty:', ar: 'التخصص المقترح:' },
  answeredYes: { en: 'yes', ar: 'نعم' },
  answeredNo: { en: 'no', ar: 'لا' },
} satisfies Record<string, Text>;

export const URGENCY_LABEL: Record<Urgency, Text> = {
  emergency: { en: 'Emergency: call the ambulance (123) now', ar: 'طوارئ: اتصل بالإسعاف (123) فورًا' },
  urgent: { en: 'Urgent: see a doctor within 24 hours', ar: 'عاجل: راجع طبيبًا خلال 24 ساعة' },
  routine: {
    en: "Routine: book a doctor's appointment in the coming days",
    ar: 'غير عاجل: احجز موعدًا مع طبيب خلال الأيام القادمة',
  },
  self_care: { en: 'Self-care: home care is usually enough', ar: 'رعاية ذاتية: العناية في المنزل تكفي غالبًا' },
};

export const LIKELIHOOD_LABEL: Record<'high' | 'medium' | 'low', Text> = {
  high: { en: 'Likely', ar: 'مرجّح' },
  medium: { en: 'Possible', ar: 'محتمل' },
  low: { en: 'Less likely', ar: 'احتمال ضعيف' },
};

export const URGENCY_ADVICE: Record<Urgency, Text[]> = {
  emergency: [
    {
      en: 'Call the ambulance on 123 now, or go straight to the nearest emergency department.',
      ar: 'اتصل بالإسعاف على 123 الآن، أو توجه مباشرة إلى أقرب قسم طوارئ.',
    },
    {
      en: 'Do not drive yourself, and do not stay alone while you wait.',
      ar: 'لا تقد السيارة بنفسك، ولا تبقَ وحدك أثناء الانتظار.',
    },
  ],
  urgent: [
    {
      en: 'See a doctor today or within 24 hours. Go to the emergency department if you get worse.',
      ar: 'راجع طبيبًا اليوم أو خلال 24 ساعة، وتوجه إلى الطوارئ إذا ساءت حالتك.',
    },
  ],
  routine: [
    {
      en: 'Book an appointment with the suggested specialty in the coming days.',
      ar: 'احجز موعدًا في التخصص المقترح خلال الأيام القادمة.',
    },
  ],
  self_care: [
    {
      en: 'See a doctor if the symptoms last more than a few days, get worse, or new symptoms appear.',
      ar: 'راجع طبيبًا إذا استمرت الأعراض أكثر من بضعة أيام أو ساءت أو ظهرت أعراض جديدة.',
    },
  ],
};

export function t(text: Text, lang: Lang): string {
  return text[lang];
}

export function reasonSentence(
  lang: Lang,
  question: string,
  answer: string,
  condition: string,
  fromDescription = false,
): string {
  if (fromDescription)
    return lang === 'en'
      ? `From your description (“${question}” → ${answer}), this points towards ${condition}.`
      : `من وصفك للمشكلة («${question}» ← ${answer})، وهذا يرجّح ${condition}.`;
  return lang === 'en'
    ? `You answered “${answer}” to “${question}”, which points towards ${condition}.`
    : `أجبت بـ«${answer}» على سؤال «${question}»، وهذا يرجّح ${condition}.`;
}
