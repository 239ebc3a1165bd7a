import type { Text, Urgency } from '../types.ts';

/**
 * A condition written from clinical knowledge rather than estimated from data.
 * `ev` gives P(answer is yes | condition) for yes/no questions; a key such as
 * 'E_55@V_89|V_166' gives P(that location is named | condition, pain present).
 * `scales` gives the typical value (0-10) of a DDXPlus scale question.
 * `prevalence` is a relative prior weight (DDXPlus conditions share a weight of 1).
 */
export interface TabibConditionSpec {
  id: string;
  en: string;
  ar: string;
  icd10: string;
  urgency: Urgency;
  specialty: string;
  prevalence: number;
  ageMin?: number;
  ageMax?: number;
  /** Multiplier per age band (see age-bands.ts). */
  ageWeights?: number[];
  sex?: 'M' | 'F';
  ev: Record<string, number>;
  scales?: Record<string, number>;
  advice?: Text[];
}

// Body-location groups of the DDXPlus location list.
export const LOC = {
  head: 'V_89|V_166|V_167|V_62|V_25|V_124',
  chest: 'V_101|V_29|V_55|V_56',
  upperBelly: 'V_197|V_103|V_104',
  lowerBelly: 'V_87|V_88|V_153|V_187',
  rightUpper: 'V_103',
  rightLower: 'V_87',
  belly: 'V_187|V_197|V_87|V_88|V_103|V_104|V_153',
  flank: 'V_84|V_85|V_113|V_114',
  lowBack: 'V_40|V_113|V_114',
  neck: 'V_26|V_38|V_53|V_54|V_175|V_176',
  teeth: 'V_57|V_58|V_59|V_60|V_90|V_91|V_121',
  ear: 'V_129|V_130',
  eye: 'V_125|V_126',
  knee: 'V_92|V_93|V_47|V_48',
  ankle: 'V_34|V_35|V_23|V_24|V_72|V_73|V_43|V_44',
  throat: 'V_148|V_20|V_21|V_115',
  testis: 'V_168|V_169|V_158',
  pelvis: 'V_153|V_87|V_88|V_186',
  bigToe: 'V_97|V_98',
  hand: 'V_74|V_75|V_80|V_81|V_76|V_77|V_151|V_152|V_67|V_68|V_69|V_70|V_63|V_64|V_142|V_143',
  calf: 'V_119|V_120',
  leg: 'V_51|V_52|V_119|V_120|V_172|V_173',
  anus: 'V_22',
  face: 'V_108|V_109|V_89|V_118',
  body: 'V_39|V_40|V_187|V_101|V_51|V_52|V_27|V_28',
} as const;

const pain = (where: string, p = 0.7) => ({ E_53: 0.92, [`E_55@${where}`]: p });
const rash = (where: string, p = 0.6) => ({ E_129: 0.95, [`E_133@${where}`]: p });
const swelling = (where: string, p = 0.7) => ({ E_151: 0.9, [`E_152@${where}`]: p });

const CHILD = [3, 3, 2, 0.2, 0.1, 0.1, 0.1, 0.1];
const YOUNG = [0.3, 0.5, 1.5, 2, 1, 0.5, 0.3, 0.2];
const OLDER = [0.05, 0.05, 0.1, 0.3, 0.8, 1.5, 2, 2];

