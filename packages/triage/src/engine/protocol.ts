import type { Lang, Sex, Text } from '../types.ts';
import { LOC } from '../kb/tabib-conditions.ts';
import { MENTAL_HEALTH_HOTLINE } from '../i18n/messages.ts';
import { parseYesNo } from '../nlu/answers.ts';
import { detectConcepts } from './concepts.ts';
import type { CaseData } from './model.ts';

/**
 * The triage protocol: the safety layer beside the Bayesian engine (decision 013).
 *
 * Discriminators come from open, validated triage systems and each names its source:
 * - SATS: South African Triage Scale (adults; red and orange discriminators = emergency here, yellow = urgent).
 * - ETAT: WHO Emergency Triage Assessment and Treatment (emergency signs in children).
 * - IMCI: WHO Integrated Management of Childhood Illness (general danger signs, dehydration).
 * - NG143: NICE NG143, fever in under 5s (traffic-light table: red = emergency, amber = urgent).
 * - NG51: NICE NG51, suspected sepsis (high-risk criteria).
 * - FAST: face, arm, speech, time (stroke).
 * - NICE CKS / NG133 where the systems above are silent (cauda equina, testicular torsion, pre-eclampsia).
 *
 * The protocol only ever raises urgency: an emergency discriminator ends the interview at once, an urgent one
 * sets a floor. The Bayesian engine still ranks the conditions and picks the specialty.
 */
export type Level = 'emergency' | 'urgent';
export type Source = 'SATS' | 'ETAT' | 'IMCI' | 'NG143' | 'NG51' | 'FAST' | 'NICE CKS' | 'NG133';

export interface SafetyContext {
  cs: CaseData;
  /** Age in months when known (babies), else age in years × 12. */
  ageMonths: number;
  sex: Sex;
  /** Danger-sign families said so far (free text and "yes" answers to the screen). */
  concepts: Set<string>;
}

export interface ProtocolRule {
  id: string;
  level: Level;
  source: Source;
  reason: Text;
  /** Condition(s) to name first when the rule fires (the likeliest of them wins). */
  suggests?: string[];
  test: (c: Ctx) => boolean;
}

/** Context with helpers: a family counts when said in text or answered "yes" to the matching question. */
class Ctx {
  constructor(readonly s: SafetyContext) {}
  get months(): number {
    return this.s.ageMonths;
  }
  get years(): number {
    return this.s.ageMonths / 12;
  }
  get male(): boolean {
    return this.s.sex === 'M';
  }
  yes(code: string): boolean {
    const a = this.s.cs.answers[code];
    return !!a && a.t === 'B' && a.v === 1;
  }
  scale(code: string): number {
    const a = this.s.cs.answers[code];
    return a && a.t === 'C' && a.v !== null ? Number(a.v) : -1;
  }
  at(code: string, group: string): boolean {
    const a = this.s.cs.answers[code];
    if (!a || a.t !== 'M') return false;
    const g = group.split('|');
    return [...(a.v ?? []), ...(a.groups ?? []).flat()].some((v) => g.includes(v));
  }
  has(...ids: string[]): boolean {
    return ids.some((id) => this.s.concepts.has(id) || (EVIDENCE_OF[id] ?? []).some((code) => this.yes(code) && (!ASKED_ONLY.has(code) || this.s.cs.asked.includes(code))) || (id in LOCATED && LOCATED[id](this)));
  }
}

/**
 * Engine findings that count only as answers to their question: the words behind them in free text are
 * too loose ("معدتي متلخبطة", my stomach is upset, is not confusion); the text family decides there.
 */
const ASKED_ONLY = new Set(['E_39']);

/** Engine answers that mean the same as a text family. */
const EVIDENCE_OF: Record<string, string[]> = {
  FEVER: ['E_91'],
  CONFUSED: ['E_39'],
  JAUNDICE: ['T_JAUNDICE'],
  BREATHLESS: ['E_66'],
  NAUSEA: ['E_148', 'E_211'],
  SWEATY: ['E_50'],
  FAINT: ['E_159'],
  HEADACHE: ['T_HEADACHE'],
  STIFF_NECK: ['T_STIFF_NECK'],
  PREGNANT: ['E_167'],
  CONVULSION: ['T_SEIZURE'],
  BURN: ['T_BURN'],
  HEAD_INJURY: ['T_HEAD_INJURY'],
  GI_BLEED: ['E_210', 'E_140'],
  FLANK_PAIN: ['T_FLANK_COLIC'],
  BACK_PAIN: ['T_BACK_PAIN'],
  ABD_PAIN: ['T_ABDOMINAL_PAIN'],
  VISION: ['T_BLURRED_VISION'],
  SUICIDAL: ['T_SUICIDAL'],
  FACE_DROOP: ['E_156'],
  SPEECH: ['E_63'],
  LIMB_WEAK: ['T_SUDDEN_WEAKNESS'],
  TESTIS_PAIN: ['T_TESTICLE_PAIN'],
  STRIDOR: ['E_194'],
  WHEEZE: ['E_214'],
  COUGH: ['E_201'],
  DIARRHOEA: ['E_51'],
  PALPITATIONS: ['E_155'],
  HIGH_SUGAR: ['T_HIGH_SUGAR'],
  LOW_SUGAR: ['T_SHAKY_HUNGRY'],
  PAIN_ANY: ['E_53'],
  SWELLING_ANY: ['E_151'],
  RASH: ['E_129'],
  RIGORS: ['E_94'],
};
const LOCATED: Record<string, (c: Ctx) => boolean> = {
  CHEST_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.chest),
  ABD_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.belly),
  HEADACHE: (c) => c.yes('E_53') && c.at('E_55', LOC.head),
  FLANK_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.flank),
  BACK_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.lowBack),
  TESTIS_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.testis),
};

const T = (en: string, ar: string): Text => ({ en, ar });

