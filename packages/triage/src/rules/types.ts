import type { Forms, Lang, Sex, Text } from '../types.ts';

/**
 * Shapes of the rule table (src/rules/table.ts). A rule is data: the concepts it reads (through `when`, over
 * the one vocabulary of src/engine/concepts.ts and the engine's answers), its urgency, its source, the
 * condition and specialty it points to, and its probes (src/rules/probes.ts).
 */
export type Level = 'emergency' | 'urgent';

/** Guidelines a rule may cite. Add one here when a rule needs a new source. */
export type Guideline =
  | 'SATS'
  | 'ETAT'
  | 'IMCI'
  | 'NG143'
  | 'NG51'
  | 'FAST'
  | 'NICE CKS'
  | 'NG133'
  | 'NG232'
  | 'RCOG'
  | 'WHO'
  | 'ESC'
  | 'IWGDF';

export interface Source {
  guideline: Guideline;
  /** The part of the guideline the rule comes from (table, section or discriminator). */
  section: string;
}

/** What a rule may read: age, sex, concepts said or answered "yes", and the engine's answers. */
export interface RuleContext {
  readonly months: number;
  readonly years: number;
  readonly male: boolean;
  /** The engine answered "yes" to this question code. */
  yes(code: string): boolean;
  /** Value of a 0-10 scale answer, -1 when not answered. */
  scale(code: string): number;
  /** A location question names a value of the group ("V_1|V_2"). */
  at(code: string, group: string): boolean;
  /** Any of the concepts is known: said in text, answered "yes" to a screen question or to the engine's question. */
  has(...ids: string[]): boolean;
  /** Said in free text (not only inferred from an answer). */
  said(id: string): boolean;
}

export interface Rule {
  id: string;
  level: Level;
  source: Source;
  reason: Text;
  /** Condition(s) to name first when the rule fires (the likeliest of them wins). */
  suggests?: string[];
  /**
   * Specialty to book when this rule leads the result (an emergency's specialty follows the danger that made it
   * one, not the ranking's leader): a slug of src/specialties.ts.
   */
  specialty?: string;
  /** Extra advice shown with the result when the rule fires (first aid, what to do on the way). */
  advice?: Text;
  when: (c: RuleContext) => boolean;
}

/** A condition whose urgency rules grade (./table.ts GRADED): the ranking counts it at `level`. */
export interface Graded {
  condition: string;
  level: 'self_care' | 'routine';
  /** The rules that grade it (they raise the result when its danger signs are there). */
  by: string[];
  source: Source;
}

/** One probe of a rule, written from the rule: another wording, a relative's voice, Egyptian Arabic, a near miss. */
export interface Probe {
  lang: Lang;
  /** Age as the person types it ("34", "6 weeks", "سنة ونص"). */
  age: string;
  sex: Sex;
  /** The complaint in the person's words. */
  says: string;
  /**
   * How the person answers every question after the complaint: "dont-know" (the default: a person who is
   * unsure), "no", or "yes" to the screen questions only (others "don't know").
   */
  answers?: 'dont-know' | 'no' | 'screen-yes';
  /** false: a near miss; the rule must not fire (other rules may). */
  fires: boolean;
}

/** A screen question: asked early, plain yes/no; a "yes" asserts concepts the rules then read. */
export type Category =
  | 'breathing'
  | 'chest'
  | 'belly'
  | 'head'
  | 'fever'
  | 'neuro'
  | 'urinary'
  | 'back'
  | 'pregnancy'
  | 'mood'
  | 'child'
  | 'injury'
  | 'pain'
  | 'any';

export type { Forms } from '../types.ts';

export interface ScreenQuestion {
  /** Answer code (stored in the case like an engine answer; it has no likelihoods, so it never moves the ranking). */
  code: string;
  source: Guideline;
  level: Level;
  /** The concepts a "yes" asserts; the rules then decide, together with everything else known. */
  asserts: string[];
  /** Engine findings a "yes" also means (so the ranking can use them). */
  implies?: string[];
  categories: Category[];
  /**
   * Concepts that, said in the complaint, answer the question "no" (a baby who "feeds well" is not unable to
   * feed), unless a concept of `unless` was said too: the question is not asked, so its "don't know" cannot
   * count as a possible danger sign.
   */
  settledBy?: { said: string[]; unless?: string[] };
  minMonths?: number;
  maxMonths?: number;
  sex?: Sex;
  /**
   * Wording to the person ("you") and about a child or relative ("he" / "she"): English, Modern Standard Arabic
   * and Egyptian Arabic. Arabic sessions are asked in Egyptian Arabic (the people Tabib serves speak it).
   */
  question: { en: Forms; msa: Forms; egy: Forms };
}
