import { LOC } from '../kb/tabib-conditions.ts';

/**
 * Phrases people use for a finding, in English, Modern Standard Arabic and Egyptian Arabic.
 * Phrases are written unnormalised; the matcher normalises them the same way as user text.
 * `codes[0]` is the finding itself: it is the only one set to "no" when the phrase is negated.
 * The other codes and the location are implied only by a positive mention
 * ("headache" implies pain somewhere, but "no headache" says nothing about other pain).
 */
export interface LexEntry {
  codes: string[];
  loc?: { evidence: 'E_55' | 'E_133' | 'E_152'; group: string };
  en: string[];
  ar: string[];
}

const painAt = (group: string) => ({ evidence: 'E_55' as const, group });

export const LEXICON: LexEntry[] = [
  // General and infection
  { codes: ['E_91'], en: ['fever', 'feverish', 'high temperature', 'temperature', 'febrile', 'pyrexia', 'feaver', 'fevor', 'fevr', 'temprature', 'tempreature'], ar: ['حراره', 'حمى', 'حمي', 'سخونيه', 'سخونه', 'سخن', 'سخنان', 'مسخن', 'سخنت', 'ارتفاع الحراره', 'ارتفاع في الحراره', 'محموم'] },
  { codes: ['E_94'], en: ["shaking", "shaking with cold", "teeth chattering", 'chills', 'shivering', 'shivers', 'rigors'], ar: ['بتترعش', 'بيترعش', 'بترتعش', 'بيرتعش', 'برتعش', 'بترعش', 'قشعريره', 'رعشه برد', 'بردان اوي', 'رجفه'] },
  { codes: ['E_89'], en: ['tired', 'tiredness', 'fatigue', 'fatigued', 'exhausted', 'no energy', 'worn out'], ar: ['تعبان', 'تعب', 'ارهاق', 'مرهق', 'مرهقه', 'هبدان', 'خمول', 'همدان', 'اجهاد', 'تعبانه'] },
  { codes: ['E_88'], en: ["floppy", "limp", "lethargic", "not moving much", 'stuck in bed', 'bedridden', 'too tired to get up'], ar: ['مرخيه', 'مرخي', 'مرتخي', 'مرتخيه', 'همدانه خالص', 'مش بيتحرك', 'مش بتتحرك', 'مش قادر اقوم من السرير', 'طريح الفراش', 'نايم طول اليوم'] },
  { codes: ['E_50'], en: ['sweating', 'sweaty', 'sweats', 'cold sweat', 'clammy'], ar: ['عرق', 'بعرق', 'عرقان', 'تعرق', 'عرق بارد', 'عرقانه'] },
  { codes: ['E_144'], en: ['muscle aches', 'muscle ache', 'body aches', 'body ache', 'aching all over', 'myalgia', 'muscle pain'], ar: ['تكسير في الجسم', 'جسمي مكسر', 'تكسير', 'الم في العضلات', 'وجع في العضلات', 'الام العضلات', 'جسمي كله بيوجعني'] },
  { codes: ['E_162'], en: ['weight loss', 'losing weight', 'lost weight', 'lost a lot of weight'], ar: ['نقص الوزن', 'نقص في الوزن', 'خسيت', 'وزني نزل', 'وزني بينزل', 'وزني نازل', 'بخس', 'بفقد وزن', 'فقدان الوزن', 'نزول في الوزن', 'فقدت وزن'] },
  { codes: ['E_96'], en: ['gained weight', 'weight gain', 'putting on weight'], ar: ['زياده الوزن', 'زياده في الوزن', 'تخنت', 'وزني زاد', 'زاد وزني'] },
  { codes: ['E_161'], en: ["not feeding", "not eating", "refusing feeds", "not drinking", "off her food", "off his food", 'loss of appetite', 'no appetite', 'poor appetite', 'not hungry', 'lost my appetite'], ar: ['مش بترضع', 'مش بيرضع', 'مبيرضعش', 'مبترضعش', 'مش بياكل', 'مش بتاكل', 'رافض الاكل', 'رافضه الاكل', 'فقدان الشهيه', 'مليش نفس للاكل', 'ماليش نفس للاكل', 'نفسي مسدوده', 'قله الشهيه', 'ضعف الشهيه', 'مش عايز اكل'] },
  { codes: ['E_154'], en: ['pale', 'pale skin', 'pallor'], ar: ['شاحب', 'شحوب', 'وشي اصفر', 'وشه اصفر', 'باهت', 'اصفرار الوجه'] },
  { codes: ['E_9'], en: ['swollen glands', 'swollen lymph nodes', 'lymph nodes'], ar: ['غدد متورمه', 'غدد ليمفاويه', 'غدد في الرقبه', 'تضخم الغدد', 'غدد وارمه'] },
  { codes: ['E_178'], en: ['bruising', 'bruises', 'unusual bleeding', 'bleeding easily'], ar: ['كدمات', 'زرقان في الجلد', 'بقع زرقا', 'نزيف بسهوله'] },
  // Respiratory
  { codes: ['E_201'], en: ['cough', 'coughing', 'coughs', 'coughed', 'coff', 'caugh', 'cought', 'coughin'], ar: ['كحه', 'كح', 'بكح', 'سعال', 'يكح', 'بيكح', 'بتكح', 'سعله', 'كحح'] },
  { codes: ['E_77', 'E_201'], en: ['phlegm', 'sputum', 'productive cough', 'coughing up mucus', 'green phlegm', 'yellow phlegm', 'rusty phlegm', 'rusty sputum', 'brown phlegm', 'green sputum', 'yellow sputum', 'coloured phlegm', 'colored phlegm'], ar: ['بلغم', 'كحه ببلغم', 'بلغم ملون', 'بلغم اخضر', 'بلغم اصفر', 'سعال مع بلغم', 'بلغم بني', 'بلغم لونه صدا', 'بلغم اخضر', 'بلغم لونه اخضر', 'بلغم لونه اصفر', 'نخامه'] },
  { codes: ['E_45', 'E_201'], en: ["coughed blood", "coughed a bit of blood", "coughed up a bit of blood", "coughed up some blood", 'coughing blood', 'coughing up blood', 'cough up blood', 'blood in sputum', 'blood in my phlegm', 'hemoptysis', 'bloody phlegm', 'bloody sputum', 'blood streaked phlegm'], ar: ['كحيت دم', 'كح دم', 'بكح دم', 'كحه بدم', 'سعال دموي', 'دم مع الكحه', 'بلغم فيه دم', 'بكح دم', 'كحه فيها دم', 'دم في البلغم'] },
  { codes: ['E_203', 'E_201'], en: ['coughing fits', 'coughing spells', 'fits of coughing'], ar: ['نوبات كحه', 'نوبات سعال', 'كحه شديده'] },
  { codes: ['E_202', 'E_201'], en: ["whooping sound", "whoop when breathing in", 'whooping cough', 'whoop'], ar: ['صوت شهيق', 'شهقه بعد الكحه', 'بيشهق بعد الكحه', 'سعال ديكي', 'كحه ديكي', 'الشاهوق'] },
  { codes: ['E_66'], en: ["fast breathing", "breathing fast", "breathing quickly", "rapid breathing", 'shortness of breath', 'short of breath', 'shortness of breathe', 'short of breathe', 'cant breath', "can't breath", 'hard to breath', 'breathless', 'breathlessness', 'difficulty breathing', "can't breathe", 'cannot breathe', 'cant breathe', 'hard to breathe', 'trouble breathing', 'out of breath', 'struggling to breathe', 'breathing difficulty', 'dyspnea', 'dyspnoea'], ar: ['نفسه سريع', 'نفسها سريع', 'بيتنفس بسرعه', 'بتتنفس بسرعه', 'نفسه بسرعه', 'ضيق تنفس', 'ديق تنفس', 'ضيق تنفص', 'ضيق في التنفس', 'ضيق نفس', 'ضيق في النفس', 'مش قادر اتنفس', 'مش عارف اتنفس', 'صعوبه في التنفس', 'صعوبه التنفس', 'نهجان', 'بنهج', 'نفسي مقطوع', 'ضيق بالتنفس', 'انقطاع النفس', 'نفسي بيتقطع', 'صعوبه في النفس', 'ضيق بالصدر', 'نفسي ضيق', 'نفسي ضيقه', 'نفسه ضيق', 'نفسها ضيق', 'ضيقه في النفس', 'ضيقه نفس', 'مش عارف اخد نفسي', 'مش قادر اخد نفسي', 'نفسي قصير', 'بيتنهج', 'بتنهج', 'نهجان جامد', 'مش لاحق نفسي', 'ضيق في نفسي', 'نفسه مقطوع', 'نفسها مقطوع', 'can\'t catch my breath', 'cannot catch my breath'] },
  { codes: ['E_64', 'E_66'], en: ['out of breath with little effort', 'breathless on exertion', 'breathless climbing stairs', 'out of breath on the stairs', 'breathless on the stairs', 'out of breath when i walk'], ar: ['بنهج من اقل مجهود', 'نهجان مع المجهود', 'بنهج لما اطلع السلم'] },
  { codes: ['E_214'], en: ['wheezing', 'wheeze', 'wheezy', 'whistling chest'], ar: ['صفير', 'تزييق', 'صفير في الصدر', 'تزييق في الصدر', 'صدري بيزيق', 'ازيز'] },
  { codes: ['E_194'], en: ['stridor', 'noisy breathing in', 'high pitched breathing'], ar: ['صوت عالي مع النفس', 'صوت حاد مع الشهيق', 'صرير'] },
  { codes: ['E_75'], en: ['choking', 'suffocating', 'feel like choking'], ar: ['اختناق', 'بتخنق', 'حاسس اني بتخنق', 'مخنوق', 'شرقه'] },
  { codes: ['E_181'], en: ["itchy nose", "watery nose", 'runny nose', 'stuffy nose', 'blocked nose', 'nasal congestion', 'congested', 'sneezing', 'sneeze', 'cold', 'common cold', 'head cold'], ar: ['بترشح', 'بيرشح', 'مناخيرها بترشح', 'مناخيره بترشح', 'بتشرشر', 'عطاس', 'عطاس متكرر', 'حكه في الانف', 'سيلان مائي', 'مناخيري بتاكلني', 'رشح', 'زكام', 'سيلان الانف', 'سيلان في الانف', 'انفي مسدود', 'مناخيري مسدوده', 'انسداد الانف', 'عطس', 'بعطس', 'نزله برد', 'دور برد', 'برد', 'مناخيري بتنزل', 'احتقان في الانف'] },
  { codes: ['E_182'], en: ['green mucus', 'yellow mucus', 'green nasal discharge', 'yellow nasal discharge', 'green snot'], ar: ['افرازات خضرا', 'افرازات صفرا', 'مخاط اخضر', 'مخاط اصفر', 'افرازات خضراء من الانف'] },
  { codes: ['E_103'], en: ['loss of smell', 'lost my sense of smell', "can't smell", 'no sense of smell'], ar: ['فقدت حاسه الشم', 'مش بشم', 'فقدان الشم', 'فقدان حاسه الشم', 'مش قادر اشم'] },
  { codes: ['E_97', 'E_53'], loc: painAt(LOC.throat), en: ['sore throat', 'throat pain', 'sore troat', 'soar throat', 'sore throught', 'throat hurts', 'painful throat', 'pharyngitis', 'scratchy throat'], ar: ['التهاب في الحلق', 'التهاب الحلق', 'الم في الحلق', 'احتقان في الزور', 'زوري بيوجعني', 'زوري', 'الزور', 'وجع في الزور', 'حلقي بيوجعني', 'احتقان الحلق', 'التهاب في الزور', 'التهاب الزور'] },
  { codes: ['E_65'], en: ['difficulty swallowing', 'hard to swallow', 'painful swallowing', "can't swallow", 'trouble swallowing'], ar: ['صعوبه في البلع', 'صعوبه البلع', 'مش قادر ابلع', 'بلع مؤلم', 'وجع وانا ببلع', 'الم عند البلع'] },
  { codes: ['E_212'], en: ['hoarse', 'hoarseness', 'hoarse voice', 'lost my voice', 'losing my voice'], ar: ['بحه', 'صوتي مبحوح', 'صوتي راح', 'بحه في الصوت', 'صوته مبحوح'] },
  { codes: ['E_220'], en: ["when i breathe in", "pain when i breathe in", "hurts when i breathe in", "when i take a deep breath", 'pain when breathing', 'hurts to breathe', 'pain on breathing in', 'hurts when i breathe'], ar: ['لما اخد نفس', 'مع النفس العميق', 'لما اخد نفس عميق', 'الم مع النفس', 'بيوجعني لما اتنفس', 'الم عند التنفس', 'وجع مع النفس'] },
  { codes: ['E_124'], en: ['asthma', 'asthmatic', 'inhaler'], ar: ['ربو', 'حساسيه صدر', 'حساسيه على الصدر', 'بخاخه'] },
  { codes: ['E_79'], en: ['i smoke', 'smoker', 'smoking', 'cigarettes'], ar: ['بدخن', 'مدخن', 'سجاير', 'سجائر', 'تدخين'] },
  // Heart and circulation
  { codes: ['E_53'], loc: painAt(LOC.chest), en: ['chest pain', 'chest hurts', 'pain in my chest', 'pain in the chest', 'chest tightness', 'tight chest', 'chest pressure', 'heart pain'], ar: ['الم في الصدر', 'الم بالصدر', 'الم الصدر', 'وجع في صدري', 'وجع في الصدر', 'صدري بيوجعني', 'كتمه', 'كتمه في صدري', 'ضغط على صدري', 'تقل على صدري', 'الم في صدري', 'وجع صدر'] },
  { codes: ['E_155'], en: ['palpitations', 'heart racing', 'racing heart', 'heart pounding', 'pounding heart', 'fast heartbeat', 'heart beating fast', 'rapid heartbeat', 'fluttering'], ar: ['خفقان', 'قلبي بيدق بسرعه', 'ضربات قلب سريعه', 'سرعه ضربات القلب', 'دقات قلبي سريعه', 'سرعه في ضربات القلب', 'رفرفه', 'قلبي بيدق جامد', 'زياده ضربات القلب'] },
  { codes: ['E_164', 'E_155'], en: ['irregular heartbeat', 'heart skipping', 'irregular pulse'], ar: ['ضربات قلب غير منتظمه', 'قلبي مش منتظم', 'عدم انتظام ضربات القلب'] },
  { codes: ['E_82', 'E_76'], en: ['dizzy', 'dizziness', 'dizy', 'dizzyness', 'dizzines', 'lightheaded', 'light headed', 'faint', 'feel faint', 'about to faint', 'woozy'], ar: ['دوخه', 'دايخ', 'دايخه', 'دوار', 'هبوط', 'حاسس اني هيغمي علي', 'زغلله ودوخه', 'راسي بتلف', 'دوخان', 'بحس بدوخه', 'دوخة'] },
  { codes: ['E_159'], en: ['fainted', 'passed out', 'lost consciousness', 'blacked out', 'loss of consciousness', 'collapsed'], ar: ['اغمي علي', 'اغمي عليه', 'اغماء', 'فقدت الوعي', 'فقدان الوعي', 'فقد الوعي', 'وقع من طوله', 'غاب عن الوعي'] },
  { codes: ['T_HIGH_BP_READING', 'E_104'], en: ['high blood pressure', 'hypertension', 'blood pressure is high', 'bp is high', 'high bp'], ar: ['ضغط عالي', 'الضغط عالي', 'ارتفاع ضغط', 'ارتفاع الضغط', 'ارتفاع في ضغط الدم', 'مريض ضغط', 'ضغطي عالي', 'الضغط مرتفع'] },
  { codes: ['T_ONE_LEG_SWOLLEN', 'E_151'], loc: { evidence: 'E_152', group: LOC.calf }, en: ['swollen calf', 'calf swollen', 'one leg swollen', 'one swollen leg', 'calf is swollen'], ar: ['سمانه رجلي وارمه', 'تورم في رجل واحده', 'رجل واحده وارمه', 'تورم في ساق واحده', 'ورم في ساق واحده', 'تورم وألم في ساق واحده'] },
  { codes: ['E_151'], loc: { evidence: 'E_152', group: 'V_34|V_35|V_172|V_173|V_72|V_73|V_119|V_120' }, en: ['swollen legs', 'swollen ankles', 'swollen feet', 'leg swelling', 'ankle swelling', 'swollen leg', 'leg is swollen'], ar: ['رجلي وارمه', 'رجليا وارمه', 'ورم في رجلي', 'تورم في الساقين', 'تورم القدمين', 'رجليه وارمه', 'تورم الساقين', 'ورم في الرجلين'] },
  { codes: ['T_VARICOSE'], en: ['varicose veins', 'varicose', 'bulging veins'], ar: ['دوالي', 'دوالي الساقين', 'دوالي في رجلي'] },
  { codes: ['T_CALF_PAIN_WALKING'], en: ['calf pain when walking', 'legs hurt when walking', 'calves hurt when i walk'], ar: ['سمانه رجلي بتوجعني لما امشي', 'رجلي بتوجعني مع المشي', 'الم في السمانه مع المشي'] },
  // Digestive
  { codes: ['T_ABDOMINAL_PAIN', 'E_53'], loc: painAt(LOC.belly), en: ['stomach ache', 'stomachache', 'stomach pain', 'stomache', 'stomach ach', 'stomac pain', 'tummyache', 'tummy ache', 'tummy pain', 'abdominal pain', 'belly pain', 'belly ache', 'pain in my stomach', 'pain in my belly', 'stomach hurts', 'tummy hurts', 'abdominal cramps', 'stomach cramps'], ar: ['مغص', 'الم في البطن', 'الم بالبطن', 'وجع في بطني', 'وجع في البطن', 'بطني بتوجعني', 'بطني بيوجعني', 'الم بطن', 'وجع بطن', 'الم في المعده', 'وجع في المعده', 'معدتي بتوجعني', 'الم في بطني', 'مغص في بطني', 'الام البطن'] },
  { codes: ['T_RLQ_PAIN', 'T_ABDOMINAL_PAIN', 'E_53'], loc: painAt(LOC.rightLower), en: ['lower right abdominal pain', 'pain in the lower right', 'right lower belly pain', 'pain on the right side of my belly', 'appendicitis', 'appendix'], ar: ['الم في الجنب اليمين تحت', 'وجع تحت على اليمين', 'الم اسفل البطن من اليمين', 'الزايده', 'الزائده الدوديه', 'الزايده الدوديه', 'اسفل البطن يمين', 'الجنب اليمين من تحت'] },
  { codes: ['E_148'], en: ['nausea', 'nauseous', 'nauseated', 'feel sick', 'queasy', 'feel like vomiting', 'feel like throwing up', 'nausia', 'nasea', 'nauseus', 'nausous'], ar: ['غثيان', 'نفسي غامه', 'عايز ارجع', 'عاوز ارجع', 'حاسس اني هرجع', 'لعيان نفس', 'لعبان نفسي', 'قرفان'] },
  { codes: ['E_211', 'E_148'], en: ['vomiting', 'vomit', 'vomited', 'throwing up', 'threw up', 'being sick', 'vomitting', 'vommiting', 'vomitted', 'puking', 'puke'], ar: ['قيء', 'قي', 'استفراغ', 'ترجيع', 'برجع', 'رجعت', 'بيرجع', 'بترجع', 'بستفرغ', 'استفرغت', 'ترجيع كتير', 'قييء'] },
  { codes: ['E_210', 'E_211'], en: ['vomiting blood', 'vomited blood', 'blood in vomit', 'throwing up blood', 'coffee ground vomit'], ar: ['قيء دموي', 'ترجيع دم', 'استفراغ دم', 'برجع دم', 'رجعت دم', 'دم في الترجيع', 'قيء دم'] },
  { codes: ['E_51'], en: ['diarrhea', 'diarrhoea', 'loose stools', 'loose stool', 'runny stool', 'watery stool', 'diarhea', 'diarrea', 'diahrrea', 'diarhoea', 'diarreah', 'the runs'], ar: ['اسهال', 'اسهل', 'إسهال', 'بطني سايبه', 'اسهال شديد', 'براز سايل', 'بطني مسهله'] },
  { codes: ['E_140'], en: ["poo is black", "stool is black", "black and sticky", "black sticky poo", "poo is black and sticky", 'black stool', 'black stools', 'tarry stool', 'black poo', 'melena'], ar: ['البراز اسود ولزج', 'البراز بتاعي اسود', 'عملت حمام اسود', 'الحمام اسود', 'براز اسود', 'البراز لونه اسود', 'براز لونه اسود', 'البراز اسود'] },
  { codes: ['E_179'], en: ['blood in stool', 'blood in my stool', 'rectal bleeding', 'bloody stool', 'blood when i poo'], ar: ['دم في البراز', 'دم مع البراز', 'نزيف من الشرج', 'دم في الحمام', 'براز فيه دم'] },
  { codes: ['E_30'], en: ['bloating', 'bloated', 'swollen belly', 'gassy', 'gas'], ar: ['انتفاخ', 'نفخه', 'بطني منفوخه', 'غازات', 'انتفاخ في البطن'] },
  { codes: ['E_173'], en: ['heartburn', 'acid reflux', 'reflux', 'acidity', 'sour taste'], ar: ['حموضه', 'حرقان في المعده', 'ارتجاع', 'ارتجاع المريء', 'حرقان في الصدر بعد الاكل', 'حرقه في المعده', 'حموضيه'] },
  { codes: ['E_188'], en: ['dark urine', 'pale stools', 'pale stool'], ar: ['بول غامق', 'البول لونه غامق', 'براز فاتح', 'البول غامق'] },
  { codes: ['T_JAUNDICE'], en: ['jaundice', 'yellow skin', 'yellow eyes', 'turned yellow', 'skin is yellow', 'eyes are yellow'], ar: ['صفرا', 'صفار', 'يرقان', 'عنيا صفرا', 'عيني صفرا', 'اصفرار العين', 'اصفرار الجلد', 'جلدي اصفر', 'عينه صفرا'] },
  { codes: ['T_BOWEL_RELIEF'], en: ['ibs', 'irritable bowel', 'spastic colon'], ar: ['قولون', 'القولون العصبي', 'قولون عصبي', 'القولون'] },
  { codes: ['T_HUNGER_PAIN'], en: ['ulcer', 'stomach ulcer', 'gastritis', 'pain when hungry'], ar: ['قرحه', 'قرحه المعده', 'قرحه في المعده', 'التهاب المعده', 'الم مع الجوع'] },
  { codes: ['T_ANAL_PROBLEM'], en: ["blood on the toilet paper", "bright red blood on the paper", 'hemorrhoids', 'haemorrhoids', 'piles', 'anal fissure', 'fissure', 'itchy bottom', 'painful bottom'], ar: ['على المناديل', 'دم احمر فاتح', 'دم على المناديل', 'دما احمر فاتحا على المناديل', 'بواسير', 'شرخ', 'شرخ شرجي', 'الم في فتحه الشرج', 'حكه في الشرج', 'بواسير نازفه'] },
  { codes: ['T_CONSTIPATION'], en: ["hard poos", "hard poo", "hard stool", "straining", "strains a lot", "not pooed", "no poo for", 'constipation', 'constipated', "can't poo", 'hard stools'], ar: ['ما عملش حمام', 'معملش حمام', 'مبيعملش حمام', 'مش بيعمل حمام', 'بيبقى ناشف', 'براز ناشف', 'البراز ناشف', 'بيتعب وهو بيعمل حمام', 'بيزق جامد', 'امساك', 'عندي امساك', 'مش بدخل الحمام', 'براز ناشف', 'امساك شديد'] },
  { codes: ['T_FATTY_MEAL_PAIN'], en: ['gallbladder', 'gallstones', 'gall stones', 'pain after fatty food'], ar: ['المراره', 'حصوه المراره', 'حصوات المراره', 'وجع بعد الاكل الدسم'] },
  { codes: ['T_FOOD_TRIGGER'], en: ['food poisoning', 'bad food', 'ate something bad', 'spoiled food', 'after eating out'], ar: ['تسمم', 'تسمم غذائي', 'اكل فاسد', 'اكلت اكل بايظ', 'اكل بايظ', 'اكلت من بره', 'اكل مش نضيف'] },
  // How symptoms behave
  { codes: ['E_221'], en: ['when i lift', 'lifting things', 'when lifting', 'worse when i cough', 'when i strain', 'straining'], ar: ['لما اشيل حاجه تقيله', 'مع الحزق', 'بيزيد مع الكحه', 'لما اشيل', 'عند رفع شيء ثقيل'] },
  { codes: ['E_216'], en: ['worse when i move', 'hurts to move', 'pain on movement', 'when i move'], ar: ['بيزيد مع الحركه', 'لما اتحرك', 'مع الحركه', 'عند الحركه'] },
  { codes: ['E_218'], en: ['when i walk uphill', 'on exertion', 'with exercise', 'when i exercise', 'goes away when i rest', 'better with rest'], ar: ['مع المجهود', 'لما اعمل مجهود', 'لما اطلع السلم', 'بيروح لما ارتاح', 'عند بذل مجهود'] },
  { codes: ['E_33'], en: ['lean forward', 'leaning forward'], ar: ['لما اميل لقدام', 'عند الميل للامام', 'لما اوطي لقدام'] },
  { codes: ['E_217'], en: ['worse lying down', 'when i lie down', 'lying flat', "can't lie flat"], ar: ['لما انام على ضهري', 'مش بقدر انام على ضهري', 'عند الاستلقاء', 'لما افرد ضهري'] },
  { codes: ['E_219'], en: ['at night', 'worse at night', 'every night', 'tonight'], ar: ['بالليل', 'في الليل', 'ليلا', 'كل ليله'] },
  // Nervous system
  { codes: ['T_HEADACHE', 'E_53'], loc: painAt(LOC.head), en: ['headache', 'headaches', 'head hurts', 'head ache', 'head pain', 'pain in my head', 'headach', 'hedache', 'headake', 'haedache'], ar: ['صداع', 'سداع', 'راسي بتوجعني', 'وجع في راسي', 'الم في الراس', 'الم في راسي', 'وجع راس', 'دماغي بتوجعني', 'صداع شديد', 'الم بالراس', 'وجع في دماغي'] },
  { codes: ['T_MIGRAINE_FEATURES', 'T_HEADACHE', 'E_53'], loc: painAt('V_166|V_167|V_89'), en: ['migraine', 'throbbing headache', 'pounding headache', 'sensitive to light', 'light sensitivity', 'flashing lights'], ar: ['صداع نصفي', 'الصداع النصفي', 'شقيقه', 'حساسيه من النور', 'صداع نابض', 'مش مستحمل النور', 'ومضات'] },
  { codes: ['T_BAND_HEADACHE', 'T_HEADACHE', 'E_53'], loc: painAt(LOC.head), en: ['tension headache', 'band around my head', 'pressure around my head', 'tight band'], ar: ['صداع توتر', 'صداع التوتر', 'راسي مربوطه', 'ضغط حوالين راسي', 'رباط حوالين راسي'] },
  { codes: ['T_STIFF_NECK'], en: ['stiff neck', 'neck stiffness', "can't bend my neck", 'neck is stiff', 'rigid neck'], ar: ['تيبس الرقبه', 'تيبس في الرقبه', 'رقبته متخشبه', 'رقبتي متخشبه', 'رقبتي ناشفه', 'تصلب الرقبه', 'تصلب في الرقبه', 'رقبته ناشفه', 'تيبس في رقبتي'] },
  { codes: ['T_HEAD_INJURY', 'T_INJURY', 'E_185'], en: ['hit my head', 'head injury', 'head trauma', 'banged my head', 'fell on my head', 'hit his head', 'hit her head', 'bumped my head'], ar: ['خبطه على راسي', 'اتخبط في راسه', 'اتخبطت في راسي', 'اصابه في الراس', 'وقع على راسه', 'خبط راسه', 'ضربه على الراس', 'خبطت راسي', 'خبطه في الراس'] },
  { codes: ['E_156', 'T_SUDDEN_WEAKNESS'], en: ['face drooping', 'facial droop', 'face droop', 'drooping face', 'crooked face', 'face is drooping', 'one side of my face', 'mouth drooping', 'droopy face', 'face is twisted', 'face weakness'], ar: ['نص وشي مش بيتحرك', 'وشي مش بيتحرك', 'نص وشه مش بيتحرك', 'عيني مش بتقفل', 'مش قادر اقفل عيني', 'نص وشي', 'وشه مايل', 'وشي مايل', 'الوش مايل', 'بوقه مايل', 'بقه مايل', 'شلل في الوجه', 'ارتخاء الوجه', 'فمه مايل', 'تعوج الفم', 'اعوجاج الفم', 'ميلان الوجه', 'ميلان في الوش', 'وشها مايل', 'تدلي الوجه'] },
  { codes: ['E_63', 'T_SUDDEN_WEAKNESS'], en: ['slurred speech', 'trouble speaking', "can't speak", 'cannot speak', 'difficulty speaking', 'speech is slurred', 'speaking strangely', 'cannot talk', "can't talk properly"], ar: ['صعوبه في الكلام', 'مش قادر يتكلم', 'مش قادر اتكلم', 'لسانه تقيل', 'لساني تقيل', 'كلامه تقيل', 'تلعثم', 'ثقل في اللسان', 'ثقل اللسان', 'كلامه مش مفهوم', 'تقل في الكلام', 'صعوبه الكلام'] },
  { codes: ['E_176', 'T_SUDDEN_WEAKNESS'], en: ['arm weakness', 'weak arm', "can't move my arm", 'cannot move my arm', 'leg weakness', 'paralysis', 'paralysed', 'paralyzed', 'weakness on one side', 'one side weak', "can't lift my arm", 'numb arm', 'arm is weak', 'arm went weak'], ar: ['ضعف في الذراع', 'ايده مش بتتحرك', 'ضعف في ايدي', 'ضعف في ايده', 'شلل', 'ضعف في رجله', 'ضعف في نص الجسم', 'ضعف في جنب', 'مش قادر احرك ايدي', 'مش قادر يحرك ايده', 'ايدي تقيله', 'ضعف في جانب', 'ضعف في الطرف', 'تنميل في نص جسمي', 'ضعف مفاجئ'] },
  { codes: ['T_SUDDEN_WEAKNESS'], en: ['stroke', 'sudden weakness', 'sudden numbness'], ar: ['جلطه في المخ', 'جلطه دماغيه', 'سكته دماغيه', 'جلطه بالمخ'] },
  { codes: ['E_84'], en: ['weak legs', 'legs are weak', 'weakness in both legs', 'weakness in my legs', 'weakness in arms and legs'], ar: ['ضعف في الرجلين', 'رجليا ضعاف', 'ضعف في رجليا', 'ضعف في الاطراف', 'رجلي مش شايلاني'] },
  { codes: ['E_43', 'T_SEIZURE'], en: ['seizure', 'seizures', 'convulsion', 'convulsions', 'fit', 'fitting', 'epilepsy', 'epileptic'], ar: ['تشنجات', 'تشنج', 'صرع', 'نوبه صرع', 'كهربا زياده', 'نوبه تشنج'] },
  { codes: ['E_39'], en: ["talking nonsense", "not himself", "not herself", 'confused', 'confusion', 'disoriented', 'not making sense', 'delirious', 'very sleepy', 'drowsy', 'hard to wake', 'unusually sleepy', 'keeps falling asleep'], ar: ['يهذي', 'بيهذي', 'تهذي', 'بتهذي', 'بدا يهذي', 'بيخرف', 'بتخرف', 'بقى بيخرف', 'بقت بتخرف', 'تشوش', 'مش مركز', 'لخبطه', 'تايه', 'هذيان', 'بيخرف', 'مش مدرك', 'تشوش ذهني', 'مش واعي', 'متلخبط', 'متلخبطه', 'متلخبطين', 'نايمه على طول', 'نايم على طول', 'مش بيفوق', 'مش بتفوق', 'صعب يصحى', 'صعب تصحى', 'نعسان على طول', 'مش في وعيه', 'مش في وعيها'] },
  { codes: ['E_177'], en: ['numbness', 'numb', 'tingling', 'pins and needles'], ar: ['تنميل', 'خدر', 'تنمل', 'شكشكه', 'تخدير', 'تنميل في جسمي'] },
  { codes: ['E_93', 'E_177'], en: ['numb feet', 'numbness in my feet', 'tingling feet', 'burning feet', 'tingling in my feet'], ar: ['تنميل في رجلي', 'تنميل في القدمين', 'تنميل في رجليا', 'حرقان في رجليا', 'تنميل في الرجلين', 'خدر في القدمين'] },
  { codes: ['T_HAND_NUMB_NIGHT', 'E_177'], en: ['pins and needles', 'tingling in my thumb', 'numb thumb', 'numb fingers', 'carpal tunnel', 'numb hand at night', 'tingling fingers'], ar: ['تنميل وشكشكه في صوابعي', 'شكشكه في ايدي', 'تنميل في صوابعي', 'تنميل في ايدي بالليل', 'النفق الرسغي', 'تنميل في الاصابع', 'تنميل في ايدي'] },
  { codes: ['E_52'], en: ['double vision', 'seeing double', 'see double', 'i see double'], ar: ['رؤيه مزدوجه', 'بشوف الحاجه اتنين', 'ازدواج الرؤيه', 'بشوف مزدوج'] },
  { codes: ['E_172'], en: ['droopy eyelid', 'drooping eyelid', 'eyelid drooping', 'eyelid droops', 'eyelids droop', 'my eyelid droops', 'heavy eyelids'], ar: ['جفني واقع', 'تدلي الجفن', 'جفني نازل', 'سقوط الجفن'] },
  { codes: ['T_SPINNING'], en: ['the room spins', 'room spins', 'everything spins', 'world is spinning', 'vertigo', 'room spinning', 'room is spinning', 'everything spinning', 'spinning'], ar: ['الدنيا بتدور', 'الاوضه بتدور', 'الغرفه تدور', 'الدنيا تلف', 'الدنيا بتلف', 'الدنيا بتلف بيا', 'الاوضه بتلف', 'دوخه لما اتحرك', 'دوار وضعي'] },
  // Mental health
  { codes: ['T_SUICIDAL'], en: ['suicidal', 'suicide', 'kill myself', 'end my life', 'want to die', 'harm myself', 'hurt myself', 'better off dead', 'take my own life', 'ending it all'], ar: ['انتحار', 'انتحر', 'اموت نفسي', 'عايز اموت', 'عاوز اموت', 'نفسي اموت', 'اقتل نفسي', 'انهي حياتي', 'اوذي نفسي', 'مش عايز اعيش', 'افكار انتحاريه', 'اخلص من حياتي', 'ايذاء نفسي', 'اريد ان اموت', 'افكر في الانتحار'] },
  { codes: ['T_LOW_MOOD'], en: ["flat and empty", "feel empty", "feel flat", "can't enjoy anything", "cant enjoy anything", "no interest in anything", "lost interest in everything", 'depressed', 'depression', 'sad', 'hopeless', 'low mood', 'feeling down', 'no interest', 'empty inside'], ar: ['مش مستمتع باي حاجه', 'مليش نفس لاي حاجه', 'حاسس بفراغ', 'اكتئاب', 'مكتئب', 'مكتئبه', 'حزين', 'حزينه', 'زهقان', 'مليش نفس لحاجه', 'ماليش نفس لحاجه', 'يأس', 'ياس', 'فاقد الامل', 'حزن', 'مزاجي وحش', 'مخنوق من الدنيا'] },
  { codes: ['T_WORRY', 'E_16'], en: ['worry', 'worried', 'worrying', 'anxious all the time', 'overthinking', 'anxiety'], ar: ['قلق', 'قلقان', 'قلقانه', 'بقلق كتير', 'قلق مستمر', 'تفكير زياده', 'بفكر كتير'] },
  { codes: ['E_16'], en: ['anxious', 'nervous', 'panic', 'panicking', 'scared', 'afraid'], ar: ['متوتر', 'متوتره', 'توتر', 'خوف', 'خايف', 'هلع', 'نوبه هلع', 'رعب'] },
  { codes: ['E_111'], en: ['feel like dying', 'going to die', 'fear of dying', 'afraid of dying'], ar: ['حاسس اني هموت', 'خايف اموت', 'حاسه اني هموت', 'الخوف من الموت'] },
  { codes: ['E_171'], en: ['detached', 'unreal', 'out of my body'], ar: ['منفصل عن جسمي', 'مش حاسس بنفسي', 'كاني في حلم'] },
  { codes: ['E_114'], en: ['irritable', 'mood swings', 'short tempered'], ar: ['عصبي', 'عصبيه', 'متعصب', 'مزاجي متقلب', 'تقلب المزاج', 'نرفزه'] },
  { codes: ['T_INSOMNIA'], en: ['insomnia', "can't sleep", 'cannot sleep', 'trouble sleeping', 'difficulty sleeping', 'not sleeping', 'poor sleep'], ar: ['ارق', 'مش بنام', 'مش عارف انام', 'مش عارفه انام', 'صعوبه في النوم', 'قله النوم', 'قله نوم', 'النوم مش بيجيلي', 'مش بعرف انام'] },
  // Skin
  { codes: ['E_129'], en: ['rash', 'skin rash', 'rashes', 'rach', 'red patches', 'red spots', 'skin lesions', 'itchy skin', 'itching', 'itchy', 'itch', 'bumps on my skin'], ar: ['طفح', 'طفح جلدي', 'بقع حمرا', 'بقع حمراء', 'حساسيه في الجلد', 'هرش', 'حكه', 'حكه في الجلد', 'جلدي بياكلني', 'بيهرش', 'حبوب في جسمي', 'بقع في الجلد', 'حبوب حمرا'] },
  { codes: ['T_PIMPLES', 'E_129'], loc: { evidence: 'E_133', group: LOC.face }, en: ['acne', 'pimples', 'pimple', 'blackheads', 'whiteheads', 'zits', 'spots on my face'], ar: ['حب شباب', 'حب الشباب', 'حبوب في الوش', 'حبوب في وشي', 'رؤوس سودا', 'رؤوس سوداء', 'بثور', 'حبوب في الوجه'] },
  { codes: ['T_DRY_ITCHY_SKIN', 'E_129'], en: ['eczema', 'dry itchy skin', 'dry skin', 'dermatitis'], ar: ['اكزيما', 'جفاف الجلد', 'جلدي ناشف', 'جفاف في الجلد', 'التهاب جلدي'] },
  { codes: ['T_HIVES', 'E_129'], en: ['hives', 'urticaria', 'welts', 'wheals'], ar: ['ارتكاريا', 'الارتكاريا', 'شري', 'طفح بيروح وييجي', 'لسعات حمرا'] },
  { codes: ['T_SCALY_PLAQUES', 'E_129'], en: ['psoriasis', 'scaly patches', 'silvery scales', 'flaky patches'], ar: ['صدفيه', 'الصدفيه', 'قشور', 'قشور فضيه', 'قشره في الجلد'] },
  { codes: ['T_RING_RASH', 'E_129'], en: ['ringworm', 'fungal infection', 'fungus', "athlete's foot", 'jock itch', 'tinea'], ar: ['فطريات', 'تينيا', 'فطر', 'فطريات جلديه', 'قوبا', 'سعفه'] },
  { codes: ['T_NIGHT_ITCH_FAMILY', 'E_129'], en: ["itchy at night", "itching at night", "everyone at home is itching", "whole family itches", 'scabies', 'itching at night', 'itchy at night', 'family is itching'], ar: ['هرش جامد بالليل', 'هرش بالليل', 'حكه بالليل', 'كمان بيهرشوا', 'بيهرشوا', 'البيت كله بيهرش', 'جرب', 'هرش بالليل', 'حكه بالليل', 'البيت كله بيهرش', 'الهرش بيزيد بالليل'] },
  { codes: ['T_HOT_RED_SKIN', 'E_129'], en: ['cellulitis', 'skin infection', 'red hot skin', 'red and hot', 'hot swollen skin'], ar: ['التهاب في الجلد', 'الجلد احمر وسخن', 'احمرار وسخونيه في الجلد', 'التهاب خلوي', 'الجلد سخن ووارم'] },
  { codes: ['T_BAND_BLISTERS', 'E_129'], en: ['band of blisters', 'blisters on one side', 'strip of blisters', 'shingles', 'herpes zoster', 'painful blisters on one side'], ar: ['حزام من الفقاقيع', 'فقاقيع على جنب واحد', 'حبوب مايه على جنب واحد', 'شريط من الفقاعات', 'حزام ناري', 'الحزام الناري', 'هربس نطاقي'] },
  { codes: ['T_BURN'], en: ['burn', 'burned', 'burnt', 'scald', 'scalded', 'burns'], ar: ['حرق', 'حروق', 'اتحرقت', 'انحرقت', 'اتحرق', 'اتلسعت', 'اتلسع', 'مايه سخنه وقعت', 'حرق بالزيت', 'حرق بالمايه'] },
  { codes: ['T_HAIR_LOSS'], en: ['hair loss', 'hair falling out', 'losing hair', 'bald patch', 'bald patches', 'balding'], ar: ['تساقط الشعر', 'شعري بيقع', 'وقوع الشعر', 'ثعلبه', 'صلع', 'تساقط شعر', 'شعري بيتساقط'] },
  // Eyes
  { codes: ['E_74'], en: ['red eye', 'red eyes', 'pink eye', 'bloodshot eyes', 'eye redness', 'eyes are red'], ar: ['عيني حمراء', 'عينه حمراء', 'عينها حمرا', 'عينها حمراء', 'عيونه حمرا', 'عين حمراء', 'عيني حمره', 'احمرار العين', 'احمرار في العين', 'عيني حمرا', 'عينه حمرا', 'رمد', 'عنيا حمرا', 'احمرار في عيني', 'عيني محمره'] },
  { codes: ['E_170'], en: ['itchy eyes', 'itchy eye', 'eyes itch'], ar: ['حكه في العين', 'عيني بتاكلني', 'حكه في عيني', 'عنيا بتاكلني'] },
  { codes: ['E_127'], en: ['watery eyes', 'teary eyes', 'eyes watering'], ar: ['عيني بتدمع', 'دموع كتير', 'دموع في عيني', 'عنيا بتدمع'] },
  { codes: ['T_EYE_DISCHARGE', 'E_74'], en: ['eyelids stuck together', 'eyelids are stuck', 'eye discharge', 'sticky eye', 'sticky eyes', 'crusty eyes', 'pus from eye', 'eyes stuck together'], ar: ['تلتصق الجفون', 'الجفون بتلزق', 'الجفون لازقه', 'جفونه لازقه', 'جفوني لازقه', 'عماص', 'افرازات من العين', 'عيني بتطلع افرازات', 'صديد في العين', 'عيني لازقه'] },
  { codes: ['T_EYELID_LUMP'], en: ['stye', 'lump on my eyelid', 'eyelid bump', 'eyelid lump'], ar: ['شحاذ', 'شحاذ العين', 'دمل في الجفن', 'حبه في جفني', 'حبايه في جفني', 'ورم في الجفن'] },
  { codes: ['T_EYE_PAIN_HALOS', 'E_53'], loc: painAt(LOC.eye), en: ['halos around lights', 'severe eye pain', 'eye pain', 'painful eye', 'eye hurts'], ar: ['هالات حول الضوء', 'الم شديد في العين', 'الم في عيني', 'عيني بتوجعني', 'وجع في عيني', 'الم في العين'] },
  { codes: ['T_BLURRED_VISION'], en: ['blurred vision', 'blurry vision', 'vision is blurry', "can't see clearly", 'poor eyesight', 'weak eyesight', 'need glasses'], ar: ['زغلله', 'نظري ضعيف', 'ضعف النظر', 'ضعف في النظر', 'مش شايف كويس', 'رؤيه مشوشه', 'نظري مش واضح', 'محتاج نظاره', 'تشوش الرؤيه'] },
  { codes: ['T_CLOUDY_VISION'], en: ['cloudy vision', 'cataract', 'dim vision', 'hazy vision', 'foggy vision'], ar: ['مياه بيضاء', 'مياه بيضا', 'ضباب على عيني', 'النظر معتم', 'غشاوه على عيني', 'الكتاراكت'] },
  { codes: ['T_DRY_EYES'], en: ['dry eyes', 'dry eye', 'gritty eyes', 'burning eyes', 'sand in my eyes'], ar: ['جفاف العين', 'جفاف في العين', 'عيني ناشفه', 'رمل في عيني', 'حرقان في عيني', 'عنيا ناشفه'] },
  // Ears, nose, throat, teeth
  { codes: ['T_EAR_PAIN', 'E_53'], loc: painAt(LOC.ear), en: ['ear pain', 'earache', 'ear ache', 'ear hurts', 'pain in my ear', 'ear infection'], ar: ['الم في الاذن', 'الم في اذني', 'وجع في ودني', 'ودني بتوجعني', 'الم الاذن', 'وجع ودن', 'التهاب في الاذن', 'التهاب في ودني', 'اذني تؤلمني', 'وداني بتوجعني'] },
  { codes: ['T_EAR_DISCHARGE'], en: ['ear discharge', 'pus from ear', 'discharge from my ear', 'ear leaking'], ar: ['افرازات من الودن', 'افرازات من الاذن', 'صديد من الاذن', 'ودني بتنزل', 'ودني بتطلع مايه', 'صديد من ودني'] },
  { codes: ['T_HEARING_LOSS'], en: ['hearing loss', "can't hear well", 'blocked ear', 'ear feels blocked', 'muffled hearing', 'hard of hearing'], ar: ['ضعف السمع', 'ضعف في السمع', 'ودني مسدوده', 'مش سامع كويس', 'انسداد الاذن', 'اذني مسدوده', 'سمعي ضعيف'] },
  { codes: ['T_NOSEBLEED'], en: ['nosebleed', 'nose bleed', 'nose bleeding', 'bleeding from my nose', 'bleeding nose'], ar: ['مناخيره نزلت دم', 'مناخير ابني نزلت دم', 'نزلت دم من مناخيره', 'مناخيرها نزلت دم', 'انفه بينزف', 'مناخيره بتنزل دم', 'رعاف', 'نزيف من الانف', 'مناخيري بتنزل دم', 'نزيف انف', 'نزيف من مناخيري', 'دم من مناخيري', 'الانف بينزف'] },
  { codes: ['T_TONSIL_PUS', 'E_97'], en: ['tonsillitis', 'pus on tonsils', 'white spots on tonsils', 'swollen tonsils', 'white patches on my tonsils'], ar: ['التهاب اللوز', 'التهاب اللوزتين', 'صديد على اللوز', 'اللوز ملتهبه', 'اللوز وارمه', 'بقع بيضا على اللوز', 'لوز'] },
  { codes: ['T_TOOTHACHE', 'E_53'], loc: painAt(LOC.teeth), en: ['toothache', 'tooth ache', 'tooth pain', 'tooth hurts', 'teeth hurt', 'cavity', 'molar pain', 'painful tooth'], ar: ['الم في الاسنان', 'الم في سناني', 'وجع سنان', 'وجع في سناني', 'ضرسي بيوجعني', 'سناني بتوجعني', 'تسوس', 'وجع ضرس', 'الم في الضرس', 'سوسه', 'الم الاسنان', 'ضرس بيوجعني', 'سنه بتوجعني', 'سني بيوجعني'] },
  { codes: ['T_GUM_SWELLING'], en: ['dental abscess', 'tooth abscess', 'swollen gum', 'gum swelling', 'abscess'], ar: ['خراج', 'خراج في الضرس', 'خراج في السنه', 'لثتي وارمه', 'وشي وارم من الضرس', 'ورم في اللثه', 'خده وارم من السنه'] },
  { codes: ['T_BLEEDING_GUMS'], en: ['bleeding gums', 'gums bleed', 'gum bleeding', 'swollen gums'], ar: ['اللثه بتنزف', 'نزيف اللثه', 'لثتي بتجيب دم', 'لثتي بتنزف', 'نزيف في اللثه', 'التهاب اللثه'] },
  { codes: ['T_WISDOM_TOOTH', 'T_TOOTHACHE'], en: ['wisdom tooth', 'wisdom teeth'], ar: ['ضرس العقل', 'ضروس العقل'] },
  { codes: ['E_206'], en: ['mouth ulcers', 'mouth ulcer', 'mouth sores', 'sores in my mouth', 'canker sore'], ar: ['قرح في الفم', 'تقرحات في البق', 'قرحه في الفم', 'قرح في بقي', 'تقرحات في الفم', 'قرحه في البق'] },
  // Bones and joints
  { codes: ['T_BACK_PAIN', 'E_53'], loc: painAt(LOC.lowBack), en: ['back pain', 'lower back pain', 'low back pain', 'backache', 'back hurts', 'pain in my back', 'lumbago'], ar: ['الم اسفل الظهر', 'وجع في ضهري', 'ضهري بيوجعني', 'الم الظهر', 'الم في الظهر', 'الم في ظهري', 'وجع ضهر', 'وجع في الضهر', 'ظهري يؤلمني', 'الم في اسفل ظهري', 'الم بالظهر'] },
  { codes: ['T_SCIATICA'], en: ['sciatica', 'pain down my leg', 'shooting pain down my leg', 'slipped disc', 'herniated disc'], ar: ['عرق النسا', 'الم نازل في رجلي', 'انزلاق غضروفي', 'غضروف', 'الم بينزل على رجلي', 'وجع نازل لرجلي'] },
  { codes: ['T_NECK_PAIN', 'E_53'], loc: painAt(LOC.neck), en: ['neck pain', 'sore neck', 'neck hurts', 'pain in my neck', 'crick in my neck'], ar: ['الم في الرقبه', 'رقبتي بتوجعني', 'وجع رقبه', 'وجع في رقبتي', 'الم الرقبه', 'شد في رقبتي', 'الم في رقبتي'] },
  { codes: ['T_MORNING_STIFFNESS'], en: ['morning stiffness', 'stiff joints in the morning', 'stiff in the morning'], ar: ['تيبس الصبح', 'تيبس المفاصل', 'تيبس الصباح', 'تيبس في المفاصل الصبح'] },
  { codes: ['T_KNEE_PAIN', 'E_53'], loc: painAt(LOC.knee), en: ['knee pain', 'knee hurts', 'painful knee', 'pain in my knee', 'knees hurt', 'knee creaking'], ar: ['الم في الركبه', 'ركبتي بتوجعني', 'خشونه', 'خشونه الركبه', 'خشونه في الركبه', 'وجع ركبه', 'وجع في ركبتي', 'ركبي بتوجعني'] },
  { codes: ['T_SWOLLEN_JOINTS'], en: ['swollen joints', 'joint pain', 'painful joints', 'joints hurt', 'arthritis', 'rheumatoid'], ar: ['مفاصلي متورمه', 'الم المفاصل', 'الم في المفاصل', 'وجع في المفاصل', 'روماتيزم', 'روماتويد', 'مفاصلي بتوجعني', 'التهاب المفاصل'] },
  { codes: ['T_TOE_ATTACK'], en: ['big toe', 'my big toe', 'gout', 'big toe pain', 'swollen big toe'], ar: ['صباع رجلي الكبير', 'الصباع الكبير', 'ابهام القدم', 'نقرس', 'النقرس', 'صباع رجلي الكبير', 'الاصبع الكبير للقدم'] },
  { codes: ['T_INJURY'], en: ['fell', 'fall', 'injury', 'injured', 'twisted', 'sprain', 'sprained', 'accident', 'hit by', 'trauma', 'tripped'], ar: ['وقعت', 'وقع', 'اتكعبلت', 'اصابه', 'اتلوت', 'التواء', 'خبطه', 'اتخبطت', 'حادثه', 'اتصبت', 'اتزحلقت', 'ملخ', 'اتملخت', 'جزع', 'اتجزعت'] },
  { codes: ['T_CANNOT_BEAR_WEIGHT'], en: ["can't walk on it", "can't put weight", 'cannot put weight', "can't stand on it", 'deformed', 'bone sticking out', "can't move it"], ar: ['مش قادر اقف عليها', 'مش قادر ادوس', 'مش قادر امشي عليها', 'مش قادر احركها', 'شكلها متغير', 'العضمه طالعه', 'مش قادر ادوس عليها'] },
  // Women's health
  { codes: ['E_167'], en: ['pregnant', 'pregnancy', 'expecting a baby', "i'm expecting"], ar: ['حامل', 'انا حامل', 'حمل', 'حامل في'] },
  { codes: ['T_MISSED_PERIOD'], en: ['missed period', 'missed my period', 'late period', 'period is late', 'no period', "period hasn't come"], ar: ['الدوره اتاخرت', 'تاخر الدوره', 'الدوره مجتش', 'انقطاع الدوره', 'البيريود اتاخر', 'الدوره متاخره', 'تاخير الدوره', 'الدوره ما جتش', 'تاخر الطمث'] },
  { codes: ['T_VAGINAL_BLEEDING'], en: ['vaginal bleeding', 'bleeding from the vagina', 'spotting', 'bleeding during pregnancy', 'bleeding while pregnant'], ar: ['نزيف مهبلي', 'نزيف من المهبل', 'دم وانا حامل', 'نزيف اثناء الحمل', 'نزيف وانا حامل', 'نزول دم', 'تنقيط دم', 'نزيف رحمي'] },
  { codes: ['T_IRREGULAR_PERIODS'], en: ['irregular periods', 'periods are irregular', 'irregular cycle', 'infrequent periods'], ar: ['الدوره مش منتظمه', 'دوره غير منتظمه', 'عدم انتظام الدوره', 'الدوره بتيجي متلخبطه', 'الدوره مش مظبوطه'] },
  { codes: ['T_EXCESS_HAIR'], en: ['excess hair', 'facial hair', 'hirsutism', 'unwanted hair'], ar: ['شعر زايد', 'شعر في وشي', 'شعر زائد', 'شعر كتير في جسمي'] },
  { codes: ['T_PERIOD_PAIN'], en: ["during my period", "with my period", "period cramps", 'period pain', 'period cramps', 'menstrual cramps', 'painful periods', 'menstrual pain'], ar: ['من الدوره', 'مع الدوره', 'وقت الدوره', 'ايام الدوره', 'اول يومين من الدوره', 'مغص الدوره', 'الم الدوره', 'وجع الدوره', 'الام الدوره', 'مغص مع الدوره', 'الدوره بتوجعني'] },
  { codes: ['E_145'], en: ['heavy periods', 'heavy bleeding during periods', 'long periods'], ar: ['دوره غزيره', 'نزيف في الدوره', 'الدوره كتير', 'الدوره طويله', 'الدوره غزيره'] },
  { codes: ['T_VAGINAL_ITCH', 'E_163'], en: ['vaginal itching', 'yeast infection', 'thrush', 'itching down there'], ar: ['حكه مهبليه', 'هرش في المنطقه الحساسه', 'فطريات مهبليه', 'حكه في المهبل', 'هرش مهبلي'] },
  { codes: ['E_163'], en: ['vaginal discharge', 'discharge'], ar: ['افرازات مهبليه', 'افرازات', 'افرازات بيضا'] },
  { codes: ['T_BREAST_LUMP'], en: ['lump in her breast', 'breast mass', 'breast lump', 'lump in my breast', 'lump in the breast'], ar: ['كتله صلبه', 'كتله في الثدي الايسر', 'كتله في الثدي الايمن', 'كتله في صدرها', 'كتله في الثدي', 'ورم في الثدي', 'كتله في صدري', 'حبايه في الثدي'] },
  { codes: ['T_HOT_FLUSHES'], en: ['hot flushes', 'hot flashes', 'night sweats', 'menopause'], ar: ['هبات ساخنه', 'هبات سخنه', 'سن اليأس', 'سن الياس', 'انقطاع الطمث'] },
  // Urinary and men's health
  { codes: ['T_BURNING_URINE'], en: ['burning urination', 'burning when i pee', 'burning when i urinate', 'painful urination', 'pain when urinating', 'it burns when i pee', 'uti', 'urine infection', 'bladder infection'], ar: ['حرقان في البول', 'حرقان وانا بعمل حمام', 'الم اثناء التبول', 'حرقه في البول', 'حرقان بول', 'حرقان مع البول', 'حرقان في التبول', 'التهاب في المثانه', 'التهاب مسالك', 'التهاب في البول'] },
  { codes: ['T_FREQUENT_URINE'], en: ['frequent urination', 'peeing a lot', 'urinating often', 'always need to pee', 'urgency to pee'], ar: ['كثره التبول', 'بدخل الحمام كتير', 'تبول متكرر', 'كتره التبول', 'بعمل حمام كتير', 'كثره الحمام'] },
  { codes: ['T_BLOOD_URINE'], en: ['blood in urine', 'blood in my urine', 'blood in my pee', 'red urine'], ar: ['دم في البول', 'البول فيه دم', 'بول احمر', 'دم مع البول', 'البول لونه احمر'] },
  { codes: ['T_WEAK_STREAM'], en: ['weak flow', 'get up at night to pee', 'up at night to urinate', 'weak stream', 'weak urine flow', 'prostate', 'wake up at night to pee', 'dribbling'], ar: ['البول بينزل ضعيف', 'بقوم بالليل اعمل بول', 'بقوم بالليل اعمل حمام', 'مش بخلص', 'البول بيقطع', 'البول ضعيف', 'بصحى بالليل اعمل حمام', 'بروستاتا', 'البروستاتا', 'تدفق البول ضعيف', 'تنقيط البول'] },
  { codes: ['T_PUFFY_FOAMY'], en: ['foamy urine', 'frothy urine', 'puffy eyelids', 'puffy face', 'puffy eyes'], ar: ['رغوه في البول', 'انتفاخ الجفون', 'وشي منفوخ', 'البول فيه رغاوي', 'جفوني منفوخه', 'انتفاخ الوجه'] },
  { codes: ['T_LESS_URINE'], en: ['less urine', 'not peeing', 'little urine', 'not passing urine'], ar: ['البول قليل', 'قله البول', 'مش بعمل حمام', 'كميه البول قليله'] },
  { codes: ['T_FLANK_COLIC', 'E_53'], loc: painAt(LOC.flank), en: ["comes in waves", "pain in waves", "goes down to my groin", "spreads to my groin", 'kidney stone', 'kidney stones', 'renal colic', 'kidney pain', 'pain in my side', 'flank pain', 'loin pain'], ar: ['بيجي على موجات', 'على شكل موجات', 'بينزل على الخصيه', 'بينزل للاربيه', 'بيجي ويروح جامد', 'مغص كلوي', 'حصوه', 'حصوه في الكلي', 'حصوات', 'الم في الكلي', 'الم في جنبي', 'وجع في جنبي', 'الم في الخاصره', 'الكلي بتوجعني', 'وجع في الكلى'] },
  { codes: ['T_ERECTION'], en: ['keeping an erection', 'getting an erection', 'erection', 'erectile dysfunction', 'impotence', "can't get an erection", 'erection problems', 'weak erection'], ar: ['انتصاب', 'ضعف جنسي', 'ضعف الانتصاب', 'ضعف انتصاب', 'مشكله في الانتصاب', 'ضعف في الانتصاب'] },
  { codes: ['T_TRYING_CONCEIVE'], en: ['infertility', "can't get pregnant", 'trying to conceive', 'trying for a baby', 'unable to have children'], ar: ['تاخر الانجاب', 'مش عارفين نخلف', 'تاخر في الحمل', 'عقم', 'تاخير الانجاب', 'مش بنخلف', 'تاخر الحمل'] },
  { codes: ['T_TESTICLE_PAIN', 'E_53'], loc: painAt(LOC.testis), en: ['testicle pain', 'testicular pain', 'pain in my testicle', 'testicle hurts', 'scrotal pain'], ar: ['الم في الخصيه', 'وجع في الخصيه', 'الخصيه بتوجعني', 'الم بالخصيه', 'الم في كيس الصفن'] },
  // Children
  { codes: ['T_INFANT_CRYING'], en: ["cries for hours", "crying for hours", "cries every evening", "screams every evening", 'baby crying', 'crying a lot', 'inconsolable crying', 'colic', 'colicky'], ar: ['بيعيط بالساعات', 'بيعيط كل ليله', 'بيعيط كتير', 'العيل بيعيط', 'مغص الرضع', 'بيصرخ', 'البيبي بيعيط', 'الرضيع بيعيط', 'بيعيط طول الليل'] },
  { codes: ['T_HAND_MOUTH_BLISTERS', 'E_206'], en: ['blisters in mouth and hands', 'hand foot and mouth', 'hand foot mouth'], ar: ['فقاقيع في البق والايدين', 'اليد والقدم والفم', 'حبوب في بقه وايديه', 'قرح في بقه وايديه ورجليه'] },
  { codes: ['T_ITCHY_BLISTER_SPOTS', 'E_129'], en: ['chickenpox', 'chicken pox', 'itchy blisters', 'water blisters'], ar: ['جديري', 'جدري مائي', 'الجديري المائي', 'عنقز', 'جدري', 'حبوب فيها مايه'] },
  { codes: ['T_MEASLES_RASH', 'E_129'], en: ['measles'], ar: ['حصبه', 'الحصبه'] },
  { codes: ['T_DIAPER_RASH', 'E_129'], en: ['diaper rash', 'nappy rash'], ar: ['تسلخات', 'تسلخ', 'التهاب الحفاضه', 'تسلخات البامبرز', 'تسلخات الحفاضه'] },
  // Hormones and diabetes
  { codes: ['E_69'], en: ['diabetic', 'diabetes', 'i have sugar'], ar: ['مريض سكر', 'عندي سكر', 'سكري', 'مرض السكر', 'مريضه سكر', 'عنده سكر'] },
  { codes: ['T_THIRST_URINATION'], en: ['very thirsty', 'always thirsty', 'excessive thirst', 'drinking a lot of water'], ar: ['عطش', 'عطشان', 'بشرب ميه كتير', 'عطش شديد', 'عطشان على طول', 'بشرب مايه كتير'] },
  { codes: ['T_SHAKY_HUNGRY', 'E_69'], en: ["shaky and sweaty", "shaky sweaty and hungry", "shaky and hungry", 'low sugar', 'hypoglycemia', 'hypoglycaemia', 'sugar dropped', 'sugar is low'], ar: ['رعشه وعرق وجوع', 'جوع جامد', 'حاسس برعشه وعرق', 'رعشه وعرق', 'هبوط سكر', 'هبوط في السكر', 'السكر واطي', 'السكر نزل', 'السكر وقع', 'نقص السكر'] },
  { codes: ['T_HIGH_SUGAR', 'E_69'], en: ['high sugar', 'blood sugar is high', 'sugar is very high', 'high blood sugar'], ar: ['السكر عالي', 'ارتفاع السكر', 'السكر مرتفع', 'السكر ضارب', 'السكر طالع'] },
  { codes: ['T_COLD_INTOLERANCE'], en: ['always cold', 'feel cold all the time', 'cold intolerance'], ar: ['بردان على طول', 'بحس ببرد على طول', 'مش مستحمل البرد'] },
  { codes: ['T_HEAT_INTOLERANCE'], en: ['heat intolerance', 'always hot', "can't stand the heat", 'shaky hands'], ar: ['مش مستحمل الحر', 'بحس بحر على طول', 'رعشه في ايدي', 'ايدي بترعش'] },
  { codes: ['T_WANT_WEIGHT_LOSS', 'E_70'], en: ['lose weight', 'losing weight help', 'diet plan', 'overweight', 'obese', 'obesity'], ar: ['عايز اخس', 'عاوزه اخس', 'رجيم', 'تخسيس', 'سمنه', 'وزن زايد', 'وزني زايد', 'عايزه اخس', 'نظام غذائي'] },
  { codes: ['T_SNORING'], en: ['snoring', 'snore', 'snores'], ar: ['شخير', 'بشخر', 'بيشخر'] },
  // Presentations common in Egypt and emergencies told in lay words
  { codes: ['T_INHALER_NOT_HELPING', 'E_124'], en: ["inhalers aren't doing anything", 'inhalers arent doing anything', "inhaler isn't doing anything", 'inhaler isnt helping', "inhaler isn't helping", 'inhalers not working', 'inhaler is not helping', 'inhaler not helping', 'inhaler is not working', 'inhaler not working', 'inhaler does not help', "inhaler doesn't help", 'inhaler is not helping much', 'using my inhaler more', 'pump is not helping'], ar: ['البخاخه مش نافعه', 'البخاخه مش بتفيد', 'البخاخه مش جايبه نتيجه', 'البخاخه مش شغاله', 'البخاخه مبقتش بتفيد', 'البخاخه مش بتعمل حاجه', 'البخاخ لا يفيد', 'البخاخه لا تفيد'] },
  { codes: ['T_MED_OVERDOSE'], en: ['swallowed a whole strip', 'whole strip of', 'whole box of', 'whole bottle of', 'too many pills', 'too many tablets', 'a lot of paracetamol', 'lots of paracetamol', 'too much paracetamol', 'overdose', 'overdosed', 'a whole strip', 'a whole packet', 'the whole box', 'a lot of pills', 'a lot of tablets'], ar: ['بلعت شريط', 'بلع شريط', 'شريط بنادول', 'شريط باراسيتامول', 'علبه كامله من', 'علبه حبوب', 'حبوب كتير', 'حبوب باراسيتامول كتير', 'باراسيتامول كتير', 'بنادول كتير', 'جرعه زايده', 'جرعه زائده', 'شريط كامل', 'علبه كامله', 'بلع حبوب', 'بلعت حبوب', 'برشام كتير'] },
  { codes: ['T_LIVER_DISEASE'], en: ['hepatitis c', 'hep c', 'virus c', 'liver disease'], ar: ['فيروس سي', 'فيروس c', 'فيرس سي', 'الكبد الوبائي', 'مريض كبد', 'عنده الكبد'] },
  { codes: ['T_LIVER_DISEASE', 'E_126'], en: ['cirrhosis', 'liver cirrhosis'], ar: ['تليف الكبد', 'تليف في الكبد', 'تليف كبدي', 'تشمع الكبد'] },
  { codes: ['T_ASCITES', 'E_30'], en: ['fluid in the belly', 'fluid in my belly', 'water in the belly', 'ascites', 'belly is getting bigger'], ar: ['ميه على البطن', 'ميه في البطن', 'مايه على البطن', 'استسقاء', 'بطنه بتكبر', 'بطنها بتكبر', 'بطني بتكبر'] },
  { codes: ['T_WATER_CONTACT'], en: ['swam in the canal', 'swimming in the canal', 'canal water', 'river water', 'the nile', 'swam in the river', 'bilharzia', 'schistosomiasis'], ar: ['الترعه', 'ترعه', 'بعوم في الترعه', 'بيعوم في الترعه', 'النيل', 'ميه الترعه', 'البلهارسيا', 'بلهارسيا', 'المصرف'] },
  { codes: ['T_RAW_MILK'], en: ['raw milk', 'unboiled milk', 'unpasteurised milk', 'unpasteurized milk', 'farm cheese', 'fresh cheese from the village', 'sheep', 'goats', 'cattle', 'livestock', 'cows'], ar: ['لبن من غير غلي', 'لبن مش مغلي', 'لبن فلاحي', 'جبنه فلاحي', 'جبنه قريش فلاحي', 'بهايم', 'مواشي', 'غنم', 'ماعز', 'بقر', 'جاموس'] },
  { codes: ['T_UNSAFE_WATER_FOOD'], en: ['street food', 'tap water', 'unclean water', 'dirty water'], ar: ['اكل من الشارع', 'اكل الشارع', 'ميه مش نضيفه', 'ميه ملوثه', 'عربيه فول', 'اكل من بره كتير'] },
  { codes: ['T_LONG_FEVER', 'E_91'], en: ['fever for two weeks', 'fever for a week', 'fever for weeks', 'fever for 10 days', 'fever for over a week', 'prolonged fever', 'fever that will not go away', 'fever for 2 weeks'], ar: ['سخونيه من اسبوعين', 'سخونيه من اسبوع', 'سخونيه من اسابيع', 'حراره من اسبوعين', 'حراره من اسبوع', 'السخونيه مش راضيه تنزل', 'سخونيه مستمره', 'حمى طويله', 'سخونيه بقالها اسبوع', 'سخونيه بقالها اسبوعين'] },
  { codes: ['T_FEVER_ATTACKS', 'E_91'], en: ["every few weeks i get a fever", "goes away completely", "fever every month", 'attacks of fever', 'fever attacks', 'fever comes and goes', 'recurrent fever', 'recurring fever', 'episodes of fever', 'bouts of fever'], ar: ['كل شهر تقريبا بتجيلها سخونيه', 'كل شهر بتجيله سخونيه', 'بتجيلها سخونيه كل شهر', 'يروح لوحده', 'بيروح لوحده', 'وبعدين يروح لوحده', 'نوبات سخونيه', 'نوبات حراره', 'السخونيه بتيجي وتروح', 'السخونيه بتروح وترجع', 'حمى متكرره', 'سخونيه متكرره', 'حراره بتيجي وتروح'] },
  { codes: ['T_RECENT_SORE_THROAT'], en: ['sore throat a few weeks ago', 'sore throat weeks ago', 'tonsillitis a few weeks ago', 'throat infection weeks ago', 'sore throat 3 weeks ago', 'sore throat two weeks ago'], ar: ['التهاب لوز من كام اسبوع', 'التهاب في الزور من كام اسبوع', 'كان عنده التهاب لوز', 'كان عندها التهاب لوز', 'احتقان زور من اسبوعين', 'التهاب لوز من اسبوعين', 'زوره كان واجعه من اسبوعين'] },
  { codes: ['T_MIGRATING_JOINTS', 'E_53'], en: ['moves from joint to joint', 'moving from one joint to another', 'jumps from joint to joint', 'one joint then another', 'pain moves between joints'], ar: ['بتنتقل من مفصل لمفصل', 'بينتقل من مفصل لمفصل', 'من مفصل للتاني', 'بتتنقل بين المفاصل', 'بينط من مفصل لمفصل', 'من مفصل لمفصل'] },
  { codes: ['T_HEAT_EXPOSURE'], en: ['heat stroke', 'heatstroke', 'sunstroke', 'in the heat', 'in the sun all day', 'working in the sun', 'hot weather', 'very hot day'], ar: ['ضربه شمس', 'ضربه حر', 'في الحر', 'في الشمس', 'الحر الشديد', 'تحت الشمس', 'في عز الحر', 'الجو حر'] },
  { codes: ['T_HOT_DRY_SKIN'], en: ["skin is very hot", "burning hot", "skin is burning hot", 'stopped sweating', 'not sweating', 'hot dry skin', 'skin is hot and dry', 'skin hot and dry'], ar: ['جلده ساخن جدا', 'جلده سخن جدا', 'جسمه سخن نار', 'جسمه نار', 'جلدها ساخن جدا', 'بطل يعرق', 'مش بيعرق', 'جلده سخن وناشف', 'جسمه سخن وناشف', 'جلدها سخن وناشف', 'العرق وقف', 'مبيعرقش'] },
  { codes: ['T_DEHYDRATION'], en: ['no tears', 'dry mouth', 'sunken eyes', 'dry nappies', 'dry diapers', 'fewer wet nappies', 'fewer wet diapers', 'not wetting nappies', 'dehydrated', 'dehydration'], ar: ['من غير دموع', 'بيعيط من غير دموع', 'بقه ناشف', 'بقها ناشف', 'شفايفه ناشفه', 'عينيه غايره', 'عينيها غايره', 'البامبرز ناشف', 'الحفاضه ناشفه', 'جفاف', 'عنده جفاف', 'عندها جفاف'] },
  { codes: ['T_CANNOT_PASS_URINE'], en: ["haven't been able to pass water", "havent been able to pass water", "haven't been able to pee", "can't pass water", "cannot pass water", "unable to pass water", "not able to pass water", "not able to pee", "can't pee", 'cannot pee', "can't pass urine", 'cannot pass urine', 'unable to urinate', 'unable to pass urine', "can't urinate", 'cannot urinate', 'urinary retention'], ar: ['مش قادر اعمل حمام صغير', 'معرفتش اعمل بول', 'مش قادر اتبول', 'مش عارف اتبول', 'مش قادر اعمل بول', 'البول محبوس', 'احتباس البول', 'احتباس بول', 'مش قادر يتبول', 'البول واقف'] },
  { codes: ['T_GAS_HEATER'], en: ['gas heater', 'heater in the room', 'charcoal', 'generator indoors', 'gas leak', 'smell of gas'], ar: ['دفايه غاز', 'دفايه', 'فحم', 'منقد', 'سخان الغاز', 'ريحه غاز', 'تسريب غاز', 'الغاز مفتوح'] },
  { codes: ['T_SCORPION'], en: ['scorpion', 'scorpion sting', 'stung by a scorpion', 'snake bite', 'bitten by a snake', 'snake'], ar: ['عقرب', 'لدغه عقرب', 'قرصه عقرب', 'لدغه تعبان', 'عضه تعبان', 'تعبان', 'قرصه تعبان', 'لدغه'] },
  { codes: ['T_WORST_HEADACHE', 'T_HEADACHE', 'E_53'], en: ['worst headache', 'worst headache of my life', 'thunderclap headache', 'sudden severe headache', 'headache came on suddenly', 'like being hit on the head'], ar: ['اسوا صداع', 'اسوا صداع في حياتي', 'صداع فجائي', 'صداع مفاجئ شديد', 'صداع شديد فجاه', 'صداع زي الخبطه', 'زي ما حد ضربني على دماغي'] },
  { codes: ['T_SADDLE_NUMB'], en: ['numb between the legs', 'numbness between my legs', 'numb around the bottom', 'saddle numbness', "can't control my bladder", 'lost control of my bladder', 'wet myself'], ar: ['تنميل بين الرجلين', 'تنميل بين رجليا', 'تنميل حوالين الشرج', 'مش قادر امسك البول', 'مش قادر اتحكم في البول', 'بيعملها على نفسه', 'البول بينزل لوحده'] },
  { codes: ['T_CURRANT_STOOL', 'E_179'], en: ['jelly stool', 'red jelly stool', 'redcurrant jelly', 'currant jelly'], ar: ['براز زي الجيلي', 'براز احمر زي الجيلي', 'بيعمل دم زي الجيلي', 'براز فيه دم ومخاط'] },
  { codes: ['T_MOUTH_ULCER'], en: ['mouth ulcer', 'mouth ulcers', 'mouth sores', 'sore in my mouth', 'canker sore', 'ulcers in my mouth'], ar: ['قرح في بقي', 'قرحه في بقي', 'قرح في البق', 'قلاع', 'تقرحات في الفم', 'قرحه في الفم', 'قرح في الفم', 'عندي قرحه في بقي'] },
  { codes: ['T_FOOD_RELIEF', 'T_HUNGER_PAIN'], en: ['better after eating', 'better when i eat', 'eases when i eat', 'relieved by food', 'relieved by eating', 'goes away when i eat', 'worse when hungry', 'worse when i am hungry'], ar: ['وانا جعان', 'لما بكون جعان', 'بيهدا لما اكل', 'بيهدي لما اكل', 'بيهدى لما اكل', 'بيهدا بالاكل', 'بيخف لما اكل', 'بيروح لما اكل', 'بيخف بالاكل', 'بيخف لما باكل', 'بيروح لما باكل', 'بيزيد مع الجوع', 'لما اكون جعان', 'لما ابقى جعان'] },
  { codes: ['T_SWALLOWED_POISON'], en: ['swallowed bleach', 'drank bleach', 'drank kerosene', 'swallowed kerosene', 'swallowed poison', 'drank poison', 'swallowed a chemical', 'drank a chemical', 'pesticide', 'rat poison', "grandmother's pills", "grandma's pills", 'swallowed some pills', 'ate some pills', 'got into the medicine'], ar: ['شرب جاز', 'شربت جاز', 'بلع جاز', 'شرب كلور', 'شربت كلور', 'شرب مبيد', 'شرب سم', 'بلع سم', 'سم فيران', 'مبيد حشري', 'شرب منظف', 'بلع حبوب', 'بلع حبوب جدته', 'اكل حبوب', 'ابتلع دواء', 'ابتلع حبوب', 'بلع دوا'] },
  { codes: ['T_PREGNANT_BLEEDING', 'E_167'], en: ['bleeding in pregnancy', 'pregnant and bleeding', 'weeks pregnant and bleeding'], ar: ['حامل وبنزف', 'حامل ونزلت دم', 'نزيف وانا حامل', 'نزيف في الحمل', 'حامل وبينزل دم'] },
  // Allergy
  { codes: ['E_42'], en: ['allergic reaction', 'allergy', 'allergic to', 'ate peanuts', 'bee sting', 'stung by a bee', 'stung', 'wasp sting'], ar: ['حساسيه', 'رد فعل تحسسي', 'عندي حساسيه من', 'قرصه نحله', 'لسعه نحله', 'اتقرصت', 'اتقرصت من نحله', 'اتلسعت من نحله', 'قرصه دبور', 'نحله', 'دبور', 'اكلت حاجه عندي حساسيه منها'] },
];