export const PROTOCOL_RULES: ProtocolRule[] = [
  {
    id: 'stroke-fast',
    level: 'emergency',
    source: 'FAST',
    reason: T('A face drooping on one side, a weak arm or hand, or speech that is slurred or strange can be a stroke. Every minute counts.', 'ميل الوجه لجهة واحدة أو ضعف الذراع أو اليد أو الكلام الثقيل أو الغريب قد يكون سكتة دماغية، وكل دقيقة مهمة.'),
    suggests: ['stroke'],
    test: (c) => c.has('FACE_DROOP', 'SPEECH', 'LIMB_WEAK') || c.yes('T_SUDDEN_WEAKNESS'),
  },
  {
    id: 'reduced-consciousness',
    level: 'emergency',
    source: 'SATS',
    reason: T('New confusion, unusual sleepiness or being hard to wake is a sign that the brain is affected (infection, poisoning, liver or sugar problems, bleeding). This needs emergency care now.', 'التشوش الجديد أو النعاس غير المعتاد أو صعوبة الإيقاظ علامة على أن المخ متأثر (عدوى أو تسمم أو مشكلة في الكبد أو السكر أو نزيف)، ويحتاج إلى رعاية طارئة فورًا.'),
    suggests: ['hypoglycemia', 'hepatic-encephalopathy', 'sepsis', 'meningitis', 'stroke', 'carbon-monoxide-poisoning', 'poisoning'],
    test: (c) => c.has('CONFUSED', 'SLEEPY'),
  },
  {
    id: 'overdose',
    level: 'emergency',
    source: 'SATS',
    reason: T('Too many pills of any medicine, or a poison or chemical swallowed, needs emergency care now, even if the person feels well: paracetamol damages the liver silently over the first day.', 'تناول جرعة زائدة من أي دواء أو بلع سم أو مادة كيميائية يحتاج إلى رعاية طارئة فورًا حتى لو كان الشخص يبدو بخير: الباراسيتامول يتلف الكبد بصمت خلال اليوم الأول.'),
    suggests: ['paracetamol-overdose', 'poisoning', 'acute-liver-failure'],
    test: (c) => c.has('OVERDOSE', 'POISONING') || (c.months < 72 && c.has('CHILD_INGESTION')),
  },
  {
    id: 'suicidal-thoughts',
    level: 'emergency',
    source: 'SATS',
    reason: T(
      `Thoughts of not wanting to live or of ending your life are an emergency. You are not alone: call 123, or the free mental-health hotline of the Ministry of Health on ${MENTAL_HEALTH_HOTLINE.main} (24 hours), and stay with someone you trust.`,
      `التفكير في عدم الرغبة في الحياة أو في إنهائها حالة طارئة. أنت لست وحدك: اتصل بـ 123، أو بالخط الساخن المجاني للصحة النفسية التابع لوزارة الصحة ${MENTAL_HEALTH_HOTLINE.main} (24 ساعة)، وابقَ مع شخص تثق به.`,
    ),
    suggests: ['suicidal-crisis'],
    test: (c) => c.has('SUICIDAL'),
  },
  {
    id: 'breathing-severe',
    level: 'emergency',
    source: 'SATS',
    reason: T('Breathlessness at rest, being unable to finish a sentence, blue lips, or an inhaler that does not help means the lungs are not coping. This needs emergency care now.', 'ضيق التنفس أثناء الراحة أو عدم القدرة على إكمال جملة أو ازرقاق الشفاه أو عدم استجابة البخاخة يعني أن الرئتين لا تتحملان، ويحتاج إلى رعاية طارئة فورًا.'),
    suggests: ['asthma-attack', 'copd-exacerbation', 'pneumonia', 'bronchiolitis', 'pulmonary-embolism'],
    test: (c) => c.has('SENTENCES', 'BLUE') || (c.has('BREATHLESS') && c.has('AT_REST')) || (c.has('INHALER') && c.has('NOT_HELPING')) || (c.has('BREATHLESS') && c.has('RIBS')),
  },
  {
    id: 'airway',
    level: 'emergency',
    source: 'ETAT',
    reason: T('Noisy, high-pitched breathing in, or the skin sucking in between the ribs, means the airway is narrowing. This needs emergency care now.', 'صوت حاد مع الشهيق أو دخول الجلد بين الضلوع مع التنفس يعني أن مجرى الهواء يضيق، ويحتاج إلى رعاية طارئة فورًا.'),
    suggests: ['croup', 'epiglottitis', 'anaphylaxis', 'bronchiolitis'],
    test: (c) => c.has('STRIDOR', 'RIBS', 'AIRWAY_SIGNS') || (c.has('BARK') && c.has('BREATHLESS', 'FAST_BREATHING')) || (c.yes('E_66') && c.yes('E_75')),
  },
  {
    id: 'chest-pain-danger',
    level: 'emergency',
    source: 'SATS',
    reason: T('Chest pain together with sweating, feeling sick, breathlessness, fainting or pain spreading to the arm, jaw or back can be a heart attack, even if it feels like indigestion.', 'ألم الصدر مع العرق أو الغثيان أو ضيق التنفس أو الإغماء أو امتداد الألم إلى الذراع أو الفك أو الظهر قد يكون أزمة قلبية، حتى لو بدا كأنه سوء هضم.'),
    suggests: ['heart-attack', 'unstable-angina', 'pulmonary-embolism', 'aortic-dissection'],
    test: (c) => c.has('CHEST_PAIN') && (c.has('SWEATY', 'RADIATING', 'FAINT', 'BREATHLESS') || (c.years >= 40 && c.has('NAUSEA'))),
  },
  {
    id: 'infant-fever',
    level: 'emergency',
    source: 'NG143',
    reason: T('A baby under 3 months with a fever (38 °C or more) needs to be seen by a doctor in an emergency department now.', 'الرضيع الأصغر من 3 أشهر المصاب بحرارة (38 درجة أو أكثر) يجب أن يفحصه طبيب في قسم الطوارئ فورًا.'),
    suggests: ['serious-bacterial-infection', 'sepsis', 'meningitis'],
    test: (c) => c.months < 3 && c.has('FEVER'),
  },
  {
    id: 'child-danger-signs',
    level: 'emergency',
    source: 'IMCI',
    reason: T('A young child who cannot drink or breastfeed, vomits everything, has had a fit, or is floppy, very sleepy or has a rash that does not fade when pressed needs emergency care now.', 'الطفل الصغير الذي لا يستطيع الشرب أو الرضاعة أو يتقيأ كل شيء أو حدثت له تشنجات أو أصبح رخوًا أو نعسانًا جدًا أو عنده طفح لا يختفي بالضغط يحتاج إلى رعاية طارئة فورًا.'),
    suggests: ['serious-bacterial-infection', 'dehydration', 'sepsis', 'meningitis', 'pneumonia'],
    test: (c) => c.months < 60 && (c.has('NOT_DRINKING', 'CONVULSION', 'NONBLANCH', 'WEAK_CRY', 'BLUE') || (c.has('SUNKEN') && c.has('NO_URINE', 'DRY', 'NOT_DRINKING', 'DIARRHOEA', 'NAUSEA')) || (c.months < 12 && c.has('NO_URINE'))),
  },
  {
    id: 'sepsis',
    level: 'emergency',
    source: 'NG51',
    reason: T('Fever or infection with mottled, grey or bluish skin, a rash that does not fade when pressed, or no urine all day can be sepsis. This needs emergency care now.', 'الحرارة أو العدوى مع جلد مبقع أو رمادي أو مزرق، أو طفح لا يختفي بالضغط، أو عدم التبول طوال اليوم قد يكون تسممًا في الدم (إنتان)، ويحتاج إلى رعاية طارئة فورًا.'),
    suggests: ['sepsis', 'meningitis', 'serious-bacterial-infection'],
    test: (c) => c.has('MOTTLED', 'NONBLANCH') || (c.has('FEVER', 'RIGORS') && c.has('NO_URINE') && c.months >= 60),
  },
  {
    id: 'meningitis-signs',
    level: 'emergency',
    source: 'NG143',
    reason: T('A stiff neck with fever or a headache, or light hurting the eyes with fever, can be meningitis.', 'تيبس الرقبة مع الحرارة أو الصداع، أو انزعاج العينين من الضوء مع الحرارة، قد يكون التهابًا سحائيًا.'),
    suggests: ['meningitis'],
    test: (c) => (c.has('STIFF_NECK') && (c.has('FEVER', 'NONBLANCH') || (c.s.concepts.has('HEADACHE') && c.has('LIGHT_HURTS', 'SLEEPY', 'CONFUSED', 'NAUSEA')))) || (c.has('LIGHT_HURTS') && c.has('FEVER') && c.has('HEADACHE', 'NAUSEA')),
  },
  {
    id: 'thunderclap-headache',
    level: 'emergency',
    source: 'SATS',
    reason: T('A sudden, extremely severe headache ("the worst ever") can be bleeding in the brain.', 'الصداع المفاجئ الشديد جدًا («الأسوأ في حياتي») قد يكون نزيفًا في المخ.'),
    suggests: ['subarachnoid-haemorrhage', 'stroke'],
    test: (c) => c.has('THUNDERCLAP') || (c.has('HEADACHE') && c.has('SUDDEN') && c.has('SEVERE')) || (c.has('HEADACHE') && c.scale('E_56') >= 9 && c.scale('E_59') >= 9),
  },
  {
    id: 'gi-bleeding',
    level: 'emergency',
    source: 'SATS',
    reason: T('Vomiting blood or passing black, tarry or bloody stools can be bleeding in the gut.', 'القيء الدموي أو البراز الأسود كالقطران أو المختلط بالدم قد يكون نزيفًا في الجهاز الهضمي.'),
    suggests: ['upper-gi-bleed', 'peptic-ulcer', 'intussusception'],
    test: (c) => c.has('GI_BLEED'),
  },
  {
    id: 'acute-abdomen',
    level: 'emergency',
    source: 'SATS',
    reason: T('Severe belly pain that came on suddenly, a hard belly that cannot be touched, or severe pain that nothing relieves needs a surgeon today.', 'ألم البطن الشديد المفاجئ أو البطن المتصلبة التي لا يمكن لمسها أو الألم الشديد الذي لا يهدأ بأي شيء يحتاج إلى جراح اليوم.'),
    suggests: ['appendicitis', 'intussusception', 'ectopic-pregnancy', 'peptic-ulcer'],
    test: (c) => c.has('RIGID') || (c.has('ABD_PAIN') && c.has('SEVERE') && c.has('SUDDEN')) || (c.has('SEVERE') && c.has('NOTHING_HELPS')),
  },
  {
    id: 'jaundice-danger',
    level: 'emergency',
    source: 'SATS',
    reason: T('Yellow eyes or skin together with confusion, sleepiness, bleeding or belly pain can be liver failure or a blocked, infected bile duct.', 'اصفرار العينين أو الجلد مع التشوش أو النعاس أو النزيف أو ألم البطن قد يكون فشلًا في الكبد أو انسدادًا والتهابًا في القنوات المرارية.'),
    suggests: ['acute-liver-failure', 'hepatic-encephalopathy', 'paracetamol-overdose', 'viral-hepatitis'],
    test: (c) => c.has('JAUNDICE') && (c.has('CONFUSED', 'SLEEPY', 'BLEED', 'GI_BLEED', 'ABD_PAIN') || c.has('OVERDOSE')),
  },
  {
    id: 'flank-pain-fever',
    level: 'emergency',
    source: 'SATS',
    reason: T('Severe pain in the side or back with fever or shivering can be an infected, blocked kidney.', 'الألم الشديد في الجنب أو الظهر مع الحرارة أو الرعشة قد يكون كلية ملتهبة ومسدودة.'),
    suggests: ['pyelonephritis', 'kidney-stone'],
    test: (c) => c.has('FLANK_PAIN') && c.has('FEVER', 'RIGORS') && (c.has('SEVERE') || c.scale('E_56') >= 7),
  },
  {
    id: 'pregnancy-danger',
    level: 'emergency',
    source: 'NG133',
    reason: T('In pregnancy, bleeding, severe belly pain, a severe headache with blurred vision or swelling of the face or hands, fits, fewer baby movements or waters breaking early need emergency care.', 'أثناء الحمل، النزيف أو ألم البطن الشديد أو الصداع الشديد مع زغللة النظر أو تورم الوجه أو اليدين أو التشنجات أو قلة حركة الجنين أو نزول المياه مبكرًا يحتاج إلى رعاية طارئة.'),
    suggests: ['ectopic-pregnancy', 'pre-eclampsia', 'placental-abruption'],
    test: (c) =>
      !c.male &&
      c.months >= 120 &&
      (c.has('PREGNANT', 'MISSED_PERIOD') || c.yes('T_MISSED_PERIOD')) &&
      (c.has('BLEED') || c.yes('T_VAGINAL_BLEEDING') || c.has('FAINT') || (c.has('ABD_PAIN', 'FLANK_PAIN', 'PAIN') && (c.has('SEVERE', 'SUDDEN', 'RADIATING', 'DIZZY') || c.scale('E_56') >= 7)) || (c.has('HEADACHE') && c.has('VISION', 'SWELL_FACE')) || (c.has('VISION') && c.has('SWELL_FACE')) || (c.has('PREGNANT') && c.has('CONVULSION', 'BABY_MOVES', 'WATERS'))),
  },
  {
    id: 'testicular-pain',
    level: 'emergency',
    source: 'NICE CKS',
    reason: T('Sudden pain or swelling in a testicle can be torsion, which must be treated within hours to save the testicle.', 'الألم أو التورم المفاجئ في الخصية قد يكون التواءً يجب علاجه خلال ساعات لإنقاذ الخصية.'),
    suggests: ['testicular-torsion'],
    // Pain running from the side down to the testicle is renal colic, not torsion.
    test: (c) => c.male && c.years <= 40 && !c.has('FLANK_PAIN') && (c.yes('T_TESTICLE_PAIN') || (c.has('TESTIS') && c.has('PAIN', 'SWELLING'))),
  },
  {
    id: 'cauda-equina',
    level: 'emergency',
    source: 'NICE CKS',
    reason: T('Back pain with numbness between the legs, new trouble controlling the bladder or bowels, or both legs weak can be pressure on the nerves of the spine (cauda equina).', 'ألم الظهر مع تنميل بين الفخذين أو صعوبة جديدة في التحكم في البول أو البراز أو ضعف الساقين قد يكون ضغطًا على أعصاب نهاية الحبل الشوكي.'),
    suggests: ['cauda-equina', 'lumbar-disc'],
    test: (c) => c.has('SADDLE') || (c.has('BACK_PAIN', 'BACK') && c.has('CONTINENCE', 'BOTH_LEGS', 'NO_URINE')),
  },
  {
    id: 'urinary-retention',
    level: 'emergency',
    source: 'SATS',
    reason: T('Being unable to pass urine for hours needs a catheter in the emergency department.', 'عدم القدرة على التبول لساعات يحتاج إلى تركيب قسطرة في قسم الطوارئ.'),
    suggests: ['acute-urinary-retention', 'bph'],
    test: (c) => c.months >= 144 && c.has('NO_URINE'),
  },
  {
    id: 'burn-serious',
    level: 'emergency',
    source: 'SATS',
    reason: T('A burn or scald in a young child, or a large, electrical, chemical or face, hand or genital burn, needs emergency care. Cool it under running water for 20 minutes on the way.', 'الحرق أو السلق في طفل صغير، أو الحرق الكبير أو الكهربائي أو الكيميائي أو في الوجه أو اليدين أو الأعضاء التناسلية، يحتاج إلى رعاية طارئة. بَرِّده تحت ماء جارٍ لمدة 20 دقيقة في الطريق.'),
    suggests: ['burn'],
    test: (c) => c.has('BURN') && !c.has('SUNBURN') && (c.months < 60 || c.has('BURN_SERIOUS')),
  },
  {
    id: 'envenomation',
    level: 'emergency',
    source: 'SATS',
    reason: T('A scorpion sting or snake bite needs emergency care now, especially in a child: keep still and go to the nearest hospital.', 'لدغة العقرب أو الثعبان تحتاج إلى رعاية طارئة فورًا، خاصة في الأطفال: ابقَ ساكنًا وتوجه إلى أقرب مستشفى.'),
    suggests: ['scorpion-sting'],
    test: (c) => c.has('SCORPION'),
  },
  {
    id: 'carbon-monoxide',
    level: 'emergency',
    source: 'SATS',
    reason: T('Headache, dizziness, vomiting or sleepiness near a gas heater, water heater or charcoal, or several people ill at once, can be carbon monoxide poisoning. Get everyone into fresh air and call 123.', 'الصداع أو الدوخة أو القيء أو النعاس بالقرب من سخان أو دفاية غاز أو فحم، أو مرض عدة أشخاص معًا، قد يكون تسممًا بأول أكسيد الكربون. اخرجوا جميعًا إلى الهواء واتصلوا بـ 123.'),
    suggests: ['carbon-monoxide-poisoning'],
    test: (c) => c.has('CO_SOURCE') && c.has('HEADACHE', 'DIZZY', 'NAUSEA', 'SLEEPY', 'CONFUSED', 'FAINT', 'GROUP'),
  },
  {
    id: 'anaphylaxis',
    level: 'emergency',
    source: 'SATS',
    reason: T('An allergic reaction with breathing trouble, throat or face swelling, or faintness can be anaphylaxis.', 'رد الفعل التحسسي المصحوب بصعوبة في التنفس أو تورم في الحلق أو الوجه أو شعور بالإغماء قد يكون صدمة تحسسية.'),
    suggests: ['anaphylaxis'],
    test: (c) => c.has('THROAT_SWELL') && (c.has('ALLERGY', 'BREATHLESS', 'SWELLING') || c.yes('E_42')),
  },
  {
    id: 'seizure',
    level: 'emergency',
    source: 'SATS',
    reason: T('A fit that is happening now, a first fit, or a fit in a young child or with fever needs emergency care.', 'نوبة التشنج الجارية الآن أو أول نوبة أو التشنج في طفل صغير أو مع الحرارة يحتاج إلى رعاية طارئة.'),
    suggests: ['epilepsy', 'febrile-seizure'],
    test: (c) => c.has('CONVULSION') && (c.months < 72 || c.has('FEVER', 'SLEEPY', 'CONFUSED', 'HEAD_INJURY', 'PREGNANT')),
  },
  {
    id: 'head-injury-danger',
    level: 'emergency',
    source: 'SATS',
    reason: T('A head injury followed by vomiting, sleepiness, confusion, fainting or a fit needs an urgent scan.', 'إصابة الرأس المتبوعة بقيء أو نعاس أو تشوش أو إغماء أو تشنج تحتاج إلى فحص عاجل بالأشعة.'),
    suggests: ['concussion'],
    test: (c) => c.has('HEAD_INJURY') && c.has('NAUSEA', 'SLEEPY', 'CONFUSED', 'FAINT', 'CONVULSION'),
  },
  {
    id: 'sugar-emergency',
    level: 'emergency',
    source: 'SATS',
    reason: T('Very high blood sugar with vomiting, fast breathing or drowsiness can be diabetic ketoacidosis; very low sugar with confusion needs help now.', 'ارتفاع السكر الشديد مع القيء أو سرعة التنفس أو النعاس قد يكون حماضًا كيتونيًا، وهبوط السكر مع التشوش يحتاج إلى مساعدة فورية.'),
    suggests: ['diabetic-ketoacidosis', 'hypoglycemia'],
    test: (c) =>
      (c.has('HIGH_SUGAR') && c.has('NAUSEA', 'FAST_BREATHING', 'BREATHLESS', 'SLEEPY')) ||
      (c.has('DIABETIC') && c.has('NAUSEA') && c.has('ABD_PAIN', 'FAST_BREATHING', 'THIRST', 'SLEEPY')) ||
      (c.has('LOW_SUGAR') && c.has('FAINT', 'CONVULSION')),
  },
  {
    id: 'heat-stroke',
    level: 'emergency',
    source: 'SATS',
    reason: T('After heat exposure, collapse, confusion or a very high temperature can be heat stroke: cool the person and call 123.', 'بعد التعرض للحر، الانهيار أو التشوش أو الحرارة المرتفعة جدًا قد يكون ضربة شمس: برِّد الشخص واتصل بـ 123.'),
    suggests: ['heat-stroke'],
    test: (c) => c.has('HEAT') && c.has('FAINT', 'VERY_HIGH_FEVER', 'CONVULSION'),
  },
  // Urgent floors: never routine or self-care.
  {
    id: 'young-infant-fever',
    level: 'urgent',
    source: 'NG143',
    reason: T('A baby aged 3 to 6 months with a fever should be seen by a doctor today.', 'الرضيع من 3 إلى 6 أشهر المصاب بالحرارة يجب أن يفحصه طبيب اليوم.'),
    suggests: ['serious-bacterial-infection'],
    test: (c) => c.months < 6 && c.has('FEVER'),
  },
  {
    id: 'child-dehydration',
    level: 'urgent',
    source: 'NG143',
    reason: T('A young child with a dry mouth, no tears, fewer wet nappies or sunken eyes may be getting dehydrated and should be seen today.', 'الطفل الصغير الذي يعاني من جفاف الفم أو البكاء بلا دموع أو قلة الحفاضات المبللة أو غور العينين قد يكون مصابًا بالجفاف ويجب أن يفحصه طبيب اليوم.'),
    suggests: ['dehydration', 'gastroenteritis'],
    test: (c) => c.months < 60 && c.has('DRY', 'NO_URINE', 'SUNKEN'),
  },
  {
    id: 'adult-chest-pain',
    level: 'urgent',
    source: 'SATS',
    reason: T('Chest pain in an adult should be checked by a doctor today.', 'ألم الصدر عند البالغين يجب أن يفحصه طبيب اليوم.'),
    test: (c) => c.years >= 30 && c.has('CHEST_PAIN'),
  },
  {
    id: 'breathless-asthma',
    level: 'urgent',
    source: 'SATS',
    reason: T('Breathlessness in someone with asthma or COPD needs a doctor today.', 'ضيق التنفس لدى مريض الربو أو السدة الرئوية يحتاج إلى طبيب اليوم.'),
    test: (c) => c.has('ASTHMA') && c.has('BREATHLESS', 'WHEEZE'),
  },
  {
    id: 'jaundice',
    level: 'urgent',
    source: 'SATS',
    reason: T('Yellow eyes or skin should be checked by a doctor today.', 'اصفرار العينين أو الجلد يحتاج إلى كشف طبي اليوم.'),
    test: (c) => c.has('JAUNDICE'),
  },
  {
    id: 'pregnancy-headache-pain',
    level: 'urgent',
    source: 'NG133',
    reason: T('A headache or belly pain in pregnancy should be checked today (blood pressure and urine).', 'الصداع أو ألم البطن أثناء الحمل يحتاج إلى كشف اليوم (قياس الضغط وتحليل البول).'),
    test: (c) => !c.male && c.has('PREGNANT') && c.has('HEADACHE', 'ABD_PAIN', 'SWELL_FACE', 'VISION'),
  },
  {
    id: 'burn',
    level: 'urgent',
    source: 'SATS',
    reason: T('A burn should be seen by a doctor today. Cool it under running water for 20 minutes.', 'الحرق يحتاج إلى كشف طبي اليوم. بَرِّده تحت ماء جارٍ لمدة 20 دقيقة.'),
    test: (c) => c.has('BURN') && !c.has('SUNBURN'),
  },
  {
    id: 'seizure-resolved',
    level: 'urgent',
    source: 'SATS',
    reason: T('A fit, even one that has stopped, should be checked by a doctor today.', 'نوبة التشنج، حتى لو توقفت، تحتاج إلى كشف طبي اليوم.'),
    test: (c) => c.has('CONVULSION'),
  },
  {
    id: 'severe-pain',
    level: 'urgent',
    source: 'SATS',
    reason: T('Severe pain should be assessed by a doctor today.', 'الألم الشديد يحتاج إلى تقييم طبي اليوم.'),
    // "Severe" in words is too common (جامد is everyday Egyptian for strong) to floor on its own; the 0-10 scale decides.
    test: (c) => c.scale('E_56') >= 8,
  },
  {
    id: 'infant-unsure',
    level: 'urgent',
    source: 'NG143',
    reason: T('For a baby under 3 months, a danger sign that cannot be ruled out is treated as possible: a doctor should see the baby today.', 'في الرضيع الأصغر من 3 أشهر، علامة الخطر التي لا يمكن استبعادها تُعامل كأنها محتملة: يجب أن يفحصه طبيب اليوم.'),
    test: (c) => c.months < 3 && c.has('UNSURE_DANGER'),
  },
  {
    id: 'fainting',
    level: 'urgent',
    source: 'SATS',
    reason: T('Fainting should be checked by a doctor today.', 'الإغماء يحتاج إلى كشف طبي اليوم.'),
    test: (c) => c.has('FAINT'),
  },
];

