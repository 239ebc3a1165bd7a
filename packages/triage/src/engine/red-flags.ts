import type { Text } from '../types.ts';
import { LOC } from '../kb/tabib-conditions.ts';
import { normalizeText } from '../nlu/normalize.ts';
import type { CaseData } from './model.ts';
import { evaluateProtocol, protocolRule, textConcepts } from './protocol.ts';

export interface RedFlag {
  id: string;
  /** Why this is an emergency, shown as the first reason of the assessment. */
  reason: Text;
  /** Condition(s) to put first in the assessment when the flag fires (the likeliest one wins). */
  suggests?: string | string[];
  test: (cs: CaseData) => boolean;
}

const yes = (cs: CaseData, code: string) => {
  const a = cs.answers[code];
  return !!a && a.t === 'B' && a.v === 1;
};
const scale = (cs: CaseData, code: string) => {
  const a = cs.answers[code];
  return a && a.t === 'C' && a.v !== null ? Number(a.v) : -1;
};
/** True if a location question (E_55/E_57/E_133/E_152) names any value of the group. */
const at = (cs: CaseData, code: string, group: string) => {
  const a = cs.answers[code];
  if (!a || a.t !== 'M') return false;
  const g = group.split('|');
  if (a.v && a.v.some((v) => g.includes(v))) return true;
  return !!a.groups && a.groups.some((x) => x.some((v) => g.includes(v)));
};
const chestPain = (cs: CaseData) => yes(cs, 'E_53') && at(cs, 'E_55', LOC.chest);
const FACE_THROAT = 'V_108|V_109|V_32|V_61|V_162|V_110|V_111|V_116|V_117|V_188|V_189|V_148|V_174|V_33|V_53|V_54|V_125|V_126';
const ARM_JAW = 'V_27|V_28|V_30|V_31|V_121|V_118|V_163|V_194|V_195|V_177|V_178';

