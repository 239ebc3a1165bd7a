import type { Lang, Text } from './types.ts';

/** Specialty slugs of the Tabib doctor directory. */
export const SPECIALTY_SLUGS = [
  'dermatology',
  'dentistry',
  'psychiatry',
  'pediatrics',
  'neurology',
  'orthopedics',
  'obstetrics-gynecology',
  'ent',
  'cardiology',
  'internal-medicine',
  'ophthalmology',
  'urology',
  'gastroenterology',
  'pulmonology',
  'endocrinology',
  'nephrology',
  'general-surgery',
  'neurosurgery',
  'plastic-surgery',
  'vascular-surgery',
  'oncology',
  'rheumatology',
  'hematology',
  'allergy-immunology',
  'physiotherapy',
  'nutrition',
  'family-medicine',
  'andrology',
  'hepatology',
] as const;

export type SpecialtySlug = (typeof SPECIALTY_SLUGS)[number];

export const SPECIALTY_NAMES: Record<SpecialtySlug, Text> = {
  dermatology: { en: 'Dermatology (skin)', ar: 'الأمراض الجلدية' },
  dentistry: { en: 'Dentistry', ar: 'طب الأسنان' },
  psychiatry: { en: 'Psychiatry (mental health)', ar: 'الطب النفسي' },
  pediatrics: { en: 'Paediatrics (children)', ar: 'طب الأطفال' },
  neurology: { en: 'Neurology (nervous system)', ar: 'المخ والأعصاب' },
  orthopedics: { en: 'Orthopaedics (bones and joints)', ar: 'العظام' },
  'obstetrics-gynecology': { en: "Obstetrics and gynaecology (women's health)", ar: 'أمراض النساء والتوليد' },
  ent: { en: 'Ear, nose and throat (ENT)', ar: 'الأنف والأذن والحنجرة' },
  cardiology: { en: 'Cardiology (heart)', ar: 'أمراض القلب' },
  'internal-medicine': { en: 'Internal medicine', ar: 'الباطنة' },
  ophthalmology: { en: 'Ophthalmology (eyes)', ar: 'طب العيون' },
  urology: { en: 'Urology', ar: 'المسالك البولية' },
  gastroenterology: { en: 'Gastroenterology (digestive system)', ar: 'الجهاز الهضمي' },
  pulmonology: { en: 'Pulmonology (chest and lungs)', ar: 'الصدر والجهاز التنفسي' },
  endocrinology: { en: 'Endocrinology (hormones and diabetes)', ar: 'الغدد الصماء والسكري' },
  nephrology: { en: 'Nephrology (kidneys)', ar: 'أمراض الكلى' },
  'general-surgery': { en: 'General surgery', ar: 'الجراحة العامة' },
  neurosurgery: { en: 'Neurosurgery (brain and spine surgery)', ar: 'جراحة المخ والأعصاب' },
  'plastic-surgery': { en: 'Plastic surgery and burns', ar: 'جراحة التجميل والحروق' },
  'vascular-surgery': { en: 'Vascular surgery (blood vessels)', ar: 'جراحة الأوعية الدموية' },
  oncology: { en: 'Oncology (cancer)', ar: 'الأورام' },
  rheumatology: { en: 'Rheumatology (joints and immune system)', ar: 'الروماتيزم والمناعة' },
  hematology: { en: 'Haematology (blood)', ar: 'أمراض الدم' },
  'allergy-immunology': { en: 'Allergy and immunology', ar: 'الحساسية والمناعة' },
  physiotherapy: { en: 'Physiotherapy', ar: 'العلاج الطبيعي' },
  nutrition: { en: 'Clinical nutrition', ar: 'التغذية العلاجية' },
  'family-medicine': { en: 'Family medicine (general practice)', ar: 'طب الأسرة' },
  andrology: { en: "Andrology (men's health)", ar: 'أمراض الذكورة' },
  hepatology: { en: 'Hepatology (liver)', ar: 'أمراض الكبد' },
};

export function isSpecialtySlug(slug: string): slug is SpecialtySlug {
  return (SPECIALTY_SLUGS as readonly string[]).includes(slug);
}

export function specialtyName(slug: string, lang: Lang): string {
  return isSpecialtySlug(slug) ? SPECIALTY_NAMES[slug][lang] : slug;
}