const RULE_BY_ID = new Map(PROTOCOL_RULES.map((r) => [r.id, r]));

export function protocolRule(id: string): ProtocolRule | undefined {
  return RULE_BY_ID.get(id);
}

/**
 * Families that must be said together in one sentence to count: "took" + "20" + "tablets",
 * "drank" + "bleach". They become one derived family so that they can be remembered across turns.
 */
let lastText: string | null = null;
let lastConcepts: string[] = [];

export function textConcepts(text: string): string[] {
  // One message is read by the interview and by textRedFlags in the same turn: remember the last one.
  if (text === lastText) return [...lastConcepts];
  // A bare "yes", "no" or "don't know" names no danger sign; most turns are such answers.
  const out = text.length <= 24 && parseYesNo(text) !== null ? [] : derivedConcepts(text);
  lastText = text;
  lastConcepts = out;
  return [...out];
}

function derivedConcepts(text: string): string[] {
  const { all, sentences } = detectConcepts(text);
  const out = new Set(all);
  for (const s of sentences) {
    if ((s.has('INGEST') && s.has('MEDS') && s.has('MANY')) || s.has('OVERDOSE_WORD')) out.add('OVERDOSE');
    if (s.has('POISON') && (s.has('INGEST') || s.has('SWALLOW') || s.has('OVERDOSE_WORD'))) out.add('POISONING');
    // A small child who swallowed anyone's pills or a household product: any amount counts.
    if (s.has('SWALLOW') && (s.has('MEDS') || s.has('POISON'))) out.add('CHILD_INGESTION');
    if (s.has('BELLY') && s.has('PAIN')) out.add('ABD_PAIN');
    if (s.has('FLANK') && s.has('PAIN')) out.add('FLANK_PAIN');
    if (s.has('BACK') && s.has('PAIN')) out.add('BACK_PAIN');
    if (s.has('TESTIS') && s.has('PAIN')) out.add('TESTIS_PAIN');
  }
  for (const id of ['INGEST', 'SWALLOW', 'MEDS', 'MANY', 'POISON', 'OVERDOSE_WORD']) out.delete(id);
  return [...out].sort();
}

