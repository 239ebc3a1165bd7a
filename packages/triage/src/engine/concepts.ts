import { normalizeArabic, normalizeText } from '../nlu/normalize.ts';
import { cancelsFollowing, startsAffirmative } from '../nlu/negation.ts';

/**
 * Phrase families for the safety layer: what people actually type (English, Modern Standard Arabic and
 * Egyptian Arabic) when describing a danger sign. A family is a list of patterns written in plain text
 * with three shorthands: `~` = any further letters of the same word (Arabic suffixes, English endings),
 * `…` = up to three words in between, and a space = one or more spaces. Arabic is folded the same way as
 * user text (ة→ه, ى→ي, أ→ا, ظ→ض) so patterns can be written naturally.
 *
 * A family is detected per clause; a mention is ignored when a negation or a condition ("if", "لو")
 * comes shortly before it in the same clause, or when a short list item follows a negated one
 * ("no fever, confusion or rash").
 */
const FAMILIES: Record<string, string[]> = {
  // Consciousness and behaviour
  CONFUSED: [ "(ي|ت|بي|بت)?هذي", "يهلوس", "تهلوس", "يخرف", "تخرف",
    'confus~', 'disorient~', 'delirious', 'delirium', 'not making (any )?sense', 'talking nonsense', 'talks nonsense', "(doesn'?t|does not|didn'?t) recogni~", 'not (himself|herself|themselves|acting normal)', 'acting (strange~|weird~|odd~)', 'hallucinat~', 'seeing things',
    '(?<!(معد~|بطن~|دور~|نوم~|ضغط~|سكر~|مواعيد~|حيات~|امور~|اكل~|هضم~|مزاج~|بيريود~) )متلخبط~', '(?<!(معد~|بطن~|دور~|نوم~|ضغط~|سكر~|مواعيد~|حيات~|امور~|اكل~|هضم~|مزاج~) )ملخبط~', 'تايه~', 'توهان', 'بيخرف', 'بتخرف', 'بيهلوس', 'بتهلوس', 'هلوس~', 'هذيان', 'بيهذي', 'بتهذي', 'مش واعي~', 'مش مدرك~', 'مش في وعي~', 'مش عارف~ (هو|هي|احنا)? ?(فين|احنا فين|حد|اسمه|اسمها)', 'مش (بيعرف|بتعرف|عارف|عارفه) (حد|اهله|اهلها|ولاده|ولادها)', '(بيقول|بتقول) كلام (غريب|مش مفهوم|ملوش معني|مالوش معني)', 'تشوش~', 'مشوش~ (ذهني~)?', 'ارتباك ذهني', 'اضطراب (في )?(ال)?وعي', 'مش (مركز|مركزه) (خالص|في اي حاجه)',
  ],
  SLEEPY: [ '(?<!(كان|كانت|اتغمي|اغمي) )مغمي (عليه|عليها)(?! (شويه|ثواني|دقيقه|لحظات))', 'لسه مغمي', "(can'?t|cannot|could ?n'?t) (wake|rouse) (me|us)( up)?( properly)?",
    '(very|unusually|really|so|extremely|abnormally) (sleepy|drowsy)', 'drowsy', 'sleeping all (the time|day)', 'sleep~ (all the time|constantly)', '(hard|difficult|impossible) to (wake|rouse)', "(can'?t|cannot|could ?n'?t) (wake|rouse) (him|her|them)", "(won'?t|will not|doesn'?t|does not) wake( up)?", 'not waking( up)?', 'keeps (falling asleep|dozing off|passing out)', 'letharg~', 'floppy', 'limp', 'unresponsive', 'unconscious', 'not responding', 'barely (awake|responding|conscious)', 'half asleep all',
    '(نايم|نايمه|نايمين) (على|علي) (طول|طول الوقت)', '(نايم|نايمه) (طول|كل) (الوقت|اليوم|النهار)', 'نعسان~ (على|علي) طول', 'نعسان~ (جدا|اوي|قوي)', 'نعاس (شديد|غير طبيعي)', 'مش (بيصحي|بتصحي|بيفوق|بتفوق|بيرد|بترد|بيستجيب|بتستجيب)', '(مبيصحاش|مبتصحاش|مبيفوقش|مبتفوقش|مبيردش|مبتردش)', '(بيصحي|بتصحي|بيفوق|بتفوق) (بالعافيه|بصعوبه)', '(صعب|مش قادرين|مش قادر~|مش عارفين) (يصحي|تصحي|نصحيه|نصحيها|اصحيه|اصحيها|يفوق|تفوق|نفوقه|نفوقها)', 'خامل~ (خالص|جدا|اوي|قوي)?', 'همدان~ (خالص|جدا|اوي|قوي)', 'مرخي', 'مرخيه', 'جسم~ (مرخي|سايب|مفكوك|مهمد)', 'رخو', 'فاقد~ (ال)?وعي', 'فقد~ (ال)?وعي', 'غايب~ عن (ال)?وعي', 'غيبوبه', 'مش (حاسس|حاسه) بحاجه (حواليه|حواليها)', 'لا يستجيب', 'صعوبه (في )?(ال)?استيقاض',
  ],
  // Liver
  JAUNDICE: [
    '(eyes|skin|whites of (his|her|my|the) eyes) (are|is|look~|turned|went|gone|became|have gone|has gone|have turned|has turned)( a bit| very| bright)? yellow~', 'yellow (eyes|skin)', 'jaundice~', 'yellowish', 'turned yellow', 'gone yellow',
    '(عين~|عيون~|عني~|عنيا|بياض (ال)?عين~|جلد~|وش~|لون~)(?: \\S+){0,2} (صفر~|اصفر~|مصفر~|اتصفر~|بقي~ اصفر|بقت صفرا)', 'اصفرار', 'صفار', 'يرقان', 'الصفرا (في|ف) (عين|عيون|جلد)', 'اتصفر~ (جلد~|عين~|لون~)',
  ],
  FEVER: [ "(is|feels|felt|was|been|seems) (very |really |so |quite |burning )?hot", "burning hot", "حرارت~", "درجه (ال)?حراره",
    'fever~', 'feverish', 'high temp~', 'temperature', 'burning up', 'hot to (the )?touch', 'pyrexi~', 'febrile', '(3[89]|4[0-2])([.]\\d)? ?(c|°c?|degrees?|celsius)',
    'حراره', 'سخونيه', 'سخونه', 'سخن', 'سخنان~', 'مسخن~', 'سخنت', 'حمي', 'محموم~', 'مولع~ نار', 'جسم~ (نار|مولع|سخن)', '(3[89]|4[0-2])([.]\\d)? ?(درج~|°)',
  ],
  // Breathing
  BREATHLESS: [ "ضيق(?: \\S+){0,1} (في|ب) (ال)?(تنفس|نفس)",
    'short(ness)? of breath', 'breathless~', "(can'?t|cannot|could ?n'?t) (catch (my|his|her) breath|breathe|get (my|his|her) breath)", '(struggling|fighting|gasping) (to|for) (breathe|breath|air)', 'gasping', '(difficulty|trouble|hard|problems?) (breathing|to breathe)', 'out of breath', 'laboured breathing', 'labored breathing', 'dyspn~',
    'ضيق (في )?(ال)?(تنفس|نفس)', 'نهجان~', 'بينهج', 'بتنهج', 'بنهج', 'نفس~ (مقطوع|ضيق|بيتقطع|بيروح|رايح)', 'مش (قادر|قادره|عارف|عارفه) (يتنفس|تتنفس|اتنفس|ياخد نفسه|تاخد نفسها|اخد نفسي)', 'صعوب~ (في )?(ال)?(تنفس|نفس)', 'كتم~ (في )?(ال)?نفس', 'مخنوق~ (مش قادر|ومش قادر)', 'بيتنفس بالعافيه', 'بتتنفس بالعافيه',
  ],
  AT_REST: [
    'at rest', 'while resting', 'when resting', 'even (when|while) (resting|sitting|lying|sleeping|doing nothing)', 'sitting still', 'doing nothing', 'without (any )?(effort|exertion)', 'just sitting', 'lying in bed',
    '(وانا|وهو|وهي) (قاعد~|مرتاح~|نايم~|ساكت~)', 'حتي (وانا|وهو|وهي) (قاعد~|مرتاح~|نايم~)', 'من غير (مجهود|ما (اعمل|يعمل|تعمل) (اي )?حاجه)', 'بدون (اي )?مجهود', '(في|اثناء) (ال)?راحه', 'مع اقل حركه',
  ],
  SENTENCES: [ "(only )?(say|speak|manage|get out) (a (few|couple of)|one|two|2|3|three) words", "a couple of words at a time",
    "(can'?t|cannot|could ?n'?t|unable to) (finish|complete|say|get out|speak in|talk in) (a |full |whole |complete )*sentences?", "(can'?t|cannot|could ?n'?t) (talk|speak) (properly )?(because of|for|from|with) (the )?(breath|breathlessness|breathing)", 'too (breathless|short of breath|out of breath) to (talk|speak|eat)', '(one|a few|two) words? at a time', 'stop~ (for breath|to breathe) (between|after) (every|each) (word|few words)',
    'مش (قادر|قادره) (يكمل|تكمل|اكمل) (جمله|الجمله|كلام~|الكلام)', '(بيتكلم|بتتكلم|بتكلم) (بالعافيه|بصعوبه|كلمه كلمه)', 'مش (قادر|قادره) (يتكلم|تتكلم|اتكلم) من (النهجان|ضيق النفس|النفس|التعب)', 'لا (يستطيع|تستطيع|استطيع) (اكمال|اتمام) (جمله|الجمله|الكلام)', 'بيقف (كل|بعد كل) كلمه', 'كلمتين ويقف',
  ],
  BLUE: [
    '(lips|face|tongue|mouth|skin|fingers) (are |is |look~ |went |turning |turned |going |gone |a bit |slightly )*(blue|grey|gray|purple|dusky)', 'blue (lips|face|tongue)', 'turning blue', 'went blue', 'cyano~',
    '(شفايف~|شفت~|وش~|لسان~|لون~|صوابع~|جلد~)(?: \\S+){0,2} (زرق~|ازرق~|رمادي~|بنفسجي~|ازرقت|ازرق)', 'ازرقاق', 'لونه (بقي|بيقلب|قلب) ازرق', 'لونها (بقي|بيقلب|قلب) ازرق',
  ],
  INHALER: ['inhaler~', 'puffer~', 'ventolin', 'salbutamol', 'albuterol', 'nebuli[sz]er~', 'nebs', 'blue pump', 'reliever', 'بخاخ~', 'فنتولين', 'الجلسات', 'جلسه (البخار|النيبولايزر|الاكسجين)', 'جلسات', 'نيبولايزر', 'موسع~ (ال)?شعب'],
  NOT_HELPING: [ "(مبقاش|مبقتش|ما بقاش|مابقاش|مابقتش) (بيفرق|بتفرق|بيريح|بتريح|بيعمل|بتعمل|نافع~|بيجيب|بتجيب|بينفع|بتنفع|بيأثر|بيفيد|بتفيد)",
    "(not|isn'?t|aren'?t|doesn'?t|don'?t|no longer|didn'?t|won'?t|hasn'?t|haven'?t|is not|does not|did not) (help~|work~|do~ anything|doing much|making (any )?(a )?difference|relieving|touching it|easing it)", 'no (effect|relief|difference|help)', 'useless', 'not relieved', 'without relief', 'nothing helps',
    'مش (نافع~|جايب~ نتيجه|بيجيب نتيجه|بتجيب نتيجه|بيفرق|بتفرق|فارق~|بيريح~|بتريح~|مريح~|شغال~|بتعمل حاجه|بيعمل حاجه|بيهدي|بتهدي|جايبه فايده)', '(ملهاش|مالهاش|ملوش|مالوش) (فايده|لازمه|تاثير|اي تاثير)', 'مفيش (فايده|تحسن|نتيجه|حاجه بتريح~|حاجه نافعه)', 'لا (تفيد|يفيد|تنفع|ينفع|تجدي)', 'بدون (فايده|فائده|تحسن|جدوي)', '(مبتنفعش|مبينفعش|مبتفرقش|مبيفرقش|مبتريحش|مبيريحش)', 'من غير (فايده|نتيجه)',
  ],
  ASTHMA: ['asthma~', 'copd', 'emphysema', 'chronic bronchitis', 'ربو', 'ازمه (صدر~|ربو~)', 'حساسيه (صدر~|الصدر)', 'انسداد رئوي', 'مرض رئوي مزمن'],
  RIBS: [ "(صدر~|ضلوع~|بطن~|جلد~)(?: \\S+){0,1} (ينسحب|تنسحب|بينسحب|بيتسحب|يدخل|تدخل|ينشفط) (لل)?(داخل|جوه|لجوه)",
    'grunt~', '(sucking|pulling|drawing|caving) in (between|under|below) (the |his |her )?ribs', 'ribs (are |keep )?(sucking|pulling|showing|caving) in', '(chest|belly|tummy) (is )?(sucking|pulling|caving) in', 'nostrils (are )?flar~', 'flaring (his|her) nostrils', 'head bobbing',
    'ضلوع~ (بتدخل|داخل~|بتشفط|بتتسحب|باين~)', 'صدر~ (بيدخل|بيتسحب|بيشفط|داخل) (لجوه)?', 'بطن~ (بتدخل|بتتسحب) (لجوه|تحت الضلوع)', 'مناخير~ (بتتفتح|بتتسع|بتنفخ|بتتحرك)', '(بيزوم|بتزوم|بيئن|بتئن) (وهو|وهي|مع) ?(بيتنفس|بتتنفس|النفس)', 'تزييم',
  ],
  FAST_BREATHING: [ '(يتنفس|تتنفس) (بسرعه|بسرعه كبيره|بشكل سريع)','breathing (very |really )?(fast|quickly|rapidly)', '(fast|rapid|quick) breathing', 'panting', '(بيتنفس|بتتنفس) (بسرعه|بسرعه جدا|سريع)', 'نفس~ (سريع|بسرعه)', 'سرعه (في )?(ال)?تنفس'],
  AIRWAY_SIGNS: ['drool~', 'dribbling saliva', '(sitting|leaning) forward to breathe', 'tripod~', '(voice|speech) (is |sounds )?muffled', 'muffled voice', 'hot potato voice', "(can'?t|cannot|unable to) swallow (his|her|my)? ?(own )?(saliva|spit)", 'ريال~ (نازل|بيسيل|بينزل)', '(بيريل|بتريل|سايل ريال~)', 'مش (قادر|قادره) (يبلع|تبلع|ابلع) (ريق~|ريقه|ريقها|ريقي)', 'صوت~ (مكتوم|مخنوق|متغير ومكتوم)', '(قاعد~|مايل~) (لقدام|للامام|للقدام) (عشان|علشان|لكي|كي) (يتنفس|تتنفس|اتنفس)', 'سيلان (ال)?لعاب', 'لعاب~ (يسيل|سايل)'],
  STRIDOR: [ "صوت (وهو|وهي|لما|مع|اثناء) ?(بيتنفس|بتتنفس|بياخد نفسه|بتاخد نفسها|ياخد نفسه|تاخد نفسها|الشهيق)", "صفير~(?: \\S+){0,1} (عند|مع|اثناء|في) (ال)?(شهيق|تنفس|نفس)", "صوت(?: \\S+){0,2} (عند|مع|اثناء) (ال)?شهيق",
    'stridor', 'noisy breathing', '(high[- ]pitched|whistling|crowing|squeaky|harsh|strange|loud) (noise|sound|whistle)~? (when|while|as|on) (breathing|taking (a )?breath~|inhaling|breathing in)', '(noise|sound|whistle)~? (when|while|as|on) (breathing|taking (a )?breath~) in(?! and out)', '(noise|sound|whistle)~? (when|while|as) (he|she|they|i) (is |are |am )?(breathe~|breathing|inhal~) in(?! and out)', '(whistling|high[- ]pitched|crowing|squeaky|harsh) (sound|noise)? ?(when|as|while) (he|she|they|i) breathe~ in', 'high[- ]pitched (breathing|sound when breathing)', 'noise when (he|she|i) breathe~ in',
    'صوت (عالي|حاد|تصفير|صفير|خشن|غريب) (وهو|وهي|لما|مع|اثناء) ?(بيتنفس|بتتنفس|بياخد نفسه|بتاخد نفسها|ال?شهيق|ال?نفس|يتنفس|تتنفس)', 'صرير', 'نفس~ (بصوت|ليه صوت|له صوت)', 'بيشخر وهو صاحي',
  ],
  BARK: [ "(بي|بت|ب|ي|ت)كح~ (زي|كان~|كأن~|شبه) (نباح|ال?كلب|الفقمه|صوت الكلب)", "سعال~ (يشبه|زي|مثل|كان~|كأن~|شبه) (ال)?(نباح|كلب)",'bark~ (cough|like)', 'barking', 'cough~ (like|sounds like) (a )?(seal|dog|bark)', 'croup~', 'كح~ (زي|كان~|كأن~|شبه) (نباح|ال?كلب|الفقمه|صوت الكلب)', 'نباح~', 'كحه نباحي~', 'خانوق', 'الخناق'],
  // Chest and heart
  CHEST_PAIN: [
    '(chest|heart) (pain|ache|hurts|hurting|tight~|pressure|discomfort|squeez~|heaviness|is (tight|heavy|hurting|sore))', 'pain~ (in|across|on) (my|his|her|the) chest', 'tight~ (in|across) (my|his|her|the) chest', 'pressure (in|on) (my|his|her|the) chest', 'crushing', 'angina', '(chest|heart) (feels|is) (tight|heavy|crushed|squeezed)',
    '(الم|وجع|اوجاع|الام|نغز~|كتم~|تقل|ثقل|ضغط|شد~|حرقان) (في|على|علي|ب) ?(ال)?(صدر~|قلب~)', 'صدر~ (بيوجع~|واجع~|وجعا~|تقيل|مكتوم|مقبوض|بيشد~|مشدود|بيتعصر|بيتقبض|بيؤلم~)', 'قلب~ (بيوجع~|واجع~|مقبوض|بيتقبض|بيتعصر)', 'ذبحه صدريه',
  ],
  SWEATY: ['sweat~', 'clammy', 'cold sweat~', 'drenched', '(عرق|عرقان~|بيعرق|بتعرق|بعرق|تعرق|عرقت|عرقانه)(?! النسا)', 'عرق بارد'],
  NAUSEA: [ "اتقيا~", "تتقيا~", "يتقيؤ", "تقيؤ", "القيء",'nause~', 'feel~ sick', 'queasy', 'vomit~', 'threw up', 'throwing up', 'being sick', 'retching', 'غثيان', 'نفس~ غامه', '(عايز~|عاوز~) (ارجع|يرجع|ترجع|استفرغ)', 'ترجيع', 'بيرجع', 'بترجع', 'برجع', 'رجع~', 'استفراغ', 'استفرغ~', 'القي', 'تقيا~', 'يتقيا~'],
  RADIATING: [
    '(spread~|radiat~|goes|going|moving|moves|travel~|shoot~|runs|running) (down |up |into |to |towards )+(my |his |her |the )?(left |right )?(arm|jaw|neck|back|shoulder)', '(arm|jaw|shoulder) (pain|ache|hurts|is hurting|is numb) too', 'down (my|his|her) (left )?arm',
    '(بيمتد|ممتد~|بيوصل|واصل|نازل|بينزل|بيروح|رايح|بيجري) (ل|الي|على|علي|في|ناحيه)? ?(ال)?(دراع~|ايد~|فك~|كتف~|رقب~|ضهر~|ذراع~)', 'امتداد (ال)?الم (ل|الي) ?(ال)?(ذراع|فك|كتف)',
  ],
  FAINT: [ "انهار~", "(سقط|وقع)~? (على|علي) (ال)?ارض", "سقط~ (ارضا|مغشيا)", "وقع~ مغمي",'faint~', 'passed out', 'collaps~', 'blacked out', 'black out', 'keeled over', 'اغمي~', 'اغماء', 'مغمي (عليه|عليها|عليا)', 'اغمي (عليه|عليها|عليا)', 'وقع~ من طول~', 'فقد~ (ال)?وعي~', 'هبوط وقع'],
  PALPITATIONS: ['palpitat~', 'heart (is )?(racing|pounding|fluttering|beating (very )?fast)', 'racing heart', 'خفقان', 'heart (started|was|kept|went|began) (racing|pounding|fluttering|beating (very |really )?fast)', 'قلب~(?: \\S+){0,1} (بيدق|بيخبط|بيرف|بيجري|دق) (جامد|بسرعه|اوي|جامد اوي)', 'ضربات (ال)?قلب (سريعه|عاليه|بتزيد)'],
  // Stroke (FAST)
  FACE_DROOP: [ "(فم~|بق~|وجه~|وش~|شف~)(?: \\S+){0,1} (منحرف~|انحرف~|ملتوي~|متدلي~)",
    '(face|mouth|lip~|smile|cheek) (is |looks |went |has |seems |got |gone |has gone |a bit |slightly |all |kind of |sort of )*(droop~|crooked|twisted|lopsided|uneven|sagg~|pulled (to one side|down|over)|fallen|dropped|slanted|to one side|slipped|bent)', '(droop~|crooked|twisted|lopsided|uneven|sagging) (face|mouth|smile|lip)', 'one side of (his|her|my|the) (face|mouth) (is |has )?(droop~|fallen|dropped|numb|weak|not moving|won\'?t move|down)', 'facial (droop|weakness|palsy)',
    '(بق~|بوق~|وش~|فم~|وجه~|شفايف~|شف~|خد~|بوز~)(?: \\S+){0,2} (معووج~|معوج~|اتعوج~|عوج~|اعوج~|مايل~|مال|ميل~|مسحوب~|اتسحب~|ملوي~|اتلوي~|اتلوح~|نازل~|نزل~|واقع~|وقع~ (من )?ناحيه|مش (مضبوط|متساوي|طبيعي))', 'ميل (في )?(ال)?(وجه|وش|فم|بق)', 'نص (وش~|وجه~) (نازل|واقع|مش بيتحرك|مشلول|تقيل)', 'عوج (في )?(ال)?(بق|وش|فم)', 'تدلي (ال)?(وجه|فم|الشفه)', 'شلل (في )?(ال)?(وجه|وش)',
  ],
  SPEECH: [ "(ي|ت|بي|بت)?تلعثم~", "(فقد~|فقدان) (ال)?قدر~ (على|علي) (ال)?(كلام|نطق|تكلم)", "(speech|words|talk~|speaking) (is |are )?(coming|came|come~) out (wrong|funny|strange|weird|jumbled|garbled|slurred|all wrong)", '(لا|لم يعد|لم تعد|ما عاد|ماعاد) (يستطيع|تستطيع|استطيع|يقدر|تقدر) (ال)?(كلام|تكلم|نطق|التحدث|الكلام)', '(يتكلم|تتكلم) (بصعوبه|بتقل|بثقل|بشكل غير مفهوم)',
    '(speech|words|talk~|speaking|voice) (is |are |come~ out |came out |sound~ |seem~ |got |gone |a bit |all |really |kind of |very )*(slurr~|funny|strange|weird|garbled|jumbled|mixed up|muddled|odd|wrong|not right|nonsense|drunk|thick|off)', 'slurr~', "(can'?t|cannot|could ?n'?t) (get (his|her|my|the) )?words out", "(can'?t|cannot|could ?n'?t) find (the |his |her |my )?words", 'mumbl~', "(can'?t|cannot|couldn'?t|unable to) (speak|talk) (properly|clearly|suddenly)", 'trouble (speaking|talking|with (his|her|my) speech)', 'lost (his|her|my) speech',
    'كلام~(?: \\S+){0,1} (مش مفهوم|مش واضح|تقيل|ثقيل|متلخبط|ملخبط|غريب|بطي~|مكسر|مش طالع|بيطلع غلط|بيطلع غريب|مش مظبوط|بايظ)', 'لسان~ (تقيل|ثقيل|مربوط|اتقل|اتربط)', 'مش (قادر|عارف|قادره|عارفه) (يتكلم|تتكلم|ينطق|تنطق|يطلع الكلام|اتكلم)', '(بيتكلم|بتتكلم|بتكلم) (بصعوبه|كلام غريب|مش مفهوم|تقيل|بتقل)', 'صعوب~ (في )?(ال)?(كلام|نطق)', 'ثقل (في )?(ال)?(لسان|كلام)', 'تلعثم', 'مش بيعرف يتكلم', 'الكلام مش (طالع|بيطلع)', 'فقد~ (ال)?(نطق|كلام|قدره على الكلام)',
  ],
  LIMB_WEAK: [ "(فقد~|فقدان) (ال)?قدر~ (على|علي) (تحريك|رفع|امساك|مسك|استخدام) (ال)?(يد~|ذراع~|دراع~|ايد~|رجل~|ساق~)", '(ضعفت|ضعف|شلت|تنملت|خدرت|ثقلت|تقلت|وقعت) (يد~|ذراع~|رجل~|ساق~|ايد~|دراع~)', '(لا|لم يعد|لم تعد) (يستطيع|تستطيع|استطيع) (ال)?(امساك|رفع|تحريك|حمل|مسك) (ب)?(ال)?(يد~|ذراع~|دراع~|ايد~|رجل~|ساق~|كوب~|اشياء|فنجان~|ملعق~)',
    'drop~ (things|everything|stuff|the cup|his cup|her cup|objects)', 'keeps dropping', "(can'?t|cannot|could ?n'?t|unable to) (hold|grip|lift|raise|move|feel|use) (his|her|my|the|one)? ?(left |right )?(arm|hand|leg|cup|things|anything|fork|spoon|pen)", '(arm|hand|leg) (is |went |has gone |gone |feels |got )*(weak|numb|heavy|dead|useless|limp|floppy)', 'weak(ness)? (in|on|down) (one|the (left|right)|his (left|right)|her (left|right)) side', 'one side (of (his|her|my) body )?(is |went |feels )?(weak|numb|heavy|paraly[sz]ed)', 'paraly[sz]~', 'hemipleg~',
    '(الحاج~|حاج~|الكوبايه|المعلقه|كل حاجه) (بتقع|بيقع~|بتوقع|وقع~|بتفلت|بيفلت) من (ايد~|ايدي~|ايديه|ايديها)', '(بيوقع|بتوقع|بوقع) (الحاجات|الحاجه|كل حاجه|الكوبايه|المعلقه)', 'مش (قادر|قادره) (يمسك|تمسك|امسك|يرفع|ترفع|ارفع|يحرك|تحرك|احرك|يشيل|تشيل) (ايد~|دراع~|رجل~|حاج~|الحاجه|الكوبايه|المعلقه)', '(ايد~|دراع~|ذراع~|رجل~)(?: \\S+){0,1} (تقيل~|مش بتتحرك|مش بيتحرك|ضعيف~|ضعفت|سايب~|مشلول~|نملت|نمل~|خدلت|وقعت|مبتتحركش|مبيتحركش)', 'نص (جسم~|جسد~) (تقيل|مش بيتحرك|ضعيف|مشلول|منمل|نمل|خدل|وقع)', 'شلل', 'ضعف (في|ب) (نص|جنب|جانب) (ال)?(جسم|جسد)', 'خدر (في )?(نص|جنب) (ال)?جسم',
  ],
  // Poisoning, overdose, mental health
  INGEST: [ "downed", "necked", "overdid",'took', 'taken', 'taking', 'take~', 'swallow~', 'ate', 'eaten', 'eating', 'drank', 'drunk', 'drink~', 'had', 'popped', 'overdos~', 'خد~', 'اخد~', 'خدت', 'اخدت', 'خدتها', 'بياخد', 'بتاخد', 'باخد', 'بلع~', 'ابتلع~', 'اكل~', 'كل', 'شرب~', 'تناول~', 'يتناول~', 'اتناول~'],
  SWALLOW: ['swallow~', 'ate', 'eaten', 'got into', 'chewed', 'drank', 'بلع~', 'ابتلع~', 'اكل~', 'كل', 'شرب~', 'مسك~ (العلبه|الشريط) و'],
  MEDS: [
    'pill~', 'tablet~', 'capsule~', 'medicine~', 'medication~', 'meds', 'drugs', 'paracetamol', 'acetaminophen', 'tylenol', 'panadol', 'adol', 'cetal', 'brufen', 'ibuprofen', 'aspirin', 'sleeping (pills|tablets)', 'painkiller~', 'pain killers', 'antidepressant~', 'insulin', 'tramadol', 'iron tablets', 'blood pressure (pills|tablets)',
    'حبوب', 'حبايه', 'حبايات', 'حبه', 'حباي~', 'قرص', 'اقراص', 'برشام~', 'دوا', 'دواء', 'ادويه', 'باراسيتامول', 'بارسيتامول', 'باراسيتامل', 'بنادول', 'سيتال', 'ادول', 'بروفين', 'اسبرين', 'اسبرينات', 'مسكن~', 'منوم~', 'ترامادول', 'انسولين', 'حبوب (ضغط|سكر|منع الحمل|حديد|تخسيس)',
  ],
  MANY: [ "all (of )?(my|his|her|the|their)", "كل (ال)?(حبوب|حبايات|حبايه|اللي في (ال)?(شريط|علبه)|الشريط|العلبه|الدوا)", "(a )?load of", "a bunch of", "half (the|a) (box|bottle|pack~|packet)", "نص (العلبه|الشريط|علبه|شريط)", 'عدد~ من', 'a (few|number of|bunch of|couple of)', 'some of',
    '(about |around |like |over |maybe |nearly |حوالي |اكتر من |اكثر من )?([1-9]\\d|\\d{3})(?: \\S+){0,1} (pill~|tablet~|capsule~|paracetamol|panadol|aspirin|ibuprofen|of (them|those|my|his|her|the)|حب~|قرص|اقراص|برشام~|بنادول|باراسيتامول|كبسول~)', 'a lot', 'lots', 'loads', 'many', 'too (many|much)', 'handful', 'whole (box|pack~|bottle|strip|sheet|packet)', 'entire (box|pack~|bottle|strip)', 'all (the|his|her|my|of (the|his|her|my)) (pills|tablets|medicine~|meds)', 'bottle', 'box', 'packet', 'strip', 'double (the )?dose', 'more than (the )?(dose|recommended|prescribed|allowed|maximum)', 'overdos~', 'extra (pills|tablets|doses)',
    'كتير', 'كثير~', 'زياد~', 'زايد~', 'علب~', 'العلبه', 'شريط', 'شرايط', 'ازاز~', 'كلها', 'كله', 'كميه (كبيره|كتير)', 'جرعه (زايده|زائده|كبيره)', 'اكتر من (الجرعه|اللازم|المسموح)', 'اكثر من (الجرعه|اللازم)', 'حفنه', 'كبشه', 'مرتين الجرعه',
  ],
  OVERDOSE_WORD: ['overdos~', 'o\\.?d\\.?ed', 'جرعه (زايده|زائده|مفرطه)', 'تسمم (دوائي|بالدوا|بالحبوب|بالادويه|بالبنادول|بالباراسيتامول)', 'انتحر بالحبوب'],
  POISON: [
    'poison~', 'bleach', 'chlorine', 'clorox', 'kerosene', 'paraffin', 'petrol', 'gasoline', 'pesticide~', 'insecticide~', 'rat poison', 'weed ?killer', 'drain cleaner', 'caustic', 'battery acid', 'acid', 'detergent', 'dettol', 'button battery', 'methanol', 'antifreeze',
    'كلور', 'كلوركس', 'جاز', 'بنزين', 'سولار', 'مبيد~', 'سم', 'سموم', 'سم (ال)?(فيران|فار)', 'بوتاس', 'صودا كاويه', 'ميه نار', 'مايه نار', 'مية نار', 'ماء النار', 'ديتول', 'مسحوق غسيل', 'صابون سايل', 'بطاريه (صغيره|ساعه)', 'كحول (ابيض|ميثيلي)', 'سبرتو',
  ],
  SUICIDAL: [ "(الجميع|الكل|كلهم|اهلي|عائلتي|اسرتي|الناس|ولادي|اولادي)(?: \\S+){0,3} (افضل|احسن)(?: \\S+){0,2} (بدوني|من غيري|بغيابي|لو مت|لو رحلت|لو اختفيت)", "(everyone|everybody|they|my family|people|the world|my (kids|children|wife|husband)) (would|will|'?d|'?ll) be (happier|better|fine|better off|relieved) (if i (was|were|am|'?m) (gone|dead|not here|not around)|without me|when i'?m gone)", "if i (was|were) (gone|dead|not around)", "nobody (would|will) (miss|care about) me", "(giving|gave|give) (away )?(my|all my) (things|stuff|belongings|possessions)( away)?", "saying (my )?goodbyes?", "(لا|لم اعد|ما عدت|مش) ?(ارى|اري|اجد|شايف~|لاقي) (اي )?(سبب~|معني~|داعي~|فايده) (لل|ل)?(استمرار|عيش|بقاء|حيا~)", "محدش (هيزعل|هيفتقدني|هيحس) (عليا|بيا)? ?(لو|بعد ما) ?(مت|مشيت|اختفيت)", "بوزع حاجتي", "بودع (الناس|الكل)", "(see|find|there is|there's) no (point|meaning|reason|purpose) (in|to|for) (life|living|going on|anything)", 'end everything', 'end it all soon', '(لا|لم اعد|ما عدت|ماعدتش|مش|مبقتش) ?(ارى|اري|شايف~|بشوف|اجد|لاقي|القى) (اي )?(معني|فايده|فائده|سبب|لازمه|قيمه|امل) (لل|ل|في|من) ?(حيا~|عيش~|الدنيا|حيات~)', '(انهي|ينهي|تنهي|اخلص|انهاء|انهي) (على )?كل (شي|شيء|حاجه)', '(افكر|بفكر|افكر جديا) (ان|في ان|اني) (انهي|اموت|اختفي|انتحر)', 'لا معني (لل|ل) ?حيا~', '(الحيا~|حيات~) (بلا|ملهاش|لا|من غير) (معني|قيمه|لازمه)',
    'suicid~', 'kill (myself|himself|herself|themselves)', '(end|take) (my|his|her|their) (own )?life', 'want~? to die', 'wanna die', 'wish (i|he|she) (was|were|could be) dead', "wish (i|he|she) (could )?(just )?(die|disappear|not exist|wasn'?t here|was not here|wasn'?t alive|hadn'?t been born|had never been born|could sleep forever)", "(don'?t|do not|doesn'?t|does not|never) want to (wake up|live|be alive|be here|exist|go on|carry on|see tomorrow|be around)", "not (want|wanting) to (live|wake up|be here|be alive)", 'better off (dead|without me|without him|without her)', "(better off|happier|better|fine|okay|ok|relieved|easier)(?: \\S+){0,3} if (i|he|she) (wasn'?t|weren'?t|was not|were not|am not|'?m not|is not|isn'?t) (here|around|alive|in the picture|in their lives|in (his|her|my) life)", "if (i|he|she) (didn'?t|did not|no longer) exist~", "without me (around|here|in the picture|in their lives)", '(everyone|everybody|they|my family|the world|people|all of them) (would|will|\'?d|\'?ll) be better (off )?without (me|him|her)', 'no (reason|point) (to|in) (live|living|going on|carry~ on|being alive|being here)', 'nothing (left )?to live for', "(can'?t|cannot) (go on|take (it|this) any ?more|do this any ?more|keep going)", 'tired of (living|life|being alive|everything)', 'end (it|it all|everything)', 'ending it', 'put an end to (it|everything|my life)', '(go to )?sleep and (never|not) wake up', 'never wake up again', 'sleep forever', '(harm|hurt|cut|injure) (myself|himself|herself)', 'self[- ]?harm~', 'jump (off|from) (a|the) (bridge|building|roof|balcony)', "life (is|isn'?t|is not) (not )?worth (living|it)", 'not worth living', 'say goodbye to everyone', 'a burden (to|on) (everyone|my family|them|everybody)', 'disappear forever', 'give up on (life|living|everything)', 'no future for me', 'plan to die',
    'انتحار', 'انتحر~', 'ينتحر', 'تنتحر', 'اموت نفسي', 'اقتل نفسي', '(يموت|يقتل) نفسه', '(تموت|تقتل) نفسها', '(انهي|ينهي|تنهي|انهاء) (حيات~|عمر~)', '(اخلص|يخلص|تخلص) (من|علي|على) (حيات~|نفس~|عمر~)', '(عايز~|عاوز~|نفسي|نفس~|بتمني|اتمني|بتمنالي) (اموت|يموت|تموت|الموت|امشي من الدنيا|اختفي|اختفي خالص|اسيب الدنيا)', 'اتمني (ال)?موت', '(يا ?ريتني|ياريت~) (مت|اموت|ما اتولدت|ماتولدتش|مكنتش|ماكنتش|اختفي|مصحاش|ما اصحاش)', '(مش|مانيش|ماليش|مليش) (عايز~|عاوز~|نفس~|رغبه) (اعيش|يعيش|تعيش|اصحي|يصحي|تصحي|في الحيا~|في الدنيا|اكمل|يكمل|تكمل)', 'مليش نفس (اعيش|في الحيا~|في الدنيا)', '(انام|ينام|تنام) (و ?)?(ما ?اصحاش|مصحاش|ما ?يصحاش|مايصحاش|ما ?تصحاش|ماتصحاش|ما اصحي|ما اقومش|مقومش|مااصحاش)', 'مصحاش تاني', 'ما اصحاش تاني', '(الحيا~|الدنيا|العيشه|حيات~) (مالهاش|ملهاش|ما لهاش|مبقاش ليها|مبقالهاش) (لازمه|طعم|معني|قيمه)', 'مفيش (فايده|سبب|لازمه|معني) (من|ل|في) ?(حيات~|العيشه|اني اعيش|الحيا~|وجودي)', '(تعبت|زهقت|قرفت) من (الحيا~|الدنيا|العيشه|حيات~|عمر~|نفسي)', '(الكل|كله~|كلهم|الناس|اهل~|عيلت~|اسرت~|ولاد~)(?: \\S+){0,2} (هيرتاح~|هيبقوا احسن|هيكونوا احسن|احسن|افضل|هيعيشوا احسن)(?: \\S+){0,1} (من غيري|مني|بدوني|لو مت|لو مشيت|لو اختفيت)', 'احسن (لو|من غير ?ما) ?(مت|اموت|موتي|مشيت|اختفيت)', 'هرتاح (لو|بعد ما) ?(مت|اموت)', '(لا|ما) (اريد|ارغب في) (ان )?(اعيش|الحيا~|البقاء)', '(افكر|بفكر|يفكر|بيفكر|تفكر|بتفكر) (في|ف|ا|اني) ?(الانتحار|انتحر|انهاء حيات~|اموت نفسي|اخلص من حيات~|اخلص من نفسي|اقتل نفسي)', '(ارمي|هرمي|يرمي|هيرمي|ترمي|هترمي) (نفس~|روح~)', '(اوذي|يوذي|توذي|اذي|اجرح|يجرح|تجرح|اقطع|يقطع) (نفس~|ايد~ بالموس)', 'ايذاء (ال)?نفس', 'عبء (علي|على) (الكل|الناس|اهلي|عيلتي|كل الناس)', 'حمل تقيل (علي|على) (الكل|اهلي|عيلتي)', 'وداع~ (للكل|لكل الناس)', 'مش هكمل', 'مش قادر اكمل (في )?(الحيا~|الدنيا)', 'الموت (احسن|ارحم|اريح)', 'ملوش لازمه (اني )?اعيش',
  ],
  // Head
  HEADACHE: ['headache~', 'head (hurts|aches|is pounding|is killing)', 'pain in (my|his|her|the) head', 'migraine', 'صداع', '(راس~|دماغ~) (بتوجع~|وجعا~|واجع~|هتنفجر|بتتفرتك|بتنفجر)', '(الم|وجع) (في )?(ال)?(راس|دماغ)~'],
  THUNDERCLAP: [
    '(worst|most severe|most painful|worst ever|worst possible) (headache|pain in (my|his|her) head)', 'headache~?(?: \\S+){0,4} (worst|ever had|of (my|his|her) life)', '(sudden~|abrupt~|instant~) (severe |bad |terrible |excruciating |explosive |violent |splitting )?headache', 'headache (that )?(came on|started|began|hit) (suddenly|all of a sudden|like a thunderclap|in seconds|instantly)', 'thunderclap', 'like (being )?(hit|struck|kicked|smashed) (on|in|over) the (back of the )?head', 'explosive headache',
    '(اسوا|اشد|اقوي|اصعب|اوحش) صداع', 'صداع (مفاجي~|فجا~|جه فجا~|جالي فجا~|جاله فجا~|جالها فجا~|بدا فجا~|مره واحده)', 'صداع(?: \\S+){0,4} (عمري ما|عمره ما|عمرها ما|في حيات~|في عمر~)', 'زي (ال)?(ضربه|خبطه|طلقه|قنبله) (علي|على|في) (ال)?(راس|دماغ)', '(فجا~|مره واحده)(?: \\S+){0,2} صداع (جامد|شديد|فضيع|فظيع|رهيب|مش طبيعي)', 'صداع (جامد|شديد|فظيع|رهيب) (فجا~|مفاجي~)',
  ],
  STIFF_NECK: ['stiff neck', 'neck (is |feels |got |very )*stiff', "(can'?t|cannot|won'?t) (bend|touch|move|put) (his|her|my) (neck|chin|head) (forward|down|to (his|her|my) chest)?", 'neck stiffness', '(رقب~|رقبت~)(?: \\S+){0,1} (متخشب~|ناشف~|متيبس~|مشدود~|مش بتتني|ماسك~|مبتتنيش|متصلب~)', 'تيبس (في )?(ال)?رقب~', 'تصلب (في )?(ال)?رقب~', 'مش (قادر|قادره) (يحني|تحني|احني|ينزل|تنزل) (رقبت~|راس~|دقن~)'],
  LIGHT_HURTS: ['light hurts (my|his|her) eyes', "(can'?t|cannot) (stand|bear|tolerate) (the )?light", 'sensitive to light', 'photophob~', 'النور (بيضايق~|بيوجع~|مضايق~)', 'مش (مستحمل~|قادر~ يستحمل|قادر~ تستحمل) (ال)?نور', 'حساسيه من (ال)?نور'],
  NONBLANCH: [
    "rash (that )?(doesn'?t|does not|won'?t|didn'?t|did not|isn'?t) (fade|go away|blanch|disappear|go white)", "(doesn'?t|does not|won'?t) (fade|go away|blanch|disappear) (when|under|with) (pressed|pressing|you press|i press|a glass)", 'glass test', 'non[- ]?blanch~', '(purple|purplish|dark red|red[- ]purple) (spots|rash|blotches|dots|marks)', 'purpur~', 'petechia~', 'pin ?prick (spots|rash)',
    '(بقع|نقط|طفح|حبوب)(?: \\S+){0,2} (مش|ما) ?(بتختفي|بيختفي|بتروح|بيروح|بتبهت|بيبهت)', '(مش|ما) ?(بتختفي|بيختفي|بتروح|بيروح|بيبهت|بتبهت) (لما|بال|مع ال|تحت ال) ?(ضغط|اضغط|ندوس|ادوس|كوبايه|الكوبايه)', 'اختبار (ال)?كوب~', '(بقع|نقط|طفح) (بنفسجي~|موف|لون~ بنفسجي|غامق~|زي الكدمات)', 'نمش (بنفسجي|احمر غامق)', 'طفح (نزفي|فرفري)',
  ],
  MOTTLED: [ "(جلد~|اطراف~|رجل~|ايد~)(?: \\S+){0,1} (مرقط~|مبقع~|منقط~|مزرق~)", '(cold|cool) (and )?(clammy|sweaty)', 'clammy (and )?cold', '(جلد~|جسم~|اطراف~|ايد~)(?: \\S+){0,1} (بارد~|ساقع~|ساقعه|باردة) (و ?)(متعرق~|عرقان~|مبلول~|رطب~)','mottled', 'blotchy (skin|legs|arms)', 'ashen', '(grey|gray) (skin|colour|color|face)', 'skin (is |looks )?(grey|gray|mottled|marbled)', 'cold (hands and feet|and (pale|blue|clammy))', 'جلد~ (مبقع|منقط|رمادي|مرخم|مزرق)', 'لون~ (رمادي|مخطوف)', '(ايد~|اطراف~|رجل~) (ساقع~|بارد~) (وزرق~|وزرقا|ولون~ ازرق)', 'شاحب (جدا|وبارد)'],
  // Children and dehydration
  NO_URINE: [ "(not|n'?t|never|haven'?t|hasn'?t|have not|has not) been able to (pee|urinate|pass urine|pass water|wee)", "(have|has)n'?t (peed|urinated|passed (any )?urine|had a wee)", "(لم|لا) (استطع|استطيع|يستطع|تستطع|يستطيع|تستطيع|اقدر|يقدر|تقدر) (ال)?(تبول|بول|التبول)", "لم (اتبول|يتبول|تتبول)", "مش (بيتبول|بتتبول|بتبول)",
    "(hasn'?t|has not|haven'?t|have not|didn'?t|did not|not|no) (passed|peed|pee~|wee~|urinated|done a wee|had a wee|made urine)(?: \\S+){0,3} (for|in|since|all)", 'no wet (nappy|nappies|diaper~)', '(nappy|nappies|diaper~) (has been |have been |is |are |stay~ |stayed )?(dry|not wet)', 'dry (nappy|nappies|diaper~)', "(can'?t|cannot|could ?n'?t|unable to) (pee|urinate|pass urine|pass water|wee)", 'urin~ (retention|blocked)', 'retention of urine', 'not (peeing|urinating|weeing)', 'no urine',
    '(مش بيعمل|مش بتعمل|ما ?عملش|معملش|ماعملتش|معملتش|مبيعملش|مبتعملش|معملش) (بيبي|بي بي|بول|تواليت|حمام صغير|بيبي خالص|حمام)', '(البامبرز|الحفاض~|البمبرز)(?: \\S+){0,2} (ناشف~|نشف~|جاف~|مش مبلول~|زي ما هو|نضيف~)', 'مش (قادر|قادره|عارف|عارفه) (اعمل|يعمل|تعمل|اتبول|يتبول|تتبول|ادخل) (بول|حمام|بيبي|تواليت)?', '(البول|بولي|بوله|بولها)(?: \\S+){0,1} (محبوس|وقف|مش نازل|مابينزلش|مبينزلش|مش بينزل|قليل جدا)', 'احتباس (ال)?بول', 'حصر (ال)?بول', 'لا (يستطيع|تستطيع|استطيع) التبول', 'انقطاع (ال)?بول', 'مبيتبولش', 'مبتتبولش', 'ماتبولش',
  ],
  SUNKEN: ['sunken (eyes|fontanel~|soft spot)', '(eyes|fontanel~|soft spot) (are |is |look~ |looks )*sunken', 'hollow eyes', '(عين~|عيون~|عني~)(?: \\S+){0,1} (غاير~|غايره|غايرين|داخل~ لجوه|مغروس~|غارق~)', '(اليافوخ|النافوخ|المنطقه الطريه)(?: \\S+){0,1} (واطي|غاير|نازل|داخل|مدخل|غويط)', 'غور (في )?(ال)?عين~'],
  DRY: ['no tears', 'without tears', 'tearless', 'dry (mouth|lips|tongue|nappy)', '(mouth|lips|tongue) (is |are |looks |look )?(very )?dry', '(بيعيط|بتعيط) (من غير|بدون|بلا) دموع', 'من غير دموع', 'مفيش دموع', '(ريق~|بق~|فم~|لسان~|شفايف~)(?: \\S+){0,1} (ناشف~|جاف~|منشف~|متشقق~|مشقق~)', 'جفاف (في )?(ال)?(فم|بق|شفايف|لسان)', 'جفاف'],
  NOT_DRINKING: [
    "(not|won'?t|can'?t|cannot|isn'?t|refus~|stopped|unable to|too (weak|tired|sleepy) to) (drink~|feed~|breastfeed~|nurs~|suck~|take (the |his |her |any )?(bottle|breast|milk|fluids|feeds|water))", 'refus~ (all )?(feeds|the bottle|fluids|milk|to drink|the breast|food and drink)', 'vomit~ (up )?(everything|all (of it|feeds|fluids))', 'keeps nothing down', "(can'?t|cannot|won'?t) keep (anything|fluids|water|milk|feeds) down", 'throws up everything',
    'مش (بيرضع|بترضع|بيشرب|بتشرب|راضي~ (يرضع|ترضع|يشرب|تشرب|ياكل|تاكل)|قادر~ (يرضع|ترضع|يشرب|تشرب|يبلع|تبلع)|بيقبل|بتقبل)', '(بطل~|وقف~|بطلت|وقفت) (يرضع|ترضع|يشرب|تشرب|رضاعه|الرضاعه)', '(رافض~|بيرفض|بترفض) (الرضاعه|الرضعه|الببرونه|البيبرونه|يرضع|ترضع|يشرب|تشرب|الاكل والشرب|المايه|اللبن|الشرب)', 'مبيرضعش', 'مبترضعش', 'مبيشربش', 'مبتشربش', 'ماشربش', 'مارضعش', '(بيرجع|بترجع|برجع|بيطرش|بتطرش)(?: \\S+){0,1} (كل|اي) (حاجه|حاجة|اكل|رضعه|شربه|مايه)', '(اي|كل) (حاجه|حاجة|رضعه|مايه|لقمه)(?: \\S+){0,2} (بيرجعها|بترجعها|بيطرشها|بتطرشها)', 'مش (بيثبت|بتثبت|بيقعد|بتقعد|بيستقر) (في|ف) ?(بطن~|معد~) (اي )?(حاجه|اكل|مايه)', 'لا (يستطيع|تستطيع) (الشرب|الرضاعه|الرضاعة)', 'يتقيا كل شي', 'لا يرضع', 'لا يشرب',
  ],
  CONVULSION: ['seizure~', 'convuls~', 'fitting', 'had a fit', '(having|has|had) (a )?fits?', 'shaking (all over|uncontrollably)', 'jerk~ (movements|all over|his arms|her arms)', 'eyes roll~ (back|up)', 'تشنج~', 'اتشنج~', 'بيتشنج', 'بتتشنج', 'كهربا (زياده|في المخ|علي المخ)', 'صرع', 'نوبه صرع', '(عين~|عيون~) (قلبت|بتقلب|راحت لفوق|طلعت لفوق|اتقلبت)', 'جسم~ (بيتنفض|اتنفض|بيترعش جامد|بيتهز)', 'انتفاض'],
  WEAK_CRY: ['(weak|high[- ]pitched|continuous|moaning|strange) cry~', 'cry~ (weakly|is weak|is high[- ]pitched)', '(عياط~|صوت~|بكا~) (ضعيف~|عالي وحاد|غريب|رفيع)', 'بيعيط بصوت (ضعيف|حاد|رفيع)', 'بيئن', 'بتئن', 'انين'],
  // Belly
  BELLY: ['belly', 'stomach', 'tummy', 'abdom~', 'epigastr~', 'navel', 'belly button', 'بطن~', 'معد~', 'فم (ال)?معد~', 'سر~ه', 'صره', 'كرش~', 'تحت (ال)?ضلوع', 'اسفل (ال)?بطن'],
  PAIN: ['pain~', 'ache~', 'aching', 'hurt~', 'sore', 'cramp~', 'colic~', 'agony', 'tender', 'الم', 'الام', 'وجع~', 'اوجاع', 'بيوجع~', 'بتوجع~', 'يوجع~', 'توجع~', 'واجع~', 'وجعا~', 'مغص', 'يؤلم~', 'تؤلم~', 'بيتقطع', 'نغز~', 'تقلص~'],
  SEVERE: [
    'sever~', 'terribl~', 'unbearable', 'excruciating', 'agoni~', 'worst', 'intense', 'very (bad|painful|strong)', 'really bad', 'awful', 'killing (me|him|her)', 'screaming', 'doubled (over|up)', "(9|10) ?(out of|/) ?10", 'horrible', 'extreme~',
    'جامد~', 'جامد اوي', 'شديد~', 'فظيع~', 'فضيع~', 'رهيب~', 'مش (قادر|قادره) (استحمل|يستحمل|تستحمل|اتحمل)', 'مش (مستحمل|مستحمله|متحمل)', 'لا (يحتمل|يطاق|تطاق|تحتمل)', '(بيصرخ|بتصرخ|بصرخ|بيعيط|بتعيط) من (ال)?(وجع|الم)', '(موت~|هموت|هيموت) من (ال)?(وجع|الم)', 'قوي (جدا|اوي)', 'مبرح~', 'حاد~ جدا', 'متلوي~', 'بيتلوي', 'بتتلوي',
  ],
  SUDDEN: ['sudden~', 'all of a sudden', 'out of (nowhere|the blue)', 'came on (quickly|fast|in seconds|at once)', 'abrupt~', 'instantly', 'فجا~', 'فجاه', 'فجأه', 'مره واحده', 'مفاجي~', 'على غفله', 'علي غفله', 'في ثانيه'],
  NOTHING_HELPS: [
    'nothing (helps|works|relieves|touches|eases|makes it better)', "(painkillers?|pills|medicine~|panadol|paracetamol|tablets|anything) (don'?t|do not|aren'?t|didn'?t|did not|doesn'?t|does not|haven'?t|has not) (help~|work~|touch~|relieve~|do anything)", 'not (relieved|helped) by (anything|painkillers|medicine|pills)', 'no (painkiller|medicine) (helps|works)',
    'مفيش (حاجه|مسكن|دوا) (بتريح~|بيريح~|بتهدي~|بيهدي~|نافع~|بتنفع|بينفع|جايب~ نتيجه)', '(المسكن~|الدوا|الحبوب|البنادول|المسكنات)(?: \\S+){0,1} (مش|ما) ?(بتريح~|بيريح~|نافع~|بتنفع|بينفع|بيجيب نتيجه|بيهدي~|بتهدي~|جايب~ نتيجه|عامل~ حاجه|بتعمل حاجه|بيعمل حاجه)', 'لا (يهدا|يخف|يتحسن|تهدا|تخف) (مع|ب) ?(ال)?(مسكن~|دوا|علاج)', 'ولا (مسكن|حاجه|دوا) (بيريح|بتريح|نافع|بتهدي|بيهدي|بتنفع|بينفع)', '(مبتريحش|مبيريحش|مبتنفعش|مبينفعش|مبيهديش|مبتهديش)',
  ],
  RIGID: ['rigid', 'board[- ]like', '(belly|stomach|tummy|abdomen) (is |feels |has gone |went )?(hard|rigid|tight as a board|rock hard|very tender|swollen and hard)', "(can'?t|cannot|won'?t let (me|us|anyone)) (touch|press) (his|her|my|the)? ?(belly|stomach|tummy)", "(can'?t|cannot) bear (anyone )?(touching|pressing) (his|her|my|the)? ?(belly|stomach|tummy)", 'بطن~(?: \\S+){0,1} (ناشف~|زي الخشب|زي الحجر|مشدود~ جدا|متحجر~|مشدوده|ناشفه)', 'مش (قادر|قادره) (حد )?(يلمس|تلمس|المس|ندوس|ادوس|يدوس) (على|علي) ?بطن~', 'مش (بيخلي|بتخلي) حد (يلمس|يقرب من) بطن~', 'تخشب (ال)?بطن'],
  GI_BLEED: [ "(اتقيا|يتقيا|تتقيا|تقيؤ|تقيا|تقيات|اتقيات)(?: \\S+){0,1} دم~", 'red (currant )?jelly', 'jelly[- ]like (stool|poo)', 'blood (in|on) (his|her|the) (nappy|diaper)', 'دم (في|على|علي) (ال)?(بامبرز|حفاض~|بمبرز)', '(براز|حمام) زي (ال)?(جيلي|المربي)',
    '(vomit~|throw~ up|threw up|being sick|puk~)(?: \\S+){0,2} blood', 'blood (in|with) (the |his |her |my )?(vomit|sick)', 'coffee[- ]grounds?', 'black (tarry |sticky |runny )?(stool|poo|poop|motion)~', 'tarry', 'mela?ena', '(stool|poo|poop)~ (is |are |was |were |look~ |looks )?(black|tarry|like tar)', 'blood (in|from) (the |his |her |my )?(stool|poo|poop|bottom|back passage|rectum)', 'bloody (stool|diarrh~|poo)', 'passing blood', 'haematemesis', 'hematemesis',
    '(بيرجع|بترجع|برجع|رجع~|ترجيع|استفرغ~|استفراغ|قي~)(?: \\S+){0,1} دم~', 'دم (في|مع) (ال)?(ترجيع|قي|استفراغ|براز|حمام|بُراز)', 'قي~ دموي', '(البراز|براز~|الحمام|التبرز)(?: \\S+){0,2} (اسود|سودا|لونه اسود|زي القطران|فيه دم|بدم|دم)', '(بيعمل|بتعمل|بعمل|عمل~) حمام (اسود|بدم|دم|فيه دم)', 'نزيف (من )?(ال)?(شرج|معد~|مستقيم|مؤخره)', 'نزيف في (ال)?(معد~|امعاء)',
  ],
  // Kidney and urinary
  FLANK: [ "جانب~", "الجانب",'flank~', 'loin~', 'kidney~', '(my|his|her|the) side', 'side of (my|his|her|the) back', 'renal', 'جنب~', 'جنبه', 'خاصر~', 'الكلي', 'كلي~', 'كليتي', 'كليته', 'كليتها', 'الكلوه', 'كلوي~', 'ضهر~ من (ال)?جنب'],
  RIGORS: ['rigors', 'shaking chills', 'shiver~', 'shaking with cold', 'teeth chattering', 'رعشه', 'رعش~', 'قشعريره', 'بيتنفض (من البرد)?', 'بتتنفض', 'برد (و ?رعشه|شديد)', 'بيترعش', 'بتترعش', 'سنان~ بتخبط'],
  // Back and cauda equina
  BACK: ["(?<!(the|of) )back(?! of (his|her|my|the|their|your) (head|neck|hand|knee|leg|arm|throat|eye~))", 'spine', 'lower back', 'lumbar', 'ضهر~', 'ضهري', 'ضهره', 'ضهرها', 'العمود (ال)?فقري', 'اسفل (ال)?ضهر', 'فقرات'],
  SADDLE: [ '(تنميل|خدر|تخدير|منمل~)(?: \\S+){0,1} (في|بين|حوالين|حول) (ال)?منطقه (ال)?(مقعده|شرج|عجان|حساسه|تناسليه)','numb~ (between (my|his|her|the) legs|around (my|his|her|the)? ?(bottom|back passage|genitals|anus|groin|private~)|in the saddle|down below)', 'saddle (numbness|area|anaesthesia|anesthesia)', "(can'?t|cannot) feel (my|his|her)? ?(bottom|genitals|private~|when (i|he|she) (pee|wipe))", "(can'?t|cannot) feel (the )?toilet paper", '(تنميل|خدر|تخدير|منمل~)(?: \\S+){0,1} (في|بين|حوالين|حول) (ال)?(رجلين|المنطقه الحساسه|الشرج|العجان|المقعده|المنطقه (ما )?بين الرجلين|الاعضاء التناسليه)', 'مش (حاسس|حاسه) (ب|في) ?(ال)?(مقعده|المنطقه الحساسه|الشرج|لما امسح)'],
  CONTINENCE: [ "(عدم|فقدان) (ال)?قدر~ (على|علي) (ال)?تحكم (في|ب) (ال)?(بول|براز|مثانه)", '(لا|لم اعد|لم يعد|لم تعد|ما عدت|مش|مبقتش|مبقاش) ?(اتحكم|يتحكم|تتحكم|استطيع التحكم|يستطيع التحكم|قادر اتحكم|قادر يتحكم) (في|ب) (ال)?(بول|براز|مثانه|امعاء|حمام)','wet (myself|himself|herself)', 'wetting (myself|himself|herself)', 'lost control of (my|his|her)? ?(bladder|bowel~|urine|pee|poo)', "(can'?t|cannot) control (my|his|her)? ?(bladder|bowel~|urine|pee|poo)", 'incontinen~', 'leaking urine', 'soiled (myself|himself|herself)', '(بيعمل|بتعمل|بعمل|عمل|عملت|عملها) (على|علي) (نفس~|روح~)', 'مش (قادر|قادره) (اتحكم|يتحكم|تتحكم|امسك|يمسك|تمسك) (في )?(ال)?(بول|حمام|براز|نفسي|نفسه)', 'سلس (ال)?(بول|براز)', 'البول (بينزل|نازل) (لوحده|غصب عني|من غير ما احس)', 'فقد~ (ال)?تحكم (في )?(ال)?(بول|براز|مثانه)'],
  BOTH_LEGS: ['both legs (are |feel |went |gone )*(weak|numb|heavy|giving way)', 'legs (are |keep |feel )*(giving way|giving out|weak and numb|collapsing)', "(can'?t|cannot) (walk|stand) (properly )?(any ?more|suddenly)", '(رجلي~|رجليه|رجليها|رجلين~)(?: \\S+){0,2} (ضعاف|ضعيف~|مش شايل~|بتخدل|منمل~|خدلت|تقال|مش قادر~ (امشي|يمشي|تمشي) عليهم)', 'مش (قادر|قادره) (امشي|يمشي|تمشي|اقف|يقف|تقف) (فجا~|خالص|فجاه)', 'ضعف (في )?(ال)?(رجلين|الساقين|الطرفين السفليين)'],
  // Pregnancy
  PREGNANT: ['pregnan~', 'expecting (a baby|twins)?', 'weeks pregnant', 'months pregnant', '(i\'?m|she\'?s|she is|i am) (\\d+|a few) (weeks|months) (gone|along)', 'حامل', 'الحمل', 'حبلي', 'حبلانه', 'في (ال)?شهر (ال)?(\\d|تالت|رابع|خامس|سادس|سابع|تامن|تاسع|ثالث|ثامن)', 'حمل (في|ف) (ال)?شهر'],
  BLEED: ['(بي|بت|ي|ت|هي|هت)نزف~', 'نازف~', 'losing blood', 'bleed~', '(?<!(high|low|my|her|his|the) )blood(?! (pressure|sugar|test~|work|group|type|count|glucose|donation|tests|result~|level~))', 'spotting', 'haemorrhag~', 'hemorrhag~', 'نزيف', 'نزف', '(?<!(ضغط|سكر|تحليل|تحاليل|فصيل~|نسب~|صوره|ضعف|انيميا|فقر) (ال)?)دم(?! (ال)?(ضغط|سكر))', 'بينزل دم', 'نزل دم', 'نازل دم', 'تنقيط'],
  MISSED_PERIOD: ['missed (my|her|a) period', 'period (is |was )?((\\d+|a|two|three|a few) (days|weeks?) )?(late|overdue)', 'late period', 'no period (for|since)', "(period|periods) (hasn'?t|has not|haven'?t|didn'?t) come", 'تاخر~ (ال)?(دوره|طمث|بيريود)', '(الدوره|الطمث|البيريود)(?: \\S+){0,1} (اتاخرت|متاخره|مجتش|ما جتش|مانزلتش|منزلتش|تاخرت|غابت|متاخر)', 'انقطاع (ال)?(دوره|طمث)', 'غياب (ال)?(دوره|طمث)'],
  VISION: ['blurr~', 'blurry', 'spots (in front of|before) (my|her|the) eyes', 'flashing lights', 'seeing (stars|spots|flashes)', '(vision|sight|eyesight) (is |has |went |gone )*(blurred|blurry|strange|dim|funny|bad|worse)', 'زغلل~', 'زغلله', '(نظر~|الرؤيه|عين~)(?: \\S+){0,1} (مش واضح|مشوش~|ضعف|ضباب~|مزغلل~|بتزغلل)', '(بشوف|بتشوف|بيشوف) (نقط|نجوم|ومضات|فلاشات|ضباب)', 'نجوم قدام (عين~|عيني)', 'ومضات'],
  SWELL_FACE: ['swollen (face|hands|fingers|eyes|feet and face)', '(face|hands|fingers) (are |is |look~ |got |have got |has got |went )*(swollen|puffy|swelling)', 'puffy face', 'rings (don\'?t|won\'?t) fit', '(وش~|وجه~|ايد~|ايدي~|صوابع~|جفون~)(?: \\S+){0,1} (وارم~|منفوخ~|متورم~|ورم~|انتفخ~|ورمت|اتنفخ~)', 'تورم (في )?(ال)?(وجه|وش|ايد|يد|اصابع|جفون)', 'انتفاخ (في )?(ال)?(وجه|وش|ايدين|يدين)', 'الدبله (مش بتدخل|ضيقت)'],
  BABY_MOVES: [ "baby (has not|hasn'?t|did not|didn'?t|has stopped|stopped) (moved|moving|kicked|kicking)","baby (is |has |hasn'?t |isn'?t )?(not moving|moving less|stopped moving|moving (much )?less|been moving less|been quiet|not kicked|not kicking)", "(fewer|less|reduced|decreased|no|fewer than usual) (baby |fetal |foetal )?(movements|kicks)", "(haven'?t|have not|can'?t|cannot|didn'?t) felt (the )?baby (move|kick)", "(haven'?t|have not|can'?t|cannot|didn'?t) feel (the )?baby (move|kick)", '(حرك~|حركه) (ال)?(جنين|البيبي|العيل|البيبي اللي في بطني)(?: \\S+){0,1} (قل~|وقف~|بطل~|مش موجوده|ضعفت|ضعيف~)', 'مش (حاسه|حاسس) (ب|بحركه|بحركة)? ?(ال)?(جنين|البيبي|العيل|حركه)', '(الجنين|البيبي|العيل)(?: \\S+){0,1} (مش بيتحرك|بطل يتحرك|حركته قلت|مبيتحركش|وقف حركه|ساكت)', 'قله حركه (ال)?جنين'],
  WATERS: ['waters? (broke|broken|have broken|has broken|leaking)', 'leaking (fluid|water)', 'gush of (water|fluid)', '(نزلت|نزل|بتنزل) (مي~|مايه|ميه) (كتير|من تحت|الراس|الجنين)?', 'مايه الراس (نزلت|بتنزل)', 'كيس (ال)?(مايه|ميه)(?: \\S+){0,1} (اتفتح|انفجر|نزل|اتقطع)', 'نزول (ال)?(مايه|ميه) (ال)?(راس|جنين)'],
  // Testis
  TESTIS: ['testic~', 'testis', 'testes', 'scrot~', 'balls', 'ball', 'nuts', 'groin', 'خصي~', 'خصيت~', 'الخصيه', 'الخصيتين', 'كيس (ال)?صفن', 'البيضه', 'البيضتين', 'بيضت~', 'بيضتي', 'بيضه', 'الاربيه', 'بيض~ (بتوجع~|بيوجع~|واجع~|وارم~|وارمه)'],
  SWELLING: ['swell~', 'swollen', 'lump', 'ورم', 'وارم~', 'متورم~', 'تورم', 'انتفاخ', 'منفوخ~'],
  // Burns, bites, carbon monoxide
  BURN: [ "(ابريق|كاتل|براد|غلايه|كوب|كوبايه|فنجان|حله|طنجره) (ال)?(شاي|قهوه|مايه|ماء|شوربه|لبن|حليب)?(?: \\S+){0,1} ?(وقع|اتدلق|انسكب|اندلق|سقط|اتكب)", "(سقط|وقع|اتدلق|انسكب|اندلق|اتكب) (ال)?(ابريق|براد|كوب|كوبايه|فنجان|كاتل|غلايه|حله|طنجره)", "(coffee|tea|soup|kettle|boiling water|hot water|hot drink|hot oil|hot milk)(?: \\S+){0,4} (spilled|spilt|poured|splashed|fell|tipped|went) (on|over|onto|down)", "(spilled|spilt|poured|splashed|tipped) (hot |boiling )?(coffee|tea|soup|water|oil|milk) (on|over|onto)", "(hot|boiling) (water|tea|oil|soup|milk|coffee) (all )?(over|on|onto) (himself|herself|themselves|his|her)", "(ماء|ميه|مايه|مية|زيت|شاي|حليب|لبن|سائل) (مغلي~|ساخن~|حار|بيغلي|سخن~)(?: \\S+){0,2} (علي|على)", "انسكب (عليه|عليها|علي|على)(?: \\S+){0,2} (مغلي~|ساخن~|حار)", "(انسكب|اندلق|سقط) (ماء|ميه|زيت|شاي|حليب|سائل) (مغلي~|ساخن~|حار)", 'kettle', '(hot|boiling) (water|tea|oil|soup|milk|coffee) (all )?(over|on|onto) (him|her|his|her|my|the)', 'الكاتل', 'الغلايه','burns?', 'burned', 'burnt', 'scald~', '(hot|boiling) (water|tea|oil|soup|milk|coffee|kettle|liquid)(?: \\S+){0,3} (spilled|spilt|fell|poured|went|splashed|tipped)', '(spilled|spilt|poured|knocked|tipped) (a )?(hot|boiling) ', 'حرق', 'حرقه', 'حرقت', 'حروق', 'اتحرق~', 'انحرق~', 'اتلسع~ (من|ب) ?(ال)?(مايه|مية|ميه|شاي|زيت|شوربه|لبن|قهوه|نار|مكوه|كاتل|غلايه)', 'اتدلق (عليه|عليها|عليا|علي) (ال)?(مايه|مية|ميه|شاي|زيت|شوربه|لبن|قهوه)', '(مايه|ميه|مية|زيت|شاي|لبن|شوربه)(?: \\S+){0,1} (سخن~|مغلي~|بيغلي|بتغلي|بيغلي)(?: \\S+){0,2} (اتدلق|وقع|اتكب|انكب|نزل)', '(اتدلق|اتكب|انكب|وقع) (عليه|عليها|عليا)(?: \\S+){0,2} (سخن~|مغلي~|بيغلي|بتغلي)', 'سلق (جلد~)?', 'فقاقيع من (ال)?(حرق|مايه السخنه)'],
  // A burn's danger is in its cause, size and depth (NICE CKS burns and scalds: referral criteria), not in the word.
  BURN_CAUSE: ['electric~', 'electrocut~', 'chemical~?', 'acid', 'smoke inhalation', 'inhal~ (the )?(smoke|fumes)', 'house fire', 'كهربا', 'كهرباء', 'اتكهرب~', 'ماده كيماويه', 'مايه نار', 'ميه نار', 'ماء النار', 'حريقه', 'شرب~ دخان'],
  BURN_SITE: ['face', 'hands?', 'genitals', 'groin', 'feet', 'foot', 'private parts', '(وش~|وجه~|ايد~|ايدي~|اعضاء~|رجل~|قدم~)'],
  BURN_DEEP: ['blister~', 'bubbles?', '(skin|it) (is |went |looks )?(white|charred|black|leathery|peeling off|came off)', '(white|charred|leathery) (skin|patch|area)', 'فقاقيع', 'فقاعات', 'فقاع~', 'فقاقيع~', 'بقبق~', 'مية (تحت|في) (ال)?جلد', 'جلد~ (اتقشر|اتسلخ|ابيض|اسود|اتشال|نزل)', 'اتسلخ~'],
  BURN_MINOR: ['small', 'tiny', 'minor', 'little', 'superficial', 'no blisters?', 'without (any )?blisters?', 'صغير~', 'بسيط~', 'خفيف~', '(مفيش|من غير|بدون|مافيش) (اي )?(فقاقيع|فقاعات|مايه)'],
  BURN_LARGE: ['large', 'big', 'huge', 'whole (arm|leg|back|chest|hand|side)', '(bigger|larger) than (his|her|my|the|a) (palm|hand)', 'كبير~', 'مساحه كبيره', 'كل (دراع~|رجل~|ضهر~|صدر~|بطن~)', 'اكبر من (كف~|الكف|ايد~)'],
  SUNBURN: ['sun ?burn~', 'burnt by the sun', 'burned in the sun', 'لسع~ (ال)?شمس', 'لسعه شمس', '(حرق~|اتحرق~|انحرق~) (من|ب|في) (ال)?شمس', 'حروق (ال)?شمس'],
  SCORPION: ['scorpion~', 'snake ?bite', 'bitten by a snake', 'snake bit', 'viper', 'عقرب~', 'لدغ~ عقرب', 'قرص~ عقرب', 'عقربه', 'ثعبان~', 'تعبان (قرص~|لدغ~|عض~)', '(قرص~|لدغ~|عض~)(?: \\S+){0,1} تعبان', 'حيه (لدغت~|قرصت~)', 'افعي'],
  CO_SOURCE: [ "مدفا~", "مدفاه (ال)?غاز~", "دفايه (ال)?غاز", "سخان (ال)?غاز", "المدفاه",'carbon monoxide', '(gas|water|paraffin|kerosene) (heater|boiler|geyser)', 'heater', 'boiler', 'gas (leak|smell|stove|fire)', 'smell of gas', 'charcoal (burner|grill|brazier|stove)', 'generator (indoors|inside)', 'fumes', 'سخان', 'السخان', 'دفاي~', 'الدفايه', 'كانون', 'منقد', 'فحم', 'ريحه (ال)?غاز', 'تسريب (ال)?غاز', '(ال)?غاز(?: \\S+){0,1} (بيسرب|مسرب|مفتوح|ريحته)', 'اول اكسيد (ال)?كربون', 'شكمان', 'مولد (كهربا )?جوه'],
  GROUP: ['(all|both) of (us|them)', 'everyone (in the house|at home)', 'the whole family', 'my (husband|wife|kids|children) (too|as well)', '(كلنا|كلهم|الاتنين|التنين)', '(البيت|العيله|الاسره) كله~', '(جوزي|مراتي|العيال|الاولاد|ولادي) (كمان|برضه)'],
  DIZZY: ['dizz~', 'light[- ]?headed', 'vertigo', 'woozy', 'دوخ~', 'دايخ~', 'دوار', 'دوخه', 'الدنيا بتلف'],
  // Injuries
  HEAD_INJURY: ['(hit|banged|bumped|knocked|struck|injured|hurt) (his|her|my|their) head', 'head (injury|trauma|wound)', 'fell (on|onto|and hit) (his|her|my) head', 'fell (down the stairs|off (the|a) (bed|table|sofa|bike|motorbike|ladder|roof|balcony))', '(اتخبط~|خبط~|اتضرب~|وقع~|اتعور~)(?: \\S+){0,2} (في|على|علي) (راس~|دماغ~)', 'خبطه (في|على|علي) (ال)?(راس|دماغ)~', 'اصابه (في|ب) ?(ال)?(راس|دماغ)~', 'وقع~ من (على )?(السرير|الكنبه|السلم|الترابيزه|البلكونه|السطح|العجله|الموتوسيكل)'],
  HEAT: [ "تحت (ال)?شمس", "(في|تحت) (ال)?حر (ال)?(شديد|جامد)",'heat ?stroke', 'sun ?stroke', 'in the (sun|heat) (all day|for hours)', 'ضربه شمس', 'ضربة شمس', '(في|تحت) (ال)?شمس (طول اليوم|ساعات)', 'الحر (الشديد|جامد)'],
  ALLERGY: [ '(fol|فول) سوداني', 'سوداني', 'مكسرات', 'جمبري', 'nuts', 'shellfish','allerg~', 'anaphyla~', 'peanut~', 'sting', 'stung', 'حساسي~', 'قرص~ (نحل~|دبور)', 'لسع~ (نحل~|دبور)', 'اتقرص~'],
  THROAT_SWELL: [ "(تورم|ورم|انتفاخ) (في )?(ال)?(شف~|لسان~|حلق~|زور~)", '(زور~|حلق~|لسان~|شفايف~|شفت~|وش~)(?: \\S+){0,1} (ورم~|اتنفخ~|انتفخ~|تورم~)','(throat|tongue|lips?|mouth) (is |are |feel~ |feels |going |getting )*(closing|swell~|swollen|tight)', 'swollen (tongue|lips|throat)', "(can'?t|cannot) swallow", '(زور~|حلق~|لسان~|شفايف~)(?: \\S+){0,1} (بيقفل|بتقفل|وارم~|متورم~|بيورم|بيتقفل|مقفول)', 'تورم (ال)?(لسان|شفاه|حلق|زور)', 'مش (قادر|قادره) (ابلع|يبلع|تبلع)'],
  DIABETIC: ['diabet~', 'type (1|one|i)', 'on insulin', 'insulin', 'sugar patient', 'عنده سكر', 'عندها سكر', 'عندي سكر', 'مريض~ (ال)?سكر~', 'سكري', 'مرض السكر', 'انسولين', 'الانسولين'],
  THIRST: ['thirst~', 'drinking (lots|a lot) of water', 'عطش~', 'عطشان~', '(بيشرب|بتشرب|بشرب|يشرب|تشرب) (ميه|مايه|مية|ماء) (كتير|كثير|بكثره)'],
  MOOD: ['depress~', 'feel~ (so |very |really )?(down|low|empty|hopeless|worthless)', 'hopeless~', 'worthless', 'low mood', 'sad all the time', 'اكتئاب', 'مكتئب~', 'حزين~', 'زهقان~', 'مخنوق~ من (الدنيا|حيات~|كل حاجه)', '(مليش|ماليش) نفس (لحاجه|لاي حاجه|في اي حاجه)', 'ياس', 'يائس~', 'محبط~', 'احباط'],
  HIGH_SUGAR: ['(sugar|glucose|blood sugar) (is |was )?(very |really )?(high|over \\d{3}|above \\d{3}|\\d{3})', 'ketones', 'dka', 'السكر(?: \\S+){0,1} (عالي|ضارب|مرتفع|طالع|\\d{3})', 'كيتون~', 'حموضه (في )?(ال)?دم'],
  LOW_SUGAR: ['(sugar|glucose|blood sugar) (is |was |went |dropped )*(very |really )?(low|dropped|crashed|under \\d{2}|below \\d{2})', 'hypo', 'hypoglyc~', 'السكر(?: \\S+){0,1} (واطي|نزل|وقع|هبط|منخفض)', 'هبوط (في )?(ال)?سكر', 'غيبوبه سكر'],
  // Fever duration and chronicity, used to keep overtriage in check
  VERY_HIGH_FEVER: ['(4[0-2])([.]\\d)?', '39[.][5-9]', 'very high (fever|temperature)', 'سخونيه (عاليه|جامده) (جدا|اوي)', 'حراره عاليه جدا'],
  // Said once for every rule that needs them (src/rules/table.ts). Verbs, nouns, Egyptian forms and misspellings.
  HEAVY_BLEED: [
    'bleeding (very )?(heavily|a lot|badly|loads|non ?stop|everywhere)', 'heavy bleeding', 'heavily bleeding', "bleeding (that )?(won'?t|will not|doesn'?t|does not|can'?t) stop", "(won'?t|will not) stop bleeding", 'losing (a lot of|lots of) blood', 'soak~ (through )?(a |one |the |my )?(pad|pads|towel|towels|sheets?)', '(large|big|huge) (blood )?clots', 'pouring (out )?blood', 'gushing (out )?blood', 'blood (everywhere|pouring|gushing)',
    'نزيف (شديد|جامد|كتير|حاد|غزير|لا يتوقف|مش بيقف|مبيقفش|جامد اوي)', '(بنزف|بينزف|بتنزف|ينزف|تنزف|نازف~|نزفت|نزف)(?: \\S+){0,1} (جامد|كتير|بشده|اوي|جدا|بغزاره|مش بيقف|ومش بيقف)', '(ال)?دم (مش بيقف|مش راضي يقف|مبيقفش|مش عايز يقف|بيشر|بيشخ|نازل جامد|نازل كتير|نازل زي الحنفيه)', 'دم (كتير|جامد|بغزاره) (نازل|بينزل)', '(بغير|بتغير|غيرت) (ال)?(فوطه|الفوط|البامبرز|فوط) كل (ساعه|شويه|نص ساعه)', 'جلطات (دم )?(كبيره|كتير)', 'حتت دم كبيره',
  ],
  NOT_BREATHING: ['not breathing(?! (well|properly|normally|right|through|easily))', 'stopped breathing', "(can'?t|cannot) breathe at all", 'مش بيتنفس(?! (كويس|كويسه|طبيعي|من))', 'مش بتتنفس(?! (كويس|كويسه|طبيعي|من))', 'مبيتنفسش', 'مبتتنفسش', 'وقف~ (عن )?(ال)?(تنفس|نفس)', 'لا (يتنفس|تتنفس)', 'نفس~ (وقف|اتقطع خالص)'],
  AIRWAY_CLOSING: ['throat (is )?(closing|closing up|swelling shut)', 'tongue (is )?(swelling|swollen)', 'swollen tongue', '(زور~|حلق~)(?: \\S+){0,1} (بيقفل|بتقفل|بيتقفل|اتقفل|مقفول)', 'لسان~(?: \\S+){0,1} (وارم~|بيورم|متورم~|اتنفخ~)', 'تورم (ال)?(لسان|حلق|زور)'],
  ANTICOAG: ['warfarin', 'coumadin', 'marevan', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'pradaxa', 'edoxaban', 'lixiana', 'heparin', 'clexane', 'enoxaparin', 'clopidogrel', 'plavix', 'blood thinner~', 'thinners', 'anti ?coagula~', 'ha?emophilia', 'bleeding disorder',
    'وارفارين', 'ماريفان', 'مارفان', 'ماريفن', 'كومادين', 'اليكويس', 'ابيكسابان', 'زارلتو', 'اكزارلتو', 'ريفاروكسابان', 'براداكسا', 'كليكسان', 'هيبارين', 'بلافيكس', 'كلوبيدوجريل', '(دوا~|ادوي~|حبوب|علاج|برشام~) (ال)?(سيول~|مسيل~|تسييل|سيوله)', 'سيوله', 'مسيل~ (لل|ال)?دم', 'مميع~ (لل|ال)?دم', 'بياخد (ال)?سيوله', 'هيموفيليا', 'نزف وراثي'],
  FALL: ['fell', 'fall~', 'slipped', 'tripped', 'وقع~', 'وقعت', 'اتزحلق~', 'اتكعبل~', 'اتزفلط~', 'تزحلق~', 'سقط~', 'اتخبط~', 'خبط~', 'الخبطه'],
  HEAD: ['head', 'skull', 'forehead', 'راس~', 'دماغ~', 'قفا~', 'جبه~', 'جبين~'],
  POSTPARTUM: ['gave birth', 'given birth', 'had (a|my|the|her) baby', 'delivered (a |my |her |the )?baby', 'after (the |my |her )?(birth|delivery|labour|labor|c-?section|caesarean|cesarean)', 'post ?partum', 'post ?natal', 'since (the |my |her )?(birth|delivery)', 'c ?section', 'caesarean', 'cesarean',
    'ولدت', 'ولدتها', 'بعد (ال)?(ولاده|الوضع|القيصري~|العمليه القيصري~|ما ولدت|ماولدت)', 'لسه (والده|مولده|ولدانه|والد~)', '(انا|هي) (والده|ولدانه|لسه والده)', 'نفاس', 'النفاس', 'نفسا', 'ولاده (قيصري~|طبيعي~)', 'قيصري~', 'مولده من', 'ولدانه'],
  PESTICIDE: ['pesticide~', 'insecticide~', 'organo ?phosph~', 'crop spray~', 'spray~ (the )?(crops|field|fields|farm)', 'weed ?killer', 'rat poison', 'paraquat', 'malathion', 'chlorpyrifos', 'lannate', 'methomyl',
    'مبيد~', 'المبيد', 'رش~ (ال)?(مبيد~|غيط|زرع|الارض|القطن|الرز|الشجر)', 'سم (ال)?(فيران|فار|الفار)', 'كيماوي (ال)?(زرع|غيط)', 'سموم زراعي~', 'لانيت', 'ملاثيون', 'باراكوات'],
  FOOT: ['foot', 'feet', 'toe~', 'heel', 'sole', 'قدم~', 'رجل~', 'صباع رجل~', 'صوابع رجل~', 'كعب~', 'صابع رجل~'],
  WOUND_INFECTED: ['infect~', 'pus', 'oozing', 'foul[- ]smelling', 'smell~ (bad|foul|awful)', 'gangren~', '(black|blackened|dark) (toe|toes|skin|patch)', 'spreading redness', 'red (hot|and hot|and swollen|swollen)', 'hot and swollen', 'ulcer~', 'wound', "sore (that )?(won'?t|will not|doesn'?t|does not) heal", 'abscess',
    'صديد', 'قيح', 'ملتهب~', 'التهب~', 'متقيح~', 'جرح~', 'قرح~', 'غرغرين~', 'ريحه (وحشه|وحشة|مش كويسه)', '(صباع|جلد|صوابع)(?: \\S+){0,1} (اسود|اسودت|اسمر|ازرق)', 'احمرار (بيزيد|بيوسع|منتشر|بيمشي)', '(سخن~|سخنه) (و ?)?(احمر~|حمرا|وارم~)', 'خراج'],
  TEARING: ['tearing', 'ripping', 'like (something|a knife|someone) (is )?(tearing|ripping|stabbing)', 'بيتمزق', 'تمزق', 'زي (ال)?سكينه', 'زي حد (بيقطع|بيشق)', 'بيتشق', 'بيشق'],
  HYPERTENSION: ['high blood pressure', 'hypertens~', 'blood pressure (is )?(very )?high', 'on (blood )?pressure (pills|tablets|medicine)', 'ضغط~ (عالي|مرتفع)', '(عنده|عندي|عندها) ضغط', 'مريض~ ضغط', 'ارتفاع (في )?(ال)?ضغط'],
  BLANCHES: ['(fade~|fades|disappear~|go~ (white|pale|away)|goes white|turns? white|vanish~|blanch~) (when|if|with|on|under) (you |i |we |they )?(press~|push~|pressure|a glass)', 'blanch~', '(بتختفي|بيختفي|بتروح|بيروح|بتبهت|بيبهت|بتبيض|بيبيض|بتفتح) (لما|بال|مع ال|لو|مع) ?(ضغط|اضغط|تضغط|ندوس|ادوس|نضغط|بضغط|الضغط)'],
};

