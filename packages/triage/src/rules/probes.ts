import type { Probe } from './types.ts';

/**
 * Probes of every rule in ./table.ts, written from the rule (its concepts and its source), not from a failing
 * case: other wordings, a relative's voice, Egyptian Arabic, "don't know" to every question (the default), and
 * near misses that must not fire the rule. test/rule-probes.test.ts runs them all through the chat API and fails
 * for a rule without probes, an emergency probe that ends below emergency, an urgent probe below urgent, or a
 * near miss that fires its rule. `npm run eval:triage` prints the figures per rule and per language.
 */
type Answers = Probe['answers'];
const en = (age: string, sex: 'M' | 'F', says: string, answers?: Answers): Probe => ({
  lang: 'en',
  age,
  sex,
  says,
  fires: true,
  ...(answers ? { answers } : {}),
});
const ar = (age: string, sex: 'M' | 'F', says: string, answers?: Answers): Probe => ({
  lang: 'ar',
  age,
  sex,
  says,
  fires: true,
  ...(answers ? { answers } : {}),
});
/** A near miss: the rule must not fire (another rule may). */
const not = (p: Probe): Probe => ({ ...p, fires: false });

export const PROBES: Record<string, Probe[]> = {
  'stroke-fast': [
    en('70', 'F', 'my grandmother suddenly cannot lift her left arm and her words come out wrong'),
    en('64', 'M', 'half of my face feels heavy and my smile is crooked since this morning'),
    ar('68', 'M', 'أبويا بقه اتعوج فجأة وكلامه مش مفهوم'),
    ar('59', 'F', 'إيدي اليمين تقلت فجأة ومش قادرة أمسك الكوباية'),
    ar('66', 'F', 'ماما عندها لخبطة في الكلام فجأة من ساعة'),
    not(en('30', 'F', 'my face is swollen from a tooth abscess')),
  ],
  'reduced-consciousness': [
    en('81', 'M', 'my father is very drowsy today and does not know where he is'),
    ar('75', 'F', 'جدتي بتخرف من امبارح ومش عارفة احنا فين'),
    ar('60', 'M', 'جوزي مش بيرد علينا وصعب نصحيه'),
    not(ar('35', 'F', 'معدتي متلخبطة من الأكل')),
    not(en('28', 'M', 'I feel tired and sleepy after night shifts', 'no')),
  ],
  overdose: [
    en('24', 'F', 'she took a whole box of paracetamol last night'),
    en('45', 'M', 'I swallowed about 30 of my sleeping tablets'),
    ar('19', 'F', 'بنتي خدت شريط بنادول كامل'),
    ar('3', 'M', 'ابني بلع حبوب الضغط بتاعة جده'),
    not(en('40', 'F', 'I take two paracetamol for my headache', 'no')),
  ],
  'suicidal-thoughts': [
    en('29', 'M', 'I do not want to wake up tomorrow'),
    en('17', 'F', 'my daughter says everyone would be better off without her'),
    ar('24', 'F', 'نفسي أموت ومليش نفس أعيش'),
    ar('40', 'M', 'تعبت من الدنيا وعايز أخلص من حياتي'),
    not(en('35', 'F', 'I am dying to get rid of this cold, runny nose', 'no')),
  ],
  'breathing-severe': [
    en('58', 'M', 'I am so short of breath that I can only say a few words at a time'),
    en('33', 'F', 'she is not breathing properly even at rest and her lips look blue'),
    ar('62', 'M', 'نفسي مقطوع حتى وأنا قاعد ومش قادر أكمل جملة'),
    ar('40', 'F', 'البخاخة مش نافعة خالص ونفسي ضيق'),
    not(en('30', 'M', 'I get a bit breathless when I run for the bus', 'no')),
    not(ar('25', 'M', 'عندي كحة ناشفة وزوري بيوجعني شوية', 'no')),
  ],
  airway: [
    en('3', 'M', 'he makes a high-pitched noise when he breathes in and has a barking cough'),
    en('30', 'F', 'my throat is closing up after eating prawns'),
    ar('2', 'F', 'بنتي بتكح زي الكلب وبيطلع صوت وهي بتاخد نفسها'),
    ar('28', 'M', 'لساني وارم وزوري بيقفل'),
    not(en('25', 'M', 'a dry cough and a hoarse voice', 'no')),
  ],
  'chest-pain-danger': [
    en('56', 'M', 'heavy chest pain and I am sweating'),
    en('61', 'F', 'my mother has chest tightness going down her left arm'),
    ar('58', 'M', 'صدري مقبوض وعرقان عرق بارد'),
    ar('50', 'F', 'وجع في صدري بيمتد للفك ونفسي ضيق'),
    not(en('22', 'M', 'a sharp pain in my chest when I press on my ribs after the gym', 'no')),
    not(ar('22', 'M', 'وجع في صدري لما بضغط على ضلوعي بعد الجيم', 'no')),
  ],
  'infant-fever': [
    en('6 weeks', 'F', 'she feels hot, temperature 38.3'),
    ar('شهرين', 'M', 'ابني الرضيع سخن'),
    not(en('2', 'F', 'she had a mild temperature yesterday, now fine', 'no')),
  ],
  'child-danger-signs': [
    en('9 months', 'F', 'she vomits everything and refuses all feeds'),
    en('1', 'M', 'he had a fit this morning'),
    ar('سنة ونص', 'F', 'بنتي بترجع كل حاجة بتشربها'),
    not(en('4', 'M', 'a runny nose and he is eating and drinking well', 'no')),
    not(ar('2', 'F', 'عندها رشح بسيط وبتاكل وبتشرب كويس', 'no')),
  ],
  sepsis: [
    en('45', 'M', 'fever and shivering and his skin is mottled'),
    ar('70', 'F', 'ماما سخنة وجلدها مبقع ولونها رمادي'),
    not(en('30', 'F', 'fever and a sore throat', 'no')),
  ],
  'meningitis-signs': [
    en('20', 'F', 'high fever and my neck is stiff'),
    ar('19', 'M', 'صداع جامد وسخونية ورقبتي ناشفة'),
    not(en('35', 'M', 'my neck is stiff from sleeping badly, no fever', 'no')),
    not(ar('35', 'M', 'رقبتي ناشفة من النومة الغلط ومفيش سخونية', 'no')),
  ],
  'thunderclap-headache': [
    en('45', 'F', 'the worst headache of my life came on suddenly'),
    ar('50', 'M', 'صداع فجأة زي الخبطة على دماغي أوحش صداع في حياتي'),
    not(en('30', 'F', 'a mild headache after a long day at the computer', 'no')),
    not(ar('30', 'M', 'بقي عندي صداع خفيف من قلة النوم', 'no')),
  ],
  'gi-bleeding': [
    en('55', 'M', 'I vomited blood this morning'),
    ar('60', 'M', 'رجعت دم والبراز أسود زي القطران'),
    not(en('30', 'F', 'a little bright blood on the paper when I have piles', 'no')),
  ],
  'acute-abdomen': [
    en('55', 'M', 'vomiting and severe pain in the middle of my belly going to my back, I drink a lot of alcohol'),
    en('35', 'M', 'sudden severe pain in my belly, I cannot stand straight'),
    ar('28', 'F', 'وجع جامد في بطني جه فجأة'),
    not(en('25', 'F', 'mild tummy ache after a heavy meal', 'no')),
  ],
  'jaundice-danger': [
    en('50', 'M', 'his eyes have gone yellow and he is confused'),
    ar('45', 'F', 'عينيها صفرا ووجع في بطنها'),
  ],
  'flank-pain-fever': [
    en('30', 'F', 'severe pain in my side with fever and shivering'),
    ar('35', 'F', 'وجع جامد في جنبي مع سخونية ورعشة'),
    not(en('40', 'M', 'a dull ache in my lower back after gardening, no fever', 'no')),
  ],
  'pregnancy-danger': [
    en('26', 'F', 'my period is 2 weeks late, I have pain on one side low down and my shoulder tip hurts'),
    ar('28', 'F', 'الدورة متأخرة أسبوعين ووجع في جنب بطني من تحت وكتفي بيوجعني'),
    en('27', 'F', 'I am pregnant and bleeding with belly pain'),
    en('32', 'F', 'my period is late and I have sudden severe pain low in my belly'),
    ar('30', 'F', 'أنا حامل في الشهر السابع وعندي صداع جامد وزغللة'),
    not(en('29', 'F', 'I take the contraceptive pill and have a mild headache', 'no')),
  ],
  'testicular-pain': [
    en('15', 'M', 'sudden pain in my testicle'),
    en('52', 'M', 'my testicle is swollen and very painful since this morning'),
    ar('16', 'M', 'ابني عنده وجع في الخصية جه فجأة'),
    not(en('40', 'M', 'pain from my side going down to my groin, like a kidney stone', 'no')),
    not(ar('40', 'M', 'وجع من جنبي نازل لتحت زي الحصوة ومفيش سخونية', 'no')),
  ],
  'cauda-equina': [
    en('45', 'M', 'back pain and numbness between my legs'),
    en('50', 'F', 'lower back pain', 'screen-yes'),
    ar('42', 'M', 'وجع في ضهري وتنميل حوالين الشرج'),
    not(en('35', 'M', 'lower back pain after lifting a box, no numbness', 'no')),
  ],
  'urinary-retention': [
    en('70', 'M', 'I have not been able to pass urine since last night'),
    ar('68', 'M', 'مش قادر أعمل بول خالص من امبارح'),
  ],
  'burn-serious': [
    en('2', 'M', 'he pulled a cup of boiling tea onto himself'),
    en('35', 'M', 'I got an electric shock and a burn on my hand'),
    en('30', 'F', 'a burn with big blisters on my hand from hot oil'),
    ar('3', 'F', 'اتدلق عليها شاي سخن على صدرها'),
    ar('40', 'M', 'اتحرقت بمية نار في وشي'),
    not(en('30', 'M', 'I burned my hand on the kettle, small, no blisters', 'no')),
    not(ar('30', 'F', 'اتحرقت في إيدي حرق صغير ومفيش فقاقيع', 'no')),
  ],
  envenomation: [
    en('8', 'M', 'a scorpion stung my son on his foot'),
    en('40', 'M', 'I was bitten by a snake in the field'),
    ar('6', 'F', 'بنتي عقربة قرصتها في رجلها'),
    ar('35', 'M', 'تعبان قرصني في الغيط'),
  ],
  'carbon-monoxide': [
    en('40', 'F', 'we all have headaches and feel dizzy, there is a gas heater in the bathroom'),
    ar('35', 'M', 'صداع ودوخة وإحنا قاعدين جنب الدفاية الغاز'),
  ],
  anaphylaxis: [
    en('25', 'F', 'I ate peanuts and my lips and throat are swelling'),
    ar('30', 'M', 'عندي حساسية من الجمبري وشفايفي وزوري وارمين'),
    // No trigger named, every other question denied: skin or face change with breathing trouble is enough.
    en('40', 'M', 'after an injection at the clinic his face swelled up and he is struggling to breathe', 'no'),
    ar('35', 'F', 'بعد الحقنة وشها ورم ونفسها ضيق', 'no'),
    ar('28', 'F', 'وجهي متورم وظهر طفح في جسمي وعندي ضيق في التنفس', 'no'),
    not(en('30', 'F', 'hay fever, sneezing and itchy eyes', 'no')),
    not(en('45', 'F', 'my face looks puffy in the mornings', 'no')),
    not(ar('25', 'F', 'عندي حساسية أنف وعطس وعيني بتاكلني', 'no')),
  ],
  seizure: [en('2', 'F', 'she had a fit with a high temperature'), ar('4', 'M', 'ابني اتشنج والسخونية عالية')],
  'head-injury-danger': [
    en('30', 'M', 'I hit my head and have vomited twice'),
    ar('8', 'M', 'ابني وقع على راسه ورجع مرتين'),
    en('6', 'F', 'she bumped her forehead on the door frame and has been sick three times'),
    ar('4', 'M', 'ابني اترزع في الترابيزه في جبهته ورجّع مرتين ونايم على طول'),
    // «رجع يلعب» is "went back to playing", not vomiting; «مرجعش» is "did not vomit".
    not(ar('3', 'M', 'ابني اتخبط في راسه وعيط شويه وبعدين رجع يلعب عادي ومرجعش', 'no')),
    not(ar('5', 'F', 'بنتي خبطت راسها في الباب ورجعت تلعب على طول', 'no')),
    not(en('2', 'M', 'my toddler bumped his forehead on the table, cried, now playing normally, no vomiting', 'no')),
  ],
  'sugar-emergency': [
    en('19', 'F', 'I am diabetic, my sugar is very high and I keep vomiting'),
    ar('25', 'M', 'عندي سكر والسكر عالي وبرجع'),
    // Kussmaul breathing and a meter reading "HI" (above its range): NICE NG18 DKA.
    en('15', 'F', "my daughter is type 1, she's throwing up and breathing deep and fast"),
    en('22', 'M', 'type 1 diabetic, been sick all day and my meter just says HI'),
    ar('14', 'M', 'ابني عنده السكر من النوع الاول وبيرجع ونفسه عميق وسريع'),
    ar('30', 'F', 'جهاز السكر مكتوب عليه HI وبرجع من الصبح'),
    not(en('40', 'M', 'I am diabetic and my sugar is a bit high today, otherwise fine', 'no')),
  ],
  'heat-stroke': [
    en('55', 'M', 'my uncle was working in the heat all day and collapsed'),
    ar('60', 'M', 'جدي كان تحت الشمس طول اليوم وأغمى عليه'),
  ],
  'postpartum-haemorrhage': [
    en('30', 'F', 'I gave birth a week ago and I am bleeding heavily, soaking a pad every hour'),
    en('26', 'F', 'my wife had a baby 5 days ago and is bleeding a lot with big clots'),
    ar('30', 'F', 'ولدت من أسبوع وبنزف جامد'),
    ar('28', 'F', 'مراتي لسه والدة والدم مش بيقف'),
    ar('24', 'F', 'ولدت من اسبوع ومن امبارح بنزف جامد وبينزل حتت دم كبيره'),
    en('27', 'F', 'had my baby 5 days ago, soaking a pad every hour and passing big clots'),
    not(en('29', 'F', 'I had a baby two weeks ago, light bleeding is getting less, I feel fine', 'no')),
    not(ar('29', 'F', 'ولدت من أسبوعين والدم بيقل وأنا كويسة', 'no')),
  ],
  'postpartum-danger': [
    en('31', 'F', 'I gave birth 4 days ago and now have a severe headache and blurred vision'),
    ar('27', 'F', 'ولدت من 10 أيام ونفسي ضيق ووجع في صدري'),
  ],
  'vaginal-haemorrhage': [
    ar('35', 'F', 'بتنزف من تحت جامد ومش بيقف'),
    ar('40', 'F', 'مراتي نازل منها دم من تحت كتير وحاسة بدوخة'),
    en('38', 'F', 'I am bleeding heavily from down below, soaking a pad every hour'),
    en('45', 'F', 'my wife has heavy vaginal bleeding and she fainted'),
    not(en('30', 'F', 'a little spotting between periods, otherwise fine', 'no')),
    not(ar('30', 'F', 'عندي وجع من تحت في بطني من يومين', 'no')),
  ],
  haemorrhage: [
    en('40', 'M', 'I cut my leg and it is bleeding heavily and will not stop'),
    ar('35', 'M', 'الدم مش بيقف من الجرح'),
    ar('40', 'F', 'عندي نزيف شديد'),
    not(en('30', 'F', 'a small cut on my finger that stopped bleeding', 'no')),
    not(ar('30', 'F', 'اتعورت في صباعي جرح صغير والدم وقف', 'no')),
  ],
  'head-injury-anticoagulant': [
    en('76', 'F', 'my mother slipped in the bathroom and hit the back of her head, she takes warfarin'),
    en('68', 'M', 'I bumped my head on a cupboard, I am on blood thinners for my heart'),
    ar('72', 'M', 'أبويا وقع في الحمام وراسه اتخبطت وهو بياخد دوا سيولة'),
    ar('78', 'F', 'ستي اتكعبلت في السجادة وخبطت دماغها وبتاخد اسبرين وبلافكس'),
    en('70', 'M', 'he smacked the back of his head on the pavement, he is on clopidogrel'),
    not(en('70', 'F', 'I take warfarin and have a sore throat', 'no')),
    not(ar('40', 'F', 'باخد دوا سيولة وعندي التهاب في الزور', 'no')),
  ],
  'sudden-severe-pain': [
    en('58', 'M', 'sudden severe tearing pain in my back'),
    en('62', 'F', 'my mother has high blood pressure and got a sudden terrible pain between her shoulder blades'),
    ar('60', 'M', 'وجع فظيع في ضهري جه فجأة زي حد بيقطع'),
    en('62', 'M', "my dad suddenly got a ripping pain between his shoulder blades, worst he's ever had"),
    ar('58', 'M', 'جوزي عنده ضغط وفجأة جاله وجع فظيع بين كتافه'),
    // Severity in other words ("never felt anything like it"), or only from the screen's severity question.
    ar('68', 'M', 'ضهري وجعني فجأة وجع مش طبيعي عمري ما حسيت بيه'),
    en('66', 'F', 'pain in my back came on all of a sudden, never felt anything like it'),
    en('70', 'M', 'sudden pain in my back that came out of nowhere', 'screen-yes'),
    not(en('35', 'F', 'my shoulder blades ache after a long day at my desk', 'no')),
    not(en('30', 'M', 'a dull ache in my lower back for two weeks', 'no')),
    not(ar('30', 'M', 'عندي وجع خفيف في ضهري من أسبوعين', 'no')),
  ],
  'pesticide-exposure': [
    en('40', 'M', 'I was spraying pesticide on the crops and now I am sweating and dizzy'),
    en('3', 'F', 'my daughter licked some rat poison'),
    ar('45', 'M', 'كنت برش مبيد في الغيط ودلوقتي عندي دوخة وعرق'),
    ar('20', 'F', 'أختي شربت مبيد'),
  ],
  'diabetic-foot-sepsis': [
    en('60', 'M', 'I am diabetic, my foot is infected and swollen and I have a fever'),
    ar('65', 'F', 'ماما عندها سكر ورجلها فيها جرح ملتهب وصديد وسخنة ورعشة'),
    ar('63', 'M', 'عندي السكر ورجلي فيها جرح ورمت واحمرت وسخنت من امبارح'),
    en('70', 'F', 'my mum has sugar, her toe is black and smelly and she has a temperature'),
    not(en('55', 'M', 'I have diabetes and my feet are dry and cracked', 'no')),
    not(ar('55', 'M', 'عندي سكر ورجلي ناشفة ومشققة', 'no')),
  ],
  'syncope-cardiac': [
    en('50', 'M', 'I passed out after my heart started racing'),
    ar('55', 'F', 'أغمى عليا وقلبي كان بيدق جامد'),
    not(ar('30', 'F', 'مرة واحدة حسيت بدوخة خفيفة لما قمت بسرعة', 'no')),
  ],
  'postpartum-concern': [
    en('29', 'F', 'I had a baby 10 days ago and now I have a fever'),
    ar('30', 'F', 'ولدت من أسبوعين وعندي سخونية'),
    not(ar('29', 'F', 'ولدت من أسبوعين والدم بيقل وأنا كويسة', 'no')),
  ],
  'head-injury-floor': [
    en('30', 'M', 'I banged my head on a shelf and my scalp is bleeding', 'no'),
    ar('45', 'M', 'أبويا وقع من على السلم وراسه اتفتحت وبينزف', 'no'),
    en('80', 'M', 'my grandfather fell and banged his head, he seems fine'),
    ar('70', 'F', 'ماما اتكعبلت وخبطت راسها'),
    // «لخبطة» (an upset, confusion) is not «الخبطة» (the knock).
    not(ar('72', 'F', 'ماما عندها لخبطة في معدتها من الأكل', 'no')),
  ],
  'diabetic-foot': [
    en('58', 'M', 'I have diabetes and a wound on my foot that will not heal'),
    ar('62', 'M', 'عندي سكر وفي جرح في رجلي مش عايز يخف'),
    not(ar('55', 'M', 'عندي سكر ورجلي ناشفة ومشققة', 'no')),
  ],
  'sudden-pain': [en('30', 'F', 'a sudden severe pain in my knee'), ar('35', 'M', 'وجع فظيع في ضهري جه فجأة')],
  'sudden-vision-loss': [
    en('40', 'M', 'sudden loss of vision in my right eye'),
    en('62', 'F', 'my mother has a red, very painful eye and sees halos around lights'),
    ar('55', 'M', 'فجأة مش شايف خالص من عيني اليمين'),
    ar('60', 'F', 'عيني حمرا وبتوجعني جامد وشايفة هالات حوالين النور'),
    not(en('30', 'F', 'my eyes are tired and a bit blurry after reading', 'no')),
  ],
  'giant-cell-arteritis': [
    en('72', 'F', 'new headache on one side, my scalp is tender when I comb my hair'),
    ar('70', 'M', 'صداع جديد وفروة راسي بتوجعني لما بسرح شعري'),
    not(en('30', 'F', 'tension headache after work, scalp fine', 'no')),
  ],
  mastoiditis: [
    en('4', 'M', 'his ear is sticking out and there is a red painful swelling behind his ear'),
    ar('5', 'F', 'ورم أحمر وبيوجع ورا ودنها وسخنة'),
    not(en('6', 'M', 'ear ache since this morning after a cold', 'no')),
  ],
  'fall-hip-older': [
    en('80', 'F', 'my grandmother fell and cannot stand up, her hip hurts a lot'),
    ar('75', 'M', 'جدي وقع في الحمام ومش قادر يقف ووركه بيوجعه'),
    not(en('70', 'M', 'I fell last week, bruised my arm, walking fine', 'no')),
  ],
  'shingles-eye': [
    en('66', 'F', 'painful blistery rash on one side of my forehead going down to my eye'),
    en('72', 'M', 'my father has shingles and now his eyelid is swollen and red'),
    en('58', 'F', 'doctor said it was shingles, now the rash has spread to the tip of my nose'),
    ar('70', 'F', 'ماما عندها الحزام الناري في جبهتها ونازل على عينها'),
    ar('60', 'M', 'طلعلي فقاقيع على جنب واحد من جبهتي وعيني حمرا'),
    not(en('45', 'M', 'shingles on my back, a band of blisters round my ribs', 'no')),
    not(ar('50', 'F', 'عندي الحزام الناري في ضهري', 'no')),
    not(en('30', 'F', 'my eye is red and itchy, no rash', 'no')),
  ],
  'injury-cannot-bear-weight': [
    en('25', 'M', 'I fell playing football and cannot put weight on my ankle'),
    ar('30', 'F', 'وقعت على رجلي ومش قادرة أدوس عليها'),
    not(en('30', 'M', 'I twisted my ankle, mild sprain, I can walk', 'no')),
  ],
  'bloody-diarrhoea': [
    en('3', 'M', 'diarrhoea with blood in it since yesterday'),
    ar('30', 'F', 'عندي إسهال فيه دم'),
    not(en('30', 'M', 'diarrhoea since yesterday, no blood', 'no')),
    not(ar('30', 'M', 'عندي إسهال من امبارح من غير دم', 'no')),
  ],
  'young-infant-fever': [
    en('4 months', 'M', 'he has had a fever since this morning'),
    ar('٥ شهور', 'F', 'بنتي سخنة من الصبح'),
  ],
  'child-dehydration': [
    en('2', 'F', 'diarrhoea since yesterday, her mouth is dry and she cries without tears'),
    ar('3', 'M', 'عنده إسهال وبقه ناشف وبيعيط من غير دموع'),
  ],
  'adult-chest-pain': [en('45', 'M', 'chest pain since this morning'), ar('40', 'F', 'وجع في صدري من الصبح')],
  'breathless-asthma': [en('35', 'F', 'my asthma is worse and I am wheezing'), ar('40', 'M', 'عندي ربو وعندي نهجان')],
  jaundice: [en('35', 'M', 'my eyes have turned yellow'), ar('30', 'F', 'عينيا صفرا')],
  'pregnancy-headache-pain': [en('30', 'F', 'I am pregnant and have a headache'), ar('28', 'F', 'أنا حامل وعندي صداع')],
  burn: [
    en('30', 'M', 'I burned my arm on the oven and there is a blister'),
    ar('30', 'F', 'اتحرقت في دراعي وطلعت فقاقيع'),
    not(en('25', 'F', 'a small burn on my finger, red, no blisters', 'no')),
  ],
  'seizure-resolved': [en('25', 'M', 'I had a seizure last night, I feel fine now'), ar('30', 'F', 'جالي تشنج امبارح')],
  'severe-pain': [
    en('40', 'M', 'pain in my knee', 'screen-yes'),
    ar('45', 'F', 'وجع في ركبتي', 'screen-yes'),
    not(en('30', 'M', 'a mild ache in my knee after football', 'no')),
  ],
  'infant-unsure': [
    en('6 weeks', 'M', 'he is crying more than usual'),
    ar('شهر', 'F', 'بنتي بتعيط كتير'),
    // Said to feed well, a baby is not asked whether he is unable to feed; the other signs are still asked.
    en('7 weeks', 'F', 'she cries for hours every evening but feeds well'),
    ar('٦ اسابيع', 'M', 'ابني بيعيط كتير بالليل بس بيرضع كويس'),
    // Feeding well, alert and wetting nappies: nothing left unknown.
    not(en('6 weeks', 'M', 'cries in the evening, feeds well, alert and smiling, plenty of wet nappies', 'dont-know')),
  ],
  fainting: [
    en('25', 'F', 'I fainted this morning'),
    ar('22', 'M', 'أغمى عليا الصبح'),
    not(ar('30', 'F', 'مرة واحدة حسيت بدوخة خفيفة لما قمت بسرعة', 'no')),
  ],
};
