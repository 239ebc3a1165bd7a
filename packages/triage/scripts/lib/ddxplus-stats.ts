// DDXPlus statistics estimation, shared by build-kb (bakes the package's KB) and eval
// (cross-validation, so that the figures we quote are not measured on the training patients).
import { AGE_BANDS, ageBandIndex } from '../../src/kb/age-bands.ts';

export interface RawEvidence {
  name: string;
  code_question: string;
  question_en: string;
  is_antecedent: boolean;
  default_value: string | number;
  value_meaning: Record<string, { en: string; fr: string }>;
  'possible-values': (string | number)[];
  data_type: 'B' | 'C' | 'M';
}
export interface RawCondition {
  condition_name: string;
  'cond-name-eng': string;
  'icd10-id': string;
  symptoms: Record<string, unknown>;
  antecedents: Record<string, unknown>;
  severity: number;
}
export interface Patient {
  AGE: number;
  SEX: 'M' | 'F';
  PATHOLOGY: string;
  EVIDENCES: string[];
  INITIAL_EVIDENCE: string;
}

export interface StatsOptions {
  binaryStrength: number;
  multiStrength: number;
  scaleStrength: number;
  epsSymptom: number;
  epsValue: number;
  /** Patients of a condition that its age-band profile is shrunk with, towards the overall one. */
  bandStrength: number;
  /** Patients of a condition (in a band) that its sex ratio is shrunk with, towards the level above. */
  sexStrength: number;
  /**
   * Share of a condition's own age profile, spread over neighbouring bands, in the profile its band counts are
   * shrunk towards (the rest is the overall age distribution): croup seen in 5 toddlers stays a childhood illness.
   */
  bandOwnShare: number;
}
export const DEFAULT_STATS_OPTIONS: StatsOptions = {
  binaryStrength: 2,
  multiStrength: 4,
  scaleStrength: 4,
  epsSymptom: 0.03,
  epsValue: 0.015,
  bandStrength: 10,
  sexStrength: 10,
  bandOwnShare: 0.5,
};