export interface ProtocolResult {
  emergency: string[];
  urgent: string[];
}

export function evaluateProtocol(s: SafetyContext): ProtocolResult {
  const c = new Ctx(s);
  const emergency: string[] = [];
  const urgent: string[] = [];
  for (const r of PROTOCOL_RULES) {
    if (!r.test(c)) continue;
    (r.level === 'emergency' ? emergency : urgent).push(r.id);
  }
  return { emergency, urgent };
}

// --- The asked screen -------------------------------------------------------------------------

export type Category = 'breathing' | 'chest' | 'belly' | 'head' | 'fever' | 'neuro' | 'urinary' | 'back' | 'pregnancy' | 'mood' | 'child' | 'injury' | 'any';

export interface Discriminator {
  /** Answer code (stored in the case like an engine answer; it has no likelihoods, so it never moves the ranking). */
  code: string;
  source: Source;
  level: Level;
  /** The families a "yes" asserts; the rules above then decide, together with everything else known. */
  asserts: string[];
  /** Engine findings a "yes" also means (so the ranking can use them). */
  implies?: string[];
  categories: Category[];
  minMonths?: number;
  maxMonths?: number;
  sex?: Sex;
  /** Plain wording: to the person ("you") and about a child ("he" / "she"). */
  question: { en: { you: string; he: string; she: string }; ar: { you: string; he: string; she: string } };
}