export const TABIB_CONDITIONS: TabibConditionSpec[] = [
  // Skin
  { id: 'acne', en: 'Acne', ar: 'حب الشباب', icd10: 'L70.0', urgency: 'self_care', specialty: 'dermatology', prevalence: 0.04, ageMin: 10, ageWeights: YOUNG,
    ev: { T_PIMPLES: 0.95, ...rash(LOC.face, 0.8), E_136: 0.2 }, scales: { E_136: 2, E_134: 2 },
    advice: [{ en: 'Wash twice a day with a gentle cleanser and avoid squeezing spots.', ar: 'اغسل وجهك مرتين يوميًا بغسول لطيف وتجنب عصر الحبوب.' }] },
  { id: 'atopic-eczema', en: 'Eczema (atopic dermatitis)', ar: 'الإكزيما', icd10: 'L20', urgency: 'routine', specialty: 'dermatology', prevalence: 0.03,
    ev: { T_DRY_ITCHY_SKIN: 0.92, ...rash('V_45|V_46|V_47|V_48|V_108|V_109|V_26', 0.5), E_226: 0.5, E_86: 0.5 }, scales: { E_136: 7, E_134: 2 },
    advice: [{ en: 'Moisturise the skin often and avoid harsh soaps.', ar: 'رطّب الجلد باستمرار وتجنب الصابون القوي.' }] },
  { id: 'urticaria', en: 'Hives (urticaria)', ar: 'الأرتيكاريا (الشرى)', icd10: 'L50', urgency: 'routine', specialty: 'dermatology', prevalence: 0.025,
    ev: { T_HIVES: 0.95, E_129: 0.95, E_226: 0.4, E_42: 0.3 }, scales: { E_136: 8, E_132: 5, E_134: 1 },
    advice: [{ en: 'An antihistamine from the pharmacy usually helps; seek emergency care if lips or tongue swell or breathing is hard.', ar: 'غالبًا يفيد دواء مضاد للهستامين من الصيدلية، واطلب الطوارئ فورًا إذا تورمت الشفاه أو اللسان أو صعب التنفس.' }] },
  { id: 'psoriasis', en: 'Psoriasis', ar: 'الصدفية', icd10: 'L40', urgency: 'routine', specialty: 'dermatology', prevalence: 0.015, ageMin: 10,
    ev: { T_SCALY_PLAQUES: 0.95, ...rash('V_45|V_46|V_92|V_93|V_62|V_40', 0.5), E_131: 0.8 }, scales: { E_136: 5, E_134: 2 } },
  { id: 'tinea', en: 'Fungal skin infection (ringworm)', ar: 'فطريات الجلد (التينيا)', icd10: 'B35', urgency: 'self_care', specialty: 'dermatology', prevalence: 0.03,
    ev: { T_RING_RASH: 0.92, E_129: 0.95 }, scales: { E_136: 6, E_134: 1 },
    advice: [{ en: 'Keep the area clean and dry; an antifungal cream from the pharmacy usually works within two weeks.', ar: 'حافظ على المنطقة نظيفة وجافة، وغالبًا يفيد كريم مضاد للفطريات من الصيدلية خلال أسبوعين.' }] },
  { id: 'scabies', en: 'Scabies', ar: 'الجرب', icd10: 'B86', urgency: 'routine', specialty: 'dermatology', prevalence: 0.015,
    ev: { T_NIGHT_ITCH_FAMILY: 0.9, ...rash(LOC.hand, 0.5), E_41: 0.4 }, scales: { E_136: 9 } },
  { id: 'cellulitis', en: 'Skin infection (cellulitis)', ar: 'التهاب الجلد البكتيري (التهاب النسيج الخلوي)', icd10: 'L03', urgency: 'urgent', specialty: 'dermatology', prevalence: 0.015,
    ev: { T_HOT_RED_SKIN: 0.95, E_129: 0.9, E_91: 0.5, E_94: 0.3, E_151: 0.7, E_53: 0.8, [`E_55@${LOC.leg}`]: 0.5 }, scales: { E_134: 6, E_132: 6 } },
  { id: 'shingles', en: 'Shingles (herpes zoster)', ar: 'الحزام الناري (الهربس النطاقي)', icd10: 'B02', urgency: 'urgent', specialty: 'dermatology', prevalence: 0.01, ageWeights: OLDER,
    ev: { T_BAND_BLISTERS: 0.95, E_129: 0.95, E_53: 0.9, 'E_54@V_181': 0.7 }, scales: { E_134: 7, E_136: 4 } },
  { id: 'burn', en: 'Burn', ar: 'حرق', icd10: 'T30', urgency: 'urgent', specialty: 'plastic-surgery', prevalence: 0.01,
    ev: { T_BURN: 0.98, E_129: 0.8, E_53: 0.9, 'E_54@V_181': 0.8, T_INJURY: 0.5 }, scales: { E_134: 7 },
    advice: [{ en: 'Cool the burn under running tap water for 20 minutes; do not apply ice, butter or toothpaste.', ar: 'برّد الحرق تحت ماء الحنفية الجاري لمدة 20 دقيقة، ولا تضع ثلجًا أو زبدة أو معجون أسنان.' }] },
  { id: 'hair-loss', en: 'Hair loss (alopecia)', ar: 'تساقط الشعر (الثعلبة)', icd10: 'L65.9', urgency: 'routine', specialty: 'dermatology', prevalence: 0.02, ageMin: 10,
    ev: { T_HAIR_LOSS: 0.95, E_89: 0.2 } },
  // Eyes
  { id: 'conjunctivitis', en: 'Conjunctivitis (pink eye)', ar: 'التهاب الملتحمة (الرمد)', icd10: 'H10', urgency: 'self_care', specialty: 'ophthalmology', prevalence: 0.03,
    ev: { E_74: 0.95, T_EYE_DISCHARGE: 0.8, E_127: 0.6, E_170: 0.4, E_41: 0.3 },
    advice: [{ en: 'Wash hands often, do not share towels, and clean the eyelids with boiled, cooled water.', ar: 'اغسل يديك كثيرًا ولا تشارك المناشف، ونظف الجفون بماء مغلي ثم مبرد.' }] },
  { id: 'stye', en: 'Stye (hordeolum)', ar: 'دمل الجفن (الشحاذ)', icd10: 'H00.0', urgency: 'self_care', specialty: 'ophthalmology', prevalence: 0.015,
    ev: { T_EYELID_LUMP: 0.95, ...pain(LOC.eye, 0.8), E_74: 0.2 }, scales: { E_56: 3 },
    advice: [{ en: 'Apply a warm compress for 10 minutes several times a day; do not squeeze it.', ar: 'ضع كمادات دافئة لمدة 10 دقائق عدة مرات يوميًا ولا تحاول عصره.' }] },
  { id: 'acute-glaucoma', en: 'Acute angle-closure glaucoma', ar: 'الجلوكوما الحادة (المياه الزرقاء)', icd10: 'H40.2', urgency: 'emergency', specialty: 'ophthalmology', prevalence: 0.002, ageMin: 40,
    ev: { T_EYE_PAIN_HALOS: 0.95, ...pain(LOC.eye, 0.9), E_74: 0.7, E_148: 0.5, T_HEADACHE: 0.6, T_BLURRED_VISION: 0.7 }, scales: { E_56: 8, E_59: 7 } },
  { id: 'refractive-error', en: 'Refractive error (need for glasses)', ar: 'ضعف النظر (الحاجة إلى نظارة)', icd10: 'H52', urgency: 'routine', specialty: 'ophthalmology', prevalence: 0.03,
    ev: { T_BLURRED_VISION: 0.95, T_HEADACHE: 0.3, T_CLOUDY_VISION: 0.1 } },
  { id: 'cataract', en: 'Cataract', ar: 'المياه البيضاء (الكتاراكت)', icd10: 'H26.9', urgency: 'routine', specialty: 'ophthalmology', prevalence: 0.015, ageMin: 45, ageWeights: OLDER,
    ev: { T_CLOUDY_VISION: 0.95, T_BLURRED_VISION: 0.7, E_69: 0.25 } },
  { id: 'dry-eye', en: 'Dry eye', ar: 'جفاف العين', icd10: 'H04.1', urgency: 'self_care', specialty: 'ophthalmology', prevalence: 0.02,
    ev: { T_DRY_EYES: 0.95, E_74: 0.3, T_BLURRED_VISION: 0.2 },
    advice: [{ en: 'Take screen breaks and use lubricating eye drops (artificial tears).', ar: 'خذ فترات راحة من الشاشات واستخدم قطرة مرطبة للعين (دموع صناعية).' }] },
  // Ears, nose, throat
  { id: 'bacterial-tonsillitis', en: 'Bacterial tonsillitis', ar: 'التهاب اللوزتين البكتيري', icd10: 'J03.0', urgency: 'routine', specialty: 'ent', prevalence: 0.03, ageWeights: [0.5, 2, 2, 1.5, 0.7, 0.4, 0.3, 0.2],
    ev: { E_97: 0.95, T_TONSIL_PUS: 0.8, E_91: 0.85, E_9: 0.7, E_201: 0.15, E_181: 0.15, E_65: 0.6, ...pain(LOC.throat, 0.8) }, scales: { E_56: 6 } },
  { id: 'otitis-externa', en: "Outer ear infection (swimmer's ear)", ar: 'التهاب الأذن الخارجية', icd10: 'H60', urgency: 'routine', specialty: 'ent', prevalence: 0.02,
    ev: { T_EAR_PAIN: 0.95, ...pain(LOC.ear, 0.9), T_EAR_DISCHARGE: 0.6, T_HEARING_LOSS: 0.4, E_91: 0.1 }, scales: { E_56: 6 } },
  { id: 'earwax', en: 'Earwax blockage', ar: 'انسداد الأذن بالشمع', icd10: 'H61.2', urgency: 'self_care', specialty: 'ent', prevalence: 0.02,
    ev: { T_HEARING_LOSS: 0.95, T_EAR_PAIN: 0.2, E_53: 0.2, [`E_55@${LOC.ear}`]: 0.9 },
    advice: [{ en: 'Do not use cotton buds; olive-oil ear drops can soften the wax.', ar: 'لا تستخدم أعواد القطن، ويمكن لنقط زيت الزيتون أن تلين الشمع.' }] },
  { id: 'bppv', en: 'Benign positional vertigo', ar: 'الدوار الوضعي الحميد', icd10: 'H81.1', urgency: 'routine', specialty: 'ent', prevalence: 0.015, ageWeights: OLDER,
    ev: { T_SPINNING: 0.95, E_82: 0.6, E_76: 0.7, E_148: 0.5 } },
  { id: 'epistaxis', en: 'Nosebleed', ar: 'نزيف الأنف (الرعاف)', icd10: 'R04.0', urgency: 'self_care', specialty: 'ent', prevalence: 0.015,
    ev: { T_NOSEBLEED: 0.98, E_104: 0.3, E_146: 0.1 },
    advice: [{ en: 'Sit forward and pinch the soft part of the nose for 10-15 minutes; seek care if it does not stop within 20 minutes.', ar: 'اجلس مائلًا للأمام واضغط على الجزء اللين من الأنف لمدة 10 إلى 15 دقيقة، واطلب الرعاية إذا لم يتوقف خلال 20 دقيقة.' }] },
  // Bones, joints, back
  { id: 'low-back-pain', en: 'Mechanical low back pain', ar: 'آلام أسفل الظهر العضلية', icd10: 'M54.5', urgency: 'self_care', specialty: 'physiotherapy', prevalence: 0.05, ageMin: 14,
    ev: { T_BACK_PAIN: 0.95, ...pain(LOC.lowBack, 0.95), E_216: 0.8, T_SCIATICA: 0.1, E_91: 0.02 }, scales: { E_56: 5, E_59: 4 },
    advice: [{ en: 'Stay gently active, use heat and simple painkillers; avoid bed rest.', ar: 'حافظ على الحركة الخفيفة واستخدم الكمادات الدافئة والمسكنات البسيطة، وتجنب الراحة التامة في السرير.' }] },
  { id: 'lumbar-disc', en: 'Slipped disc with sciatica', ar: 'الانزلاق الغضروفي (عرق النسا)', icd10: 'M51.1', urgency: 'routine', specialty: 'neurosurgery', prevalence: 0.02, ageMin: 18,
    ev: { T_BACK_PAIN: 0.9, T_SCIATICA: 0.92, ...pain(LOC.lowBack, 0.8), 'E_57@V_51|V_52|V_119|V_120|V_82|V_83': 0.8, E_216: 0.8, E_221: 0.6, E_177: 0.6 }, scales: { E_56: 7 } },
  { id: 'neck-strain', en: 'Neck strain', ar: 'شد عضلات الرقبة', icd10: 'M54.2', urgency: 'self_care', specialty: 'physiotherapy', prevalence: 0.03,
    ev: { T_NECK_PAIN: 0.95, ...pain(LOC.neck, 0.9), E_192: 0.4, E_216: 0.7, E_91: 0.02 }, scales: { E_56: 4 },
    advice: [{ en: 'Use warm compresses and gentle neck stretches; check your screen and pillow height.', ar: 'استخدم كمادات دافئة وتمارين إطالة خفيفة للرقبة، وراجع ارتفاع الشاشة والمخدة.' }] },
  { id: 'knee-osteoarthritis', en: 'Knee osteoarthritis', ar: 'خشونة الركبة', icd10: 'M17', urgency: 'routine', specialty: 'orthopedics', prevalence: 0.03, ageMin: 40, ageWeights: OLDER,
    ev: { T_KNEE_PAIN: 0.95, ...pain(LOC.knee, 0.95), E_216: 0.8, E_70: 0.5, T_MORNING_STIFFNESS: 0.2 }, scales: { E_56: 5 } },
  { id: 'ankle-sprain', en: 'Sprained ankle', ar: 'التواء الكاحل (الجزع)', icd10: 'S93.4', urgency: 'self_care', specialty: 'orthopedics', prevalence: 0.02,
    ev: { T_INJURY: 0.95, ...pain(LOC.ankle, 0.9), ...swelling(LOC.ankle, 0.8), E_216: 0.9, T_CANNOT_BEAR_WEIGHT: 0.2 }, scales: { E_56: 5 },
    advice: [{ en: 'Rest, ice for 15 minutes at a time, compress and elevate the ankle.', ar: 'أرح القدم وضع ثلجًا لمدة 15 دقيقة كل مرة واربطها برباط ضاغط وارفعها.' }] },
  { id: 'bone-fracture', en: 'Possible broken bone', ar: 'اشتباه كسر في العظم', icd10: 'T14.2', urgency: 'urgent', specialty: 'orthopedics', prevalence: 0.01,
    ev: { T_INJURY: 0.97, T_CANNOT_BEAR_WEIGHT: 0.85, E_53: 0.97, E_216: 0.95, E_151: 0.7 }, scales: { E_56: 8, E_59: 9 } },
  { id: 'rheumatoid-arthritis', en: 'Rheumatoid arthritis', ar: 'الروماتويد (التهاب المفاصل الروماتويدي)', icd10: 'M06.9', urgency: 'routine', specialty: 'rheumatology', prevalence: 0.01, ageMin: 18, sex: undefined,
    ev: { T_SWOLLEN_JOINTS: 0.92, T_MORNING_STIFFNESS: 0.9, ...pain(LOC.hand, 0.8), E_151: 0.6, E_89: 0.5, E_20: 0.4 }, scales: { E_56: 5 } },
  { id: 'gout', en: 'Gout', ar: 'النقرس', icd10: 'M10', urgency: 'routine', specialty: 'rheumatology', prevalence: 0.01, ageMin: 25, ageWeights: OLDER,
    ev: { T_TOE_ATTACK: 0.92, ...pain(LOC.bigToe, 0.7), ...swelling(LOC.bigToe, 0.6), E_78: 0.3, E_70: 0.4, E_104: 0.4 }, scales: { E_56: 9, E_59: 8 } },
  { id: 'carpal-tunnel', en: 'Carpal tunnel syndrome', ar: 'متلازمة النفق الرسغي', icd10: 'G56.0', urgency: 'routine', specialty: 'orthopedics', prevalence: 0.01, ageMin: 20,
    ev: { T_HAND_NUMB_NIGHT: 0.95, E_177: 0.9, E_219: 0.6, E_53: 0.5, [`E_55@${LOC.hand}`]: 0.8 } },
  // Women's health and pregnancy
  { id: 'pregnancy', en: 'Possible pregnancy', ar: 'احتمال وجود حمل', icd10: 'Z32.0', urgency: 'routine', specialty: 'obstetrics-gynecology', prevalence: 0.04, sex: 'F', ageMin: 13, ageMax: 52, ageWeights: [0, 0, 0.1, 2, 1.5, 0.2, 0, 0],
    ev: { T_MISSED_PERIOD: 0.95, E_167: 0.7, E_148: 0.6, E_89: 0.4, E_211: 0.3 },
    advice: [{ en: 'A home pregnancy test is reliable from the first day of a missed period; start folic acid if you may be pregnant.', ar: 'اختبار الحمل المنزلي موثوق من أول يوم لتأخر الدورة، وابدئي تناول حمض الفوليك إذا كان الحمل محتملًا.' }] },
  { id: 'ectopic-pregnancy', en: 'Ectopic pregnancy', ar: 'الحمل خارج الرحم', icd10: 'O00', urgency: 'emergency', specialty: 'obstetrics-gynecology', prevalence: 0.003, sex: 'F', ageMin: 14, ageMax: 50, ageWeights: [0, 0, 0.1, 2, 1.5, 0.2, 0, 0],
    ev: { T_MISSED_PERIOD: 0.8, T_VAGINAL_BLEEDING: 0.7, E_167: 0.6, T_ABDOMINAL_PAIN: 0.95, ...pain(LOC.pelvis, 0.9), E_82: 0.5 }, scales: { E_56: 7, E_59: 7 } },
  { id: 'pcos', en: 'Polycystic ovary syndrome (PCOS)', ar: 'تكيس المبايض', icd10: 'E28.2', urgency: 'routine', specialty: 'obstetrics-gynecology', prevalence: 0.02, sex: 'F', ageMin: 12, ageMax: 50,
    ev: { T_IRREGULAR_PERIODS: 0.92, T_EXCESS_HAIR: 0.7, T_PIMPLES: 0.5, E_70: 0.5, E_96: 0.4, T_TRYING_CONCEIVE: 0.3, T_HAIR_LOSS: 0.2 } },
  { id: 'dysmenorrhea', en: 'Painful periods', ar: 'آلام الدورة الشهرية', icd10: 'N94.6', urgency: 'self_care', specialty: 'obstetrics-gynecology', prevalence: 0.03, sex: 'F', ageMin: 10, ageMax: 55,
    ev: { T_PERIOD_PAIN: 0.97, T_ABDOMINAL_PAIN: 0.8, ...pain(LOC.pelvis, 0.9), 'E_54@V_182': 0.7, E_145: 0.3, E_148: 0.3 }, scales: { E_56: 6 },
    advice: [{ en: 'A hot water bottle on the lower belly and ibuprofen with food usually help.', ar: 'قربة ماء دافئ على أسفل البطن وتناول الإيبوبروفين بعد الأكل يفيدان غالبًا.' }] },
  { id: 'vaginal-thrush', en: 'Vaginal yeast infection', ar: 'الفطريات المهبلية', icd10: 'B37.3', urgency: 'self_care', specialty: 'obstetrics-gynecology', prevalence: 0.02, sex: 'F', ageMin: 12,
    ev: { T_VAGINAL_ITCH: 0.95, E_163: 0.8, T_BURNING_URINE: 0.3, E_69: 0.15 } },
  { id: 'hyperemesis', en: 'Severe vomiting in pregnancy', ar: 'القيء الشديد أثناء الحمل', icd10: 'O21', urgency: 'urgent', specialty: 'obstetrics-gynecology', prevalence: 0.005, sex: 'F', ageMin: 14, ageMax: 50,
    ev: { E_167: 0.98, T_MISSED_PERIOD: 0.8, E_211: 0.95, E_148: 0.95, E_82: 0.5, E_162: 0.5 } },
  { id: 'pre-eclampsia', en: 'Pre-eclampsia (high blood pressure in pregnancy)', ar: 'تسمم الحمل (ارتفاع الضغط أثناء الحمل)', icd10: 'O14', urgency: 'emergency', specialty: 'obstetrics-gynecology', prevalence: 0.003, sex: 'F', ageMin: 14, ageMax: 50,
    ev: { E_167: 0.98, T_HEADACHE: 0.8, T_HIGH_BP_READING: 0.85, T_BLURRED_VISION: 0.5, ...swelling('V_34|V_35|V_108|V_109|V_76|V_77', 0.7), E_151: 0.7, T_PUFFY_FOAMY: 0.5 } },
  { id: 'breast-lump', en: 'Breast lump', ar: 'كتلة في الثدي', icd10: 'N63', urgency: 'urgent', specialty: 'general-surgery', prevalence: 0.01, ageMin: 15,
    ev: { T_BREAST_LUMP: 0.97, E_53: 0.3, 'E_55@V_159|V_160': 0.9, E_151: 0.4, 'E_152@V_159|V_160': 0.9 } },
  { id: 'menopause', en: 'Menopause symptoms', ar: 'أعراض انقطاع الطمث (سن اليأس)', icd10: 'N95.1', urgency: 'routine', specialty: 'obstetrics-gynecology', prevalence: 0.02, sex: 'F', ageMin: 40, ageMax: 65, ageWeights: [0, 0, 0, 0, 0.3, 3, 1, 0.1],
    ev: { T_HOT_FLUSHES: 0.95, T_IRREGULAR_PERIODS: 0.6, E_50: 0.6, T_INSOMNIA: 0.5, E_114: 0.5 } },
  // Urinary tract, kidneys, men's health
  { id: 'cystitis', en: 'Bladder infection (cystitis)', ar: 'التهاب المثانة (عدوى البول)', icd10: 'N30.0', urgency: 'routine', specialty: 'urology', prevalence: 0.04, ageWeights: [0.3, 0.5, 0.5, 1.5, 1.2, 1, 1, 1],
    ev: { T_BURNING_URINE: 0.95, T_FREQUENT_URINE: 0.85, T_BLOOD_URINE: 0.2, ...pain(LOC.pelvis, 0.7), E_91: 0.1 }, scales: { E_56: 4 },
    advice: [{ en: 'Drink plenty of water; see a doctor, as antibiotics are often needed.', ar: 'اشرب كمية كبيرة من الماء، واستشر طبيبًا لأن المضاد الحيوي يكون ضروريًا في أحيان كثيرة.' }] },
  { id: 'pyelonephritis', en: 'Kidney infection (pyelonephritis)', ar: 'التهاب الكلى (التهاب حوض الكلية)', icd10: 'N10', urgency: 'urgent', specialty: 'urology', prevalence: 0.01,
    ev: { T_BURNING_URINE: 0.7, T_FREQUENT_URINE: 0.6, E_91: 0.9, E_94: 0.7, T_BACK_PAIN: 0.6, ...pain(LOC.flank, 0.9), E_148: 0.6 }, scales: { E_56: 6 } },
  { id: 'kidney-stone', en: 'Kidney stone (renal colic)', ar: 'حصوة الكلى (مغص كلوي)', icd10: 'N20', urgency: 'urgent', specialty: 'urology', prevalence: 0.02, ageMin: 15,
    ev: { T_FLANK_COLIC: 0.9, ...pain(LOC.flank, 0.9), 'E_57@V_16|V_17|V_153': 0.6, T_BLOOD_URINE: 0.5, E_148: 0.6, E_211: 0.4, T_BACK_PAIN: 0.5, T_ABDOMINAL_PAIN: 0.5, E_91: 0.05 }, scales: { E_56: 9, E_59: 8 } },
  { id: 'bph', en: 'Enlarged prostate', ar: 'تضخم البروستاتا الحميد', icd10: 'N40', urgency: 'routine', specialty: 'urology', prevalence: 0.02, sex: 'M', ageMin: 40, ageWeights: OLDER,
    ev: { T_WEAK_STREAM: 0.95, T_FREQUENT_URINE: 0.8, T_BURNING_URINE: 0.1 } },
  { id: 'testicular-torsion', en: 'Testicular torsion', ar: 'التواء الخصية', icd10: 'N44.0', urgency: 'emergency', specialty: 'urology', prevalence: 0.002, sex: 'M', ageMax: 35, ageWeights: [0.3, 0.3, 2, 2, 0.5, 0.1, 0.1, 0.1],
    ev: { T_TESTICLE_PAIN: 0.97, ...pain(LOC.testis, 0.95), E_148: 0.6, E_211: 0.4, T_ABDOMINAL_PAIN: 0.3 }, scales: { E_56: 9, E_59: 9 } },
  { id: 'chronic-kidney-disease', en: 'Chronic kidney disease', ar: 'مرض الكلى المزمن', icd10: 'N18', urgency: 'routine', specialty: 'nephrology', prevalence: 0.01, ageMin: 20, ageWeights: OLDER,
    ev: { T_LESS_URINE: 0.4, T_PUFFY_FOAMY: 0.6, E_89: 0.7, E_151: 0.6, E_104: 0.7, E_69: 0.5, E_113: 0.5, E_148: 0.4, E_154: 0.4, E_161: 0.4 } },
  { id: 'nephrotic-syndrome', en: 'Nephrotic syndrome (protein leak from the kidneys)', ar: 'المتلازمة الكلوية (فقد البروتين في البول)', icd10: 'N04', urgency: 'urgent', specialty: 'nephrology', prevalence: 0.003,
    ev: { T_PUFFY_FOAMY: 0.95, ...swelling('V_108|V_109|V_34|V_35|V_172|V_173|V_187', 0.7), E_96: 0.6, E_197: 0.3, E_89: 0.4 } },
  { id: 'erectile-dysfunction', en: 'Erectile dysfunction', ar: 'ضعف الانتصاب', icd10: 'N52', urgency: 'routine', specialty: 'andrology', prevalence: 0.02, sex: 'M', ageMin: 18, ageWeights: OLDER,
    ev: { T_ERECTION: 0.97, E_69: 0.3, E_104: 0.3, E_79: 0.4, E_16: 0.3 } },
  { id: 'male-infertility', en: 'Difficulty conceiving (male factor)', ar: 'تأخر الإنجاب عند الرجل', icd10: 'N46', urgency: 'routine', specialty: 'andrology', prevalence: 0.01, sex: 'M', ageMin: 18, ageMax: 70,
    ev: { T_TRYING_CONCEIVE: 0.97, T_ERECTION: 0.15, E_79: 0.4 } },
  // Digestive system and liver
  { id: 'gastroenteritis', en: 'Stomach bug (gastroenteritis)', ar: 'النزلة المعوية', icd10: 'A09', urgency: 'self_care', specialty: 'family-medicine', prevalence: 0.06,
    ev: { E_51: 0.9, E_211: 0.7, E_148: 0.8, T_ABDOMINAL_PAIN: 0.7, ...pain(LOC.belly, 0.8), 'E_54@V_182': 0.6, E_91: 0.4, T_FOOD_TRIGGER: 0.5, E_41: 0.3 }, scales: { E_56: 4 },
    advice: [{ en: 'Drink oral rehydration solution in small frequent sips; seek care if unable to keep fluids down or there is blood in the stool.', ar: 'اشرب محلول معالجة الجفاف على رشفات صغيرة ومتكررة، واطلب الرعاية إذا لم تستطع الاحتفاظ بالسوائل أو ظهر دم في البراز.' }] },
  { id: 'food-poisoning', en: 'Food poisoning', ar: 'تسمم غذائي', icd10: 'A05.9', urgency: 'self_care', specialty: 'family-medicine', prevalence: 0.02,
    ev: { T_FOOD_TRIGGER: 0.95, E_211: 0.85, E_148: 0.9, E_51: 0.8, T_ABDOMINAL_PAIN: 0.7, ...pain(LOC.belly, 0.8), E_91: 0.3 }, scales: { E_56: 5 },
    advice: [{ en: 'Drink oral rehydration solution in small frequent sips and rest.', ar: 'اشرب محلول معالجة الجفاف على رشفات صغيرة ومتكررة واسترح.' }] },
  { id: 'appendicitis', en: 'Appendicitis', ar: 'التهاب الزائدة الدودية', icd10: 'K35', urgency: 'emergency', specialty: 'general-surgery', prevalence: 0.008, ageWeights: [0.2, 0.5, 2, 2, 1, 0.6, 0.4, 0.3],
    ev: { T_RLQ_PAIN: 0.85, T_ABDOMINAL_PAIN: 0.97, ...pain(LOC.rightLower, 0.9), E_148: 0.8, E_211: 0.65, E_161: 0.8, E_91: 0.6, E_216: 0.6, E_51: 0.25 }, scales: { E_56: 7, E_58: 7 } },
  { id: 'irritable-bowel', en: 'Irritable bowel syndrome', ar: 'القولون العصبي', icd10: 'K58', urgency: 'routine', specialty: 'gastroenterology', prevalence: 0.03, ageMin: 14,
    ev: { T_BOWEL_RELIEF: 0.9, E_30: 0.8, T_ABDOMINAL_PAIN: 0.9, ...pain(LOC.belly, 0.8), 'E_54@V_182': 0.6, E_51: 0.5, T_CONSTIPATION: 0.5, E_16: 0.4, E_91: 0.02 }, scales: { E_56: 4 },
    advice: [{ en: 'Regular meals, more fibre, fewer fizzy drinks and managing stress often help.', ar: 'الوجبات المنتظمة وزيادة الألياف وتقليل المشروبات الغازية والتحكم في التوتر تفيد غالبًا.' }] },
  { id: 'gastritis', en: 'Gastritis or stomach ulcer', ar: 'التهاب المعدة أو قرحة المعدة', icd10: 'K29', urgency: 'routine', specialty: 'gastroenterology', prevalence: 0.04, ageMin: 12,
    ev: { T_HUNGER_PAIN: 0.85, T_ABDOMINAL_PAIN: 0.9, ...pain(LOC.upperBelly, 0.9), 'E_54@V_181': 0.5, E_148: 0.5, E_215: 0.5, E_10: 0.3, E_173: 0.4, E_140: 0.05 }, scales: { E_56: 5 } },
  { id: 'hemorrhoids', en: 'Piles (haemorrhoids) or anal fissure', ar: 'البواسير أو الشرخ الشرجي', icd10: 'K64', urgency: 'routine', specialty: 'general-surgery', prevalence: 0.03, ageMin: 15,
    ev: { T_ANAL_PROBLEM: 0.95, E_179: 0.6, T_CONSTIPATION: 0.6, ...pain(LOC.anus, 0.9) }, scales: { E_56: 5 } },
  { id: 'constipation', en: 'Constipation', ar: 'الإمساك', icd10: 'K59.0', urgency: 'self_care', specialty: 'family-medicine', prevalence: 0.04, ageWeights: [2.5, 2, 1, 0.8, 0.8, 1, 1.3, 1.8],
    ev: { T_CONSTIPATION: 0.95, E_30: 0.6, T_ABDOMINAL_PAIN: 0.5, ...pain(LOC.belly, 0.6), E_51: 0.05 }, scales: { E_56: 3 },
    advice: [{ en: 'Drink more water, eat more fibre (vegetables, fruit, bran) and stay active.', ar: 'اشرب ماء أكثر وكُل أليافًا أكثر (خضار وفاكهة وردة) وحافظ على الحركة.' }] },
  { id: 'gallstones', en: 'Gallstones (biliary colic)', ar: 'حصوات المرارة', icd10: 'K80', urgency: 'urgent', specialty: 'general-surgery', prevalence: 0.015, ageMin: 18, ageWeights: [0, 0, 0, 0.7, 1.2, 1.5, 1.2, 1],
    ev: { T_FATTY_MEAL_PAIN: 0.9, T_ABDOMINAL_PAIN: 0.95, ...pain(LOC.rightUpper, 0.9), 'E_57@V_127|V_194': 0.5, E_148: 0.7, E_211: 0.4, E_215: 0.7, E_70: 0.5, E_91: 0.15, T_JAUNDICE: 0.1 }, scales: { E_56: 7 } },
  { id: 'viral-hepatitis', en: 'Viral hepatitis', ar: 'التهاب الكبد الفيروسي', icd10: 'B19', urgency: 'urgent', specialty: 'hepatology', prevalence: 0.01,
    ev: { T_JAUNDICE: 0.9, E_188: 0.7, E_89: 0.8, E_161: 0.8, E_148: 0.6, ...pain(LOC.rightUpper, 0.6), E_53: 0.5, E_91: 0.4 } },
  { id: 'fatty-liver', en: 'Fatty liver disease', ar: 'الكبد الدهني', icd10: 'K76.0', urgency: 'routine', specialty: 'hepatology', prevalence: 0.01, ageMin: 20,
    ev: { E_70: 0.8, E_69: 0.4, E_71: 0.5, E_89: 0.4, E_53: 0.3, [`E_55@${LOC.rightUpper}`]: 0.8, T_WANT_WEIGHT_LOSS: 0.5, T_JAUNDICE: 0.03 } },
  // Nervous system
  { id: 'migraine', en: 'Migraine', ar: 'الصداع النصفي (الشقيقة)', icd10: 'G43', urgency: 'routine', specialty: 'neurology', prevalence: 0.04, ageMin: 8,
    ev: { T_HEADACHE: 0.97, T_MIGRAINE_FEATURES: 0.85, ...pain('V_166|V_167|V_89|V_125|V_126', 0.8), 'E_54@V_184': 0.7, E_148: 0.6, E_99: 0.7, E_211: 0.3, E_91: 0.02 }, scales: { E_56: 7 },
    advice: [{ en: 'Rest in a dark quiet room and take a simple painkiller early in the attack.', ar: 'استرح في غرفة مظلمة وهادئة وتناول مسكنًا بسيطًا في بداية النوبة.' }] },
  { id: 'tension-headache', en: 'Tension headache', ar: 'صداع التوتر', icd10: 'G44.2', urgency: 'self_care', specialty: 'family-medicine', prevalence: 0.05, ageMin: 6,
    ev: { T_HEADACHE: 0.97, T_BAND_HEADACHE: 0.8, ...pain(LOC.head, 0.9), 'E_54@V_183': 0.6, T_NECK_PAIN: 0.3, T_INSOMNIA: 0.3, E_16: 0.3, E_91: 0.02, T_MIGRAINE_FEATURES: 0.1 }, scales: { E_56: 4 },
    advice: [{ en: 'Regular sleep, enough water, screen breaks and a simple painkiller usually help.', ar: 'النوم المنتظم وشرب الماء الكافي والراحة من الشاشات ومسكن بسيط تفيد غالبًا.' }] },
  { id: 'stroke', en: 'Stroke', ar: 'السكتة الدماغية (جلطة المخ)', icd10: 'I64', urgency: 'emergency', specialty: 'neurology', prevalence: 0.005, ageMin: 18, ageWeights: OLDER,
    ev: { T_SUDDEN_WEAKNESS: 0.95, E_156: 0.7, E_176: 0.8, E_63: 0.6, E_39: 0.3, E_104: 0.6, E_69: 0.3, E_107: 0.2, T_HEADACHE: 0.3, E_52: 0.2 } },
  { id: 'epilepsy', en: 'Seizure (epilepsy)', ar: 'نوبة صرع', icd10: 'G40', urgency: 'urgent', specialty: 'neurology', prevalence: 0.005,
    ev: { T_SEIZURE: 0.95, E_43: 0.9, E_159: 0.8, E_39: 0.5, E_185: 0.2 } },
  { id: 'meningitis', en: 'Meningitis', ar: 'الالتهاب السحائي', icd10: 'G03', urgency: 'emergency', specialty: 'neurology', prevalence: 0.002, ageWeights: [3, 2, 1.5, 1.5, 0.5, 0.5, 0.5, 0.5],
    ev: { T_STIFF_NECK: 0.9, E_91: 0.95, T_HEADACHE: 0.9, E_148: 0.6, E_211: 0.5, E_39: 0.4, E_129: 0.3, T_MIGRAINE_FEATURES: 0.5 } },
  { id: 'bell-palsy', en: "Facial nerve palsy (Bell's palsy)", ar: 'شلل العصب الوجهي (شلل بل)', icd10: 'G51.0', urgency: 'urgent', specialty: 'neurology', prevalence: 0.004,
    ev: { E_156: 0.97, E_83: 0.6, T_SUDDEN_WEAKNESS: 0.4, E_176: 0.6, E_63: 0.2, E_53: 0.3, [`E_55@${LOC.ear}`]: 0.6 } },
  { id: 'peripheral-neuropathy', en: 'Nerve damage in the feet (peripheral neuropathy)', ar: 'التهاب الأعصاب الطرفية', icd10: 'G62.9', urgency: 'routine', specialty: 'neurology', prevalence: 0.01, ageMin: 25, ageWeights: OLDER,
    ev: { E_93: 0.95, E_177: 0.9, E_69: 0.6, E_53: 0.4, 'E_54@V_181': 0.5, [`E_55@V_149|V_150|V_72|V_73`]: 0.8, E_78: 0.2 } },
  { id: 'concussion', en: 'Head injury (concussion)', ar: 'إصابة الرأس (ارتجاج المخ)', icd10: 'S06.0', urgency: 'urgent', specialty: 'neurosurgery', prevalence: 0.008,
    ev: { T_HEAD_INJURY: 0.97, T_INJURY: 0.9, T_HEADACHE: 0.8, E_148: 0.5, E_211: 0.3, E_82: 0.5, E_39: 0.3, E_159: 0.2, E_185: 0.9, ...pain(LOC.head, 0.8) } },
  // Mental health
  { id: 'depression', en: 'Depression', ar: 'الاكتئاب', icd10: 'F32', urgency: 'routine', specialty: 'psychiatry', prevalence: 0.04, ageMin: 10,
    ev: { T_LOW_MOOD: 0.95, E_89: 0.8, T_INSOMNIA: 0.7, E_32: 0.5, E_114: 0.5, E_80: 0.4, E_29: 0.3, E_16: 0.4, T_SUICIDAL: 0.08 } },
  { id: 'generalized-anxiety', en: 'Generalised anxiety', ar: 'اضطراب القلق العام', icd10: 'F41.1', urgency: 'routine', specialty: 'psychiatry', prevalence: 0.035, ageMin: 10,
    ev: { T_WORRY: 0.95, E_16: 0.9, E_81: 0.6, T_INSOMNIA: 0.6, E_114: 0.6, E_89: 0.5, E_155: 0.3 } },
  { id: 'insomnia', en: 'Insomnia', ar: 'الأرق', icd10: 'G47.0', urgency: 'self_care', specialty: 'psychiatry', prevalence: 0.03, ageMin: 12,
    ev: { T_INSOMNIA: 0.97, E_89: 0.7, E_114: 0.4, E_35: 0.5, T_LOW_MOOD: 0.15, T_WORRY: 0.3 },
    advice: [{ en: 'Keep fixed sleep times, avoid screens and caffeine in the evening.', ar: 'حافظ على مواعيد ثابتة للنوم وتجنب الشاشات والكافيين في المساء.' }] },
  { id: 'suicidal-crisis', en: 'Suicidal crisis', ar: 'أزمة انتحارية', icd10: 'R45.851', urgency: 'emergency', specialty: 'psychiatry', prevalence: 0.003, ageMin: 10,
    ev: { T_SUICIDAL: 0.99, T_LOW_MOOD: 0.9, T_INSOMNIA: 0.6, E_80: 0.5 } },
  // Children
  { id: 'infant-colic', en: 'Infant colic', ar: 'مغص الرضع', icd10: 'R10.83', urgency: 'self_care', specialty: 'pediatrics', prevalence: 0.05, ageMax: 1, ageWeights: [1, 0, 0, 0, 0, 0, 0, 0],
    ev: { T_INFANT_CRYING: 0.95, E_30: 0.5, E_91: 0.03, E_211: 0.1 },
    advice: [{ en: 'Hold and gently rock the baby, burp after feeds; see a doctor if there is fever, vomiting or poor feeding.', ar: 'احملي الرضيع وهزيه برفق وساعديه على التجشؤ بعد الرضاعة، واستشيري الطبيب إذا ظهرت حرارة أو قيء أو ضعف في الرضاعة.' }] },
  { id: 'hand-foot-mouth', en: 'Hand, foot and mouth disease', ar: 'مرض اليد والقدم والفم', icd10: 'B08.4', urgency: 'self_care', specialty: 'pediatrics', prevalence: 0.02, ageMax: 10, ageWeights: CHILD,
    ev: { T_HAND_MOUTH_BLISTERS: 0.95, E_206: 0.8, E_91: 0.7, E_129: 0.8, E_97: 0.5, E_49: 0.4, E_32: 0.6 } },
  { id: 'chickenpox', en: 'Chickenpox', ar: 'الجديري المائي (العنقز)', icd10: 'B01', urgency: 'routine', specialty: 'pediatrics', prevalence: 0.02, ageWeights: CHILD,
    ev: { T_ITCHY_BLISTER_SPOTS: 0.95, E_129: 0.97, E_91: 0.7, E_41: 0.5, E_49: 0.3 }, scales: { E_136: 7 } },
  { id: 'measles', en: 'Measles', ar: 'الحصبة', icd10: 'B05', urgency: 'urgent', specialty: 'pediatrics', prevalence: 0.005, ageWeights: CHILD,
    ev: { T_MEASLES_RASH: 0.9, E_129: 0.95, E_91: 0.95, E_201: 0.8, E_74: 0.7, E_181: 0.6, E_209: 0.2 } },
  { id: 'diaper-rash', en: 'Nappy (diaper) rash', ar: 'التهاب منطقة الحفاضة (التسلخات)', icd10: 'L22', urgency: 'self_care', specialty: 'pediatrics', prevalence: 0.03, ageMax: 3, ageWeights: [2, 0.5, 0, 0, 0, 0, 0, 0],
    ev: { T_DIAPER_RASH: 0.97, E_129: 0.9, E_91: 0.02 },
    advice: [{ en: 'Change nappies often, let the skin air-dry and use a zinc barrier cream.', ar: 'غيّري الحفاضة كثيرًا واتركي الجلد يجف في الهواء واستخدمي كريمًا واقيًا يحتوي على الزنك.' }] },
  // Teeth and gums
  { id: 'dental-caries', en: 'Tooth decay', ar: 'تسوس الأسنان', icd10: 'K02', urgency: 'routine', specialty: 'dentistry', prevalence: 0.05, ageMin: 2,
    ev: { T_TOOTHACHE: 0.97, ...pain(LOC.teeth, 0.95), E_91: 0.03, T_GUM_SWELLING: 0.1 }, scales: { E_56: 5 } },
  { id: 'dental-abscess', en: 'Dental abscess', ar: 'خراج الأسنان', icd10: 'K04.7', urgency: 'urgent', specialty: 'dentistry', prevalence: 0.015, ageMin: 2,
    ev: { T_TOOTHACHE: 0.95, T_GUM_SWELLING: 0.9, ...pain(LOC.teeth, 0.95), 'E_54@V_184': 0.6, E_91: 0.4, E_151: 0.7, 'E_152@V_108|V_109|V_121|V_90|V_91': 0.8 }, scales: { E_56: 8 } },
  { id: 'gingivitis', en: 'Gum disease (gingivitis)', ar: 'التهاب اللثة', icd10: 'K05.1', urgency: 'routine', specialty: 'dentistry', prevalence: 0.03, ageMin: 6,
    ev: { T_BLEEDING_GUMS: 0.95, T_TOOTHACHE: 0.2, E_53: 0.3, 'E_55@V_90|V_91': 0.8, E_79: 0.3 } },
  { id: 'wisdom-tooth', en: 'Wisdom tooth infection (pericoronitis)', ar: 'التهاب حول ضرس العقل', icd10: 'K05.2', urgency: 'routine', specialty: 'dentistry', prevalence: 0.015, ageMin: 15, ageMax: 45,
    ev: { T_WISDOM_TOOTH: 0.95, T_TOOTHACHE: 0.8, ...pain('V_121|V_57|V_58|V_59|V_60', 0.9), E_205: 0.4, T_GUM_SWELLING: 0.6 }, scales: { E_56: 6 } },
  // Hormones and diabetes
  { id: 'type-2-diabetes', en: 'Diabetes (high blood sugar)', ar: 'مرض السكري (ارتفاع السكر في الدم)', icd10: 'E11', urgency: 'routine', specialty: 'endocrinology', prevalence: 0.03, ageMin: 10, ageWeights: OLDER,
    ev: { T_THIRST_URINATION: 0.9, T_FREQUENT_URINE: 0.7, E_89: 0.6, E_162: 0.3, E_70: 0.6, T_BLURRED_VISION: 0.3, E_69: 0.4, E_93: 0.2 } },
  { id: 'hypoglycemia', en: 'Low blood sugar (hypoglycaemia)', ar: 'هبوط السكر في الدم', icd10: 'E16.2', urgency: 'urgent', specialty: 'endocrinology', prevalence: 0.005,
    ev: { T_SHAKY_HUNGRY: 0.95, E_69: 0.85, E_50: 0.8, E_82: 0.6, E_39: 0.4, E_155: 0.5 },
    advice: [{ en: 'Take something sugary now (juice or 3 spoons of sugar in water), then a meal; call 123 if the person is drowsy or confused.', ar: 'تناول شيئًا مسكرًا الآن (عصير أو 3 ملاعق سكر في ماء) ثم وجبة، واتصل بـ 123 إذا كان المريض نعسانًا أو مشوشًا.' }] },
  { id: 'diabetic-ketoacidosis', en: 'Diabetic ketoacidosis', ar: 'الحماض الكيتوني السكري', icd10: 'E10.1', urgency: 'emergency', specialty: 'endocrinology', prevalence: 0.002,
    ev: { T_HIGH_SUGAR: 0.9, E_69: 0.8, T_THIRST_URINATION: 0.9, E_211: 0.8, E_148: 0.8, T_ABDOMINAL_PAIN: 0.6, E_66: 0.6, E_39: 0.4, E_88: 0.6 } },
  { id: 'hypothyroidism', en: 'Underactive thyroid (hypothyroidism)', ar: 'خمول الغدة الدرقية', icd10: 'E03.9', urgency: 'routine', specialty: 'endocrinology', prevalence: 0.02, ageMin: 10,
    ev: { T_COLD_INTOLERANCE: 0.85, E_89: 0.8, E_96: 0.6, T_CONSTIPATION: 0.5, T_HAIR_LOSS: 0.4, T_LOW_MOOD: 0.3, E_158: 0.3, E_145: 0.3 } },
  { id: 'hyperthyroidism', en: 'Overactive thyroid (hyperthyroidism)', ar: 'زيادة نشاط الغدة الدرقية', icd10: 'E05', urgency: 'routine', specialty: 'endocrinology', prevalence: 0.01, ageMin: 10,
    ev: { T_HEAT_INTOLERANCE: 0.85, E_155: 0.8, E_162: 0.7, E_50: 0.6, E_114: 0.6, E_16: 0.5, T_INSOMNIA: 0.5, E_19: 0.3, E_51: 0.3 } },
  { id: 'obesity', en: 'Overweight / obesity', ar: 'زيادة الوزن / السمنة', icd10: 'E66', urgency: 'routine', specialty: 'nutrition', prevalence: 0.03, ageMin: 6,
    ev: { E_70: 0.95, T_WANT_WEIGHT_LOSS: 0.9, E_96: 0.6, E_7: 0.6, T_SNORING: 0.3, E_64: 0.3 } },
  // Heart and blood vessels
  { id: 'hypertension', en: 'High blood pressure', ar: 'ارتفاع ضغط الدم', icd10: 'I10', urgency: 'routine', specialty: 'cardiology', prevalence: 0.04, ageMin: 18, ageWeights: OLDER,
    ev: { T_HIGH_BP_READING: 0.95, E_102: 0.7, E_104: 0.5, T_HEADACHE: 0.3, E_70: 0.5, E_76: 0.2 } },
  { id: 'heart-failure', en: 'Heart failure', ar: 'ضعف عضلة القلب (فشل القلب)', icd10: 'I50', urgency: 'urgent', specialty: 'cardiology', prevalence: 0.01, ageMin: 30, ageWeights: OLDER,
    ev: { E_64: 0.9, E_66: 0.8, E_217: 0.7, E_67: 0.6, ...swelling('V_34|V_35|V_172|V_173|V_72|V_73', 0.85), E_96: 0.5, E_89: 0.7, E_106: 0.6, E_105: 0.4, E_104: 0.6, E_201: 0.4 } },
  { id: 'dvt', en: 'Deep vein thrombosis (blood clot in the leg)', ar: 'جلطة الأوردة العميقة (جلطة في الساق)', icd10: 'I80.2', urgency: 'urgent', specialty: 'vascular-surgery', prevalence: 0.005, ageMin: 16,
    ev: { T_ONE_LEG_SWOLLEN: 0.95, ...swelling('V_119|V_120|V_172|V_173|V_51|V_52', 0.9), E_53: 0.8, [`E_55@${LOC.calf}`]: 0.8, E_110: 0.3, E_196: 0.2, E_100: 0.2, E_109: 0.2, E_66: 0.05 } },
  { id: 'varicose-veins', en: 'Varicose veins', ar: 'دوالي الساقين', icd10: 'I83', urgency: 'routine', specialty: 'vascular-surgery', prevalence: 0.02, ageMin: 20,
    ev: { T_VARICOSE: 0.95, E_151: 0.4, 'E_152@V_34|V_35|V_119|V_120': 0.8, E_53: 0.4, [`E_55@${LOC.leg}`]: 0.8, E_70: 0.4 } },
  { id: 'peripheral-artery-disease', en: 'Narrowed leg arteries (peripheral artery disease)', ar: 'ضيق شرايين الساقين', icd10: 'I73.9', urgency: 'routine', specialty: 'vascular-surgery', prevalence: 0.008, ageMin: 40, ageWeights: OLDER,
    ev: { T_CALF_PAIN_WALKING: 0.95, E_53: 0.9, [`E_55@${LOC.calf}`]: 0.9, E_218: 0.8, E_79: 0.6, E_69: 0.4, E_108: 0.6, E_71: 0.5 } },
  // Lungs
  { id: 'sleep-apnea', en: 'Obstructive sleep apnoea', ar: 'انقطاع النفس الانسدادي أثناء النوم', icd10: 'G47.33', urgency: 'routine', specialty: 'pulmonology', prevalence: 0.015, ageMin: 18,
    ev: { T_SNORING: 0.95, E_23: 0.7, E_70: 0.7, E_89: 0.8, T_HEADACHE: 0.3, E_104: 0.4 } },
  // ---- Presentations common in Egyptian clinics and emergency departments. Sources per entry.
  // Liver. Sources: NICE CKS "Jaundice in adults" (2023); Oxford Handbook of Clinical Medicine 10e, ch. 6
  // "Acute liver failure", "Paracetamol poisoning" (ch. 19), "Hepatic encephalopathy"; EASL Clinical
  // Practice Guidelines on acute (fulminant) liver failure (2017) and decompensated cirrhosis (2018);
  // WHO hepatitis C fact sheet (2024) for the burden of HCV cirrhosis in Egypt.
  { id: 'acute-liver-failure', en: 'Acute liver failure (for example from too much paracetamol)', ar: 'فشل الكبد الحاد (مثلًا من جرعة زائدة من الباراسيتامول)', icd10: 'K72.0', urgency: 'emergency', specialty: 'hepatology', prevalence: 0.003, ageMin: 1,
    ev: { T_JAUNDICE: 0.85, E_39: 0.7, T_MED_OVERDOSE: 0.5, E_148: 0.6, E_211: 0.5, E_89: 0.8, E_161: 0.7, E_188: 0.6, T_ABDOMINAL_PAIN: 0.4, ...pain(LOC.rightUpper, 0.5), E_53: 0.45, E_91: 0.2, E_78: 0.2 } },
  { id: 'paracetamol-overdose', en: 'Paracetamol or medicine overdose', ar: 'جرعة زائدة من الباراسيتامول أو دواء آخر', icd10: 'T39.1', urgency: 'emergency', specialty: 'internal-medicine', prevalence: 0.002,
    ev: { T_MED_OVERDOSE: 0.95, E_148: 0.5, E_211: 0.4, T_ABDOMINAL_PAIN: 0.3, E_39: 0.3, T_JAUNDICE: 0.2, T_LOW_MOOD: 0.3, T_SUICIDAL: 0.2 } },
  { id: 'hepatic-encephalopathy', en: 'Liver cirrhosis getting worse (hepatic encephalopathy)', ar: 'تدهور تليف الكبد (غيبوبة كبدية)', icd10: 'K72.9', urgency: 'emergency', specialty: 'hepatology', prevalence: 0.003, ageMin: 25, ageWeights: OLDER,
    ev: { T_LIVER_DISEASE: 0.85, E_126: 0.8, E_39: 0.8, T_JAUNDICE: 0.7, T_ASCITES: 0.6, E_30: 0.5, E_210: 0.2, E_140: 0.25, E_89: 0.8, E_151: 0.4, E_88: 0.5 } },
  // Stomach. Sources: NICE CG184 "Dyspepsia and gastro-oesophageal reflux disease" (2014, updated
  // 2019) and NICE CKS "Dyspepsia - proven peptic ulcer"; Oxford Handbook of Clinical Medicine 10e,
  // ch. 6 "Peptic ulcer disease".
  { id: 'peptic-ulcer', en: 'Stomach or duodenal ulcer (peptic ulcer)', ar: 'قرحة المعدة أو الاثنى عشر', icd10: 'K27', urgency: 'routine', specialty: 'gastroenterology', prevalence: 0.025, ageMin: 12, ageWeights: [0, 0, 0.2, 0.8, 1.2, 1.3, 1.2, 1],
    ev: { T_FOOD_RELIEF: 0.75, T_HUNGER_PAIN: 0.8, T_ABDOMINAL_PAIN: 0.92, ...pain(LOC.upperBelly, 0.92), 'E_54@V_181|V_161|V_154': 0.5, E_148: 0.4, E_173: 0.4, E_10: 0.35, E_215: 0.3, E_140: 0.08, E_210: 0.05, E_91: 0.02, E_51: 0.05 }, scales: { E_56: 5, E_59: 2 } },
  // Heat. Sources: NHS "Heat exhaustion and heatstroke" (2022); WHO "Heat and health" fact sheet (2024);
  // Oxford Handbook of Emergency Medicine 5e, "Heat illness".
  { id: 'heat-stroke', en: 'Heat stroke', ar: 'ضربة الشمس (ضربة الحر)', icd10: 'T67.0', urgency: 'emergency', specialty: 'internal-medicine', prevalence: 0.002, ageWeights: [1, 0.5, 0.5, 0.8, 0.8, 1, 2, 3],
    ev: { T_HEAT_EXPOSURE: 0.95, T_HOT_DRY_SKIN: 0.7, E_91: 0.9, E_39: 0.8, E_82: 0.6, T_HEADACHE: 0.5, E_148: 0.5, E_211: 0.3, E_159: 0.4, E_155: 0.5, E_50: 0.2 } },
  // Infections common in Egypt. Sources: WHO typhoid fact sheet (2023) and Oxford Handbook of Clinical
  // Medicine 10e, ch. 9 "Enteric fever"; WHO brucellosis fact sheet (2020) and Oxford Handbook of
  // Tropical Medicine 5e, "Brucellosis"; WHO schistosomiasis fact sheet (2023), "urogenital
  // schistosomiasis: blood in urine after freshwater contact"; Nelson Textbook of Pediatrics 21e,
  // ch. 332 (Salmonella), ch. 314 (Brucella), ch. 352 (Schistosomiasis).
  { id: 'typhoid-fever', en: 'Typhoid fever', ar: 'حمى التيفود', icd10: 'A01.0', urgency: 'urgent', specialty: 'internal-medicine', prevalence: 0.006, ageWeights: [0.3, 1, 1.5, 1.5, 1, 0.7, 0.5, 0.4],
    ev: { E_91: 0.97, T_LONG_FEVER: 0.8, T_UNSAFE_WATER_FOOD: 0.6, T_HEADACHE: 0.7, T_ABDOMINAL_PAIN: 0.6, ...pain(LOC.belly, 0.6), T_CONSTIPATION: 0.35, E_51: 0.35, E_89: 0.8, E_161: 0.7, E_94: 0.4, E_201: 0.3, E_148: 0.4, E_211: 0.2, E_144: 0.4 } },
  { id: 'brucellosis', en: 'Brucellosis (Malta fever)', ar: 'الحمى المالطية (البروسيلا)', icd10: 'A23.9', urgency: 'routine', specialty: 'internal-medicine', prevalence: 0.004, ageWeights: [0.1, 0.4, 1, 1.2, 1.2, 1, 0.8, 0.5],
    ev: { E_91: 0.95, T_LONG_FEVER: 0.8, T_FEVER_ATTACKS: 0.3, T_RAW_MILK: 0.75, E_50: 0.75, E_144: 0.6, E_53: 0.8, [`E_55@${LOC.knee}|V_99|V_100|V_40|V_113|V_114`]: 0.5, T_BACK_PAIN: 0.4, E_89: 0.8, E_161: 0.5, E_162: 0.3, T_HEADACHE: 0.4, E_198: 0.3, E_183: 0.5 } },
  { id: 'schistosomiasis', en: 'Schistosomiasis (bilharzia)', ar: 'البلهارسيا', icd10: 'B65.0', urgency: 'routine', specialty: 'urology', prevalence: 0.006, ageMin: 5, ageWeights: [0, 0.3, 2, 1.5, 1, 0.8, 0.6, 0.5],
    ev: { T_BLOOD_URINE: 0.85, T_WATER_CONTACT: 0.85, T_BURNING_URINE: 0.4, T_FREQUENT_URINE: 0.35, ...pain(LOC.lowerBelly, 0.3), E_53: 0.35, E_89: 0.3, E_91: 0.1, E_183: 0.7, E_198: 0.4 } },
  // Periodic fever. Sources: EULAR recommendations for the management of familial Mediterranean fever
  // (Ozen et al., Ann Rheum Dis 2016); Tel-Hashomer criteria; Nelson Textbook of Pediatrics 21e,
  // ch. 188 "Hereditary periodic fever syndromes" (FMF is common in Egypt).
  { id: 'familial-mediterranean-fever', en: 'Familial Mediterranean fever', ar: 'حمى البحر المتوسط', icd10: 'M04.1', urgency: 'routine', specialty: 'rheumatology', prevalence: 0.004, ageMax: 40, ageWeights: [0.3, 1, 2, 1.5, 0.6, 0.2, 0.1, 0.1],
    ev: { T_FEVER_ATTACKS: 0.9, E_91: 0.95, T_ABDOMINAL_PAIN: 0.8, ...pain(`${LOC.belly}|V_101|V_29|V_55|V_56|${LOC.knee}|${LOC.ankle}`, 0.8), E_220: 0.3, E_148: 0.3, E_211: 0.2, E_51: 0.1, T_LONG_FEVER: 0.1 } },
  // Sources: WHO rheumatic fever and rheumatic heart disease fact sheet (2024); revised Jones criteria
  // (AHA, Gewitz et al., Circulation 2015); Nelson Textbook of Pediatrics 21e, ch. 229.1 "Rheumatic fever".
  { id: 'rheumatic-fever', en: 'Rheumatic fever', ar: 'الحمى الروماتيزمية', icd10: 'I00', urgency: 'urgent', specialty: 'pediatrics', prevalence: 0.003, ageMin: 3, ageMax: 25, ageWeights: [0, 0.5, 3, 1, 0.2, 0.1, 0.1, 0.1],
    ev: { T_RECENT_SORE_THROAT: 0.75, T_MIGRATING_JOINTS: 0.75, E_91: 0.85, ...pain(`${LOC.knee}|${LOC.ankle}|V_45|V_46|V_74|V_75|V_80|V_81`, 0.85), E_151: 0.5, 'E_152@V_92|V_93|V_34|V_35': 0.5, E_155: 0.3, E_66: 0.2, E_89: 0.6, E_129: 0.1 } },
  // Children. Sources: NICE NG143 "Fever in under 5s" and NICE CG84 "Diarrhoea and vomiting caused by
  // gastroenteritis in under 5s" (dehydration signs); WHO "The treatment of diarrhoea" (2005) and WHO
  // IMCI chart booklet (2014); NICE CG99 "Constipation in children and young people"; Nelson Textbook
  // of Pediatrics 21e, ch. 366 "Acute gastroenteritis in children", ch. 358.3 "Functional constipation",
  // ch. 373 "Intussusception".
  { id: 'dehydration', en: 'Dehydration (from vomiting or diarrhoea)', ar: 'الجفاف (من الترجيع أو الإسهال)', icd10: 'E86', urgency: 'urgent', specialty: 'pediatrics', prevalence: 0.01, ageWeights: [4, 3, 1, 0.3, 0.3, 0.4, 0.8, 1.5],
    ev: { T_DEHYDRATION: 0.9, T_LESS_URINE: 0.7, E_51: 0.8, E_211: 0.75, E_148: 0.6, E_89: 0.7, E_88: 0.5, E_91: 0.4, E_82: 0.4, T_ABDOMINAL_PAIN: 0.4 } },
  { id: 'intussusception', en: 'Intussusception (bowel folding into itself)', ar: 'انغلاف الأمعاء', icd10: 'K56.1', urgency: 'emergency', specialty: 'general-surgery', prevalence: 0.002, ageMax: 6, ageWeights: [3, 1.5, 0.2, 0, 0, 0, 0, 0],
    ev: { T_CURRANT_STOOL: 0.8, T_INFANT_CRYING: 0.3, E_211: 0.8, T_ABDOMINAL_PAIN: 0.9, ...pain(LOC.belly, 0.8), E_179: 0.5, E_88: 0.6, E_91: 0.2, E_51: 0.1 }, scales: { E_56: 8 } },
  // Spine, bladder and other emergencies people describe in lay words. Sources: NICE CKS "Sciatica"
  // and GIRFT national suspected cauda equina pathway (2023); NICE CKS "Urinary retention - acute";
  // NHS "Carbon monoxide poisoning" and WHO indoor air quality guidelines; WHO "Snakebite envenoming"
  // fact sheet and Oxford Handbook of Emergency Medicine 5e, "Scorpion stings"; NICE CG150 headaches
  // (thunderclap headache) and Oxford Handbook of Clinical Medicine 10e, ch. 10 "Subarachnoid
  // haemorrhage"; NICE NG141 "Acute upper gastrointestinal bleeding"; NICE CKS "Mouth ulcers".
  { id: 'cauda-equina', en: 'Cauda equina syndrome (pressure on the nerves at the base of the spine)', ar: 'متلازمة ذيل الفرس (ضغط على أعصاب أسفل العمود الفقري)', icd10: 'G83.4', urgency: 'emergency', specialty: 'neurosurgery', prevalence: 0.001, ageMin: 18,
    ev: { T_SADDLE_NUMB: 0.9, T_BACK_PAIN: 0.9, ...pain(LOC.lowBack, 0.9), T_SCIATICA: 0.7, E_177: 0.6, T_CANNOT_PASS_URINE: 0.4, E_221: 0.3 }, scales: { E_56: 8 } },
  { id: 'acute-urinary-retention', en: 'Acute urinary retention', ar: 'احتباس البول الحاد', icd10: 'R33', urgency: 'emergency', specialty: 'urology', prevalence: 0.002, ageMin: 40, ageWeights: OLDER,
    ev: { T_CANNOT_PASS_URINE: 0.95, T_WEAK_STREAM: 0.7, T_ABDOMINAL_PAIN: 0.8, ...pain(LOC.lowerBelly, 0.9), T_FREQUENT_URINE: 0.3, E_151: 0.2 }, scales: { E_56: 7 } },
  { id: 'carbon-monoxide-poisoning', en: 'Carbon monoxide poisoning', ar: 'التسمم بأول أكسيد الكربون', icd10: 'T58', urgency: 'emergency', specialty: 'internal-medicine', prevalence: 0.001,
    ev: { T_GAS_HEATER: 0.95, T_HEADACHE: 0.8, E_82: 0.7, E_148: 0.6, E_211: 0.4, E_39: 0.4, E_89: 0.6, E_159: 0.3, E_66: 0.3, E_41: 0.6 } },
  { id: 'scorpion-sting', en: 'Scorpion sting or snake bite', ar: 'لدغة عقرب أو عضة تعبان', icd10: 'T63.2', urgency: 'emergency', specialty: 'internal-medicine', prevalence: 0.002, ageWeights: [0.5, 1.5, 1.5, 1, 1, 1, 1, 1],
    ev: { T_SCORPION: 0.97, E_53: 0.9, E_151: 0.6, E_50: 0.5, E_211: 0.4, E_148: 0.4, E_155: 0.4, E_66: 0.2, E_39: 0.2 }, scales: { E_56: 8 } },
  { id: 'subarachnoid-haemorrhage', en: 'Bleeding around the brain (subarachnoid haemorrhage)', ar: 'نزيف حول المخ (نزيف تحت العنكبوتية)', icd10: 'I60', urgency: 'emergency', specialty: 'neurosurgery', prevalence: 0.001, ageMin: 18,
    ev: { T_WORST_HEADACHE: 0.95, T_HEADACHE: 0.97, ...pain(LOC.head, 0.9), T_STIFF_NECK: 0.5, E_211: 0.6, E_148: 0.6, E_159: 0.3, E_39: 0.3, E_104: 0.4 }, scales: { E_56: 10, E_59: 10 } },
  { id: 'upper-gi-bleed', en: 'Bleeding from the stomach or gullet', ar: 'نزيف من المعدة أو المريء', icd10: 'K92.2', urgency: 'emergency', specialty: 'gastroenterology', prevalence: 0.002, ageMin: 16, ageWeights: OLDER,
    ev: { E_210: 0.7, E_140: 0.7, E_82: 0.6, E_76: 0.5, E_154: 0.5, E_159: 0.3, T_ABDOMINAL_PAIN: 0.4, E_10: 0.4, E_78: 0.3, T_LIVER_DISEASE: 0.3, E_126: 0.3 } },
  { id: 'aphthous-ulcer', en: 'Mouth ulcers (aphthous ulcers)', ar: 'قرح الفم (القلاع)', icd10: 'K12.0', urgency: 'self_care', specialty: 'dentistry', prevalence: 0.02,
    ev: { T_MOUTH_ULCER: 0.95, E_53: 0.8, [`E_55@V_32|V_61|V_162|V_110|V_111|V_116|V_117|V_137`]: 0.85, E_91: 0.05 }, scales: { E_56: 4 },
    advice: [{ en: 'Rinse with salt water and avoid spicy food; see a doctor or dentist if an ulcer lasts more than three weeks.', ar: 'اعمل مضمضة بميه وملح وابعد عن الأكل الحار، واكشف عند دكتور أو دكتور أسنان لو القرحة فضلت أكتر من تلات أسابيع.' }] },
  // Sepsis and serious infection. Sources: NICE NG51 "Sepsis: recognition, diagnosis and early
  // management" (2024); NICE NG143 "Fever in under 5s" (any fever under 3 months is high risk); WHO
  // IMCI chart booklet (2014), general danger signs; Nelson Textbook of Pediatrics 21e, ch. 224
  // "Fever without a focus in the neonate and young infant".
  { id: 'sepsis', en: 'Sepsis (a body-wide reaction to infection)', ar: 'تسمم الدم (الإنتان)', icd10: 'A41.9', urgency: 'emergency', specialty: 'internal-medicine', prevalence: 0.0015, ageWeights: [2, 0.5, 0.3, 0.3, 0.4, 0.8, 1.5, 3],
    ev: { E_91: 0.85, E_94: 0.6, E_39: 0.6, E_88: 0.6, E_50: 0.4, E_66: 0.5, E_155: 0.5, T_LESS_URINE: 0.5, E_82: 0.4, E_89: 0.8, E_161: 0.6, E_211: 0.3, T_BURNING_URINE: 0.2, E_201: 0.3 } },
  { id: 'serious-bacterial-infection', en: 'Serious infection in a young baby', ar: 'عدوى خطيرة عند رضيع صغير', icd10: 'R50.9', urgency: 'emergency', specialty: 'pediatrics', prevalence: 0.01, ageMax: 1, ageWeights: [3, 0, 0, 0, 0, 0, 0, 0],
    ev: { E_91: 0.95, E_161: 0.6, E_88: 0.5, E_39: 0.4, E_211: 0.3, T_INFANT_CRYING: 0.3, E_66: 0.2, E_51: 0.15, E_201: 0.1 } },
  // Poisoning. Sources: WHO "Poisoning prevention and management" and WHO/IPCS guidance on
  // hydrocarbon (kerosene) ingestion; NICE CKS "Poisoning or overdose"; Nelson Textbook of
  // Pediatrics 21e, ch. 77 "Poisoning".
  { id: 'poisoning', en: 'Poisoning (medicine, chemical or kerosene swallowed)', ar: 'تسمم (بلع دواء أو مادة كيميائية أو جاز)', icd10: 'T65.9', urgency: 'emergency', specialty: 'internal-medicine', prevalence: 0.003, ageWeights: [1, 3, 1, 1, 0.7, 0.5, 0.5, 0.6],
    ev: { T_SWALLOWED_POISON: 0.9, T_MED_OVERDOSE: 0.5, E_211: 0.5, E_148: 0.5, E_201: 0.3, E_66: 0.3, E_82: 0.4, E_39: 0.4, E_88: 0.3, T_ABDOMINAL_PAIN: 0.3 } },
  // Sources: NICE CKS "Chest pain" and ESC 2014 aortic diseases guideline ("tearing" pain to the back);
  // RCOG Green-top Guideline 63 "Antepartum haemorrhage" (placental abruption).
  { id: 'aortic-dissection', en: 'Tear in the main artery (aortic dissection)', ar: 'تمزق الشريان الأورطي', icd10: 'I71.0', urgency: 'emergency', specialty: 'vascular-surgery', prevalence: 0.0005, ageMin: 30, ageWeights: OLDER,
    ev: { ...pain('V_101|V_29|V_39|V_170|V_171|V_197', 0.85), 'E_54@V_71': 0.6, 'E_57@V_39|V_170|V_171|V_40': 0.6, E_104: 0.7, E_50: 0.4, E_159: 0.15, E_82: 0.3, E_66: 0.3 }, scales: { E_56: 10, E_59: 10 } },
  { id: 'placental-abruption', en: 'Bleeding behind the placenta (placental abruption)', ar: 'انفصال المشيمة المبكر', icd10: 'O45.9', urgency: 'emergency', specialty: 'obstetrics-gynecology', prevalence: 0.001, sex: 'F', ageMin: 15, ageMax: 50,
    ev: { T_PREGNANT_BLEEDING: 0.9, E_167: 0.95, T_VAGINAL_BLEEDING: 0.7, T_ABDOMINAL_PAIN: 0.85, ...pain(LOC.belly, 0.85), E_82: 0.3, T_HIGH_BP_READING: 0.3 }, scales: { E_56: 8 } },
];
