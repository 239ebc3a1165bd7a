import type { QuestionWording } from '../types.ts';

/**
 * The wording of the DDXPlus questions and answer options, kept apart from the generated knowledge base so that
 * translators can edit it without touching statistics.
 *
 * Every question has three forms in each language (`QuestionWording`): to the person typing ("you"), and about
 * someone else, by sex ("he", "she"): a child, a baby or a relative (engine/person.ts chooses). The English
 * "you" form is DDXPlus's own question, corrected where it was unclear and given the anchors of its scale.
 * The Arabic is Egyptian, as a Cairo GP asks it ("عندك سخونية؟"); medical words with no common colloquial
 * word stay Modern Standard Arabic and are explained in brackets ("استرواح صدري (هوا بيهرب حوالين الرئة)").
 * The Arabic "you" form avoids a gendered word where it can ("عندك", "حصلك"); where it cannot («حاسس»,
 * «مش قادر»), a fourth Arabic form speaks to a woman («حاسة», «مش قادرة»). Questions asked only of women are
 * worded to a woman.
 */
const w = (en: [string, string, string], ar: [string, string, string, string?]): QuestionWording => ({
  en: { you: en[0], he: en[1], she: en[2] },
  ar: { you: ar[0], he: ar[1], she: ar[2], ...(ar[3] ? { youF: ar[3] } : {}) },
});

