import type { Lang, Person, Sex } from '../types.ts';
import { LOC } from '../kb/tabib-conditions.ts';
import { parseYesNo } from '../nlu/answers.ts';
import { RULES } from '../rules/table.ts';
import { SCREEN } from '../rules/screen.ts';
import type { Category, Level, Rule, RuleContext, ScreenQuestion } from '../rules/types.ts';
import { detectConcepts } from './concepts.ts';
import type { CaseData } from './model.ts';

/**
 * The triage protocol: the safety layer beside the Bayesian engine (decision 013).
 *
 * Discriminators come from open, validated triage systems and each names its source:
 * - SATS: South African Triage Scale (adults; red and orange discriminators = emergency here, yellow = urgent).
 * - ETAT: WHO Emergency Triage Assessment and Treatment (emergency signs in children).
 * - IMCI: WHO Integrated Management of Childhood Illness (general danger signs, dehydration).
 * - NG143: NICE NG143, fever in under 5s (traffic-light table: red = emergency, amber = urgent).
 * - NG51: NICE NG51, suspected sepsis (high-risk criteria).
 * - FAST: face, arm, speech, time (stroke).
 * - NICE CKS / NG133 where the systems above are silent (cauda equina, testicular torsion, pre-eclampsia).
 *
 * The protocol only ever raises urgency: an emergency discriminator ends the interview at once, an urgent one
 * sets a floor. The Bayesian engine still ranks the conditions and picks the specialty.
 */
export type { Category, Level, Rule, ScreenQuestion };
/** @deprecated name kept for callers: a rule of the table. */
export type ProtocolRule = Rule;
/** A screen question (src/rules/screen.ts). */
export type Discriminator = ScreenQuestion;

export interface SafetyContext {
  cs: CaseData;
  /** Age in months when known (babies), else age in years × 12. */
  ageMonths: number;
  sex: Sex;
  /** Danger-sign families said so far (free text and "yes" answers to the screen). */
  concepts: Set<string>;
}

/** Context with helpers: a family counts when said in text or answered "yes" to the matching question. */
class Ctx implements RuleContext {
  constructor(readonly s: SafetyContext) {}
  get months(): number {
    return this.s.ageMonths;
  }
  get years(): number {
    return this.s.ageMonths / 12;
  }
  get male(): boolean {
    return this.s.sex === 'M';
  }
  yes(code: string): boolean {
    const a = this.s.cs.answers[code];
    return !!a && a.t === 'B' && a.v === 1;
  }
  scale(code: string): number {
    const a = this.s.cs.answers[code];
    return a && a.t === 'C' && a.v !== null ? Number(a.v) : -1;
  }
  at(code: string, group: string): boolean {
    const a = this.s.cs.answers[code];
    if (!a || a.t !== 'M') return false;
    const g = group.split('|');
    return [...(a.v ?? []), ...(a.groups ?? []).flat()].some((v) => g.includes(v));
  }
  said(id: string): boolean {
    return this.s.concepts.has(id);
  }
  has(...ids: string[]): boolean {
    return ids.some(
      (id) =>
        this.s.concepts.has(id) ||
        (EVIDENCE_OF[id] ?? []).some(
          (code) => this.yes(code) && (!ASKED_ONLY.has(code) || this.s.cs.asked.includes(code)),
        ) ||
        (id in LOCATED && LOCATED[id](this)),
    );
  }
}

/**
 * Engine findings that count only as answers to their question: the words behind them in free text are
 * too loose ("معدتي متلخبطة", my stomach is upset, is not confusion); the text family decides there.
 */
const ASKED_ONLY = new Set(['E_39']);