/** Generic words that mean pain, rash or swelling; body parts in the same clause locate them. */
export const TRIGGERS: { evidence: 'E_53' | 'E_129' | 'E_151'; loc: 'E_55' | 'E_133' | 'E_152'; en: string[]; ar: string[] }[] = [
  { evidence: 'E_53', loc: 'E_55', en: ['pain', 'ache', 'aching', 'aches', 'hurts', 'hurt', 'hurting', 'sore', 'painful', 'cramp', 'cramps'], ar: ['الم', 'وجع', 'بيوجعني', 'بتوجعني', 'يوجعني', 'توجعني', 'يؤلمني', 'تؤلمني', 'بيوجع', 'وجعاني', 'واجعني', 'اوجاع', 'الام', 'بتوجع'] },
  { evidence: 'E_129', loc: 'E_133', en: ['rash', 'spots', 'patches', 'lesions', 'bumps'], ar: ['طفح', 'حبوب', 'بقع', 'بثور'] },
  { evidence: 'E_151', loc: 'E_152', en: ['swelling', 'swollen', 'puffy', 'lump', 'bulge', 'bump'], ar: ['ورم', 'تورم', 'وارم', 'وارمه', 'منفوخ', 'منفوخه', 'انتفاخ', 'متورم', 'متورمه'] },
];

