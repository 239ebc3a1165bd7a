import type { ConditionDef, EvidenceDef, Sex } from '../types.ts';
import { KB, EVIDENCE_BY_CODE, type KnowledgeBase } from '../kb/index.ts';
import { AGE_BANDS, priorColumn } from '../kb/age-bands.ts';
import { agePriorFactor } from './age-priors.ts';
import { BROADER, REGION_IMPLIES } from '../kb/eligibility.ts';

/**
 * One answer to one evidence. Plain data so that a case survives JSON round-trips.
 * - B: 1 yes, 0 no, -1 don't know
 * - C: a value code, or null for don't know
 * - M: the full set of values given, or null for don't know. `groups` holds partial
 *   knowledge from free text ("chest pain" = some chest location) and never penalises
 *   the locations that were not mentioned.
 */
export type AnswerValue =
  { t: 'B'; v: 1 | 0 | -1 } | { t: 'C'; v: string | null } | { t: 'M'; v: string[] | null; groups?: string[][] };

export interface CaseData {
  age: number;
  sex: Sex;
  answers: Record<string, AnswerValue>;
  /** Evidence codes asked as questions, in order. */
  asked: string[];
  /**
   * Findings stated positively in the person's own description of the problem, once it has been
   * given. Absent before the complaint (and in simulations that start from a coded finding).
   */
  complaint?: string[];
  /**
   * Location questions asked so far with lay regions only: their anatomical detail may still be
   * asked once, as a follow-up.
   */
  regionOnly?: string[];
  /** The person typing is not the patient ("my son", «ابني»): questions are asked in the third person. */
  other?: boolean;
}

const LOG_FLOOR = 1e-9;
/** A finding this likely under a condition is the reason people would consult for it. */
const HALLMARK_MIN = 0.85;
/**
 * P(the description does not mention the hallmark | condition). Someone with a toothache
 * usually says so; if they describe palpitations instead, tooth decay is a poor explanation.
 */
const HALLMARK_UNSAID = 0.3;

interface BinaryModel {
  p: Float64Array;
  logP: Float64Array;
  logQ: Float64Array;
}
interface ValueModel extends BinaryModel {
  value: string;
}
interface CatModel {
  values: string[];
  p: Float64Array[];
  logP: Float64Array[];
}

/** Dense, precomputed form of a knowledge base: arrays indexed by condition. */
export interface Model {
  kb: KnowledgeBase;
  size: number;
  binary: Map<string, BinaryModel>;
  multi: Map<string, ValueModel[]>;
  cat: Map<string, CatModel>;
  logPrior: Float64Array[];
  /** Per condition: the finding that defines it (a hand-written condition's key question), if any. */
  hallmark: (string | null)[];
}

export function compileModel(kb: KnowledgeBase): Model {
  const conditions = kb.conditions;
  const C = conditions.length;
  function binaryModel(get: (c: ConditionDef) => number): BinaryModel {
    const p = new Float64Array(C);
    const logP = new Float64Array(C);
    const logQ = new Float64Array(C);
    conditions.forEach((c, i) => {
      const x = Math.min(0.999, Math.max(0.0005, get(c)));
      p[i] = x;
      logP[i] = Math.log(x);
      logQ[i] = Math.log(1 - x);
    });
    return { p, logP, logQ };
  }
  const binary = new Map<string, BinaryModel>();
  const multi = new Map<string, ValueModel[]>();
  const cat = new Map<string, CatModel>();
  for (const e of kb.evidences) {
    if (e.type === 'B')
      binary.set(
        e.code,
        binaryModel((c) => c.binary[e.code]),
      );
    else if (e.type === 'M')
      multi.set(
        e.code,
        e.values.map((v) => ({ value: v, ...binaryModel((c) => c.multi[e.code][v]) })),
      );
    else {
      const p = e.values.map(() => new Float64Array(C));
      conditions.forEach((c, i) => {
        const dist = c.categorical[e.code];
        const s = dist.reduce((a, b) => a + b, 0);
        e.values.forEach((_, j) => (p[j][i] = Math.max(LOG_FLOOR, dist[j] / s)));
      });
      cat.set(e.code, { values: e.values, p, logP: p.map((a) => a.map(Math.log)) });
    }
  }
  const logPrior: Float64Array[] = [];
  for (let col = 0; col < AGE_BANDS.length * 2; col++) {
    const raw = conditions.map((c) => c.prior[col] * agePriorFactor(c.id, Math.floor(col / 2)));
    const s = raw.reduce((a, b) => a + b, 0);
    logPrior.push(Float64Array.from(raw, (x) => Math.log(Math.max(x / s, 1e-12))));
  }
  const hallmark = conditions.map((c) => {
    if (c.source !== 'tabib') return null;
    let best: string | null = null;
    for (const e of kb.evidences)
      if (e.source === 'tabib' && c.binary[e.code] >= HALLMARK_MIN && (!best || c.binary[e.code] > c.binary[best]))
        best = e.code;
    return best;
  });
  return { kb, size: C, binary, multi, cat, logPrior, hallmark };
}