/** Engine answers that mean the same as a text family. */
const EVIDENCE_OF: Record<string, string[]> = {
  FEVER: ['E_91'],
  CONFUSED: ['E_39'],
  JAUNDICE: ['T_JAUNDICE'],
  BREATHLESS: ['E_66'],
  NAUSEA: ['E_148', 'E_211'],
  SWEATY: ['E_50'],
  FAINT: ['E_159'],
  HEADACHE: ['T_HEADACHE'],
  STIFF_NECK: ['T_STIFF_NECK'],
  PREGNANT: ['E_167'],
  CONVULSION: ['T_SEIZURE'],
  BURN: ['T_BURN'],
  HEAD_INJURY: ['T_HEAD_INJURY'],
  GI_BLEED: ['E_210', 'E_140'],
  FLANK_PAIN: ['T_FLANK_COLIC'],
  BACK_PAIN: ['T_BACK_PAIN'],
  ABD_PAIN: ['T_ABDOMINAL_PAIN'],
  VISION: ['T_BLURRED_VISION'],
  SUICIDAL: ['T_SUICIDAL'],
  FACE_DROOP: ['E_156'],
  SPEECH: ['E_63'],
  LIMB_WEAK: ['T_SUDDEN_WEAKNESS'],
  TESTIS_PAIN: ['T_TESTICLE_PAIN'],
  STRIDOR: ['E_194'],
  WHEEZE: ['E_214'],
  COUGH: ['E_201'],
  DIARRHOEA: ['E_51'],
  PALPITATIONS: ['E_155'],
  HIGH_SUGAR: ['T_HIGH_SUGAR'],
  LOW_SUGAR: ['T_SHAKY_HUNGRY'],
  PAIN_ANY: ['E_53'],
  SWELLING_ANY: ['E_151'],
  RASH: ['E_129'],
  RIGORS: ['E_94'],
  CHOKING: ['E_75'],
  DIZZY: ['E_82'],
  SHINGLES: ['T_BAND_BLISTERS'],
};
// Places of the engine's location questions: the arm or jaw a chest pain spreads to, a swollen face or throat.
const FACE_THROAT =
  'V_108|V_109|V_32|V_61|V_162|V_110|V_111|V_116|V_117|V_188|V_189|V_148|V_174|V_33|V_53|V_54|V_125|V_126';
const ARM_JAW = 'V_27|V_28|V_30|V_31|V_121|V_118|V_163|V_194|V_195|V_177|V_178';
const LOCATED: Record<string, (c: Ctx) => boolean> = {
  CHEST_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.chest),
  ABD_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.belly),
  HEADACHE: (c) => c.yes('E_53') && c.at('E_55', LOC.head),
  FLANK_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.flank),
  BACK_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.lowBack),
  TESTIS_PAIN: (c) => c.yes('E_53') && c.at('E_55', LOC.testis),
  RADIATING: (c) => c.at('E_57', ARM_JAW),
  FACE_THROAT_SWELLING: (c) => c.yes('E_151') && c.at('E_152', FACE_THROAT),
};

/** Places a pain concept names, for the engine's pain-location question (E_55). */
const PAIN_PLACE: Record<string, string> = {
  CHEST_PAIN: LOC.chest,
  ABD_PAIN: LOC.belly,
  HEADACHE: LOC.head,
  FLANK_PAIN: LOC.flank,
  BACK_PAIN: LOC.lowBack,
};

/**
 * The engine findings the concepts of one message mean (EVIDENCE_OF, and pain with its place): one vocabulary
 * reaching both readers, so a wording added to a concept ("a tight feeling in my chest") is also a finding for
 * the ranking, not only a danger sign. Negation was already read by the concepts; ASKED_ONLY findings are left out.
 */
export function conceptFindings(
  text: string,
): { code: string; present: true; location?: { evidence: string; group: string[] } }[] {
  const out: { code: string; present: true; location?: { evidence: string; group: string[] } }[] = [];
  for (const id of textConcepts(text)) {
    const place = PAIN_PLACE[id];
    if (place) {
      out.push({ code: 'E_53', present: true });
      out.push({ code: 'E_55', present: true, location: { evidence: 'E_55', group: place.split('|') } });
    }
    for (const code of EVIDENCE_OF[id] ?? []) if (!ASKED_ONLY.has(code)) out.push({ code, present: true });
  }
  return out;
}

export const PROTOCOL_RULES: readonly Rule[] = RULES;
const RULE_BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function protocolRule(id: string): Rule | undefined {
  return RULE_BY_ID.get(id);
}

/**
 * Families that must be said together in one sentence to count: "took" + "20" + "tablets",
 * "drank" + "bleach". They become one derived family so that they can be remembered across turns.
 */
let lastText: string | null = null;
let lastConcepts: string[] = [];

