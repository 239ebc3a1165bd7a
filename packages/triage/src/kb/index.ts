import type { ConditionDef, EvidenceDef, Text } from '../types.ts';
import { AGE_BANDS } from './age-bands.ts';
import type { DdxConditionStats } from '../types.ts';
import {
  DDX_BASE_RATES,
  DDX_CONDITIONS,
  DDX_EPS_SYMPTOM,
  DDX_EPS_VALUE,
  DDX_EVIDENCES,
  DDX_POOLED_CAT,
  DDX_POOLED_MULTI,
} from './generated/ddxplus-kb.ts';
import { DDX_QUESTIONS, VALUE_AR, VALUE_AR_FORMER } from './ddxplus-wording.ts';
import { DDX_CONDITION_META } from './ddxplus-conditions-meta.ts';
import { TABIB_EVIDENCES } from './tabib-evidences.ts';
import { TABIB_CONDITIONS, type TabibConditionSpec } from './tabib-conditions.ts';
import { DDX_CROSS_LINKS, DDX_PRIOR_FLOORS, LOCATION_DERIVED } from './cross-links.ts';
import { QUESTION_AGE, SENSITIVE_QUESTIONS } from './eligibility.ts';

/** Floor for a history question that DDXPlus does not list for a condition. */
export const EPS_ANTECEDENT = 0.06;
/**
 * Ceiling on an estimated P(yes | condition). Synthetic patients always report some findings;
 * real people forget or describe them differently, and a single "no" should not rule a
 * condition out.
 */
export const DDX_P_CAP = 0.85;
/** Share of uniform probability mixed into every DDXPlus scale distribution. */
export const SCALE_UNIFORM = 0.05;
/** Ceiling on a probability derived from pain locations (see LOCATION_DERIVED). */
export const DERIVED_CAP = 0.7;
/** Background rate of a symptom for a hand-written condition that does not mention it. */
export const BG_SYMPTOM = 0.03;
/** Background rate of one of our own questions for a DDXPlus condition. */
export const BG_TABIB = 0.02;
/** Background rate of a body location for a hand-written condition that names other locations. */
export const BG_VALUE = 0.01;

function ddxEvidence(d: (typeof DDX_EVIDENCES)[number]): EvidenceDef {
  const valueLabels: Record<string, Text> = {};
  const valueAliases: Record<string, string> = {};
  for (const v of d.values) {
    const en = d.valueEn[v] ?? v;
    const ar = VALUE_AR[v] ?? (/^\d+$/.test(v) ? v : undefined);
    if (ar === undefined) throw new Error(`missing Arabic for value ${v}`);
    valueLabels[v] = { en, ar };
    if (VALUE_AR_FORMER[v]) valueAliases[v] = VALUE_AR_FORMER[v];
  }
  const question = DDX_QUESTIONS[d.code];
  if (!question) throw new Error(`missing wording for question ${d.code}`);
  return {
    code: d.code,
    type: d.type,
    parent: d.parent,
    antecedent: d.antecedent,
    defaultValue: d.defaultValue,
    values: d.values,
    question,
    valueLabels,
    ...(Object.keys(valueAliases).length ? { valueAliases } : {}),
    source: 'ddxplus',
    sexOnly:
      d.code === 'E_167' || d.code === 'E_145' || d.code === 'E_163' || d.code === 'E_141' || d.code === 'E_11'
        ? 'F'
        : undefined,
  };
}

function withEligibility(e: EvidenceDef): EvidenceDef {
  const age = QUESTION_AGE[e.code];
  return {
    ...e,
    ...(age?.minAge !== undefined ? { minAge: age.minAge } : {}),
    ...(age?.maxAge !== undefined ? { maxAge: age.maxAge } : {}),
    ...(SENSITIVE_QUESTIONS[e.code] ? { sensitive: SENSITIVE_QUESTIONS[e.code] } : {}),
  };
}