export const BODY_PARTS: { group: string; en: string[]; ar: string[] }[] = [
  { group: LOC.head, en: ['head', 'forehead', 'temple', 'temples'], ar: ['راس', 'راسي', 'دماغ', 'دماغي', 'جبهه', 'جبهتي'] },
  { group: LOC.chest, en: ['chest', 'heart'], ar: ['صدر', 'صدري', 'قلب', 'قلبي'] },
  { group: LOC.belly, en: ['stomach', 'belly', 'abdomen', 'tummy', 'abdominal'], ar: ['بطن', 'بطني', 'معده', 'معدتي', 'كرش'] },
  // "فم المعدة" is the pit of the stomach, not the mouth: the longer phrase wins over "فم".
  { group: LOC.upperBelly, en: ['upper belly', 'upper stomach', 'upper abdomen', 'upper tummy', 'pit of the stomach', 'pit of my stomach', 'epigastric', 'epigastrium', 'top of my stomach', 'above the navel', 'above my belly button'], ar: ['فم المعده', 'فم معدتي', 'اعلى البطن', 'اعلي البطن', 'فوق السره', 'اعلى المعده', 'فوق بطني', 'اعلى بطني'] },
  { group: LOC.lowerBelly, en: ['lower belly', 'lower stomach', 'lower abdomen', 'lower tummy', 'below the navel', 'below my belly button', 'pelvis', 'pelvic'], ar: ['اسفل البطن', 'تحت السره', 'تحت بطني', 'اسفل بطني', 'بطني من تحت', 'الحوض'] },
  { group: LOC.flank, en: ['flank', 'flanks', 'loin', 'my side', 'kidney', 'kidneys'], ar: ['جنب', 'جنبي', 'خاصره', 'خاصرتي', 'كلي', 'كليتي', 'كلاوي'] },
  { group: LOC.lowBack, en: ['back', 'lower back', 'spine'], ar: ['ضهر', 'ضهري', 'ظهر', 'ظهري', 'عمود فقري', 'وسطي'] },
  { group: LOC.neck, en: ['neck'], ar: ['رقبه', 'رقبتي'] },
  { group: LOC.throat, en: ['throat'], ar: ['زور', 'زوري', 'حلق', 'حلقي'] },
  { group: LOC.ear, en: ['ear', 'ears'], ar: ['ودن', 'ودني', 'اذن', 'اذني', 'وداني', 'وداني'] },
  { group: LOC.eye, en: ['eye', 'eyes'], ar: ['عين', 'عيني', 'عنيا', 'عينه', 'عينيا', 'عنيه'] },
  { group: LOC.teeth, en: ['tooth', 'teeth', 'molar', 'gum', 'gums', 'jaw'], ar: ['سنان', 'اسنان', 'سناني', 'ضرس', 'ضرسي', 'سن', 'سنه', 'لثه', 'لثتي', 'فك', 'فكي'] },
  { group: LOC.knee, en: ['knee', 'knees'], ar: ['ركبه', 'ركبتي', 'ركب'] },
  { group: LOC.ankle, en: ['ankle', 'ankles', 'foot', 'feet', 'heel', 'toes'], ar: ['كاحل', 'كاحلي', 'قدم', 'قدمي', 'رجلي', 'رجليا', 'كعب', 'كعبي'] },
  { group: LOC.hand, en: ['hand', 'hands', 'wrist', 'wrists', 'finger', 'fingers', 'thumb', 'palm'], ar: ['ايد', 'ايدي', 'يد', 'يدي', 'رسغ', 'رسغي', 'صباع', 'صوابعي', 'اصابع', 'كف'] },
  { group: 'V_194|V_195', en: ['shoulder', 'shoulders'], ar: ['كتف', 'كتفي'] },
  { group: 'V_27|V_28|V_30|V_31|V_177|V_178|V_45|V_46', en: ['arm', 'arms', 'elbow', 'elbows', 'forearm'], ar: ['دراع', 'دراعي', 'ذراع', 'ذراعي', 'كوع', 'كوعي'] },
  { group: LOC.leg, en: ['leg', 'legs'], ar: ['ساق', 'ساقي', 'رجل'] },
  { group: LOC.calf, en: ['calf', 'calves', 'calf muscle'], ar: ['سمانه', 'سمانتي', 'سمانه رجلي', 'بطن رجلي', 'بطه رجلي'] },
  { group: 'V_51|V_52', en: ['thigh', 'thighs'], ar: ['فخد', 'فخذ', 'فخدي', 'فخذي'] },
  { group: 'V_172|V_173', en: ['shin', 'shins'], ar: ['قصبه رجلي', 'عضمه رجلي'] },
  { group: 'V_99|V_100', en: ['hip', 'hips'], ar: ['ورك', 'وركي'] },
  { group: LOC.testis, en: ['testicle', 'testicles', 'scrotum'], ar: ['خصيه', 'الخصيه', 'كيس الصفن', 'بيضه', 'بيضاني'] },
  { group: LOC.anus, en: ['anus', 'bottom', 'rectum'], ar: ['شرج', 'فتحه الشرج'] },
  { group: LOC.face, en: ['face', 'cheek', 'cheeks', 'chin'], ar: ['وش', 'وشي', 'وجه', 'وجهي', 'خد', 'خدي'] },
  { group: 'V_116|V_117|V_188|V_189', en: ['lip', 'lips'], ar: ['شفايف', 'شفايفي', 'شفه', 'شفتي', 'شفاه', 'شفايفه'] },
  { group: 'V_32|V_61|V_162|V_110|V_111', en: ['mouth', 'tongue'], ar: ['بق', 'بقي', 'فم', 'فمي', 'لسان', 'لساني'] },
  { group: 'V_159|V_160', en: ['breast', 'breasts'], ar: ['ثدي', 'بز'] },
  { group: 'V_16|V_17', en: ['groin'], ar: ['اربيه', 'اربه'] },
  { group: 'V_122', en: ['nose'], ar: ['انف', 'مناخير', 'مناخيري'] },
  { group: 'V_88|V_104|V_85|V_56', en: ['left side'], ar: ['الجنب الشمال'] },
  { group: 'V_87|V_103|V_84|V_55', en: ['right side'], ar: ['الجنب اليمين'] },
];

