import type { Lang, Text } from '../types.ts';
import type { CaseData } from '../engine/model.ts';
import { BODY_REGIONS } from '../kb/body-regions.ts';
import { casePerson } from '../engine/person.ts';
import { LEXICON } from './lexicon.ts';

/** Short names of findings, to show back what was understood. */
const LABELS: Record<string, Text> = {
  E_91: { en: 'fever', ar: 'سخونية (حرارة)' },
  E_94: { en: 'chills', ar: 'قشعريرة' },
  E_89: { en: 'tiredness', ar: 'تعب وإرهاق' },
  E_50: { en: 'sweating', ar: 'عرق' },
  E_144: { en: 'body aches', ar: 'تكسير في الجسم' },
  E_162: { en: 'weight loss', ar: 'نقص في الوزن' },
  E_161: { en: 'loss of appetite', ar: 'فقدان الشهية' },
  E_201: { en: 'cough', ar: 'كحة' },
  E_77: { en: 'coloured sputum', ar: 'بلغم ملوّن' },
  E_45: { en: 'coughing blood', ar: 'كحة بدم' },
  E_66: { en: 'shortness of breath', ar: 'ضيق في التنفس' },
  E_64: { en: 'breathless on little effort', ar: 'نهجان من أقل مجهود' },
  E_214: { en: 'wheezing', ar: 'صفير في الصدر' },
  E_181: { en: 'runny or blocked nose', ar: 'رشح أو انسداد الأنف' },
  E_97: { en: 'sore throat', ar: 'التهاب في الزور' },
  E_65: { en: 'difficulty swallowing', ar: 'صعوبة في البلع' },
  E_124: { en: 'asthma', ar: 'ربو' },
  E_53: { en: 'pain', ar: 'ألم' },
  E_155: { en: 'palpitations', ar: 'خفقان' },
  E_82: { en: 'dizziness', ar: 'دوخة' },
  E_76: { en: 'feeling faint', ar: 'إحساس بالإغماء' },
  E_159: { en: 'fainting', ar: 'إغماء' },
  E_148: { en: 'nausea', ar: 'غثيان' },
  E_211: { en: 'vomiting', ar: 'ترجيع (قيء)' },
  E_210: { en: 'vomiting blood', ar: 'ترجيع دم' },
  E_51: { en: 'diarrhoea', ar: 'إسهال' },
  E_140: { en: 'black stools', ar: 'براز أسود' },
  E_179: { en: 'blood in the stool', ar: 'دم في البراز' },
  E_30: { en: 'bloating', ar: 'انتفاخ' },
  E_173: { en: 'heartburn', ar: 'حموضة' },
  E_129: { en: 'rash', ar: 'طفح جلدي' },
  E_151: { en: 'swelling', ar: 'تورم' },
  E_69: { en: 'diabetes', ar: 'السكر' },
  E_79: { en: 'smoking', ar: 'التدخين' },
  T_ABDOMINAL_PAIN: { en: 'belly pain', ar: 'ألم في البطن' },
  T_HEADACHE: { en: 'headache', ar: 'صداع' },
  T_BACK_PAIN: { en: 'back pain', ar: 'ألم في الظهر' },
  T_JAUNDICE: { en: 'yellow eyes or skin', ar: 'اصفرار العين أو الجلد' },
  T_CONSTIPATION: { en: 'constipation', ar: 'إمساك' },
  T_BURNING_URINE: { en: 'burning when passing urine', ar: 'حرقان في البول' },
  T_BLOOD_URINE: { en: 'blood in the urine', ar: 'دم في البول' },
  T_FLANK_COLIC: { en: 'pain in the side', ar: 'ألم في الجنب' },
  T_EAR_PAIN: { en: 'ear pain', ar: 'ألم في الأذن' },
  T_TOOTHACHE: { en: 'toothache', ar: 'ألم في الأسنان' },
  T_HIGH_BP_READING: { en: 'high blood pressure', ar: 'ضغط عالي' },
  E_39: { en: 'confusion or unusual sleepiness', ar: 'لخبطة أو نوم غير عادي' },
  E_74: { en: 'red eye', ar: 'احمرار في العين' },
  E_88: { en: 'too unwell to get up', ar: 'تعب شديد يمنع من الحركة' },
  T_INHALER_NOT_HELPING: { en: 'inhaler not helping', ar: 'البخاخة مش نافعة' },
  T_MED_OVERDOSE: { en: 'too much of a medicine', ar: 'جرعة زيادة من دواء' },
  T_SWALLOWED_POISON: { en: 'something poisonous swallowed', ar: 'بلع مادة سامة' },
  T_LIVER_DISEASE: { en: 'hepatitis C or cirrhosis', ar: 'فيروس سي أو تليف الكبد' },
  T_ASCITES: { en: 'fluid in the belly', ar: 'مية على البطن' },
  T_WATER_CONTACT: { en: 'canal or river water', ar: 'مية ترعة أو نهر' },
  T_RAW_MILK: { en: 'raw milk or farm animals', ar: 'لبن من غير غلي أو مواشي' },
  T_LONG_FEVER: { en: 'fever for over a week', ar: 'سخونية أكتر من أسبوع' },
  T_FEVER_ATTACKS: { en: 'fever that comes and goes', ar: 'سخونية بتيجي وتروح' },
  T_HEAT_EXPOSURE: { en: 'time in strong heat', ar: 'التعرض لحر شديد' },
  T_HOT_DRY_SKIN: { en: 'hot, dry skin', ar: 'جلد سخن وناشف' },
  T_DEHYDRATION: { en: 'signs of dehydration', ar: 'علامات جفاف' },
  T_CANNOT_PASS_URINE: { en: 'unable to pass urine', ar: 'عدم القدرة على التبول' },
  T_GAS_HEATER: { en: 'a gas heater or charcoal indoors', ar: 'دفاية غاز أو فحم في مكان مقفول' },
  T_SCORPION: { en: 'a scorpion sting or snake bite', ar: 'لدغة عقرب أو تعبان' },
  T_FOOD_RELIEF: { en: 'pain eased by food', ar: 'ألم بيخف بالأكل' },
  T_HUNGER_PAIN: { en: 'pain when hungry', ar: 'ألم مع الجوع' },
  T_MOUTH_ULCER: { en: 'mouth ulcers', ar: 'قرح في البق' },
  // Findings whose lexicon's first phrase is in the first person ("hit my head", «وقعت») or names a diagnosis
  // ("stroke", "cellulitis"): the line is about whoever the patient is, and says what was reported.
  E_220: { en: 'pain on breathing in', ar: 'ألم مع أخذ النفس' },
  E_221: { en: 'worse on lifting or straining', ar: 'بيزيد مع الشيل أو الحزق' },
  E_216: { en: 'worse on moving', ar: 'بيزيد مع الحركة' },
  E_218: { en: 'worse on exertion', ar: 'بيزيد مع المجهود' },
  E_217: { en: 'worse lying down', ar: 'بيزيد مع النوم على الضهر' },
  T_ONE_LEG_SWOLLEN: { en: 'one swollen calf', ar: 'تورم في سمانة رجل واحدة' },
  T_CALF_PAIN_WALKING: { en: 'calf pain when walking', ar: 'ألم في السمانة مع المشي' },
  T_HEAD_INJURY: { en: 'a knock to the head', ar: 'خبطة في الراس' },
  E_185: { en: 'a knock to the head', ar: 'خبطة في الراس' },
  T_INJURY: { en: 'an injury', ar: 'إصابة' },
  E_156: { en: 'face drooping on one side', ar: 'ميل في ناحية من الوش' },
  T_SUDDEN_WEAKNESS: { en: 'sudden weakness of one side', ar: 'ضعف مفاجئ في ناحية من الجسم' },
  E_93: { en: 'numb feet', ar: 'تنميل في الرجلين' },
  T_HAND_NUMB_NIGHT: { en: 'pins and needles in the fingers', ar: 'تنميل في الصوابع' },
  E_172: { en: 'a drooping eyelid', ar: 'جفن نازل' },
  E_111: { en: 'a feeling of dying', ar: 'إحساس بالموت' },
  E_171: { en: 'feeling detached', ar: 'إحساس بالانفصال عن الجسم' },
  E_127: { en: 'watery eyes', ar: 'دموع في العين' },
  T_SWOLLEN_JOINTS: { en: 'swollen joints', ar: 'تورم في المفاصل' },
  T_TOE_ATTACK: { en: 'a painful big toe', ar: 'ألم في صباع الرجل الكبير' },
  T_PERIOD_PAIN: { en: 'pain with periods', ar: 'ألم مع الدورة' },
  T_HOT_RED_SKIN: { en: 'red, hot skin', ar: 'جلد أحمر وسخن' },
  T_ITCHY_BLISTER_SPOTS: { en: 'itchy blistering spots', ar: 'حبوب مية بتاكل' },
  T_MIGRAINE_FEATURES: { en: 'throbbing headache with light sensitivity', ar: 'صداع نابض مع حساسية من النور' },
  T_LOW_MOOD: { en: 'low mood', ar: 'مزاج مكتئب' },
  T_BAND_BLISTERS: { en: 'a band of blisters on one side', ar: 'فقاقيع على جنب واحد' },
  T_BAND_HEADACHE: { en: 'a headache like a tight band', ar: 'صداع زي رباط حوالين الراس' },
  T_EYE_DISCHARGE: { en: 'sticky eye discharge', ar: 'عماص (إفرازات من العين)' },
  T_DIAPER_RASH: { en: 'nappy rash', ar: 'تسلخات مكان الحفاضة' },
  T_INFANT_CRYING: { en: 'crying for hours', ar: 'عياط بالساعات' },
  T_FOOD_TRIGGER: { en: 'suspect food', ar: 'أكل مشكوك فيه' },
  T_INSECT_STING: { en: 'an insect sting or bite', ar: 'قرصة حشرة' },
  E_42: { en: 'contact with a possible allergen', ar: 'التعرض لحاجة ممكن تعمل حساسية' },
};