export const EVIDENCES: readonly EvidenceDef[] = [...DDX_EVIDENCES.map(ddxEvidence), ...TABIB_EVIDENCES].map(
  withEligibility,
);
export const EVIDENCE_BY_CODE: ReadonlyMap<string, EvidenceDef> = new Map(EVIDENCES.map((e) => [e.code, e]));

/** Turns a mean on a 0-10 scale into a smooth distribution over the scale. */
export function scaleDistribution(mean: number, values: string[], spread = 1.6): number[] {
  const w = values.map((v) => Math.exp(-((Number(v) - mean) ** 2) / (2 * spread * spread)) + 0.01);
  const s = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / s);
}

function ddxCondition(stats: DdxConditionStats, ddx: DdxStatsInput): ConditionDef {
  const meta = DDX_CONDITION_META[stats.ddxName];
  if (!meta) throw new Error(`no metadata for ${stats.ddxName}`);
  const binary: Record<string, number> = {};
  const multi: Record<string, Record<string, number>> = {};
  const categorical: Record<string, number[]> = {};
  for (const d of DDX_EVIDENCES) {
    if (d.type === 'B') {
      const est = stats.binary[d.code];
      binary[d.code] = est !== undefined ? Math.min(est, DDX_P_CAP) : d.antecedent ? EPS_ANTECEDENT : ddx.epsSymptom;
    } else if (d.type === 'M') {
      const listed = stats.multi[d.code];
      const out: Record<string, number> = {};
      if (listed) for (const v of d.values) out[v] = listed[v] ?? ddx.epsValue;
      else for (const v of d.values) out[v] = ddx.pooledMulti[d.code][v] ?? ddx.epsValue;
      multi[d.code] = out;
    } else {
      // A little uniform mass: people read scales differently from the synthetic patients.
      categorical[d.code] = (stats.categorical[d.code] ?? ddx.pooledCat[d.code]).map(
        (p, _, a) => (1 - SCALE_UNIFORM) * p + SCALE_UNIFORM / a.length,
      );
    }
  }
  const cross = DDX_CROSS_LINKS[meta.id] ?? {};
  for (const e of TABIB_EVIDENCES) binary[e.code] = BG_TABIB;
  for (const [key, p] of Object.entries(cross)) {
    const at = key.indexOf('@');
    if (at < 0) binary[key] = Math.max(binary[key] ?? 0, p);
    else
      for (const v of key.slice(at + 1).split('|'))
        multi[key.slice(0, at)][v] = Math.max(multi[key.slice(0, at)][v] ?? 0, p);
  }
  const pain = stats.binary.E_53;
  const where = stats.multi.E_55;
  if (pain !== undefined && where) {
    for (const [code, group] of Object.entries(LOCATION_DERIVED)) {
      let none = 1;
      for (const v of group.split('|')) none *= 1 - (where[v] ?? 0);
      // Pain "somewhere in the head" in the synthetic data is looser than a complaint of headache.
      binary[code] = Math.max(binary[code], Math.min(DERIVED_CAP, pain * (1 - none)));
    }
  }
  return {
    id: meta.id,
    name: meta.name,
    icd10: stats.icd10,
    urgency: meta.urgency,
    specialty: meta.specialty,
    source: 'ddxplus',
    prior: stats.prior.map((p, col) => Math.max(p, DDX_PRIOR_FLOORS[meta.id]?.[Math.floor(col / 2)] ?? 0)),
    binary,
    multi,
    categorical,
    advice: meta.advice,
  };
}