export const DDX_QUESTIONS: Record<string, QuestionWording> = {
  E_91: w(
    [
      'Do you have a fever (either felt or measured with a thermometer)?',
      'Does he have a fever (he feels hot, or it was measured with a thermometer)?',
      'Does she have a fever (she feels hot, or it was measured with a thermometer)?',
    ],
    [
      'عندك سخونية (حسيت بيها أو قستها بالترمومتر)؟',
      'عنده سخونية (جسمه سخن أو اتقاست حرارته بالترمومتر)؟',
      'عندها سخونية (جسمها سخن أو اتقاست حرارتها بالترمومتر)؟',
    ],
  ),
  E_55: w(
    ['Where do you feel pain?', 'Where does he feel pain?', 'Where does she feel pain?'],
    ['الوجع فين؟', 'الوجع عنده فين؟', 'الوجع عندها فين؟'],
  ),
  E_53: w(
    [
      'Do you have pain somewhere, related to your reason for consulting?',
      'Does he have pain anywhere, related to the problem he is consulting for?',
      'Does she have pain anywhere, related to the problem she is consulting for?',
    ],
    [
      'عندك وجع في أي حتة ليه علاقة بالمشكلة دي؟',
      'عنده وجع في أي حتة ليه علاقة بالمشكلة اللي جاي عشانها؟',
      'عندها وجع في أي حتة ليه علاقة بالمشكلة اللي جاية عشانها؟',
    ],
  ),
  E_57: w(
    [
      'Does the pain spread (radiate) to another place?',
      'Does his pain spread (radiate) to another place?',
      'Does her pain spread (radiate) to another place?',
    ],
    [
      'الوجع بيمشي (بيمتد) لمكان تاني؟',
      'الوجع بتاعه بيمشي (بيمتد) لمكان تاني؟',
      'الوجع بتاعها بيمشي (بيمتد) لمكان تاني؟',
    ],
  ),
  E_54: w(
    [
      'How would you describe the pain?',
      'How would he describe his pain (or how does it seem to him)?',
      'How would she describe her pain (or how does it seem to her)?',
    ],
    ['الوجع شكله إيه؟ توصفه إزاي؟', 'الوجع اللي عنده عامل إزاي؟', 'الوجع اللي عندها عامل إزاي؟'],
  ),
  E_59: w(
    [
      'How fast did the pain come on? (0 = very gradually, 10 = all of a sudden)',
      'How fast did his pain come on? (0 = very gradually, 10 = all of a sudden)',
      'How fast did her pain come on? (0 = very gradually, 10 = all of a sudden)',
    ],
    [
      'الوجع جه بسرعة قد إيه؟ (0 = بالتدريج خالص، 10 = فجأة)',
      'الوجع جاله بسرعة قد إيه؟ (0 = بالتدريج خالص، 10 = فجأة)',
      'الوجع جالها بسرعة قد إيه؟ (0 = بالتدريج خالص، 10 = فجأة)',
    ],
  ),
  E_56: w(
    [
      'How strong is the pain? (0 = no pain, 10 = the worst pain possible)',
      'How strong is his pain? (0 = no pain, 10 = the worst pain possible)',
      'How strong is her pain? (0 = no pain, 10 = the worst pain possible)',
    ],
    [
      'الوجع شديد قد إيه؟ (0 = مفيش وجع، 10 = أشد وجع ممكن)',
      'الوجع عنده شديد قد إيه؟ (0 = مفيش وجع، 10 = أشد وجع ممكن)',
      'الوجع عندها شديد قد إيه؟ (0 = مفيش وجع، 10 = أشد وجع ممكن)',
    ],
  ),
  E_58: w(
    [
      'How precisely can you point to where the pain is? (0 = spread out, 10 = one exact spot)',
      'How precisely can he point to where the pain is? (0 = spread out, 10 = one exact spot)',
      'How precisely can she point to where the pain is? (0 = spread out, 10 = one exact spot)',
    ],
    [
      'تقدر تحدد مكان الوجع بالظبط قد إيه؟ (0 = منتشر، 10 = في نقطة واحدة محددة)',
      'يقدر يحدد مكان الوجع بالظبط قد إيه؟ (0 = منتشر، 10 = في نقطة واحدة محددة)',
      'هي تقدر تحدد مكان الوجع بالظبط قد إيه؟ (0 = منتشر، 10 = في نقطة واحدة محددة)',
    ],
  ),
  E_159: w(
    ['Did you lose consciousness?', 'Did he lose consciousness?', 'Did she lose consciousness?'],
    ['حصلك إغماء (فقدت الوعي)؟', 'حصله إغماء (فقد الوعي)؟', 'حصلها إغماء (فقدت الوعي)؟'],
  ),
  E_133: w(
    ['Where on the skin is the problem?', 'Where on his skin is the problem?', 'Where on her skin is the problem?'],
    ['المشكلة اللي في الجلد فين؟', 'المشكلة اللي في جلده فين؟', 'المشكلة اللي في جلدها فين؟'],
  ),
  E_129: w(
    [
      'Do you have any lesions, redness or problems on your skin that you believe are related to the condition you are consulting for?',
      'Does he have any spots, redness or other problem on his skin that seems related to the problem he is consulting for?',
      'Does she have any spots, redness or other problem on her skin that seems related to the problem she is consulting for?',
    ],
    [
      'عندك حبوب أو احمرار أو أي مشكلة في الجلد ممكن يكون ليها علاقة بتعبك؟',
      'عنده حبوب أو احمرار أو أي مشكلة في جلده ممكن يكون ليها علاقة بتعبه؟',
      'عندها حبوب أو احمرار أو أي مشكلة في جلدها ممكن يكون ليها علاقة بتعبها؟',
    ],
  ),
  E_130: w(
    ['What color is the rash?', 'What colour is his rash?', 'What colour is her rash?'],
    ['الطفح (الحبوب) لونه إيه؟', 'الطفح اللي عنده لونه إيه؟', 'الطفح اللي عندها لونه إيه؟'],
  ),
  E_134: w(
    [
      'How painful is the rash? (0 = no pain, 10 = the worst pain possible)',
      'How painful is his rash? (0 = no pain, 10 = the worst pain possible)',
      'How painful is her rash? (0 = no pain, 10 = the worst pain possible)',
    ],
    [
      'الطفح بيوجع قد إيه؟ (0 = مش بيوجع خالص، 10 = أشد وجع ممكن)',
      'الطفح اللي عنده بيوجعه قد إيه؟ (0 = مش بيوجع خالص، 10 = أشد وجع ممكن)',
      'الطفح اللي عندها بيوجعها قد إيه؟ (0 = مش بيوجع خالص، 10 = أشد وجع ممكن)',
    ],
  ),
  E_132: w(
    [
      'How swollen is the rash? (0 = not swollen, 10 = very swollen)',
      'How swollen is his rash? (0 = not swollen, 10 = very swollen)',
      'How swollen is her rash? (0 = not swollen, 10 = very swollen)',
    ],
    [
      'الطفح وارم قد إيه؟ (0 = مش وارم خالص، 10 = وارم جدًا)',
      'الطفح اللي عنده وارم قد إيه؟ (0 = مش وارم خالص، 10 = وارم جدًا)',
      'الطفح اللي عندها وارم قد إيه؟ (0 = مش وارم خالص، 10 = وارم جدًا)',
    ],
  ),
  E_136: w(
    [
      'How bad is the itching? (0 = no itching, 10 = the worst itching possible)',
      'How bad is his itching? (0 = no itching, 10 = the worst itching possible)',
      'How bad is her itching? (0 = no itching, 10 = the worst itching possible)',
    ],
    [
      'الهرش (الحكة) شديد قد إيه؟ (0 = مفيش هرش، 10 = أشد هرش ممكن)',
      'الهرش (الحكة) عنده شديد قد إيه؟ (0 = مفيش هرش، 10 = أشد هرش ممكن)',
      'الهرش (الحكة) عندها شديد قد إيه؟ (0 = مفيش هرش، 10 = أشد هرش ممكن)',
    ],
  ),
  E_135: w(
    [
      'Is the lesion (or are the lesions) larger than 1cm?',
      'Is his spot (or are his spots) larger than 1 cm?',
      'Is her spot (or are her spots) larger than 1 cm?',
    ],
    [
      'الحباية أو البقعة (أو البقع) أكبر من 1 سم (قد ضفر الصباع الصغير)؟',
      'الحباية أو البقعة اللي عنده (أو البقع) أكبر من 1 سم (قد ضفر الصباع الصغير)؟',
      'الحباية أو البقعة اللي عندها (أو البقع) أكبر من 1 سم (قد ضفر الصباع الصغير)؟',
    ],
  ),
  E_131: w(
    ['Do the spots peel or flake off?', 'Do his spots peel or flake off?', 'Do her spots peel or flake off?'],
    ['البقع اللي في الجلد بتقشّر؟', 'البقع اللي في جلده بتقشّر؟', 'البقع اللي في جلدها بتقشّر؟'],
  ),
  E_154: w(
    ['Is your skin much paler than usual?', 'Is his skin much paler than usual?', 'Is her skin much paler than usual?'],
    [
      'لونك أصفر (باهت) أكتر من العادي بكتير؟',
      'لونه أصفر (باهت) أكتر من العادي بكتير؟',
      'لونها أصفر (باهت) أكتر من العادي بكتير؟',
    ],
  ),
  E_155: w(
    [
      'Do you feel your heart is beating fast (racing), irregularly (missing a beat) or do you feel palpitations?',
      'Does he feel his heart beating fast (racing) or irregularly (skipping beats), or does he have palpitations?',
      'Does she feel her heart beating fast (racing) or irregularly (skipping beats), or does she have palpitations?',
    ],
    [
      'قلبك بيدق بسرعة أو مش منتظم (بيفوّت دقات)، أو عندك خفقان؟',
      'قلبه بيدق بسرعة أو مش منتظم (بيفوّت دقات)، أو عنده خفقان؟',
      'قلبها بيدق بسرعة أو مش منتظم (بيفوّت دقات)، أو عندها خفقان؟',
    ],
  ),
  E_210: w(
    [
      'Have you recently thrown up blood or something resembling coffee beans?',
      'Has he recently vomited blood, or something that looks like coffee grounds?',
      'Has she recently vomited blood, or something that looks like coffee grounds?',
    ],
    [
      'رجّعت دم قريب، أو حاجة شكلها زي تفل البن؟',
      'رجّع دم قريب، أو حاجة شكلها زي تفل البن؟',
      'هي رجّعت دم قريب، أو حاجة شكلها زي تفل البن؟',
    ],
  ),
  E_140: w(
    [
      'Have you recently had stools that were black (like coal)?',
      'Has he recently had black stools (black like coal)?',
      'Has she recently had black stools (black like coal)?',
    ],
    [
      'البراز عندك اليومين دول بقى لونه أسود (زي الفحم)؟',
      'البراز عنده اليومين دول بقى لونه أسود (زي الفحم)؟',
      'البراز عندها اليومين دول بقى لونه أسود (زي الفحم)؟',
    ],
  ),
  E_51: w(
    [
      'Have you had diarrhea or an increase in stool frequency?',
      'Has he had diarrhoea, or been passing stools more often than usual?',
      'Has she had diarrhoea, or been passing stools more often than usual?',
    ],
    [
      'عندك إسهال، أو بتدخل الحمام تعمل براز أكتر من العادي؟',
      'عنده إسهال، أو بيعمل براز أكتر من العادي؟',
      'عندها إسهال، أو بتعمل براز أكتر من العادي؟',
    ],
  ),
  E_75: w(
    [
      'Do you feel like you are (or were) choking or suffocating?',
      'Does he feel (or did he feel) as if he is choking or suffocating?',
      'Does she feel (or did she feel) as if she is choking or suffocating?',
    ],
    [
      'حاسس (أو حسيت) إنك بتتخنق أو نفسك بيتقطع؟',
      'حاسس (أو حس) إنه بيتخنق أو نفسه بيتقطع؟',
      'حاسة (أو حست) إنها بتتخنق أو نفسها بيتقطع؟',
      'حاسة (أو حسيتي) إنك بتتخنقي أو نفسك بيتقطع؟',
    ],
  ),
  E_89: w(
    [
      'Do you constantly feel fatigued or do you have non-restful sleep?',
      'Does he feel tired all the time, or does he sleep badly (wake up unrested)?',
      'Does she feel tired all the time, or does she sleep badly (wake up unrested)?',
    ],
    [
      'تعبان (مرهق) على طول، أو نومك مش مريح؟',
      'تعبان (مرهق) على طول، أو نومه مش مريح؟',
      'تعبانة (مرهقة) على طول، أو نومها مش مريح؟',
      'تعبانة (مرهقة) على طول، أو نومك مش مريح؟',
    ],
  ),
  E_114: w(
    [
      'Are you more irritable or has your mood been very unstable recently?',
      'Has he been more irritable lately, or has his mood been very changeable?',
      'Has she been more irritable lately, or has her mood been very changeable?',
    ],
    [
      'بقيت عصبي أكتر اليومين دول، أو مزاجك بيتقلب كتير؟',
      'بقى عصبي أكتر اليومين دول، أو مزاجه بيتقلب كتير؟',
      'بقت عصبية أكتر اليومين دول، أو مزاجها بيتقلب كتير؟',
      'بقيتي عصبية أكتر اليومين دول، أو مزاجك بيتقلب كتير؟',
    ],
  ),
  E_82: w(
    [
      'Do you feel lightheaded and dizzy or do you feel like you are about to faint?',
      'Does he feel light-headed and dizzy, or as if he is about to faint?',
      'Does she feel light-headed and dizzy, or as if she is about to faint?',
    ],
    [
      'عندك دوخة أو خفة في الدماغ، أو حاسس إنك هيغمى عليك؟',
      'عنده دوخة أو خفة في الدماغ، أو حاسس إنه هيغمى عليه؟',
      'عندها دوخة أو خفة في الدماغ، أو حاسة إنها هيغمى عليها؟',
      'عندك دوخة أو خفة في الدماغ، أو حاسة إنك هيغمى عليكي؟',
    ],
  ),
  E_148: w(
    [
      'Are you feeling nauseous or do you feel like vomiting?',
      'Does he feel sick (nauseous), or as if he is going to vomit?',
      'Does she feel sick (nauseous), or as if she is going to vomit?',
    ],
    [
      'عندك غثيان (لَعيان نفس)، أو حاسس إنك عايز ترجّع؟',
      'عنده غثيان (لَعيان نفس)، أو حاسس إنه عايز يرجّع؟',
      'عندها غثيان (لَعيان نفس)، أو حاسة إنها عايزة ترجّع؟',
      'عندك غثيان (لَعيان نفس)، أو حاسة إنك عايزة ترجّعي؟',
    ],
  ),
  E_94: w(
    ['Have you had chills or shivers?', 'Has he had chills or shivering?', 'Has she had chills or shivering?'],
    ['جالك قشعريرة أو رعشة برد؟', 'جاله قشعريرة أو رعشة برد؟', 'جالها قشعريرة أو رعشة برد؟'],
  ),
  E_220: w(
    [
      'Do you have pain that is increased when you breathe in deeply?',
      'Does his pain get worse when he takes a deep breath?',
      'Does her pain get worse when she takes a deep breath?',
    ],
    ['الوجع بيزيد لما تاخد نفس عميق؟', 'الوجع بيزيد لما ياخد نفس عميق؟', 'الوجع عندها بيزيد لما تاخد نفس عميق؟'],
  ),
  E_161: w(
    [
      'Have you recently had a loss of appetite or do you get full more quickly than usually?',
      'Has he recently lost his appetite, or does he feel full sooner than usual?',
      'Has she recently lost her appetite, or does she feel full sooner than usual?',
    ],
    [
      'نفسك اتسدت عن الأكل اليومين دول، أو بتشبع أسرع من العادي؟',
      'نفسه اتسدت عن الأكل اليومين دول، أو بيشبع أسرع من العادي؟',
      'نفسها اتسدت عن الأكل اليومين دول، أو بتشبع أسرع من العادي؟',
    ],
  ),
  E_179: w(
    [
      'Have you noticed light red blood or blood clots in your stool?',
      'Has he noticed bright red blood or blood clots in his stool?',
      'Has she noticed bright red blood or blood clots in her stool?',
    ],
    [
      'لاحظت دم أحمر فاتح أو جلطات دم مع البراز؟',
      'فيه دم أحمر فاتح أو جلطات دم مع البراز بتاعه؟',
      'فيه دم أحمر فاتح أو جلطات دم مع البراز بتاعها؟',
    ],
  ),
  E_162: w(
    [
      'Have you had an involuntary weight loss over the last 3 months?',
      'Has he lost weight without trying in the last 3 months?',
      'Has she lost weight without trying in the last 3 months?',
    ],
    [
      'وزنك نزل من غير ما تقصد في آخر 3 شهور؟',
      'وزنه نزل من غير ما يقصد في آخر 3 شهور؟',
      'وزنها نزل من غير ما تقصد في آخر 3 شهور؟',
    ],
  ),
  E_173: w(
    [
      'Do you have a burning sensation that starts in your stomach then goes up into your throat, and can be associated with a bitter taste in your mouth?',
      'Does he have a burning feeling that starts in his stomach and rises into his throat, sometimes with a bitter taste in his mouth?',
      'Does she have a burning feeling that starts in her stomach and rises into her throat, sometimes with a bitter taste in her mouth?',
    ],
    [
      'عندك حرقان بيبدأ من المعدة ويطلع لحد الزور، وساعات معاه طعم مر في بقك؟',
      'عنده حرقان بيبدأ من المعدة ويطلع لحد الزور، وساعات معاه طعم مر في بقه؟',
      'عندها حرقان بيبدأ من المعدة ويطلع لحد الزور، وساعات معاه طعم مر في بقها؟',
    ],
  ),
  E_33: w(
    [
      'Do you have pain that improves when you lean forward?',
      'Does his pain get better when he leans forward?',
      'Does her pain get better when she leans forward?',
    ],
    ['الوجع بيخف لما تميل بجسمك لقدام؟', 'الوجع بيخف لما يميل بجسمه لقدام؟', 'الوجع بيخف لما تميل بجسمها لقدام؟'],
  ),
  E_218: w(
    [
      'Do you have symptoms that are increased with physical exertion but alleviated with rest?',
      'Do his symptoms get worse with physical effort and better with rest?',
      'Do her symptoms get worse with physical effort and better with rest?',
    ],
    [
      'الأعراض بتزيد مع المجهود وبتخف مع الراحة؟',
      'الأعراض عنده بتزيد مع المجهود وبتخف مع الراحة؟',
      'الأعراض عندها بتزيد مع المجهود وبتخف مع الراحة؟',
    ],
  ),
  E_93: w(
    [
      'Do you have numbness, loss of sensation or tingling in the feet?',
      'Does he have numbness, loss of feeling or pins and needles in his feet?',
      'Does she have numbness, loss of feeling or pins and needles in her feet?',
    ],
    [
      'عندك تنميل أو فقدان إحساس أو شكشكة (زي الإبر) في رجليك؟',
      'عنده تنميل أو فقدان إحساس أو شكشكة (زي الإبر) في رجليه؟',
      'عندها تنميل أو فقدان إحساس أو شكشكة (زي الإبر) في رجليها؟',
    ],
  ),
  E_66: w(
    [
      'Are you clearly short of breath, or is breathing clearly difficult for you?',
      'Is he clearly short of breath, or is breathing clearly difficult for him?',
      'Is she clearly short of breath, or is breathing clearly difficult for her?',
    ],
    [
      'عندك نهجان أو ضيق نفس واضح، أو بتتنفس بصعوبة واضحة؟',
      'عنده نهجان أو ضيق نفس واضح، أو بيتنفس بصعوبة واضحة؟',
      'عندها نهجان أو ضيق نفس واضح، أو بتتنفس بصعوبة واضحة؟',
    ],
  ),
  E_163: w(
    ['Have you had any vaginal discharge?', 'Has he had any vaginal discharge?', 'Has she had any vaginal discharge?'],
    [
      'عندك إفرازات مهبلية (إفرازات من تحت)؟',
      'عنده إفرازات مهبلية (إفرازات من تحت)؟',
      'عندها إفرازات مهبلية (إفرازات من تحت)؟',
    ],
  ),
  E_30: w(
    [
      'Do you feel your abdomen is bloated or distended (swollen due to pressure from inside)?',
      'Does his belly feel bloated or swollen (stretched from the inside)?',
      'Does her belly feel bloated or swollen (stretched from the inside)?',
    ],
    [
      'بطنك منفوخة أو مشدودة (كأنها متنفخة من جوه)؟',
      'بطنه منفوخة أو مشدودة (كأنها متنفخة من جوه)؟',
      'بطنها منفوخة أو مشدودة (كأنها متنفخة من جوه)؟',
    ],
  ),
  E_127: w(
    [
      'Do you feel that your eyes produce excessive tears?',
      'Do his eyes water more than usual?',
      'Do her eyes water more than usual?',
    ],
    ['عينك بتدمع أكتر من العادي؟', 'عينه بتدمع أكتر من العادي؟', 'عينها بتدمع أكتر من العادي؟'],
  ),
  E_181: w(
    [
      'Do you have nasal congestion or a clear runny nose?',
      'Does he have a blocked nose, or a clear runny nose?',
      'Does she have a blocked nose, or a clear runny nose?',
    ],
    [
      'عندك زكام (مناخيرك مسدودة) أو رشح مية شفاف من مناخيرك؟',
      'عنده زكام (مناخيره مسدودة) أو رشح مية شفاف من مناخيره؟',
      'عندها زكام (مناخيرها مسدودة) أو رشح مية شفاف من مناخيرها؟',
    ],
  ),
  E_88: w(
    [
      'Do you feel so tired that you are unable to do your usual activities or are you stuck in your bed all day long?',
      'Is he so tired that he cannot do his usual activities, or does he stay in bed all day?',
      'Is she so tired that she cannot do her usual activities, or does she stay in bed all day?',
    ],
    [
      'تعبان لدرجة إنك مش قادر تعمل حاجاتك العادية، أو قاعد في السرير طول اليوم؟',
      'تعبان لدرجة إنه مش قادر يعمل حاجاته العادية، أو قاعد في السرير طول اليوم؟',
      'تعبانة لدرجة إنها مش قادرة تعمل حاجاتها العادية، أو قاعدة في السرير طول اليوم؟',
      'تعبانة لدرجة إنك مش قادرة تعملي حاجاتك العادية، أو قاعدة في السرير طول اليوم؟',
    ],
  ),
  E_43: w(
    [
      'Have you lost consciousness associated with violent and sustained muscle contractions or had an absence episode?',
      'Has he lost consciousness with violent, sustained jerking of the muscles (a fit), or had an absence (a blank spell)?',
      'Has she lost consciousness with violent, sustained jerking of the muscles (a fit), or had an absence (a blank spell)?',
    ],
    [
      'حصلك إغماء مع تشنجات جامدة ومستمرة في العضلات (نوبة صرع)، أو حصلك سرحان مفاجئ (غياب) مش بتحس فيه باللي حواليك؟',
      'حصله إغماء مع تشنجات جامدة ومستمرة في العضلات (نوبة صرع)، أو حصله سرحان مفاجئ (غياب) مش بيحس فيه باللي حواليه؟',
      'حصلها إغماء مع تشنجات جامدة ومستمرة في العضلات (نوبة صرع)، أو حصلها سرحان مفاجئ (غياب) مش بتحس فيه باللي حواليها؟',
    ],
  ),
  E_156: w(
    [
      'Have you had weakness or paralysis on one side of the face, which may still be present or completely resolved?',
      'Has he had weakness or paralysis of one side of his face, whether it is still there or has gone completely?',
      'Has she had weakness or paralysis of one side of her face, whether it is still there or has gone completely?',
    ],
    [
      'حصلك ضعف أو شلل في ناحية واحدة من وشك، سواء لسه موجود أو راح خالص؟',
      'حصله ضعف أو شلل في ناحية واحدة من وشه، سواء لسه موجود أو راح خالص؟',
      'حصلها ضعف أو شلل في ناحية واحدة من وشها، سواء لسه موجود أو راح خالص؟',
    ],
  ),
  E_144: w(
    [
      'Do you have diffuse (widespread) muscle pain?',
      'Does he have muscle aches all over his body?',
      'Does she have muscle aches all over her body?',
    ],
    [
      'عندك وجع في العضلات في جسمك كله (تكسير)؟',
      'عنده وجع في العضلات في جسمه كله (تكسير)؟',
      'عندها وجع في العضلات في جسمها كله (تكسير)؟',
    ],
  ),
  E_216: w(
    [
      'Do you have pain that is increased with movement?',
      'Does his pain get worse when he moves?',
      'Does her pain get worse when she moves?',
    ],
    ['الوجع بيزيد مع الحركة؟', 'الوجع بيزيد لما يتحرك؟', 'الوجع بيزيد لما تتحرك؟'],
  ),
  E_201: w(
    ['Do you have a cough?', 'Does he have a cough?', 'Does she have a cough?'],
    ['عندك كحة؟', 'عنده كحة؟', 'عندها كحة؟'],
  ),
  E_217: w(
    [
      'Are your symptoms worse when lying down and alleviated while sitting up?',
      'Are his symptoms worse when he lies down, and better when he sits up?',
      'Are her symptoms worse when she lies down, and better when she sits up?',
    ],
    [
      'الأعراض بتزيد لما تنام على ضهرك (تفرد جسمك) وبتخف لما تقعد؟',
      'الأعراض بتزيد لما ينام (يفرد جسمه) وبتخف لما يقعد؟',
      'الأعراض بتزيد لما تنام (تفرد جسمها) وبتخف لما تقعد؟',
    ],
  ),
  E_215: w(
    [
      'Do you have symptoms that get worse after eating?',
      'Do his symptoms get worse after eating?',
      'Do her symptoms get worse after eating?',
    ],
    ['الأعراض بتزيد بعد الأكل؟', 'الأعراض عنده بتزيد بعد الأكل؟', 'الأعراض عندها بتزيد بعد الأكل؟'],
  ),
  E_64: w(
    [
      'Do you feel out of breath with minimal physical effort?',
      'Does he get out of breath with very little physical effort?',
      'Does she get out of breath with very little physical effort?',
    ],
    ['بتنهج (نفسك بيتقطع) مع أقل مجهود؟', 'بينهج (نفسه بيتقطع) مع أقل مجهود؟', 'بتنهج (نفسها بيتقطع) مع أقل مجهود؟'],
  ),
  E_96: w(
    ['Have you gained weight recently?', 'Has he gained weight recently?', 'Has she gained weight recently?'],
    ['وزنك زاد اليومين دول؟', 'وزنه زاد اليومين دول؟', 'وزنها زاد اليومين دول؟'],
  ),
  E_16: w(
    ['Do you feel anxious?', 'Does he feel anxious?', 'Does she feel anxious?'],
    ['حاسس بقلق أو توتر؟', 'هو حاسس بقلق أو توتر؟', 'هي حاسة بقلق أو توتر؟', 'حاسة بقلق أو توتر؟'],
  ),
  E_50: w(
    [
      'Have you had significantly increased sweating?',
      'Has he been sweating much more than usual?',
      'Has she been sweating much more than usual?',
    ],
    ['عرقك زاد بشكل واضح عن العادي؟', 'عرقه زاد بشكل واضح عن العادي؟', 'عرقها زاد بشكل واضح عن العادي؟'],
  ),
  E_97: w(
    ['Do you have a sore throat?', 'Does he have a sore throat?', 'Does she have a sore throat?'],
    ['عندك التهاب أو وجع في الزور؟', 'عنده التهاب أو وجع في الزور؟', 'عندها التهاب أو وجع في الزور؟'],
  ),
  E_9: w(
    [
      'Do you have swollen or painful lymph nodes?',
      'Does he have swollen or painful glands (lymph nodes), for example in the neck, armpits or groin?',
      'Does she have swollen or painful glands (lymph nodes), for example in the neck, armpits or groin?',
    ],
    [
      'عندك غدد (عقد ليمفاوية) وارمة أو بتوجع، زي في الرقبة أو تحت الباط أو أعلى الفخد؟',
      'عنده غدد (عقد ليمفاوية) وارمة أو بتوجع، زي في الرقبة أو تحت الباط أو أعلى الفخد؟',
      'عندها غدد (عقد ليمفاوية) وارمة أو بتوجع، زي في الرقبة أو تحت الباط أو أعلى الفخد؟',
    ],
  ),
  E_76: w(
    [
      'Do you feel slightly dizzy or lightheaded?',
      'Does he feel slightly dizzy or light-headed?',
      'Does she feel slightly dizzy or light-headed?',
    ],
    ['عندك دوخة خفيفة أو خفة في الدماغ؟', 'عنده دوخة خفيفة أو خفة في الدماغ؟', 'عندها دوخة خفيفة أو خفة في الدماغ؟'],
  ),
  E_102: w(
    [
      'Are you consulting because you have high blood pressure?',
      'Is he consulting because he has high blood pressure?',
      'Is she consulting because she has high blood pressure?',
    ],
    ['الكشف ده عشان الضغط العالي؟', 'هو جاي عشان الضغط العالي؟', 'هي جاية عشان الضغط العالي؟'],
  ),
  E_65: w(
    [
      'Do you have difficulty swallowing, or have a feeling of discomfort/blockage when swallowing?',
      'Does he have difficulty swallowing, or a feeling of discomfort or blockage when he swallows?',
      'Does she have difficulty swallowing, or a feeling of discomfort or blockage when she swallows?',
    ],
    [
      'عندك صعوبة في البلع، أو حاسس بحاجة واقفة أو مضايقاك وإنت بتبلع؟',
      'عنده صعوبة في البلع، أو حاسس بحاجة واقفة أو مضايقاه وهو بيبلع؟',
      'عندها صعوبة في البلع، أو حاسة بحاجة واقفة أو مضايقاها وهي بتبلع؟',
      'عندك صعوبة في البلع، أو حاسة بحاجة واقفة أو مضايقاكي وإنتي بتبلعي؟',
    ],
  ),
  E_74: w(
    [
      'Have you noticed a diffuse (widespread) redness in one or both eyes?',
      'Has he had redness all over the white of one or both eyes?',
      'Has she had redness all over the white of one or both eyes?',
    ],
    [
      'لاحظت احمرار في بياض عين واحدة أو الاتنين (العين كلها حمرا)؟',
      'فيه احمرار في بياض عين واحدة أو الاتنين عنده (العين كلها حمرا)؟',
      'فيه احمرار في بياض عين واحدة أو الاتنين عندها (العين كلها حمرا)؟',
    ],
  ),
  E_205: w(
    [
      'Do you suddenly have difficulty or an inability to open your mouth or have jaw pain when opening it?',
      'Has he suddenly become unable, or found it hard, to open his mouth, or does his jaw hurt when he opens it?',
      'Has she suddenly become unable, or found it hard, to open her mouth, or does her jaw hurt when she opens it?',
    ],
    [
      'فجأة بقيت مش قادر تفتح بقك أو بتفتحه بصعوبة، أو فكك بيوجعك وإنت بتفتحه؟',
      'فجأة بقى مش قادر يفتح بقه أو بيفتحه بصعوبة، أو فكه بيوجعه وهو بيفتحه؟',
      'فجأة بقت مش قادرة تفتح بقها أو بتفتحه بصعوبة، أو فكها بيوجعها وهي بتفتحه؟',
      'فجأة بقيتي مش قادرة تفتحي بقك أو بتفتحيه بصعوبة، أو فكك بيوجعك وإنتي بتفتحيه؟',
    ],
  ),
  E_63: w(
    [
      'Do you have difficulty articulating words/speaking?',
      'Does he have difficulty saying words or speaking?',
      'Does she have difficulty saying words or speaking?',
    ],
    [
      'عندك صعوبة في نطق الكلام أو في الكلام نفسه؟',
      'عنده صعوبة في نطق الكلام أو في الكلام نفسه؟',
      'عندها صعوبة في نطق الكلام أو في الكلام نفسه؟',
    ],
  ),
  E_128: w(
    [
      'Have you ever felt like you were suffocating for a very short time associated with inability to breathe or speak?',
      'Has he ever felt, for a very short time, as if he was suffocating and could not breathe or speak?',
      'Has she ever felt, for a very short time, as if she was suffocating and could not breathe or speak?',
    ],
    [
      'حصلك قبل كده إنك اتخنقت لثواني ومكنتش قادر تتنفس أو تتكلم؟',
      'حصله قبل كده إنه اتخنق لثواني ومكنش قادر يتنفس أو يتكلم؟',
      'حصلها قبل كده إنها اتخنقت لثواني ومكنتش قادرة تتنفس أو تتكلم؟',
      'حصلك قبل كده إنك اتخنقتي لثواني ومكنتيش قادرة تتنفسي أو تتكلمي؟',
    ],
  ),
  E_190: w(
    [
      'Have you noticed that you produce more saliva than usual?',
      'Has he been producing more saliva (spit) than usual?',
      'Has she been producing more saliva (spit) than usual?',
    ],
    [
      'لاحظت إن الريالة (اللعاب) عندك زادت عن العادي؟',
      'الريالة (اللعاب) عنده زادت عن العادي؟',
      'الريالة (اللعاب) عندها زادت عن العادي؟',
    ],
  ),
  E_39: w(
    [
      'Have you felt confused or disorientated lately?',
      'Has he been confused or disoriented lately (not knowing where he is, or the day or time)?',
      'Has she been confused or disoriented lately (not knowing where she is, or the day or time)?',
    ],
    [
      'حصلك لخبطة أو توهان اليومين دول (مش عارف إنت فين أو اليوم والوقت)؟',
      'حصله لخبطة أو توهان اليومين دول (مش عارف هو فين أو اليوم والوقت)؟',
      'حصلها لخبطة أو توهان اليومين دول (مش عارفة هي فين أو اليوم والوقت)؟',
      'حصلك لخبطة أو توهان اليومين دول (مش عارفة إنتي فين أو اليوم والوقت)؟',
    ],
  ),
  E_212: w(
    [
      'Have you noticed that the tone of your voice has become deeper, softer or hoarse?',
      'Has his voice become deeper, weaker or hoarse?',
      'Has her voice become deeper, weaker or hoarse?',
    ],
    ['صوتك بقى أتخن أو أضعف أو مبحوح؟', 'صوته بقى أتخن أو أضعف أو مبحوح؟', 'صوتها بقى أتخن أو أضعف أو مبحوح؟'],
  ),
  E_206: w(
    [
      'Do you have painful mouth ulcers or sores?',
      'Does he have painful ulcers or sores in his mouth?',
      'Does she have painful ulcers or sores in her mouth?',
    ],
    [
      'عندك قُرح (جروح صغيرة) بتوجع في بقك؟',
      'عنده قُرح (جروح صغيرة) بتوجع في بقه؟',
      'عندها قُرح (جروح صغيرة) بتوجع في بقها؟',
    ],
  ),
  E_52: w(
    [
      'Do you have the perception of seeing two images of a single object seen overlapping or adjacent to each other (double vision)?',
      'Does he see double (two images of one thing, overlapping or side by side)?',
      'Does she see double (two images of one thing, overlapping or side by side)?',
    ],
    [
      'بتشوف الحاجة الواحدة اتنين (زغللة، صورتين فوق بعض أو جنب بعض)؟',
      'بيشوف الحاجة الواحدة اتنين (زغللة، صورتين فوق بعض أو جنب بعض)؟',
      'هي بتشوف الحاجة الواحدة اتنين (زغللة، صورتين فوق بعض أو جنب بعض)؟',
    ],
  ),
  E_203: w(
    [
      'Do you have intense coughing fits?',
      'Does he have bouts of intense coughing?',
      'Does she have bouts of intense coughing?',
    ],
    ['بتجيلك نوبات كحة جامدة؟', 'بتجيله نوبات كحة جامدة؟', 'بتجيلها نوبات كحة جامدة؟'],
  ),
  E_38: w(
    [
      'Do you have pain or weakness in your jaw?',
      'Does he have pain or weakness in his jaw?',
      'Does she have pain or weakness in her jaw?',
    ],
    ['عندك وجع أو ضعف في الفك؟', 'عنده وجع أو ضعف في الفك؟', 'عندها وجع أو ضعف في الفك؟'],
  ),
  E_172: w(
    [
      'Do you have a hard time opening/raising one or both eyelids?',
      'Does he have trouble opening or lifting one or both eyelids?',
      'Does she have trouble opening or lifting one or both eyelids?',
    ],
    [
      'عندك صعوبة في فتح أو رفع جفن واحد أو الاتنين؟',
      'عنده صعوبة في فتح أو رفع جفن واحد أو الاتنين؟',
      'عندها صعوبة في فتح أو رفع جفن واحد أو الاتنين؟',
    ],
  ),
  E_84: w(
    [
      'Do you feel weakness in both arms and/or both legs?',
      'Does he feel weakness in both arms and/or both legs?',
      'Does she feel weakness in both arms and/or both legs?',
    ],
    [
      'حاسس بضعف في دراعاتك الاتنين أو رجليك الاتنين (أو الأربعة)؟',
      'حاسس بضعف في دراعاته الاتنين أو رجليه الاتنين (أو الأربعة)؟',
      'حاسة بضعف في دراعاتها الاتنين أو رجليها الاتنين (أو الأربعة)؟',
      'حاسة بضعف في دراعاتك الاتنين أو رجليكي الاتنين (أو الأربعة)؟',
    ],
  ),
  E_90: w(
    [
      'Do your symptoms of muscle weakness increase with fatigue and/or stress?',
      'Does his muscle weakness get worse when he is tired and/or stressed?',
      'Does her muscle weakness get worse when she is tired and/or stressed?',
    ],
    [
      'ضعف العضلات بيزيد لما تتعب أو تتوتر؟',
      'ضعف العضلات بيزيد لما يتعب أو يتوتر؟',
      'ضعف العضلات عندها بيزيد لما تتعب أو تتوتر؟',
    ],
  ),
  E_211: w(
    [
      'Have you vomited several times or have you made several efforts to vomit?',
      'Has he vomited several times, or retched (tried to vomit) several times?',
      'Has she vomited several times, or retched (tried to vomit) several times?',
    ],
    [
      'رجّعت كذا مرة، أو حاولت ترجّع (تطرش) كذا مرة؟',
      'رجّع كذا مرة، أو حاول يرجّع (يطرش) كذا مرة؟',
      'هي رجّعت كذا مرة، أو حاولت ترجّع (تطرش) كذا مرة؟',
    ],
  ),
  E_166: w(
    ['Did you vomit after coughing?', 'Did he vomit after coughing?', 'Did she vomit after coughing?'],
    ['رجّعت بعد الكحة؟', 'رجّع بعد الكحة؟', 'هي رجّعت بعد الكحة؟'],
  ),
  E_112: w(
    [
      'Do you wheeze while inhaling or is your breathing noisy after coughing spells?',
      'Does he make a whooping sound when breathing in, or is his breathing noisy after coughing fits?',
      'Does she make a whooping sound when breathing in, or is her breathing noisy after coughing fits?',
    ],
    [
      'بيطلع منك صوت (شهقة أو صفير) وإنت بتاخد نفسك، أو نفسك بيبقى مسموع بعد نوبات الكحة؟',
      'بيطلع منه صوت (شهقة أو صفير) وهو بياخد نفسه، أو نفسه بيبقى مسموع بعد نوبات الكحة؟',
      'بيطلع منها صوت (شهقة أو صفير) وهي بتاخد نفسها، أو نفسها بيبقى مسموع بعد نوبات الكحة؟',
      'بيطلع منك صوت (شهقة أو صفير) وإنتي بتاخدي نفسك، أو نفسك بيبقى مسموع بعد نوبات الكحة؟',
    ],
  ),
  E_178: w(
    [
      'Have you noticed any unusual bleeding or bruising related to your consultation today?',
      'Has he had any unusual bleeding or bruising related to the problem he is consulting for?',
      'Has she had any unusual bleeding or bruising related to the problem she is consulting for?',
    ],
    [
      'لاحظت نزيف أو زرقان (كدمات) مش طبيعي ليه علاقة بتعبك؟',
      'حصله نزيف أو زرقان (كدمات) مش طبيعي ليه علاقة بتعبه؟',
      'حصلها نزيف أو زرقان (كدمات) مش طبيعي ليه علاقة بتعبها؟',
    ],
  ),
  E_152: w(
    ['Where is the swelling?', 'Where is his swelling?', 'Where is her swelling?'],
    ['الورم (التورم) فين؟', 'الورم (التورم) عنده فين؟', 'الورم (التورم) عندها فين؟'],
  ),
  E_151: w(
    [
      'Do you have swelling in one or more areas of your body?',
      'Does he have swelling in one or more places on his body?',
      'Does she have swelling in one or more places on her body?',
    ],
    [
      'عندك ورم (انتفاخ) في حتة أو أكتر في جسمك؟',
      'عنده ورم (انتفاخ) في حتة أو أكتر في جسمه؟',
      'عندها ورم (انتفاخ) في حتة أو أكتر في جسمها؟',
    ],
  ),
  E_45: w(
    ['Have you been coughing up blood?', 'Has he been coughing up blood?', 'Has she been coughing up blood?'],
    ['بتكح دم؟', 'بيكح دم؟', 'هي بتكح دم؟'],
  ),
  E_194: w(
    [
      'Have you noticed a high pitched sound when breathing in?',
      'Has he had a high-pitched sound when breathing in?',
      'Has she had a high-pitched sound when breathing in?',
    ],
    [
      'بيطلع منك صوت حاد (زي الصفارة) وإنت بتاخد نفسك لجوه؟',
      'بيطلع منه صوت حاد (زي الصفارة) وهو بياخد نفسه لجوه؟',
      'بيطلع منها صوت حاد (زي الصفارة) وهي بتاخد نفسها لجوه؟',
      'بيطلع منك صوت حاد (زي الصفارة) وإنتي بتاخدي نفسك لجوه؟',
    ],
  ),
  E_83: w(
    [
      'Have you noticed weakness in your facial muscles and/or eyes?',
      'Has he had weakness of the muscles of his face and/or eyes?',
      'Has she had weakness of the muscles of her face and/or eyes?',
    ],
    ['لاحظت ضعف في عضلات وشك أو عينيك؟', 'فيه ضعف في عضلات وشه أو عينيه؟', 'فيه ضعف في عضلات وشها أو عينيها؟'],
  ),
  E_157: w(
    [
      'Have you recently had numbness, loss of sensation or tingling, in both arms and legs and around your mouth?',
      'Has he recently had numbness, loss of feeling or pins and needles in both arms and legs and around his mouth?',
      'Has she recently had numbness, loss of feeling or pins and needles in both arms and legs and around her mouth?',
    ],
    [
      'حصلك قريب تنميل أو فقدان إحساس أو شكشكة في دراعاتك ورجليك وحوالين بقك؟',
      'حصله قريب تنميل أو فقدان إحساس أو شكشكة في دراعاته ورجليه وحوالين بقه؟',
      'حصلها قريب تنميل أو فقدان إحساس أو شكشكة في دراعاتها ورجليها وحوالين بقها؟',
    ],
  ),
  E_176: w(
    [
      'Did you previously, or do you currently, have any weakness/paralysis in one or more of your limbs or in your face?',
      'Does he have now, or has he had before, weakness or paralysis in one or more limbs or in his face?',
      'Does she have now, or has she had before, weakness or paralysis in one or more limbs or in her face?',
    ],
    [
      'عندك دلوقتي، أو حصلك قبل كده، ضعف أو شلل في دراع أو رجل أو في وشك؟',
      'عنده دلوقتي، أو حصله قبل كده، ضعف أو شلل في دراع أو رجل أو في وشه؟',
      'عندها دلوقتي، أو حصلها قبل كده، ضعف أو شلل في دراع أو رجل أو في وشها؟',
    ],
  ),
  E_42: w(
    [
      'Have you been in contact with or ate something that you have an allergy to?',
      'Has he touched or eaten something he is allergic to?',
      'Has she touched or eaten something she is allergic to?',
    ],
    [
      'لمست أو أكلت حاجة عندك حساسية منها؟',
      'لمس أو أكل حاجة عنده حساسية منها؟',
      'لمست أو أكلت حاجة عندها حساسية منها؟',
    ],
  ),
  E_214: w(
    [
      'Have you noticed a wheezing sound when you exhale?',
      'Has he had a wheezing (whistling) sound when breathing out?',
      'Has she had a wheezing (whistling) sound when breathing out?',
    ],
    [
      'بيطلع منك صفير (تزييق في الصدر) وإنت بتطلّع النفس؟',
      'بيطلع منه صفير (تزييق في الصدر) وهو بيطلّع النفس؟',
      'بيطلع منها صفير (تزييق في الصدر) وهي بتطلّع النفس؟',
      'بيطلع منك صفير (تزييق في الصدر) وإنتي بتطلّعي النفس؟',
    ],
  ),
  E_150: w(
    [
      'Have you been able to pass stools or gas since your symptoms increased?',
      'Has he been able to pass stools or wind since his symptoms got worse?',
      'Has she been able to pass stools or wind since her symptoms got worse?',
    ],
    [
      'قدرت تعمل براز أو تطلّع ريح (غازات) من ساعة ما التعب زاد؟',
      'قدر يعمل براز أو يطلّع ريح (غازات) من ساعة ما التعب زاد؟',
      'هي قدرت تعمل براز أو تطلّع ريح (غازات) من ساعة ما التعب زاد؟',
    ],
  ),
  E_32: w(
    ['Do you have a decrease in appetite?', 'Has his appetite decreased?', 'Has her appetite decreased?'],
    ['نفسك للأكل قلّت؟', 'نفسه للأكل قلّت؟', 'نفسها للأكل قلّت؟'],
  ),
  E_221: w(
    [
      'Do the symptoms or pain get worse with coughing, or with an effort such as lifting something heavy or straining on the toilet?',
      'Do his symptoms or pain get worse with coughing, or with an effort such as lifting something heavy or straining on the toilet?',
      'Do her symptoms or pain get worse with coughing, or with an effort such as lifting something heavy or straining on the toilet?',
    ],
    [
      'الأعراض أو الوجع بيزيدوا مع الكحة، أو مع مجهود زي شيل حاجة تقيلة أو الزحير في الحمام؟',
      'الأعراض أو الوجع عنده بيزيدوا مع الكحة، أو مع مجهود زي شيل حاجة تقيلة أو الزحير في الحمام؟',
      'الأعراض أو الوجع عندها بيزيدوا مع الكحة، أو مع مجهود زي شيل حاجة تقيلة أو الزحير في الحمام؟',
    ],
  ),
  E_202: w(
    [
      'Do you have whooping cough (bouts of coughing followed by a loud "whoop" when breathing in)?',
      'Does he have whooping cough (bouts of coughing followed by a loud "whoop" when breathing in)?',
      'Does she have whooping cough (bouts of coughing followed by a loud "whoop" when breathing in)?',
    ],
    [
      'عندك سعال ديكي (نوبات كحة جامدة وبعدها شهقة بصوت عالي)؟',
      'عنده سعال ديكي (نوبات كحة جامدة وبعدها شهقة بصوت عالي)؟',
      'عندها سعال ديكي (نوبات كحة جامدة وبعدها شهقة بصوت عالي)؟',
    ],
  ),
  E_219: w(
    [
      'Are your symptoms more prominent at night?',
      'Are his symptoms worse at night?',
      'Are her symptoms worse at night?',
    ],
    [
      'الأعراض بتبقى أوضح (أوحش) بالليل؟',
      'الأعراض عنده بتبقى أوضح (أوحش) بالليل؟',
      'الأعراض عندها بتبقى أوضح (أوحش) بالليل؟',
    ],
  ),
  E_196: w(
    [
      'Have you had surgery within the last month?',
      'Has he had an operation in the last month?',
      'Has she had an operation in the last month?',
    ],
    ['عملت عملية جراحية في آخر شهر؟', 'عمل عملية جراحية في آخر شهر؟', 'هي عملت عملية جراحية في آخر شهر؟'],
  ),
  E_170: w(
    [
      'Do you have severe itching in one or both eyes?',
      'Does he have bad itching in one or both eyes?',
      'Does she have bad itching in one or both eyes?',
    ],
    [
      'عندك هرش (حكة) جامد في عين واحدة أو الاتنين؟',
      'عنده هرش (حكة) جامد في عين واحدة أو الاتنين؟',
      'عندها هرش (حكة) جامد في عين واحدة أو الاتنين؟',
    ],
  ),
  E_77: w(
    [
      'Do you have a cough that produces colored or more abundant sputum than usual?',
      'Does he have a cough that brings up coloured phlegm, or more phlegm than usual?',
      'Does she have a cough that brings up coloured phlegm, or more phlegm than usual?',
    ],
    [
      'عندك كحة ببلغم ملوّن، أو بلغم أكتر من العادي؟',
      'عنده كحة ببلغم ملوّن، أو بلغم أكتر من العادي؟',
      'عندها كحة ببلغم ملوّن، أو بلغم أكتر من العادي؟',
    ],
  ),
  E_13: w(
    [
      'Do you find that your symptoms have worsened over the last 2 weeks and that progressively less effort is required to cause the symptoms?',
      'Have his symptoms got worse over the last 2 weeks, coming on with less and less effort?',
      'Have her symptoms got worse over the last 2 weeks, coming on with less and less effort?',
    ],
    [
      'الأعراض زادت في آخر أسبوعين، وبقت بتيجي مع مجهود أقل وأقل؟',
      'الأعراض عنده زادت في آخر أسبوعين، وبقت بتيجي مع مجهود أقل وأقل؟',
      'الأعراض عندها زادت في آخر أسبوعين، وبقت بتيجي مع مجهود أقل وأقل؟',
    ],
  ),
  E_14: w(
    [
      'Do you have chest pain even at rest?',
      'Does he have chest pain even at rest?',
      'Does she have chest pain even at rest?',
    ],
    [
      'صدرك بيوجعك حتى وإنت مرتاح (من غير مجهود)؟',
      'صدره بيوجعه حتى وهو مرتاح (من غير مجهود)؟',
      'صدرها بيوجعها حتى وهي مرتاحة (من غير مجهود)؟',
      'صدرك بيوجعك حتى وإنتي مرتاحة (من غير مجهود)؟',
    ],
  ),
  E_169: w(
    [
      'Is your nose or the back of your throat itchy?',
      'Does his nose or the back of his throat itch?',
      'Does her nose or the back of her throat itch?',
    ],
    [
      'مناخيرك أو آخر زورك بيهرشوك (فيهم حكة)؟',
      'مناخيره أو آخر زوره بيهرشوه (فيهم حكة)؟',
      'مناخيرها أو آخر زورها بيهرشوها (فيهم حكة)؟',
    ],
  ),
  E_177: w(
    [
      'Do you currently, or did you ever, have numbness, loss of sensitivity or tingling anywhere on your body?',
      'Does he have now, or has he ever had, numbness, loss of feeling or pins and needles anywhere on his body?',
      'Does she have now, or has she ever had, numbness, loss of feeling or pins and needles anywhere on her body?',
    ],
    [
      'عندك دلوقتي، أو حصلك قبل كده، تنميل أو فقدان إحساس أو شكشكة في أي حتة في جسمك؟',
      'عنده دلوقتي، أو حصله قبل كده، تنميل أو فقدان إحساس أو شكشكة في أي حتة في جسمه؟',
      'عندها دلوقتي، أو حصلها قبل كده، تنميل أو فقدان إحساس أو شكشكة في أي حتة في جسمها؟',
    ],
  ),
  E_175: w(
    [
      'Have you noticed any new fatigue, generalized and vague discomfort, diffuse (widespread) muscle aches or a change in your general well-being related to your consultation today?',
      'Has he had any new tiredness, a vague general unwellness, aches all over his muscles, or a change in how he feels in general, related to the problem he is consulting for?',
      'Has she had any new tiredness, a vague general unwellness, aches all over her muscles, or a change in how she feels in general, related to the problem she is consulting for?',
    ],
    [
      'حاسس بتعب جديد، أو توعك عام (مش مظبوط ومش عارف إيه بالظبط)، أو تكسير في العضلات، أو حالتك العامة اتغيرت، مع التعب اللي جاي عشانه؟',
      'حاسس بتعب جديد، أو توعك عام (مش مظبوط)، أو تكسير في العضلات، أو حالته العامة اتغيرت، مع التعب اللي جاي عشانه؟',
      'حاسة بتعب جديد، أو توعك عام (مش مظبوطة)، أو تكسير في العضلات، أو حالتها العامة اتغيرت، مع التعب اللي جاية عشانه؟',
      'حاسة بتعب جديد، أو توعك عام (مش مظبوطة ومش عارفة إيه بالظبط)، أو تكسير في العضلات، أو حالتك العامة اتغيرت، مع التعب اللي جاية عشانه؟',
    ],
  ),
  E_174: w(
    [
      'Have you been unintentionally losing weight or have you lost your appetite?',
      'Has he been losing weight without trying, or lost his appetite?',
      'Has she been losing weight without trying, or lost her appetite?',
    ],
    [
      'وزنك بينزل من غير ما تقصد، أو نفسك اتسدت عن الأكل؟',
      'وزنه بينزل من غير ما يقصد، أو نفسه اتسدت عن الأكل؟',
      'وزنها بينزل من غير ما تقصد، أو نفسها اتسدت عن الأكل؟',
    ],
  ),
  E_145: w(
    [
      'Do you have very abundant or very long menstruation periods?',
      'Are his periods very heavy or very long?',
      'Are her periods very heavy or very long?',
    ],
    [
      'الدورة الشهرية عندك غزيرة جدًا (نزيف كتير) أو بتطول جدًا؟',
      'الدورة الشهرية عنده غزيرة جدًا (نزيف كتير) أو بتطول جدًا؟',
      'الدورة الشهرية عندها غزيرة جدًا (نزيف كتير) أو بتطول جدًا؟',
    ],
  ),
  E_92: w(
    ['Did your cheeks suddenly turn red?', 'Did his cheeks suddenly turn red?', 'Did her cheeks suddenly turn red?'],
    ['خدودك احمرت فجأة؟', 'خدوده احمرت فجأة؟', 'خدودها احمرت فجأة؟'],
  ),
  E_192: w(
    [
      'Do you feel that muscle spasms or soreness in your neck are keeping you from turning your head to one side?',
      'Do muscle spasms or soreness in his neck stop him from turning his head to one side?',
      'Do muscle spasms or soreness in her neck stop her from turning her head to one side?',
    ],
    [
      'عضلات رقبتك متشنجة أو بتوجعك لدرجة إنك مش قادر تلف راسك لناحية؟',
      'عضلات رقبته متشنجة أو بتوجعه لدرجة إنه مش قادر يلف راسه لناحية؟',
      'عضلات رقبتها متشنجة أو بتوجعها لدرجة إنها مش قادرة تلف راسها لناحية؟',
      'عضلات رقبتك متشنجة أو بتوجعك لدرجة إنك مش قادرة تلفي راسك لناحية؟',
    ],
  ),
  E_188: w(
    [
      'Do you have pale stools and dark urine?',
      'Does he have pale stools and dark urine?',
      'Does she have pale stools and dark urine?',
    ],
    [
      'البراز لونه فاتح (باهت) والبول لونه غامق؟',
      'البراز عنده لونه فاتح (باهت) والبول لونه غامق؟',
      'البراز عندها لونه فاتح (باهت) والبول لونه غامق؟',
    ],
  ),
  E_164: w(
    [
      'Do you feel your heart is beating very irregularly or in a disorganized pattern?',
      'Does he feel his heart beating very irregularly, all over the place?',
      'Does she feel her heart beating very irregularly, all over the place?',
    ],
    [
      'حاسس إن قلبك بيدق مش منتظم خالص (ملخبط)؟',
      'حاسس إن قلبه بيدق مش منتظم خالص (ملخبط)؟',
      'حاسة إن قلبها بيدق مش منتظم خالص (ملخبط)؟',
      'حاسة إن قلبك بيدق مش منتظم خالص (ملخبط)؟',
    ],
  ),
  E_193: w(
    [
      'Do you have annoying muscle spasms in your face, neck or any other part of your body?',
      'Does he have troublesome muscle spasms (twitching or stiffening) in his face, neck or any other part of his body?',
      'Does she have troublesome muscle spasms (twitching or stiffening) in her face, neck or any other part of her body?',
    ],
    [
      'عندك تشنجات (شد) مزعجة في عضلات وشك أو رقبتك أو أي حتة تانية في جسمك؟',
      'عنده تشنجات (شد) مزعجة في عضلات وشه أو رقبته أو أي حتة تانية في جسمه؟',
      'عندها تشنجات (شد) مزعجة في عضلات وشها أو رقبتها أو أي حتة تانية في جسمها؟',
    ],
  ),
  E_168: w(
    [
      'Do you have trouble keeping your tongue in your mouth?',
      'Does he have trouble keeping his tongue inside his mouth?',
      'Does she have trouble keeping her tongue inside her mouth?',
    ],
    [
      'لسانك بيطلع من بقك غصب عنك (مش قادر تخليه جوه)؟',
      'لسانه بيطلع من بقه غصب عنه (مش قادر يخليه جوه)؟',
      'لسانها بيطلع من بقها غصب عنها (مش قادرة تخليه جوه)؟',
      'لسانك بيطلع من بقك غصب عنك (مش قادرة تخليه جوه)؟',
    ],
  ),
  E_180: w(
    [
      'Are you unable to control the direction of your eyes?',
      'Is he unable to control where his eyes look (the eyes turn by themselves)?',
      'Is she unable to control where her eyes look (the eyes turn by themselves)?',
    ],
    [
      'عينيك بتروح لوحدها لناحية ومش قادر تتحكم فيها؟',
      'عينيه بتروح لوحدها لناحية ومش قادر يتحكم فيها؟',
      'عينيها بتروح لوحدها لناحية ومش قادرة تتحكم فيها؟',
      'عينيكي بتروح لوحدها لناحية ومش قادرة تتحكمي فيها؟',
    ],
  ),
  E_67: w(
    [
      'Do you have bouts of choking or shortness of breath that wake you up at night?',
      'Does he have bouts of choking or breathlessness that wake him up at night?',
      'Does she have bouts of choking or breathlessness that wake her up at night?',
    ],
    [
      'بتصحى بالليل من النوم على نوبة خنقة أو ضيق نفس؟',
      'بيصحى بالليل من النوم على نوبة خنقة أو ضيق نفس؟',
      'هي بتصحى بالليل من النوم على نوبة خنقة أو ضيق نفس؟',
    ],
  ),
  E_78: w(
    [
      'Do you drink alcohol excessively or do you have an addiction to alcohol?',
      'Does he drink a lot of alcohol, or is he addicted to alcohol?',
      'Does she drink a lot of alcohol, or is she addicted to alcohol?',
    ],
    [
      'بتشرب خمرة (كحول) كتير، أو عندك إدمان على الكحول؟',
      'بيشرب خمرة (كحول) كتير، أو عنده إدمان على الكحول؟',
      'بتشرب خمرة (كحول) كتير، أو عندها إدمان على الكحول؟',
    ],
  ),
  E_146: w(
    [
      'Are you taking one of the newer blood thinners by mouth (such as Xarelto, Eliquis or Pradaxa)?',
      'Is he taking one of the newer blood thinners by mouth (such as Xarelto, Eliquis or Pradaxa)?',
      'Is she taking one of the newer blood thinners by mouth (such as Xarelto, Eliquis or Pradaxa)?',
    ],
    [
      'بتاخد دوا سيولة من الأنواع الجديدة بالبُق (زي زاريلتو أو إليكويس أو براداكسا)؟',
      'بياخد دوا سيولة من الأنواع الجديدة بالبُق (زي زاريلتو أو إليكويس أو براداكسا)؟',
      'هي بتاخد دوا سيولة من الأنواع الجديدة بالبُق (زي زاريلتو أو إليكويس أو براداكسا)؟',
    ],
  ),
  E_171: w(
    [
      'Do you feel like you are detached from your own body or your surroundings?',
      'Does he feel detached from his own body or from what is around him (as if it is not real)?',
      'Does she feel detached from her own body or from what is around her (as if it is not real)?',
    ],
    [
      'حاسس إنك منفصل عن جسمك أو عن اللي حواليك (كأنه مش حقيقي)؟',
      'حاسس إنه منفصل عن جسمه أو عن اللي حواليه (كأنه مش حقيقي)؟',
      'حاسة إنها منفصلة عن جسمها أو عن اللي حواليها (كأنه مش حقيقي)؟',
      'حاسة إنك منفصلة عن جسمك أو عن اللي حواليكي (كأنه مش حقيقي)؟',
    ],
  ),
  E_111: w(
    [
      'Do you feel like you are dying or were you afraid that you were about do die?',
      'Does he feel as if he is dying, or was he afraid he was about to die?',
      'Does she feel as if she is dying, or was she afraid she was about to die?',
    ],
    [
      'حاسس إنك بتموت، أو خفت إنك هتموت؟',
      'حاسس إنه بيموت، أو خاف إنه هيموت؟',
      'حاسة إنها بتموت، أو خافت إنها هتموت؟',
      'حاسة إنك بتموتي، أو خفتي إنك هتموتي؟',
    ],
  ),
  E_182: w(
    [
      'Do you have greenish or yellowish nasal discharge?',
      'Does he have green or yellow discharge from his nose?',
      'Does she have green or yellow discharge from her nose?',
    ],
    ['عندك رشح أخضر أو أصفر من مناخيرك؟', 'عنده رشح أخضر أو أصفر من مناخيره؟', 'عندها رشح أخضر أو أصفر من مناخيرها؟'],
  ),
  E_103: w(
    ['Have you lost your sense of smell?', 'Has he lost his sense of smell?', 'Has she lost her sense of smell?'],
    ['فقدت حاسة الشم (مش بتشم الريحة)؟', 'فقد حاسة الشم (مش بيشم الريحة)؟', 'هي فقدت حاسة الشم (مش بتشم الريحة)؟'],
  ),
  E_23: w(
    [
      "Do you ever temporarily stop breathing while you're asleep?",
      'Does he ever stop breathing for a while in his sleep?',
      'Does she ever stop breathing for a while in her sleep?',
    ],
    [
      'نفسك بيقف شوية وإنت نايم (حد لاحظ كده)؟',
      'نفسه بيقف شوية وهو نايم؟',
      'نفسها بيقف شوية وهي نايمة؟',
      'نفسك بيقف شوية وإنتي نايمة (حد لاحظ كده)؟',
    ],
  ),
  E_105: w(
    [
      'Have you ever had a heart attack or do you have angina (chest pain)?',
      'Has he ever had a heart attack, or does he have angina (chest pain from the heart)?',
      'Has she ever had a heart attack, or does she have angina (chest pain from the heart)?',
    ],
    [
      'جالك قبل كده أزمة (جلطة) قلبية، أو عندك ذبحة صدرية (وجع في الصدر من القلب)؟',
      'جاله قبل كده أزمة (جلطة) قلبية، أو عنده ذبحة صدرية (وجع في الصدر من القلب)؟',
      'جالها قبل كده أزمة (جلطة) قلبية، أو عندها ذبحة صدرية (وجع في الصدر من القلب)؟',
    ],
  ),
  E_108: w(
    [
      'Do you have a problem with poor circulation?',
      'Does he have a problem with poor circulation?',
      'Does she have a problem with poor circulation?',
    ],
    [
      'عندك مشكلة في الدورة الدموية (ضعف دورة دموية)؟',
      'عنده مشكلة في الدورة الدموية (ضعف دورة دموية)؟',
      'عندها مشكلة في الدورة الدموية (ضعف دورة دموية)؟',
    ],
  ),
  E_104: w(
    [
      'Do you have high blood pressure or do you take medications to treat high blood pressure?',
      'Does he have high blood pressure, or take medicine for high blood pressure?',
      'Does she have high blood pressure, or take medicine for high blood pressure?',
    ],
    ['عندك ضغط عالي، أو بتاخد دوا للضغط؟', 'عنده ضغط عالي، أو بياخد دوا للضغط؟', 'عندها ضغط عالي، أو بتاخد دوا للضغط؟'],
  ),
  E_79: w(
    ['Do you smoke cigarettes?', 'Does he smoke cigarettes?', 'Does she smoke cigarettes?'],
    ['بتدخن سجاير؟', 'بيدخن سجاير؟', 'هي بتدخن سجاير؟'],
  ),
  E_71: w(
    [
      'Do you have high cholesterol or do you take medications to treat high cholesterol?',
      'Does he have high cholesterol, or take medicine for high cholesterol?',
      'Does she have high cholesterol, or take medicine for high cholesterol?',
    ],
    [
      'عندك كوليسترول عالي، أو بتاخد دوا للكوليسترول؟',
      'عنده كوليسترول عالي، أو بياخد دوا للكوليسترول؟',
      'عندها كوليسترول عالي، أو بتاخد دوا للكوليسترول؟',
    ],
  ),
  E_41: w(
    [
      'Have you been in contact with a person with similar symptoms in the past 2 weeks?',
      'Has he been in contact with someone with similar symptoms in the last 2 weeks?',
      'Has she been in contact with someone with similar symptoms in the last 2 weeks?',
    ],
    [
      'اتعاملت مع حد عنده نفس الأعراض في آخر أسبوعين؟',
      'اتعامل مع حد عنده نفس الأعراض في آخر أسبوعين؟',
      'هي اتعاملت مع حد عنده نفس الأعراض في آخر أسبوعين؟',
    ],
  ),
  E_100: w(
    [
      'Do you currently take hormones?',
      'Is he taking hormones at the moment?',
      'Is she taking hormones at the moment?',
    ],
    [
      'بتاخد هرمونات دلوقتي (زي حبوب منع الحمل أو علاج هرموني)؟',
      'بياخد هرمونات دلوقتي؟',
      'هي بتاخد هرمونات دلوقتي (زي حبوب منع الحمل أو علاج هرموني)؟',
    ],
  ),
  E_69: w(
    ['Do you have diabetes?', 'Does he have diabetes?', 'Does she have diabetes?'],
    ['عندك السكر؟', 'عنده السكر؟', 'عندها السكر؟'],
  ),
  E_167: w(
    [
      'Do you think you are pregnant or are you currently pregnant?',
      'Does he think he might be pregnant, or is he pregnant?',
      'Does she think she might be pregnant, or is she pregnant?',
    ],
    [
      'تفتكري إنك حامل، أو إنتي حامل دلوقتي؟',
      'ممكن يكون حامل، أو هو حامل دلوقتي؟',
      'ممكن تكون حامل، أو هي حامل دلوقتي؟',
    ],
  ),
  E_115: w(
    [
      'Have you had unprotected sex with more than one partner in the last 6 months?',
      'Has he had sex without a condom with more than one partner in the last 6 months?',
      'Has she had sex without a condom with more than one partner in the last 6 months?',
    ],
    [
      'حصل علاقة جنسية من غير واقي مع أكتر من شريك في آخر 6 شهور؟',
      'حصل منه علاقة جنسية من غير واقي مع أكتر من شريك في آخر 6 شهور؟',
      'حصل منها علاقة جنسية من غير واقي مع أكتر من شريك في آخر 6 شهور؟',
    ],
  ),
  E_70: w(
    [
      'Are you significantly overweight compared to people of the same height as you?',
      'Is he clearly overweight for his height?',
      'Is she clearly overweight for her height?',
    ],
    [
      'وزنك زيادة بشكل واضح بالنسبة لطولك؟',
      'وزنه زيادة بشكل واضح بالنسبة لطوله؟',
      'وزنها زيادة بشكل واضح بالنسبة لطولها؟',
    ],
  ),
  E_10: w(
    [
      'Are you taking, or have you recently taken, anti-inflammatory painkillers (NSAIDs, such as ibuprofen, diclofenac or Cataflam)?',
      'Is he taking, or has he recently taken, anti-inflammatory painkillers (NSAIDs, such as ibuprofen, diclofenac or Cataflam)?',
      'Is she taking, or has she recently taken, anti-inflammatory painkillers (NSAIDs, such as ibuprofen, diclofenac or Cataflam)?',
    ],
    [
      'بتاخد، أو خدت قريب، مسكنات مضادة للالتهاب (زي البروفين أو الفولتارين أو الكتافلام)؟',
      'بياخد، أو خد قريب، مسكنات مضادة للالتهاب (زي البروفين أو الفولتارين أو الكتافلام)؟',
      'هي بتاخد، أو خدت قريب، مسكنات مضادة للالتهاب (زي البروفين أو الفولتارين أو الكتافلام)؟',
    ],
  ),
  E_165: w(
    [
      'Has anyone in your family ever had a pneumothorax (a collapsed lung, air leaking around the lung)?',
      'Has anyone in his family ever had a pneumothorax (a collapsed lung, air leaking around the lung)?',
      'Has anyone in her family ever had a pneumothorax (a collapsed lung, air leaking around the lung)?',
    ],
    [
      'حد من أهلك جاله قبل كده استرواح صدري (هوا بيهرب حوالين الرئة والرئة تهبط)؟',
      'حد من أهله جاله قبل كده استرواح صدري (هوا بيهرب حوالين الرئة والرئة تهبط)؟',
      'حد من أهلها جاله قبل كده استرواح صدري (هوا بيهرب حوالين الرئة والرئة تهبط)؟',
    ],
  ),
  E_8: w(
    [
      'Are you on dialysis (kidney dialysis)?',
      'Is he on dialysis (kidney dialysis)?',
      'Is she on dialysis (kidney dialysis)?',
    ],
    ['بتعمل غسيل كلوي؟', 'بيعمل غسيل كلوي؟', 'هي بتعمل غسيل كلوي؟'],
  ),
  E_25: w(
    [
      'Have any of your family members been diagnosed with cluster headaches?',
      'Has anyone in his family been diagnosed with cluster headaches?',
      'Has anyone in her family been diagnosed with cluster headaches?',
    ],
    [
      'حد من أهلك اتشخّص بالصداع العنقودي (نوبات صداع جامد حوالين عين واحدة)؟',
      'حد من أهله اتشخّص بالصداع العنقودي (نوبات صداع جامد حوالين عين واحدة)؟',
      'حد من أهلها اتشخّص بالصداع العنقودي (نوبات صداع جامد حوالين عين واحدة)؟',
    ],
  ),
  E_184: w(
    [
      'Do you take medicine that widens the blood vessels (vasodilators, such as nitrates for the heart)?',
      'Does he take medicine that widens the blood vessels (vasodilators, such as nitrates for the heart)?',
      'Does she take medicine that widens the blood vessels (vasodilators, such as nitrates for the heart)?',
    ],
    [
      'بتاخد أدوية بتوسّع الشرايين (زي أدوية النيترات اللي تحت اللسان للقلب)؟',
      'بياخد أدوية بتوسّع الشرايين (زي أدوية النيترات اللي تحت اللسان للقلب)؟',
      'هي بتاخد أدوية بتوسّع الشرايين (زي أدوية النيترات اللي تحت اللسان للقلب)؟',
    ],
  ),
  E_185: w(
    ['Have you ever had a head injury?', 'Has he ever had a head injury?', 'Has she ever had a head injury?'],
    [
      'اتخبطت في راسك جامد (إصابة في الراس) قبل كده؟',
      'اتخبط في راسه جامد (إصابة في الراس) قبل كده؟',
      'اتخبطت في راسها جامد (إصابة في الراس) قبل كده؟',
    ],
  ),
  E_99: w(
    [
      'Have you ever had a migraine or is a member of your family known to have migraines?',
      'Has he ever had migraines, or does anyone in his family have migraines?',
      'Has she ever had migraines, or does anyone in her family have migraines?',
    ],
    [
      'جالك صداع نصفي (شقيقة) قبل كده، أو حد من أهلك عنده صداع نصفي؟',
      'جاله صداع نصفي (شقيقة) قبل كده، أو حد من أهله عنده صداع نصفي؟',
      'جالها صداع نصفي (شقيقة) قبل كده، أو حد من أهلها عنده صداع نصفي؟',
    ],
  ),
  E_107: w(
    ['Have you ever had a stroke?', 'Has he ever had a stroke?', 'Has she ever had a stroke?'],
    ['جالك جلطة في المخ قبل كده؟', 'جاله جلطة في المخ قبل كده؟', 'جالها جلطة في المخ قبل كده؟'],
  ),
  E_226: w(
    [
      'Are you more likely to develop common allergies than the general population?',
      'Does he get common allergies (such as hay fever or skin allergies) more easily than most people?',
      'Does she get common allergies (such as hay fever or skin allergies) more easily than most people?',
    ],
    [
      'عندك حساسية بسهولة أكتر من الناس العادية (زي حساسية الأنف أو الجلد)؟',
      'عنده حساسية بسهولة أكتر من الناس العادية (زي حساسية الأنف أو الجلد)؟',
      'عندها حساسية بسهولة أكتر من الناس العادية (زي حساسية الأنف أو الجلد)؟',
    ],
  ),
  E_62: w(
    [
      'Do you regularly take stimulant drugs?',
      'Does he regularly take stimulant drugs?',
      'Does she regularly take stimulant drugs?',
    ],
    [
      'بتاخد منشطات أو مخدرات منشطة بانتظام؟',
      'بياخد منشطات أو مخدرات منشطة بانتظام؟',
      'هي بتاخد منشطات أو مخدرات منشطة بانتظام؟',
    ],
  ),
  E_49: w(
    [
      'Do you attend or work in a daycare?',
      'Does he go to, or work in, a nursery or daycare?',
      'Does she go to, or work in, a nursery or daycare?',
    ],
    ['بتروح حضانة أو بتشتغل في حضانة؟', 'بيروح حضانة أو بيشتغل في حضانة؟', 'هي بتروح حضانة أو بتشتغل في حضانة؟'],
  ),
  E_95: w(
    ["Do you have Parkinson's disease?", "Does he have Parkinson's disease?", "Does she have Parkinson's disease?"],
    ['عندك مرض باركنسون (الشلل الرعاش)؟', 'عنده مرض باركنسون (الشلل الرعاش)؟', 'عندها مرض باركنسون (الشلل الرعاش)؟'],
  ),
  E_204: w(
    [
      'Have you traveled out of the country in the last 4 weeks?',
      'Has he travelled outside the country in the last 4 weeks? If so, where?',
      'Has she travelled outside the country in the last 4 weeks? If so, where?',
    ],
    [
      'سافرت برا مصر في آخر 4 أسابيع؟ لو آه، فين؟',
      'سافر برا مصر في آخر 4 أسابيع؟ لو آه، فين؟',
      'هي سافرت برا مصر في آخر 4 أسابيع؟ لو آه، فين؟',
    ],
  ),
  E_37: w(
    [
      'Do you have cancer that has spread (metastatic cancer)?',
      'Does he have cancer that has spread (metastatic cancer)?',
      'Does she have cancer that has spread (metastatic cancer)?',
    ],
    [
      'عندك ورم خبيث (سرطان) منتشر في الجسم؟',
      'عنده ورم خبيث (سرطان) منتشر في الجسم؟',
      'عندها ورم خبيث (سرطان) منتشر في الجسم؟',
    ],
  ),
  E_153: w(
    [
      'Are you being treated for osteoporosis?',
      'Is he being treated for osteoporosis (thin, weak bones)?',
      'Is she being treated for osteoporosis (thin, weak bones)?',
    ],
    ['بتتعالج من هشاشة العظام؟', 'بيتعالج من هشاشة العظام؟', 'هي بتتعالج من هشاشة العظام؟'],
  ),
  E_124: w(
    [
      'Do you have asthma or have you ever had to use a bronchodilator in the past?',
      'Does he have asthma, or has he ever had to use an inhaler to open the airways (a bronchodilator such as Ventolin)?',
      'Does she have asthma, or has she ever had to use an inhaler to open the airways (a bronchodilator such as Ventolin)?',
    ],
    [
      'عندك ربو (حساسية صدر)، أو استعملت قبل كده بخاخة موسّعة للشعب (زي الفنتولين)؟',
      'عنده ربو (حساسية صدر)، أو استعمل قبل كده بخاخة موسّعة للشعب (زي الفنتولين)؟',
      'عندها ربو (حساسية صدر)، أو استعملت قبل كده بخاخة موسّعة للشعب (زي الفنتولين)؟',
    ],
  ),
  E_98: w(
    ['Do you have a hiatal hernia?', 'Does he have a hiatus hernia?', 'Does she have a hiatus hernia?'],
    [
      'عندك فتق في الحجاب الحاجز (فتق المعدة)؟',
      'عنده فتق في الحجاب الحاجز (فتق المعدة)؟',
      'عندها فتق في الحجاب الحاجز (فتق المعدة)؟',
    ],
  ),
  E_116: w(
    [
      'Have you had a cold in the last 2 weeks?',
      'Has he had a cold in the last 2 weeks?',
      'Has she had a cold in the last 2 weeks?',
    ],
    ['خدت برد (دور برد) في آخر أسبوعين؟', 'خد برد (دور برد) في آخر أسبوعين؟', 'هي خدت برد (دور برد) في آخر أسبوعين؟'],
  ),
  E_48: w(
    [
      'Do you live with 4 or more people?',
      'Does he live with 4 or more people?',
      'Does she live with 4 or more people?',
    ],
    [
      'عايش مع 4 أشخاص أو أكتر في نفس البيت؟',
      'هو عايش مع 4 أشخاص أو أكتر في نفس البيت؟',
      'هي عايشة مع 4 أشخاص أو أكتر في نفس البيت؟',
      'عايشة مع 4 أشخاص أو أكتر في نفس البيت؟',
    ],
  ),
  E_2: w(
    [
      'Are you infected with the human immunodeficiency virus (HIV)?',
      'Is he infected with HIV (the human immunodeficiency virus)?',
      'Is she infected with HIV (the human immunodeficiency virus)?',
    ],
    ['عندك فيروس نقص المناعة (HIV)؟', 'عنده فيروس نقص المناعة (HIV)؟', 'عندها فيروس نقص المناعة (HIV)؟'],
  ),
  E_227: w(
    [
      'Is your immune system weak (because of an illness or a medicine)?',
      'Is his immune system weak (because of an illness or a medicine)?',
      'Is her immune system weak (because of an illness or a medicine)?',
    ],
    ['مناعتك ضعيفة (بسبب مرض أو أدوية)؟', 'مناعته ضعيفة (بسبب مرض أو أدوية)؟', 'مناعتها ضعيفة (بسبب مرض أو أدوية)؟'],
  ),
  E_61: w(
    [
      'Are you currently injecting drugs into a vein?',
      'Is he currently injecting drugs into a vein?',
      'Is she currently injecting drugs into a vein?',
    ],
    [
      'بتاخد مخدرات بالحقن في الوريد دلوقتي؟',
      'بياخد مخدرات بالحقن في الوريد دلوقتي؟',
      'هي بتاخد مخدرات بالحقن في الوريد دلوقتي؟',
    ],
  ),
  E_47: w(
    [
      "Do you suffer from Crohn's disease or ulcerative colitis (UC)?",
      "Does he have Crohn's disease or ulcerative colitis?",
      "Does she have Crohn's disease or ulcerative colitis?",
    ],
    [
      'عندك مرض كرون أو التهاب القولون التقرحي؟',
      'عنده مرض كرون أو التهاب القولون التقرحي؟',
      'عندها مرض كرون أو التهاب القولون التقرحي؟',
    ],
  ),
  E_27: w(
    [
      'Have you ever had a sexually transmitted infection?',
      'Has he ever had a sexually transmitted infection?',
      'Has she ever had a sexually transmitted infection?',
    ],
    [
      'جالك قبل كده مرض بيتنقل بالعلاقة الجنسية؟',
      'جاله قبل كده مرض بيتنقل بالعلاقة الجنسية؟',
      'جالها قبل كده مرض بيتنقل بالعلاقة الجنسية؟',
    ],
  ),
  E_143: w(
    [
      'Do you exercise regularly, 4 times per week or more?',
      'Does he exercise regularly, 4 times a week or more?',
      'Does she exercise regularly, 4 times a week or more?',
    ],
    [
      'بتلعب رياضة بانتظام، 4 مرات في الأسبوع أو أكتر؟',
      'بيلعب رياضة بانتظام، 4 مرات في الأسبوع أو أكتر؟',
      'هي بتلعب رياضة بانتظام، 4 مرات في الأسبوع أو أكتر؟',
    ],
  ),
  E_191: w(
    ['Are you a former smoker?', 'Is he a former smoker?', 'Is she a former smoker?'],
    ['كنت بتدخن قبل كده وبطلت؟', 'كان بيدخن قبل كده وبطل؟', 'كانت بتدخن قبل كده وبطلت؟'],
  ),
  E_208: w(
    [
      'Is your BMI less than 18.5, or are you underweight?',
      'Is he underweight (a BMI under 18.5, or very thin for his height)?',
      'Is she underweight (a BMI under 18.5, or very thin for her height)?',
    ],
    [
      'وزنك أقل من الطبيعي (رفيع جدًا بالنسبة لطولك، مؤشر كتلة الجسم أقل من 18.5)؟',
      'وزنه أقل من الطبيعي (رفيع جدًا بالنسبة لطوله، مؤشر كتلة الجسم أقل من 18.5)؟',
      'وزنها أقل من الطبيعي (رفيعة جدًا بالنسبة لطولها، مؤشر كتلة الجسم أقل من 18.5)؟',
    ],
  ),
  E_126: w(
    ['Do you have liver cirrhosis?', 'Does he have cirrhosis of the liver?', 'Does she have cirrhosis of the liver?'],
    ['عندك تليف في الكبد؟', 'عنده تليف في الكبد؟', 'عندها تليف في الكبد؟'],
  ),
  E_189: w(
    [
      'Have you had sexual intercourse with an HIV-positive partner in the past 12 months?',
      'Has he had sex with a partner who has HIV in the past 12 months?',
      'Has she had sex with a partner who has HIV in the past 12 months?',
    ],
    [
      'حصل علاقة جنسية مع شريك عنده فيروس نقص المناعة (HIV) في آخر 12 شهر؟',
      'حصل منه علاقة جنسية مع شريك عنده فيروس نقص المناعة (HIV) في آخر 12 شهر؟',
      'حصل منها علاقة جنسية مع شريك عنده فيروس نقص المناعة (HIV) في آخر 12 شهر؟',
    ],
  ),
  E_7: w(
    ['Is your diet poor or unbalanced?', 'Is his diet poor or unbalanced?', 'Is her diet poor or unbalanced?'],
    [
      'أكلك قليل أو مش متوازن (مش بتاكل كويس)؟',
      'أكله قليل أو مش متوازن (مش بياكل كويس)؟',
      'أكلها قليل أو مش متوازن (مش بتاكل كويس)؟',
    ],
  ),
  E_24: w(
    [
      'Have you ever had a diagnosis of anemia?',
      'Has he ever been diagnosed with anaemia?',
      'Has she ever been diagnosed with anaemia?',
    ],
    [
      'اتشخّصت قبل كده بالأنيميا (فقر الدم)؟',
      'اتشخّص قبل كده بالأنيميا (فقر الدم)؟',
      'هي اتشخّصت قبل كده بالأنيميا (فقر الدم)؟',
    ],
  ),
  E_26: w(
    [
      'Do you have any family members who have been diagnosed with anemia?',
      'Has anyone in his family been diagnosed with anaemia?',
      'Has anyone in her family been diagnosed with anaemia?',
    ],
    [
      'حد من أهلك اتشخّص بالأنيميا (فقر الدم)؟',
      'حد من أهله اتشخّص بالأنيميا (فقر الدم)؟',
      'حد من أهلها اتشخّص بالأنيميا (فقر الدم)؟',
    ],
  ),
  E_113: w(
    [
      'Do you have chronic kidney failure?',
      'Does he have chronic kidney failure?',
      'Does she have chronic kidney failure?',
    ],
    ['عندك فشل كلوي مزمن؟', 'عنده فشل كلوي مزمن؟', 'عندها فشل كلوي مزمن؟'],
  ),
  E_160: w(
    [
      'Were you born prematurely or did you suffer any complication at birth?',
      'Was he born early (premature), or were there complications at his birth?',
      'Was she born early (premature), or were there complications at her birth?',
    ],
    [
      'اتولدت قبل ميعادك (بدري، مبتسر)، أو حصلت مشاكل وقت ولادتك؟',
      'اتولد قبل ميعاده (بدري، مبتسر)، أو حصلت مشاكل وقت ولادته؟',
      'اتولدت قبل ميعادها (بدري، مبتسرة)، أو حصلت مشاكل وقت ولادتها؟',
    ],
  ),
  E_28: w(
    [
      'Are there any members of your family who have been diagnosed myasthenia gravis?',
      'Has anyone in his family been diagnosed with myasthenia gravis (a disease of muscle weakness)?',
      'Has anyone in her family been diagnosed with myasthenia gravis (a disease of muscle weakness)?',
    ],
    [
      'حد من أهلك اتشخّص بالوهن العضلي الوبيل (مرض بيعمل ضعف في العضلات)؟',
      'حد من أهله اتشخّص بالوهن العضلي الوبيل (مرض بيعمل ضعف في العضلات)؟',
      'حد من أهلها اتشخّص بالوهن العضلي الوبيل (مرض بيعمل ضعف في العضلات)؟',
    ],
  ),
  E_20: w(
    ['Do you have Rheumatoid Arthritis?', 'Does he have rheumatoid arthritis?', 'Does she have rheumatoid arthritis?'],
    [
      'عندك روماتويد (التهاب المفاصل الروماتويدي)؟',
      'عنده روماتويد (التهاب المفاصل الروماتويدي)؟',
      'عندها روماتويد (التهاب المفاصل الروماتويدي)؟',
    ],
  ),
  E_80: w(
    [
      'Have you ever been diagnosed with depression?',
      'Has he ever been diagnosed with depression?',
      'Has she ever been diagnosed with depression?',
    ],
    ['اتشخّصت قبل كده باكتئاب؟', 'اتشخّص قبل كده باكتئاب؟', 'هي اتشخّصت قبل كده باكتئاب؟'],
  ),
  E_40: w(
    [
      'Have you been in contact with someone who has had pertussis (whooping cough)?',
      'Has he been in contact with someone who had whooping cough (pertussis)?',
      'Has she been in contact with someone who had whooping cough (pertussis)?',
    ],
    [
      'اتعاملت مع حد عنده سعال ديكي (الكحة الديكية)؟',
      'اتعامل مع حد عنده سعال ديكي (الكحة الديكية)؟',
      'هي اتعاملت مع حد عنده سعال ديكي (الكحة الديكية)؟',
    ],
  ),
  E_0: w(
    [
      'Have you recently had a viral infection?',
      'Has he recently had a viral infection?',
      'Has she recently had a viral infection?',
    ],
    [
      'جالك فيروس (عدوى فيروسية زي دور برد أو إنفلونزا) قريب؟',
      'جاله فيروس (عدوى فيروسية زي دور برد أو إنفلونزا) قريب؟',
      'جالها فيروس (عدوى فيروسية زي دور برد أو إنفلونزا) قريب؟',
    ],
  ),
  E_1: w(
    [
      'Are you currently being treated or have you recently been treated with an oral antibiotic for an ear infection?',
      'Is he taking, or has he recently taken, an antibiotic by mouth for an ear infection?',
      'Is she taking, or has she recently taken, an antibiotic by mouth for an ear infection?',
    ],
    [
      'بتاخد، أو خدت قريب، مضاد حيوي بالبُق عشان التهاب في الودن؟',
      'بياخد، أو خد قريب، مضاد حيوي بالبُق عشان التهاب في الودن؟',
      'هي بتاخد، أو خدت قريب، مضاد حيوي بالبُق عشان التهاب في الودن؟',
    ],
  ),
  E_34: w(
    [
      'Do you have cancer at the moment (active cancer)?',
      'Does he have cancer at the moment (active cancer)?',
      'Does she have cancer at the moment (active cancer)?',
    ],
    [
      'عندك ورم خبيث (سرطان) دلوقتي لسه نشط؟',
      'عنده ورم خبيث (سرطان) دلوقتي لسه نشط؟',
      'عندها ورم خبيث (سرطان) دلوقتي لسه نشط؟',
    ],
  ),
  E_209: w(
    ['Are your vaccinations up to date?', 'Are his vaccinations up to date?', 'Are her vaccinations up to date?'],
    [
      'تطعيماتك كاملة ومتحدّثة؟',
      'تطعيماته كاملة ومتحدّثة (خد كل التطعيمات في مواعيدها)؟',
      'تطعيماتها كاملة ومتحدّثة (خدت كل التطعيمات في مواعيدها)؟',
    ],
  ),
  E_139: w(
    [
      'Do you have a known heart defect?',
      'Does he have a known heart defect (from birth)?',
      'Does she have a known heart defect (from birth)?',
    ],
    [
      'عندك عيب خلقي في القلب معروف (من الولادة)؟',
      'عنده عيب خلقي في القلب معروف (من الولادة)؟',
      'عندها عيب خلقي في القلب معروف (من الولادة)؟',
    ],
  ),
  E_19: w(
    [
      'Have you been diagnosed with hyperthyroidism?',
      'Has he been diagnosed with an overactive thyroid (hyperthyroidism)?',
      'Has she been diagnosed with an overactive thyroid (hyperthyroidism)?',
    ],
    ['اتشخّصت بزيادة نشاط الغدة الدرقية؟', 'اتشخّص بزيادة نشاط الغدة الدرقية؟', 'هي اتشخّصت بزيادة نشاط الغدة الدرقية؟'],
  ),
  E_31: w(
    [
      'Do you have severe Chronic Obstructive Pulmonary Disease (COPD)?',
      'Does he have severe chronic obstructive pulmonary disease (COPD)?',
      'Does she have severe chronic obstructive pulmonary disease (COPD)?',
    ],
    ['عندك انسداد رئوي مزمن (COPD) شديد؟', 'عنده انسداد رئوي مزمن (COPD) شديد؟', 'عندها انسداد رئوي مزمن (COPD) شديد؟'],
  ),
  E_22: w(
    [
      'Do you have a known issue with one of your heart valves?',
      'Does he have a known problem with one of his heart valves?',
      'Does she have a known problem with one of her heart valves?',
    ],
    [
      'عندك مشكلة معروفة في صمام من صمامات القلب؟',
      'عنده مشكلة معروفة في صمام من صمامات القلب؟',
      'عندها مشكلة معروفة في صمام من صمامات القلب؟',
    ],
  ),
  E_60: w(
    [
      'Do you consume energy drinks regularly?',
      'Does he drink energy drinks regularly?',
      'Does she drink energy drinks regularly?',
    ],
    [
      'بتشرب مشروبات طاقة (زي ريد بُل) بانتظام؟',
      'بيشرب مشروبات طاقة (زي ريد بُل) بانتظام؟',
      'هي بتشرب مشروبات طاقة (زي ريد بُل) بانتظام؟',
    ],
  ),
  E_35: w(
    [
      'Do you regularly drink coffee or tea?',
      'Does he regularly drink coffee or tea?',
      'Does she regularly drink coffee or tea?',
    ],
    ['بتشرب قهوة أو شاي بانتظام؟', 'بيشرب قهوة أو شاي بانتظام؟', 'هي بتشرب قهوة أو شاي بانتظام؟'],
  ),
  E_213: w(
    [
      'Have you recently taken decongestants or other substances that may have stimulant effects?',
      'Has he recently taken decongestants (cold medicines for a blocked nose) or other substances with a stimulant effect?',
      'Has she recently taken decongestants (cold medicines for a blocked nose) or other substances with a stimulant effect?',
    ],
    [
      'خدت قريب أدوية برد للزكام (مزيلة للاحتقان) أو أي حاجة منشطة؟',
      'خد قريب أدوية برد للزكام (مزيلة للاحتقان) أو أي حاجة منشطة؟',
      'هي خدت قريب أدوية برد للزكام (مزيلة للاحتقان) أو أي حاجة منشطة؟',
    ],
  ),
  E_12: w(
    [
      'Do you have a known severe food allergy?',
      'Does he have a known severe food allergy?',
      'Does she have a known severe food allergy?',
    ],
    [
      'عندك حساسية شديدة معروفة من أكل معين؟',
      'عنده حساسية شديدة معروفة من أكل معين؟',
      'عندها حساسية شديدة معروفة من أكل معين؟',
    ],
  ),
  E_44: w(
    [
      'Do you take cortisone (corticosteroid) medicines?',
      'Does he take cortisone (corticosteroid) medicines?',
      'Does she take cortisone (corticosteroid) medicines?',
    ],
    ['بتاخد أدوية كورتيزون؟', 'بياخد أدوية كورتيزون؟', 'هي بتاخد أدوية كورتيزون؟'],
  ),
  E_4: w(
    [
      'Have you or anyone in your family ever had croup (a barking cough with noisy breathing in children)?',
      'Has he or anyone in his family ever had croup (a barking cough with noisy breathing in children)?',
      'Has she or anyone in her family ever had croup (a barking cough with noisy breathing in children)?',
    ],
    [
      'جالك إنت أو حد من أهلك قبل كده خانوق (كحة زي النباح مع صوت في النفس عند الأطفال)؟',
      'جاله هو أو حد من أهله قبل كده خانوق (كحة زي النباح مع صوت في النفس عند الأطفال)؟',
      'جالها هي أو حد من أهلها قبل كده خانوق (كحة زي النباح مع صوت في النفس عند الأطفال)؟',
      'جالك إنتي أو حد من أهلك قبل كده خانوق (كحة زي النباح مع صوت في النفس عند الأطفال)؟',
    ],
  ),
  E_81: w(
    [
      'Do you suffer from chronic anxiety?',
      'Does he suffer from long-term (chronic) anxiety?',
      'Does she suffer from long-term (chronic) anxiety?',
    ],
    ['عندك قلق مزمن (من زمان ومستمر)؟', 'عنده قلق مزمن (من زمان ومستمر)؟', 'عندها قلق مزمن (من زمان ومستمر)؟'],
  ),
  E_109: w(
    [
      'Have you ever had deep vein thrombosis (DVT)?',
      'Has he ever had a deep vein thrombosis (a blood clot in the leg)?',
      'Has she ever had a deep vein thrombosis (a blood clot in the leg)?',
    ],
    [
      'جالك قبل كده جلطة في أوردة الرجل (جلطة وريدية عميقة)؟',
      'جاله قبل كده جلطة في أوردة الرجل (جلطة وريدية عميقة)؟',
      'جالها قبل كده جلطة في أوردة الرجل (جلطة وريدية عميقة)؟',
    ],
  ),
  E_110: w(
    [
      'Have you been unable to move or get out of bed for more than 3 days in a row within the last 4 weeks?',
      'Has he been unable to move or get out of bed for more than 3 days in a row within the last 4 weeks?',
      'Has she been unable to move or get out of bed for more than 3 days in a row within the last 4 weeks?',
    ],
    [
      'في آخر 4 أسابيع، فضلت مش قادر تتحرك أو تقوم من السرير أكتر من 3 أيام ورا بعض؟',
      'في آخر 4 أسابيع، فضل مش قادر يتحرك أو يقوم من السرير أكتر من 3 أيام ورا بعض؟',
      'في آخر 4 أسابيع، فضلت مش قادرة تتحرك أو تقوم من السرير أكتر من 3 أيام ورا بعض؟',
      'في آخر 4 أسابيع، فضلتي مش قادرة تتحركي أو تقومي من السرير أكتر من 3 أيام ورا بعض؟',
    ],
  ),
  E_17: w(
    ['Are you of Asian descent?', 'Is he of Asian origin?', 'Is she of Asian origin?'],
    ['أصلك آسيوي؟', 'أصله آسيوي؟', 'أصلها آسيوي؟'],
  ),
  E_18: w(
    ['Do you have cystic fibrosis?', 'Does he have cystic fibrosis?', 'Does she have cystic fibrosis?'],
    ['عندك التليف الكيسي؟', 'عنده التليف الكيسي؟', 'عندها التليف الكيسي؟'],
  ),
  E_118: w(
    ['Have you ever had pneumonia?', 'Has he ever had pneumonia?', 'Has she ever had pneumonia?'],
    ['جالك التهاب رئوي قبل كده؟', 'جاله التهاب رئوي قبل كده؟', 'جالها التهاب رئوي قبل كده؟'],
  ),
  E_123: w(
    [
      'Do you have a chronic obstructive pulmonary disease (COPD)?',
      'Does he have chronic obstructive pulmonary disease (COPD)?',
      'Does she have chronic obstructive pulmonary disease (COPD)?',
    ],
    ['عندك انسداد رئوي مزمن (COPD)؟', 'عنده انسداد رئوي مزمن (COPD)؟', 'عندها انسداد رئوي مزمن (COPD)؟'],
  ),
  E_207: w(
    ['Do you live in a big city?', 'Does he live in a big city?', 'Does she live in a big city?'],
    ['عايش في مدينة كبيرة؟', 'هو عايش في مدينة كبيرة؟', 'هي عايشة في مدينة كبيرة؟', 'عايشة في مدينة كبيرة؟'],
  ),
  E_86: w(
    [
      'Does anyone in your close family (parents, brothers or sisters, children) have allergies of any kind, hay fever or eczema?',
      'Does anyone in his close family (parents, brothers or sisters, children) have allergies of any kind, hay fever or eczema?',
      'Does anyone in her close family (parents, brothers or sisters, children) have allergies of any kind, hay fever or eczema?',
    ],
    [
      'حد من أهلك القريبين (أبوك أو أمك أو إخواتك أو ولادك) عنده حساسية من أي نوع، أو حساسية أنف موسمية، أو إكزيما؟',
      'حد من أهله القريبين (أبوه أو أمه أو إخواته أو ولاده) عنده حساسية من أي نوع، أو حساسية أنف موسمية، أو إكزيما؟',
      'حد من أهلها القريبين (أبوها أو أمها أو إخواتها أو ولادها) عنده حساسية من أي نوع، أو حساسية أنف موسمية، أو إكزيما؟',
    ],
  ),
  E_87: w(
    [
      'Do you have any family members who have asthma?',
      'Does anyone in his family have asthma?',
      'Does anyone in her family have asthma?',
    ],
    ['حد من أهلك عنده ربو (حساسية صدر)؟', 'حد من أهله عنده ربو (حساسية صدر)؟', 'حد من أهلها عنده ربو (حساسية صدر)؟'],
  ),
  E_141: w(
    [
      'Did you have your first menstrual period before the age of 12?',
      'Did he have his first period before the age of 12?',
      'Did she have her first period before the age of 12?',
    ],
    [
      'الدورة الشهرية جاتلك أول مرة قبل سن 12 سنة؟',
      'الدورة الشهرية جاتله أول مرة قبل سن 12 سنة؟',
      'الدورة الشهرية جاتلها أول مرة قبل سن 12 سنة؟',
    ],
  ),
  E_11: w(
    [
      'Have you breastfed one of your children for more than 9 months?',
      'Has he breastfed one of his children for more than 9 months?',
      'Has she breastfed one of her children for more than 9 months?',
    ],
    [
      'رضّعتي واحد من ولادك رضاعة طبيعية أكتر من 9 شهور؟',
      'رضّع واحد من ولاده رضاعة طبيعية أكتر من 9 شهور؟',
      'رضّعت واحد من ولادها رضاعة طبيعية أكتر من 9 شهور؟',
    ],
  ),
  E_186: w(
    [
      'Have you ever been diagnosed with obstructive sleep apnea (OSA)?',
      'Has he ever been diagnosed with obstructive sleep apnoea (breathing stopping during sleep)?',
      'Has she ever been diagnosed with obstructive sleep apnoea (breathing stopping during sleep)?',
    ],
    [
      'اتشخّصت قبل كده بانقطاع النفس وقت النوم (توقف التنفس الانسدادي أثناء النوم)؟',
      'اتشخّص قبل كده بانقطاع النفس وقت النوم (توقف التنفس الانسدادي أثناء النوم)؟',
      'هي اتشخّصت قبل كده بانقطاع النفس وقت النوم (توقف التنفس الانسدادي أثناء النوم)؟',
    ],
  ),
  E_106: w(
    ['Do you have heart failure?', 'Does he have heart failure?', 'Does she have heart failure?'],
    [
      'عندك ضعف في عضلة القلب (هبوط أو فشل في القلب)؟',
      'عنده ضعف في عضلة القلب (هبوط أو فشل في القلب)؟',
      'عندها ضعف في عضلة القلب (هبوط أو فشل في القلب)؟',
    ],
  ),
  E_158: w(
    [
      'Have you been diagnosed with a gland (endocrine) disease or a hormone problem?',
      'Has he been diagnosed with a gland (endocrine) disease or a hormone problem?',
      'Has she been diagnosed with a gland (endocrine) disease or a hormone problem?',
    ],
    [
      'اتشخّصت بمرض في الغدد أو خلل في الهرمونات؟',
      'اتشخّص بمرض في الغدد أو خلل في الهرمونات؟',
      'هي اتشخّصت بمرض في الغدد أو خلل في الهرمونات؟',
    ],
  ),
  E_187: w(
    [
      'Did you eat dark-fleshed fish (such as tuna) or Swiss cheese before the reaction occurred?',
      'Did he eat dark-fleshed fish (such as tuna or mackerel) or Swiss cheese before the reaction started?',
      'Did she eat dark-fleshed fish (such as tuna or mackerel) or Swiss cheese before the reaction started?',
    ],
    [
      'أكلت سمك لحمه غامق (زي التونة أو الماكريل) أو جبنة سويسري قبل ما الحساسية تبدأ؟',
      'أكل سمك لحمه غامق (زي التونة أو الماكريل) أو جبنة سويسري قبل ما الحساسية تبدأ؟',
      'هي أكلت سمك لحمه غامق (زي التونة أو الماكريل) أو جبنة سويسري قبل ما الحساسية تبدأ؟',
    ],
  ),
  E_6: w(
    ['Do you have chronic pancreatitis?', 'Does he have chronic pancreatitis?', 'Does she have chronic pancreatitis?'],
    ['عندك التهاب مزمن في البنكرياس؟', 'عنده التهاب مزمن في البنكرياس؟', 'عندها التهاب مزمن في البنكرياس؟'],
  ),
  E_125: w(
    [
      'Have you ever been diagnosed with gastroesophageal reflux?',
      'Has he ever been diagnosed with acid reflux (gastro-oesophageal reflux)?',
      'Has she ever been diagnosed with acid reflux (gastro-oesophageal reflux)?',
    ],
    ['اتشخّصت قبل كده بارتجاع المريء؟', 'اتشخّص قبل كده بارتجاع المريء؟', 'هي اتشخّصت قبل كده بارتجاع المريء؟'],
  ),
  E_21: w(
    [
      'Have you ever had a spontaneous pneumothorax?',
      'Has he ever had a spontaneous pneumothorax (a lung that collapsed by itself, air leaking around the lung)?',
      'Has she ever had a spontaneous pneumothorax (a lung that collapsed by itself, air leaking around the lung)?',
    ],
    [
      'جالك قبل كده استرواح صدري لوحده (هوا بيهرب حوالين الرئة من غير إصابة)؟',
      'جاله قبل كده استرواح صدري لوحده (هوا بيهرب حوالين الرئة من غير إصابة)؟',
      'جالها قبل كده استرواح صدري لوحده (هوا بيهرب حوالين الرئة من غير إصابة)؟',
    ],
  ),
  E_222: w(
    [
      'Are you exposed to secondhand cigarette smoke on a daily basis?',
      "Is he exposed to other people's cigarette smoke every day?",
      "Is she exposed to other people's cigarette smoke every day?",
    ],
    [
      'بتتعرض لدخان سجاير غيرك كل يوم (تدخين سلبي)؟',
      'بيتعرض لدخان سجاير غيره كل يوم (تدخين سلبي)؟',
      'بتتعرض لدخان سجاير غيرها كل يوم (تدخين سلبي)؟',
    ],
  ),
  E_15: w(
    [
      'Have you started or taken any antipsychotic medication within the last 7 days?',
      'Has he started or taken any antipsychotic medicine in the last 7 days?',
      'Has she started or taken any antipsychotic medicine in the last 7 days?',
    ],
    [
      'بدأت أو خدت أي دوا مضاد للذهان (دوا نفسي للهلاوس أو الهياج) في آخر 7 أيام؟',
      'بدأ أو خد أي دوا مضاد للذهان (دوا نفسي للهلاوس أو الهياج) في آخر 7 أيام؟',
      'هي بدأت أو خدت أي دوا مضاد للذهان (دوا نفسي للهلاوس أو الهياج) في آخر 7 أيام؟',
    ],
  ),
  E_147: w(
    [
      'Have you been treated in hospital recently for nausea, agitation, intoxication or aggressive behavior and received medication via an intravenous or intramuscular route?',
      'Has he recently been treated in hospital for nausea, agitation, poisoning or aggressive behaviour, and been given medicine by injection into a vein or a muscle?',
      'Has she recently been treated in hospital for nausea, agitation, poisoning or aggressive behaviour, and been given medicine by injection into a vein or a muscle?',
    ],
    [
      'اتعالجت قريب في مستشفى من غثيان أو هياج أو تسمم أو عصبية شديدة، وخدت دوا بالحقن في الوريد أو العضل؟',
      'اتعالج قريب في مستشفى من غثيان أو هياج أو تسمم أو عصبية شديدة، وخد دوا بالحقن في الوريد أو العضل؟',
      'هي اتعالجت قريب في مستشفى من غثيان أو هياج أو تسمم أو عصبية شديدة، وخدت دوا بالحقن في الوريد أو العضل؟',
    ],
  ),
  E_137: w(
    [
      'Have you ever had surgery to remove lymph nodes?',
      'Has he ever had an operation to remove lymph nodes (glands)?',
      'Has she ever had an operation to remove lymph nodes (glands)?',
    ],
    [
      'عملت قبل كده عملية شلت فيها غدد ليمفاوية؟',
      'عمل قبل كده عملية شال فيها غدد ليمفاوية؟',
      'عملت قبل كده عملية شالت فيها غدد ليمفاوية؟',
    ],
  ),
  E_149: w(
    [
      'Do you take a calcium channel blocker (a blood-pressure or heart medicine such as amlodipine)?',
      'Does he take a calcium channel blocker (a blood-pressure or heart medicine such as amlodipine)?',
      'Does she take a calcium channel blocker (a blood-pressure or heart medicine such as amlodipine)?',
    ],
    [
      'بتاخد دوا من نوع حاصرات قنوات الكالسيوم (دوا ضغط أو قلب زي الأملوديبين)؟',
      'بياخد دوا من نوع حاصرات قنوات الكالسيوم (دوا ضغط أو قلب زي الأملوديبين)؟',
      'هي بتاخد دوا من نوع حاصرات قنوات الكالسيوم (دوا ضغط أو قلب زي الأملوديبين)؟',
    ],
  ),
  E_197: w(
    [
      'Do you have a known kidney problem resulting in an inability to retain proteins?',
      'Does he have a known kidney problem that makes him lose protein in his urine?',
      'Does she have a known kidney problem that makes her lose protein in her urine?',
    ],
    [
      'عندك مشكلة معروفة في الكلى بتخلّي البروتين ينزل في البول؟',
      'عنده مشكلة معروفة في الكلى بتخلّي البروتين ينزل في البول؟',
      'عندها مشكلة معروفة في الكلى بتخلّي البروتين ينزل في البول؟',
    ],
  ),
  E_3: w(
    [
      'Have you ever had pericarditis (inflammation of the sac around the heart)?',
      'Has he ever had pericarditis (inflammation of the sac around the heart)?',
      'Has she ever had pericarditis (inflammation of the sac around the heart)?',
    ],
    [
      'جالك قبل كده التهاب في الغشاء اللي حوالين القلب (التامور)؟',
      'جاله قبل كده التهاب في الغشاء اللي حوالين القلب (التامور)؟',
      'جالها قبل كده التهاب في الغشاء اللي حوالين القلب (التامور)؟',
    ],
  ),
  E_29: w(
    [
      'Do any members of your immediate family have a psychiatric illness?',
      'Does anyone in his close family have a psychiatric (mental) illness?',
      'Does anyone in her close family have a psychiatric (mental) illness?',
    ],
    ['حد من أهلك القريبين عنده مرض نفسي؟', 'حد من أهله القريبين عنده مرض نفسي؟', 'حد من أهلها القريبين عنده مرض نفسي؟'],
  ),
  E_225: w(
    [
      'Do you have close family members who had a cardiovascular disease problem before the age of 50?',
      'Has anyone in his close family had a heart or blood-vessel disease before the age of 50?',
      'Has anyone in her close family had a heart or blood-vessel disease before the age of 50?',
    ],
    [
      'حد من أهلك القريبين (أب، أم، إخوات) جاله مرض في القلب أو الشرايين قبل سن 50؟',
      'حد من أهله القريبين (أب، أم، إخوات) جاله مرض في القلب أو الشرايين قبل سن 50؟',
      'حد من أهلها القريبين (أب، أم، إخوات) جاله مرض في القلب أو الشرايين قبل سن 50؟',
    ],
  ),
  E_73: w(
    [
      'In the last month, have you been in contact with anyone infected with the Ebola virus?',
      'In the last month, has he been in contact with anyone infected with the Ebola virus?',
      'In the last month, has she been in contact with anyone infected with the Ebola virus?',
    ],
    [
      'في آخر شهر، اتعاملت مع حد عنده فيروس إيبولا؟',
      'في آخر شهر، اتعامل مع حد عنده فيروس إيبولا؟',
      'في آخر شهر، هي اتعاملت مع حد عنده فيروس إيبولا؟',
    ],
  ),
  E_138: w(
    ['Do you suffer from fibromyalgia?', 'Does he have fibromyalgia?', 'Does she have fibromyalgia?'],
    [
      'عندك فيبروميالجيا (ألم عضلي ليفي منتشر في الجسم)؟',
      'عنده فيبروميالجيا (ألم عضلي ليفي منتشر في الجسم)؟',
      'عندها فيبروميالجيا (ألم عضلي ليفي منتشر في الجسم)؟',
    ],
  ),
  E_101: w(
    [
      'Have you been hospitalized for an asthma attack in the past year?',
      'Has he been admitted to hospital for an asthma attack in the past year?',
      'Has she been admitted to hospital for an asthma attack in the past year?',
    ],
    [
      'دخلت المستشفى بسبب أزمة ربو في آخر سنة؟',
      'دخل المستشفى بسبب أزمة ربو في آخر سنة؟',
      'هي دخلت المستشفى بسبب أزمة ربو في آخر سنة؟',
    ],
  ),
  E_46: w(
    [
      'Have you had 2 or more asthma attacks in the past year?',
      'Has he had 2 or more asthma attacks in the past year?',
      'Has she had 2 or more asthma attacks in the past year?',
    ],
    [
      'جالك أزمتين ربو أو أكتر في آخر سنة؟',
      'جاله أزمتين ربو أو أكتر في آخر سنة؟',
      'جالها أزمتين ربو أو أكتر في آخر سنة؟',
    ],
  ),
  E_119: w(
    [
      'Have you been diagnosed with chronic sinusitis?',
      'Has he been diagnosed with chronic sinusitis?',
      'Has she been diagnosed with chronic sinusitis?',
    ],
    [
      'اتشخّصت بالتهاب مزمن في الجيوب الأنفية؟',
      'اتشخّص بالتهاب مزمن في الجيوب الأنفية؟',
      'هي اتشخّصت بالتهاب مزمن في الجيوب الأنفية؟',
    ],
  ),
  E_72: w(
    [
      'Have you had one or several flare ups of chronic obstructive pulmonary disease (COPD) in the past year?',
      'Has he had one or more flare-ups of COPD (chronic obstructive pulmonary disease) in the past year?',
      'Has she had one or more flare-ups of COPD (chronic obstructive pulmonary disease) in the past year?',
    ],
    [
      'جالك نوبة أو أكتر من زيادة الانسداد الرئوي المزمن (COPD) في آخر سنة؟',
      'جاله نوبة أو أكتر من زيادة الانسداد الرئوي المزمن (COPD) في آخر سنة؟',
      'جالها نوبة أو أكتر من زيادة الانسداد الرئوي المزمن (COPD) في آخر سنة؟',
    ],
  ),
  E_198: w(
    ['Do you work in agriculture?', 'Does he work in farming?', 'Does she work in farming?'],
    ['بتشتغل في الزراعة (الغيط)؟', 'بيشتغل في الزراعة (الغيط)؟', 'هي بتشتغل في الزراعة (الغيط)؟'],
  ),
  E_200: w(
    ['Do you work in the mining sector?', 'Does he work in mining?', 'Does she work in mining?'],
    ['بتشتغل في المناجم أو المحاجر؟', 'بيشتغل في المناجم أو المحاجر؟', 'هي بتشتغل في المناجم أو المحاجر؟'],
  ),
  E_199: w(
    ['Do you work in construction?', 'Does he work in construction?', 'Does she work in construction?'],
    ['بتشتغل في البنا والمقاولات؟', 'بيشتغل في البنا والمقاولات؟', 'هي بتشتغل في البنا والمقاولات؟'],
  ),
  E_121: w(
    [
      'Do you have a deviated nasal septum?',
      'Does he have a deviated nasal septum?',
      'Does she have a deviated nasal septum?',
    ],
    [
      'عندك انحراف في الحاجز الأنفي (العضمة اللي في نص المناخير)؟',
      'عنده انحراف في الحاجز الأنفي (العضمة اللي في نص المناخير)؟',
      'عندها انحراف في الحاجز الأنفي (العضمة اللي في نص المناخير)؟',
    ],
  ),
  E_120: w(
    ['Do you have polyps in your nose?', 'Does he have polyps in his nose?', 'Does she have polyps in her nose?'],
    ['عندك لحمية (زوايد) في مناخيرك؟', 'عنده لحمية (زوايد) في مناخيره؟', 'عندها لحمية (زوايد) في مناخيرها؟'],
  ),
  E_142: w(
    ['Does your mother suffer from asthma?', 'Does his mother have asthma?', 'Does her mother have asthma?'],
    ['والدتك عندها ربو (حساسية صدر)؟', 'والدته عندها ربو (حساسية صدر)؟', 'والدتها عندها ربو (حساسية صدر)؟'],
  ),
  E_195: w(
    ['Do you live in the suburbs?', 'Does he live in the suburbs?', 'Does she live in the suburbs?'],
    [
      'عايش في ضواحي المدينة (على أطرافها)؟',
      'هو عايش في ضواحي المدينة (على أطرافها)؟',
      'هي عايشة في ضواحي المدينة (على أطرافها)؟',
      'عايشة في ضواحي المدينة (على أطرافها)؟',
    ],
  ),
  E_183: w(
    ['Do you live in a rural area?', 'Does he live in the countryside?', 'Does she live in the countryside?'],
    [
      'عايش في الريف (في قرية أو عزبة)؟',
      'هو عايش في الريف (في قرية أو عزبة)؟',
      'هي عايشة في الريف (في قرية أو عزبة)؟',
      'عايشة في الريف (في قرية أو عزبة)؟',
    ],
  ),
  E_224: w(
    [
      'Do you have family members who have had lung cancer?',
      'Has anyone in his family had lung cancer?',
      'Has anyone in her family had lung cancer?',
    ],
    ['حد من أهلك جاله سرطان الرئة؟', 'حد من أهله جاله سرطان الرئة؟', 'حد من أهلها جاله سرطان الرئة؟'],
  ),
  E_223: w(
    [
      'Are there members of your family who have been diagnosed with pancreatic cancer?',
      'Has anyone in his family been diagnosed with pancreatic cancer?',
      'Has anyone in her family been diagnosed with pancreatic cancer?',
    ],
    ['حد من أهلك اتشخّص بسرطان البنكرياس؟', 'حد من أهله اتشخّص بسرطان البنكرياس؟', 'حد من أهلها اتشخّص بسرطان البنكرياس؟'],
  ),
  E_5: w(
    [
      'Have you ever had fluid in your lungs?',
      'Has he ever had fluid on his lungs?',
      'Has she ever had fluid on her lungs?',
    ],
    ['اتجمّعت عندك مية على الرئة قبل كده؟', 'اتجمّعت عنده مية على الرئة قبل كده؟', 'اتجمّعت عندها مية على الرئة قبل كده؟'],
  ),
};