export const DEFAULT_MODEL: Model = compileModel(KB);

export function logLikelihood(code: string, a: AnswerValue, out: Float64Array, model: Model = DEFAULT_MODEL): void {
  const C = model.size;
  if (a.t === 'B') {
    if (a.v === -1) return;
    const m = model.binary.get(code);
    if (!m) return;
    const l = a.v === 1 ? m.logP : m.logQ;
    for (let i = 0; i < C; i++) out[i] += l[i];
  } else if (a.t === 'C') {
    const m = model.cat.get(code);
    if (!m || a.v === null) return;
    const j = m.values.indexOf(a.v);
    if (j < 0) return;
    const l = m.logP[j];
    for (let i = 0; i < C; i++) out[i] += l[i];
  } else {
    const m = model.multi.get(code);
    if (!m) return;
    if (a.v) {
      const present = new Set(a.v);
      for (const vm of m) {
        const l = present.has(vm.value) ? vm.logP : vm.logQ;
        for (let i = 0; i < C; i++) out[i] += l[i];
      }
    } else if (a.groups) {
      const byValue = new Map(m.map((vm) => [vm.value, vm]));
      for (const g of a.groups) {
        for (let i = 0; i < C; i++) {
          let none = 1;
          for (const v of g) {
            const vm = byValue.get(v);
            if (vm) none *= 1 - vm.p[i];
          }
          out[i] += Math.log(Math.max(LOG_FLOOR, 1 - none));
        }
      }
    }
  }
}

/** Posterior over CONDITIONS (same order), given everything known in the case. */
export function posterior(cs: CaseData, model: Model = DEFAULT_MODEL): Float64Array {
  const C = model.size;
  const lp = Float64Array.from(model.logPrior[priorColumn(cs.age, cs.sex)]);
  for (const code of Object.keys(cs.answers).sort()) logLikelihood(code, cs.answers[code], lp, model);
  if (cs.complaint) {
    const said = new Set(cs.complaint);
    const penalty = Math.log(HALLMARK_UNSAID);
    for (let i = 0; i < C; i++) {
      const h = model.hallmark[i];
      if (h && !said.has(h)) lp[i] += penalty;
    }
  }
  let max = -Infinity;
  for (let i = 0; i < C; i++) if (lp[i] > max) max = lp[i];
  let s = 0;
  for (let i = 0; i < C; i++) {
    lp[i] = Math.exp(lp[i] - max);
    s += lp[i];
  }
  for (let i = 0; i < C; i++) lp[i] /= s;
  return lp;
}

const NARROWER = new Map<string, string[]>();
for (const [narrow, broad] of Object.entries(BROADER)) NARROWER.set(broad, [...(NARROWER.get(broad) ?? []), narrow]);
const isYes = (a: AnswerValue | undefined) => !!a && a.t === 'B' && a.v === 1;
const isNo = (a: AnswerValue | undefined) => !!a && a.t === 'B' && a.v === 0;

/** Locations known for a multi-choice location question, from the complaint or an answer. */
export function knownLocations(cs: CaseData, code: string): Set<string> {
  const a = cs.answers[code];
  const out = new Set<string>();
  if (a && a.t === 'M') {
    for (const v of a.v ?? []) out.add(v);
    for (const g of a.groups ?? []) for (const v of g) out.add(v);
  }
  // "Nowhere" is an answer, not a place.
  const def = EVIDENCE_BY_CODE.get(code)?.defaultValue;
  if (def) out.delete(def);
  return out;
}

/**
 * Whether a question is already answered by what the person said: a broader finding denied
 * ("no pain" answers "headache?"), a narrower one affirmed ("coloured sputum" answers "cough?"),
 * or a pain location that names it ("pain in the belly" answers "belly pain?").
 */
