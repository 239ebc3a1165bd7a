import type { Lang, Sex } from './types.ts';
import { MSG } from './i18n/messages.ts';
import { buildAssessment, type Assessment } from './engine/assessment.ts';
import { createCase, withAnswer } from './engine/case.ts';
import { chooseQuestion, DEFAULT_MODEL, DEFAULT_POLICY, isEligible, policyAt, posterior, type AnswerValue, type CaseData, type QuestionPolicy } from './engine/model.ts';
import { caseRedFlags, textRedFlags } from './engine/red-flags.ts';
import { extractFindings, type Finding } from './nlu/extract.ts';
import { isStartOver, matchOptions, parseAge, parseScale, parseSex, parseYesNo } from './nlu/answers.ts';
import { openingText } from './opening.ts';

export interface Reply {
  text: string;
  options?: string[];
  assessment?: Assessment;
}

export type Stage = 'age' | 'sex' | 'complaint' | 'questions' | 'done';

/** Everything needed to continue an interview. Plain JSON; safe to store between turns. */
export interface InterviewState {
  version: 1;
  lang: Lang;
  stage: Stage;
  age: number | null;
  sex: Sex | null;
  case: CaseData | null;
  /** Evidence code of the question waiting for an answer. */
  pending: string | null;
  /** Consecutive inputs that could not be understood at the current step. */
  misunderstood: number;
  redFlags: string[];
  assessment: Assessment | null;
}

export const STATE_VERSION = 1;
export const MAX_QUESTIONS = 20;

/**
 * Interview policy. A few questions are always asked, even when the complaint alone looks
 * conclusive, because hand-written conditions can look certain after one phrase.
 */
export const INTERVIEW_POLICY: QuestionPolicy & { minQuestions: number } = { ...DEFAULT_POLICY, maxQuestions: MAX_QUESTIONS, minQuestions: 3 };

const MAX_MISUNDERSTOOD_COMPLAINT = 2;
const LOCATION_QUESTIONS = new Set(['E_55', 'E_57', 'E_133', 'E_152']);

function yesNoOptions(lang: Lang): string[] {
  return [MSG.yes[lang], MSG.no[lang], MSG.dontKnow[lang]];
}

export function questionOptions(code: string, lang: Lang): string[] {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  if (e.type === 'B') return yesNoOptions(lang);
  return [...e.values.map((v) => e.valueLabels[v][lang]), MSG.dontKnow[lang]];
}

function questionReply(code: string, lang: Lang, prefix?: string): Reply {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  const parts = [prefix, e.question[lang], e.type === 'M' ? MSG.multiHint[lang] : undefined].filter(Boolean);
  return { text: parts.join('\n'), options: questionOptions(code, lang) };
}

export function startInterview(lang: Lang): { state: InterviewState; reply: Reply } {
  const l: Lang = lang === 'ar' ? 'ar' : 'en';
  const state: InterviewState = { version: 1, lang: l, stage: 'age', age: null, sex: null, case: null, pending: null, misunderstood: 0, redFlags: [], assessment: null };
  return { state, reply: { text: openingText(l) } };
}

export function isFinished(state: InterviewState): boolean {
  return state.stage === 'done';
}

function applyFindings(cs: CaseData, findings: Finding[]): CaseData {
  let out = cs;
  for (const f of findings) {
    const e = DEFAULT_MODEL.kb.evidenceByCode.get(f.code);
    if (!e) continue;
    if (e.sexOnly && e.sexOnly !== cs.sex) continue;
    const prev = out.answers[f.code];
    if (f.location) {
      if (prev && prev.t === 'M' && prev.v) continue;
      const groups = prev && prev.t === 'M' && prev.groups ? prev.groups : [];
      if (groups.some((g) => g.join('|') === f.location!.group.join('|'))) continue;
      out = withAnswer(out, f.code, { t: 'M', v: null, groups: [...groups, f.location.group] }, false);
    } else if (e.type === 'B') {
      // Something already answered as a question is not overridden by a passing remark.
      if (prev && out.asked.includes(f.code)) continue;
      if (prev && prev.t === 'B' && prev.v === 1 && !f.present) continue;
      out = withAnswer(out, f.code, { t: 'B', v: f.present ? 1 : 0 }, false);
    }
  }
  return out;
}