/** The name of a finding: our own label, else the first words people use for it. */
export function findingLabel(code: string, lang: Lang): string {
  const own = LABELS[code];
  if (own) return own[lang];
  const entry = LEXICON.find((e) => e.codes[0] === code) ?? LEXICON.find((e) => e.codes.includes(code));
  return entry ? entry[lang][0] : code;
}

const LOCATION_OF: Record<string, string> = { E_55: 'E_53', E_133: 'E_129', E_152: 'E_151' };

/** Lay regions covering the known locations of a location question. */
function regionsOf(cs: CaseData, code: string, lang: Lang): string[] {
  const a = cs.answers[code];
  if (!a || a.t !== 'M') return [];
  const values = new Set([...(a.v ?? []), ...(a.groups ?? []).flat()]);
  return BODY_REGIONS.filter((r) => r.values.some((v) => values.has(v))).map((r) =>
    r.label[lang].replace(/\s*\(.*\)/, '').toLowerCase(),
  );
}

const WORDS = {
  // The Arabic names whom the findings are about: the patient, to the person or about him/her (engine/person.ts).
  understood: { en: 'I understood:', ar: 'فهمت إن عندك:' },
  understoodHe: { en: 'I understood:', ar: 'فهمت إن عنده:' },
  understoodShe: { en: 'I understood:', ar: 'فهمت إن عندها:' },
  without: { en: 'and no', ar: 'ومن غير' },
  correct: {
    en: 'If I got something wrong, tell me, for example: "no, I don\'t have fever".',
    ar: 'لو فهمت حاجة غلط قولّي، مثلًا: «لا، مفيش سخونية».',
  },
  corrected: { en: 'Corrected: no', ar: 'تم التصحيح: مفيش' },
  and: { en: ', ', ar: '، ' },
} satisfies Record<string, Text>;