export function estimate(
  rawEvidences: Record<string, RawEvidence>,
  rawConditions: Record<string, RawCondition>,
  patients: Patient[],
  opts: StatsOptions = DEFAULT_STATS_OPTIONS,
) {
  const EPS_SYMPTOM = opts.epsSymptom;
  const EPS_VALUE = opts.epsValue;
  const BINARY_STRENGTH = opts.binaryStrength;
  const MULTI_STRENGTH = opts.multiStrength;
  const SCALE_STRENGTH = opts.scaleStrength;

  type Answer = { binary: Set<string>; multi: Map<string, Set<string>>; cat: Map<string, string> };
  function parse(p: Patient): Answer {
    const a: Answer = { binary: new Set(), multi: new Map(), cat: new Map() };
    for (const e of p.EVIDENCES) {
      const [code, value] = e.split('_@_');
      const ev = rawEvidences[code];
      if (!ev) throw new Error(`unknown evidence ${code}`);
      if (ev.data_type === 'B') a.binary.add(code);
      else if (ev.data_type === 'M') {
        if (!a.multi.has(code)) a.multi.set(code, new Set());
        a.multi.get(code)!.add(value);
      } else a.cat.set(code, value);
    }
    return a;
  }

  const parsed = patients.map((p) => ({ p, a: parse(p) }));
  const conditionNames = Object.keys(rawConditions);
  const evidenceCodes = Object.keys(rawEvidences);
  const parentOf = (code: string): string | null => {
    const q = rawEvidences[code].code_question;
    return q !== code && rawEvidences[q] ? q : null;
  };
  const listed = (cond: string, code: string) =>
    code in rawConditions[cond].symptoms || code in rawConditions[cond].antecedents;
  const hasParent = (a: Answer, code: string) => {
    const parent = parentOf(code);
    return !parent || a.binary.has(parent);
  };
  const valuesOf = (ev: RawEvidence): string[] =>
    Object.keys(ev.value_meaning).length > 0 ? Object.keys(ev.value_meaning) : ev['possible-values'].map(String);

  const byCond = new Map<string, Answer[]>();
  for (const c of conditionNames) byCond.set(c, []);
  for (const { p, a } of parsed) byCond.get(p.PATHOLOGY)!.push(a);

  const round = (x: number) => Math.round(x * 1e5) / 1e5;

  // Pooled rates over conditions that list the evidence.
  function pooledBinary(code: string): number {
    let k = 0;
    let n = 0;
    for (const c of conditionNames) {
      if (!listed(c, code)) continue;
      for (const a of byCond.get(c)!) {
        if (!hasParent(a, code)) continue;
        n++;
        if (a.binary.has(code)) k++;
      }
    }
    return (k + 0.5) / (n + 1);
  }

  function pooledMulti(code: string): Map<string, number> {
    const counts = new Map<string, number>();
    let n = 0;
    for (const c of conditionNames) {
      if (!listed(c, code)) continue;
      for (const a of byCond.get(c)!) {
        if (!hasParent(a, code)) continue;
        n++;
        for (const v of a.multi.get(code) ?? [String(rawEvidences[code].default_value)])
          counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    }
    const out = new Map<string, number>();
    for (const [v, k] of counts) out.set(v, k / Math.max(n, 1));
    return out;
  }

  function smoothScale(counts: number[], numeric: boolean): number[] {
    if (!numeric) return counts.slice();
    return counts.map((c, i) => c + 0.5 * ((counts[i - 1] ?? 0) + (counts[i + 1] ?? 0)));
  }

  function pooledCat(code: string): number[] {
    const ev = rawEvidences[code];
    const values = valuesOf(ev);
    const counts = values.map(() => 0);
    for (const c of conditionNames) {
      if (!listed(c, code)) continue;
      for (const a of byCond.get(c)!) {
        if (!hasParent(a, code)) continue;
        const v = a.cat.get(code) ?? String(ev.default_value);
        counts[values.indexOf(v)]++;
      }
    }
    const sm = smoothScale(counts, Object.keys(ev.value_meaning).length === 0).map((x) => x + 0.2);
    const s = sm.reduce((x, y) => x + y, 0);
    return sm.map((x) => x / s);
  }

  interface CondOut {
    ddxName: string;
    icd10: string;
    severity: number;
    patients: number;
    prior: number[];
    binary: Record<string, number>;
    multi: Record<string, Record<string, number>>;
    categorical: Record<string, number[]>;
  }

  // Priors: P(condition | band, sex) ∝ P(condition) · P(band | condition) · P(sex | band, condition), each
  // shrunk towards the level above with a strength counted in patients of that condition. A condition seen in
  // 5 patients says little about its age profile, so it keeps most of the overall age distribution; one seen
  // in 100 has its own, and one seen only in toddlers keeps some of that. (The former shrinkage of P(condition | band) towards P(condition), with a strength
  // counted against the band's 150 patients, cut a rare condition's prior 30-fold in every band × sex cell
  // where none of its few patients happened to fall: cross-validated top-3 96.0% -> 97.0%.)
  const nBands = AGE_BANDS.length;
  const overall = new Map<string, number>();
  for (const c of conditionNames)
    overall.set(c, (byCond.get(c)!.length + 1) / (patients.length + conditionNames.length));
  const BAND_STRENGTH = opts.bandStrength;
  const SEX_STRENGTH = opts.sexStrength;
  const bandOf = parsed.map(({ p }) => ageBandIndex(p.AGE));
  const bandShare = AGE_BANDS.map(
    (_, b) => (bandOf.filter((x) => x === b).length + 0.5) / (patients.length + 0.5 * nBands),
  );
  const femaleShare = (parsed.filter(({ p }) => p.SEX === 'F').length + 1) / (patients.length + 2);
  const priorTable = new Map<string, number[]>();
  for (const c of conditionNames) {
    const own = parsed.flatMap(({ p }, i) => (p.PATHOLOGY === c ? [{ sex: p.SEX, band: bandOf[i] }] : []));
    const female = (own.filter((x) => x.sex === 'F').length + SEX_STRENGTH * femaleShare) / (own.length + SEX_STRENGTH);
    // The profile to shrink towards: the overall one, mixed with the condition's own spread to the next bands.
    const counts = AGE_BANDS.map((_, b) => own.filter((x) => x.band === b).length);
    const spread = counts.map((n, b) => 0.5 * n + 0.25 * (counts[b - 1] ?? n) + 0.25 * (counts[b + 1] ?? n));
    const towards = bandShare.map((x, b) =>
      own.length ? (1 - opts.bandOwnShare) * x + (opts.bandOwnShare * spread[b]) / own.length : x,
    );
    const column: number[] = [];
    for (let b = 0; b < nBands; b++) {
      const inBand = own.filter((x) => x.band === b);
      const band = (inBand.length + BAND_STRENGTH * towards[b]) / (own.length + BAND_STRENGTH);
      const femaleInBand =
        (inBand.filter((x) => x.sex === 'F').length + SEX_STRENGTH * female) / (inBand.length + SEX_STRENGTH);
      for (const sex of ['M', 'F'] as const)
        column.push(overall.get(c)! * band * (sex === 'F' ? femaleInBand : 1 - femaleInBand));
    }
    priorTable.set(c, column);
  }
  // Normalise each column so priors are P(condition | band, sex) within DDXPlus conditions.
  for (let col = 0; col < nBands * 2; col++) {
    const s = conditionNames.reduce((acc, c) => acc + priorTable.get(c)![col], 0);
    for (const c of conditionNames) priorTable.get(c)![col] = round(priorTable.get(c)![col] / s);
  }

  const conditionsOut: CondOut[] = [];
  const pooledB = new Map(
    evidenceCodes.filter((e) => rawEvidences[e].data_type === 'B').map((e) => [e, pooledBinary(e)]),
  );
  const pooledM = new Map(
    evidenceCodes.filter((e) => rawEvidences[e].data_type === 'M').map((e) => [e, pooledMulti(e)]),
  );
  const pooledC = new Map(evidenceCodes.filter((e) => rawEvidences[e].data_type === 'C').map((e) => [e, pooledCat(e)]));

  for (const c of conditionNames) {
    const rc = rawConditions[c];
    const pats = byCond.get(c)!;
    const out: CondOut = {
      ddxName: c,
      icd10: rc['icd10-id'].toUpperCase(),
      severity: rc.severity,
      patients: pats.length,
      prior: priorTable.get(c)!,
      binary: {},
      multi: {},
      categorical: {},
    };
    for (const code of evidenceCodes) {
      const ev = rawEvidences[code];
      if (!listed(c, code)) continue; // engine applies the floor for unlisted evidences
      const relevant = pats.filter((a) => hasParent(a, code));
      const n = relevant.length;
      if (ev.data_type === 'B') {
        const k = relevant.filter((a) => a.binary.has(code)).length;
        const m = pooledB.get(code)!;
        out.binary[code] = round(Math.min(0.995, Math.max(0.01, (k + BINARY_STRENGTH * m) / (n + BINARY_STRENGTH))));
      } else if (ev.data_type === 'M') {
        const pooled = pooledM.get(code)!;
        const counts = new Map<string, number>();
        for (const a of relevant)
          for (const v of a.multi.get(code) ?? [String(ev.default_value)]) counts.set(v, (counts.get(v) ?? 0) + 1);
        const probs: Record<string, number> = {};
        for (const v of valuesOf(ev)) {
          const k = counts.get(v) ?? 0;
          const m = pooled.get(v) ?? 0;
          if (k === 0 && m === 0) continue;
          const p = (k + MULTI_STRENGTH * m) / (n + MULTI_STRENGTH);
          if (p > EPS_VALUE) probs[v] = round(Math.min(0.995, p));
        }
        out.multi[code] = probs;
      } else {
        const values = valuesOf(ev);
        const counts = values.map(() => 0);
        for (const a of relevant) counts[values.indexOf(a.cat.get(code) ?? String(ev.default_value))]++;
        const sm = smoothScale(counts, Object.keys(ev.value_meaning).length === 0);
        const tot = sm.reduce((x, y) => x + y, 0);
        const pooled = pooledC.get(code)!;
        out.categorical[code] = sm.map((x, i) => round((x + SCALE_STRENGTH * pooled[i]) / (tot + SCALE_STRENGTH)));
      }
    }
    conditionsOut.push(out);
  }

  // Base rates of antecedents in the whole population: used for conditions added by hand,
  // for which a history question such as "do you smoke?" carries no diagnostic signal.
  const baseRates: Record<string, number> = {};
  for (const code of evidenceCodes) {
    if (rawEvidences[code].data_type !== 'B' || !rawEvidences[code].is_antecedent) continue;
    const k = parsed.filter(({ a }) => a.binary.has(code)).length;
    baseRates[code] = round((k + 1) / (patients.length + 10));
  }

  const pooledMultiOut: Record<string, Record<string, number>> = {};
  for (const [code, m] of pooledM) {
    pooledMultiOut[code] = {};
    for (const [v, p] of m) pooledMultiOut[code][v] = round(Math.max(p, EPS_VALUE));
  }
  const pooledCatOut: Record<string, number[]> = {};
  for (const [code, d] of pooledC) pooledCatOut[code] = d.map(round);

  return {
    conditions: conditionsOut,
    baseRates,
    pooledMulti: pooledMultiOut,
    pooledCat: pooledCatOut,
    epsSymptom: EPS_SYMPTOM,
    epsValue: EPS_VALUE,
  };
}
export type DdxStats = ReturnType<typeof estimate>;