// Rules are deliberately simple and err towards sending people to emergency care.
export const RED_FLAGS: RedFlag[] = [
  {
    id: 'chest-pain-danger',
    reason: { en: 'Chest pain together with breathlessness, sweating, fainting or pain spreading to the arm or jaw can be a heart attack or a blood clot in the lung.', ar: 'ألم الصدر مع ضيق التنفس أو العرق أو الإغماء أو امتداد الألم إلى الذراع أو الفك قد يكون أزمة قلبية أو جلطة في الرئة.' },
    suggests: 'heart-attack',
    test: (cs) => chestPain(cs) && (yes(cs, 'E_66') || yes(cs, 'E_50') || yes(cs, 'E_75') || yes(cs, 'E_159') || at(cs, 'E_57', ARM_JAW)),
  },
  {
    id: 'stroke-signs',
    reason: { en: 'A drooping face, weakness of an arm or leg, or trouble speaking can be signs of a stroke. Every minute counts.', ar: 'ميل الوجه أو ضعف الذراع أو الساق أو صعوبة الكلام قد تكون علامات سكتة دماغية، وكل دقيقة مهمة.' },
    suggests: 'stroke',
    test: (cs) => yes(cs, 'E_156') || yes(cs, 'E_63') || yes(cs, 'T_SUDDEN_WEAKNESS'),
  },
  {
    id: 'severe-bleeding',
    reason: { en: 'Vomiting blood, heavy bleeding, or bleeding with dizziness or in pregnancy needs emergency care.', ar: 'القيء الدموي أو النزيف الشديد أو النزيف المصحوب بدوخة أو أثناء الحمل يحتاج إلى رعاية طارئة.' },
    test: (cs) =>
      yes(cs, 'E_210') ||
      ((yes(cs, 'E_140') || yes(cs, 'E_179') || yes(cs, 'E_45')) && (yes(cs, 'E_82') || yes(cs, 'E_159') || yes(cs, 'E_66'))) ||
      (yes(cs, 'T_VAGINAL_BLEEDING') && yes(cs, 'E_167')),
  },
  {
    id: 'anaphylaxis',
    reason: { en: 'An allergic reaction with breathing trouble, throat or face swelling, or faintness can be anaphylaxis.', ar: 'رد الفعل التحسسي المصحوب بصعوبة في التنفس أو تورم في الحلق أو الوجه أو شعور بالإغماء قد يكون صدمة تحسسية.' },
    suggests: 'anaphylaxis',
    test: (cs) =>
      (yes(cs, 'E_42') || yes(cs, 'T_HIVES')) &&
      (yes(cs, 'E_66') || yes(cs, 'E_194') || yes(cs, 'E_75') || yes(cs, 'E_82') || yes(cs, 'E_159') || at(cs, 'E_152', FACE_THROAT)),
  },
  {
    id: 'suicidal-thoughts',
    reason: { en: 'Thoughts of ending your life are an emergency. You are not alone and help is available right now.', ar: 'أفكار إنهاء الحياة حالة طارئة. أنت لست وحدك، والمساعدة متاحة الآن.' },
    // The protocol's reason (with the mental-health hotline) is shown instead; see redFlagReason.
    suggests: 'suicidal-crisis',
    test: (cs) => yes(cs, 'T_SUICIDAL'),
  },
  {
    id: 'meningitis-signs',
    reason: { en: 'A stiff neck with fever (with or without a rash) can be meningitis.', ar: 'تيبس الرقبة مع الحرارة (مع طفح أو بدونه) قد يكون التهابًا سحائيًا.' },
    suggests: 'meningitis',
    test: (cs) => yes(cs, 'T_STIFF_NECK') && (yes(cs, 'E_91') || yes(cs, 'E_129')),
  },
  {
    id: 'confusion-fever',
    reason: { en: 'New confusion together with fever can be a serious infection.', ar: 'التشوش الذهني الجديد مع الحرارة قد يكون علامة عدوى خطيرة.' },
    test: (cs) => yes(cs, 'E_39') && yes(cs, 'E_91'),
  },
  {
    id: 'airway',
    reason: { en: 'Breathlessness with a high-pitched sound when breathing in or a choking feeling can mean the airway is narrowing.', ar: 'ضيق التنفس مع صوت حاد عند الشهيق أو شعور بالاختناق قد يعني انسداد مجرى الهواء.' },
    test: (cs) => yes(cs, 'E_66') && (yes(cs, 'E_194') || yes(cs, 'E_75')),
  },
  {
    id: 'head-injury-danger',
    reason: { en: 'A head injury followed by fainting, vomiting or confusion needs an urgent scan.', ar: 'إصابة الرأس المتبوعة بإغماء أو قيء أو تشوش تحتاج إلى فحص عاجل بالأشعة.' },
    suggests: 'concussion',
    test: (cs) => yes(cs, 'T_HEAD_INJURY') && (yes(cs, 'E_159') || yes(cs, 'E_211') || yes(cs, 'E_39')),
  },
  {
    id: 'pregnancy-danger',
    reason: { en: 'In pregnancy, bleeding, severe belly pain, or a headache with blurred vision needs emergency care.', ar: 'أثناء الحمل، النزيف أو ألم البطن الشديد أو الصداع مع زغللة النظر يحتاج إلى رعاية طارئة.' },
    suggests: ['ectopic-pregnancy', 'pre-eclampsia'],
    test: (cs) =>
      (yes(cs, 'E_167') || yes(cs, 'T_MISSED_PERIOD')) &&
      (yes(cs, 'T_VAGINAL_BLEEDING') || (yes(cs, 'T_ABDOMINAL_PAIN') && scale(cs, 'E_56') >= 7) || (yes(cs, 'E_167') && yes(cs, 'T_HEADACHE') && yes(cs, 'T_BLURRED_VISION'))),
  },
  {
    id: 'diabetic-emergency',
    reason: { en: 'Very high blood sugar with vomiting, fast breathing or drowsiness can be diabetic ketoacidosis.', ar: 'ارتفاع السكر الشديد مع القيء أو سرعة التنفس أو النعاس قد يكون حماضًا كيتونيًا سكريًا.' },
    suggests: 'diabetic-ketoacidosis',
    test: (cs) => yes(cs, 'T_HIGH_SUGAR') && (yes(cs, 'E_211') || yes(cs, 'E_66') || yes(cs, 'E_39')),
  },
  {
    id: 'testicular-pain',
    reason: { en: 'Sudden severe pain in a testicle can be torsion, which must be treated within hours.', ar: 'الألم المفاجئ الشديد في الخصية قد يكون التواءً يجب علاجه خلال ساعات.' },
    suggests: 'testicular-torsion',
    test: (cs) => yes(cs, 'T_TESTICLE_PAIN'),
  },
  {
    id: 'thunderclap-headache',
    reason: { en: 'A sudden, extremely severe headache can be bleeding in the brain.', ar: 'الصداع المفاجئ الشديد جدًا قد يكون نزيفًا في المخ.' },
    test: (cs) => (yes(cs, 'T_HEADACHE') || at(cs, 'E_55', LOC.head)) && scale(cs, 'E_56') >= 9 && scale(cs, 'E_59') >= 9,
  },
  {
    id: 'fainting-heart',
    reason: { en: 'Fainting with palpitations or chest pain can be a dangerous heart rhythm.', ar: 'الإغماء مع الخفقان أو ألم الصدر قد يكون اضطرابًا خطيرًا في نظم القلب.' },
    test: (cs) => yes(cs, 'E_159') && (yes(cs, 'E_155') || chestPain(cs)),
  },
];