/**
 * What the person's own words were understood as (findings not asked as questions), with the
 * way to correct it; null when nothing was recorded. `weak`: codes read only weakly, left out.
 */
export function understoodText(cs: CaseData, lang: Lang, weak: ReadonlySet<string> = new Set()): string | null {
  const present: string[] = [];
  const absent: string[] = [];
  const shown = new Set<string>();
  for (const [code, a] of Object.entries(cs.answers)) {
    if (cs.asked.includes(code)) continue;
    // Only confident readings are shown as understood (a weak one is one short or stemmed word: Finding.weak).
    if (weak.has(code)) continue;
    if (a.t === 'B' && a.v !== -1) {
      const label = findingLabel(code, lang);
      if (shown.has(label)) continue;
      shown.add(label);
      (a.v === 1 ? present : absent).push(label);
    }
  }
  // A located pain, rash or swelling is shown with its place ("pain (chest)").
  for (const [loc, broad] of Object.entries(LOCATION_OF)) {
    const regions = regionsOf(cs, loc, lang);
    if (!regions.length) continue;
    const label = findingLabel(broad, lang);
    const i = present.indexOf(label);
    const withPlace = `${label} (${regions.join(WORDS.and[lang])})`;
    if (i >= 0) present[i] = withPlace;
    else present.push(withPlace);
  }
  if (!present.length && !absent.length) return null;
  const person = casePerson(cs);
  const understood = person === 'he' ? WORDS.understoodHe : person === 'she' ? WORDS.understoodShe : WORDS.understood;
  const parts = [`${understood[lang]} ${present.join(WORDS.and[lang])}`.trim()];
  if (absent.length) parts.push(`${WORDS.without[lang]} ${absent.join(WORDS.and[lang])}`);
  return `${parts.join(present.length ? (lang === 'en' ? ', ' : '، ') : ' ')}.\n${WORDS.correct[lang]}`;
}

export function correctedText(codes: string[], lang: Lang): string {
  return `${WORDS.corrected[lang]} ${codes.map((c) => findingLabel(c, lang)).join(WORDS.and[lang])}.`;
}