/**
 * Egyptian Arabic labels of the answer options, keyed by DDXPlus value code (the codes share one meaning across
 * all evidences). Anatomical words with no everyday equivalent are explained after a dash or in brackets.
 */
export const VALUE_AR: Record<string, string> = {
  V_0: 'شمال أفريقيا',
  V_1: 'غرب أفريقيا',
  V_2: 'جنوب أفريقيا',
  V_3: 'أمريكا الوسطى',
  V_4: 'أمريكا الشمالية',
  V_5: 'أمريكا الجنوبية',
  V_6: 'آسيا',
  V_7: 'جنوب شرق آسيا',
  V_8: 'الكاريبي',
  V_9: 'أوروبا',
  V_10: 'لا',
  V_11: 'مش محدد',
  V_12: 'نعم',
  V_13: 'أوقيانوسيا',
  V_14: 'عظمة الحوض (يمين)',
  V_15: 'عظمة الحوض (يسار)',
  V_16: 'ثنية الفخد - الأُربية (يمين)',
  V_17: 'ثنية الفخد - الأُربية (يسار)',
  V_18: 'تحت الباط (يمين)',
  V_19: 'تحت الباط (يسار)',
  V_20: 'اللوزة (يمين)',
  V_21: 'اللوزة (يسار)',
  V_22: 'فتحة الشرج',
  V_23: 'ورا الكاحل فوق الكعب (يمين)',
  V_24: 'ورا الكاحل فوق الكعب (يسار)',
  V_25: 'ورا الراس',
  V_26: 'ورا الرقبة (القفا)',
  V_27: 'الساعد - من الكوع للرسغ (يمين)',
  V_28: 'الساعد - من الكوع للرسغ (يسار)',
  V_29: 'تحت الصدر',
  V_30: 'عضلة الدراع من قدام (يمين)',
  V_31: 'عضلة الدراع من قدام (يسار)',
  V_32: 'البُق (الفم)',
  V_33: 'تفاحة آدم (البروز اللي في نص الزور)',
  V_34: 'الكاحل (يمين)',
  V_35: 'الكاحل (يسار)',
  V_36: 'البظر',
  V_37: 'العصعص',
  V_38: 'فقرات الرقبة',
  V_39: 'نص الضهر (الفقرات الصدرية)',
  V_40: 'أسفل الضهر (الفقرات القطنية)',
  V_41: 'طرف البُق (يمين)',
  V_42: 'طرف البُق (يسار)',
  V_43: 'جنب القدم من برا (يمين)',
  V_44: 'جنب القدم من برا (يسار)',
  V_45: 'الكوع (يمين)',
  V_46: 'الكوع (يسار)',
  V_47: 'ورا الركبة (يمين)',
  V_48: 'ورا الركبة (يسار)',
  V_49: 'حرف الحوض جنب الوسط (يمين)',
  V_50: 'حرف الحوض جنب الوسط (يسار)',
  V_51: 'الفخد (يمين)',
  V_52: 'الفخد (يسار)',
  V_53: 'جنب الرقبة (يمين)',
  V_54: 'جنب الرقبة (يسار)',
  V_55: 'جنب الصدر (يمين)',
  V_56: 'جنب الصدر (يسار)',
  V_57: 'السنان اللي تحت (يمين)',
  V_58: 'السنان اللي تحت (يسار)',
  V_59: 'السنان اللي فوق (يمين)',
  V_60: 'السنان اللي فوق (يسار)',
  V_61: 'فوق اللسان',
  V_62: 'فوق الراس (قمة الراس)',
  V_63: 'صباع البنصر (يمين)',
  V_64: 'صباع البنصر (يسار)',
  V_65: 'الصباع الصغير - الخنصر (يمين)',
  V_66: 'الصباع الصغير - الخنصر (يسار)',
  V_67: 'صباع السبابة (يمين)',
  V_68: 'صباع السبابة (يسار)',
  V_69: 'الصباع الوسطاني (يمين)',
  V_70: 'الصباع الوسطاني (يسار)',
  V_71: 'كأن حاجة بتتقطع (بتتمزع)',
  V_72: 'وش القدم من فوق (يمين)',
  V_73: 'وش القدم من فوق (يسار)',
  V_74: 'ضهر الرسغ (يمين)',
  V_75: 'ضهر الرسغ (يسار)',
  V_76: 'ضهر الإيد (يمين)',
  V_77: 'ضهر الإيد (يسار)',
  V_78: 'الساعد من جوه (يمين)',
  V_79: 'الساعد من جوه (يسار)',
  V_80: 'الرسغ من جوه (يمين)',
  V_81: 'الرسغ من جوه (يسار)',
  V_82: 'المقعدة - الأرداف (يمين)',
  V_83: 'المقعدة - الأرداف (يسار)',
  V_84: 'الجنب - الخاصرة (يمين)',
  V_85: 'الجنب - الخاصرة (يسار)',
  V_86: 'غامق',
  V_87: 'أسفل البطن (يمين)',
  V_88: 'أسفل البطن (يسار)',
  V_89: 'الجبهة',
  V_90: 'اللثة اللي تحت',
  V_91: 'اللثة اللي فوق',
  V_92: 'الركبة (يمين)',
  V_93: 'الركبة (يسار)',
  V_94: 'رأس القضيب',
  V_95: 'الشفرة الكبيرة - الشفايف الخارجية للفرج (يمين)',
  V_96: 'الشفرة الكبيرة - الشفايف الخارجية للفرج (يسار)',
  V_97: 'صباع الرجل الكبير (يمين)',
  V_98: 'صباع الرجل الكبير (يسار)',
  V_99: 'الورك (يمين)',
  V_100: 'الورك (يسار)',
  V_101: 'فوق الصدر',
  V_102: 'غشاء البكارة',
  V_103: 'فوق البطن تحت الضلوع (يمين)',
  V_104: 'فوق البطن تحت الضلوع (يسار)',
  V_105: 'الفخد من ورا (يمين)',
  V_106: 'الفخد من ورا (يسار)',
  V_107: 'أصفر',
  V_108: 'الخد (يمين)',
  V_109: 'الخد (يسار)',
  V_110: 'الخد من جوه (يمين)',
  V_111: 'الخد من جوه (يسار)',
  V_112: 'نغزات (شكّ) متكررة',
  V_113: 'مكان الكلى في الضهر (يمين)',
  V_114: 'مكان الكلى في الضهر (يسار)',
  V_115: 'اللهاة - اللحمية اللي في آخر سقف الحلق',
  V_116: 'الشفة اللي تحت (يمين)',
  V_117: 'الشفة اللي فوق (يمين)',
  V_118: 'الدقن',
  V_119: 'سمانة الرجل (يمين)',
  V_120: 'سمانة الرجل (يسار)',
  V_121: 'الفك',
  V_122: 'المناخير (الأنف)',
  V_123: 'مفيش مكان',
  V_124: 'آخر الراس من ورا فوق الرقبة',
  V_125: 'العين (يمين)',
  V_126: 'العين (يسار)',
  V_127: 'لوح الكتف من ورا (يمين)',
  V_128: 'لوح الكتف من ورا (يسار)',
  V_129: 'الودن (يمين)',
  V_130: 'الودن (يسار)',
  V_131: 'صباع الرجل التاني (يمين)',
  V_132: 'صباع الرجل التاني (يسار)',
  V_133: 'صباع الرجل التالت (يمين)',
  V_134: 'صباع الرجل التالت (يسار)',
  V_135: 'صباع الرجل الرابع (يمين)',
  V_136: 'صباع الرجل الرابع (يسار)',
  V_137: 'سقف الحلق',
  V_138: 'باهت',
  V_139: 'جدار المهبل',
  V_140: 'جدار المهبل (يمين)',
  V_141: 'جدار المهبل (يسار)',
  V_142: 'كف الإيد (يمين)',
  V_143: 'كف الإيد (يسار)',
  V_144: 'صباع الرجل الصغير (يمين)',
  V_145: 'صباع الرجل الصغير (يسار)',
  V_146: 'الشفرة الصغيرة - الشفايف الداخلية للفرج (يمين)',
  V_147: 'الشفرة الصغيرة - الشفايف الداخلية للفرج (يسار)',
  V_148: 'الزور (البلعوم)',
  V_149: 'بطن الرجل - تحت القدم (يمين)',
  V_150: 'بطن الرجل - تحت القدم (يسار)',
  V_151: 'الإبهام - الصباع الكبير (يمين)',
  V_152: 'الإبهام - الصباع الكبير (يسار)',
  V_153: 'العانة',
  V_154: 'مزعج',
  V_155: 'القضيب',
  V_156: 'بمبي (وردي)',
  V_157: 'أحمر',
  V_158: 'كيس الخصية',
  V_159: 'الثدي (يمين)',
  V_160: 'الثدي (يسار)',
  V_161: 'بيوجع لما يتلمس',
  V_162: 'تحت اللسان',
  V_163: 'تحت الفك',
  V_164: 'الكعب (يمين)',
  V_165: 'الكعب (يسار)',
  V_166: 'الصدغ (يمين)',
  V_167: 'الصدغ (يسار)',
  V_168: 'الخصية (يمين)',
  V_169: 'الخصية (يسار)',
  V_170: 'الصدر من ورا - الضهر من فوق (يمين)',
  V_171: 'الصدر من ورا - الضهر من فوق (يسار)',
  V_172: 'قصبة الرجل - العضمة اللي قدام (يمين)',
  V_173: 'قصبة الرجل - العضمة اللي قدام (يسار)',
  V_174: 'القصبة الهوائية',
  V_175: 'عضلة الكتف من فوق (يمين)',
  V_176: 'عضلة الكتف من فوق (يسار)',
  V_177: 'عضلة الدراع من ورا (يمين)',
  V_178: 'عضلة الدراع من ورا (يسار)',
  V_179: 'زي طعنة السكينة',
  V_180: 'بيشد (شد)',
  V_181: 'حرقان',
  V_182: 'تقلص (شد زي المغص)',
  V_183: 'تقل (ضغط)',
  V_184: 'بينبض (بيدق)',
  V_185: 'مجرى البول',
  V_186: 'المهبل',
  V_187: 'البطن',
  V_188: 'حرف الشفة (يمين)',
  V_189: 'حرف الشفة (يسار)',
  V_190: 'مدخل المهبل',
  V_191: 'جامد جدًا (عنيف)',
  V_192: 'حاد',
  V_193: 'يقرّف ويجيب غثيان',
  V_194: 'الكتف (يمين)',
  V_195: 'الكتف (يسار)',
  V_196: 'يخوّف',
  V_197: 'فم المعدة (أعلى البطن)',
  V_198: 'بيهد الحيل (منهك)',
};

