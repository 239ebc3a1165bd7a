import type { Lang, Sex } from '../types.ts';
import { MSG } from '../i18n/messages.ts';
import { parseYesNo } from '../nlu/answers.ts';
import { withAnswer } from './case.ts';
import { personOf } from './person.ts';
import type { CaseData } from './model.ts';
import {
  discriminator,
  evaluateProtocol,
  nextScreenQuestion,
  SCREEN_CODES,
  screenQuestionText,
  textConcepts,
  type SafetyContext,
} from './protocol.ts';

/** What the safety layer remembers between turns (part of the interview state; plain JSON). */
export interface SafetyState {
  /** Danger-sign families said in free text or answered "yes" in the screen. */
  concepts: string[];
  /** Urgent-floor rules that fired: the result is never routine or self-care. */
  urgent: string[];
}

/** The part of the interview state the safety layer reads. */
export interface SafetyHolder {
  lang: Lang;
  age: number | null;
  sex: Sex | null;
  ageMonths?: number | null;
  safety?: SafetyState;
}

export const isScreenCode = (code: string | null | undefined): boolean => !!code && SCREEN_CODES.has(code);

function context(h: SafetyHolder, cs: CaseData): SafetyContext {
  const months = typeof h.ageMonths === 'number' ? h.ageMonths : (h.age ?? cs.age) * 12 + (h.age === 0 ? 0 : 6);
  return { cs, ageMonths: months, sex: h.sex ?? cs.sex, concepts: new Set(h.safety?.concepts ?? []) };
}

/** Remembers the danger-sign families of one message. Pure. */
export function noteSafetyText<T extends SafetyHolder>(h: T, text: string): T {
  const found = textConcepts(text);
  if (!found.length) return h;
  const prev = h.safety ?? { concepts: [], urgent: [] };
  return { ...h, safety: { ...prev, concepts: [...new Set([...prev.concepts, ...found])].sort() } };
}

export interface SafetyStep<T> {
  holder: T;
  /** Emergency rules that fired: end the interview now. */
  emergency: string[];
  /** The screen question to ask next, if any. */
  question: string | null;
}

/** Runs the protocol on everything known; picks the next screen question when nothing has fired. */
export function safetyStep<T extends SafetyHolder>(h: T, cs: CaseData): SafetyStep<T> {
  const ctx = context(h, cs);
  const { emergency, urgent } = evaluateProtocol(ctx);
  const prev = h.safety ?? { concepts: [], urgent: [] };
  const holder =
    urgent.length || h.safety ? { ...h, safety: { ...prev, urgent: [...new Set([...prev.urgent, ...urgent])] } } : h;
  if (emergency.length) return { holder, emergency, question: null };
  return { holder, emergency, question: nextScreenQuestion(ctx, cs.asked) };
}

export function screenQuestion(code: string, h: SafetyHolder, cs: CaseData): { text: string; options: string[] } {
  const lang = h.lang;
  const ctx = context(h, cs);
  return {
    text: screenQuestionText(code, lang, personOf({ ageMonths: ctx.ageMonths, sex: ctx.sex, other: cs.other })),
    options: [MSG.yes[lang], MSG.no[lang], MSG.dontKnow[lang]],
  };
}

/**
 * Records the answer to a screen question, or returns null when the text is not a yes/no/don't know.
 * "Yes" asserts the families of the discriminator (and the engine findings it implies); "don't know"
 * to an emergency discriminator about a baby under 3 months sets the urgent floor (the safer choice; NICE NG143
 * treats every baby this young as high risk).
 */
export function answerScreen<T extends SafetyHolder>(
  h: T,
  cs: CaseData,
  code: string,
  text: string,
): { holder: T; cs: CaseData } | null {
  const d = discriminator(code);
  const yn = parseYesNo(text);
  if (!d || yn === null) return null;
  let next = withAnswer(cs, code, { t: 'B', v: yn }, true);
  const prev = h.safety ?? { concepts: [], urgent: [] };
  let concepts = prev.concepts;
  if (yn === 1) {
    concepts = [...new Set([...concepts, ...d.asserts])].sort();
    for (const imp of d.implies ?? []) if (!next.answers[imp]) next = withAnswer(next, imp, { t: 'B', v: 1 }, false);
  }
  const months = context(h, cs).ageMonths;
  if (yn === -1 && d.level === 'emergency' && months < 3)
    concepts = [...new Set([...concepts, 'UNSURE_DANGER'])].sort();
  return { holder: { ...h, safety: { ...prev, concepts } }, cs: next };
}