function finish(state: InterviewState, cs: CaseData, redFlags: string[]): { state: InterviewState; reply: Reply } {
  const lang = state.lang;
  const assessment = buildAssessment(cs, lang, redFlags);
  const next: InterviewState = { ...state, stage: 'done', case: cs, pending: null, misunderstood: 0, redFlags, assessment };
  const intro = redFlags.length ? MSG.emergencyIntro[lang] : MSG.resultIntro[lang];
  const summary = [
    `${MSG.summaryLikely[lang]} ${assessment.conditions[0].name}`,
    `${MSG.summaryUrgency[lang]} ${assessment.urgencyLabel}`,
    `${MSG.summarySpecialty[lang]} ${assessment.specialty.name}`,
  ].join('\n');
  return { state: next, reply: { text: `${intro}\n${summary}\n${assessment.disclaimer}`, assessment, options: [MSG.startOver[lang]] } };
}

/** Picks the next question or finishes; red flags end the interview at once. */
function advance(state: InterviewState, cs: CaseData, extraFlags: string[], prefix?: string): { state: InterviewState; reply: Reply } {
  const flags = [...new Set([...state.redFlags, ...extraFlags, ...caseRedFlags(cs)])];
  if (flags.length) return finish(state, cs, flags);
  const pi = posterior(cs);
  const code = chooseQuestion(cs, pi, policyAt(INTERVIEW_POLICY, cs.asked.length));
  if (!code) return finish(state, cs, flags);
  const next: InterviewState = { ...state, stage: 'questions', case: cs, pending: code, misunderstood: 0, redFlags: flags };
  return { state: next, reply: questionReply(code, state.lang, prefix) };
}

function parseAnswer(code: string, text: string, lang: Lang): AnswerValue | null {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  const dk = parseYesNo(text) === -1;
  if (e.type === 'B') {
    const yn = parseYesNo(text);
    return yn === null ? null : { t: 'B', v: yn };
  }
  if (dk) return e.type === 'C' ? { t: 'C', v: null } : { t: 'M', v: null };
  // Labels in both languages are accepted, so a mixed-language user is never stuck.
  const labels = e.values.map((v) => [e.valueLabels[v][lang], e.valueLabels[v][lang === 'en' ? 'ar' : 'en'], v]);
  if (e.type === 'C') {
    const idx = matchOptions(text, labels, false);
    if (idx) return { t: 'C', v: e.values[idx[0]] };
    const num = parseScale(text);
    if (num !== null && e.values.includes(String(num))) return { t: 'C', v: String(num) };
    const yn = parseYesNo(text);
    if (e.values.includes('V_10') && e.values.includes('V_12')) {
      if (yn === 1) return { t: 'C', v: 'V_12' };
      if (yn === 0) return { t: 'C', v: 'V_10' };
    }
    // A bare "no" to a 0-10 scale is ambiguous (none? not sure?), so it counts as unknown.
    if (yn === 0) return { t: 'C', v: null };
    return null;
  }
  // People name the main places, not every place, so only the values named are counted.
  const idx = matchOptions(text, labels, true);
  // "Not applicable" carries no information about any condition.
  if (idx && idx.every((i) => e.values[i] === 'V_11')) return { t: 'M', v: null };
  if (idx) return { t: 'M', v: null, groups: idx.map((i) => [e.values[i]]) };
  const yn = parseYesNo(text);
  if (yn === 0) return { t: 'M', v: null, groups: [[e.defaultValue]] };
  // A body part in plain words ("in my ear", "في ضهري") names a group of locations.
  if (LOCATION_QUESTIONS.has(code)) {
    const groups = extractFindings(`${lang === 'en' ? 'pain in' : 'الم في'} ${text}`)
      .filter((f) => f.location)
      .map((f) => f.location!.group.filter((v) => e.values.includes(v)))
      .filter((g) => g.length);
    if (groups.length) return { t: 'M', v: null, groups };
  }
  return null;
}

