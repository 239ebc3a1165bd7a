import {
  answerInterview,
  startInterview,
  questionOptions,
  DEFAULT_MODEL,
  type InterviewState,
  type Reply,
  type Urgency,
} from '../../src/index.ts';
import { BODY_REGIONS } from '../../src/kb/body-regions.ts';
import { FINDINGS, type Concept } from './findings.ts';
import type { Dialect, Vignette } from './case.ts';

/**
 * The honest simulated patient. It types the age and the complaint, clicks the sex, then answers
 * each question from the case's findings only: "yes" when a present concept maps to the question,
 * "no" when an absent concept does, and "don't know" otherwise. It talks only through the public
 * chat API (startInterview / answerInterview), with the option texts a person would click.
 */
export interface Turn {
  code: string;
  question: string;
  options?: string[];
  answer: string;
}

export interface SimulationResult {
  urgency: Urgency | 'none';
  conditions: string[];
  specialty: string;
  questions: number;
  turns: Turn[];
  /** What went wrong in the conversation itself (age or complaint not understood...). */
  notes: string[];
  reasons: string[];
}

const DONT_KNOW: Record<Dialect, string> = { en: "Don't know", msa: 'لا أعرف', egy: 'مش عارف' };

/**
 * Every answer code the concepts map to. With `yesOnly` false, codes marked "+" (questions that ask
 * about several things at once) are left out: denying one of the things does not deny the question.
 */
export function codesOf(concepts: readonly Concept[], yesOnly = true): Set<string> {
  const out = new Set<string>();
  for (const c of concepts)
    for (const code of FINDINGS[c] as readonly string[]) {
      if (code.startsWith('+')) {
        if (yesOnly) out.add(code.slice(1));
      } else out.add(code);
    }
  return out;
}

const YES_NO: Record<'en' | 'ar', [string, string]> = { en: ['Yes', 'No'], ar: ['نعم', 'لا'] };

/**
 * The text the patient gives to the question `code`, choosing among the `options` shown when the
 * question came with a menu (a lay body region is clicked when the menu lists regions).
 */
export function answerFor(
  vg: Pick<Vignette, 'lang' | 'dialect' | 'present' | 'absent'>,
  code: string,
  options?: readonly string[],
  unknown: Unknown = 'dont-know',
): string {
  const e = DEFAULT_MODEL.kb.evidenceByCode.get(code);
  const dontKnow = DONT_KNOW[vg.dialect];
  const present = codesOf(vg.present);
  const absent = codesOf(vg.absent, false);
  if (!e || e.type === 'B') {
    // A yes/no question (the triage protocol's screen questions are not in the knowledge base).
    const [yes, no] = e ? questionOptions(code, vg.lang) : options && options.length >= 2 ? options : YES_NO[vg.lang];
    // What the story says happened outranks a broader denial ("no high fever" with "fever").
    if (present.has(code)) return yes;
    if (absent.has(code)) return no;
    return unknown === 'no' ? no : dontKnow;
  }
  const given = [...present]
    .filter((p) => p.startsWith(`${code}@`) || p.startsWith(`${code}=`))
    .map((p) => p.slice(code.length + 1))
    .filter((v) => e.values.includes(v));
  if (!given.length) return dontKnow;
  if (e.type === 'C') {
    const v = given[0];
    return /^\d+$/.test(v) ? v : e.valueLabels[v][vg.lang];
  }
  const said = new Set<string>();
  for (const v of given) {
    const label = e.valueLabels[v][vg.lang];
    if (!options || options.includes(label)) {
      said.add(label);
      continue;
    }
    // The menu lists lay regions: click the region the place belongs to.
    const region = BODY_REGIONS.find((r) => r.values.includes(v) && options.includes(r.label[vg.lang]));
    if (region) said.add(region.label[vg.lang]);
  }
  if (!said.size) return dontKnow;
  return [...said].join(vg.lang === 'en' ? ', ' : '، ');
}

/** The age retyped the plainest way, after the typed form was refused. */
function plainAge(vg: Vignette): string {
  if (vg.years < 2) {
    const months = Math.max(1, Math.round(vg.years * 12));
    return vg.lang === 'en' ? `${months} months` : `${months} شهر`;
  }
  return String(Math.floor(vg.years));
}

/**
 * What the patient answers to a yes/no question the case says nothing about: "don't know" (the default), or
 * "no" (the person who has only what the case lists and denies everything else: every red-flag question
 * answered "no"; a mild case must then get its own level, not a floor made of the denied alternatives).
 */
export type Unknown = 'dont-know' | 'no';

export function simulate(vg: Vignette, maxTurns = 60, unknown: Unknown = 'dont-know'): SimulationResult {
  let { state, reply } = startInterview(vg.lang);
  const turns: Turn[] = [];
  const notes: string[] = [];
  const send = (text: string) => {
    const r: { state: InterviewState; reply: Reply } = answerInterview(state, text);
    state = r.state;
    reply = r.reply;
  };
  send(vg.age);
  if (state.stage === 'age') {
    notes.push(`age "${vg.age}" not understood`);
    send(plainAge(vg));
  }
  if (state.stage === 'sex') {
    const [male, female] = reply.options ?? [];
    send(vg.sex === 'M' ? male : female);
  }
  let complaintTries = 0;
  let guard = 0;
  while (!reply.assessment && guard++ < maxTurns) {
    const s: InterviewState = state;
    if (s.stage === 'complaint') {
      if (complaintTries++ > 0) notes.push('complaint not understood, typed again');
      send(vg.complaint);
      continue;
    }
    if (s.stage !== 'questions' || !s.pending) {
      notes.push(`unexpected stage ${s.stage}`);
      break;
    }
    const code = s.pending;
    const question = reply.text;
    const answer = answerFor(vg, code, reply.options, unknown);
    turns.push({ code, question, options: reply.options, answer });
    const before = s.misunderstood;
    send(answer);
    if (!reply.assessment && state.stage === 'questions' && state.pending === code && state.misunderstood > before) {
      notes.push(`answer "${answer}" to ${code} not understood`);
      send(DONT_KNOW[vg.dialect]);
    }
  }
  const a = reply.assessment;
  if (!a) notes.push('no assessment');
  return {
    urgency: a?.urgency ?? 'none',
    conditions: a ? a.conditions.map((c) => c.id) : [],
    specialty: a?.specialty.slug ?? 'none',
    questions: state.case?.asked.length ?? 0,
    turns,
    notes,
    reasons: a?.reasons ?? [],
  };
}
