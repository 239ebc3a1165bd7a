import type { Sex } from '../types.ts';
import {
  chooseQuestion,
  DEFAULT_MODEL,
  DEFAULT_POLICY,
  evidence,
  posterior,
  type AnswerValue,
  type CaseData,
  type Model,
  type QuestionPolicy,
} from './model.ts';

export type { AnswerValue, CaseData, Model, QuestionPolicy };

export function createCase(input: { age: number; sex: Sex }): CaseData {
  if (!Number.isFinite(input.age) || input.age < 0 || input.age > 120) throw new Error('age must be between 0 and 120');
  return { age: Math.floor(input.age), sex: input.sex, answers: {}, asked: [] };
}

/**
 * Records an answer without mutating the input case.
 * value: true/false/'unknown' for yes/no questions, a value code for categorical ones,
 * a list of value codes for multi-choice ones ('unknown' is accepted everywhere).
 */
export function addEvidence(
  cs: CaseData,
  code: string,
  value: boolean | 'unknown' | string | string[],
  opts: { asked?: boolean; partial?: boolean } = {},
): CaseData {
  const e = evidence(code);
  let a: AnswerValue;
  if (value === 'unknown')
    a = e.type === 'B' ? { t: 'B', v: -1 } : e.type === 'C' ? { t: 'C', v: null } : { t: 'M', v: null };
  else if (e.type === 'B') a = { t: 'B', v: value === true || value === '1' || value === 'yes' ? 1 : 0 };
  else if (e.type === 'C') a = { t: 'C', v: String(value) };
  else {
    const values = Array.isArray(value) ? [...value] : [String(value)];
    // Partial: only the values named count, the others are not taken as denied.
    a = opts.partial ? { t: 'M', v: null, groups: values.map((v) => [v]) } : { t: 'M', v: values };
  }
  return withAnswer(cs, code, a, opts.asked ?? false);
}

export function withAnswer(cs: CaseData, code: string, a: AnswerValue, asked: boolean): CaseData {
  return {
    ...cs,
    answers: { ...cs.answers, [code]: a },
    asked: asked && !cs.asked.includes(code) ? [...cs.asked, code] : cs.asked,
  };
}

export function nextQuestion(
  cs: CaseData,
  policy: QuestionPolicy = DEFAULT_POLICY,
  model: Model = DEFAULT_MODEL,
): string | null {
  return chooseQuestion(cs, posterior(cs, model), policy, model);
}

export interface RankedCondition {
  id: string;
  probability: number;
}

export function rank(cs: CaseData, model: Model = DEFAULT_MODEL): RankedCondition[] {
  const pi = posterior(cs, model);
  return model.kb.conditions
    .map((c, i) => ({ id: c.id, probability: pi[i] }))
    .sort((a, b) => b.probability - a.probability || (a.id < b.id ? -1 : 1));
}