/** Handles one user message. Pure: the input state is never modified. */
export function answerInterview(state: InterviewState, text: string): { state: InterviewState; reply: Reply } {
  // A state from an unknown version (or a damaged one) cannot be continued safely: start again.
  if (!state || typeof state !== 'object' || state.version !== STATE_VERSION || !['age', 'sex', 'complaint', 'questions', 'done'].includes(state.stage))
    return startInterview(state && (state as { lang?: Lang }).lang === 'ar' ? 'ar' : 'en');
  const input = typeof text === 'string' ? text.slice(0, 2000) : '';
  const lang: Lang = state.lang === 'ar' ? 'ar' : 'en';
  const rephrase = (msg: string, options?: string[]): { state: InterviewState; reply: Reply } => ({
    state: { ...state, misunderstood: state.misunderstood + 1 },
    reply: { text: msg, ...(options ? { options } : {}) },
  });

  if (state.stage === 'done') {
    if (isStartOver(input)) return startInterview(lang);
    return { state, reply: { text: MSG.finished[lang], assessment: state.assessment ?? undefined, options: [MSG.startOver[lang]] } };
  }

  if (state.stage === 'age') {
    const age = parseAge(input);
    if (age === null) return rephrase(MSG.rephraseAge[lang]);
    return { state: { ...state, stage: 'sex', age, misunderstood: 0 }, reply: { text: MSG.askSex[lang], options: [MSG.male[lang], MSG.female[lang]] } };
  }

  if (state.stage === 'sex') {
    const sex = parseSex(input);
    if (!sex) return rephrase(MSG.rephraseSex[lang], [MSG.male[lang], MSG.female[lang]]);
    return { state: { ...state, stage: 'complaint', sex, case: createCase({ age: state.age ?? 30, sex }), misunderstood: 0 }, reply: { text: MSG.askComplaint[lang] } };
  }

  const cs0 = state.case ?? createCase({ age: state.age ?? 30, sex: state.sex ?? 'M' });
  const flagsFromText = textRedFlags(input);

  if (state.stage === 'complaint') {
    const findings = extractFindings(input);
    if (!findings.length && !flagsFromText.length) {
      if (state.misunderstood + 1 < MAX_MISUNDERSTOOD_COMPLAINT) return rephrase(MSG.rephraseComplaint[lang]);
      // After repeated failures the interview continues with general questions instead of looping.
      return advance({ ...state, misunderstood: 0 }, cs0, []);
    }
    const said = [...new Set(findings.filter((f) => f.present && !f.location).map((f) => f.code))].sort();
    return advance(state, { ...applyFindings(cs0, findings), complaint: said }, flagsFromText);
  }

  // stage === 'questions'
  const code = state.pending;
  if (!code) return advance(state, cs0, flagsFromText);
  let answer = parseAnswer(code, input, lang);
  const prev = cs0.answers[code];
  if (answer && answer.t === 'M' && prev && prev.t === 'M' && prev.groups?.length) {
    // Keep what the complaint already said ("chest pain") when the location question is answered.
    const def = DEFAULT_MODEL.kb.evidenceByCode.get(code)!.defaultValue;
    const added = (answer.groups ?? []).filter((g) => !(g.length === 1 && g[0] === def));
    answer = { t: 'M', v: null, groups: [...prev.groups, ...added] };
  }
  if (answer) {
    let cs = withAnswer(cs0, code, answer, true);
    // "Yes, and I also vomited": keep the extra findings, but never let them overwrite the answer.
    if (input.trim().split(/\s+/).length > 2) cs = applyFindings(cs, extractFindings(input).filter((f) => f.code !== code));
    return advance(state, cs, flagsFromText);
  }
  // Not an answer: the user may have described something else; keep it and ask again.
  const findings = extractFindings(input);
  if (findings.length || flagsFromText.length) {
    const cs = applyFindings(cs0, findings);
    if (flagsFromText.length || caseRedFlags(cs).length) return advance(state, cs, flagsFromText);
    const stillPending = isEligible(cs, DEFAULT_MODEL.kb.evidenceByCode.get(code)!);
    if (stillPending) return { state: { ...state, case: cs, misunderstood: 0 }, reply: questionReply(code, lang, MSG.notedMore[lang]) };
    return advance(state, cs, flagsFromText, MSG.notedMore[lang]);
  }
  return rephrase(`${MSG.rephraseAnswer[lang]}\n${questionReply(code, lang).text}`, questionOptions(code, lang));
}