export function isImplied(cs: CaseData, code: string): boolean {
  let broad = BROADER[code];
  while (broad) {
    if (isNo(cs.answers[broad])) return true;
    broad = BROADER[broad];
  }
  const stack = [...(NARROWER.get(code) ?? [])];
  while (stack.length) {
    const n = stack.pop()!;
    if (isYes(cs.answers[n])) return true;
    stack.push(...(NARROWER.get(n) ?? []));
  }
  const region = REGION_IMPLIES[code];
  if (region) {
    const known = knownLocations(cs, 'E_55');
    if (region.split('|').some((v) => known.has(v))) return true;
  }
  return false;
}

export function isEligible(cs: CaseData, e: EvidenceDef): boolean {
  if (cs.asked.includes(e.code) && !cs.regionOnly?.includes(e.code)) return false;
  const a = cs.answers[e.code];
  if (a && !(a.t === 'M' && a.v === null && a.groups)) return false;
  if (e.parent) {
    const pa = cs.answers[e.parent];
    if (!pa || pa.t !== 'B' || pa.v !== 1) return false;
  }
  if (isImplied(cs, e.code)) return false;
  if (e.sexOnly && e.sexOnly !== cs.sex) return false;
  if (e.minAge !== undefined && cs.age < e.minAge) return false;
  if (e.maxAge !== undefined && cs.age > e.maxAge) return false;
  return true;
}

export interface QuestionPolicy {
  maxQuestions: number;
  /** Stop once the leading condition is at least this likely. */
  stopTop1: number;
  /** Stop once no question is expected to teach us this many nats. */
  minGain: number;
  /** Discount on the summed per-location gains of a multi-choice question. */
  multiDiscount: number;
  /** Multiplier on the gain of medical-history questions (1 = no preference). */
  historyWeight?: number;
  /** Also stop when the leader has at least clearTop1 and the runner-up at most clearSecond. */
  clearTop1?: number;
  clearSecond?: number;
  /**
   * The last this many questions before maxQuestions aim at the result shown, the three likeliest conditions:
   * each is the question whose answer is expected to leave the most probability in the top three
   * (`topGain`), not the one that most reduces entropy over all conditions.
   */
  endgame?: number;
  /**
   * In the endgame, the entropy gain still counts this much beside the top-three gain: the top three alone never
   * asks about a dangerous condition already shown (its denial changes the order, not the three), and a run of
   * denials then leaves it leading a mild complaint.
   */
  endgameEntropy?: number;
}

export const DEFAULT_POLICY: QuestionPolicy = {
  maxQuestions: 20,
  stopTop1: 0.98,
  minGain: 0.01,
  multiDiscount: 0.5,
  clearTop1: 0.85,
  clearSecond: 0.04,
  historyWeight: 0.8,
  endgame: 7,
  endgameEntropy: 0.3,
};

// Conditions below this posterior are ignored when scoring questions: they cannot change
// the ranking that matters and skipping them keeps a turn well under a millisecond.
const ACTIVE_FLOOR = 1e-5;

function entropy(pi: Float64Array, idx: number[]): number {
  let h = 0;
  for (const i of idx) if (pi[i] > 0) h -= pi[i] * Math.log(pi[i]);
  return h;
}

/** Expected reduction of entropy of a yes/no observation with P(yes|c) = p. */
function binaryGain(pi: Float64Array, logPi: Float64Array, idx: number[], m: BinaryModel, h0: number): number {
  let py = 0;
  let sy = 0;
  let sn = 0;
  for (const i of idx) {
    const a = pi[i] * m.p[i];
    const b = pi[i] - a;
    py += a;
    sy += a * (logPi[i] + m.logP[i]);
    sn += b * (logPi[i] + m.logQ[i]);
  }
  const pn = 1 - py;
  if (py <= 1e-12 || pn <= 1e-12) return 0;
  const hAfter = -sy + py * Math.log(py) - sn + pn * Math.log(pn);
  return h0 - hAfter;
}

function catGain(pi: Float64Array, logPi: Float64Array, idx: number[], m: CatModel, h0: number): number {
  let hAfter = 0;
  for (let j = 0; j < m.values.length; j++) {
    let pv = 0;
    let s = 0;
    const p = m.p[j];
    const lp = m.logP[j];
    for (const i of idx) {
      const a = pi[i] * p[i];
      pv += a;
      s += a * (logPi[i] + lp[i]);
    }
    if (pv > 1e-12) hAfter += -s + pv * Math.log(pv);
  }
  return h0 - hAfter;
}

