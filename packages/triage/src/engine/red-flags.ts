import type { Text } from '../types.ts';
import type { CaseData } from './model.ts';
import { evaluateProtocol, protocolRule, textConcepts } from './protocol.ts';
import { RULES } from '../rules/table.ts';

/**
 * Red flags for callers without an interview: the rule table (src/rules/table.ts) read from the engine's
 * answers alone (caseRedFlags) or from one message (textRedFlags). There are no rules here: the former answer
 * rules and fixed phrases were merged into the table and its vocabulary (decision 032).
 */
export const RED_FLAGS = RULES.filter((r) => r.level === 'emergency');

/** Emergency rules the engine's answers alone make fire (age and sex from the case). */
export function caseRedFlags(cs: CaseData): string[] {
  return evaluateProtocol({ cs, ageMonths: cs.age * 12 + 6, sex: cs.sex, concepts: new Set() }).emergency;
}

/**
 * Emergencies stated in one message, whatever the age: the table's emergency rules that do not depend on age
 * or sex, read over the message's concepts for an adult. Age-dependent rules (a baby with fever, a child who
 * is not drinking) are applied by the interview, which knows the age.
 */
export function textRedFlags(text: string): string[] {
  const concepts = new Set(textConcepts(text));
  if (!concepts.size) return [];
  return evaluateProtocol({
    cs: { age: 30, sex: 'M', answers: {}, asked: [] },
    ageMonths: 30 * 12,
    sex: 'M',
    concepts,
  }).emergency.filter((id) => !AGE_SEX_RULES.has(id));
}
const AGE_SEX_RULES = new Set([
  'infant-fever',
  'child-danger-signs',
  'testicular-pain',
  'pregnancy-danger',
  'urinary-retention',
  'burn-serious',
  'seizure',
  'chest-pain-danger',
  'postpartum-haemorrhage',
  'postpartum-danger',
  'sudden-severe-pain',
]);

export function redFlagReason(id: string): Text | undefined {
  return protocolRule(id)?.reason;
}

export function redFlagSuggestions(id: string): string[] {
  return protocolRule(id)?.suggests ?? [];
}
