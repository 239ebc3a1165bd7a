import type { EvidenceDef, Lang, Person, Sex } from '../types.ts';
import type { CaseData } from './model.ts';

/**
 * Whom the questions are about. Below this age (in months) the person typing is taken to be a parent: a child
 * is asked about in the third person, as the screen always did (decision 032).
 */
export const THIRD_PERSON_BELOW_MONTHS = 144;

/**
 * The form of every question (the screen's and the engine's): "you" to the patient, "he"/"she" when the patient
 * is a child, or someone else is typing for them ("my son", «ابني», nlu/person.ts).
 */
export function personOf(p: { ageMonths: number; sex: Sex; other?: boolean }): Person {
  if (!p.other && p.ageMonths >= THIRD_PERSON_BELOW_MONTHS) return 'you';
  return p.sex === 'F' ? 'she' : 'he';
}

/** Age in months from the case alone: whole years, counted at mid-year (as engine/safety.ts does). */
export function casePerson(cs: Pick<CaseData, 'age' | 'sex' | 'other'> | null): Person {
  if (!cs) return 'you';
  return personOf({ ageMonths: cs.age === 0 ? 0 : cs.age * 12 + 6, sex: cs.sex, other: cs.other });
}

/** An engine question in the session language, in the form that fits the person (and a woman's "you"). */
export function questionText(e: EvidenceDef, lang: Lang, person: Person, sex?: Sex): string {
  const forms = e.question[lang];
  return person === 'you' && sex === 'F' && forms.youF ? forms.youF : forms[person];
}
