import type { Lang, Sex } from './types.ts';
import { MSG } from './i18n/messages.ts';
import { buildAssessment, rankingUrgency, type Assessment } from './engine/assessment.ts';
import { createCase, withAnswer } from './engine/case.ts';
import {
  chooseQuestion,
  DEFAULT_MODEL,
  DEFAULT_POLICY,
  isEligible,
  knownLocations,
  policyAt,
  posterior,
  type AnswerValue,
  type CaseData,
  type QuestionPolicy,
} from './engine/model.ts';
import { BODY_REGIONS, DETAIL_QUESTION, REGION_QUESTION } from './kb/body-regions.ts';
import { correctedText, understoodText } from './nlu/summary.ts';
import { caseRedFlags, textRedFlags } from './engine/red-flags.ts';
import {
  answerScreen,
  isScreenCode,
  noteSafetyText,
  safetyStep,
  screenQuestion,
  type SafetyState,
} from './engine/safety.ts';
import { conceptFindings, textConcepts } from './engine/protocol.ts';
import { extractFindings, type Finding } from './nlu/extract.ts';
import {
  isStartOver,
  matchOptions,
  parseAge,
  parseAgeMonths,
  parseScale,
  parseSex,
  parseYesNo,
} from './nlu/answers.ts';
import { openingText } from './opening.ts';
import { casePerson, questionText } from './engine/person.ts';
import { speaksOfSomeoneElse } from './nlu/person.ts';

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
  /**
   * How the pending location question is asked: 'region' with lay body regions first, 'detail'
   * for the places inside the region already known. Absent for every other question.
   */
  ask?: 'region' | 'detail';
  /** Age in months when it was given in months, weeks or days (or "سنة ونص"): the safety rules for babies use it. */
  ageMonths?: number | null;
  /** The triage protocol's memory: danger signs said so far and the urgent floors that fired (engine/safety.ts). */
  safety?: SafetyState;
  /**
   * The person typing named someone else as the patient before the case existed (the age or sex answer: "my son",
   * «بنتي»); carried into the case (`CaseData.other`), which then holds it.
   */
  other?: boolean;
}

export const STATE_VERSION = 1;
export const MAX_QUESTIONS = 15;

/**
 * Interview policy. A few questions are always asked, even when the complaint alone looks
 * conclusive, because hand-written conditions can look certain after one phrase.
 */
export const INTERVIEW_POLICY: QuestionPolicy & { minQuestions: number } = {
  ...DEFAULT_POLICY,
  maxQuestions: MAX_QUESTIONS,
  minQuestions: 3,
};

const MAX_MISUNDERSTOOD_COMPLAINT = 2;
const LOCATION_QUESTIONS = new Set(['E_55', 'E_57', 'E_133', 'E_152']);

function yesNoOptions(lang: Lang): string[] {
  return [MSG.yes[lang], MSG.no[lang], MSG.dontKnow[lang]];
}

/** The lay regions a location question can be answered with, most likely first. */
function regionChoices(code: string, cs: CaseData | null) {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  const values = new Set(e.values);
  const regions = BODY_REGIONS.map((r) => ({ region: r, values: r.values.filter((v) => values.has(v)) })).filter(
    (r) => r.values.length,
  );
  if (!cs) return regions;
  const pi = posterior(cs);
  const vm = new Map(DEFAULT_MODEL.multi.get(code)!.map((m) => [m.value, m.p]));
  const weight = (vs: string[]) => {
    let w = 0;
    for (let i = 0; i < pi.length; i++) {
      if (pi[i] < 1e-4) continue;
      let none = 1;
      for (const v of vs) none *= 1 - (vm.get(v)?.[i] ?? 0);
      w += pi[i] * (1 - none);
    }
    return w;
  };
  return regions.map((r) => ({ ...r, w: weight(r.values) })).sort((a, b) => b.w - a.w);
}

/** The places inside the regions already known, most likely first. */
function detailValues(code: string, cs: CaseData): string[] {
  const known = [...knownLocations(cs, code)];
  const pi = posterior(cs);
  const vm = new Map(DEFAULT_MODEL.multi.get(code)!.map((m) => [m.value, m.p]));
  const w = (v: string) => pi.reduce((s, x, i) => s + x * (vm.get(v)?.[i] ?? 0), 0);
  return known
    .map((v) => ({ v, w: w(v) }))
    .sort((a, b) => b.w - a.w)
    .map((x) => x.v);
}

