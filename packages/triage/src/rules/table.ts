import type { Text } from '../types.ts';
import { MENTAL_HEALTH_HOTLINE } from '../i18n/messages.ts';
import type { Graded, Rule, RuleContext } from './types.ts';

/**
 * THE RULE TABLE: every clinical safety rule of the symptom checker, in one place (decision 032).
 *
 * A rule reads concepts (src/engine/concepts.ts: one vocabulary of lay words in English, MSA and Egyptian
 * Arabic, with negation handled once for all of them) and the engine's answers, through `when`. It has an
 * urgency (`emergency` ends the interview at once; `urgent` is a floor: never routine or self-care), a source
 * (guideline and section), the conditions it points to, the specialty that follows the danger, and probes
 * (./probes.ts, keyed by rule id; test/rule-probes.test.ts fails for a rule without probes or an emergency
 * probe that ends below emergency). The screen questions that feed the rules are in ./screen.ts.
 *
 * Rules only ever raise urgency. The Bayesian engine still ranks the conditions.
 */
const T = (en: string, ar: string): Text => ({ en, ar });

/**
 * Bleeding after giving birth (RCOG Green-top 52). The general haemorrhage rule yields to it, so that the specific
 * danger leads the result: obstetrics, not general surgery, and the postpartum reason first.
 */
const postpartumBleeding = (c: RuleContext) =>
  !c.male &&
  c.months >= 120 &&
  c.has('POSTPARTUM') &&
  (c.has('HEAVY_BLEED') || (c.has('BLEED') && c.has('FAINT', 'DIZZY', 'SEVERE')));

/** Heavy bleeding from the vagina at any other time: gynaecology leads, as after birth. */
const vaginalBleeding = (c: RuleContext) =>
  !c.male &&
  c.months >= 120 &&
  (c.has('VAGINAL_BLEED') || c.yes('T_VAGINAL_BLEEDING')) &&
  (c.has('HEAVY_BLEED') || c.has('FAINT', 'DIZZY'));

