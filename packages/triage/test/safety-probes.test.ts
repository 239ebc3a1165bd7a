import { describe, expect, it } from 'vitest';
import { MENTAL_HEALTH_HOTLINE } from '../src/i18n/messages.ts';
import { answerAll, hasArabic, run } from './helpers.ts';

/**
 * Guideline red-flag probes in the words people type: English, Modern Standard Arabic (msa) and Egyptian
 * Arabic (egy). Each must end in emergency care right after the description, with 123 and a reason.
 */
const PROBES: [string, 'en' | 'ar', string, string, string][] = [
  // Overdose and poisoning (SATS)
  ['en', 'en', '19', 'female', 'she swallowed a whole strip of panadol after a fight with her boyfriend'],
  ['en', 'en', '40', 'male', 'I have been taking loads of painkillers for my tooth, maybe 12 a day'],
  ['en', 'en', '3', 'male', 'my son ate some of his grandfather’s heart pills'],
  ['en', 'en', '2', 'female', 'she drank bleach from a bottle under the sink'],
  ['msa', 'ar', '30', 'أنثى', 'تناولت كمية كبيرة من أقراص الباراسيتامول الليلة الماضية'],
  ['egy', 'ar', '22', 'ذكر', 'اخويا بلع شريط برشام كامل'],
  ['egy', 'ar', '4', 'ذكر', 'ابني شرب جاز من ازازة في المطبخ'],
  // Indirect suicidal intent
  ['en', 'en', '28', 'male', 'honestly I just want to go to sleep and never wake up'],
  ['en', 'en', '35', 'female', 'my kids would be better off without me, I am a burden to everyone'],
  ['en', 'en', '17', 'female', 'I see no point in living any more'],
  ['msa', 'ar', '33', 'ذكر', 'أتمنى الموت ولا أرى أي معنى للحياة'],
  ['egy', 'ar', '24', 'أنثى', 'تعبت من الدنيا ونفسي أنام ومصحاش تاني'],
  ['egy', 'ar', '40', 'ذكر', 'الكل هيرتاح من غيري'],
  // Stroke described by a relative (FAST)
  ['en', 'en', '72', 'male', 'dad’s face looks lopsided and his speech is all jumbled'],
  ['en', 'en', '66', 'female', 'mum suddenly can’t lift her right arm and can’t get her words out'],
  ['msa', 'ar', '68', 'ذكر', 'والدي فجأة أصبح فمه مائلًا ولا يستطيع الكلام بوضوح'],
  ['egy', 'ar', '75', 'أنثى', 'ماما وشها مال ناحية وايدها الشمال مش بتتحرك'],
  ['egy', 'ar', '60', 'ذكر', 'جوزي لسانه تقيل فجأة وكل ما يمسك الكوباية بتقع من ايده'],
  // Altered consciousness and jaundice
  ['en', 'en', '55', 'female', 'my mother is confused and keeps dozing off, she does not know where she is'],
  ['en', 'en', '50', 'male', 'his eyes have gone yellow and he is talking nonsense'],
  ['msa', 'ar', '48', 'أنثى', 'زوجتي مشوشة ونعسانة جدًا واصفرت عيناها'],
  ['egy', 'ar', '70', 'ذكر', 'جدي مش بيرد علينا وصعب نصحيه من الصبح'],
  // Breathing (SATS, ETAT)
  ['en', 'en', '30', 'female', 'my asthma is bad, I used my blue inhaler 5 times and it is not doing anything'],
  ['en', 'en', '64', 'male', 'so breathless I can only say a couple of words at a time'],
  ['en', 'en', '58', 'male', 'short of breath even when I am sitting still and my lips look blue'],
  ['msa', 'ar', '45', 'أنثى', 'أعاني من ضيق شديد في التنفس حتى وأنا جالسة ولا أستطيع إكمال جملة'],
  ['egy', 'ar', '62', 'ذكر', 'عندي حساسية صدر والبخاخ مبقاش بيفرق خالص ونفسي مقطوع'],
  // Chest pain with danger features
  ['en', 'en', '61', 'male', 'pressure in my chest and I am clammy, probably indigestion'],
  ['en', 'en', '52', 'female', 'chest tightness going down my left arm'],
  ['egy', 'ar', '58', 'ذكر', 'صدري مقبوض وعرقان عرق بارد'],
  ['msa', 'ar', '55', 'ذكر', 'ألم في الصدر يمتد إلى الفك مع غثيان'],
  // Children (IMCI, NG143)
  ['en', 'en', '6 weeks', 'female', 'she feels hot, temperature 38.2'],
  ['en', 'en', '18 months', 'male', 'he has diarrhoea and is floppy and not interested in anything'],
  ['en', 'en', '9 months', 'female', 'she has been vomiting and refuses all feeds since last night'],
  ['en', 'en', '1', 'male', 'he had a fit with a high temperature'],
  ['msa', 'ar', 'شهرين', 'ذكر', 'طفلي الرضيع حرارته مرتفعة'],
  ['egy', 'ar', 'سنة ونص', 'أنثى', 'بنتي بترجع كل حاجة بتشربها ومبتعملش بيبي من امبارح'],
  ['egy', 'ar', '٥ شهور', 'ذكر', 'ابني سخن ومش راضي يرضع خالص'],
  ['egy', 'ar', '3', 'ذكر', 'ابني عنده بقع بنفسجي مش بتختفي لما ادوس عليها وسخن'],
  // Sepsis, meningitis
  ['en', 'en', '45', 'male', 'fever and shaking, and his skin is mottled and cold'],
  ['en', 'en', '20', 'female', 'terrible headache with fever and my neck is stiff'],
  ['msa', 'ar', '19', 'ذكر', 'صداع شديد مع حمى وتيبس في الرقبة'],
  // Abdomen, pregnancy, urology
  ['en', 'en', '34', 'male', 'I threw up blood this morning'],
  ['en', 'en', '50', 'male', 'my poo has been black and sticky like tar for two days'],
  ['en', 'en', '30', 'female', 'I am 32 weeks pregnant with a pounding headache and flashing lights'],
  ['en', 'en', '14', 'male', 'sudden severe pain in his left testicle since an hour'],
  ['en', 'en', '70', 'male', 'I have not been able to pee since last night and my bladder is bursting'],
  ['en', 'en', '42', 'male', 'bad back pain and now I wet myself without noticing'],
  ['egy', 'ar', '16', 'ذكر', 'عندي وجع جامد في الخصية جه فجأة'],
  ['egy', 'ar', '28', 'أنثى', 'انا حامل في الشهر السابع ووشي وايديا ورموا وعندي صداع جامد وزغللة'],
  ['egy', 'ar', '36', 'ذكر', 'وجع جامد في جنبي اليمين مع سخونية ورعشة'],
  ['msa', 'ar', '27', 'أنثى', 'تأخرت الدورة وأعاني من ألم شديد مفاجئ في أسفل البطن'],
  // Burns, stings, carbon monoxide, heat
  ['en', 'en', '2', 'male', 'he pulled a cup of boiling tea onto himself'],
  ['en', 'en', '8', 'female', 'she was stung by a scorpion in the garden'],
  ['en', 'en', '38', 'female', 'we all woke up with headaches and feeling sick, the gas heater was on all night'],
  ['egy', 'ar', '6', 'ذكر', 'ابني عقربة قرصته في رجله'],
  ['egy', 'ar', '35', 'أنثى', 'انا والعيال صحينا بصداع ودوخة والدفاية كانت شغالة طول الليل'],
  ['egy', 'ar', '3', 'أنثى', 'اتدلق عليها شاي سخن على صدرها'],
  // More wordings, Modern Standard Arabic first
  ['msa', 'ar', '67', 'ذكر', 'زوجي يتلعثم فجأة وفمه منحرف إلى جهة واحدة'],
  ['msa', 'ar', '35', 'ذكر', 'أشعر أن الجميع سيكونون أفضل حالًا بدوني'],
  ['msa', 'ar', '55', 'ذكر', 'والدي مصاب بحمى وقشعريرة وجلده مرقط وبارد'],
  ['msa', 'ar', '4', 'أنثى', 'سقط إبريق الشاي على طفلتي'],
  ['msa', 'ar', '26', 'أنثى', 'تورم شفتي ولساني بعد أكل الجمبري وأشعر بضيق في التنفس'],
  ['msa', 'ar', '30', 'ذكر', 'أتقيأ دمًا'],
  ['msa', 'ar', '60', 'ذكر', 'ضيق شديد في التنفس حتى أثناء الراحة'],
  ['msa', 'ar', '40', 'ذكر', 'كان يعمل تحت الشمس ثم فقد وعيه'],
  ['msa', 'ar', '30', 'ذكر', 'ألم شديد في الجانب الأيمن مع حمى ورعشة'],
  ['msa', 'ar', '48', 'ذكر', 'ألم في أسفل الظهر مع ضعف في الساقين وفقدان التحكم في المثانة'],
  ['msa', 'ar', '42', 'أنثى', 'أصيبت عائلتي كلها بصداع وغثيان بعد تشغيل المدفأة'],
  ['msa', 'ar', '9', 'ذكر', 'لدغ عقرب ابني في يده'],
  ['egy', 'ar', '3', 'أنثى', 'بنتي بتكح زي الكلب وبيطلع صوت وهي بتاخد نفسها'],
  ['egy', 'ar', '25', 'أنثى', 'الدورة متأخرة وعندي وجع جامد في جنب واحد تحت ودايخة'],
  ['egy', 'ar', '75', 'ذكر', 'جدي بقاله يومين بيخرف ومش عارفنا'],
  ['en', 'en', '33', 'female', 'I am pregnant and my baby has not moved today'],
  ['en', 'en', '60', 'male', 'can not pass water since this morning, lower tummy is hard and sore'],
  ['en', 'en', '1', 'female', 'she grabbed my coffee and it spilled on her face'],
  ['en', 'en', '30', 'male', 'I keep thinking everyone would be happier if I was gone'],
  ['en', 'en', '2', 'male', 'swallowed a button battery'],
];