function askMode(code: string, cs: CaseData | null): 'region' | 'detail' | undefined {
  if (!LOCATION_QUESTIONS.has(code) || !cs) return undefined;
  return knownLocations(cs, code).size ? 'detail' : 'region';
}

export function questionOptions(
  code: string,
  lang: Lang,
  cs: CaseData | null = null,
  ask?: 'region' | 'detail',
): string[] {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  if (e.type === 'B') return yesNoOptions(lang);
  if (ask === 'region') {
    const none = code === 'E_57' ? [e.valueLabels[e.defaultValue][lang]] : [];
    return [...regionChoices(code, cs).map((r) => r.region.label[lang]), ...none, MSG.dontKnow[lang]];
  }
  if (ask === 'detail' && cs) return [...detailValues(code, cs).map((v) => e.valueLabels[v][lang]), MSG.dontKnow[lang]];
  return [...e.values.map((v) => e.valueLabels[v][lang]), MSG.dontKnow[lang]];
}

function questionReply(
  code: string,
  lang: Lang,
  prefix?: string,
  cs: CaseData | null = null,
  ask?: 'region' | 'detail',
): Reply {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  const question =
    ask === 'region'
      ? REGION_QUESTION[code][lang]
      : ask === 'detail'
        ? DETAIL_QUESTION[lang]
        : questionText(e, lang, casePerson(cs), cs?.sex);
  const parts = [prefix, question, e.type === 'M' ? MSG.multiHint[lang] : undefined].filter(Boolean);
  return { text: parts.join('\n'), options: questionOptions(code, lang, cs, ask) };
}

