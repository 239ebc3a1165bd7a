import type { ScreenQuestion } from './types.ts';

/**
 * The screen: plain yes/no questions asked first, before the diagnostic ones, when they fit the complaint, the age
 * and the sex (engine/protocol.ts picks them). A "yes" asserts the concepts in `asserts`; the rules of
 * ./table.ts then decide. Each question names its guideline; the rule it feeds names the section.
 */
/**
 * English (you, he, she), Modern Standard Arabic (to the person), Egyptian Arabic (you, he, she). The MSA
 * "he/she" forms are the Egyptian ones: a question about a child is asked in the parent's own words.
 */
const Q = (en: [string, string, string], msaYou: string, egy: [string, string, string]) => ({
  en: { you: en[0], he: en[1], she: en[2] },
  msa: { you: msaYou, he: egy[1], she: egy[2] },
  egy: { you: egy[0], he: egy[1], she: egy[2] },
});

export const SCREEN: ScreenQuestion[] = [
  {
    code: 'P_HARD_TO_WAKE',
    source: 'IMCI',
    level: 'emergency',
    asserts: ['SLEEPY'],
    categories: ['child', 'fever', 'belly', 'breathing', 'head', 'injury'],
    settledBy: { said: ['ACTIVE'], unless: ['SLEEPY', 'CONFUSED'] },
    maxMonths: 60,
    question: Q(
      [
        'Is the child unusually sleepy, floppy or hard to wake?',
        'Is he unusually sleepy, floppy or hard to wake?',
        'Is she unusually sleepy, floppy or hard to wake?',
      ],
      'هل الطفل نعسان بشكل غير معتاد أو جسمه مرتخٍ أو يصعب إيقاظه؟',
      [
        'هل الطفل نعسان على غير العادة، أو جسمه مرخي، أو صعب تصحّيه؟',
        'هل هو نعسان على غير العادة، أو جسمه مرخي، أو صعب تصحّيه؟',
        'هل هي نعسانة على غير العادة، أو جسمها مرخي، أو صعب تصحّيها؟',
      ],
    ),
  },
  {
    code: 'P_NOT_DRINKING',
    source: 'IMCI',
    level: 'emergency',
    asserts: ['NOT_DRINKING'],
    categories: ['child', 'fever', 'belly'],
    settledBy: { said: ['FEEDING_WELL'], unless: ['NAUSEA', 'NOT_DRINKING'] },
    maxMonths: 60,
    question: Q(
      [
        'Is the child unable to drink or breastfeed, or vomiting everything?',
        'Is he unable to drink or breastfeed, or does he vomit everything he takes?',
        'Is she unable to drink or breastfeed, or does she vomit everything she takes?',
      ],
      'هل الطفل غير قادر على الشرب أو الرضاعة، أو يتقيأ كل شيء؟',
      [
        'هل الطفل مش قادر يشرب أو يرضع، أو بيرجّع كل حاجة؟',
        'هل هو مش قادر يشرب أو يرضع، أو بيرجّع كل حاجة ياخدها؟',
        'هل هي مش قادرة تشرب أو ترضع، أو بترجّع كل حاجة تاخدها؟',
      ],
    ),
  },
  {
    code: 'P_NO_WET_NAPPY',
    source: 'NG143',
    level: 'urgent',
    asserts: ['NO_URINE'],
    categories: ['child', 'belly', 'fever'],
    settledBy: { said: ['WET_NAPPIES'], unless: ['NO_URINE'] },
    maxMonths: 60,
    question: Q(
      [
        'Has the child passed no urine (no wet nappy) in the last 12 hours?',
        'Has he passed no urine (no wet nappy) in the last 12 hours?',
        'Has she passed no urine (no wet nappy) in the last 12 hours?',
      ],
      'هل لم يتبول الطفل (لم تبتل الحفاضة) خلال آخر 12 ساعة؟',
      [
        'هل الطفل ما عملش بيبي خالص (البامبرز ناشف) في آخر 12 ساعة؟',
        'هل ما عملش بيبي خالص (البامبرز ناشف) في آخر 12 ساعة؟',
        'هل ما عملتش بيبي خالص (البامبرز ناشف) في آخر 12 ساعة؟',
      ],
    ),
  },
  {
    code: 'P_CHILD_BREATHING',
    source: 'ETAT',
    level: 'emergency',
    asserts: ['RIBS'],
    categories: ['breathing'],
    maxMonths: 144,
    question: Q(
      [
        'Is the child struggling to breathe: grunting, or the skin sucking in between or below the ribs?',
        'Is he struggling to breathe: grunting, or the skin sucking in between or below the ribs?',
        'Is she struggling to breathe: grunting, or the skin sucking in between or below the ribs?',
      ],
      'هل يجد الطفل صعوبة واضحة في التنفس: أنين مع النفس، أو دخول الجلد بين الضلوع أو تحتها؟',
      [
        'هل الطفل بيتنفس بصعوبة واضحة: بيزوّم مع النفس، أو الجلد بيدخل بين الضلوع أو تحتها؟',
        'هل بيتنفس بصعوبة واضحة: بيزوّم مع النفس، أو الجلد بيدخل بين الضلوع أو تحتها؟',
        'هل بتتنفس بصعوبة واضحة: بتزوّم مع النفس، أو الجلد بيدخل بين الضلوع أو تحتها؟',
      ],
    ),
  },
  {
    code: 'P_NONBLANCHING_RASH',
    source: 'NG143',
    level: 'emergency',
    asserts: ['NONBLANCH'],
    categories: ['fever'],
    maxMonths: 216,
    question: Q(
      [
        'Is there a rash of small red or purple spots that does not fade when you press a glass on it?',
        'Does he have a rash of small red or purple spots that does not fade when a glass is pressed on it?',
        'Does she have a rash of small red or purple spots that does not fade when a glass is pressed on it?',
      ],
      'هل يوجد طفح من نقط حمراء أو بنفسجية صغيرة لا يختفي عند الضغط عليه بكوب زجاجي؟',
      [
        'هل فيه طفح نقط حمرا أو بنفسجي صغيرة مش بتختفي لما تضغط عليها بكوباية إزاز؟',
        'هل عنده طفح من نقط حمرا أو بنفسجي صغيرة مش بتختفي لما تضغط عليها بكوباية إزاز؟',
        'هل عندها طفح من نقط حمرا أو بنفسجي صغيرة مش بتختفي لما تضغط عليها بكوباية إزاز؟',
      ],
    ),
  },
  {
    code: 'P_SENTENCES',
    source: 'SATS',
    level: 'emergency',
    asserts: ['SENTENCES'],
    implies: ['E_66'],
    categories: ['breathing'],
    minMonths: 144,
    question: Q(
      [
        'Are you so short of breath, even at rest, that you cannot finish a sentence without stopping?',
        'Is he so short of breath, even at rest, that he cannot finish a sentence?',
        'Is she so short of breath, even at rest, that she cannot finish a sentence?',
      ],
      'هل ضيق النفس شديد لدرجة أنك لا تستطيع إكمال جملة دون توقف، حتى وأنت مرتاح؟',
      [
        'هل نفسك ضيق لدرجة إنك مش قادر تكمّل جملة من غير ما تقف، حتى وإنت قاعد مرتاح؟',
        'هل نفسه ضيق لدرجة إنه مش قادر يكمل جملة من غير ما يقف، حتى وهو مرتاح؟',
        'هل نفسها ضيق لدرجة إنها مش قادرة تكمل جملة من غير ما تقف، حتى وهي مرتاحة؟',
      ],
    ),
  },
  {
    code: 'P_BLUE_LIPS',
    source: 'ETAT',
    level: 'emergency',
    asserts: ['BLUE'],
    categories: ['breathing', 'chest'],
    question: Q(
      [
        'Are your lips or face turning blue or grey?',
        'Are his lips or face turning blue or grey?',
        'Are her lips or face turning blue or grey?',
      ],
      'هل تتحول شفتاك أو وجهك إلى اللون الأزرق أو الرمادي؟',
      [
        'هل شفايفك أو وشك لونهم بيقلب أزرق أو رمادي؟',
        'هل شفايفه أو وشه لونهم بيقلب أزرق أو رمادي؟',
        'هل شفايفها أو وشها لونهم بيقلب أزرق أو رمادي؟',
      ],
    ),
  },
  {
    code: 'P_INHALER_FAILING',
    source: 'SATS',
    level: 'emergency',
    asserts: ['INHALER', 'NOT_HELPING'],
    categories: ['breathing'],
    minMonths: 24,
    question: Q(
      [
        'If you use an inhaler (for asthma or COPD), is it not helping this time?',
        'If he uses an inhaler, is it not helping this time?',
        'If she uses an inhaler, is it not helping this time?',
      ],
      'إذا كنت تستخدم بخاخة (للربو أو حساسية الصدر)، هل هي لا تساعدك هذه المرة؟',
      [
        'لو بتستخدم بخاخة (للربو أو حساسية الصدر)، هل مش نافعة معاك المرة دي؟',
        'لو بيستخدم بخاخة، هل مش نافعة معاه المرة دي؟',
        'لو بتستخدم بخاخة، هل مش نافعة معاها المرة دي؟',
      ],
    ),
  },
  {
    code: 'P_CHEST_DANGER',
    source: 'SATS',
    level: 'emergency',
    asserts: ['SWEATY'],
    categories: ['chest'],
    minMonths: 144,
    question: Q(
      [
        'With the chest pain, are you sweating, feeling sick or breathless, or does the pain spread to the arm, jaw or back?',
        'With the chest pain, is he sweating, feeling sick or breathless, or does the pain spread to the arm, jaw or back?',
        'With the chest pain, is she sweating, feeling sick or breathless, or does the pain spread to the arm, jaw or back?',
      ],
      'مع ألم الصدر، هل تعرق أو تشعر بغثيان أو ضيق في التنفس، أو يمتد الألم إلى الذراع أو الفك أو الظهر؟',
      [
        'مع وجع الصدر، هل بتعرق، أو عندك غثيان أو نهجان، أو الوجع بيمتد للدراع أو الفك أو الضهر؟',
        'مع وجع الصدر، هل بيعرق أو عنده غثيان أو نهجان، أو الوجع بيمتد للدراع أو الفك أو الضهر؟',
        'مع وجع الصدر، هل بتعرق أو عندها غثيان أو نهجان، أو الوجع بيمتد للدراع أو الفك أو الضهر؟',
      ],
    ),
  },
  {
    code: 'P_BELLY_SUDDEN_SEVERE',
    source: 'SATS',
    level: 'emergency',
    asserts: ['RIGID'],
    categories: ['belly'],
    question: Q(
      [
        'Did severe belly pain start suddenly, or is the belly hard and too painful to touch?',
        'Did severe belly pain start suddenly, or is his belly hard and too painful to touch?',
        'Did severe belly pain start suddenly, or is her belly hard and too painful to touch?',
      ],
      'هل بدأ ألم شديد في البطن فجأة، أو البطن متصلبة ومؤلمة جدًا عند اللمس؟',
      [
        'هل الوجع الجامد في بطنك جه فجأة، أو بطنك ناشفة ومش قادر حد يلمسها؟',
        'هل الوجع الجامد في بطنه جه فجأة، أو بطنه ناشفة ومش قادر حد يلمسها؟',
        'هل الوجع الجامد في بطنها جه فجأة، أو بطنها ناشفة ومش قادرة حد يلمسها؟',
      ],
    ),
  },
  {
    code: 'P_GI_BLEED',
    source: 'SATS',
    level: 'emergency',
    asserts: ['GI_BLEED'],
    implies: ['E_210'],
    categories: ['belly'],
    minMonths: 12,
    question: Q(
      [
        'Have you vomited blood, or passed black, tarry or bloody stools?',
        'Has he vomited blood, or passed black, tarry or bloody stools?',
        'Has she vomited blood, or passed black, tarry or bloody stools?',
      ],
      'هل تقيأت دمًا، أو كان البراز أسود كالقطران أو به دم؟',
      [
        'هل رجّعت دم، أو البراز بقى أسود زي القطران أو فيه دم؟',
        'هل رجّع دم، أو البراز بتاعه أسود زي القطران أو فيه دم؟',
        'هل رجّعت دم، أو البراز بتاعها أسود زي القطران أو فيه دم؟',
      ],
    ),
  },
  {
    code: 'P_PREGNANT',
    source: 'SATS',
    level: 'urgent',
    asserts: ['PREGNANT'],
    implies: ['E_167'],
    categories: ['belly', 'head'],
    sex: 'F',
    minMonths: 144,
    maxMonths: 600,
    question: Q(
      [
        'Are you pregnant, or could you be (is your period late)?',
        'Could he be pregnant?',
        'Is she pregnant, or could she be (is her period late)?',
      ],
      'هل أنتِ حامل، أو يمكن أن تكوني حاملًا (تأخرت الدورة)؟',
      [
        'هل إنتي حامل، أو ممكن تكوني حامل (الدورة متأخرة)؟',
        'هل ممكن يكون حامل؟',
        'هل هي حامل، أو ممكن تكون حامل (الدورة متأخرة)؟',
      ],
    ),
  },
  {
    code: 'P_PREGNANCY_DANGER',
    source: 'NG133',
    level: 'emergency',
    asserts: ['VISION', 'SWELL_FACE'],
    categories: ['pregnancy'],
    sex: 'F',
    minMonths: 144,
    question: Q(
      [
        'Do you have bleeding, a severe headache with blurred vision, sudden swelling of the face or hands, or is the baby moving less?',
        'Does he have bleeding, a severe headache with blurred vision, or sudden swelling of the face or hands?',
        'Does she have bleeding, a severe headache with blurred vision, sudden swelling of the face or hands, or is the baby moving less?',
      ],
      'هل عندكِ نزيف، أو صداع شديد مع زغللة، أو تورم مفاجئ في الوجه أو اليدين، أو قلت حركة الجنين؟',
      [
        'هل عندك نزيف، أو صداع جامد مع زغللة، أو ورم مفاجئ في الوش أو الإيدين، أو حركة البيبي قلّت؟',
        'هل عنده نزيف، أو صداع شديد مع زغللة، أو تورم مفاجئ في الوش أو الإيدين؟',
        'هل عندها نزيف، أو صداع شديد مع زغللة، أو ورم مفاجئ في الوش أو الإيدين، أو حركة الجنين قلت؟',
      ],
    ),
  },
  {
    code: 'P_THUNDERCLAP',
    source: 'SATS',
    level: 'emergency',
    asserts: ['THUNDERCLAP'],
    categories: ['head'],
    minMonths: 144,
    question: Q(
      [
        'Did the headache start suddenly, like a blow to the head, and is it the worst you have ever had?',
        'Did his headache start suddenly, like a blow to the head, and is it the worst he has ever had?',
        'Did her headache start suddenly, like a blow to the head, and is it the worst she has ever had?',
      ],
      'هل بدأ الصداع فجأة مثل ضربة على الرأس، وهو أسوأ صداع مر عليك؟',
      [
        'هل الصداع جه فجأة زي خبطة على الراس، وهو أوحش صداع جالك في حياتك؟',
        'هل الصداع جه فجأة زي خبطة على الراس، وهو أوحش صداع جاله في حياته؟',
        'هل الصداع جه فجأة زي خبطة على الراس، وهو أوحش صداع جالها في حياتها؟',
      ],
    ),
  },
  {
    code: 'P_STIFF_NECK',
    source: 'NG143',
    level: 'emergency',
    asserts: ['STIFF_NECK'],
    implies: ['T_STIFF_NECK'],
    categories: ['head', 'fever'],
    minMonths: 12,
    question: Q(
      [
        'Is your neck so stiff that you cannot bend your chin to your chest, or does light hurt your eyes?',
        'Is his neck so stiff that he cannot bend his chin to his chest, or does light hurt his eyes?',
        'Is her neck so stiff that she cannot bend her chin to her chest, or does light hurt her eyes?',
      ],
      'هل رقبتك متيبسة لدرجة أنك لا تستطيع ثني ذقنك إلى صدرك، أو يؤلمك الضوء في عينيك؟',
      [
        'هل رقبتك ناشفة لدرجة إنك مش قادر توطي دقنك لصدرك، أو النور بيوجع عينك؟',
        'هل رقبته ناشفة لدرجة إنه مش قادر يوطي دقنه لصدره، أو النور بيوجع عينه؟',
        'هل رقبتها ناشفة لدرجة إنها مش قادرة توطي دقنها لصدرها، أو النور بيوجع عينها؟',
      ],
    ),
  },
  {
    code: 'P_CONFUSED',
    source: 'SATS',
    level: 'emergency',
    asserts: ['CONFUSED'],
    categories: ['any'],
    minMonths: 60,
    question: Q(
      [
        'Is the patient newly confused, unusually sleepy or hard to wake?',
        'Is he newly confused, unusually sleepy or hard to wake?',
        'Is she newly confused, unusually sleepy or hard to wake?',
      ],
      'هل المريض متلخبط (مشوش) على غير عادته، أو نعسان بشكل غير معتاد، أو يصعب إيقاظه؟',
      [
        'هل المريض متلخبط على غير عادته، أو نايم على طول، أو صعب تصحّيه؟',
        'هل هو متلخبط على غير عادته، أو نايم على طول، أو صعب تصحّيه؟',
        'هل هي متلخبطة على غير عادتها، أو نايمة على طول، أو صعب تصحّيها؟',
      ],
    ),
  },
  {
    code: 'P_FAST',
    source: 'FAST',
    level: 'emergency',
    asserts: ['FACE_DROOP'],
    implies: ['T_SUDDEN_WEAKNESS'],
    categories: ['neuro', 'head'],
    minMonths: 144,
    question: Q(
      [
        'Has the face dropped on one side, an arm or hand gone weak, or the speech become slurred or strange, suddenly?',
        'Has his face dropped on one side, an arm or hand gone weak, or his speech become slurred or strange, suddenly?',
        'Has her face dropped on one side, an arm or hand gone weak, or her speech become slurred or strange, suddenly?',
      ],
      'هل مال الوجه فجأة لجهة واحدة، أو ضعفت ذراع أو يد، أو أصبح الكلام ثقيلًا أو غريبًا؟',
      [
        'هل وشك مال فجأة لناحية، أو إيدك أو دراعك ضعفت، أو كلامك بقى تقيل أو غريب؟',
        'هل وشه مال فجأة لناحية، أو إيده أو دراعه ضعفت، أو كلامه بقى تقيل أو غريب؟',
        'هل وشها مال فجأة لناحية، أو إيدها أو دراعها ضعفت، أو كلامها بقى تقيل أو غريب؟',
      ],
    ),
  },
  {
    code: 'P_FLANK_FEVER',
    source: 'SATS',
    level: 'emergency',
    asserts: ['FLANK_PAIN', 'FEVER', 'SEVERE'],
    categories: ['urinary'],
    minMonths: 144,
    question: Q(
      [
        'Do you have severe pain in your side or back together with fever or shivering?',
        'Does he have severe pain in his side or back together with fever or shivering?',
        'Does she have severe pain in her side or back together with fever or shivering?',
      ],
      'هل عندك ألم شديد في الجنب أو الظهر مع حرارة أو رعشة؟',
      [
        'هل عندك وجع جامد في جنبك أو ضهرك مع سخونية أو رعشة؟',
        'هل عنده وجع جامد في جنبه أو ضهره مع سخونية أو رعشة؟',
        'هل عندها وجع جامد في جنبها أو ضهرها مع سخونية أو رعشة؟',
      ],
    ),
  },
  {
    code: 'P_NO_URINE',
    source: 'SATS',
    level: 'emergency',
    asserts: ['NO_URINE'],
    categories: ['urinary', 'back'],
    minMonths: 144,
    question: Q(
      [
        'Have you been unable to pass any urine for several hours even though you need to?',
        'Has he been unable to pass any urine for several hours even though he needs to?',
        'Has she been unable to pass any urine for several hours even though she needs to?',
      ],
      'هل لم تستطع التبول إطلاقًا لعدة ساعات رغم أنك تحتاج إليه؟',
      [
        'هل مش قادر تعمل بول خالص من كام ساعة مع إنك محتاج؟',
        'هل مش قادر يعمل بول خالص من كام ساعة مع إنه محتاج؟',
        'هل مش قادرة تعمل بول خالص من كام ساعة مع إنها محتاجة؟',
      ],
    ),
  },
  {
    code: 'P_CAUDA',
    source: 'NICE CKS',
    level: 'emergency',
    asserts: ['SADDLE'],
    categories: ['back'],
    minMonths: 144,
    question: Q(
      [
        'Is there new numbness between the legs or around the back passage, or new trouble controlling your bladder or bowels?',
        'Is there new numbness between his legs or around the back passage, or new trouble controlling his bladder or bowels?',
        'Is there new numbness between her legs or around the back passage, or new trouble controlling her bladder or bowels?',
      ],
      'هل ظهر تنميل جديد بين الفخذين أو حول فتحة الشرج، أو صعوبة جديدة في التحكم في البول أو البراز؟',
      [
        'هل فيه تنميل جديد بين رجليك أو حوالين الشرج، أو مش قادر تتحكم في البول أو البراز؟',
        'هل فيه تنميل جديد بين رجليه أو حوالين الشرج، أو مش قادر يتحكم في البول أو البراز؟',
        'هل فيه تنميل جديد بين رجليها أو حوالين الشرج، أو مش قادرة تتحكم في البول أو البراز؟',
      ],
    ),
  },
  {
    code: 'P_SEVERE_PAIN',
    source: 'SATS',
    level: 'urgent',
    asserts: ['SEVERE_SCORE'],
    categories: ['pain'],
    minMonths: 144,
    question: Q(
      [
        'Is the pain severe, 8 or more out of 10, or so bad you cannot carry on with what you were doing?',
        'Is his pain severe, 8 or more out of 10, or so bad he cannot carry on with what he was doing?',
        'Is her pain severe, 8 or more out of 10, or so bad she cannot carry on with what she was doing?',
      ],
      'هل الألم شديد، 8 من 10 أو أكثر، أو لدرجة أنك لا تستطيع مواصلة ما كنت تفعله؟',
      [
        'هل الوجع جامد، 8 من 10 أو أكتر، أو لدرجة إنك مش قادر تكمّل اللي كنت بتعمله؟',
        'هل الوجع جامد عليه، 8 من 10 أو أكتر، أو لدرجة إنه مش قادر يكمّل اللي كان بيعمله؟',
        'هل الوجع جامد عليها، 8 من 10 أو أكتر، أو لدرجة إنها مش قادرة تكمّل اللي كانت بتعمله؟',
      ],
    ),
  },
  {
    code: 'P_SUICIDE',
    source: 'SATS',
    level: 'emergency',
    asserts: ['SUICIDAL'],
    implies: ['T_SUICIDAL'],
    categories: ['mood'],
    minMonths: 96,
    question: Q(
      [
        'Have you had thoughts that life is not worth living, or of ending your life?',
        'Has he talked about life not being worth living, or about ending his life?',
        'Has she talked about life not being worth living, or about ending her life?',
      ],
      'هل راودتك أفكار بأن الحياة لا تستحق، أو أفكار لإنهاء حياتك؟',
      [
        'هل جات لك أفكار إن الحياة ملهاش لازمة، أو إنك تنهي حياتك؟',
        'هل اتكلم إن الحياة ملهاش لازمة، أو عن إنه ينهي حياته؟',
        'هل اتكلمت إن الحياة ملهاش لازمة، أو عن إنها تنهي حياتها؟',
      ],
    ),
  },
  {
    code: 'P_OVERDOSE',
    source: 'SATS',
    level: 'emergency',
    asserts: ['OVERDOSE'],
    categories: ['mood', 'child'],
    minMonths: 12,
    question: Q(
      [
        'Has the patient taken too many pills of any medicine, or swallowed a poison or household chemical?',
        'Could he have swallowed pills, medicine, a poison or a household chemical?',
        'Could she have swallowed pills, medicine, a poison or a household chemical?',
      ],
      'هل تناول المريض حبوبًا أكثر من اللازم من أي دواء، أو بلع سمًا أو مادة منزلية كيميائية؟',
      [
        'هل المريض خد حبوب أكتر من اللازم من أي دوا، أو بلع سم أو حاجة من منظفات البيت؟',
        'هل ممكن يكون بلع حبوب أو دوا أو سم أو حاجة من منظفات البيت؟',
        'هل ممكن تكون بلعت حبوب أو دوا أو سم أو حاجة من منظفات البيت؟',
      ],
    ),
  },
];