describe('guideline red-flag probes end in emergency care at once', () => {
  it.each(PROBES)('%s: %s %s %s', (_dialect, lang, age, sex, complaint) => {
    const { reply } = run(lang, [age, sex, complaint]);
    expect(reply.assessment?.urgency, reply.text).toBe('emergency');
    expect(reply.assessment?.emergencyNumber).toBe('123');
    expect(reply.text).toContain('123');
    expect(reply.assessment!.reasons.length).toBeGreaterThan(0);
    if (lang === 'ar') expect(hasArabic(reply.assessment!.reasons[0])).toBe(true);
  });
});

describe('indirect suicidal wording gives the mental-health hotline beside 123', () => {
  it.each([
    ['en', '26', 'female', 'lately I wish I could just disappear forever'],
    ['ar', '31', 'ذكر', 'مبقتش شايف أي لازمة للحياة'],
    ['ar', '44', 'أنثى', 'لا أريد أن أعيش بعد الآن'],
  ] as const)('%s: %s', (lang, age, sex, complaint) => {
    const { reply } = run(lang, [age, sex, complaint]);
    const a = reply.assessment!;
    expect(a.urgency).toBe('emergency');
    expect(a.conditions[0].id).toBe('suicidal-crisis');
    expect(a.emergencyNumber).toBe('123');
    expect(a.reasons.join(' ')).toContain(MENTAL_HEALTH_HOTLINE.main);
    expect(a.advice!.join(' ')).toContain(MENTAL_HEALTH_HOTLINE.main);
  });
});

