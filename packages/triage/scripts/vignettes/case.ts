import type { Lang, Urgency } from '../../src/types.ts';
import { isConcept, type Concept } from './findings.ts';

export type Dialect = 'en' | 'msa' | 'egy';

/**
 * A published teaching case or guideline example, told by a lay person.
 * `present` and `absent` are what the story says; everything else is unknown to the patient.
 */
export interface Vignette {
  id: string;
  lang: Lang;
  dialect: Dialect;
  /** The age as the person types it ("٥ شهور", "سنة ونص", "18 months", "45"). */
  age: string;
  /** The same age in years, used only when the typed age is refused and the person retypes it. */
  years: number;
  sex: 'M' | 'F';
  complaint: string;
  present: Concept[];
  absent: Concept[];
  expect: {
    urgency: Urgency;
    /** The real diagnosis (ICD-10). */
    icd10: string;
    /** Acceptable condition ids; ids the knowledge base does not have yet are candidates for it. */
    conditions: string[];
    /** Acceptable specialties. */
    specialties: string[];
  };
  source: string;
}

const AR_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Years from a typed age, for the vignette author's convenience (not the engine's parser). */
export function yearsOf(age: string): number {
  const s = age.replace(/[٠-٩]/g, (d) => String(AR_DIGITS.indexOf(d))).toLowerCase();
  const n = Number((s.match(/\d+(?:\.\d+)?/) ?? ['NaN'])[0]);
  if (/سنة ونص|سنه ونص/.test(s)) return 1.5;
  if (/سنتين/.test(s) && Number.isNaN(n)) return 2;
  if (/شهرين/.test(s) && Number.isNaN(n)) return 2 / 12;
  if (/month|شهر|شهور|أشهر|اشهر/.test(s)) return n / 12;
  if (/week|أسبوع|اسبوع|أسابيع|اسابيع/.test(s)) return n / 52;
  if (Number.isNaN(n)) throw new Error(`age "${age}" has no number`);
  return n;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

function concepts(id: string, s: string): Concept[] {
  const out = words(s);
  const bad = out.filter((k) => !isConcept(k));
  if (bad.length) throw new Error(`vignette ${id}: unknown concept(s) ${bad.join(', ')} (add them to findings.ts)`);
  return out as Concept[];
}

export interface CaseInput {
  id: string;
  dialect: Dialect;
  age: string | number;
  sex: 'M' | 'F';
  complaint: string;
  /** Space-separated concept keys. */
  present: string;
  absent?: string;
  urgency: Urgency;
  /** "ICD-10 id|id...", e.g. "K35 appendicitis" or "K72.0 acute-liver-failure|viral-hepatitis". */
  dx: string;
  specialty: string;
  source: string;
}

export function vignette(c: CaseInput): Vignette {
  const [icd10, ids] = words(c.dx);
  if (!icd10 || !ids) throw new Error(`vignette ${c.id}: dx must be "ICD10 id|id"`);
  const age = String(c.age);
  return {
    id: c.id,
    lang: c.dialect === 'en' ? 'en' : 'ar',
    dialect: c.dialect,
    age,
    years: yearsOf(age),
    sex: c.sex,
    complaint: c.complaint,
    present: concepts(c.id, c.present),
    absent: concepts(c.id, c.absent ?? ''),
    expect: { urgency: c.urgency, icd10, conditions: ids.split('|'), specialties: c.specialty.split('|') },
    source: c.source,
  };
}