export const RULES: Rule[] = [
  {
    id: 'stroke-fast',
    specialty: 'neurology',
    level: 'emergency',
    source: { guideline: 'FAST', section: 'FAST (Stroke Association / NICE NG128 1.1.1): face, arm, speech, time' },
    reason: T(
      'A face drooping on one side, a weak arm or hand, or speech that is slurred or strange can be a stroke. Every minute counts.',
      'ميل الوجه لجهة واحدة أو ضعف الذراع أو اليد أو الكلام الثقيل أو الغريب قد يكون سكتة دماغية، وكل دقيقة مهمة.',
    ),
    suggests: ['stroke'],
    when: (c) => c.has('FACE_DROOP', 'SPEECH', 'LIMB_WEAK') || c.yes('T_SUDDEN_WEAKNESS'),
  },
  {
    id: 'reduced-consciousness',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: level of consciousness reduced' },
    reason: T(
      'New confusion, unusual sleepiness or being hard to wake is a sign that the brain is affected (infection, poisoning, liver or sugar problems, bleeding). This needs emergency care now.',
      'التشوش الجديد أو النعاس غير المعتاد أو صعوبة الإيقاظ علامة على أن المخ متأثر (عدوى أو تسمم أو مشكلة في الكبد أو السكر أو نزيف)، ويحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: [
      'hypoglycemia',
      'hepatic-encephalopathy',
      'sepsis',
      'meningitis',
      'stroke',
      'carbon-monoxide-poisoning',
      'poisoning',
    ],
    when: (c) => c.has('CONFUSED', 'SLEEPY'),
  },
  {
    id: 'overdose',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: overdose or poisoning' },
    reason: T(
      'Too many pills of any medicine, or a poison or chemical swallowed, needs emergency care now, even if the person feels well: paracetamol damages the liver silently over the first day.',
      'تناول جرعة زائدة من أي دواء أو بلع سم أو مادة كيميائية يحتاج إلى رعاية طارئة فورًا حتى لو كان الشخص يبدو بخير: الباراسيتامول يتلف الكبد بصمت خلال اليوم الأول.',
    ),
    suggests: ['paracetamol-overdose', 'poisoning', 'acute-liver-failure'],
    when: (c) => c.has('OVERDOSE', 'POISONING') || (c.months < 72 && c.has('CHILD_INGESTION')),
  },
  {
    id: 'suicidal-thoughts',
    specialty: 'psychiatry',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: psychosis / aggression; NICE NG225 1.2 (self-harm: refer the same day)',
    },
    reason: T(
      `Thoughts of not wanting to live or of ending your life are an emergency. You are not alone: call 123, or the free mental-health hotline of the Ministry of Health on ${MENTAL_HEALTH_HOTLINE.main} (24 hours), and stay with someone you trust.`,
      `التفكير في عدم الرغبة في الحياة أو في إنهائها حالة طارئة. أنت لست وحدك: اتصل بـ 123، أو بالخط الساخن المجاني للصحة النفسية التابع لوزارة الصحة ${MENTAL_HEALTH_HOTLINE.main} (24 ساعة)، وابقَ مع شخص تثق به.`,
    ),
    suggests: ['suicidal-crisis'],
    when: (c) => c.has('SUICIDAL'),
  },
  {
    id: 'breathing-severe',
    specialty: 'pulmonology',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'emergency signs: shortness of breath, acute; unable to speak in sentences' },
    reason: T(
      'Breathlessness at rest, being unable to finish a sentence, blue lips, or an inhaler that does not help means the lungs are not coping. This needs emergency care now.',
      'ضيق التنفس أثناء الراحة أو عدم القدرة على إكمال جملة أو ازرقاق الشفاه أو عدم استجابة البخاخة يعني أن الرئتين لا تتحملان، ويحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['asthma-attack', 'copd-exacerbation', 'pneumonia', 'bronchiolitis', 'pulmonary-embolism'],
    when: (c) =>
      c.has('SENTENCES', 'BLUE', 'NOT_BREATHING') ||
      (c.has('BREATHLESS') && c.has('AT_REST')) ||
      (c.has('INHALER') && c.has('NOT_HELPING')) ||
      (c.has('BREATHLESS') && c.has('RIBS')),
  },
  {
    id: 'airway',
    level: 'emergency',
    source: { guideline: 'ETAT', section: 'emergency signs: obstructed breathing (stridor, severe chest indrawing)' },
    reason: T(
      'Noisy, high-pitched breathing in, or the skin sucking in between the ribs, means the airway is narrowing. This needs emergency care now.',
      'صوت حاد مع الشهيق أو دخول الجلد بين الضلوع مع التنفس يعني أن مجرى الهواء يضيق، ويحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['croup', 'epiglottitis', 'anaphylaxis', 'bronchiolitis'],
    when: (c) =>
      c.has('STRIDOR', 'RIBS', 'AIRWAY_SIGNS', 'AIRWAY_CLOSING') ||
      (c.has('BARK') && c.has('BREATHLESS', 'FAST_BREATHING')) ||
      (c.yes('E_66') && c.yes('E_75')),
  },
  {
    id: 'chest-pain-danger',
    specialty: 'cardiology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: chest pain; NICE CG95 1.1.1 (acute coronary syndrome)',
    },
    reason: T(
      'Chest pain together with sweating, feeling sick, breathlessness, fainting or pain spreading to the arm, jaw or back can be a heart attack, even if it feels like indigestion.',
      'ألم الصدر مع العرق أو الغثيان أو ضيق التنفس أو الإغماء أو امتداد الألم إلى الذراع أو الفك أو الظهر قد يكون أزمة قلبية، حتى لو بدا كأنه سوء هضم.',
    ),
    // One condition named: the heart attack comes first (as the former answer rule did); the ranking shows the others.
    suggests: ['heart-attack'],
    when: (c) =>
      c.has('CHEST_PAIN') &&
      (c.has('SWEATY', 'RADIATING', 'FAINT', 'BREATHLESS', 'CHOKING') || (c.years >= 40 && c.has('NAUSEA'))),
  },
  {
    id: 'infant-fever',
    specialty: 'pediatrics',
    level: 'emergency',
    source: { guideline: 'NG143', section: 'NG143 table 1, red: age under 3 months with temperature 38 °C or higher' },
    reason: T(
      'A baby under 3 months with a fever (38 °C or more) needs to be seen by a doctor in an emergency department now.',
      'الرضيع الأصغر من 3 أشهر المصاب بحرارة (38 درجة أو أكثر) يجب أن يفحصه طبيب في قسم الطوارئ فورًا.',
    ),
    suggests: ['serious-bacterial-infection', 'sepsis', 'meningitis'],
    when: (c) => c.months < 3 && c.has('FEVER'),
  },
  {
    id: 'child-danger-signs',
    specialty: 'pediatrics',
    level: 'emergency',
    source: {
      guideline: 'IMCI',
      section:
        'general danger signs: unable to drink or breastfeed, vomits everything, convulsions, lethargic or unconscious',
    },
    reason: T(
      'A young child who cannot drink or breastfeed, vomits everything, has had a fit, or is floppy, very sleepy or has a rash that does not fade when pressed needs emergency care now.',
      'الطفل الصغير الذي لا يستطيع الشرب أو الرضاعة أو يتقيأ كل شيء أو حدثت له تشنجات أو أصبح رخوًا أو نعسانًا جدًا أو عنده طفح لا يختفي بالضغط يحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['serious-bacterial-infection', 'dehydration', 'sepsis', 'meningitis', 'pneumonia'],
    when: (c) =>
      c.months < 60 &&
      (c.has('NOT_DRINKING', 'CONVULSION', 'NONBLANCH', 'WEAK_CRY', 'BLUE') ||
        (c.has('SUNKEN') && c.has('NO_URINE', 'DRY', 'NOT_DRINKING', 'DIARRHOEA', 'NAUSEA')) ||
        (c.months < 12 && c.has('NO_URINE'))),
  },
  {
    id: 'sepsis',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: {
      guideline: 'NG51',
      section: 'NG51 1.4 high-risk criteria: mottled or ashen skin, non-blanching rash, no urine for 18 hours',
    },
    reason: T(
      'Fever or infection with mottled, grey or bluish skin, a rash that does not fade when pressed, or no urine all day can be sepsis. This needs emergency care now.',
      'الحرارة أو العدوى مع جلد مبقع أو رمادي أو مزرق، أو طفح لا يختفي بالضغط، أو عدم التبول طوال اليوم قد يكون تسممًا في الدم (إنتان)، ويحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['sepsis', 'meningitis', 'serious-bacterial-infection'],
    when: (c) => c.has('MOTTLED', 'NONBLANCH') || (c.has('FEVER', 'RIGORS') && c.has('NO_URINE') && c.months >= 60),
  },
  {
    id: 'meningitis-signs',
    specialty: 'neurology',
    level: 'emergency',
    source: {
      guideline: 'NG143',
      section: 'NG143 table 1, red: neck stiffness, non-blanching rash; NICE NG240 (meningitis)',
    },
    reason: T(
      'A stiff neck with fever or a headache, or light hurting the eyes with fever, can be meningitis.',
      'تيبس الرقبة مع الحرارة أو الصداع، أو انزعاج العينين من الضوء مع الحرارة، قد يكون التهابًا سحائيًا.',
    ),
    suggests: ['meningitis'],
    when: (c) =>
      (c.has('STIFF_NECK') &&
        (c.has('FEVER', 'NONBLANCH') ||
          c.yes('E_129') ||
          (c.said('HEADACHE') && c.has('LIGHT_HURTS', 'SLEEPY', 'CONFUSED', 'NAUSEA')))) ||
      (c.has('LIGHT_HURTS') && c.has('FEVER') && c.has('HEADACHE', 'NAUSEA')),
  },
  {
    id: 'thunderclap-headache',
    specialty: 'neurosurgery',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: headache sudden and severe; NICE CKS headache, red flags',
    },
    reason: T(
      'A sudden, extremely severe headache ("the worst ever") can be bleeding in the brain.',
      'الصداع المفاجئ الشديد جدًا («الأسوأ في حياتي») قد يكون نزيفًا في المخ.',
    ),
    suggests: ['subarachnoid-haemorrhage', 'stroke'],
    when: (c) =>
      c.has('THUNDERCLAP') ||
      (c.has('HEADACHE') && c.has('SUDDEN') && c.has('SEVERE')) ||
      (c.has('HEADACHE') && c.scale('E_56') >= 9 && c.scale('E_59') >= 9),
  },
  {
    id: 'gi-bleeding',
    specialty: 'gastroenterology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: vomiting fresh blood; haemorrhage uncontrolled',
    },
    reason: T(
      'Vomiting blood or passing black, tarry or bloody stools can be bleeding in the gut.',
      'القيء الدموي أو البراز الأسود كالقطران أو المختلط بالدم قد يكون نزيفًا في الجهاز الهضمي.',
    ),
    suggests: ['upper-gi-bleed', 'peptic-ulcer', 'intussusception'],
    when: (c) => c.has('GI_BLEED'),
  },
  {
    id: 'acute-abdomen',
    specialty: 'general-surgery',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: severe pain; abdominal pain with rigidity' },
    reason: T(
      'Severe belly pain that came on suddenly, a hard belly that cannot be touched, or severe pain that nothing relieves needs a surgeon today.',
      'ألم البطن الشديد المفاجئ أو البطن المتصلبة التي لا يمكن لمسها أو الألم الشديد الذي لا يهدأ بأي شيء يحتاج إلى جراح اليوم.',
    ),
    suggests: ['appendicitis', 'intussusception', 'ectopic-pregnancy', 'peptic-ulcer'],
    when: (c) =>
      c.has('RIGID') ||
      (c.has('ABD_PAIN') && c.has('SEVERE') && c.has('SUDDEN')) ||
      (c.has('SEVERE') && c.has('NOTHING_HELPS')) ||
      // Severe belly pain going through to the back (pancreatitis, a leaking aneurysm), or at 60+.
      (c.has('ABD_PAIN') && c.has('SEVERE_EXPLICIT', 'SEVERE_SCORE') && (c.has('RADIATING') || c.years >= 60)),
  },
  {
    id: 'jaundice-danger',
    specialty: 'hepatology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: level of consciousness reduced; NICE CKS jaundice (admit if unwell)',
    },
    reason: T(
      'Yellow eyes or skin together with confusion, sleepiness, bleeding or belly pain can be liver failure or a blocked, infected bile duct.',
      'اصفرار العينين أو الجلد مع التشوش أو النعاس أو النزيف أو ألم البطن قد يكون فشلًا في الكبد أو انسدادًا والتهابًا في القنوات المرارية.',
    ),
    suggests: ['acute-liver-failure', 'hepatic-encephalopathy', 'paracetamol-overdose', 'viral-hepatitis'],
    when: (c) =>
      c.has('JAUNDICE') && (c.has('CONFUSED', 'SLEEPY', 'BLEED', 'GI_BLEED', 'ABD_PAIN') || c.has('OVERDOSE')),
  },
  {
    id: 'flank-pain-fever',
    specialty: 'urology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: severe pain; NICE NG109 1.2 (pyelonephritis with signs of sepsis)',
    },
    reason: T(
      'Severe pain in the side or back with fever or shivering can be an infected, blocked kidney.',
      'الألم الشديد في الجنب أو الظهر مع الحرارة أو الرعشة قد يكون كلية ملتهبة ومسدودة.',
    ),
    suggests: ['pyelonephritis', 'kidney-stone'],
    when: (c) => c.has('FLANK_PAIN') && c.has('FEVER', 'RIGORS') && (c.has('SEVERE') || c.scale('E_56') >= 7),
  },
  {
    id: 'pregnancy-danger',
    specialty: 'obstetrics-gynecology',
    level: 'emergency',
    source: {
      guideline: 'NG133',
      section: 'NG133 1.4 (pre-eclampsia symptoms); NICE NG126 (ectopic pregnancy); SATS: pregnancy and abdominal pain',
    },
    reason: T(
      'In pregnancy, bleeding, severe belly pain, a severe headache with blurred vision or swelling of the face or hands, fits, fewer baby movements or waters breaking early need emergency care.',
      'أثناء الحمل، النزيف أو ألم البطن الشديد أو الصداع الشديد مع زغللة النظر أو تورم الوجه أو اليدين أو التشنجات أو قلة حركة الجنين أو نزول المياه مبكرًا يحتاج إلى رعاية طارئة.',
    ),
    suggests: ['ectopic-pregnancy', 'pre-eclampsia', 'placental-abruption'],
    when: (c) =>
      !c.male &&
      c.months >= 120 &&
      (c.has('PREGNANT', 'MISSED_PERIOD') || c.yes('T_MISSED_PERIOD')) &&
      (c.has('BLEED') ||
        c.yes('T_VAGINAL_BLEEDING') ||
        c.has('FAINT') ||
        (c.has('SHOULDER_TIP') && c.has('ABD_PAIN', 'PAIN')) ||
        (c.has('ABD_PAIN', 'FLANK_PAIN', 'PAIN') &&
          (c.has('SEVERE', 'SUDDEN', 'RADIATING', 'DIZZY') || c.scale('E_56') >= 7)) ||
        (c.has('HEADACHE') && c.has('VISION', 'SWELL_FACE')) ||
        (c.has('VISION') && c.has('SWELL_FACE')) ||
        (c.has('PREGNANT') && c.has('CONVULSION', 'BABY_MOVES', 'WATERS'))),
  },
  {
    id: 'testicular-pain',
    specialty: 'urology',
    level: 'emergency',
    source: {
      guideline: 'NICE CKS',
      section: 'NICE CKS scrotal pain and swelling: suspected torsion, refer immediately',
    },
    reason: T(
      'Sudden pain or swelling in a testicle can be torsion, which must be treated within hours to save the testicle.',
      'الألم أو التورم المفاجئ في الخصية قد يكون التواءً يجب علاجه خلال ساعات لإنقاذ الخصية.',
    ),
    suggests: ['testicular-torsion'],
    // Pain running from the side down to the testicle is renal colic, not torsion (decision 032: the exclusion is
    // kept; the age limit of 40 is not, torsion happens at any age: NICE CKS).
    when: (c) =>
      c.male && !c.has('FLANK_PAIN') && (c.yes('T_TESTICLE_PAIN') || (c.has('TESTIS') && c.has('PAIN', 'SWELLING'))),
  },
  {
    id: 'cauda-equina',
    specialty: 'neurosurgery',
    level: 'emergency',
    source: {
      guideline: 'NICE CKS',
      section: 'NICE CKS sciatica / back pain, red flags: suspected cauda equina, refer immediately',
    },
    reason: T(
      'Back pain with numbness between the legs, new trouble controlling the bladder or bowels, or both legs weak can be pressure on the nerves of the spine (cauda equina).',
      'ألم الظهر مع تنميل بين الفخذين أو صعوبة جديدة في التحكم في البول أو البراز أو ضعف الساقين قد يكون ضغطًا على أعصاب نهاية الحبل الشوكي.',
    ),
    suggests: ['cauda-equina', 'lumbar-disc'],
    when: (c) => c.has('SADDLE') || (c.has('BACK_PAIN', 'BACK') && c.has('CONTINENCE', 'BOTH_LEGS', 'NO_URINE')),
  },
  {
    id: 'urinary-retention',
    specialty: 'urology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section:
        'discriminators, urgent: urinary retention (catheter); NICE CKS LUTS in men: acute retention, refer immediately',
    },
    reason: T(
      'Being unable to pass urine for hours needs a catheter in the emergency department.',
      'عدم القدرة على التبول لساعات يحتاج إلى تركيب قسطرة في قسم الطوارئ.',
    ),
    suggests: ['acute-urinary-retention', 'bph'],
    when: (c) => c.months >= 144 && c.has('NO_URINE'),
  },
  {
    id: 'burn-serious',
    specialty: 'plastic-surgery',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section:
        'discriminators, very urgent: burn over 20%, face, inhalation, electrical, circumferential; paediatric burns',
    },
    reason: T(
      'A burn or scald in a young child, or a large, electrical, chemical or face, hand or genital burn, needs emergency care. Cool it under running water for 20 minutes on the way.',
      'الحرق أو السلق في طفل صغير، أو الحرق الكبير أو الكهربائي أو الكيميائي أو في الوجه أو اليدين أو الأعضاء التناسلية، يحتاج إلى رعاية طارئة. بَرِّده تحت ماء جارٍ لمدة 20 دقيقة في الطريق.',
    ),
    suggests: ['burn'],
    // Electrical, chemical or large, or deep (blisters, white or charred skin) on the face, hands, feet or genitals or in a
    // child under 5. A small red burn without blisters is not an emergency wherever it is.
    // A scald in a child under 5 stays an emergency unless it is said to be small or without blisters.
    when: (c) =>
      c.has('BURN') &&
      !c.has('SUNBURN') &&
      (c.has('BURN_CAUSE', 'BURN_LARGE') ||
        (c.has('BURN_DEEP') && (c.has('BURN_SITE') || c.months < 60)) ||
        (c.months < 60 && !c.has('BURN_MINOR'))),
  },
  {
    id: 'envenomation',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: envenomation; WHO snakebite guideline (SEARO 2016) 3',
    },
    reason: T(
      'A scorpion sting or snake bite needs emergency care now, especially in a child: keep still and go to the nearest hospital.',
      'لدغة العقرب أو الثعبان تحتاج إلى رعاية طارئة فورًا، خاصة في الأطفال: ابقَ ساكنًا وتوجه إلى أقرب مستشفى.',
    ),
    suggests: ['scorpion-sting'],
    when: (c) => c.has('SCORPION'),
  },
  {
    id: 'carbon-monoxide',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: poisoning; NICE CKS carbon monoxide poisoning',
    },
    reason: T(
      'Headache, dizziness, vomiting or sleepiness near a gas heater, water heater or charcoal, or several people ill at once, can be carbon monoxide poisoning. Get everyone into fresh air and call 123.',
      'الصداع أو الدوخة أو القيء أو النعاس بالقرب من سخان أو دفاية غاز أو فحم، أو مرض عدة أشخاص معًا، قد يكون تسممًا بأول أكسيد الكربون. اخرجوا جميعًا إلى الهواء واتصلوا بـ 123.',
    ),
    suggests: ['carbon-monoxide-poisoning'],
    when: (c) => c.has('CO_SOURCE') && c.has('HEADACHE', 'DIZZY', 'NAUSEA', 'SLEEPY', 'CONFUSED', 'FAINT', 'GROUP'),
  },
  {
    id: 'anaphylaxis',
    specialty: 'allergy-immunology',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'emergency signs: anaphylaxis; Resuscitation Council UK anaphylaxis 2021' },
    reason: T(
      'An allergic reaction with breathing trouble, throat or face swelling, or faintness can be anaphylaxis.',
      'رد الفعل التحسسي المصحوب بصعوبة في التنفس أو تورم في الحلق أو الوجه أو شعور بالإغماء قد يكون صدمة تحسسية.',
    ),
    suggests: ['anaphylaxis'],
    // Allergen contact or hives (answers) with breathing trouble, stridor, choking, dizziness, fainting or a swollen
    // face or throat; swelling of the throat or lips said with an allergy, breathlessness or swelling; a swollen face
    // with breathing trouble, whatever the trigger (RCUK 2021: airway or breathing problem with skin or mucosal
    // change; the person often does not know what caused it, so a "no" to the allergen question must not hide it).
    when: (c) =>
      (c.has('THROAT_SWELL') && (c.has('ALLERGY', 'BREATHLESS', 'SWELLING') || c.yes('E_42'))) ||
      (c.has('SWELL_FACE', 'FACE_THROAT_SWELLING') && c.has('BREATHLESS', 'STRIDOR', 'WHEEZE', 'CHOKING')) ||
      ((c.yes('E_42') || c.yes('T_HIVES')) &&
        c.has('BREATHLESS', 'STRIDOR', 'CHOKING', 'DIZZY', 'FAINT', 'FACE_THROAT_SWELLING', 'THROAT_SWELL')),
  },
  {
    id: 'seizure',
    specialty: 'neurology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'emergency signs: seizure, current; NICE CKS febrile seizure (first fit: emergency)',
    },
    reason: T(
      'A fit that is happening now, a first fit, or a fit in a young child or with fever needs emergency care.',
      'نوبة التشنج الجارية الآن أو أول نوبة أو التشنج في طفل صغير أو مع الحرارة يحتاج إلى رعاية طارئة.',
    ),
    suggests: ['epilepsy', 'febrile-seizure'],
    when: (c) =>
      c.has('CONVULSION') && (c.months < 72 || c.has('FEVER', 'SLEEPY', 'CONFUSED', 'HEAD_INJURY', 'PREGNANT')),
  },
  {
    id: 'head-injury-danger',
    specialty: 'neurosurgery',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: head injury with reduced consciousness; NICE NG232 1.1.2',
    },
    reason: T(
      'A head injury followed by vomiting, sleepiness, confusion, fainting or a fit needs an urgent scan.',
      'إصابة الرأس المتبوعة بقيء أو نعاس أو تشوش أو إغماء أو تشنج تحتاج إلى فحص عاجل بالأشعة.',
    ),
    suggests: ['concussion'],
    when: (c) => c.has('HEAD_INJURY') && c.has('NAUSEA', 'SLEEPY', 'CONFUSED', 'FAINT', 'CONVULSION'),
  },
  {
    id: 'sugar-emergency',
    specialty: 'endocrinology',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: hyperglycaemia with ketonuria; hypoglycaemia' },
    reason: T(
      'Very high blood sugar with vomiting, fast breathing or drowsiness can be diabetic ketoacidosis; very low sugar with confusion needs help now.',
      'ارتفاع السكر الشديد مع القيء أو سرعة التنفس أو النعاس قد يكون حماضًا كيتونيًا، وهبوط السكر مع التشوش يحتاج إلى مساعدة فورية.',
    ),
    suggests: ['diabetic-ketoacidosis', 'hypoglycemia'],
    when: (c) =>
      (c.has('HIGH_SUGAR') && c.has('NAUSEA', 'FAST_BREATHING', 'BREATHLESS', 'SLEEPY', 'CONFUSED')) ||
      (c.has('DIABETIC') && c.has('NAUSEA') && c.has('ABD_PAIN', 'FAST_BREATHING', 'THIRST', 'SLEEPY')) ||
      (c.has('LOW_SUGAR') && c.has('FAINT', 'CONVULSION')),
  },
  {
    id: 'heat-stroke',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: hyperthermia; level of consciousness reduced' },
    reason: T(
      'After heat exposure, collapse, confusion or a very high temperature can be heat stroke: cool the person and call 123.',
      'بعد التعرض للحر، الانهيار أو التشوش أو الحرارة المرتفعة جدًا قد يكون ضربة شمس: برِّد الشخص واتصل بـ 123.',
    ),
    suggests: ['heat-stroke'],
    when: (c) => c.has('HEAT') && c.has('FAINT', 'VERY_HIGH_FEVER', 'CONVULSION'),
  },
  {
    id: 'postpartum-haemorrhage',
    specialty: 'obstetrics-gynecology',
    level: 'emergency',
    source: {
      guideline: 'RCOG',
      section:
        'Green-top Guideline 52 (postpartum haemorrhage): secondary PPH, abnormal or excessive bleeding from 24 hours to 12 weeks after birth',
    },
    reason: T(
      'Heavy bleeding after giving birth (soaking a pad in an hour, large clots), or bleeding with dizziness or fainting, needs emergency care now.',
      'النزيف الشديد بعد الولادة (فوطة تتغير كل ساعة أو جلطات كبيرة)، أو النزيف مع دوخة أو إغماء، يحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['placental-abruption'],
    when: postpartumBleeding,
  },
  {
    id: 'postpartum-danger',
    specialty: 'obstetrics-gynecology',
    level: 'emergency',
    source: {
      guideline: 'NG133',
      section: '1.4 and 1.10: pre-eclampsia can start after birth; RCOG Green-top 37b (thromboembolism after birth)',
    },
    reason: T(
      'After giving birth, a fit, a severe headache with blurred vision, breathlessness or chest pain needs emergency care now.',
      'بعد الولادة، التشنجات أو الصداع الشديد مع زغللة النظر أو ضيق التنفس أو ألم الصدر يحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['pre-eclampsia', 'pulmonary-embolism'],
    when: (c) =>
      !c.male &&
      c.months >= 120 &&
      c.has('POSTPARTUM') &&
      (c.has('CONVULSION', 'BREATHLESS', 'CHEST_PAIN', 'CONFUSED') ||
        (c.has('HEADACHE') && c.has('VISION', 'SWELL_FACE'))),
  },
  {
    id: 'vaginal-haemorrhage',
    specialty: 'obstetrics-gynecology',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section:
        'discriminators, very urgent: haemorrhage, uncontrolled; NICE NG126 1.1 (bleeding in a woman who may be pregnant: consider ectopic pregnancy)',
    },
    reason: T(
      'Heavy vaginal bleeding that does not stop, or bleeding with dizziness or fainting, needs emergency care now.',
      'النزيف المهبلي الشديد الذي لا يتوقف، أو النزيف مع دوخة أو إغماء، يحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['ectopic-pregnancy'],
    when: (c) => !postpartumBleeding(c) && vaginalBleeding(c),
  },
  {
    id: 'haemorrhage',
    specialty: 'general-surgery',
    level: 'emergency',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: haemorrhage, uncontrolled' },
    reason: T(
      'Heavy bleeding that does not stop, or bleeding with dizziness or fainting, needs emergency care now. Press firmly on a bleeding wound.',
      'النزيف الشديد الذي لا يتوقف، أو النزيف المصحوب بدوخة أو إغماء، يحتاج إلى رعاية طارئة فورًا. اضغط بقوة على الجرح النازف.',
    ),
    suggests: ['upper-gi-bleed'],
    when: (c) =>
      !postpartumBleeding(c) &&
      !vaginalBleeding(c) &&
      (c.has('HEAVY_BLEED') ||
        ((c.yes('E_140') || c.yes('E_179') || c.yes('E_45')) && c.has('FAINT', 'DIZZY', 'BREATHLESS')) ||
        (c.said('BLEED') && c.has('FAINT'))),
  },
  {
    id: 'head-injury-anticoagulant',
    specialty: 'neurosurgery',
    level: 'emergency',
    source: {
      guideline: 'NG232',
      section:
        '1.4.12: a head injury in someone on anticoagulant or antiplatelet treatment (not aspirin alone): CT within 8 hours',
    },
    reason: T(
      'A head injury in someone who takes a blood thinner can bleed inside the head hours later, even if they seem well: go to the emergency department now.',
      'إصابة الرأس لمن يتناول دواء سيولة قد تسبب نزيفًا داخل الرأس بعد ساعات حتى لو بدا بخير: توجه إلى الطوارئ الآن.',
    ),
    suggests: ['concussion'],
    when: (c) => c.has('HEAD_INJURY') && c.has('ANTICOAG'),
  },
  {
    id: 'sudden-severe-pain',
    specialty: 'vascular-surgery',
    level: 'emergency',
    source: {
      guideline: 'ESC',
      section:
        '2014 aortic diseases 6.1.2 (aortic dissection risk score: abrupt, severe, tearing chest, back or belly pain; high-risk condition such as hypertension)',
    },
    reason: T(
      'Sudden, severe pain in the back, chest or belly, especially tearing pain, in an older person or someone with high blood pressure, can be a tear in the main artery (aortic dissection). This needs emergency care now.',
      'الألم المفاجئ الشديد في الظهر أو الصدر أو البطن، خاصة الألم الممزق، عند كبار السن أو مرضى الضغط، قد يكون تمزقًا في الشريان الأورطي، ويحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['aortic-dissection'],
    when: (c) =>
      c.has('BACK_PAIN', 'CHEST_PAIN', 'ABD_PAIN', 'FLANK_PAIN', 'BACK') &&
      // Severity said in words or answered on the screen's severity question (SEVERE_SCORE).
      ((c.has('TEARING') && c.has('SUDDEN', 'SEVERE', 'SEVERE_SCORE')) ||
        (c.has('SUDDEN') && c.has('SEVERE', 'SEVERE_SCORE') && (c.years >= 50 || c.has('HYPERTENSION', 'FAINT')))),
  },
  {
    id: 'pesticide-exposure',
    specialty: 'internal-medicine',
    level: 'emergency',
    source: {
      guideline: 'WHO',
      section:
        'IPCS / WHO guidelines on the clinical management of acute pesticide poisoning (organophosphates): any exposure with symptoms needs a hospital',
    },
    reason: T(
      'Pesticide (insecticide, rat poison) swallowed, breathed in or on the skin can poison the nerves and breathing within hours. Remove soaked clothes, wash the skin, and go to the emergency department now.',
      'المبيد (مبيد حشري أو سم فيران) سواء بُلع أو استُنشق أو لمس الجلد قد يسمم الأعصاب والتنفس خلال ساعات. اخلع الملابس المبللة واغسل الجلد وتوجه إلى الطوارئ الآن.',
    ),
    suggests: ['poisoning'],
    when: (c) => c.has('PESTICIDE'),
  },
  {
    id: 'diabetic-foot-sepsis',
    specialty: 'vascular-surgery',
    level: 'emergency',
    source: {
      guideline: 'IWGDF',
      section:
        '2023 infection guideline (IWGDF/IDSA severe infection: foot infection with fever or sepsis, admit); NICE NG19 1.3',
    },
    reason: T(
      'An infected foot in someone with diabetes, with fever or shivering, can spread fast and threaten the leg: this needs emergency care now.',
      'التهاب القدم عند مريض السكر مع الحرارة أو الرعشة قد ينتشر بسرعة ويهدد الساق، ويحتاج إلى رعاية طارئة فورًا.',
    ),
    suggests: ['cellulitis', 'sepsis'],
    when: (c) => c.has('DIABETIC') && c.has('FOOT') && c.has('WOUND_INFECTED', 'SWELLING') && c.has('FEVER', 'RIGORS'),
  },
  {
    id: 'syncope-cardiac',
    specialty: 'cardiology',
    level: 'emergency',
    source: {
      guideline: 'ESC',
      section: '2018 syncope guideline, table 5: high-risk features (syncope with palpitations or chest pain)',
    },
    reason: T(
      'Fainting with palpitations or chest pain can be a dangerous heart rhythm.',
      'الإغماء مع الخفقان أو ألم الصدر قد يكون اضطرابًا خطيرًا في نظم القلب.',
    ),
    suggests: ['heart-attack'],
    when: (c) => c.has('FAINT') && c.has('PALPITATIONS', 'CHEST_PAIN'),
  },
  {
    id: 'sudden-vision-loss',
    specialty: 'ophthalmology',
    level: 'emergency',
    source: {
      guideline: 'NICE CKS',
      section:
        'red eye / sudden loss of vision: refer immediately (retinal artery occlusion, detachment, giant cell arteritis)',
    },
    reason: T(
      'Sudden loss of sight in one or both eyes, or a red painful eye with halos around lights, can lose the eye within hours: go to an eye emergency department now.',
      'فقدان النظر المفاجئ في عين أو الاثنتين، أو العين الحمراء المؤلمة مع هالات حول الأضواء، قد يُفقد العين خلال ساعات: توجه إلى طوارئ العيون الآن.',
    ),
    suggests: ['acute-glaucoma'],
    when: (c) =>
      c.has('VISION_LOSS') ||
      (c.has('EYE_PAIN') && c.has('HALOS', 'NAUSEA')) ||
      (c.years >= 50 &&
        c.has('HEADACHE') &&
        c.has('SCALP_TENDER', 'JAW_CLAUDICATION') &&
        c.has('VISION', 'VISION_LOSS')),
  },
  {
    id: 'fall-hip-older',
    specialty: 'orthopedics',
    level: 'emergency',
    source: {
      guideline: 'SATS',
      section:
        'discriminators: fracture, threatened limb; NICE CG124 hip fracture (older person who falls and cannot stand or walk)',
    },
    reason: T(
      'An older person who falls and then cannot stand or walk, with pain in the hip or groin, may have broken the hip: call 123 and do not try to walk them.',
      'كبير السن الذي يقع ثم لا يستطيع الوقوف أو المشي مع ألم في الورك أو أعلى الفخذ قد يكون أصيب بكسر في الحوض: اتصل بـ 123 ولا تحاول أن تجعله يمشي.',
    ),
    suggests: ['bone-fracture'],
    when: (c) => c.years >= 60 && c.has('FALL', 'HEAD_INJURY') && c.has('CANT_BEAR_WEIGHT') && c.has('HIP', 'PAIN'),
  },
  // Urgent floors: never routine or self-care.
  {
    id: 'postpartum-concern',
    specialty: 'obstetrics-gynecology',
    level: 'urgent',
    source: {
      guideline: 'RCOG',
      section:
        'Green-top Guideline 64b (sepsis after birth) and 52: fever or unusual bleeding after birth, seen the same day',
    },
    reason: T(
      'Fever, worsening pain or unusual bleeding in the weeks after giving birth should be checked by a doctor today.',
      'الحرارة أو الألم المتزايد أو النزيف غير المعتاد في الأسابيع التالية للولادة يحتاج إلى كشف طبي اليوم.',
    ),
    // Bleeding that lessens is the normal lochia; heavy bleeding is postpartum-haemorrhage above.
    when: (c) =>
      !c.male &&
      c.months >= 120 &&
      c.has('POSTPARTUM') &&
      c.has('FEVER', 'RIGORS', 'ABD_PAIN', 'HEADACHE', 'WOUND_INFECTED'),
  },
  {
    id: 'head-injury-floor',
    specialty: 'neurosurgery',
    level: 'urgent',
    source: {
      guideline: 'NG232',
      section: '1.4.11: age 65 or over with a head injury (with loss of consciousness or amnesia: CT within 8 hours)',
    },
    reason: T(
      'A head injury at 65 or over, in a baby, or with a bleeding wound should be checked by a doctor today, even if it seems minor.',
      'إصابة الرأس في سن 65 أو أكثر أو في رضيع أو مع جرح ينزف تحتاج إلى كشف طبي اليوم حتى لو بدت بسيطة.',
    ),
    // A bleeding head wound needs closing and a look for a skull injury, whatever the age.
    when: (c) => c.has('HEAD_INJURY') && (c.years >= 65 || c.months < 12 || c.has('BLEED')),
  },
  {
    id: 'diabetic-foot',
    specialty: 'vascular-surgery',
    level: 'urgent',
    source: {
      guideline: 'IWGDF',
      section: 'NICE NG19 1.3.7 (active diabetic foot problem: ulcer or infection, refer within 1 working day)',
    },
    reason: T(
      'A wound, ulcer or infection on the foot of someone with diabetes should be seen by a doctor within a day.',
      'الجرح أو القرحة أو الالتهاب في قدم مريض السكر يحتاج إلى كشف طبي خلال يوم.',
    ),
    when: (c) => c.has('DIABETIC') && c.has('FOOT') && c.has('WOUND_INFECTED'),
  },
  {
    id: 'sudden-pain',
    level: 'urgent',
    source: { guideline: 'SATS', section: 'discriminators, very urgent: severe pain (here a floor: seen today)' },
    reason: T(
      'Pain that came on suddenly and is severe should be assessed by a doctor today.',
      'الألم الشديد الذي جاء فجأة يحتاج إلى تقييم طبي اليوم.',
    ),
    when: (c) =>
      c.has('SUDDEN') &&
      c.has('SEVERE', 'SEVERE_SCORE') &&
      c.has('PAIN', 'BACK_PAIN', 'CHEST_PAIN', 'ABD_PAIN', 'FLANK_PAIN', 'HEADACHE', 'TEARING'),
  },
  {
    id: 'giant-cell-arteritis',
    specialty: 'rheumatology',
    level: 'urgent',
    source: {
      guideline: 'NICE CKS',
      section:
        'giant cell arteritis: new headache at 50+ with scalp tenderness or jaw claudication, same-day assessment (visual symptoms: emergency)',
    },
    reason: T(
      'A new headache after 50 with a tender scalp or jaw pain when chewing can be inflammation of the arteries (giant cell arteritis), which can take the sight: see a doctor today.',
      'الصداع الجديد بعد سن الخمسين مع ألم في فروة الرأس أو ألم في الفك أثناء المضغ قد يكون التهابًا في الشرايين يهدد النظر: يجب الكشف اليوم.',
    ),
    when: (c) => c.years >= 50 && c.has('SCALP_TENDER', 'JAW_CLAUDICATION'),
  },
  {
    id: 'mastoiditis',
    specialty: 'ent',
    level: 'urgent',
    source: {
      guideline: 'NICE CKS',
      section:
        'acute otitis media: suspected mastoiditis (swelling, redness or tenderness behind the ear, the ear pushed forward), refer the same day',
    },
    reason: T(
      'A red, swollen or painful area behind the ear, or the ear pushed out, can be an infection of the bone behind the ear (mastoiditis): see a doctor today.',
      'الاحمرار أو التورم أو الألم خلف الأذن، أو بروز الأذن للخارج، قد يكون التهابًا في العظمة خلف الأذن: يجب الكشف اليوم.',
    ),
    when: (c) => c.has('BEHIND_EAR') && c.has('SWELLING', 'PAIN', 'FEVER'),
  },
  {
    id: 'shingles-eye',
    specialty: 'ophthalmology',
    level: 'urgent',
    source: {
      guideline: 'NICE CKS',
      section:
        'shingles: herpes zoster ophthalmicus (rash on the forehead, eyelid or tip of the nose, or a red eye), same-day ophthalmology assessment',
    },
    reason: T(
      'Shingles on the forehead, around the eye or on the tip of the nose can harm the eye: see a doctor today.',
      'الحزام الناري (الهربس النطاقي) على الجبهة أو حول العين أو على طرف الأنف قد يصيب العين: يحتاج إلى كشف طبي اليوم.',
    ),
    suggests: ['shingles'],
    when: (c) => c.has('SHINGLES_EYE') || (c.has('SHINGLES') && c.has('EYE_PAIN', 'VISION', 'VISION_LOSS')),
  },
  {
    id: 'injury-cannot-bear-weight',
    specialty: 'orthopedics',
    level: 'urgent',
    source: {
      guideline: 'SATS',
      section: 'discriminators, urgent: fracture, closed; Ottawa ankle and knee rules (unable to bear weight: X-ray)',
    },
    reason: T(
      'After a fall or injury, not being able to stand or walk on it needs an X-ray today.',
      'بعد الوقوع أو الإصابة، عدم القدرة على الوقوف أو المشي يحتاج إلى أشعة اليوم.',
    ),
    suggests: ['bone-fracture'],
    when: (c) => c.has('FALL') && c.has('CANT_BEAR_WEIGHT'),
  },
  {
    id: 'bloody-diarrhoea',
    level: 'urgent',
    source: {
      guideline: 'IMCI',
      section:
        'chart booklet, diarrhoea: blood in the stool = dysentery; NICE CKS gastroenteritis (bloody diarrhoea: same-day assessment)',
    },
    reason: T(
      'Diarrhoea with blood in it should be checked by a doctor today.',
      'الإسهال المصحوب بدم يحتاج إلى كشف طبي اليوم.',
    ),
    when: (c) => c.has('DIARRHOEA') && (c.has('BLEED') || c.yes('E_179')),
  },
  {
    id: 'young-infant-fever',
    level: 'urgent',
    source: {
      guideline: 'NG143',
      section: 'NG143 table 1, amber: age 3 to 6 months with temperature 39 °C or higher (any fever: seen today)',
    },
    reason: T(
      'A baby aged 3 to 6 months with a fever should be seen by a doctor today.',
      'الرضيع من 3 إلى 6 أشهر المصاب بالحرارة يجب أن يفحصه طبيب اليوم.',
    ),
    suggests: ['serious-bacterial-infection'],
    when: (c) => c.months < 6 && c.has('FEVER'),
  },
  {
    id: 'child-dehydration',
    level: 'urgent',
    source: { guideline: 'NG143', section: 'NG143 table 1, amber: dry mucous membranes, reduced urine output' },
    reason: T(
      'A young child with a dry mouth, no tears, fewer wet nappies or sunken eyes may be getting dehydrated and should be seen today.',
      'الطفل الصغير الذي يعاني من جفاف الفم أو البكاء بلا دموع أو قلة الحفاضات المبللة أو غور العينين قد يكون مصابًا بالجفاف ويجب أن يفحصه طبيب اليوم.',
    ),
    suggests: ['dehydration', 'gastroenteritis'],
    when: (c) => c.months < 60 && c.has('DRY', 'NO_URINE', 'SUNKEN'),
  },
  {
    id: 'adult-chest-pain',
    level: 'urgent',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: chest pain (here: an urgent floor from age 30; NICE CG95 1.1)',
    },
    reason: T(
      'Chest pain in an adult should be checked by a doctor today.',
      'ألم الصدر عند البالغين يجب أن يفحصه طبيب اليوم.',
    ),
    when: (c) => c.years >= 30 && c.has('CHEST_PAIN'),
  },
  {
    id: 'breathless-asthma',
    level: 'urgent',
    source: { guideline: 'SATS', section: 'discriminators, urgent: shortness of breath; BTS/SIGN 158 asthma 8.1' },
    reason: T(
      'Breathlessness in someone with asthma or COPD needs a doctor today.',
      'ضيق التنفس لدى مريض الربو أو السدة الرئوية يحتاج إلى طبيب اليوم.',
    ),
    when: (c) => c.has('ASTHMA') && c.has('BREATHLESS', 'WHEEZE'),
  },
  {
    id: 'jaundice',
    level: 'urgent',
    source: { guideline: 'SATS', section: 'NICE CKS jaundice in adults: assess the same day' },
    reason: T(
      'Yellow eyes or skin should be checked by a doctor today.',
      'اصفرار العينين أو الجلد يحتاج إلى كشف طبي اليوم.',
    ),
    when: (c) => c.has('JAUNDICE'),
  },
  {
    id: 'pregnancy-headache-pain',
    level: 'urgent',
    source: {
      guideline: 'NG133',
      section: 'NG133 1.4: headache or epigastric pain in pregnancy, assess blood pressure and urine',
    },
    reason: T(
      'A headache or belly pain in pregnancy should be checked today (blood pressure and urine).',
      'الصداع أو ألم البطن أثناء الحمل يحتاج إلى كشف اليوم (قياس الضغط وتحليل البول).',
    ),
    // A late period with belly pain is a possible ectopic pregnancy until shown otherwise (NICE NG126 1.2).
    when: (c) =>
      !c.male &&
      ((c.has('PREGNANT') && c.has('HEADACHE', 'ABD_PAIN', 'SWELL_FACE', 'VISION')) ||
        (c.months >= 120 && c.has('MISSED_PERIOD') && c.has('ABD_PAIN'))),
  },
  {
    id: 'burn',
    level: 'urgent',
    source: {
      guideline: 'SATS',
      section: 'discriminators, urgent: burn (other); NICE CKS burns and scalds (referral criteria)',
    },
    reason: T(
      'A burn with blisters, or any burn in a young child, should be seen by a doctor today. Cool it under running water for 20 minutes.',
      'الحرق الذي به فقاقيع، أو أي حرق في طفل صغير، يحتاج إلى كشف طبي اليوم. بَرِّده تحت ماء جارٍ لمدة 20 دقيقة.',
    ),
    // A superficial burn (red, no blisters) of an adult is self-care with safety-netting (NICE CKS burns and scalds).
    when: (c) => c.has('BURN') && !c.has('SUNBURN') && (c.has('BURN_DEEP') || c.months < 60),
  },
  {
    id: 'seizure-resolved',
    level: 'urgent',
    source: {
      guideline: 'SATS',
      section: 'discriminators, very urgent: seizure, post-ictal; NICE NG217 1.2 (first seizure: seen within 2 weeks)',
    },
    reason: T(
      'A fit, even one that has stopped, should be checked by a doctor today.',
      'نوبة التشنج، حتى لو توقفت، تحتاج إلى كشف طبي اليوم.',
    ),
    when: (c) => c.has('CONVULSION'),
  },
  {
    id: 'severe-pain',
    level: 'urgent',
    source: { guideline: 'SATS', section: 'discriminators: pain severe (8-10) very urgent, moderate (5-7) urgent' },
    reason: T('Severe pain should be assessed by a doctor today.', 'الألم الشديد يحتاج إلى تقييم طبي اليوم.'),
    // "Severe" in words is too common (جامد is everyday Egyptian for strong) to floor on its own: the 0-10 scale or
    // the screen's severity question (P_SEVERE_PAIN, asked for any pain) decides.
    when: (c) =>
      c.scale('E_56') >= 8 ||
      c.has('SEVERE_SCORE') ||
      (c.has('SEVERE_EXPLICIT') && c.has('PAIN', 'BACK_PAIN', 'ABD_PAIN', 'FLANK_PAIN', 'CHEST_PAIN', 'HEADACHE')),
  },
  {
    id: 'infant-unsure',
    level: 'urgent',
    source: {
      guideline: 'NG143',
      section: 'NG143 1.2: babies under 3 months are high risk; an unknown danger sign is treated as present',
    },
    reason: T(
      'For a baby under 3 months, a danger sign that cannot be ruled out is treated as possible: a doctor should see the baby today.',
      'في الرضيع الأصغر من 3 أشهر، علامة الخطر التي لا يمكن استبعادها تُعامل كأنها محتملة: يجب أن يفحصه طبيب اليوم.',
    ),
    when: (c) => c.months < 3 && c.has('UNSURE_DANGER'),
  },
  {
    id: 'fainting',
    level: 'urgent',
    source: {
      guideline: 'SATS',
      section: 'discriminators, urgent: syncope; NICE CG109 1.1 (transient loss of consciousness)',
    },
    reason: T('Fainting should be checked by a doctor today.', 'الإغماء يحتاج إلى كشف طبي اليوم.'),
    when: (c) => c.has('FAINT'),
  },
];

/**
 * Conditions whose urgency the rules above grade: their danger signs are rules (and screen questions), so the
 * ranking counts them at their mild level. Without this, a condition's one urgency in the knowledge base (a burn,
 * a concussion, croup: "urgent") floored every mild case it led, whatever the rules had found: a small red burn
 * without blisters, a bump on the head with no danger sign, a barking cough without stridor at rest all ended
 * "urgent". When a grading rule fires, its own level applies as usual.
 */
export const GRADED: readonly Graded[] = [
  {
    condition: 'burn',
    level: 'self_care',
    by: ['burn-serious', 'burn'],
    source: {
      guideline: 'NICE CKS',
      section: 'burns and scalds: superficial burns of small area in adults can be managed in primary care / self-care',
    },
  },
  {
    condition: 'concussion',
    level: 'self_care',
    by: ['head-injury-danger', 'head-injury-anticoagulant', 'head-injury-floor', 'reduced-consciousness', 'seizure'],
    source: {
      guideline: 'NG232',
      section: '1.2 / 1.4: no risk factor for brain injury: home with written head-injury advice',
    },
  },
  {
    condition: 'croup',
    level: 'self_care',
    by: ['airway', 'breathing-severe', 'child-danger-signs'],
    source: {
      guideline: 'NICE CKS',
      section: 'croup: mild croup (no stridor or recession at rest) is managed at home',
    },
  },
];