export function textConcepts(text: string): string[] {
  // One message is read by the interview and by textRedFlags in the same turn: remember the last one.
  if (text === lastText) return [...lastConcepts];
  // A bare "yes", "no" or "don't know" names no danger sign; most turns are such answers.
  // Only a bare answer of one or two words: "عندي نزيف شديد" (I have heavy bleeding) also reads as "yes".
  const out = text.trim().split(/\s+/).length <= 2 && parseYesNo(text) !== null ? [] : derivedConcepts(text);
  lastText = text;
  lastConcepts = out;
  return [...out];
}

function derivedConcepts(text: string): string[] {
  const { all, sentences } = detectConcepts(text);
  const out = new Set(all);
  for (const s of sentences) {
    if ((s.has('INGEST') && s.has('MEDS') && s.has('MANY')) || s.has('OVERDOSE_WORD')) out.add('OVERDOSE');
    if (s.has('POISON') && (s.has('INGEST') || s.has('SWALLOW') || s.has('OVERDOSE_WORD'))) out.add('POISONING');
    // A small child who swallowed anyone's pills or a household product: any amount counts.
    if (s.has('SWALLOW') && (s.has('MEDS') || s.has('POISON'))) out.add('CHILD_INGESTION');
    if (s.has('BELLY') && s.has('PAIN')) out.add('ABD_PAIN');
    if (s.has('FLANK') && s.has('PAIN')) out.add('FLANK_PAIN');
    if (s.has('BACK') && s.has('PAIN')) out.add('BACK_PAIN');
    if (s.has('TESTIS') && s.has('PAIN')) out.add('TESTIS_PAIN');
    // "Slipped in the bathroom and hit her head", "وقع والخبطة في راسه": a fall or a knock with the head named.
    if (s.has('FALL') && s.has('HEAD')) out.add('HEAD_INJURY');
    // Shingles on the forehead, eyelid or nose tip, or with a red eye: the ophthalmic branch (NICE CKS shingles).
    if (s.has('SHINGLES') && s.has('EYE_AREA')) out.add('SHINGLES_EYE');
    if ((s.has('BLEED') || s.has('HEAVY_BLEED')) && s.has('VAGINAL_SITE')) out.add('VAGINAL_BLEED');
  }
  for (const id of [
    'INGEST',
    'SWALLOW',
    'MEDS',
    'MANY',
    'POISON',
    'OVERDOSE_WORD',
    'HEAD',
    'BLANCHES',
    'EYE_AREA',
    'BURNING_SYMPTOM',
    'VAGINAL_SITE',
  ])
    out.delete(id);
  return [...out].sort();
}

export interface ProtocolResult {
  emergency: string[];
  urgent: string[];
}

export function evaluateProtocol(s: SafetyContext): ProtocolResult {
  const c = new Ctx(s);
  const emergency: string[] = [];
  const urgent: string[] = [];
  for (const r of RULES) {
    if (!r.when(c)) continue;
    (r.level === 'emergency' ? emergency : urgent).push(r.id);
  }
  return { emergency, urgent };
}

// --- The asked screen -------------------------------------------------------------------------

export const DISCRIMINATORS: readonly ScreenQuestion[] = SCREEN;

const DISCRIMINATOR_BY_CODE = new Map(DISCRIMINATORS.map((d) => [d.code, d]));
export const SCREEN_CODES: ReadonlySet<string> = new Set(DISCRIMINATORS.map((d) => d.code));

export function discriminator(code: string): Discriminator | undefined {
  return DISCRIMINATOR_BY_CODE.get(code);
}

/** At most this many screen questions; they come first, before the diagnostic questions. */
export const MAX_SCREEN_QUESTIONS = 4;

