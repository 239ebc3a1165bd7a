import type { EvidenceDef, QuestionWording, Sex } from '../types.ts';

// Questions added to cover common conditions that DDXPlus leaves out (skin, eyes, teeth,
// joints, women's health, urinary, digestive, mental health, hormones...). Every question
// is a yes/no question so that it is cheap to answer on a phone.
//
// Each question is written in three forms per language: to the person typing ("you") and about someone else
// ("he", "she": a child, a baby, a relative; engine/person.ts chooses), in English and in Egyptian Arabic as a
// Cairo GP asks it, with medical words that have no colloquial equivalent explained in brackets. A fourth Arabic
// form speaks to a woman where the "you" form is masculine («حاسس» → «حاسة»).
function q(
  code: string,
  en: [string, string, string],
  ar: [string, string, string, string?],
  opts: { sex?: Sex; minAge?: number; maxAge?: number; antecedent?: boolean } = {},
): EvidenceDef {
  const question: QuestionWording = {
    en: { you: en[0], he: en[1], she: en[2] },
    ar: { you: ar[0], he: ar[1], she: ar[2], ...(ar[3] ? { youF: ar[3] } : {}) },
  };
  return {
    code,
    type: 'B',
    parent: null,
    antecedent: opts.antecedent ?? false,
    defaultValue: '0',
    values: [],
    question,
    valueLabels: {},
    source: 'tabib',
    sexOnly: opts.sex,
    minAge: opts.minAge,
    maxAge: opts.maxAge,
  };
}

