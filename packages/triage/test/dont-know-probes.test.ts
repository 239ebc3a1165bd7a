import { describe, expect, it } from 'vitest';
import { answerInterview, startInterview } from '../src/index.ts';

/**
 * Emergencies told in words of their own, not taken from the vignettes: a relative's account, a lay
 * description, Egyptian Arabic. Every question after the complaint is answered "don't know", the least the
 * person can give: the complaint alone must be enough to send them to emergency care.
 */
const probes: [string, string, string, string][] = [
  ['en', '70', 'male', "My dad's face looks droopy on one side and he can't lift his right arm, started 30 min ago"],
  ['en', '66', 'female', 'my mum suddenly started talking nonsense and her left hand is weak'],
  ['en', '6 weeks', 'female', 'my baby feels really hot, 38.4 on the thermometer'],
  ['en', '10 months', 'male', 'he has had diarrhoea all day, no wet nappy since morning and he is very drowsy'],
  ['en', '3', 'female', 'she is floppy and not responding properly, had a fever since yesterday'],
  ['en', '19', 'female', "I swallowed a whole pack of my mum's sleeping pills"],
  ['en', '45', 'male', "I've been thinking everyone would be better off if I wasn't around"],
  ['en', '68', 'female', 'high fever, shivering, breathing fast and she is confused, I think from a urine infection'],
  ['en', '30', 'female', "I'm 34 weeks pregnant with a bad headache, blurry vision and swollen face"],
  ['en', '14', 'male', 'sudden very bad pain in my left testicle an hour ago and I threw up'],
  ['en', '50', 'male', 'back pain and now I cannot feel my bottom when I wipe and I wet myself'],
  ['en', '72', 'male', "I haven't been able to pee since last night and my lower belly is swollen and painful"],
  ['en', '2', 'male', 'barking cough and he makes a high pitched noise when breathing in even when resting'],
  ['en', '4', 'female', 'she pulled a cup of boiling tea over her chest, big blisters'],
  ['en', '8', 'male', 'stung by a scorpion on his foot, now sweating a lot and vomiting'],
  ['en', '40', 'female', 'the whole family has headaches and dizziness, we had the gas heater on in a closed room'],
  ['ar', '70', 'ذكر', 'أبويا وشه مايل ناحية ومش قادر يرفع دراعه اليمين'],
  ['ar', '٦ أسابيع', 'أنثى', 'بنتي الرضيعة حرارتها ٣٨ ونص'],
  ['ar', 'سنة', 'ذكر', 'ابني عنده إسهال من الصبح ومبلش البامبرز خالص وعينيه غايرة'],
  ['ar', '٣', 'أنثى', 'بنتي مرخية خالص ومش بتتفاعل وعندها سخونية'],
  ['ar', '22', 'أنثى', 'بلعت شريط برشام كامل من بتاع ماما'],
  ['ar', '35', 'ذكر', 'حاسس إن مفيش فايدة من حياتي وإن الكل هيرتاح لو مشيت'],
  ['ar', '29', 'أنثى', 'أنا حامل في الشهر التامن وعندي صداع جامد وزغللة ورجلي ووشي وارمين'],
  ['ar', '15', 'ذكر', 'وجع فجأة جامد في الخصية الشمال من ساعة'],
  ['ar', '75', 'ذكر', 'مش عارف أعمل بيبي من امبارح وبطني التحتانية منفوخة وبتوجعني'],
  ['ar', '2', 'ذكر', 'كحة زي نباح الكلب وصوت وهو بياخد نفسه حتى وهو مرتاح'],
  ['ar', '5', 'أنثى', 'اتدلق عليها شاي سخن على صدرها وعملت فقاقيع كبيرة'],
  ['ar', '9', 'ذكر', 'عقربة لدغته في رجله وبيعرق جامد وبيرجع'],
  ['ar', '38', 'أنثى', 'كلنا عندنا صداع ودوخة والدفاية الغاز كانت شغالة والأوضة مقفولة'],
  ['ar', '67', 'أنثى', 'سخونية ورعشة ونفسها سريع ومتلخبطة'],
  ['ar', '52', 'ذكر', 'وجع في ضهري ومش حاسس بالمنطقة اللي تحت وبعمل على نفسي'],
];

describe('emergencies told in lay words, every question answered "don\'t know"', () => {
  for (const [lang, age, sex, complaint] of probes) {
    it(`${lang}: ${complaint}`, () => {
      let { state, reply } = startInterview(lang as 'en' | 'ar');
      for (const text of [age, sex, complaint]) ({ state, reply } = answerInterview(state, text));
      for (let n = 0; !reply.assessment && n < 30; n++) {
        ({ state, reply } = answerInterview(state, lang === 'en' ? "don't know" : 'مش عارف'));
      }
      expect(reply.assessment?.urgency).toBe('emergency');
      expect(reply.assessment?.emergencyNumber).toBe('123');
    });
  }
});
