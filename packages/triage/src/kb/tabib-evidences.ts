import type { EvidenceDef, Sex } from '../types.ts';

// Questions added to cover common conditions that DDXPlus leaves out (skin, eyes, teeth,
// joints, women's health, urinary, digestive, mental health, hormones...). Every question
// is a yes/no question so that it is cheap to answer on a phone.
function q(
  code: string,
  en: string,
  ar: string,
  opts: { sex?: Sex; minAge?: number; maxAge?: number; antecedent?: boolean } = {},
): EvidenceDef {
  return {
    code,
    type: 'B',
    parent: null,
    antecedent: opts.antecedent ?? false,
    defaultValue: '0',
    values: [],
    question: { en, ar },
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
    'Do you have pimples, blackheads or whiteheads, mainly on the face, chest or back?',
    'هل عندك حبوب أو رؤوس سوداء أو بيضاء، خاصة في الوجه أو الصدر أو الظهر؟',
  ),
  q(
    'T_DRY_ITCHY_SKIN',
    'Is your skin dry and itchy, with rough patches that come and go (for example in the elbow or knee creases)?',
    'هل جلدك جاف ويسبب حكة، مع بقع خشنة تظهر وتختفي (مثلًا في ثنية الكوع أو الركبة)؟',
  ),
  q(
    'T_HIVES',
    'Do you have raised, itchy welts (hives) that appear and fade within hours?',
    'هل عندك بقع بارزة تسبب حكة (أرتيكاريا) تظهر وتختفي خلال ساعات؟',
  ),
  q(
    'T_SCALY_PLAQUES',
    'Do you have thick red patches covered with silvery scales, for example on the elbows, knees or scalp?',
    'هل عندك بقع حمراء سميكة مغطاة بقشور فضية، مثلًا على الكوعين أو الركبتين أو فروة الرأس؟',
  ),
  q(
    'T_RING_RASH',
    'Do you have a round, ring-shaped itchy rash, or itching between the toes or in the groin?',
    'هل عندك طفح دائري على شكل حلقة يسبب حكة، أو حكة بين أصابع القدم أو في منطقة الأربية (أعلى الفخذ)؟',
  ),
  q(
    'T_NIGHT_ITCH_FAMILY',
    'Is the itching worse at night, and does someone else at home itch too?',
    'هل تزيد الحكة بالليل، وهل يعاني شخص آخر في البيت من الحكة أيضًا؟',
  ),
  q(
    'T_HOT_RED_SKIN',
    'Is an area of skin red, hot, swollen and tender, and getting bigger?',
    'هل توجد منطقة في الجلد حمراء وساخنة ومتورمة ومؤلمة عند اللمس، وتكبر؟',
  ),
  q(
    'T_BAND_BLISTERS',
    'Do you have a painful band of small blisters on one side of the body?',
    'هل عندك شريط من الفقاعات الصغيرة المؤلمة على جانب واحد من الجسم؟',
  ),
  q(
    'T_BURN',
    'Did you get burned (by fire, hot liquid, a chemical or electricity)?',
    'هل أصبت بحرق (من نار أو سائل ساخن أو مادة كيميائية أو كهرباء)؟',
  ),
  q(
    'T_HAIR_LOSS',
    'Are you losing more hair than usual, or do you have bald patches?',
    'هل يتساقط شعرك أكثر من المعتاد، أو عندك مناطق صلعاء؟',
  ),
  // Eyes
  q(
    'T_EYE_DISCHARGE',
    'Is there sticky discharge from the eye, or are the eyelids stuck together in the morning?',
    'هل توجد إفرازات لزجة (عماص) من العين، أو تلتصق الجفون ببعضها في الصباح؟',
  ),
  q('T_EYELID_LUMP', 'Do you have a painful lump on the edge of an eyelid?', 'هل عندك انتفاخ مؤلم على حافة الجفن؟'),
  q(
    'T_EYE_PAIN_HALOS',
    'Do you have severe eye pain with blurred vision or halos around lights?',
    'هل عندك ألم شديد في العين مع زغللة أو هالات حول الأضواء؟',
  ),
  q(
    'T_BLURRED_VISION',
    'Is your vision blurred when you look at things far away or close up?',
    'هل نظرك مغبش (غير واضح) عند النظر إلى الأشياء البعيدة أو القريبة؟',
  ),
  q(
    'T_CLOUDY_VISION',
    'Has your vision become slowly cloudy or dim, with glare from lights?',
    'هل أصبح نظرك معتمًا أو ضبابيًا تدريجيًا، مع انزعاج من الأضواء؟',
  ),
  q('T_DRY_EYES', 'Do your eyes feel dry, gritty or burning?', 'هل تشعر بجفاف أو رمل أو حرقان في عينيك؟'),
  // Ears, nose, throat
  q('T_EAR_DISCHARGE', 'Is there discharge coming out of your ear?', 'هل تخرج إفرازات من أذنك؟'),
  q(
    'T_HEARING_LOSS',
    'Has your hearing decreased, or does your ear feel blocked?',
    'هل ضعف سمعك، أو تشعر أن أذنك مسدودة؟',
  ),
  q('T_EAR_PAIN', 'Do you have ear pain?', 'هل عندك ألم في الأذن؟'),
  q(
    'T_SPINNING',
    'Do you feel the room spinning when you move your head or turn over in bed?',
    'هل تشعر أن الغرفة تدور بك عند تحريك رأسك أو التقلب في السرير؟',
  ),
  q('T_NOSEBLEED', 'Is your nose bleeding?', 'هل ينزف أنفك (رعاف)؟'),
  q('T_TONSIL_PUS', 'Do you have white patches or pus on your tonsils?', 'هل توجد بقع بيضاء أو صديد على اللوزتين؟'),
  // Bones, joints, back
  q('T_BACK_PAIN', 'Do you have pain in your lower back?', 'هل عندك ألم في أسفل الظهر؟'),
  q(
    'T_SCIATICA',
    'Does the pain shoot down one leg, below the knee, with tingling or numbness?',
    'هل ينزل الألم في إحدى الساقين إلى ما تحت الركبة، مع تنميل أو خدر؟',
  ),
  q(
    'T_NECK_PAIN',
    'Do you have neck pain or stiffness after sleeping badly, strain or long screen time?',
    'هل عندك ألم أو تيبس في الرقبة بعد نوم بوضع خاطئ أو إجهاد أو الجلوس طويلًا أمام الشاشات؟',
  ),
  q(
    'T_MORNING_STIFFNESS',
    'Are your joints stiff in the morning for more than 30 minutes?',
    'هل تتيبس مفاصلك في الصباح لأكثر من 30 دقيقة؟',
  ),
  q(
    'T_KNEE_PAIN',
    'Do you have knee pain that is worse after walking or climbing stairs, with creaking?',
    'هل عندك ألم في الركبة يزيد بعد المشي أو صعود السلم، مع طقطقة؟',
  ),
  q(
    'T_INJURY',
    'Did the problem start after a fall, a twist, a blow or another injury?',
    'هل بدأت المشكلة بعد وقوع أو التواء أو ضربة أو إصابة أخرى؟',
  ),
  q(
    'T_CANNOT_BEAR_WEIGHT',
    'Are you unable to put weight on or move the injured limb, or does it look deformed?',
    'هل لا تستطيع الارتكاز على الطرف المصاب أو تحريكه، أو يبدو شكله غير طبيعي؟',
  ),
  q(
    'T_SWOLLEN_JOINTS',
    'Are several joints (like the fingers or wrists) swollen and painful on both sides of the body?',
    'هل عندك تورم وألم في عدة مفاصل (مثل الأصابع أو الرسغين) في الجانبين؟',
  ),
  q(
    'T_TOE_ATTACK',
    'Did one joint (often the big toe) suddenly become extremely painful, red and swollen?',
    'هل أصبح مفصل واحد (غالبًا إصبع القدم الكبير) فجأة مؤلمًا جدًا وأحمر ومتورمًا؟',
  ),
  q(
    'T_HAND_NUMB_NIGHT',
    'Do you have numbness or tingling in the thumb, index and middle fingers, worse at night?',
    'هل عندك تنميل أو خدر في الإبهام والسبابة والإصبع الأوسط، يزيد بالليل؟',
  ),
  // Women's health and pregnancy
  q(
    'T_MISSED_PERIOD',
    'Is your period late, or have you missed a period?',
    'هل تأخرت الدورة الشهرية أو انقطعت هذا الشهر؟',
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_VAGINAL_BLEEDING',
    'Do you have vaginal bleeding outside your normal period, or during pregnancy?',
    'هل عندك نزيف مهبلي في غير موعد الدورة، أو أثناء الحمل؟',
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_IRREGULAR_PERIODS',
    'Are your periods irregular or very infrequent?',
    'هل الدورة الشهرية غير منتظمة أو متباعدة جدًا؟',
    { sex: 'F', minAge: 10 },
  ),
  q('T_EXCESS_HAIR', 'Do you have excess hair on the face or body?', 'هل عندك شعر زائد في الوجه أو الجسم؟', {
    sex: 'F',
    minAge: 10,
  }),
  q(
    'T_PERIOD_PAIN',
    'Do you get cramping pain in the lower belly during your period?',
    'هل يأتيك مغص (تقلصات) في أسفل البطن أثناء الدورة الشهرية؟',
    { sex: 'F', minAge: 10 },
  ),
  q(
    'T_VAGINAL_ITCH',
    'Do you have vaginal itching with a thick white discharge?',
    'هل عندك حكة مهبلية مع إفرازات بيضاء سميكة؟',
    { sex: 'F', minAge: 10 },
  ),
  q('T_BREAST_LUMP', 'Have you felt a lump in your breast?', 'هل لاحظت كتلة في الثدي؟', { minAge: 12 }),
  q(
    'T_HOT_FLUSHES',
    'Do you have hot flushes or night sweats, with periods becoming irregular or stopping?',
    'هل تأتيك هبات ساخنة أو تعرق ليلي، مع عدم انتظام الدورة أو انقطاعها؟',
    { sex: 'F', minAge: 35 },
  ),
  q(
    'T_HIGH_BP_READING',
    'Has a recent blood pressure reading been 140/90 or higher?',
    'هل كانت آخر قراءة لضغط الدم 140/90 أو أعلى؟',
  ),
  // Urinary, kidneys, men's health
  q('T_BURNING_URINE', 'Do you have burning or pain when passing urine?', 'هل عندك حرقان أو ألم أثناء التبول؟'),
  q(
    'T_FREQUENT_URINE',
    'Do you need to pass urine more often or more urgently than usual?',
    'هل تحتاج إلى التبول أكثر من المعتاد أو بشكل مُلِحّ؟',
  ),
  q('T_BLOOD_URINE', 'Have you seen blood in your urine?', 'هل لاحظت دمًا في البول؟'),
  q(
    'T_WEAK_STREAM',
    'Is your urine stream weak, or do you wake up at night to urinate?',
    'هل تدفق البول ضعيف، أو تستيقظ بالليل للتبول؟',
    { sex: 'M', minAge: 30 },
  ),
  q(
    'T_PUFFY_FOAMY',
    'Is your urine foamy, or are your eyelids or legs puffy?',
    'هل البول فيه رغوة، أو عندك انتفاخ في الجفون أو الساقين؟',
  ),
  q('T_LESS_URINE', 'Are you passing much less urine than usual?', 'هل كمية البول أقل بكثير من المعتاد؟'),
  q(
    'T_FLANK_COLIC',
    'Does the pain come in waves from the side of your back towards the groin?',
    'هل يأتي الألم على شكل موجات من جنب الظهر ويمتد ناحية الأربية (أعلى الفخذ)؟',
  ),
  q(
    'T_ERECTION',
    'Do you have difficulty getting or keeping an erection?',
    'هل عندك صعوبة في حدوث الانتصاب أو استمراره؟',
    { sex: 'M', minAge: 16 },
  ),
  q(
    'T_TRYING_CONCEIVE',
    'Have you been trying to have a child for more than a year without success?',
    'هل تحاولون الإنجاب منذ أكثر من سنة دون حدوث حمل؟',
    { minAge: 16 },
  ),
  q('T_TESTICLE_PAIN', 'Did you get sudden, severe pain in a testicle?', 'هل أصابك ألم مفاجئ وشديد في إحدى الخصيتين؟', {
    sex: 'M',
  }),
  // Digestive and liver
  q('T_ABDOMINAL_PAIN', 'Do you have pain in your belly?', 'هل عندك ألم في البطن؟'),
  q(
    'T_RLQ_PAIN',
    'Did the belly pain start around the navel and move to the lower right side?',
    'هل بدأ ألم البطن حول السرة ثم انتقل إلى أسفل البطن من الناحية اليمنى؟',
  ),
  q(
    'T_BOWEL_RELIEF',
    'Is your belly pain relieved by opening your bowels, with diarrhoea and constipation alternating?',
    'هل يخف ألم البطن بعد دخول الحمام، مع تبادل الإسهال والإمساك؟',
  ),
  q(
    'T_HUNGER_PAIN',
    'Is your upper-stomach pain worse when hungry, or after spicy food or painkillers?',
    'هل يزيد ألم أعلى المعدة مع الجوع، أو بعد الأكل الحار أو المسكنات؟',
  ),
  q(
    'T_ANAL_PROBLEM',
    'Do you have pain, itching or a lump around the anus, or bright blood on the toilet paper?',
    'هل عندك ألم أو حكة أو بروز حول فتحة الشرج، أو دم أحمر على المناديل بعد التبرز؟',
  ),
  q(
    'T_CONSTIPATION',
    'Do you pass hard stools less than three times a week, or strain a lot?',
    'هل تتبرز أقل من ثلاث مرات أسبوعيًا ببراز صلب، أو تحتاج إلى حزق شديد؟',
  ),
  q(
    'T_FATTY_MEAL_PAIN',
    'Does pain in the upper right belly come after fatty meals?',
    'هل يأتي ألم في أعلى البطن من الناحية اليمنى بعد الأكل الدسم؟',
  ),
  q('T_JAUNDICE', 'Have your skin or the whites of your eyes turned yellow?', 'هل اصفر لون جلدك أو بياض عينيك؟'),
  q(
    'T_FOOD_TRIGGER',
    'Did it start after eating suspicious food, or are others who ate with you sick too?',
    'هل بدأت الأعراض بعد أكل مشكوك فيه، أو مرض آخرون أكلوا معك؟',
  ),
  // Nervous system
  q('T_HEADACHE', 'Do you have a headache?', 'هل عندك صداع؟'),
  q(
    'T_MIGRAINE_FEATURES',
    'Is the headache throbbing, with sensitivity to light or noise, or preceded by flashing lights?',
    'هل الصداع نابض، مع حساسية من الضوء أو الصوت، أو تسبقه ومضات ضوئية؟',
  ),
  q(
    'T_BAND_HEADACHE',
    'Does the headache feel like a tight band around the head, linked to stress or poor sleep?',
    'هل تشعر أن الصداع مثل رباط مشدود حول الرأس، ويرتبط بالتوتر أو قلة النوم؟',
  ),
  q(
    'T_STIFF_NECK',
    'Is your neck so stiff that you cannot bend your chin to your chest?',
    'هل رقبتك متيبسة لدرجة أنك لا تستطيع ثني ذقنك إلى صدرك؟',
  ),
  q('T_HEAD_INJURY', 'Did you recently hit your head?', 'هل تعرضت مؤخرًا لضربة على الرأس؟'),
  q(
    'T_SUDDEN_WEAKNESS',
    'Did weakness, numbness or trouble speaking start suddenly in the last hours?',
    'هل بدأ ضعف أو تنميل أو صعوبة في الكلام فجأة خلال الساعات الماضية؟',
  ),
  q(
    'T_SEIZURE',
    'Did you have a fit (seizure) with jerking of the body?',
    'هل حدثت لك نوبة تشنج (صرع) مع انتفاض في الجسم؟',
  ),
  // Mental health
  q(
    'T_LOW_MOOD',
    'Have you felt sad or empty, or lost interest in things, most days for two weeks or more?',
    'هل تشعر بالحزن أو الفراغ أو فقدت الاهتمام بالأشياء معظم الأيام لمدة أسبوعين أو أكثر؟',
    { minAge: 8 },
  ),
  q(
    'T_WORRY',
    'Do you worry too much about many things, most days, and find it hard to stop?',
    'هل تقلق كثيرًا على أمور كثيرة معظم الأيام، ويصعب عليك إيقاف القلق؟',
    { minAge: 8 },
  ),
  q(
    'T_INSOMNIA',
    'Do you have trouble falling asleep or staying asleep most nights?',
    'هل تجد صعوبة في النوم أو الاستمرار فيه معظم الليالي؟',
    { minAge: 6 },
  ),
  q(
    'T_SUICIDAL',
    'Do you have thoughts of harming yourself or ending your life?',
    'هل تراودك أفكار لإيذاء نفسك أو إنهاء حياتك؟',
    { minAge: 8 },
  ),
  // Children
  q(
    'T_INFANT_CRYING',
    'Is the baby crying for hours, mostly in the evening, while feeding and growing well?',
    'هل يبكي الرضيع لساعات، غالبًا في المساء، مع أنه يرضع وينمو بشكل جيد؟',
    { maxAge: 1 },
  ),
  q(
    'T_HAND_MOUTH_BLISTERS',
    'Are there small blisters in the mouth and on the hands and feet?',
    'هل توجد فقاعات صغيرة في الفم وعلى اليدين والقدمين؟',
    { maxAge: 15 },
  ),
  q(
    'T_ITCHY_BLISTER_SPOTS',
    'Is there an itchy rash of spots that turn into blisters and spread over the body?',
    'هل يوجد طفح من حبوب تسبب حكة وتتحول إلى فقاعات مائية وتنتشر في الجسم؟',
  ),
  q(
    'T_MEASLES_RASH',
    'Did a blotchy red rash start on the face after several days of fever, cough and red eyes?',
    'هل ظهر طفح أحمر متقطع بدأ من الوجه بعد عدة أيام من الحرارة والكحة واحمرار العينين؟',
  ),
  q(
    'T_DIAPER_RASH',
    'Is there a red rash in the nappy (diaper) area?',
    'هل يوجد طفح أحمر في منطقة الحفاضة (البامبرز)؟',
    { maxAge: 3 },
  ),
  // Teeth and gums
  q(
    'T_TOOTHACHE',
    'Do you have a toothache, or pain when eating something sweet, hot or cold?',
    'هل عندك ألم في الأسنان، أو ألم عند أكل شيء حلو أو ساخن أو بارد؟',
  ),
  q(
    'T_GUM_SWELLING',
    'Is there swelling of the gum or face near a painful tooth?',
    'هل يوجد تورم في اللثة أو الوجه بجوار سن مؤلم؟',
  ),
  q(
    'T_BLEEDING_GUMS',
    'Do your gums bleed when brushing, or look red and swollen?',
    'هل تنزف لثتك عند تنظيف الأسنان، أو تبدو حمراء ومتورمة؟',
  ),
  q(
    'T_WISDOM_TOOTH',
    'Is the pain at the very back of the jaw, around a wisdom tooth coming through?',
    'هل الألم في آخر الفك حول ضرس العقل وهو يطلع؟',
    { minAge: 15 },
  ),
  // Hormones and diabetes
  q('T_THIRST_URINATION', 'Are you very thirsty and passing a lot of urine?', 'هل تشعر بعطش شديد وتتبول كثيرًا؟'),
  q(
    'T_SHAKY_HUNGRY',
    'Do you feel shaky, sweaty and hungry, getting better after eating something sweet?',
    'هل تشعر برعشة وعرق وجوع، وتتحسن بعد أكل شيء مسكر؟',
  ),
  q(
    'T_HIGH_SUGAR',
    'Has your blood sugar reading been very high (over 300 mg/dL)?',
    'هل كانت قراءة السكر في الدم مرتفعة جدًا (أكثر من 300 مجم/ديسيلتر)؟',
  ),
  q(
    'T_COLD_INTOLERANCE',
    'Do you feel cold when others do not, with dry skin, constipation or weight gain?',
    'هل تشعر بالبرد بينما الآخرون لا يشعرون به، مع جفاف الجلد أو إمساك أو زيادة الوزن؟',
  ),
  q(
    'T_HEAT_INTOLERANCE',
    'Do you feel hot and sweaty, with shaky hands, weight loss or a racing heart?',
    'هل تشعر بالحر والعرق، مع رعشة في اليدين أو نقص في الوزن أو سرعة في ضربات القلب؟',
  ),
  q(
    'T_WANT_WEIGHT_LOSS',
    'Would you like help to lose weight or improve your diet?',
    'هل تريد مساعدة لإنقاص وزنك أو تحسين نظامك الغذائي؟',
  ),
  // Heart and blood vessels
  q(
    'T_ONE_LEG_SWOLLEN',
    'Is one leg (calf) swollen, warm and painful?',
    'هل إحدى الساقين (السمانة) متورمة ودافئة ومؤلمة؟',
  ),
  q(
    'T_VARICOSE',
    'Do you have bulging, twisted veins on your legs?',
    'هل عندك أوردة بارزة وملتوية في الساقين (دوالي)؟',
  ),
  q(
    'T_CALF_PAIN_WALKING',
    'Do your calves hurt when walking and get better when you stop?',
    'هل تؤلمك سمانة الرجل أثناء المشي وتتحسن عندما تتوقف؟',
  ),
  q(
    'T_SNORING',
    'Do you snore loudly and feel very sleepy during the day?',
    'هل تشخر بصوت عالٍ وتشعر بنعاس شديد أثناء النهار؟',
  ),
  // Presentations common in Egypt and emergencies people describe in their own words
  q(
    'T_INHALER_NOT_HELPING',
    'Is the inhaler not helping, or needed much more often than usual?',
    'هل البخاخة مش بتفيد، أو محتاج تستخدمها أكتر بكتير من العادي؟',
  ),
  q(
    'T_MED_OVERDOSE',
    'Has more than the safe dose of a medicine been taken (for example many paracetamol tablets), by mistake or on purpose?',
    'هل تم أخذ جرعة أكبر من الآمنة من دواء (مثلًا حبوب باراسيتامول كتير)، بالغلط أو عن قصد؟',
  ),
  q(
    'T_LIVER_DISEASE',
    'Have you been told you have hepatitis C (virus C) or liver cirrhosis?',
    'هل قالك دكتور قبل كده إن عندك فيروس سي أو تليف في الكبد؟',
    { antecedent: true },
  ),
  q(
    'T_ASCITES',
    'Is the belly getting bigger and tight, as if filled with water?',
    'هل البطن بتكبر وبتتشد كأنها مليانة ميه؟',
  ),
  q(
    'T_WATER_CONTACT',
    'Have you swum, washed or worked barefoot in canal, river or Nile water?',
    'هل عمت أو استحميت أو اشتغلت حافي في ميه ترعة أو نهر أو النيل؟',
    { antecedent: true },
  ),
  q(
    'T_RAW_MILK',
    'Have you had raw (unboiled) milk or fresh farm cheese, or handled cows, sheep or goats?',
    'هل شربت لبن من غير غلي أو أكلت جبنة فلاحي طازة، أو بتتعامل مع بقر أو غنم أو ماعز؟',
    { antecedent: true },
  ),
  q(
    'T_UNSAFE_WATER_FOOD',
    'In the weeks before the fever, did you drink water that may not be clean or eat street food?',
    'في الأسابيع اللي قبل السخونية، هل شربت ميه ممكن تكون مش نضيفة أو أكلت أكل من الشارع؟',
    { antecedent: true },
  ),
  q(
    'T_LONG_FEVER',
    'Has the fever lasted more than a week, or come and gone for weeks?',
    'هل السخونية مستمرة أكتر من أسبوع، أو بتروح وترجع من أسابيع؟',
  ),
  q(
    'T_FEVER_ATTACKS',
    'Do you get attacks of fever lasting one to three days that go away completely and come back weeks later, with belly, chest or joint pain?',
    'هل بتجيلك نوبات سخونية تستمر يوم لتلات أيام وتروح خالص وترجع بعد أسابيع، مع ألم في البطن أو الصدر أو المفاصل؟',
  ),
  q(
    'T_RECENT_SORE_THROAT',
    'Was there a sore throat two to four weeks before this started?',
    'هل كان فيه التهاب في الزور قبل ما ده يبدأ بأسبوعين لأربعة؟',
  ),
  q(
    'T_MIGRATING_JOINTS',
    'Does the joint pain move from one big joint to another (knee, ankle, elbow, wrist)?',
    'هل ألم المفاصل بينتقل من مفصل كبير لمفصل تاني (الركبة، الكاحل، الكوع، الرسغ)؟',
  ),
  q(
    'T_HEAT_EXPOSURE',
    'Did this start after a long time in strong heat or sun, or hard work in the heat?',
    'هل ده بدأ بعد وقت طويل في حر شديد أو شمس، أو شغل جامد في الحر؟',
  ),
  q('T_HOT_DRY_SKIN', 'Is the skin very hot and dry, with sweating stopped?', 'هل الجلد سخن جدًا وناشف، والعرق وقف؟'),
  q(
    'T_DEHYDRATION',
    'Is there a dry mouth, crying without tears, sunken eyes, or far fewer wet nappies or less urine than usual?',
    'هل فيه نشفان في البق، أو عياط من غير دموع، أو عينين غايرة، أو حفاضات مبلولة أقل بكتير أو بول أقل من العادي؟',
  ),
  q(
    'T_CANNOT_PASS_URINE',
    'Are you unable to pass urine at all, with a painful full bladder?',
    'هل مش قادر تعمل بول خالص، والمثانة مليانة وبتوجعك؟',
  ),
  q(
    'T_GAS_HEATER',
    'Were you in a closed room with a gas heater, stove, charcoal or a generator, and do others there feel unwell too?',
    'هل كنت في أوضة مقفولة فيها دفاية غاز أو بوتاجاز أو فحم أو مولد، وفيه ناس تانية معاك تعبانة برضه؟',
  ),
  q('T_SCORPION', 'Was there a scorpion sting or a snake bite?', 'هل حصلت لدغة عقرب أو عضة تعبان؟'),
  q(
    'T_WORST_HEADACHE',
    'Did a severe headache start suddenly, like a blow, the worst ever?',
    'هل بدأ صداع شديد فجأة زي الخبطة، أسوأ صداع في حياتك؟',
  ),
  q(
    'T_SADDLE_NUMB',
    'Is there numbness between the legs or around the bottom, or new trouble controlling urine or stool?',
    'هل فيه تنميل بين الرجلين أو حوالين فتحة الشرج، أو صعوبة جديدة في التحكم في البول أو البراز؟',
  ),
  q(
    'T_CURRANT_STOOL',
    'Does the child have attacks of screaming and drawing up the legs, with red jelly-like stool?',
    'هل الطفل بتجيله نوبات صريخ وبيشد رجليه لبطنه، مع براز أحمر زي الجيلي؟',
    { maxAge: 6 },
  ),
  q('T_MOUTH_ULCER', 'Do you have small painful sores (ulcers) inside the mouth?', 'هل عندك قرح صغيرة بتوجع جوه البق؟'),
  q(
    'T_FOOD_RELIEF',
    'Is the upper-belly pain eased by eating, or does it wake you at night?',
    'هل ألم أعلى البطن بيخف لما تاكل، أو بيصحيك من النوم؟',
  ),
  q(
    'T_SWALLOWED_POISON',
    "Could a poison, household chemical, kerosene or someone else's medicine have been swallowed?",
    'هل ممكن يكون اتبلع سم أو منظف أو جاز أو دوا حد تاني؟',
  ),
  q(
    'T_PREGNANT_BLEEDING',
    'Is there bleeding or belly pain in the second half of a pregnancy?',
    'هل فيه نزيف أو ألم في البطن في النص التاني من الحمل؟',
    { sex: 'F', minAge: 12 },
  ),
];