/**
 * Medicines named in a complaint. They are matched first and carry no finding of their own, so
 * that "حبوب باراسيتامول" (paracetamol pills) is never read as "حبوب" (spots of a rash).
 */
export const MEDICINE_WORDS = {
  en: ['pills', 'tablets', 'paracetamol', 'panadol', 'acetaminophen', 'ibuprofen', 'aspirin', 'painkillers', 'medicine', 'medication'],
  ar: ['حبوب باراسيتامول', 'حبوب بنادول', 'حبوب مسكنه', 'حبوب منع الحمل', 'حبوب الضغط', 'حبوب ضغط', 'حبوب السكر', 'حبوب دوا', 'حبوب برد', 'حبوب دواء', 'برشام', 'باراسيتامول', 'بنادول', 'مسكن', 'مسكنات', 'دوا', 'ادويه'],
};

/** Words that name a side of the body; a body part next to one is narrowed to that side. */
export const SIDE_WORDS = {
  right: ['right', 'يمين', 'اليمين', 'ايمن', 'الايمن', 'يمني', 'اليمني', 'اليمنى'],
  left: ['left', 'شمال', 'الشمال', 'يسار', 'اليسار', 'ايسر', 'الايسر', 'يسري', 'اليسري', 'اليسرى'],
};

/** Words that may join the items of one list, so that a negation before the list covers them all. */
export const LIST_CONNECTORS = ['or', 'and', 'nor', 'any', 'a', 'an', 'either', 'neither', 'even', 'او', 'ولا', 'و', 'ولا حتى', 'حتى', 'اي'];