/**
 * The former (Modern Standard Arabic) labels of the options reworded above: still understood when typed, so a
 * person who writes "الأذن اليمين" or "مؤخرة الرأس" is not asked again.
 */
export const VALUE_AR_FORMER: Record<string, string> = {
  V_11: 'غير محدد',
  V_16: 'الأُربية - أعلى الفخذ (يمين)',
  V_17: 'الأُربية - أعلى الفخذ (يسار)',
  V_18: 'تحت الإبط (يمين)',
  V_19: 'تحت الإبط (يسار)',
  V_23: 'خلف الكاحل (يمين)',
  V_24: 'خلف الكاحل (يسار)',
  V_25: 'مؤخرة الرأس',
  V_26: 'خلف الرقبة',
  V_27: 'الساعد (يمين)',
  V_28: 'الساعد (يسار)',
  V_29: 'أسفل الصدر',
  V_30: 'العضلة الأمامية للذراع (يمين)',
  V_31: 'العضلة الأمامية للذراع (يسار)',
  V_32: 'الفم',
  V_33: 'تفاحة آدم (غضروف الغدة الدرقية)',
  V_39: 'فقرات الظهر (الصدرية)',
  V_40: 'أسفل الظهر (الفقرات القطنية)',
  V_41: 'زاوية الفم (يمين)',
  V_42: 'زاوية الفم (يسار)',
  V_43: 'الجانب الخارجي للقدم (يمين)',
  V_44: 'الجانب الخارجي للقدم (يسار)',
  V_47: 'خلف الركبة (يمين)',
  V_48: 'خلف الركبة (يسار)',
  V_49: 'حافة الحوض (يمين)',
  V_50: 'حافة الحوض (يسار)',
  V_51: 'الفخذ (يمين)',
  V_52: 'الفخذ (يسار)',
  V_53: 'جانب الرقبة (يمين)',
  V_54: 'جانب الرقبة (يسار)',
  V_55: 'جانب الصدر (يمين)',
  V_56: 'جانب الصدر (يسار)',
  V_57: 'الأسنان السفلية (يمين)',
  V_58: 'الأسنان السفلية (يسار)',
  V_59: 'الأسنان العلوية (يمين)',
  V_60: 'الأسنان العلوية (يسار)',
  V_62: 'أعلى الرأس',
  V_63: 'إصبع البنصر (يمين)',
  V_64: 'إصبع البنصر (يسار)',
  V_65: 'الإصبع الصغير - الخنصر (يمين)',
  V_66: 'الإصبع الصغير - الخنصر (يسار)',
  V_67: 'إصبع السبابة (يمين)',
  V_68: 'إصبع السبابة (يسار)',
  V_69: 'الإصبع الأوسط (يمين)',
  V_70: 'الإصبع الأوسط (يسار)',
  V_71: 'ممزِّق (كأن شيئًا يتمزق)',
  V_72: 'ظهر القدم (يمين)',
  V_73: 'ظهر القدم (يسار)',
  V_74: 'ظهر الرسغ (يمين)',
  V_75: 'ظهر الرسغ (يسار)',
  V_76: 'ظهر اليد (يمين)',
  V_77: 'ظهر اليد (يسار)',
  V_78: 'باطن الساعد (يمين)',
  V_79: 'باطن الساعد (يسار)',
  V_80: 'باطن الرسغ (يمين)',
  V_81: 'باطن الرسغ (يسار)',
  V_82: 'الأرداف (يمين)',
  V_83: 'الأرداف (يسار)',
  V_84: 'الخاصرة - جنب البطن (يمين)',
  V_85: 'الخاصرة - جنب البطن (يسار)',
  V_86: 'داكن',
  V_90: 'اللثة السفلية',
  V_91: 'اللثة العلوية',
  V_95: 'الشفرة الكبرى (يمين)',
  V_96: 'الشفرة الكبرى (يسار)',
  V_97: 'إصبع القدم الكبير (يمين)',
  V_98: 'إصبع القدم الكبير (يسار)',
  V_101: 'أعلى الصدر',
  V_103: 'أعلى البطن تحت الضلوع (يمين)',
  V_104: 'أعلى البطن تحت الضلوع (يسار)',
  V_105: 'العضلات الخلفية للفخذ (يمين)',
  V_106: 'العضلات الخلفية للفخذ (يسار)',
  V_110: 'باطن الخد (يمين)',
  V_111: 'باطن الخد (يسار)',
  V_112: 'نغزات حادة متكررة',
  V_113: 'منطقة الكلية في الظهر (يمين)',
  V_114: 'منطقة الكلية في الظهر (يسار)',
  V_115: 'لهاة الحلق',
  V_116: 'الشفة السفلى (يمين)',
  V_117: 'الشفة العليا (يمين)',
  V_118: 'الذقن',
  V_122: 'الأنف',
  V_123: 'لا يوجد مكان',
  V_124: 'قاعدة الجمجمة من الخلف',
  V_127: 'لوح الكتف (يمين)',
  V_128: 'لوح الكتف (يسار)',
  V_129: 'الأذن (يمين)',
  V_130: 'الأذن (يسار)',
  V_131: 'إصبع القدم الثاني (يمين)',
  V_132: 'إصبع القدم الثاني (يسار)',
  V_133: 'إصبع القدم الثالث (يمين)',
  V_134: 'إصبع القدم الثالث (يسار)',
  V_135: 'إصبع القدم الرابع (يمين)',
  V_136: 'إصبع القدم الرابع (يسار)',
  V_142: 'كف اليد (يمين)',
  V_143: 'كف اليد (يسار)',
  V_144: 'إصبع القدم الصغير (يمين)',
  V_145: 'إصبع القدم الصغير (يسار)',
  V_146: 'الشفرة الصغرى (يمين)',
  V_147: 'الشفرة الصغرى (يسار)',
  V_148: 'البلعوم (الزور)',
  V_149: 'باطن القدم (يمين)',
  V_150: 'باطن القدم (يسار)',
  V_151: 'الإبهام (يمين)',
  V_152: 'الإبهام (يسار)',
  V_156: 'وردي',
  V_158: 'كيس الخصيتين',
  V_161: 'مؤلم عند اللمس',
  V_170: 'الجدار الخلفي للصدر (يمين)',
  V_171: 'الجدار الخلفي للصدر (يسار)',
  V_172: 'قصبة الساق (يمين)',
  V_173: 'قصبة الساق (يسار)',
  V_175: 'عضلة أعلى الكتف (يمين)',
  V_176: 'عضلة أعلى الكتف (يسار)',
  V_177: 'العضلة الخلفية للذراع (يمين)',
  V_178: 'العضلة الخلفية للذراع (يسار)',
  V_179: 'مثل طعنة سكين',
  V_180: 'شد وجذب',
  V_182: 'تقلص (شد عضلي)',
  V_183: 'ثقل (ضغط)',
  V_184: 'نابض (يدق)',
  V_188: 'حافة الشفة (يمين)',
  V_189: 'حافة الشفة (يسار)',
  V_191: 'عنيف',
  V_193: 'مقزز يسبب الغثيان',
  V_196: 'مخيف',
  V_197: 'أعلى البطن (فم المعدة)',
  V_198: 'منهك',
};