/**
 * A sensitive question (sexual health, HIV, drugs, pregnancy) is only worth asking when the
 * conditions it bears on hold at least this share of the posterior.
 */
export const SENSITIVE_MIN_MASS = 0.3;
/**
 * ...and when what the person said raised them: their share is at least this many times their share before any
 * answer (age and sex alone). After a run of "no" answers the posterior flattens towards the priors, and a
 * 76-year-old with a head injury must not be asked about an HIV partner because nothing else is left.
 */
export const SENSITIVE_MIN_RISE = 3;
function relevantMass(norm: Float64Array, idx: number[], e: EvidenceDef, model: Model): number {
  const ids = new Set(e.sensitive ?? []);
  let m = 0;
  for (const i of idx) if (ids.has(model.kb.conditions[i].id)) m += norm[i];
  return m;
}
function priorMass(cs: CaseData, e: EvidenceDef, model: Model): number {
  const ids = new Set(e.sensitive ?? []);
  const lp = model.logPrior[priorColumn(cs.age, cs.sex)];
  let all = 0;
  let m = 0;
  for (let i = 0; i < model.size; i++) {
    const p = Math.exp(lp[i]);
    all += p;
    if (ids.has(model.kb.conditions[i].id)) m += p;
  }
  return all > 0 ? m / all : 0;
}

export interface ScoredQuestion {
  code: string;
  gain: number;
  /** Expected rise of the probability held by the three likeliest conditions (scored in the endgame only). */
  topGain?: number;
}

/** Endgame values (top-three gain plus the entropy share) closer than this count as equal: the entropy order decides. */
const TOP_GAIN_TIE = 1e-4;
/**
 * Expected probability in the top three after a yes/no answer with P(yes | c) = p, minus before: the sum over
 * answers of the top three of pi(c) · P(answer | c), which is P(answer) times the top-three mass after it.
 * (One pass, keeping the three largest of both answers.)
 */
function binaryTopGain(pi: Float64Array, idx: number[], p: Float64Array, t0: number): number {
  let y1 = 0;
  let y2 = 0;
  let y3 = 0;
  let n1 = 0;
  let n2 = 0;
  let n3 = 0;
  for (const i of idx) {
    const y = pi[i] * p[i];
    const n = pi[i] - y;
    if (y > y3) {
      if (y > y1) {
        y3 = y2;
        y2 = y1;
        y1 = y;
      } else if (y > y2) {
        y3 = y2;
        y2 = y;
      } else y3 = y;
    }
    if (n > n3) {
      if (n > n1) {
        n3 = n2;
        n2 = n1;
        n1 = n;
      } else if (n > n2) {
        n3 = n2;
        n2 = n;
      } else n3 = n;
    }
  }
  return y1 + y2 + y3 + n1 + n2 + n3 - t0;
}

/** The same for a scale: the sum over its values of the top three of pi(c) · P(value | c), minus before. */
function catTopGain(pi: Float64Array, idx: number[], m: CatModel, t0: number): number {
  let s = 0;
  for (let j = 0; j < m.values.length; j++) s += topMass(pi, idx, m.p[j]);
  return s - t0;
}

/** Sum of the three largest values of v(c) · w(c) over idx (w omitted: 1); a result shows three conditions. */
function topMass(v: Float64Array, idx: number[], w?: Float64Array): number {
  let a = 0;
  let b = 0;
  let c = 0;
  for (const i of idx) {
    const x = w ? v[i] * w[i] : v[i];
    if (x > c) {
      if (x > a) {
        c = b;
        b = a;
        a = x;
      } else if (x > b) {
        c = b;
        b = x;
      } else c = x;
    }
  }
  return a + b + c;
}

export function activeSet(pi: Float64Array): number[] {
  const idx: number[] = [];
  for (let i = 0; i < pi.length; i++) if (pi[i] >= ACTIVE_FLOOR) idx.push(i);
  return idx;
}

