import { answerInterview, startInterview } from '../interview.ts';
import { MSG } from '../i18n/messages.ts';
import { isScreenCode } from '../engine/safety.ts';
import type { Urgency } from '../types.ts';
import type { Probe } from './types.ts';

export interface ProbeOutcome {
  urgency: Urgency | null;
  /** Rules that fired: emergencies and urgent floors. */
  fired: string[];
  /** Questions asked after the complaint. */
  questions: number;
  specialty: string | null;
  text: string;
}

const SEX = { M: { en: 'male', ar: 'ذكر' }, F: { en: 'female', ar: 'أنثى' } } as const;
const DONT_KNOW = { en: "don't know", ar: 'مش عارف' } as const;

/**
 * Runs one probe through the public chat API, as a person would: age, sex, the complaint, then every question
 * answered as the probe says (by default "don't know": the person who is unsure must still be sent safely).
 */
export function runProbe(p: Probe, limit = 40): ProbeOutcome {
  let { state, reply } = startInterview(p.lang);
  for (const text of [p.age, SEX[p.sex][p.lang], p.says]) ({ state, reply } = answerInterview(state, text));
  let questions = 0;
  while (!reply.assessment && questions < limit) {
    const screen = isScreenCode(state.pending);
    const answer =
      p.answers === 'no' ? MSG.no[p.lang] : p.answers === 'screen-yes' && screen ? MSG.yes[p.lang] : DONT_KNOW[p.lang];
    ({ state, reply } = answerInterview(state, answer));
    questions++;
  }
  return {
    urgency: reply.assessment?.urgency ?? null,
    fired: [...state.redFlags, ...(state.safety?.urgent ?? [])],
    questions,
    specialty: reply.assessment?.specialty.slug ?? null,
    text: reply.text,
  };
}