function tabibCondition(spec: TabibConditionSpec, ddx: DdxStatsInput): ConditionDef {
  const binary: Record<string, number> = {};
  const multi: Record<string, Record<string, number>> = {};
  const categorical: Record<string, number[]> = {};
  const valueSpecs = new Map<string, Record<string, number>>();
  for (const [key, p] of Object.entries(spec.ev)) {
    const at = key.indexOf('@');
    if (at > 0) {
      const code = key.slice(0, at);
      if (!valueSpecs.has(code)) valueSpecs.set(code, {});
      for (const v of key.slice(at + 1).split('|')) valueSpecs.get(code)![v] = p;
    }
  }
  for (const e of EVIDENCES) {
    if (e.type === 'B') {
      const given = spec.ev[e.code];
      binary[e.code] =
        given ?? (e.source === 'tabib' ? BG_TABIB : e.antecedent ? (ddx.baseRates[e.code] ?? 0.02) : BG_SYMPTOM);
    } else if (e.type === 'M') {
      const vs = valueSpecs.get(e.code);
      const out: Record<string, number> = {};
      for (const v of e.values) out[v] = vs ? (vs[v] ?? BG_VALUE) : (ddx.pooledMulti[e.code]?.[v] ?? BG_VALUE);
      multi[e.code] = out;
    } else {
      const mean = spec.scales?.[e.code];
      categorical[e.code] =
        mean !== undefined
          ? scaleDistribution(mean, e.values)
          : (ddx.pooledCat[e.code] ?? e.values.map(() => 1 / e.values.length));
    }
  }
  const prior: number[] = [];
  for (let b = 0; b < AGE_BANDS.length; b++) {
    const band = AGE_BANDS[b];
    const lo = spec.ageMin ?? 0;
    const hi = spec.ageMax ?? 200;
    const inRange = band.max >= lo && band.min <= hi;
    const ageFactor = (inRange ? 1 : 0.01) * (spec.ageWeights?.[b] ?? 1);
    for (const sex of ['M', 'F'] as const) {
      const sexFactor = spec.sex && spec.sex !== sex ? 0.0005 : 1;
      prior.push(spec.prevalence * ageFactor * sexFactor);
    }
  }
  return {
    id: spec.id,
    name: { en: spec.en, ar: spec.ar },
    icd10: spec.icd10,
    urgency: spec.urgency,
    specialty: spec.specialty,
    source: 'tabib',
    prior,
    binary,
    multi,
    categorical,
    advice: spec.advice,
  };
}

/** DDXPlus statistics as produced by scripts/lib/ddxplus-stats.ts (baked or re-estimated). */
export interface DdxStatsInput {
  conditions: DdxConditionStats[];
  baseRates: Record<string, number>;
  pooledMulti: Record<string, Record<string, number>>;
  pooledCat: Record<string, number[]>;
  epsSymptom: number;
  epsValue: number;
}

export interface KnowledgeBase {
  evidences: readonly EvidenceDef[];
  conditions: readonly ConditionDef[];
  evidenceByCode: ReadonlyMap<string, EvidenceDef>;
  conditionById: ReadonlyMap<string, ConditionDef>;
}

export function buildKnowledgeBase(ddx: DdxStatsInput): KnowledgeBase {
  const conditions = [
    ...ddx.conditions.map((c) => ddxCondition(c, ddx)),
    ...TABIB_CONDITIONS.map((c) => tabibCondition(c, ddx)),
  ];
  return {
    evidences: EVIDENCES,
    conditions,
    evidenceByCode: EVIDENCE_BY_CODE,
    conditionById: new Map(conditions.map((c) => [c.id, c])),
  };
}

export const BAKED_DDX_STATS: DdxStatsInput = {
  conditions: DDX_CONDITIONS,
  baseRates: DDX_BASE_RATES,
  pooledMulti: DDX_POOLED_MULTI,
  pooledCat: DDX_POOLED_CAT,
  epsSymptom: DDX_EPS_SYMPTOM,
  epsValue: DDX_EPS_VALUE,
};

export const KB: KnowledgeBase = buildKnowledgeBase(BAKED_DDX_STATS);
export const CONDITIONS: readonly ConditionDef[] = KB.conditions;
export const CONDITION_BY_ID: ReadonlyMap<string, ConditionDef> = KB.conditionById;