/** Expected information gain of every eligible question, best first (ties by code for determinism). */
export function scoreQuestions(
  cs: CaseData,
  pi: Float64Array,
  policy: QuestionPolicy = DEFAULT_POLICY,
  model: Model = DEFAULT_MODEL,
  endgame = false,
): ScoredQuestion[] {
  const C = model.size;
  const idx = activeSet(pi);
  let mass = 0;
  for (const i of idx) mass += pi[i];
  const norm = new Float64Array(C);
  const logPi = new Float64Array(C);
  for (const i of idx) {
    norm[i] = pi[i] / mass;
    logPi[i] = Math.log(norm[i]);
  }
  const h0 = entropy(norm, idx);
  const t0 = endgame ? topMass(norm, idx) : 0;
  const out: ScoredQuestion[] = [];
  for (const e of model.kb.evidences) {
    if (!isEligible(cs, e)) continue;
    if (e.sensitive) {
      const mass = relevantMass(norm, idx, e, model);
      if (mass < SENSITIVE_MIN_MASS || mass < SENSITIVE_MIN_RISE * priorMass(cs, e, model)) continue;
    }
    let gain = 0;
    let topGain = 0;
    if (e.type === 'B') {
      const m = model.binary.get(e.code)!;
      gain = binaryGain(norm, logPi, idx, m, h0);
      if (endgame) topGain = binaryTopGain(norm, idx, m.p, t0);
    } else if (e.type === 'C') {
      const m = model.cat.get(e.code)!;
      gain = catGain(norm, logPi, idx, m, h0);
      if (endgame) topGain = catTopGain(norm, idx, m, t0);
    } else {
      let sum = 0;
      let max = 0;
      // Once the region is known, only the places inside it are left to ask about.
      const known = knownLocations(cs, e.code);
      const a = cs.answers[e.code];
      // Places already named one by one leave nothing to narrow down.
      if (known.size && a?.t === 'M' && (a.groups ?? []).every((g) => g.length === 1)) continue;
      for (const vm of model.multi.get(e.code)!) {
        if (known.size && !known.has(vm.value)) continue;
        const g = binaryGain(norm, logPi, idx, vm, h0);
        sum += g;
        if (g > max) max = g;
        // A place is named or not: at least what the best single place would show.
        if (endgame) topGain = Math.max(topGain, binaryTopGain(norm, idx, vm.p, t0));
      }
      gain = Math.min(h0, max + policy.multiDiscount * (sum - max));
    }
    // Symptoms before history: the same information is easier to give about how one feels now.
    if (e.antecedent) {
      gain *= policy.historyWeight ?? 1;
      topGain *= policy.historyWeight ?? 1;
    }
    out.push(endgame ? { code: e.code, gain, topGain } : { code: e.code, gain });
  }
  out.sort((a, b) => b.gain - a.gain || (a.code < b.code ? -1 : 1));
  return out;
}

/**
 * Policy in force after `asked` questions: before `minQuestions`, only a question with no
 * information left to gain ends the interview.
 */
export function policyAt(policy: QuestionPolicy & { minQuestions?: number }, asked: number): QuestionPolicy {
  if (asked >= (policy.minQuestions ?? 0)) return policy;
  return { ...policy, stopTop1: 1.01, clearTop1: undefined, minGain: 1e-4 };
}

export function chooseQuestion(
  cs: CaseData,
  pi: Float64Array,
  policy: QuestionPolicy = DEFAULT_POLICY,
  model: Model = DEFAULT_MODEL,
): string | null {
  if (cs.asked.length >= policy.maxQuestions) return null;
  let top = 0;
  let second = 0;
  for (let i = 0; i < pi.length; i++) {
    if (pi[i] > top) {
      second = top;
      top = pi[i];
    } else if (pi[i] > second) second = pi[i];
  }
  if (top >= policy.stopTop1) return null;
  // A clear winner: the rest of the mass is spread thinly over many unlikely conditions.
  if (policy.clearTop1 !== undefined && top >= policy.clearTop1 && second <= (policy.clearSecond ?? 0)) return null;
  const endgame = !!policy.endgame && cs.asked.length >= policy.maxQuestions - policy.endgame;
  const scored = scoreQuestions(cs, pi, policy, model, endgame);
  if (!scored.length || scored[0].gain < policy.minGain) return null;
  if (endgame) {
    const w = policy.endgameEntropy ?? 0;
    const val = (q: ScoredQuestion) => (q.topGain ?? 0) + w * q.gain;
    let best = scored[0];
    for (const q of scored) if (val(q) > val(best) + TOP_GAIN_TIE) best = q;
    return best.code;
  }
  return scored[0].code;
}

export function evidence(code: string): EvidenceDef {
  const e = EVIDENCE_BY_CODE.get(code);
  if (!e) throw new Error(`unknown evidence ${code}`);
  return e;
}