const Q = (en: [string, string, string], ar: [string, string, string]) => ({ en: { you: en[0], he: en[1], she: en[2] }, ar: { you: ar[0], he: ar[1], she: ar[2] } });

export const DISCRIMINATORS: Discriminator[] = [
  {
    code: 'P_HARD_TO_WAKE', source: 'IMCI', level: 'emergency', asserts: ['SLEEPY'], categories: ['child', 'fever', 'belly', 'breathing', 'head', 'injury'], maxMonths: 60,
    question: Q(['Is the child unusually sleepy, floppy or hard to wake?', 'Is he unusually sleepy, floppy or hard to wake?', 'Is she unusually sleepy, floppy or hard to wake?'], ['هل الطفل نعسان بشكل غير معتاد أو جسمه مرتخٍ أو يصعب إيقاظه؟', 'هل هو نعسان بشكل غير معتاد أو جسمه مرتخٍ أو يصعب إيقاظه؟', 'هل هي نعسانة بشكل غير معتاد أو جسمها مرتخٍ أو يصعب إيقاظها؟']),
  },
  {
    code: 'P_NOT_DRINKING', source: 'IMCI', level: 'emergency', asserts: ['NOT_DRINKING'], categories: ['child', 'fever', 'belly'], maxMonths: 60,
    question: Q(['Is the child unable to drink or breastfeed, or vomiting everything?', 'Is he unable to drink or breastfeed, or does he vomit everything he takes?', 'Is she unable to drink or breastfeed, or does she vomit everything she takes?'], ['هل الطفل غير قادر على الشرب أو الرضاعة، أو يتقيأ كل شيء؟', 'هل هو غير قادر على الشرب أو الرضاعة، أو يرجّع كل حاجة ياخدها؟', 'هل هي غير قادرة على الشرب أو الرضاعة، أو ترجّع كل حاجة تاخدها؟']),
  },
  {
    code: 'P_NO_WET_NAPPY', source: 'NG143', level: 'urgent', asserts: ['NO_URINE'], categories: ['child', 'belly', 'fever'], maxMonths: 60,
    question: Q(['Has the child passed no urine (no wet nappy) in the last 12 hours?', 'Has he passed no urine (no wet nappy) in the last 12 hours?', 'Has she passed no urine (no wet nappy) in the last 12 hours?'], ['هل لم يتبول الطفل (لم تبتل الحفاضة) خلال آخر 12 ساعة؟', 'هل لم يتبول (البامبرز ناشف) خلال آخر 12 ساعة؟', 'هل لم تتبول (البامبرز ناشف) خلال آخر 12 ساعة؟']),
  },
  {
    code: 'P_CHILD_BREATHING', source: 'ETAT', level: 'emergency', asserts: ['RIBS'], categories: ['breathing'], maxMonths: 144,
    question: Q(['Is the child struggling to breathe: grunting, or the skin sucking in between or below the ribs?', 'Is he struggling to breathe: grunting, or the skin sucking in between or below the ribs?', 'Is she struggling to breathe: grunting, or the skin sucking in between or below the ribs?'], ['هل يجد الطفل صعوبة واضحة في التنفس: أنين مع النفس، أو دخول الجلد بين الضلوع أو تحتها؟', 'هل بيتنفس بصعوبة واضحة: بيزوّم مع النفس، أو الجلد بيدخل بين الضلوع أو تحتها؟', 'هل بتتنفس بصعوبة واضحة: بتزوّم مع النفس، أو الجلد بيدخل بين الضلوع أو تحتها؟']),
  },
  {
    code: 'P_NONBLANCHING_RASH', source: 'NG143', level: 'emergency', asserts: ['NONBLANCH'], categories: ['fever'], maxMonths: 216,
    question: Q(['Is there a rash of small red or purple spots that does not fade when you press a glass on it?', 'Does he have a rash of small red or purple spots that does not fade when you press a glass on it?', 'Does she have a rash of small red or purple spots that does not fade when you press a glass on it?'], ['هل يوجد طفح من نقط حمراء أو بنفسجية صغيرة لا يختفي عند الضغط عليه بكوب زجاجي؟', 'هل عنده طفح من نقط حمرا أو بنفسجي صغيرة مش بتختفي لما تضغط عليها بكوباية إزاز؟', 'هل عندها طفح من نقط حمرا أو بنفسجي صغيرة مش بتختفي لما تضغط عليها بكوباية إزاز؟']),
  },
  {
    code: 'P_SENTENCES', source: 'SATS', level: 'emergency', asserts: ['SENTENCES'], implies: ['E_66'], categories: ['breathing'], minMonths: 144,
    question: Q(['Are you so short of breath, even at rest, that you cannot finish a sentence without stopping?', 'Is he so short of breath, even at rest, that he cannot finish a sentence?', 'Is she so short of breath, even at rest, that she cannot finish a sentence?'], ['هل ضيق النفس شديد لدرجة أنك لا تستطيع إكمال جملة دون توقف، حتى وأنت مرتاح؟', 'هل نفسه ضيق لدرجة إنه مش قادر يكمل جملة من غير ما يقف، حتى وهو مرتاح؟', 'هل نفسها ضيق لدرجة إنها مش قادرة تكمل جملة من غير ما تقف، حتى وهي مرتاحة؟']),
  },
  {
    code: 'P_BLUE_LIPS', source: 'ETAT', level: 'emergency', asserts: ['BLUE'], categories: ['breathing', 'chest'],
    question: Q(['Are your lips or face turning blue or grey?', 'Are his lips or face turning blue or grey?', 'Are her lips or face turning blue or grey?'], ['هل تتحول شفتاك أو وجهك إلى اللون الأزرق أو الرمادي؟', 'هل شفايفه أو وشه لونهم بيقلب أزرق أو رمادي؟', 'هل شفايفها أو وشها لونهم بيقلب أزرق أو رمادي؟']),
  },
  {
    code: 'P_INHALER_FAILING', source: 'SATS', level: 'emergency', asserts: ['INHALER', 'NOT_HELPING'], categories: ['breathing'], minMonths: 24,
    question: Q(['If you use an inhaler (for asthma or COPD), is it not helping this time?', 'If he uses an inhaler, is it not helping this time?', 'If she uses an inhaler, is it not helping this time?'], ['إذا كنت تستخدم بخاخة (للربو أو حساسية الصدر)، هل هي لا تساعدك هذه المرة؟', 'لو بيستخدم بخاخة، هل مش نافعة معاه المرة دي؟', 'لو بتستخدم بخاخة، هل مش نافعة معاها المرة دي؟']),
  },
  {
    code: 'P_CHEST_DANGER', source: 'SATS', level: 'emergency', asserts: ['SWEATY'], categories: ['chest'], minMonths: 144,
    question: Q(['With the chest pain, are you sweating, feeling sick or breathless, or does the pain spread to the arm, jaw or back?', 'With the chest pain, is he sweating, feeling sick or breathless, or does the pain spread to the arm, jaw or back?', 'With the chest pain, is she sweating, feeling sick or breathless, or does the pain spread to the arm, jaw or back?'], ['مع ألم الصدر، هل تعرق أو تشعر بغثيان أو ضيق في التنفس، أو يمتد الألم إلى الذراع أو الفك أو الظهر؟', 'مع وجع الصدر، هل بيعرق أو عنده غثيان أو نهجان، أو الوجع بيمتد للدراع أو الفك أو الضهر؟', 'مع وجع الصدر، هل بتعرق أو عندها غثيان أو نهجان، أو الوجع بيمتد للدراع أو الفك أو الضهر؟']),
  },
  {
    code: 'P_BELLY_SUDDEN_SEVERE', source: 'SATS', level: 'emergency', asserts: ['RIGID'], categories: ['belly'],
    question: Q(['Did severe belly pain start suddenly, or is the belly hard and too painful to touch?', 'Did severe belly pain start suddenly, or is his belly hard and too painful to touch?', 'Did severe belly pain start suddenly, or is her belly hard and too painful to touch?'], ['هل بدأ ألم شديد في البطن فجأة، أو البطن متصلبة ومؤلمة جدًا عند اللمس؟', 'هل الوجع الجامد في بطنه جه فجأة، أو بطنه ناشفة ومش قادر حد يلمسها؟', 'هل الوجع الجامد في بطنها جه فجأة، أو بطنها ناشفة ومش قادرة حد يلمسها؟']),
  },
  {
    code: 'P_GI_BLEED', source: 'SATS', level: 'emergency', asserts: ['GI_BLEED'], implies: ['E_210'], categories: ['belly'], minMonths: 12,
    question: Q(['Have you vomited blood, or passed black, tarry or bloody stools?', 'Has he vomited blood, or passed black, tarry or bloody stools?', 'Has she vomited blood, or passed black, tarry or bloody stools?'], ['هل تقيأت دمًا، أو كان البراز أسود كالقطران أو به دم؟', 'هل رجّع دم، أو البراز بتاعه أسود زي القطران أو فيه دم؟', 'هل رجّعت دم، أو البراز بتاعها أسود زي القطران أو فيه دم؟']),
  },
  {
    code: 'P_PREGNANT', source: 'SATS', level: 'urgent', asserts: ['PREGNANT'], implies: ['E_167'], categories: ['belly', 'head'], sex: 'F', minMonths: 144, maxMonths: 600,
    question: Q(['Are you pregnant, or could you be (is your period late)?', 'Could he be pregnant?', 'Is she pregnant, or could she be (is her period late)?'], ['هل أنتِ حامل، أو يمكن أن تكوني حاملًا (تأخرت الدورة)؟', 'هل ممكن يكون حامل؟', 'هل هي حامل، أو ممكن تكون حامل (الدورة متأخرة)؟']),
  },
  {
    code: 'P_PREGNANCY_DANGER', source: 'NG133', level: 'emergency', asserts: ['VISION', 'SWELL_FACE'], categories: ['pregnancy'], sex: 'F', minMonths: 144,
    question: Q(['Do you have bleeding, a severe headache with blurred vision, sudden swelling of the face or hands, or is the baby moving less?', 'Does he have bleeding, a severe headache with blurred vision, or sudden swelling of the face or hands?', 'Does she have bleeding, a severe headache with blurred vision, sudden swelling of the face or hands, or is the baby moving less?'], ['هل عندكِ نزيف، أو صداع شديد مع زغللة، أو تورم مفاجئ في الوجه أو اليدين، أو قلت حركة الجنين؟', 'هل عنده نزيف، أو صداع شديد مع زغللة، أو تورم مفاجئ في الوش أو الإيدين؟', 'هل عندها نزيف، أو صداع شديد مع زغللة، أو ورم مفاجئ في الوش أو الإيدين، أو حركة الجنين قلت؟']),
  },
  {
    code: 'P_THUNDERCLAP', source: 'SATS', level: 'emergency', asserts: ['THUNDERCLAP'], categories: ['head'], minMonths: 144,
    question: Q(['Did the headache start suddenly, like a blow to the head, and is it the worst you have ever had?', 'Did his headache start suddenly, like a blow to the head, and is it the worst he has ever had?', 'Did her headache start suddenly, like a blow to the head, and is it the worst she has ever had?'], ['هل بدأ الصداع فجأة مثل ضربة على الرأس، وهو أسوأ صداع مر عليك؟', 'هل الصداع جه فجأة زي خبطة على الراس، وهو أوحش صداع جاله في حياته؟', 'هل الصداع جه فجأة زي خبطة على الراس، وهو أوحش صداع جالها في حياتها؟']),
  },
  {
    code: 'P_STIFF_NECK', source: 'NG143', level: 'emergency', asserts: ['STIFF_NECK'], implies: ['T_STIFF_NECK'], categories: ['head', 'fever'], minMonths: 12,
    question: Q(['Is your neck so stiff that you cannot bend your chin to your chest, or does light hurt your eyes?', 'Is his neck so stiff that he cannot bend his chin to his chest, or does light hurt his eyes?', 'Is her neck so stiff that she cannot bend her chin to her chest, or does light hurt her eyes?'], ['هل رقبتك متيبسة لدرجة أنك لا تستطيع ثني ذقنك إلى صدرك، أو يؤلمك الضوء في عينيك؟', 'هل رقبته ناشفة لدرجة إنه مش قادر يوطي دقنه لصدره، أو النور بيوجع عينه؟', 'هل رقبتها ناشفة لدرجة إنها مش قادرة توطي دقنها لصدرها، أو النور بيوجع عينها؟']),
  },
  {
    code: 'P_CONFUSED', source: 'SATS', level: 'emergency', asserts: ['CONFUSED'], categories: ['any'], minMonths: 60,
    question: Q(['Is the patient newly confused, unusually sleepy or hard to wake?', 'Is he newly confused, unusually sleepy or hard to wake?', 'Is she newly confused, unusually sleepy or hard to wake?'], ['هل المريض متلخبط (مشوش) على غير عادته، أو نعسان بشكل غير معتاد، أو يصعب إيقاظه؟', 'هل هو متلخبط على غير عادته، أو نايم على طول، أو صعب تصحّيه؟', 'هل هي متلخبطة على غير عادتها، أو نايمة على طول، أو صعب تصحّيها؟']),
  },
  {
    code: 'P_FAST', source: 'FAST', level: 'emergency', asserts: ['FACE_DROOP'], implies: ['T_SUDDEN_WEAKNESS'], categories: ['neuro', 'head'], minMonths: 144,
    question: Q(['Has the face dropped on one side, an arm or hand gone weak, or the speech become slurred or strange, suddenly?', 'Has his face dropped on one side, an arm or hand gone weak, or his speech become slurred or strange, suddenly?', 'Has her face dropped on one side, an arm or hand gone weak, or her speech become slurred or strange, suddenly?'], ['هل مال الوجه فجأة لجهة واحدة، أو ضعفت ذراع أو يد، أو أصبح الكلام ثقيلًا أو غريبًا؟', 'هل وشه مال فجأة لناحية، أو إيده أو دراعه ضعفت، أو كلامه بقى تقيل أو غريب؟', 'هل وشها مال فجأة لناحية، أو إيدها أو دراعها ضعفت، أو كلامها بقى تقيل أو غريب؟']),
  },
  {
    code: 'P_FLANK_FEVER', source: 'SATS', level: 'emergency', asserts: ['FLANK_PAIN', 'FEVER', 'SEVERE'], categories: ['urinary'], minMonths: 144,
    question: Q(['Do you have severe pain in your side or back together with fever or shivering?', 'Does he have severe pain in his side or back together with fever or shivering?', 'Does she have severe pain in her side or back together with fever or shivering?'], ['هل عندك ألم شديد في الجنب أو الظهر مع حرارة أو رعشة؟', 'هل عنده وجع جامد في جنبه أو ضهره مع سخونية أو رعشة؟', 'هل عندها وجع جامد في جنبها أو ضهرها مع سخونية أو رعشة؟']),
  },
  {
    code: 'P_NO_URINE', source: 'SATS', level: 'emergency', asserts: ['NO_URINE'], categories: ['urinary', 'back'], minMonths: 144,
    question: Q(['Have you been unable to pass any urine for several hours even though you need to?', 'Has he been unable to pass any urine for several hours even though he needs to?', 'Has she been unable to pass any urine for several hours even though she needs to?'], ['هل لم تستطع التبول إطلاقًا لعدة ساعات رغم أنك تحتاج إليه؟', 'هل مش قادر يعمل بول خالص من كام ساعة مع إنه محتاج؟', 'هل مش قادرة تعمل بول خالص من كام ساعة مع إنها محتاجة؟']),
  },
  {
    code: 'P_CAUDA', source: 'NICE CKS', level: 'emergency', asserts: ['SADDLE'], categories: ['back'], minMonths: 144,
    question: Q(['Is there new numbness between the legs or around the back passage, or new trouble controlling your bladder or bowels?', 'Is there new numbness between his legs or around the back passage, or new trouble controlling his bladder or bowels?', 'Is there new numbness between her legs or around the back passage, or new trouble controlling her bladder or bowels?'], ['هل ظهر تنميل جديد بين الفخذين أو حول فتحة الشرج، أو صعوبة جديدة في التحكم في البول أو البراز؟', 'هل فيه تنميل جديد بين رجليه أو حوالين الشرج، أو مش قادر يتحكم في البول أو البراز؟', 'هل فيه تنميل جديد بين رجليها أو حوالين الشرج، أو مش قادرة تتحكم في البول أو البراز؟']),
  },
  {
    code: 'P_SUICIDE', source: 'SATS', level: 'emergency', asserts: ['SUICIDAL'], implies: ['T_SUICIDAL'], categories: ['mood'], minMonths: 96,
    question: Q(['Have you had thoughts that life is not worth living, or of ending your life?', 'Has he talked about life not being worth living, or about ending his life?', 'Has she talked about life not being worth living, or about ending her life?'], ['هل راودتك أفكار بأن الحياة لا تستحق، أو أفكار لإنهاء حياتك؟', 'هل اتكلم إن الحياة ملهاش لازمة، أو عن إنه ينهي حياته؟', 'هل اتكلمت إن الحياة ملهاش لازمة، أو عن إنها تنهي حياتها؟']),
  },
  {
    code: 'P_OVERDOSE', source: 'SATS', level: 'emergency', asserts: ['OVERDOSE'], categories: ['mood', 'child'], minMonths: 12,
    question: Q(['Has the patient taken too many pills of any medicine, or swallowed a poison or household chemical?', 'Could he have swallowed pills, medicine, a poison or a household chemical?', 'Could she have swallowed pills, medicine, a poison or a household chemical?'], ['هل تناول المريض حبوبًا أكثر من اللازم من أي دواء، أو بلع سمًا أو مادة منزلية كيميائية؟', 'هل ممكن يكون بلع حبوب أو دوا أو سم أو حاجة من منظفات البيت؟', 'هل ممكن تكون بلعت حبوب أو دوا أو سم أو حاجة من منظفات البيت؟']),
  },
];