export const TABIB_EVIDENCES: EvidenceDef[] = [
  // Skin
  q(
    'T_PIMPLES',
    [
      'Do you have pimples, blackheads or whiteheads, mainly on the face, chest or back?',
      'Does he have pimples, blackheads or whiteheads, mainly on the face, chest or back?',
      'Does she have pimples, blackheads or whiteheads, mainly on the face, chest or back?',
    ],
    [
      'عندك حبوب أو رؤوس سودا أو بيضا، خصوصًا في الوش أو الصدر أو الضهر؟',
      'عنده حبوب أو رؤوس سودا أو بيضا، خصوصًا في الوش أو الصدر أو الضهر؟',
      'عندها حبوب أو رؤوس سودا أو بيضا، خصوصًا في الوش أو الصدر أو الضهر؟',
    ],
  ),
  q(
    'T_DRY_ITCHY_SKIN',
    [
      'Is your skin dry and itchy, with rough patches that come and go (for example in the elbow or knee creases)?',
      'Is his skin dry and itchy, with rough patches that come and go (for example in the elbow or knee creases)?',
      'Is her skin dry and itchy, with rough patches that come and go (for example in the elbow or knee creases)?',
    ],
    [
      'جلدك ناشف وبيهرشك، وفيه بقع خشنة بتروح وتيجي (زي في ثنية الكوع أو الركبة)؟',
      'جلده ناشف وبيهرشه، وفيه بقع خشنة بتروح وتيجي (زي في ثنية الكوع أو الركبة)؟',
      'جلدها ناشف وبيهرشها، وفيه بقع خشنة بتروح وتيجي (زي في ثنية الكوع أو الركبة)؟',
    ],
  ),
  q(
    'T_HIVES',
    [
      'Do you have raised, itchy welts (hives) that appear and fade within hours?',
      'Does he have raised, itchy welts (hives) that appear and fade within hours?',
      'Does she have raised, itchy welts (hives) that appear and fade within hours?',
    ],
    [
      'عندك بقع بارزة بتهرش (أرتيكاريا) بتطلع وتختفي في خلال ساعات؟',
      'عنده بقع بارزة بتهرش (أرتيكاريا) بتطلع وتختفي في خلال ساعات؟',
      'عندها بقع بارزة بتهرش (أرتيكاريا) بتطلع وتختفي في خلال ساعات؟',
    ],
  ),
  q(
    'T_SCALY_PLAQUES',
    [
      'Do you have thick red patches covered with silvery scales, for example on the elbows, knees or scalp?',
      'Does he have thick red patches covered with silvery scales, for example on the elbows, knees or scalp?',
      'Does she have thick red patches covered with silvery scales, for example on the elbows, knees or scalp?',
    ],
    [
      'عندك بقع حمرا تخينة عليها قشور فضي، زي على الكوع أو الركبة أو فروة الراس؟',
      'عنده بقع حمرا تخينة عليها قشور فضي، زي على الكوع أو الركبة أو فروة الراس؟',
      'عندها بقع حمرا تخينة عليها قشور فضي، زي على الكوع أو الركبة أو فروة الراس؟',
    ],
  ),
  q(
    'T_RING_RASH',
    [
      'Do you have a round, ring-shaped itchy rash, or itching between the toes or in the groin?',
      'Does he have a round, ring-shaped itchy rash, or itching between the toes or in the groin?',
      'Does she have a round, ring-shaped itchy rash, or itching between the toes or in the groin?',
    ],
    [
      'عندك طفح مدوّر زي الحلقة وبيهرش، أو هرش بين صوابع الرجل أو في ثنية الفخد (الأُربية)؟',
      'عنده طفح مدوّر زي الحلقة وبيهرش، أو هرش بين صوابع الرجل أو في ثنية الفخد (الأُربية)؟',
      'عندها طفح مدوّر زي الحلقة وبيهرش، أو هرش بين صوابع الرجل أو في ثنية الفخد (الأُربية)؟',
    ],
  ),
  q(
    'T_NIGHT_ITCH_FAMILY',
    [
      'Is the itching worse at night, and does someone else at home itch too?',
      'Is his itching worse at night, and does someone else at home itch too?',
      'Is her itching worse at night, and does someone else at home itch too?',
    ],
    [
      'الهرش بيزيد بالليل، وفيه حد تاني في البيت بيهرش هو كمان؟',
      'الهرش عنده بيزيد بالليل، وفيه حد تاني في البيت بيهرش هو كمان؟',
      'الهرش عندها بيزيد بالليل، وفيه حد تاني في البيت بيهرش هو كمان؟',
    ],
  ),
  q(
    'T_HOT_RED_SKIN',
    [
      'Is an area of skin red, hot, swollen and tender, and getting bigger?',
      'Is an area of his skin red, hot, swollen and tender, and getting bigger?',
      'Is an area of her skin red, hot, swollen and tender, and getting bigger?',
    ],
    [
      'فيه حتة في الجلد حمرا وسخنة ووارمة وبتوجع لما تتلمس، وبتكبر؟',
      'فيه حتة في جلده حمرا وسخنة ووارمة وبتوجع لما تتلمس، وبتكبر؟',
      'فيه حتة في جلدها حمرا وسخنة ووارمة وبتوجع لما تتلمس، وبتكبر؟',
    ],
  ),
  q(
    'T_BAND_BLISTERS',
    [
      'Do you have a painful band of small blisters on one side of the body?',
      'Does he have a painful band of small blisters on one side of the body?',
      'Does she have a painful band of small blisters on one side of the body?',
    ],
    [
      'عندك حزام (شريط) من فقاقيع صغيرة بتوجع في ناحية واحدة من الجسم؟',
      'عنده حزام (شريط) من فقاقيع صغيرة بتوجع في ناحية واحدة من الجسم؟',
      'عندها حزام (شريط) من فقاقيع صغيرة بتوجع في ناحية واحدة من الجسم؟',
    ],
  ),
  q(
    'T_BURN',
    [
      'Did you get burned (by fire, hot liquid, a chemical or electricity)?',
      'Did he get burned (by fire, hot liquid, a chemical or electricity)?',
      'Did she get burned (by fire, hot liquid, a chemical or electricity)?',
    ],
    [
      'اتحرقت (من نار أو مية سخنة أو مادة كيماوية أو كهربا)؟',
      'اتحرق (من نار أو مية سخنة أو مادة كيماوية أو كهربا)؟',
      'هي اتحرقت (من نار أو مية سخنة أو مادة كيماوية أو كهربا)؟',
    ],
  ),
  q(
    'T_HAIR_LOSS',
    [
      'Are you losing more hair than usual, or do you have bald patches?',
      'Is he losing more hair than usual, or does he have bald patches?',
      'Is she losing more hair than usual, or does she have bald patches?',
    ],
    [
      'شعرك بيقع أكتر من العادي، أو فيه حتت صلعا (ثعلبة)؟',
      'شعره بيقع أكتر من العادي، أو فيه حتت صلعا (ثعلبة)؟',
      'شعرها بيقع أكتر من العادي، أو فيه حتت صلعا (ثعلبة)؟',
    ],
  ),
  // Eyes
  q(
    'T_EYE_DISCHARGE',
    [
      'Is there sticky discharge from the eye, or are the eyelids stuck together in the morning?',
      'Is there sticky discharge from his eye, or are his eyelids stuck together in the morning?',
      'Is there sticky discharge from her eye, or are her eyelids stuck together in the morning?',
    ],
    [
      'فيه إفرازات لزجة (عماص) من العين، أو الجفون بتبقى لازقة في بعض الصبح؟',
      'فيه إفرازات لزجة (عماص) من عينه، أو جفونه بتبقى لازقة في بعض الصبح؟',
      'فيه إفرازات لزجة (عماص) من عينها، أو جفونها بتبقى لازقة في بعض الصبح؟',
    ],
  ),
  q(
    'T_EYELID_LUMP',
    [
      'Do you have a painful lump on the edge of an eyelid?',
      'Does he have a painful lump on the edge of an eyelid?',
      'Does she have a painful lump on the edge of an eyelid?',
    ],
    [
      'عندك حباية أو ورم صغير بيوجع على طرف الجفن (زي الشحاذ)؟',
      'عنده حباية أو ورم صغير بيوجع على طرف الجفن (زي الشحاذ)؟',
      'عندها حباية أو ورم صغير بيوجع على طرف الجفن (زي الشحاذ)؟',
    ],
  ),
  q(
    'T_EYE_PAIN_HALOS',
    [
      'Do you have severe eye pain with blurred vision or halos around lights?',
      'Does he have severe eye pain with blurred vision or halos around lights?',
      'Does she have severe eye pain with blurred vision or halos around lights?',
    ],
    [
      'عندك وجع شديد في العين مع زغللة، أو بتشوف هالات (دواير) حوالين النور؟',
      'عنده وجع شديد في العين مع زغللة، أو بيشوف هالات (دواير) حوالين النور؟',
      'عندها وجع شديد في العين مع زغللة، أو بتشوف هالات (دواير) حوالين النور؟',
    ],
  ),
  q(
    'T_BLURRED_VISION',
    [
      'Is your vision blurred when you look at things far away or close up?',
      'Is his vision blurred when he looks at things far away or close up?',
      'Is her vision blurred when she looks at things far away or close up?',
    ],
    [
      'نظرك مغبّش (مش واضح) لما تبص على حاجة بعيدة أو قريبة؟',
      'نظره مغبّش (مش واضح) لما يبص على حاجة بعيدة أو قريبة؟',
      'نظرها مغبّش (مش واضح) لما تبص على حاجة بعيدة أو قريبة؟',
    ],
  ),
  q(
    'T_CLOUDY_VISION',
    [
      'Has your vision become slowly cloudy or dim, with glare from lights?',
      'Has his vision become slowly cloudy or dim, with glare from lights?',
      'Has her vision become slowly cloudy or dim, with glare from lights?',
    ],
    [
      'نظرك بقى بالراحة ضبابي أو معتّم، والنور بيزغلل عينك؟',
      'نظره بقى بالراحة ضبابي أو معتّم، والنور بيزغلل عينه؟',
      'نظرها بقى بالراحة ضبابي أو معتّم، والنور بيزغلل عينها؟',
    ],
  ),
  q(
    'T_DRY_EYES',
    [
      'Do your eyes feel dry, gritty or burning?',
      'Do his eyes feel dry, gritty or burning?',
      'Do her eyes feel dry, gritty or burning?',
    ],
    [
      'عينك ناشفة، أو حاسس فيها برمل أو حرقان؟',
      'عينه ناشفة، أو حاسس فيها برمل أو حرقان؟',
      'عينها ناشفة، أو حاسة فيها برمل أو حرقان؟',
      'عينك ناشفة، أو حاسة فيها برمل أو حرقان؟',
    ],
  ),
  // Ears, nose, throat
  q(
    'T_EAR_DISCHARGE',
    [
      'Is there discharge coming out of your ear?',
      'Is there discharge coming out of his ear?',
      'Is there discharge coming out of her ear?',
    ],
    [
      'فيه إفرازات (صديد أو مية) نازلة من ودنك؟',
      'فيه إفرازات (صديد أو مية) نازلة من ودنه؟',
      'فيه إفرازات (صديد أو مية) نازلة من ودنها؟',
    ],
  ),
  q(
    'T_HEARING_LOSS',
    [
      'Has your hearing decreased, or does your ear feel blocked?',
      'Has his hearing decreased, or does his ear feel blocked?',
      'Has her hearing decreased, or does her ear feel blocked?',
    ],
    [
      'سمعك قلّ، أو ودنك حاسس إنها مسدودة؟',
      'سمعه قلّ، أو ودنه حاسس إنها مسدودة؟',
      'سمعها قلّ، أو ودنها حاسة إنها مسدودة؟',
      'سمعك قلّ، أو ودنك حاسة إنها مسدودة؟',
    ],
  ),
  q(
    'T_EAR_PAIN',
    ['Do you have ear pain?', 'Does he have ear pain?', 'Does she have ear pain?'],
    ['ودنك بتوجعك؟', 'ودنه بتوجعه؟', 'ودنها بتوجعها؟'],
  ),
  q(
    'T_SPINNING',
    [
      'Do you feel the room spinning when you move your head or turn over in bed?',
      'Does he feel the room spinning when he moves his head or turns over in bed?',
      'Does she feel the room spinning when she moves her head or turns over in bed?',
    ],
    [
      'بتحس إن الأوضة بتلف بيك لما تحرك راسك أو تتقلب في السرير؟',
      'بيحس إن الأوضة بتلف بيه لما يحرك راسه أو يتقلب في السرير؟',
      'بتحس إن الأوضة بتلف بيها لما تحرك راسها أو تتقلب في السرير؟',
    ],
  ),
  q(
    'T_NOSEBLEED',
    ['Is your nose bleeding?', 'Is his nose bleeding?', 'Is her nose bleeding?'],
    ['مناخيرك بتنزف (بتجيب دم)؟', 'مناخيره بتنزف (بتجيب دم)؟', 'مناخيرها بتنزف (بتجيب دم)؟'],
  ),
  q(
    'T_TONSIL_PUS',
    [
      'Do you have white patches or pus on your tonsils?',
      'Does he have white patches or pus on his tonsils?',
      'Does she have white patches or pus on her tonsils?',
    ],
    [
      'فيه بقع بيضا أو صديد على اللوز؟',
      'فيه بقع بيضا أو صديد على اللوز عنده؟',
      'فيه بقع بيضا أو صديد على اللوز عندها؟',
    ],
  ),
  // Bones, joints, back
  q(
    'T_BACK_PAIN',
    [
      'Do you have pain in your lower back?',
      'Does he have pain in his lower back?',
      'Does she have pain in her lower back?',
    ],
    ['عندك وجع في أسفل الضهر؟', 'عنده وجع في أسفل الضهر؟', 'عندها وجع في أسفل الضهر؟'],
  ),
  q(
    'T_SCIATICA',
    [
      'Does the pain shoot down one leg, below the knee, with tingling or numbness?',
      'Does his pain shoot down one leg, below the knee, with tingling or numbness?',
      'Does her pain shoot down one leg, below the knee, with tingling or numbness?',
    ],
    [
      'الوجع بينزل في رجل واحدة لتحت الركبة، ومعاه تنميل أو خدلان؟',
      'الوجع عنده بينزل في رجل واحدة لتحت الركبة، ومعاه تنميل أو خدلان؟',
      'الوجع عندها بينزل في رجل واحدة لتحت الركبة، ومعاه تنميل أو خدلان؟',
    ],
  ),
  q(
    'T_NECK_PAIN',
    [
      'Do you have neck pain or stiffness after sleeping badly, strain or long screen time?',
      'Does he have neck pain or stiffness after sleeping badly, strain or long screen time?',
      'Does she have neck pain or stiffness after sleeping badly, strain or long screen time?',
    ],
    [
      'عندك وجع أو تيبّس في الرقبة بعد نومة غلط أو مجهود أو قعدة طويلة قدام الموبايل أو الشاشة؟',
      'عنده وجع أو تيبّس في الرقبة بعد نومة غلط أو مجهود أو قعدة طويلة قدام الموبايل أو الشاشة؟',
      'عندها وجع أو تيبّس في الرقبة بعد نومة غلط أو مجهود أو قعدة طويلة قدام الموبايل أو الشاشة؟',
    ],
  ),
  q(
    'T_MORNING_STIFFNESS',
    [
      'Are your joints stiff in the morning for more than 30 minutes?',
      'Are his joints stiff in the morning for more than 30 minutes?',
      'Are her joints stiff in the morning for more than 30 minutes?',
    ],
    [
      'مفاصلك بتبقى متخشبة الصبح أكتر من نص ساعة؟',
      'مفاصله بتبقى متخشبة الصبح أكتر من نص ساعة؟',
      'مفاصلها بتبقى متخشبة الصبح أكتر من نص ساعة؟',
    ],
  ),
  q(
    'T_KNEE_PAIN',
    [
      'Do you have knee pain that is worse after walking or climbing stairs, with creaking?',
      'Does he have knee pain that is worse after walking or climbing stairs, with creaking?',
      'Does she have knee pain that is worse after walking or climbing stairs, with creaking?',
    ],
    [
      'ركبتك بتوجعك أكتر بعد المشي أو طلوع السلم، ومعاها طقطقة؟',
      'ركبته بتوجعه أكتر بعد المشي أو طلوع السلم، ومعاها طقطقة؟',
      'ركبتها بتوجعها أكتر بعد المشي أو طلوع السلم، ومعاها طقطقة؟',
    ],
  ),
  q(
    'T_INJURY',
    [
      'Did the problem start after a fall, a twist, a blow or another injury?',
      'Did his problem start after a fall, a twist, a blow or another injury?',
      'Did her problem start after a fall, a twist, a blow or another injury?',
    ],
    [
      'المشكلة بدأت بعد وقعة أو التواء (ملخ) أو خبطة أو أي إصابة؟',
      'المشكلة بدأت عنده بعد وقعة أو التواء (ملخ) أو خبطة أو أي إصابة؟',
      'المشكلة بدأت عندها بعد وقعة أو التواء (ملخ) أو خبطة أو أي إصابة؟',
    ],
  ),
  q(
    'T_CANNOT_BEAR_WEIGHT',
    [
      'Are you unable to put weight on or move the injured limb, or does it look deformed?',
      'Is he unable to put weight on or move the injured limb, or does it look deformed?',
      'Is she unable to put weight on or move the injured limb, or does it look deformed?',
    ],
    [
      'مش قادر تدوس (تسند) على الدراع أو الرجل المصابة أو تحركها، أو شكلها متغير (معووج)؟',
      'مش قادر يدوس (يسند) على الدراع أو الرجل المصابة أو يحركها، أو شكلها متغير (معووج)؟',
      'مش قادرة تدوس (تسند) على الدراع أو الرجل المصابة أو تحركها، أو شكلها متغير (معووج)؟',
      'مش قادرة تدوسي (تسندي) على الدراع أو الرجل المصابة أو تحركيها، أو شكلها متغير (معووج)؟',
    ],
  ),
  q(
    'T_SWOLLEN_JOINTS',
    [
      'Are several joints (like the fingers or wrists) swollen and painful on both sides of the body?',
      'Are several of his joints (like the fingers or wrists) swollen and painful on both sides of the body?',
      'Are several of her joints (like the fingers or wrists) swollen and painful on both sides of the body?',
    ],
    [
      'فيه كذا مفصل (زي الصوابع أو الرسغين) وارم وبيوجع في الناحيتين؟',
      'فيه كذا مفصل عنده (زي الصوابع أو الرسغين) وارم وبيوجع في الناحيتين؟',
      'فيه كذا مفصل عندها (زي الصوابع أو الرسغين) وارم وبيوجع في الناحيتين؟',
    ],
  ),
  q(
    'T_TOE_ATTACK',
    [
      'Did one joint (often the big toe) suddenly become extremely painful, red and swollen?',
      'Did one of his joints (often the big toe) suddenly become extremely painful, red and swollen?',
      'Did one of her joints (often the big toe) suddenly become extremely painful, red and swollen?',
    ],
    [
      'مفصل واحد (غالبًا صباع الرجل الكبير) فجأة بقى بيوجع جدًا وأحمر ووارم؟',
      'مفصل واحد عنده (غالبًا صباع الرجل الكبير) فجأة بقى بيوجع جدًا وأحمر ووارم؟',
      'مفصل واحد عندها (غالبًا صباع الرجل الكبير) فجأة بقى بيوجع جدًا وأحمر ووارم؟',
    ],
  ),
  q(
    'T_HAND_NUMB_NIGHT',
    [
      'Do you have numbness or tingling in the thumb, index and middle fingers, worse at night?',
      'Does he have numbness or tingling in the thumb, index and middle fingers, worse at night?',
      'Does she have numbness or tingling in the thumb, index and middle fingers, worse at night?',
    ],
    [
      'عندك تنميل أو شكشكة في الصباع الكبير والسبابة والوسطاني، وبيزيد بالليل؟',
      'عنده تنميل أو شكشكة في الصباع الكبير والسبابة والوسطاني، وبيزيد بالليل؟',
      'عندها تنميل أو شكشكة في الصباع الكبير والسبابة والوسطاني، وبيزيد بالليل؟',
    ],
  ),
  // Women's health and pregnancy
  q(
    'T_MISSED_PERIOD',
    [
      'Is your period late, or have you missed a period?',
      'Is his period late, or has he missed a period?',
      'Is her period late, or has she missed a period?',
    ],
    [
      'الدورة الشهرية اتأخرت أو مجتش الشهر ده؟',
      'الدورة الشهرية اتأخرت عنده أو مجتش الشهر ده؟',
      'الدورة الشهرية اتأخرت عندها أو مجتش الشهر ده؟',
    ],
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_VAGINAL_BLEEDING',
    [
      'Do you have vaginal bleeding outside your normal period, or during pregnancy?',
      'Does he have vaginal bleeding outside his normal period, or during pregnancy?',
      'Does she have vaginal bleeding outside her normal period, or during pregnancy?',
    ],
    [
      'عندك نزيف من المهبل (من تحت) في غير ميعاد الدورة، أو وإنتي حامل؟',
      'عنده نزيف من المهبل (من تحت) في غير ميعاد الدورة، أو وهو حامل؟',
      'عندها نزيف من المهبل (من تحت) في غير ميعاد الدورة، أو وهي حامل؟',
    ],
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_IRREGULAR_PERIODS',
    [
      'Are your periods irregular or very infrequent?',
      'Are his periods irregular or very infrequent?',
      'Are her periods irregular or very infrequent?',
    ],
    [
      'الدورة الشهرية مش منتظمة أو بتيجي على فترات بعيدة جدًا؟',
      'الدورة الشهرية عنده مش منتظمة أو بتيجي على فترات بعيدة جدًا؟',
      'الدورة الشهرية عندها مش منتظمة أو بتيجي على فترات بعيدة جدًا؟',
    ],
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_EXCESS_HAIR',
    [
      'Do you have excess hair on the face or body?',
      'Does he have excess hair on the face or body?',
      'Does she have excess hair on the face or body?',
    ],
    ['عندك شعر زيادة في الوش أو الجسم؟', 'عنده شعر زيادة في الوش أو الجسم؟', 'عندها شعر زيادة في الوش أو الجسم؟'],
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_PERIOD_PAIN',
    [
      'Do you get cramping pain in the lower belly during your period?',
      'Does he get cramping pain in the lower belly during his period?',
      'Does she get cramping pain in the lower belly during her period?',
    ],
    [
      'بيجيلك مغص (تقلصات) في أسفل البطن وقت الدورة؟',
      'بيجيله مغص (تقلصات) في أسفل البطن وقت الدورة؟',
      'بيجيلها مغص (تقلصات) في أسفل البطن وقت الدورة؟',
    ],
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_VAGINAL_ITCH',
    [
      'Do you have vaginal itching with a thick white discharge?',
      'Does he have vaginal itching with a thick white discharge?',
      'Does she have vaginal itching with a thick white discharge?',
    ],
    [
      'عندك هرش في المهبل (من تحت) مع إفرازات بيضا تقيلة؟',
      'عنده هرش في المهبل (من تحت) مع إفرازات بيضا تقيلة؟',
      'عندها هرش في المهبل (من تحت) مع إفرازات بيضا تقيلة؟',
    ],
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_BREAST_LUMP',
    ['Have you felt a lump in your breast?', 'Has he felt a lump in his breast?', 'Has she felt a lump in her breast?'],
    ['حسيت بكتلة (كورة) في الصدر (الثدي)؟', 'حس بكتلة (كورة) في صدره (الثدي)؟', 'حست بكتلة (كورة) في صدرها (الثدي)؟'],
    { minAge: 12 },
  ),
  q(
    'T_HOT_FLUSHES',
    [
      'Do you have hot flushes or night sweats, with periods becoming irregular or stopping?',
      'Does he have hot flushes or night sweats, with periods becoming irregular or stopping?',
      'Does she have hot flushes or night sweats, with periods becoming irregular or stopping?',
    ],
    [
      'بتجيلك هبّات سخنة أو عرق بالليل، والدورة بقت مش منتظمة أو وقفت؟',
      'بتجيله هبّات سخنة أو عرق بالليل، والدورة بقت مش منتظمة أو وقفت؟',
      'بتجيلها هبّات سخنة أو عرق بالليل، والدورة بقت مش منتظمة أو وقفت؟',
    ],
    { sex: 'F', minAge: 35 },
  ),
  q(
    'T_HIGH_BP_READING',
    [
      'Has a recent blood pressure reading been 140/90 or higher?',
      'Was his blood pressure 140/90 or higher at a recent reading?',
      'Was her blood pressure 140/90 or higher at a recent reading?',
    ],
    [
      'آخر مرة قست الضغط كان 140 على 90 أو أعلى؟',
      'آخر مرة اتقاس ضغطه كان 140 على 90 أو أعلى؟',
      'آخر مرة اتقاس ضغطها كان 140 على 90 أو أعلى؟',
    ],
  ),
  // Urinary, kidneys, men's health
  q(
    'T_BURNING_URINE',
    [
      'Do you have burning or pain when passing urine?',
      'Does he have burning or pain when passing urine?',
      'Does she have burning or pain when passing urine?',
    ],
    [
      'عندك حرقان أو وجع وإنت بتعمل بول (تتبول)؟',
      'عنده حرقان أو وجع وهو بيعمل بول (يتبول)؟',
      'عندها حرقان أو وجع وهي بتعمل بول (تتبول)؟',
      'عندك حرقان أو وجع وإنتي بتعملي بول (تتبولي)؟',
    ],
  ),
  q(
    'T_FREQUENT_URINE',
    [
      'Do you need to pass urine more often or more urgently than usual?',
      'Does he need to pass urine more often or more urgently than usual?',
      'Does she need to pass urine more often or more urgently than usual?',
    ],
    [
      'بتدخل الحمام تعمل بول أكتر من العادي، أو بيجيلك زنقة بول مش بتستحملها؟',
      'بيدخل الحمام يعمل بول أكتر من العادي، أو بيجيله زنقة بول مش بيستحملها؟',
      'بتدخل الحمام تعمل بول أكتر من العادي، أو بيجيلها زنقة بول مش بتستحملها؟',
    ],
  ),
  q(
    'T_BLOOD_URINE',
    ['Have you seen blood in your urine?', 'Has he had blood in his urine?', 'Has she had blood in her urine?'],
    ['شفت دم في البول؟', 'فيه دم في البول بتاعه؟', 'فيه دم في البول بتاعها؟'],
  ),
  q(
    'T_WEAK_STREAM',
    [
      'Is your urine stream weak, or do you wake up at night to urinate?',
      'Is his urine stream weak, or does he wake up at night to urinate?',
      'Is her urine stream weak, or does she wake up at night to urinate?',
    ],
    [
      'البول بينزل ضعيف، أو بتصحى بالليل عشان تعمل بول؟',
      'البول بينزل عنده ضعيف، أو بيصحى بالليل عشان يعمل بول؟',
      'البول بينزل عندها ضعيف، أو بتصحى بالليل عشان تعمل بول؟',
    ],
    { sex: 'M', minAge: 30 },
  ),
  q(
    'T_PUFFY_FOAMY',
    [
      'Is your urine foamy, or are your eyelids or legs puffy?',
      'Is his urine foamy, or are his eyelids or legs puffy?',
      'Is her urine foamy, or are her eyelids or legs puffy?',
    ],
    [
      'البول فيه رغاوي، أو جفونك أو رجليك منفوخة (فيها ورم)؟',
      'البول عنده فيه رغاوي، أو جفونه أو رجليه منفوخة (فيها ورم)؟',
      'البول عندها فيه رغاوي، أو جفونها أو رجليها منفوخة (فيها ورم)؟',
    ],
  ),
  q(
    'T_LESS_URINE',
    [
      'Are you passing much less urine than usual?',
      'Is he passing much less urine than usual?',
      'Is she passing much less urine than usual?',
    ],
    [
      'كمية البول قلت بكتير عن العادي؟',
      'كمية البول عنده قلت بكتير عن العادي؟',
      'كمية البول عندها قلت بكتير عن العادي؟',
    ],
  ),
  q(
    'T_FLANK_COLIC',
    [
      'Does the pain come in waves from the side of your back towards the groin?',
      'Does his pain come in waves from the side of his back towards the groin?',
      'Does her pain come in waves from the side of her back towards the groin?',
    ],
    [
      'الوجع بيجي على موجات (مغص) من جنب الضهر وبينزل ناحية ثنية الفخد (الأُربية)؟',
      'الوجع بيجيله على موجات (مغص) من جنب الضهر وبينزل ناحية ثنية الفخد (الأُربية)؟',
      'الوجع بيجيلها على موجات (مغص) من جنب الضهر وبينزل ناحية ثنية الفخد (الأُربية)؟',
    ],
  ),
  q(
    'T_ERECTION',
    [
      'Do you have difficulty getting or keeping an erection?',
      'Does he have difficulty getting or keeping an erection?',
      'Does she have difficulty getting or keeping an erection?',
    ],
    [
      'عندك صعوبة إن الانتصاب يحصل أو يكمّل؟',
      'عنده صعوبة إن الانتصاب يحصل أو يكمّل؟',
      'عندها صعوبة إن الانتصاب يحصل أو يكمّل؟',
    ],
    { sex: 'M', minAge: 16 },
  ),
  q(
    'T_TRYING_CONCEIVE',
    [
      'Have you been trying to have a child for more than a year without success?',
      'Has he been trying to have a child for more than a year without success?',
      'Has she been trying to have a child for more than a year without success?',
    ],
    [
      'بتحاولوا تخلفوا من أكتر من سنة ومفيش حمل؟',
      'هو ومراته بيحاولوا يخلفوا من أكتر من سنة ومفيش حمل؟',
      'هي وجوزها بيحاولوا يخلفوا من أكتر من سنة ومفيش حمل؟',
    ],
    { minAge: 16 },
  ),
  q(
    'T_TESTICLE_PAIN',
    [
      'Did you get sudden, severe pain in a testicle?',
      'Did he get sudden, severe pain in a testicle?',
      'Did she get sudden, severe pain in a testicle?',
    ],
    [
      'جالك وجع فجأة وشديد في خصية من الخصيتين؟',
      'جاله وجع فجأة وشديد في خصية من الخصيتين؟',
      'جالها وجع فجأة وشديد في خصية من الخصيتين؟',
    ],
    { sex: 'M' },
  ),
  // Digestive and liver
  q(
    'T_ABDOMINAL_PAIN',
    ['Do you have pain in your belly?', 'Does he have pain in his belly?', 'Does she have pain in her belly?'],
    ['عندك وجع في بطنك؟', 'عنده وجع في بطنه؟', 'عندها وجع في بطنها؟'],
  ),
  q(
    'T_RLQ_PAIN',
    [
      'Did the belly pain start around the navel and move to the lower right side?',
      'Did his belly pain start around the navel and move to the lower right side?',
      'Did her belly pain start around the navel and move to the lower right side?',
    ],
    [
      'وجع البطن بدأ حوالين السرة وبعدين نزل لتحت ناحية اليمين؟',
      'وجع البطن عنده بدأ حوالين السرة وبعدين نزل لتحت ناحية اليمين؟',
      'وجع البطن عندها بدأ حوالين السرة وبعدين نزل لتحت ناحية اليمين؟',
    ],
  ),
  q(
    'T_BOWEL_RELIEF',
    [
      'Is your belly pain relieved by opening your bowels, with diarrhoea and constipation alternating?',
      'Is his belly pain relieved by opening his bowels, with diarrhoea and constipation alternating?',
      'Is her belly pain relieved by opening her bowels, with diarrhoea and constipation alternating?',
    ],
    [
      'وجع البطن بيخف بعد ما تدخل الحمام (تعمل براز)، ومرة إسهال ومرة إمساك؟',
      'وجع البطن بيخف بعد ما يدخل الحمام (يعمل براز)، ومرة إسهال ومرة إمساك؟',
      'وجع البطن عندها بيخف بعد ما تدخل الحمام (تعمل براز)، ومرة إسهال ومرة إمساك؟',
    ],
  ),
  q(
    'T_HUNGER_PAIN',
    [
      'Is your upper-stomach pain worse when hungry, or after spicy food or painkillers?',
      'Is his upper-stomach pain worse when he is hungry, or after spicy food or painkillers?',
      'Is her upper-stomach pain worse when she is hungry, or after spicy food or painkillers?',
    ],
    [
      'وجع فم المعدة بيزيد مع الجوع، أو بعد الأكل الحراق أو المسكنات؟',
      'وجع فم المعدة عنده بيزيد مع الجوع، أو بعد الأكل الحراق أو المسكنات؟',
      'وجع فم المعدة عندها بيزيد مع الجوع، أو بعد الأكل الحراق أو المسكنات؟',
    ],
  ),
  q(
    'T_ANAL_PROBLEM',
    [
      'Do you have pain, itching or a lump around the anus, or bright blood on the toilet paper?',
      'Does he have pain, itching or a lump around the anus, or bright blood on the toilet paper?',
      'Does she have pain, itching or a lump around the anus, or bright blood on the toilet paper?',
    ],
    [
      'عندك وجع أو هرش أو بروز (حاجة بارزة) حوالين فتحة الشرج، أو دم أحمر على المناديل بعد الحمام؟',
      'عنده وجع أو هرش أو بروز (حاجة بارزة) حوالين فتحة الشرج، أو دم أحمر على المناديل بعد الحمام؟',
      'عندها وجع أو هرش أو بروز (حاجة بارزة) حوالين فتحة الشرج، أو دم أحمر على المناديل بعد الحمام؟',
    ],
  ),
  q(
    'T_CONSTIPATION',
    [
      'Do you pass hard stools less than three times a week, or strain a lot?',
      'Does he pass hard stools less than three times a week, or strain a lot?',
      'Does she pass hard stools less than three times a week, or strain a lot?',
    ],
    [
      'بتعمل براز ناشف أقل من 3 مرات في الأسبوع، أو بتزحر جامد عشان تعمل؟',
      'بيعمل براز ناشف أقل من 3 مرات في الأسبوع، أو بيزحر جامد عشان يعمل؟',
      'هي بتعمل براز ناشف أقل من 3 مرات في الأسبوع، أو بتزحر جامد عشان تعمل؟',
    ],
  ),
  q(
    'T_FATTY_MEAL_PAIN',
    [
      'Does pain in the upper right belly come after fatty meals?',
      'Does he get pain in the upper right belly after fatty meals?',
      'Does she get pain in the upper right belly after fatty meals?',
    ],
    [
      'بيجيلك وجع فوق البطن ناحية اليمين بعد الأكل المسبّك (الدسم)؟',
      'بيجيله وجع فوق البطن ناحية اليمين بعد الأكل المسبّك (الدسم)؟',
      'بيجيلها وجع فوق البطن ناحية اليمين بعد الأكل المسبّك (الدسم)؟',
    ],
  ),
  q(
    'T_JAUNDICE',
    [
      'Have your skin or the whites of your eyes turned yellow?',
      'Have his skin or the whites of his eyes turned yellow?',
      'Have her skin or the whites of her eyes turned yellow?',
    ],
    ['لون جلدك أو بياض عينك بقى أصفر؟', 'لون جلده أو بياض عينه بقى أصفر؟', 'لون جلدها أو بياض عينها بقى أصفر؟'],
  ),
  q(
    'T_FOOD_TRIGGER',
    [
      'Did it start after eating suspicious food, or are others who ate with you sick too?',
      'Did it start after he ate suspicious food, or are others who ate with him sick too?',
      'Did it start after she ate suspicious food, or are others who ate with her sick too?',
    ],
    [
      'التعب بدأ بعد أكل مش مضمون، أو فيه ناس أكلوا معاك تعبوا هما كمان؟',
      'التعب بدأ بعد أكل مش مضمون، أو فيه ناس أكلوا معاه تعبوا هما كمان؟',
      'التعب بدأ بعد أكل مش مضمون، أو فيه ناس أكلوا معاها تعبوا هما كمان؟',
    ],
  ),
  // Nervous system
  q(
    'T_HEADACHE',
    ['Do you have a headache?', 'Does he have a headache?', 'Does she have a headache?'],
    ['عندك صداع؟', 'عنده صداع؟', 'عندها صداع؟'],
  ),
  q(
    'T_MIGRAINE_FEATURES',
    [
      'Is the headache throbbing, with sensitivity to light or noise, or preceded by flashing lights?',
      'Is his headache throbbing, with sensitivity to light or noise, or preceded by flashing lights?',
      'Is her headache throbbing, with sensitivity to light or noise, or preceded by flashing lights?',
    ],
    [
      'الصداع بيدق (بينبض)، والنور أو الدوشة بيضايقوك، أو بيسبقه نور بيلمع قدام عينك؟',
      'الصداع بيدق (بينبض)، والنور أو الدوشة بيضايقوه، أو بيسبقه نور بيلمع قدام عينه؟',
      'الصداع بيدق (بينبض)، والنور أو الدوشة بيضايقوها، أو بيسبقه نور بيلمع قدام عينها؟',
    ],
  ),
  q(
    'T_BAND_HEADACHE',
    [
      'Does the headache feel like a tight band around the head, linked to stress or poor sleep?',
      'Does his headache feel like a tight band around the head, linked to stress or poor sleep?',
      'Does her headache feel like a tight band around the head, linked to stress or poor sleep?',
    ],
    [
      'الصداع زي رباط مشدود حوالين الراس، وبييجي مع التوتر أو قلة النوم؟',
      'الصداع عنده زي رباط مشدود حوالين الراس، وبييجي مع التوتر أو قلة النوم؟',
      'الصداع عندها زي رباط مشدود حوالين الراس، وبييجي مع التوتر أو قلة النوم؟',
    ],
  ),
  q(
    'T_STIFF_NECK',
    [
      'Is your neck so stiff that you cannot bend your chin to your chest?',
      'Is his neck so stiff that he cannot bend his chin to his chest?',
      'Is her neck so stiff that she cannot bend her chin to her chest?',
    ],
    [
      'رقبتك متخشبة لدرجة إنك مش قادر تنزل دقنك لحد صدرك؟',
      'رقبته متخشبة لدرجة إنه مش قادر ينزل دقنه لحد صدره؟',
      'رقبتها متخشبة لدرجة إنها مش قادرة تنزل دقنها لحد صدرها؟',
      'رقبتك متخشبة لدرجة إنك مش قادرة تنزلي دقنك لحد صدرك؟',
    ],
  ),
  q(
    'T_HEAD_INJURY',
    ['Did you recently hit your head?', 'Did he recently hit his head?', 'Did she recently hit her head?'],
    ['اتخبطت في راسك قريب؟', 'اتخبط في راسه قريب؟', 'اتخبطت في راسها قريب؟'],
  ),
  q(
    'T_SUDDEN_WEAKNESS',
    [
      'Did weakness, numbness or trouble speaking start suddenly in the last hours?',
      'Did he suddenly get weakness, numbness or trouble speaking in the last hours?',
      'Did she suddenly get weakness, numbness or trouble speaking in the last hours?',
    ],
    [
      'حصل فجأة ضعف أو تنميل أو صعوبة في الكلام في الساعات اللي فاتت؟',
      'حصله فجأة ضعف أو تنميل أو صعوبة في الكلام في الساعات اللي فاتت؟',
      'حصلها فجأة ضعف أو تنميل أو صعوبة في الكلام في الساعات اللي فاتت؟',
    ],
  ),
  q(
    'T_SEIZURE',
    [
      'Did you have a fit (seizure) with jerking of the body?',
      'Did he have a fit (seizure) with jerking of the body?',
      'Did she have a fit (seizure) with jerking of the body?',
    ],
    [
      'جالك تشنج (نوبة صرع) والجسم بيتنفض؟',
      'جاله تشنج (نوبة صرع) وجسمه بيتنفض؟',
      'جالها تشنج (نوبة صرع) وجسمها بيتنفض؟',
    ],
  ),
  // Mental health
  q(
    'T_LOW_MOOD',
    [
      'Have you felt sad or empty, or lost interest in things, most days for two weeks or more?',
      'Has he felt sad or empty, or lost interest in things, most days for two weeks or more?',
      'Has she felt sad or empty, or lost interest in things, most days for two weeks or more?',
    ],
    [
      'حاسس بحزن أو فراغ، أو مبقتش مهتم بحاجة، أغلب الأيام بقالك أسبوعين أو أكتر؟',
      'حاسس بحزن أو فراغ، أو مبقاش مهتم بحاجة، أغلب الأيام بقاله أسبوعين أو أكتر؟',
      'حاسة بحزن أو فراغ، أو مبقتش مهتمة بحاجة، أغلب الأيام بقالها أسبوعين أو أكتر؟',
      'حاسة بحزن أو فراغ، أو مبقتيش مهتمة بحاجة، أغلب الأيام بقالك أسبوعين أو أكتر؟',
    ],
    { minAge: 8 },
  ),
  q(
    'T_WORRY',
    [
      'Do you worry too much about many things, most days, and find it hard to stop?',
      'Does he worry too much about many things, most days, and find it hard to stop?',
      'Does she worry too much about many things, most days, and find it hard to stop?',
    ],
    [
      'بتقلق زيادة على حاجات كتير أغلب الأيام، وصعب توقف القلق ده؟',
      'بيقلق زيادة على حاجات كتير أغلب الأيام، وصعب يوقف القلق ده؟',
      'هي بتقلق زيادة على حاجات كتير أغلب الأيام، وصعب توقف القلق ده؟',
    ],
    { minAge: 8 },
  ),
  q(
    'T_INSOMNIA',
    [
      'Do you have trouble falling asleep or staying asleep most nights?',
      'Does he have trouble falling asleep or staying asleep most nights?',
      'Does she have trouble falling asleep or staying asleep most nights?',
    ],
    [
      'عندك صعوبة إنك تنام أو تكمّل نومك أغلب الليالي؟',
      'عنده صعوبة إنه ينام أو يكمّل نومه أغلب الليالي؟',
      'عندها صعوبة إنها تنام أو تكمّل نومها أغلب الليالي؟',
    ],
    { minAge: 6 },
  ),
  q(
    'T_SUICIDAL',
    [
      'Do you have thoughts of harming yourself or ending your life?',
      'Does he have thoughts of harming himself or ending his life?',
      'Does she have thoughts of harming herself or ending her life?',
    ],
    [
      'بتجيلك أفكار إنك تأذي نفسك أو تنهي حياتك؟',
      'بتجيله أفكار إنه يأذي نفسه أو ينهي حياته؟',
      'بتجيلها أفكار إنها تأذي نفسها أو تنهي حياتها؟',
    ],
    { minAge: 8 },
  ),
  // Children
  q(
    'T_INFANT_CRYING',
    [
      'Is the baby crying for hours, mostly in the evening, while feeding and growing well?',
      'Does he cry for hours, mostly in the evening, while feeding and growing well?',
      'Does she cry for hours, mostly in the evening, while feeding and growing well?',
    ],
    [
      'البيبي بيعيط بالساعات، غالبًا بالليل، مع إنه بيرضع وبيكبر كويس؟',
      'بيعيط بالساعات، غالبًا بالليل، مع إنه بيرضع وبيكبر كويس؟',
      'بتعيط بالساعات، غالبًا بالليل، مع إنها بترضع وبتكبر كويس؟',
    ],
    { maxAge: 1 },
  ),
  q(
    'T_HAND_MOUTH_BLISTERS',
    [
      'Are there small blisters in the mouth and on the hands and feet?',
      'Does he have small blisters in his mouth and on his hands and feet?',
      'Does she have small blisters in her mouth and on her hands and feet?',
    ],
    [
      'فيه فقاقيع صغيرة في البُق وعلى الإيدين والرجلين؟',
      'فيه فقاقيع صغيرة في بقه وعلى إيديه ورجليه؟',
      'فيه فقاقيع صغيرة في بقها وعلى إيديها ورجليها؟',
    ],
    { maxAge: 15 },
  ),
  q(
    'T_ITCHY_BLISTER_SPOTS',
    [
      'Is there an itchy rash of spots that turn into blisters and spread over the body?',
      'Does he have an itchy rash of spots that turn into blisters and spread over his body?',
      'Does she have an itchy rash of spots that turn into blisters and spread over her body?',
    ],
    [
      'فيه طفح حبوب بتهرش وبتتحول لفقاقيع مية وبتنتشر في الجسم (زي الجديري)؟',
      'فيه طفح حبوب بتهرش وبتتحول لفقاقيع مية وبتنتشر في جسمه (زي الجديري)؟',
      'فيه طفح حبوب بتهرش وبتتحول لفقاقيع مية وبتنتشر في جسمها (زي الجديري)؟',
    ],
  ),
  q(
    'T_MEASLES_RASH',
    [
      'Did a blotchy red rash start on the face after several days of fever, cough and red eyes?',
      'Did a blotchy red rash start on his face after several days of fever, cough and red eyes?',
      'Did a blotchy red rash start on her face after several days of fever, cough and red eyes?',
    ],
    [
      'طلع طفح أحمر بقع بقع بدأ من الوش، بعد كام يوم سخونية وكحة وعينين حمرا؟',
      'طلع له طفح أحمر بقع بقع بدأ من الوش، بعد كام يوم سخونية وكحة وعينين حمرا؟',
      'طلع لها طفح أحمر بقع بقع بدأ من الوش، بعد كام يوم سخونية وكحة وعينين حمرا؟',
    ],
  ),
  q(
    'T_DIAPER_RASH',
    [
      'Is there a red rash in the nappy (diaper) area?',
      'Does he have a red rash in the nappy (diaper) area?',
      'Does she have a red rash in the nappy (diaper) area?',
    ],
    [
      'فيه طفح (تسلخ) أحمر مكان البامبرز؟',
      'عنده طفح (تسلخ) أحمر مكان البامبرز؟',
      'عندها طفح (تسلخ) أحمر مكان البامبرز؟',
    ],
    { maxAge: 3 },
  ),
  // Teeth and gums
  q(
    'T_TOOTHACHE',
    [
      'Do you have a toothache, or pain when eating something sweet, hot or cold?',
      'Does he have a toothache, or pain when eating something sweet, hot or cold?',
      'Does she have a toothache, or pain when eating something sweet, hot or cold?',
    ],
    [
      'سنانك بتوجعك، أو بتوجع لما تاكل حاجة حلوة أو سخنة أو ساقعة؟',
      'سنانه بتوجعه، أو بتوجع لما ياكل حاجة حلوة أو سخنة أو ساقعة؟',
      'سنانها بتوجعها، أو بتوجع لما تاكل حاجة حلوة أو سخنة أو ساقعة؟',
    ],
  ),
  q(
    'T_GUM_SWELLING',
    [
      'Is there swelling of the gum or face near a painful tooth?',
      'Does he have swelling of the gum or face near a painful tooth?',
      'Does she have swelling of the gum or face near a painful tooth?',
    ],
    [
      'فيه ورم في اللثة أو الوش جنب سنة بتوجع؟',
      'فيه ورم في لثته أو وشه جنب سنة بتوجع؟',
      'فيه ورم في لثتها أو وشها جنب سنة بتوجع؟',
    ],
  ),
  q(
    'T_BLEEDING_GUMS',
    [
      'Do your gums bleed when brushing, or look red and swollen?',
      'Do his gums bleed when brushing, or look red and swollen?',
      'Do her gums bleed when brushing, or look red and swollen?',
    ],
    [
      'اللثة بتنزف لما تغسل سنانك، أو شكلها أحمر ووارم؟',
      'لثته بتنزف لما يغسل سنانه، أو شكلها أحمر ووارم؟',
      'لثتها بتنزف لما تغسل سنانها، أو شكلها أحمر ووارم؟',
    ],
  ),
  q(
    'T_WISDOM_TOOTH',
    [
      'Is the pain at the very back of the jaw, around a wisdom tooth coming through?',
      'Is his pain at the very back of the jaw, around a wisdom tooth coming through?',
      'Is her pain at the very back of the jaw, around a wisdom tooth coming through?',
    ],
    [
      'الوجع في آخر الفك خالص، حوالين ضرس العقل وهو بيطلع؟',
      'الوجع عنده في آخر الفك خالص، حوالين ضرس العقل وهو بيطلع؟',
      'الوجع عندها في آخر الفك خالص، حوالين ضرس العقل وهو بيطلع؟',
    ],
    { minAge: 15 },
  ),
  // Hormones and diabetes
  q(
    'T_THIRST_URINATION',
    [
      'Are you very thirsty and passing a lot of urine?',
      'Is he very thirsty and passing a lot of urine?',
      'Is she very thirsty and passing a lot of urine?',
    ],
    ['بتعطش جامد وبتعمل بول كتير؟', 'بيعطش جامد وبيعمل بول كتير؟', 'هي بتعطش جامد وبتعمل بول كتير؟'],
  ),
  q(
    'T_SHAKY_HUNGRY',
    [
      'Do you feel shaky, sweaty and hungry, getting better after eating something sweet?',
      'Does he get shaky, sweaty and hungry, getting better after eating something sweet?',
      'Does she get shaky, sweaty and hungry, getting better after eating something sweet?',
    ],
    [
      'بتحس برعشة وعرق وجوع، وبتتحسن بعد ما تاكل حاجة مسكّرة؟',
      'بتجيله رعشة وعرق وجوع، وبيتحسن بعد ما ياكل حاجة مسكّرة؟',
      'بتجيلها رعشة وعرق وجوع، وبتتحسن بعد ما تاكل حاجة مسكّرة؟',
    ],
  ),
  q(
    'T_HIGH_SUGAR',
    [
      'Has your blood sugar reading been very high (over 300 mg/dL)?',
      'Has his blood sugar reading been very high (over 300 mg/dL)?',
      'Has her blood sugar reading been very high (over 300 mg/dL)?',
    ],
    [
      'قراية السكر في الدم كانت عالية جدًا (أكتر من 300)؟',
      'قراية السكر في دمه كانت عالية جدًا (أكتر من 300)؟',
      'قراية السكر في دمها كانت عالية جدًا (أكتر من 300)؟',
    ],
  ),
  q(
    'T_COLD_INTOLERANCE',
    [
      'Do you feel cold when others do not, with dry skin, constipation or weight gain?',
      'Does he feel cold when others do not, with dry skin, constipation or weight gain?',
      'Does she feel cold when others do not, with dry skin, constipation or weight gain?',
    ],
    [
      'بتبرد والناس اللي حواليك مش بردانة، ومعاها جلد ناشف أو إمساك أو زيادة في الوزن؟',
      'بيبرد والناس اللي حواليه مش بردانة، ومعاها جلد ناشف أو إمساك أو زيادة في الوزن؟',
      'بتبرد والناس اللي حواليها مش بردانة، ومعاها جلد ناشف أو إمساك أو زيادة في الوزن؟',
    ],
  ),
  q(
    'T_HEAT_INTOLERANCE',
    [
      'Do you feel hot and sweaty, with shaky hands, weight loss or a racing heart?',
      'Does he feel hot and sweaty, with shaky hands, weight loss or a racing heart?',
      'Does she feel hot and sweaty, with shaky hands, weight loss or a racing heart?',
    ],
    [
      'حرّان وبتعرق على طول، ومعاه رعشة في الإيد أو نزول في الوزن أو قلب بيدق بسرعة؟',
      'حرّان وبيعرق على طول، ومعاه رعشة في الإيد أو نزول في الوزن أو قلب بيدق بسرعة؟',
      'حرّانة وبتعرق على طول، ومعاه رعشة في الإيد أو نزول في الوزن أو قلب بيدق بسرعة؟',
      'حرّانة وبتعرقي على طول، ومعاه رعشة في الإيد أو نزول في الوزن أو قلب بيدق بسرعة؟',
    ],
  ),
  q(
    'T_WANT_WEIGHT_LOSS',
    [
      'Would you like help to lose weight or improve your diet?',
      'Would he like help to lose weight or improve his diet?',
      'Would she like help to lose weight or improve her diet?',
    ],
    [
      'محتاج مساعدة عشان تخس أو تظبط أكلك؟',
      'محتاج مساعدة عشان يخس أو يظبط أكله؟',
      'محتاجة مساعدة عشان تخس أو تظبط أكلها؟',
      'محتاجة مساعدة عشان تخسي أو تظبطي أكلك؟',
    ],
  ),
  // Heart and blood vessels
  q(
    'T_ONE_LEG_SWOLLEN',
    [
      'Is one leg (calf) swollen, warm and painful?',
      'Is one of his legs (the calf) swollen, warm and painful?',
      'Is one of her legs (the calf) swollen, warm and painful?',
    ],
    [
      'رجل واحدة (السمانة) وارمة ودافية وبتوجع؟',
      'رجل واحدة من رجليه (السمانة) وارمة ودافية وبتوجع؟',
      'رجل واحدة من رجليها (السمانة) وارمة ودافية وبتوجع؟',
    ],
  ),
  q(
    'T_VARICOSE',
    [
      'Do you have bulging, twisted veins on your legs?',
      'Does he have bulging, twisted veins on his legs?',
      'Does she have bulging, twisted veins on her legs?',
    ],
    [
      'عندك عروق بارزة وملفوفة في رجليك (دوالي)؟',
      'عنده عروق بارزة وملفوفة في رجليه (دوالي)؟',
      'عندها عروق بارزة وملفوفة في رجليها (دوالي)؟',
    ],
  ),
  q(
    'T_CALF_PAIN_WALKING',
    [
      'Do your calves hurt when walking and get better when you stop?',
      'Do his calves hurt when he walks and get better when he stops?',
      'Do her calves hurt when she walks and get better when she stops?',
    ],
    [
      'سمانة رجلك بتوجعك وإنت ماشي وبتخف لما تقف؟',
      'سمانة رجله بتوجعه وهو ماشي وبتخف لما يقف؟',
      'سمانة رجلها بتوجعها وهي ماشية وبتخف لما تقف؟',
      'سمانة رجلك بتوجعك وإنتي ماشية وبتخف لما تقفي؟',
    ],
  ),
  q(
    'T_SNORING',
    [
      'Do you snore loudly and feel very sleepy during the day?',
      'Does he snore loudly and feel very sleepy during the day?',
      'Does she snore loudly and feel very sleepy during the day?',
    ],
    [
      'بتشخر بصوت عالي، وبتبقى نعسان جدًا بالنهار؟',
      'بيشخر بصوت عالي، وبيبقى نعسان جدًا بالنهار؟',
      'بتشخر بصوت عالي، وبتبقى نعسانة جدًا بالنهار؟',
      'بتشخري بصوت عالي، وبتبقي نعسانة جدًا بالنهار؟',
    ],
    { minAge: 3 },
  ),
  // Presentations common in Egypt and emergencies people describe in their own words
  q(
    'T_INHALER_NOT_HELPING',
    [
      'Is the inhaler not helping, or needed much more often than usual?',
      'Is his inhaler not helping, or needed much more often than usual?',
      'Is her inhaler not helping, or needed much more often than usual?',
    ],
    [
      'البخاخة مش بتفيد، أو محتاج تستعملها أكتر بكتير من العادي؟',
      'البخاخة مش بتفيده، أو محتاج يستعملها أكتر بكتير من العادي؟',
      'البخاخة مش بتفيدها، أو محتاجة تستعملها أكتر بكتير من العادي؟',
      'البخاخة مش بتفيد، أو محتاجة تستعمليها أكتر بكتير من العادي؟',
    ],
  ),
  q(
    'T_MED_OVERDOSE',
    [
      'Has more than the safe dose of a medicine been taken (for example many paracetamol tablets), by mistake or on purpose?',
      'Has he taken more than the safe dose of a medicine (for example many paracetamol tablets), by mistake or on purpose?',
      'Has she taken more than the safe dose of a medicine (for example many paracetamol tablets), by mistake or on purpose?',
    ],
    [
      'اتاخد جرعة دوا أكتر من المسموح (مثلًا برشام باراسيتامول أو بنادول كتير)، بالغلط أو بقصد؟',
      'خد جرعة دوا أكتر من المسموح (مثلًا برشام باراسيتامول أو بنادول كتير)، بالغلط أو بقصد؟',
      'خدت جرعة دوا أكتر من المسموح (مثلًا برشام باراسيتامول أو بنادول كتير)، بالغلط أو بقصد؟',
    ],
  ),
  q(
    'T_LIVER_DISEASE',
    [
      'Have you been told you have hepatitis C (virus C) or liver cirrhosis?',
      'Has he been told he has hepatitis C (virus C) or liver cirrhosis?',
      'Has she been told she has hepatitis C (virus C) or liver cirrhosis?',
    ],
    [
      'دكتور قالك قبل كده إن عندك فيروس سي أو تليف في الكبد؟',
      'دكتور قال قبل كده إن عنده فيروس سي أو تليف في الكبد؟',
      'دكتور قال قبل كده إن عندها فيروس سي أو تليف في الكبد؟',
    ],
    { antecedent: true },
  ),
  q(
    'T_ASCITES',
    [
      'Is the belly getting bigger and tight, as if filled with water?',
      'Is his belly getting bigger and tight, as if filled with water?',
      'Is her belly getting bigger and tight, as if filled with water?',
    ],
    [
      'البطن بتكبر وبتتشد كأنها مليانة مية؟',
      'بطنه بتكبر وبتتشد كأنها مليانة مية؟',
      'بطنها بتكبر وبتتشد كأنها مليانة مية؟',
    ],
  ),
  q(
    'T_WATER_CONTACT',
    [
      'Have you swum, washed or worked barefoot in canal, river or Nile water?',
      'Has he swum, washed or worked barefoot in canal, river or Nile water?',
      'Has she swum, washed or worked barefoot in canal, river or Nile water?',
    ],
    [
      'عُمت أو استحميت أو اشتغلت حافي في مية ترعة أو نهر أو النيل؟',
      'عام أو استحمى أو اشتغل حافي في مية ترعة أو نهر أو النيل؟',
      'عامت أو استحمت أو اشتغلت حافية في مية ترعة أو نهر أو النيل؟',
    ],
    { antecedent: true },
  ),
  q(
    'T_RAW_MILK',
    [
      'Have you had raw (unboiled) milk or fresh farm cheese, or handled cows, sheep or goats?',
      'Has he had raw (unboiled) milk or fresh farm cheese, or handled cows, sheep or goats?',
      'Has she had raw (unboiled) milk or fresh farm cheese, or handled cows, sheep or goats?',
    ],
    [
      'شربت لبن من غير ما يتغلي أو أكلت جبنة فلاحي طازة، أو بتتعامل مع بقر أو غنم أو معيز؟',
      'شرب لبن من غير ما يتغلي أو أكل جبنة فلاحي طازة، أو بيتعامل مع بقر أو غنم أو معيز؟',
      'هي شربت لبن من غير ما يتغلي أو أكلت جبنة فلاحي طازة، أو بتتعامل مع بقر أو غنم أو معيز؟',
    ],
    { antecedent: true },
  ),
  q(
    'T_UNSAFE_WATER_FOOD',
    [
      'In the weeks before the fever, did you drink water that may not be clean or eat street food?',
      'In the weeks before the fever, did he drink water that may not be clean or eat street food?',
      'In the weeks before the fever, did she drink water that may not be clean or eat street food?',
    ],
    [
      'في الأسابيع اللي قبل السخونية، شربت مية ممكن تكون مش نضيفة أو أكلت أكل من الشارع؟',
      'في الأسابيع اللي قبل السخونية، شرب مية ممكن تكون مش نضيفة أو أكل أكل من الشارع؟',
      'في الأسابيع اللي قبل السخونية، هي شربت مية ممكن تكون مش نضيفة أو أكلت أكل من الشارع؟',
    ],
    { antecedent: true },
  ),
  q(
    'T_LONG_FEVER',
    [
      'Has the fever lasted more than a week, or come and gone for weeks?',
      'Has his fever lasted more than a week, or come and gone for weeks?',
      'Has her fever lasted more than a week, or come and gone for weeks?',
    ],
    [
      'السخونية مكمّلة أكتر من أسبوع، أو بتروح وترجع بقالها أسابيع؟',
      'السخونية عنده مكمّلة أكتر من أسبوع، أو بتروح وترجع بقالها أسابيع؟',
      'السخونية عندها مكمّلة أكتر من أسبوع، أو بتروح وترجع بقالها أسابيع؟',
    ],
  ),
  q(
    'T_FEVER_ATTACKS',
    [
      'Do you get attacks of fever lasting one to three days that go away completely and come back weeks later, with belly, chest or joint pain?',
      'Does he get attacks of fever lasting one to three days that go away completely and come back weeks later, with belly, chest or joint pain?',
      'Does she get attacks of fever lasting one to three days that go away completely and come back weeks later, with belly, chest or joint pain?',
    ],
    [
      'بتجيلك نوبات سخونية تقعد من يوم لتلات أيام وتروح خالص وترجع بعد أسابيع، مع وجع في البطن أو الصدر أو المفاصل؟',
      'بتجيله نوبات سخونية تقعد من يوم لتلات أيام وتروح خالص وترجع بعد أسابيع، مع وجع في البطن أو الصدر أو المفاصل؟',
      'بتجيلها نوبات سخونية تقعد من يوم لتلات أيام وتروح خالص وترجع بعد أسابيع، مع وجع في البطن أو الصدر أو المفاصل؟',
    ],
  ),
  q(
    'T_RECENT_SORE_THROAT',
    [
      'Was there a sore throat two to four weeks before this started?',
      'Did he have a sore throat two to four weeks before this started?',
      'Did she have a sore throat two to four weeks before this started?',
    ],
    [
      'كان فيه التهاب في الزور قبل ما ده يبدأ بأسبوعين لأربعة؟',
      'كان عنده التهاب في الزور قبل ما ده يبدأ بأسبوعين لأربعة؟',
      'كان عندها التهاب في الزور قبل ما ده يبدأ بأسبوعين لأربعة؟',
    ],
  ),
  q(
    'T_MIGRATING_JOINTS',
    [
      'Does the joint pain move from one big joint to another (knee, ankle, elbow, wrist)?',
      'Does his joint pain move from one big joint to another (knee, ankle, elbow, wrist)?',
      'Does her joint pain move from one big joint to another (knee, ankle, elbow, wrist)?',
    ],
    [
      'وجع المفاصل بينتقل من مفصل كبير لمفصل تاني (الركبة، الكاحل، الكوع، الرسغ)؟',
      'وجع المفاصل عنده بينتقل من مفصل كبير لمفصل تاني (الركبة، الكاحل، الكوع، الرسغ)؟',
      'وجع المفاصل عندها بينتقل من مفصل كبير لمفصل تاني (الركبة، الكاحل، الكوع، الرسغ)؟',
    ],
  ),
  q(
    'T_HEAT_EXPOSURE',
    [
      'Did this start after a long time in strong heat or sun, or hard work in the heat?',
      'Did this start after he spent a long time in strong heat or sun, or worked hard in the heat?',
      'Did this start after she spent a long time in strong heat or sun, or worked hard in the heat?',
    ],
    [
      'ده بدأ بعد وقت طويل في حر شديد أو شمس، أو شغل جامد في الحر؟',
      'ده بدأ عنده بعد وقت طويل في حر شديد أو شمس، أو شغل جامد في الحر؟',
      'ده بدأ عندها بعد وقت طويل في حر شديد أو شمس، أو شغل جامد في الحر؟',
    ],
  ),
  q(
    'T_HOT_DRY_SKIN',
    [
      'Is the skin very hot and dry, with sweating stopped?',
      'Is his skin very hot and dry, with sweating stopped?',
      'Is her skin very hot and dry, with sweating stopped?',
    ],
    ['الجلد سخن جدًا وناشف، والعرق وقف؟', 'جلده سخن جدًا وناشف، والعرق وقف؟', 'جلدها سخن جدًا وناشف، والعرق وقف؟'],
  ),
  q(
    'T_DEHYDRATION',
    [
      'Is there a dry mouth, crying without tears, sunken eyes, or far fewer wet nappies or less urine than usual?',
      'Does he have a dry mouth, cry without tears, have sunken eyes, or far fewer wet nappies or less urine than usual?',
      'Does she have a dry mouth, cry without tears, have sunken eyes, or far fewer wet nappies or less urine than usual?',
    ],
    [
      'فيه نشفان في البُق، أو عياط من غير دموع، أو عينين غايرة، أو بامبرز مبلول أقل بكتير أو بول أقل من العادي؟',
      'بقه ناشف، أو بيعيط من غير دموع، أو عينيه غايرة، أو البامبرز المبلول أقل بكتير أو البول أقل من العادي؟',
      'بقها ناشف، أو بتعيط من غير دموع، أو عينيها غايرة، أو البامبرز المبلول أقل بكتير أو البول أقل من العادي؟',
    ],
  ),
  q(
    'T_CANNOT_PASS_URINE',
    [
      'Are you unable to pass urine at all, with a painful full bladder?',
      'Is he unable to pass urine at all, with a painful full bladder?',
      'Is she unable to pass urine at all, with a painful full bladder?',
    ],
    [
      'مش قادر تعمل بول خالص، والمثانة مليانة وبتوجعك؟',
      'مش قادر يعمل بول خالص، والمثانة مليانة وبتوجعه؟',
      'مش قادرة تعمل بول خالص، والمثانة مليانة وبتوجعها؟',
      'مش قادرة تعملي بول خالص، والمثانة مليانة وبتوجعك؟',
    ],
  ),
  q(
    'T_GAS_HEATER',
    [
      'Were you in a closed room with a gas heater, stove, charcoal or a generator, and do others there feel unwell too?',
      'Was he in a closed room with a gas heater, stove, charcoal or a generator, and do others there feel unwell too?',
      'Was she in a closed room with a gas heater, stove, charcoal or a generator, and do others there feel unwell too?',
    ],
    [
      'كنت في أوضة مقفولة فيها دفاية غاز أو بوتاجاز أو فحم أو مولّد، وفيه ناس تانية كانت معاك تعبانة برضه؟',
      'كان في أوضة مقفولة فيها دفاية غاز أو بوتاجاز أو فحم أو مولّد، وفيه ناس تانية كانت معاه تعبانة برضه؟',
      'كانت في أوضة مقفولة فيها دفاية غاز أو بوتاجاز أو فحم أو مولّد، وفيه ناس تانية كانت معاها تعبانة برضه؟',
    ],
  ),
  q(
    'T_SCORPION',
    [
      'Was there a scorpion sting or a snake bite?',
      'Was he stung by a scorpion or bitten by a snake?',
      'Was she stung by a scorpion or bitten by a snake?',
    ],
    ['حصلت لدغة عقرب أو عضة تعبان؟', 'اتلدغ من عقرب أو عضه تعبان؟', 'اتلدغت من عقرب أو عضها تعبان؟'],
  ),
  q(
    'T_WORST_HEADACHE',
    [
      'Did a severe headache start suddenly, like a blow, the worst ever?',
      'Did a severe headache start suddenly for him, like a blow, the worst he has ever had?',
      'Did a severe headache start suddenly for her, like a blow, the worst she has ever had?',
    ],
    [
      'صداع شديد بدأ فجأة زي الخبطة، أوحش صداع جالك في حياتك؟',
      'صداع شديد بدأ معاه فجأة زي الخبطة، أوحش صداع جاله في حياته؟',
      'صداع شديد بدأ معاها فجأة زي الخبطة، أوحش صداع جالها في حياتها؟',
    ],
  ),
  q(
    'T_SADDLE_NUMB',
    [
      'Is there numbness between the legs or around the bottom, or new trouble controlling urine or stool?',
      'Does he have numbness between the legs or around the bottom, or new trouble controlling urine or stool?',
      'Does she have numbness between the legs or around the bottom, or new trouble controlling urine or stool?',
    ],
    [
      'فيه تنميل بين الرجلين أو حوالين فتحة الشرج، أو صعوبة جديدة في التحكم في البول أو البراز؟',
      'عنده تنميل بين الرجلين أو حوالين فتحة الشرج، أو صعوبة جديدة في التحكم في البول أو البراز؟',
      'عندها تنميل بين الرجلين أو حوالين فتحة الشرج، أو صعوبة جديدة في التحكم في البول أو البراز؟',
    ],
  ),
  q(
    'T_CURRANT_STOOL',
    [
      'Does the child have attacks of screaming and drawing up the legs, with red jelly-like stool?',
      'Does he have attacks of screaming and drawing up his legs, with red jelly-like stool?',
      'Does she have attacks of screaming and drawing up her legs, with red jelly-like stool?',
    ],
    [
      'الطفل بتجيله نوبات صريخ وبيشد رجليه لبطنه، مع براز أحمر زي الجيلي؟',
      'بتجيله نوبات صريخ وبيشد رجليه لبطنه، مع براز أحمر زي الجيلي؟',
      'بتجيلها نوبات صريخ وبتشد رجليها لبطنها، مع براز أحمر زي الجيلي؟',
    ],
    { maxAge: 6 },
  ),
  q(
    'T_MOUTH_ULCER',
    [
      'Do you have small painful sores (ulcers) inside the mouth?',
      'Does he have small painful sores (ulcers) inside his mouth?',
      'Does she have small painful sores (ulcers) inside her mouth?',
    ],
    ['عندك قُرح صغيرة بتوجع جوه البُق؟', 'عنده قُرح صغيرة بتوجع جوه بقه؟', 'عندها قُرح صغيرة بتوجع جوه بقها؟'],
  ),
  q(
    'T_FOOD_RELIEF',
    [
      'Is the upper-belly pain eased by eating, or does it wake you at night?',
      'Is his upper-belly pain eased by eating, or does it wake him at night?',
      'Is her upper-belly pain eased by eating, or does it wake her at night?',
    ],
    [
      'وجع فم المعدة بيخف لما تاكل، أو بيصحّيك من النوم؟',
      'وجع فم المعدة بيخف لما ياكل، أو بيصحّيه من النوم؟',
      'وجع فم المعدة بيخف لما تاكل، أو بيصحّيها من النوم؟',
    ],
  ),
  q(
    'T_SWALLOWED_POISON',
    [
      "Could a poison, household chemical, kerosene or someone else's medicine have been swallowed?",
      "Could he have swallowed a poison, household chemical, kerosene or someone else's medicine?",
      "Could she have swallowed a poison, household chemical, kerosene or someone else's medicine?",
    ],
    [
      'ممكن يكون اتبلع سم أو منظف (زي الكلور) أو جاز أو دوا حد تاني؟',
      'ممكن يكون بلع سم أو منظف (زي الكلور) أو جاز أو دوا حد تاني؟',
      'ممكن تكون بلعت سم أو منظف (زي الكلور) أو جاز أو دوا حد تاني؟',
    ],
  ),
  q(
    'T_PREGNANT_BLEEDING',
    [
      'Is there bleeding or belly pain in the second half of a pregnancy?',
      'Does he have bleeding or belly pain in the second half of his pregnancy?',
      'Does she have bleeding or belly pain in the second half of her pregnancy?',
    ],
    [
      'فيه نزيف أو وجع في البطن في النص التاني من الحمل (بعد الشهر الخامس)؟',
      'عنده نزيف أو وجع في البطن في النص التاني من الحمل (بعد الشهر الخامس)؟',
      'عندها نزيف أو وجع في البطن في النص التاني من الحمل (بعد الشهر الخامس)؟',
    ],
    { sex: 'F', minAge: 12 },
  ),
  q(
    'T_INSECT_STING',
    [
      'Did this start after a bee, wasp or other insect sting or bite?',
      'Did this start after he was stung or bitten by a bee, wasp or other insect?',
      'Did this start after she was stung or bitten by a bee, wasp or other insect?',
    ],
    [
      'ده بدأ بعد قرصة نحلة أو دبور أو أي حشرة؟',
      'ده بدأ بعد ما اتقرص من نحلة أو دبور أو أي حشرة؟',
      'ده بدأ بعد ما هي اتقرصت من نحلة أو دبور أو أي حشرة؟',
    ],
  ),
];
