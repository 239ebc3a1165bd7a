import { answerInterview, startInterview, type InterviewState, type Lang, type Reply } from '../src/index.ts';

export function run(lang: Lang, inputs: string[]): { state: InterviewState; reply: Reply; replies: Reply[] } {
  let { state, reply } = startInterview(lang);
  const replies = [reply];
  for (const text of inputs) {
    ({ state, reply } = answerInterview(state, text));
    replies.push(reply);
  }
  return { state, reply, replies };
}

/** Answers every question with the first option that is not "yes" (or the given answer). */
export function answerAll(
  state: InterviewState,
  reply: Reply,
  pick: (options: string[]) => string,
  limit = 40,
): { state: InterviewState; reply: Reply; turns: number } {
  let turns = 0;
  while (!reply.assessment && turns < limit) {
    ({ state, reply } = answerInterview(state, pick(reply.options ?? [])));
    turns++;
  }
  return { state, reply, turns };
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o as Record<string, unknown>)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

export const hasArabic = (s: string) => /[\u0600-\u06FF]/.test(s);