const DISCRIMINATOR_BY_CODE = new Map(DISCRIMINATORS.map((d) => [d.code, d]));
export const SCREEN_CODES: ReadonlySet<string> = new Set(DISCRIMINATORS.map((d) => d.code));

export function discriminator(code: string): Discriminator | undefined {
  return DISCRIMINATOR_BY_CODE.get(code);
}

/** At most this many screen questions; they come first, before the diagnostic questions. */
export const MAX_SCREEN_QUESTIONS = 4;

/** Complaint categories from what is known: the screen only asks what fits the complaint. */
export function complaintCategories(s: SafetyContext): Category[] {
  const c = new Ctx(s);
  const out = new Set<Category>(['any']);
  if (c.has('BREATHLESS', 'COUGH', 'WHEEZE', 'STRIDOR', 'BARK', 'ASTHMA') || c.yes('E_75')) out.add('breathing');
  if (c.has('CHEST_PAIN')) out.add('chest');
  if (c.has('ABD_PAIN', 'NAUSEA', 'DIARRHOEA', 'BELLY') || c.yes('T_FOOD_TRIGGER')) out.add('belly');
  if (c.has('HEADACHE')) out.add('head');
  if (c.has('FEVER')) out.add('fever');
  if (c.has('DIZZY', 'FAINT') || c.yes('E_177') || c.yes('E_176') || c.yes('E_82')) out.add('neuro');
  if (c.has('FLANK_PAIN', 'NO_URINE') || c.yes('T_BURNING_URINE') || c.yes('T_BLOOD_URINE') || c.yes('T_LESS_URINE')) out.add('urinary');
  if (c.has('BACK_PAIN') || c.yes('T_SCIATICA')) out.add('back');
  if (c.has('PREGNANT') || c.yes('T_MISSED_PERIOD')) out.add('pregnancy');
  if (c.has('MOOD') || c.yes('T_LOW_MOOD') || c.yes('T_WORRY') || c.yes('T_INSOMNIA') || c.yes('E_16')) out.add('mood');
  if (c.has('HEAD_INJURY', 'BURN') || c.yes('T_INJURY')) out.add('injury');
  if (s.ageMonths < 60 && (out.has('fever') || out.has('belly') || out.has('breathing') || out.size === 1)) out.add('child');
  return [...out];
}