describe('negated and harmless wordings do not raise an alarm', () => {
  it.each([
    ['en', '30', 'female', 'I have a cold, no fever, confusion or breathing trouble'],
    ['en', '25', 'male', "I don't want to die, I just have a cough and I'm worried"],
    ['en', '40', 'male', 'heartburn after big meals'],
    ['en', '35', 'female', 'it burns when I pee'],
    ['en', '30', 'male', 'I took two paracetamol for a headache'],
    ['ar', '30', 'أنثى', 'عندي برد ومفيش سخونية ولا ضيق تنفس'],
    ['ar', '35', 'ذكر', 'معدتي متلخبطة من الأكل'],
    ['ar', '28', 'أنثى', 'خدت حباية بنادول للصداع'],
    ['en', '29', 'female', 'I am pregnant and had a blood test today, I just feel a bit tired'],
    ['ar', '31', 'أنثى', 'أنا حامل وعملت تحليل دم والضغط مظبوط'],
    ['ar', '30', 'ذكر', 'اتلسعت من الشمس في البحر'],
    ['en', '50', 'male', 'my blood sugar was 180 this morning'],
  ] as const)('%s: %s', (lang, age, sex, complaint) => {
    const { reply } = run(lang, [age, sex, complaint]);
    expect(reply.assessment?.urgency).not.toBe('emergency');
  });
});

describe('over-triage stays in check', () => {
  it('a 2-year-old who vomited twice with a low fever is not sent to emergency', () => {
    for (const [lang, age, sex, complaint] of [
      ['en', '2', 'male', 'he threw up twice this morning and has a slight temperature'],
      ['ar', 'سنتين', 'ذكر', 'رجّع مرتين الصبح وسخن شوية'],
    ] as const) {
      const start = run(lang, [age, sex, complaint]);
      for (const pick of [(o: string[]) => o[1] ?? o[0], (o: string[]) => o.at(-1)!]) {
        const done = answerAll(start.state, start.reply, pick);
        expect(done.reply.assessment!.urgency, complaint).not.toBe('emergency');
      }
    }
  });

  it('two months of gnawing upper-belly pain relieved by food is not an emergency', () => {
    for (const [lang, complaint] of [
      ['en', 'a gnawing ache at the top of my stomach for two months, eating makes it better'],
      ['ar', 'وجع في فم المعدة من شهرين بيهدى لما باكل'],
    ] as const) {
      const start = run(lang, ['45', lang === 'en' ? 'male' : 'ذكر', complaint]);
      for (const pick of [(o: string[]) => o[1] ?? o[0], (o: string[]) => o.at(-1)!]) {
        const done = answerAll(start.state, start.reply, pick);
        expect(done.reply.assessment!.urgency, complaint).not.toBe('emergency');
      }
    }
  });
});