/** Phrases that are emergencies whatever else is said. Matched on normalised text. */
const TEXT_FLAGS: { id: string; reason: Text; phrases: string[] }[] = [
  {
    id: 'severe-bleeding',
    reason: RED_FLAGS.find((f) => f.id === 'severe-bleeding')!.reason,
    phrases: ['heavy bleeding', 'bleeding heavily', 'bleeding a lot', "won't stop bleeding", 'wont stop bleeding', 'bleeding that will not stop', 'losing a lot of blood', 'نزيف شديد', 'نزيف جامد', 'نزيف كتير', 'الدم مش بيقف', 'الدم مش راضي يقف', 'ينزف بشده', 'نزيف حاد', 'نزيف لا يتوقف'],
  },
  {
    id: 'anaphylaxis',
    reason: RED_FLAGS.find((f) => f.id === 'anaphylaxis')!.reason,
    phrases: ['throat is closing', 'throat closing', 'tongue is swelling', 'swollen tongue', 'tongue swelling', 'lips swelling', 'swollen lips', 'زوري بيقفل', 'حلقي بيقفل', 'لساني وارم', 'لسانه وارم', 'شفايفي وارمه', 'شفايفه وارمه', 'تورم اللسان', 'تورم الشفاه', 'تورم الحلق'],
  },
  {
    id: 'airway',
    reason: RED_FLAGS.find((f) => f.id === 'airway')!.reason,
    phrases: ['blue lips', 'turning blue', 'not breathing', 'stopped breathing', "can't breathe at all", 'شفايفه زرقا', 'شفايفه ازرقت', 'مش بيتنفس', 'وقف تنفس', 'لا يتنفس', 'ازرقاق الشفاه'],
  },
  {
    id: 'unresponsive',
    reason: { en: 'Someone who cannot be woken or is unresponsive needs emergency care now.', ar: 'الشخص الذي لا يستجيب أو لا يمكن إيقاظه يحتاج إلى رعاية طارئة فورًا.' },
    phrases: ['unconscious', 'unresponsive', "won't wake up", 'not waking up', 'مش بيفوق', 'مش بيصحى', 'فاقد الوعي', 'غايب عن الوعي', 'لا يستجيب', 'مغمى عليه'],
  },
  {
    id: 'thunderclap-headache',
    reason: RED_FLAGS.find((f) => f.id === 'thunderclap-headache')!.reason,
    phrases: ['worst headache of my life', 'worst headache ever', 'sudden severe headache', 'اسوا صداع', 'اشد صداع في حياتي', 'صداع مفاجئ شديد'],
  },
  {
    id: 'suicidal-thoughts',
    reason: RED_FLAGS.find((f) => f.id === 'suicidal-thoughts')!.reason,
    phrases: ['overdose', 'took too many pills', 'بلعت حبوب كتير', 'اخدت حبوب كتير', 'جرعه زايده'],
  },
];
const TEXT_FLAG_PHRASES = TEXT_FLAGS.map((f) => ({ ...f, norm: f.phrases.map((p) => normalizeText(p)) }));

export function caseRedFlags(cs: CaseData): string[] {
  return RED_FLAGS.filter((f) => f.test(cs)).map((f) => f.id);
}

/**
 * Emergencies stated in free text: the fixed phrases above, and the protocol's phrase families
 * (src/engine/concepts.ts) read clause by clause for an adult. Age-dependent rules (a baby with
 * fever, a child who is not drinking) are applied by the interview, which knows the age.
 */
export function textRedFlags(text: string): string[] {
  const n = ` ${normalizeText(text).replace(/[.,;!?؟،؛]/g, ' ')} `;
  const fixed = TEXT_FLAG_PHRASES.filter((f) => f.norm.some((p) => n.includes(` ${p} `) || n.includes(` ${p}`))).map((f) => f.id);
  const concepts = new Set(textConcepts(text));
  if (!concepts.size) return fixed;
  const ageFree = evaluateProtocol({ cs: { age: 30, sex: 'M', answers: {}, asked: [] }, ageMonths: 30 * 12, sex: 'M', concepts }).emergency.filter((id) => !AGE_SEX_RULES.has(id));
  return [...new Set([...fixed, ...ageFree])];
}
const AGE_SEX_RULES = new Set(['infant-fever', 'child-danger-signs', 'testicular-pain', 'pregnancy-danger', 'urinary-retention', 'burn-serious', 'seizure', 'chest-pain-danger']);

export function redFlagReason(id: string): Text | undefined {
  return protocolRule(id)?.reason ?? RED_FLAGS.find((f) => f.id === id)?.reason ?? TEXT_FLAGS.find((f) => f.id === id)?.reason;
}

export function redFlagSuggestions(id: string): string[] {
  const s = RED_FLAGS.find((f) => f.id === id)?.suggests ?? protocolRule(id)?.suggests;
  return s === undefined ? [] : Array.isArray(s) ? s : [s];
}