/** Order in which categories are screened: the most time-critical first. */
const CATEGORY_ORDER: Category[] = ['child', 'breathing', 'chest', 'neuro', 'head', 'pregnancy', 'belly', 'urinary', 'back', 'mood', 'fever', 'injury', 'any'];

/**
 * The next screen question, or null when the screen is done: the discriminators that fit the complaint
 * and the person's age and sex, not asked yet, and not already settled by what was said.
 */
export function nextScreenQuestion(s: SafetyContext, asked: readonly string[]): string | null {
  const askedScreen = asked.filter((c) => SCREEN_CODES.has(c));
  if (askedScreen.length >= MAX_SCREEN_QUESTIONS) return null;
  const cats = complaintCategories(s);
  // "Any" questions (confusion) only with a fever or for the old: not as filler for a young adult's heartburn.
  const c = new Ctx(s);
  for (const cat of CATEGORY_ORDER) {
    if (!cats.includes(cat)) continue;
    for (const d of DISCRIMINATORS) {
      if (!d.categories.includes(cat) || asked.includes(d.code)) continue;
      if (d.minMonths !== undefined && s.ageMonths < d.minMonths) continue;
      if (d.maxMonths !== undefined && s.ageMonths > d.maxMonths) continue;
      if (d.sex && d.sex !== s.sex) continue;
      if (cat === 'any' && s.ageMonths < 65 * 12 && !cats.includes('fever')) continue;
      if (d.code === 'P_PREGNANT' && (c.has('PREGNANT') || s.cs.answers.E_167)) continue;
      if (d.code === 'P_INHALER_FAILING' && !c.has('ASTHMA', 'INHALER', 'WHEEZE')) continue;
      if (d.code === 'P_OVERDOSE' && cat === 'child' && (s.ageMonths < 12 || s.ageMonths > 60)) continue;
      // Already said: the rules have decided on it.
      if (d.asserts.every((id) => s.concepts.has(id))) continue;
      return d.code;
    }
  }
  return null;
}

export function screenQuestionText(code: string, lang: Lang, s: { ageMonths: number; sex: Sex }): string {
  const d = DISCRIMINATOR_BY_CODE.get(code)!;
  const form = s.ageMonths < 144 ? (s.sex === 'F' ? 'she' : 'he') : 'you';
  return d.question[lang][form];
}
