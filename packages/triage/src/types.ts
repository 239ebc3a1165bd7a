export type Lang = 'ar' | 'en';
export type Urgency = 'emergency' | 'urgent' | 'routine' | 'self_care';
export type Sex = 'M' | 'F';
export type EvidenceType = 'B' | 'C' | 'M';
export interface Text {
  en: string;
  ar: string;
}

/**
 * Whom a question is put to: the person typing ("you"), or someone else by sex ("he", "she"): a child, a baby, a
 * relative. engine/person.ts chooses it from the age and from what the person typing said ("my son", «ابني»).
 */
export type Person = 'you' | 'he' | 'she';
export interface Forms {
  you: string;
  he: string;
  she: string;
  /**
   * "You" to a woman, where Egyptian Arabic marks it («حاسة», «مش قادرة», «وإنتي بتاخدي»): used when the person
   * is asked about herself and is female. Absent where the "you" form fits both (عندك، حصلك).
   */
  youF?: string;
}
/** A question in every form: English, and Arabic (Egyptian in the engine's questions). */
export interface QuestionWording {
  en: Forms;
  ar: Forms;
}

/** Evidence as baked from the DDXPlus release (English only; Arabic is merged at load). */
export interface DdxEvidenceDef {
  code: string;
  type: EvidenceType;
  parent: string | null;
  antecedent: boolean;
  defaultValue: string;
  values: string[];
  question: string;
  valueEn: Record<string, string>;
}

export interface DdxConditionStats {
  ddxName: string;
  icd10: string;
  severity: number;
  patients: number;
  /** P(condition | age band, sex) among DDXPlus conditions, layout from age-bands.ts. */
  prior: number[];
  binary: Record<string, number>;
  multi: Record<string, Record<string, number>>;
  categorical: Record<string, number[]>;
}

export interface EvidenceDef {
  code: string;
  type: EvidenceType;
  parent: string | null;
  antecedent: boolean;
  defaultValue: string;
  /** Value codes for C/M evidences (numbers as strings for scales). */
  values: string[];
  question: QuestionWording;
  valueLabels: Record<string, Text>;
  /** Former Arabic labels of options, still understood when typed back. */
  valueAliases?: Record<string, string>;
  source: 'ddxplus' | 'tabib';
  /** Only asked of this sex (pregnancy, periods, prostate...). */
  sexOnly?: Sex;
  minAge?: number;
  maxAge?: number;
  /** Sexual health, HIV, drug use, pregnancy: asked only when one of these conditions is leading. */
  sensitive?: string[];
}

export interface ConditionDef {
  id: string;
  name: Text;
  icd10: string;
  urgency: Urgency;
  specialty: string;
  source: 'ddxplus' | 'tabib';
  /** Relative prior weight per (age band, sex) column. */
  prior: number[];
  /** P(yes | condition) for binary evidences; missing => background. */
  binary: Record<string, number>;
  /** P(value present | condition, parent present) for multi-choice values. */
  multi: Record<string, Record<string, number>>;
  /** Distribution over values for categorical evidences (aligned with EvidenceDef.values). */
  categorical: Record<string, number[]>;
  /** Self-care advice shown with the assessment. */
  advice?: Text[];
}