const PREFIX = '(?:وال|بال|فال|كال|لل|ال|و|ف|ب|ل|ك)?';

function compileFamily(patterns: string[]): RegExp {
  const alts = patterns.map((p) =>
    normalizeArabic(p)
      // An optional word group after a space: " (x)?" is optional together with its space.
      .replace(/ \(([^()]*[^() ])\)\?(?=$| )/g, '(?: (?:$1))?')
      .replace(/~/g, '\\p{L}*')
      .replace(/…/g, '(?:\\s+\\S+){0,3}')
      .replace(/ \?/g, '\\s*')
      .replace(/ /g, '\\s+'),
  );
  return new RegExp(`(?<![\\p{L}\\p{N}])${PREFIX}(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

export const CONCEPT_IDS = Object.keys(FAMILIES);
/** A concept and the concept that says its opposite (a rash that fades when pressed blanches). */
const OPPOSITES: [string, string][] = [['NONBLANCH', 'BLANCHES']];
const COMPILED = CONCEPT_IDS.map((id) => ({ id, re: compileFamily(FAMILIES[id]) }));

// Negation is read once for every concept (nlu/negation.ts); "no longer", "in case" and "not sure" are phrases.
const NEGATION_PHRASES = [/\bno longer$/, /\bin case$/, /\bnot sure$/];

function negatedBefore(before: string): boolean {
  const words = before.trim().split(/\s+/).filter(Boolean);
  // Nearest word first: a new positive statement ("وعنده") ends the reach of a negation before it.
  for (let k = words.length - 1; k >= 0 && k >= words.length - 3; k--) {
    if (cancelsFollowing(words[k], words[k - 1], words.length - k)) return true;
    if (startsAffirmative(words[k])) return false;
  }
  const tail = words.slice(-3).join(' ');
  return NEGATION_PHRASES.some((r) => r.test(tail));
}

export interface TextConcepts {
  /** Families mentioned and not negated anywhere in the text. */
  all: Set<string>;
  /** Per sentence, for families that must be said together ("took" + "20" + "tablets"). */
  sentences: Set<string>[];
}

/** Prepares user text: normalised, digits Latin, decimals kept, other punctuation spaced out. */
function prepare(text: string): string {
  return normalizeText(text.replace(/\n+/g, ' . ').replace(/\bcan not\b/gi, 'cannot'))
    .replace(/(\d)[.,٫](\d)/g, '$1DECIMALPOINT$2')
    .replace(/['’]/g, "'")
    .replace(/([!?؟;؛.])/g, ' $1 ')
    .replace(/[()[\]{}"«»“”:\-_/\\*+=<>~^]+/g, ' ')
    .replace(/DECIMALPOINT/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

interface ClauseSpan {
  start: number;
  end: number;
  /** A negated short list item, or the item after one ("no fever, chills or confusion"). */
  negatedList: boolean;
}

const CLAUSE_BOUNDARY = /[,،]|\s(?:but|however|although|though|except|and|plus|also|then|بس|لكن|ولكن|انما|وبعدين|وكمان|كمان)\s/gu;

function clauseSpans(sentence: string): ClauseSpan[] {
  const spans: ClauseSpan[] = [];
  let start = 0;
  CLAUSE_BOUNDARY.lastIndex = 0;
  const cuts: [number, number][] = [];
  let m: RegExpExecArray | null;
  while ((m = CLAUSE_BOUNDARY.exec(sentence))) cuts.push([m.index, m.index + m[0].length]);
  cuts.push([sentence.length, sentence.length]);
  let prevNegated = false;
  for (const [a, b] of cuts) {
    const text = sentence.slice(start, a).trim();
    const words = text.split(/\s+/).filter(Boolean);
    const startsNegated = words.slice(0, 2).some((w, k) => cancelsFollowing(w, words[k - 1]));
    const inherits: boolean = prevNegated && words.length <= 4;
    spans.push({ start, end: a, negatedList: inherits });
    prevNegated = startsNegated || inherits;
    start = b;
  }
  return spans;
}

/** Danger-sign families found in free text, with negation handled within each clause. */
export function detectConcepts(text: string): TextConcepts {
  const all = new Set<string>();
  const sentences: Set<string>[] = [];
  const n = prepare(typeof text === 'string' ? text.slice(0, 2000) : '');
  if (!n) return { all, sentences };
  for (const sentence of n.split(/ [!?؟;؛.](?= |$)/u)) {
    const found = new Set<string>();
    const spans = clauseSpans(sentence);
    for (const { id, re } of COMPILED) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(sentence))) {
        const at = m.index;
        const span = spans.find((sp) => at >= sp.start && at <= sp.end) ?? spans[0];
        if (!span.negatedList && !negatedBefore(sentence.slice(span.start, at))) {
          found.add(id);
          break;
        }
        if (m[0].length === 0) re.lastIndex++;
      }
    }
    // Polarity: a sign said with its opposite in the same sentence ("spots that fade when pressed") is the opposite.
    for (const [id, opposite] of OPPOSITES) if (found.has(opposite)) found.delete(id);
    sentences.push(found);
    for (const id of found) all.add(id);
  }
  return { all, sentences };
}