export function startInterview(lang: Lang): { state: InterviewState; reply: Reply } {
  const l: Lang = lang === 'ar' ? 'ar' : 'en';
  const state: InterviewState = {
    version: 1,
    lang: l,
    stage: 'age',
    age: null,
    sex: null,
    case: null,
    pending: null,
    misunderstood: 0,
    redFlags: [],
    assessment: null,
  };
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

/**
 * The findings of the words, and those the concepts of the same words mean (engine/protocol.ts conceptFindings)
 * where the words named nothing for that finding: what one reader knows, the other does too.
 */
function withConceptFindings(findings: Finding[], text: string): Finding[] {
  const named = new Set(findings.map((f) => f.code));
  // A place already named for the pain keeps its precision.
  const extra = conceptFindings(text).filter((f) => !named.has(f.code));
  const seen = new Set<string>();
  return [
    ...findings,
    ...extra.filter((f) => {
      const key = `${f.code}:${f.location?.group.join('|') ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  ];
}

const MAX_UNKNOWN_RUN = 6;

/** How many of the last questions in a row were answered "don't know". */
/**
 * A mild complaint whose answer is settled: the three likeliest conditions hold SETTLED_MASS, all are self-care
 * or routine, and no rule set a floor. More questions could reorder them (a cold or a sore throat) but not change
 * what the person should do, so lifestyle and exposure questions ("do you attend a daycare?") are not asked.
 */
const SETTLED_MASS = 0.85;
function settledMild(pi: Float64Array, state: InterviewState): boolean {
  if (state.safety?.urgent.length) return false;
  const conditions = DEFAULT_MODEL.kb.conditions;
  const order = [...pi.keys()].sort((a, b) => pi[b] - pi[a]).slice(0, 3);
  const mass = order.reduce((sum, i) => sum + pi[i], 0);
  return mass >= SETTLED_MASS && order.every((i) => ['self_care', 'routine'].includes(rankingUrgency(conditions[i])));
}

function unknownRun(cs: CaseData): number {
  let n = 0;
  for (let i = cs.asked.length - 1; i >= 0; i--) {
    const a = cs.answers[cs.asked[i]];
    const unknown = !a || (a.t === 'B' ? a.v === -1 : a.t === 'C' ? a.v === null : a.v === null && !a.groups?.length);
    if (!unknown) break;
    n++;
  }
  return n;
}

function recordedYes(cs: CaseData, code: string): boolean {
  const a = cs.answers[code];
  return !!a && a.t === 'B' && a.v === 1;
}

const LOCATION_OF: Record<string, string> = { E_53: 'E_55', E_129: 'E_133', E_151: 'E_152' };

/** Turns findings understood as present into absent ones, with the places they implied. */
function correct(cs: CaseData, codes: string[]): CaseData {
  const answers = { ...cs.answers };
  for (const code of codes) {
    answers[code] = { t: 'B', v: 0 };
    const loc = LOCATION_OF[code];
    if (loc && !cs.asked.includes(loc)) delete answers[loc];
  }
  return { ...cs, answers, complaint: cs.complaint?.filter((c) => !codes.includes(c)) };
}

function finish(state: InterviewState, cs: CaseData, redFlags: string[]): { state: InterviewState; reply: Reply } {
  const lang = state.lang;
  const assessment = buildAssessment(cs, lang, redFlags, undefined, state.safety?.urgent ?? []);
  const next: InterviewState = {
    ...state,
    stage: 'done',
    case: cs,
    pending: null,
    misunderstood: 0,
    redFlags,
    assessment,
  };
  const intro = assessment.urgency === 'emergency' ? MSG.emergencyIntro[lang] : MSG.resultIntro[lang];
  const summary = [
    `${MSG.summaryLikely[lang]} ${assessment.conditions[0].name}`,
    `${MSG.summaryUrgency[lang]} ${assessment.urgencyLabel}`,
    `${MSG.summarySpecialty[lang]} ${assessment.specialty.name}`,
  ].join('\n');
  // Self-harm: the mental-health line goes in the message itself, beside 123, not only in the advice.
  const crisis = assessment.advice?.includes(MSG.crisisLine[lang]) ? `\n${MSG.crisisLine[lang]}` : '';
  return {
    state: next,
    reply: {
      text: `${intro}${crisis}\n${summary}\n${assessment.disclaimer}`,
      assessment,
      options: [MSG.startOver[lang]],
    },
  };
}

/** Picks the next question or finishes; red flags end the interview at once. */
function advance(
  state0: InterviewState,
  cs: CaseData,
  extraFlags: string[],
  prefix?: string,
): { state: InterviewState; reply: Reply } {
  // The triage protocol first: its emergency discriminators end the interview, its screen questions come early.
  const safety = safetyStep(state0, cs);
  const state = safety.holder;
  // The table read for this person (age, sex) comes before the message's own flags, which are read as for any
  // adult: the specific danger leads the result (bleeding after birth: obstetrics, not general surgery).
  const flags = [...new Set([...state.redFlags, ...safety.emergency, ...caseRedFlags(cs), ...extraFlags])];
  if (flags.length) return finish(state, cs, flags);
  if (safety.question) {
    const q = screenQuestion(safety.question, state, cs);
    const next: InterviewState = { ...state, stage: 'questions', case: cs, pending: safety.question, misunderstood: 0 };
    delete next.ask;
    return { state: next, reply: { text: [prefix, q.text].filter(Boolean).join('\n'), options: q.options } };
  }
  // Someone who could not answer the last few questions will not answer the next ones either.
  if (cs.asked.length >= INTERVIEW_POLICY.minQuestions && unknownRun(cs) >= MAX_UNKNOWN_RUN)
    return finish(state, cs, flags);
  const pi = posterior(cs);
  if (cs.asked.length >= INTERVIEW_POLICY.minQuestions && settledMild(pi, state)) return finish(state, cs, flags);
  const code = chooseQuestion(cs, pi, policyAt(INTERVIEW_POLICY, cs.asked.length));
  if (!code) return finish(state, cs, flags);
  const ask = askMode(code, cs);
  const next: InterviewState = {
    ...state,
    stage: 'questions',
    case: cs,
    pending: code,
    misunderstood: 0,
    redFlags: flags,
    ask,
  };
  if (!ask) delete next.ask;
  return { state: next, reply: questionReply(code, state.lang, prefix, cs, ask) };
}

function parseAnswer(code: string, text: string, lang: Lang, ask?: 'region' | 'detail'): AnswerValue | null {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code)!;
  const dk = parseYesNo(text) === -1;
  if (ask === 'region' && !dk) {
    // A lay region names a group of places; a precise place or a body word is taken as said.
    const regions = regionChoices(code, null);
    const labels = regions.map((r) => [r.region.label.en, r.region.label.ar, r.region.id]);
    const idx = matchOptions(text, labels, true);
    if (idx) return { t: 'M', v: null, groups: idx.map((i) => regions[i].values) };
  }
  if (e.type === 'B') {
    const yn = parseYesNo(text);
    return yn === null ? null : { t: 'B', v: yn };
  }
  if (dk) return e.type === 'C' ? { t: 'C', v: null } : { t: 'M', v: null };
  // Labels in both languages are accepted, so a mixed-language user is never stuck.
  // A former wording of an option (kb/ddxplus-wording.ts, VALUE_AR_FORMER) is still understood when typed.
  const labels = e.values.map((v) => [
    e.valueLabels[v][lang],
    e.valueLabels[v][lang === 'en' ? 'ar' : 'en'],
    ...(e.valueAliases?.[v] ? [e.valueAliases[v]] : []),
    v,
  ]);
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
  if (
    !state ||
    typeof state !== 'object' ||
    state.version !== STATE_VERSION ||
    !['age', 'sex', 'complaint', 'questions', 'done'].includes(state.stage)
  )
    return startInterview(state && (state as { lang?: Lang }).lang === 'ar' ? 'ar' : 'en');
  const input = typeof text === 'string' ? text.slice(0, 2000) : '';
  const lang: Lang = state.lang === 'ar' ? 'ar' : 'en';
  const rephrase = (msg: string, options?: string[]): { state: InterviewState; reply: Reply } => ({
    state: { ...state, misunderstood: state.misunderstood + 1 },
    reply: { text: msg, ...(options ? { options } : {}) },
  });

  if (state.stage === 'done') {
    if (isStartOver(input)) return startInterview(lang);
    return {
      state,
      reply: { text: MSG.finished[lang], assessment: state.assessment ?? undefined, options: [MSG.startOver[lang]] },
    };
  }

  if (state.stage === 'age') {
    const age = parseAge(input);
    if (age === null) return rephrase(MSG.rephraseAge[lang]);
    const ageMonths = parseAgeMonths(input);
    return {
      state: {
        ...state,
        stage: 'sex',
        age,
        ...(ageMonths !== null && ageMonths < 24 ? { ageMonths } : {}),
        ...(speaksOfSomeoneElse(input) ? { other: true } : {}),
        misunderstood: 0,
      },
      reply: { text: MSG.askSex[lang], options: [MSG.male[lang], MSG.female[lang]] },
    };
  }

  if (state.stage === 'sex') {
    const sex = parseSex(input);
    if (!sex) return rephrase(MSG.rephraseSex[lang], [MSG.male[lang], MSG.female[lang]]);
    const cs = createCase({ age: state.age ?? 30, sex });
    const other = state.other || speaksOfSomeoneElse(input);
    return {
      state: { ...state, stage: 'complaint', sex, case: other ? { ...cs, other: true } : cs, misunderstood: 0 },
      reply: { text: MSG.askComplaint[lang] },
    };
  }

  let cs0 = state.case ?? createCase({ age: state.age ?? 30, sex: state.sex ?? 'M' });
  const flagsFromText = textRedFlags(input);
  // Danger signs in the words are remembered for the triage protocol (engine/safety.ts).
  state = noteSafetyText(state, input);

  if (state.stage === 'complaint') {
    // "My son has a fever", «ابني عنده سخونية»: the questions that follow are about him.
    if (!cs0.other && speaksOfSomeoneElse(input)) {
      cs0 = { ...cs0, other: true };
      state = { ...state, case: cs0 };
    }
    const findings = withConceptFindings(extractFindings(input), input);
    if (!findings.length && !flagsFromText.length && !state.safety?.concepts.length) {
      if (state.misunderstood + 1 < MAX_MISUNDERSTOOD_COMPLAINT) return rephrase(MSG.rephraseComplaint[lang]);
      // After repeated failures the interview continues with general questions instead of looping.
      return advance({ ...state, misunderstood: 0 }, cs0, []);
    }
    const said = [...new Set(findings.filter((f) => f.present && !f.location).map((f) => f.code))].sort();
    const cs = { ...applyFindings(cs0, findings), complaint: said };
    // A code read weakly everywhere it was read is left out of "I understood" (a confident reading shows it).
    const sure = new Set(findings.filter((f) => !f.weak).map((f) => f.code));
    const weak = new Set(findings.filter((f) => f.weak && !sure.has(f.code)).map((f) => f.code));
    return advance(state, cs, flagsFromText, understoodText(cs, lang, weak) ?? undefined);
  }

  // stage === 'questions'
  const code = state.pending;
  if (!code) return advance(state, cs0, flagsFromText);
  // "No, I don't have fever": a correction of what was understood, not an answer to the question.
  const corrections = extractFindings(input).filter(
    (f) => !f.present && !f.location && f.code !== code && recordedYes(cs0, f.code),
  );
  if (corrections.length && parseYesNo(input) !== 1) {
    const cs = correct(
      cs0,
      corrections.map((f) => f.code),
    );
    return advance(
      state,
      cs,
      flagsFromText,
      correctedText(
        corrections.map((f) => f.code),
        lang,
      ),
    );
  }
  if (isScreenCode(code)) {
    // A triage-protocol question: yes / no / don't know; anything else is kept as a description.
    const screened = answerScreen(state, cs0, code, input);
    if (screened) return advance(screened.holder, screened.cs, flagsFromText);
    const more = extractFindings(input);
    if (more.length || flagsFromText.length || textConcepts(input).length)
      return advance(state, applyFindings(cs0, more), flagsFromText, MSG.notedMore[lang]);
    const q = screenQuestion(code, state, cs0);
    return rephrase(`${MSG.rephraseAnswer[lang]}\n${q.text}`, q.options);
  }
  let answer = parseAnswer(code, input, lang, state.ask);
  const prev = cs0.answers[code];
  if (answer && answer.t === 'M' && prev && prev.t === 'M' && prev.groups?.length) {
    // Keep what the complaint already said ("chest pain") when the location question is answered.
    const def = DEFAULT_MODEL.kb.evidenceByCode.get(code)!.defaultValue;
    const added = (answer.groups ?? []).filter((g) => !(g.length === 1 && g[0] === def));
    answer = { t: 'M', v: null, groups: [...prev.groups, ...added] };
  }
  if (answer) {
    let cs = withAnswer(cs0, code, answer, true);
    if (state.ask === 'region' && answer.t === 'M' && !answer.v && knownLocations(cs, code).size)
      cs = { ...cs, regionOnly: [...(cs.regionOnly ?? []), code] };
    else if (cs0.regionOnly?.includes(code))
      cs = { ...cs, asked: [...cs.asked, code], regionOnly: cs0.regionOnly.filter((c) => c !== code) };
    // "Yes, and I also vomited": keep the extra findings, but never let them overwrite the answer.
    if (input.trim().split(/\s+/).length > 2)
      cs = applyFindings(
        cs,
        extractFindings(input).filter((f) => f.code !== code),
      );
    return advance(state, cs, flagsFromText);
  }
  // Not an answer: the user may have described something else; keep it and ask again.
  const findings = extractFindings(input);
  if (findings.length || flagsFromText.length) {
    const cs = applyFindings(cs0, findings);
    if (flagsFromText.length || caseRedFlags(cs).length) return advance(state, cs, flagsFromText);
    const stillPending = isEligible(cs, DEFAULT_MODEL.kb.evidenceByCode.get(code)!) && askMode(code, cs) === state.ask;
    if (stillPending)
      return {
        state: { ...state, case: cs, misunderstood: 0 },
        reply: questionReply(code, lang, MSG.notedMore[lang], cs, state.ask),
      };
    return advance(state, cs, flagsFromText, MSG.notedMore[lang]);
  }
  return rephrase(
    `${MSG.rephraseAnswer[lang]}\n${questionReply(code, lang, undefined, cs0, state.ask).text}`,
    questionOptions(code, lang, cs0, state.ask),
  );
}