/**
 * Qualities said with a finding that change what it is: `code` is replaced by `instead` when one
 * of `words` is said next to it. White or clear phlegm is a cough, not coloured sputum.
 */
export const QUALIFIERS: { code: string; words: string[]; instead: string[] }[] = [
  // A discharge said with the eye, ear or nose is that organ's, not a vaginal discharge.
  { code: 'E_163', words: ['eye', 'eyes', 'eyelid', 'eyelids', 'عين', 'عيني', 'عينه', 'عنيا', 'جفون', 'الجفون', 'جفني'], instead: ['T_EYE_DISCHARGE', 'E_74'] },
  { code: 'E_163', words: ['ear', 'ears', 'ودن', 'ودني', 'اذن', 'اذني', 'وداني'], instead: ['T_EAR_DISCHARGE'] },
  { code: 'E_163', words: ['nose', 'انف', 'مناخير', 'مناخيري', 'مناخيره'], instead: ['E_181'] },
  { code: 'E_77', words: ['white', 'clear', 'transparent', 'colourless', 'colorless', 'ابيض', 'بيضا', 'بيضاء', 'شفاف', 'شفافه', 'ملوش لون', 'مالوش لون'], instead: ['E_201'] },
];

export { NEGATION_CUES } from './negation.ts';

export const CLAUSE_BREAKS = ['but', 'however', 'although', 'though', 'except', 'and', 'plus', 'also', 'بس', 'لكن', 'ولكن', 'لاكن', 'الا', 'انما', 'وكمان', 'كمان', 'بينما', 'وايضا', 'ايضا'];