/** Complaint categories from what is known: the screen only asks what fits the complaint. */
export function complaintCategories(s: SafetyContext): Category[] {
  const c = new Ctx(s);
  const out = new Set<Category>(['any']);
  if (c.has('BREATHLESS', 'COUGH', 'WHEEZE', 'STRIDOR', 'BARK', 'ASTHMA') || c.yes('E_75')) out.add('breathing');
  if (c.has('CHEST_PAIN')) out.add('chest');
  if (c.has('ABD_PAIN', 'NAUSEA', 'DIARRHOEA', 'BELLY') || c.yes('T_FOOD_TRIGGER')) out.add('belly');
  if (c.has('HEADACHE')) out.add('head');
  if (c.has('FEVER')) out.add('fever');
  if (c.has('DIZZY', 'FAINT') || c.yes('E_177') || c.yes('E_176') || c.yes('E_82')) out.add('neuro');
  if (c.has('FLANK_PAIN', 'NO_URINE') || c.yes('T_BURNING_URINE') || c.yes('T_BLOOD_URINE') || c.yes('T_LESS_URINE'))
    out.add('urinary');
  if (c.has('BACK_PAIN') || c.yes('T_SCIATICA')) out.add('back');
  if (c.has('PREGNANT') || c.yes('T_MISSED_PERIOD')) out.add('pregnancy');
  if (c.has('MOOD') || c.yes('T_LOW_MOOD') || c.yes('T_WORRY') || c.yes('T_INSOMNIA') || c.yes('E_16')) out.add('mood');
  if (c.has('HEAD_INJURY', 'BURN') || c.yes('T_INJURY')) out.add('injury');
  if (c.has('PAIN', 'PAIN_ANY', 'BACK_PAIN', 'ABD_PAIN', 'FLANK_PAIN', 'CHEST_PAIN', 'HEADACHE', 'TESTIS_PAIN'))
    out.add('pain');
  if (c.has('POSTPARTUM')) out.add('pregnancy');
  if (s.ageMonths < 60 && (out.has('fever') || out.has('belly') || out.has('breathing') || out.size === 1))
    out.add('child');
  return [...out];
}

/** Order in which categories are screened: the most time-critical first. */
const CATEGORY_ORDER: Category[] = [
  'child',
  'breathing',
  'chest',
  'neuro',
  'head',
  'pregnancy',
  'belly',
  'urinary',
  'back',
  'mood',
  'fever',
  'injury',
  'pain',
  'any',
];

/**
 * The next screen question, or null when the screen is done: the discriminators that fit the complaint
 * and the person's age and sex, not asked yet, and not already settled by what was said.
 */
export function nextScreenQuestion(s: SafetyContext, asked: readonly string[]): string | null {
  const askedScreen = asked.filter((c) => SCREEN_CODES.has(c));
  if (askedScreen.length >= MAX_SCREEN_QUESTIONS) return null;
  const cats = complaintCategories(s);
  // "Any" questions (confusion) only with a fever or for the old: not as filler for a young adult's heartburn.
  const c = new Ctx(s);
  for (const cat of CATEGORY_ORDER) {
    if (!cats.includes(cat)) continue;
    for (const d of DISCRIMINATORS) {
      if (!d.categories.includes(cat) || asked.includes(d.code)) continue;
      if (d.minMonths !== undefined && s.ageMonths < d.minMonths) continue;
      if (d.maxMonths !== undefined && s.ageMonths > d.maxMonths) continue;
      if (d.sex && d.sex !== s.sex) continue;
      if (cat === 'any' && s.ageMonths < 65 * 12 && !cats.includes('fever')) continue;
      if (d.code === 'P_PREGNANT' && (c.has('PREGNANT') || s.cs.answers.E_167)) continue;
      if (d.code === 'P_INHALER_FAILING' && !c.has('ASTHMA', 'INHALER', 'WHEEZE')) continue;
      if (d.code === 'P_OVERDOSE' && cat === 'child' && (s.ageMonths < 12 || s.ageMonths > 60)) continue;
      // Already said: the rules have decided on it.
      if (d.asserts.every((id) => s.concepts.has(id))) continue;
      // Already answered "no" by what was said ("she feeds well"), unless a sign of the danger was said too.
      const settled = d.settledBy;
      if (settled?.said.some((id) => s.concepts.has(id)) && !settled.unless?.some((id) => s.concepts.has(id))) continue;
      return d.code;
    }
  }
  return null;
}

/** A screen question in the form that fits the person (engine/person.ts, shared with the engine's questions). */
export function screenQuestionText(code: string, lang: Lang, person: Person): string {
  const d = DISCRIMINATOR_BY_CODE.get(code)!;
  // Arabic sessions are asked in Egyptian Arabic, the way the people Tabib serves speak.
  return (lang === 'en' ? d.question.en : d.question.egy)[person];
}
