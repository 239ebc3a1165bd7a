import { describe, expect, it } from 'vitest';
import {
  addEvidence,
  chooseQuestion,
  createCase,
  INTERVIEW_POLICY,
  EVIDENCE_BY_CODE,
  MAX_QUESTIONS,
  nextQuestion,
  posterior,
  scoreQuestions,
  isEligible,
} from '../src/index.ts';
import { answerAll, run } from './helpers.ts';

describe('question policy', () => {
  it('prefers informative questions over uninformative ones', () => {
    const cs = addEvidence(createCase({ age: 30, sex: 'M' }), 'E_201', true);
    const scored = scoreQuestions(cs, posterior(cs));
    const best = scored[0];
    const median = scored[Math.floor(scored.length / 2)];
    expect(best.gain).toBeGreaterThan(median.gain * 2);
    // Where someone lives says almost nothing about a cough.
    const rural = scored.find((q) => q.code === 'E_183')!;
    expect(best.gain).toBeGreaterThan(rural.gain);
    expect(nextQuestion(cs)).toBe(best.code);
  });

  it('aims the last questions at the three conditions shown (the endgame)', () => {
    const policy = INTERVIEW_POLICY;
    expect(policy.endgame).toBeGreaterThan(0);
    // A cough, then enough denials to reach the endgame.
    let cs = addEvidence(createCase({ age: 45, sex: 'M' }), 'E_201', true);
    while (cs.asked.length < policy.maxQuestions - policy.endgame!) {
      const code = chooseQuestion(cs, posterior(cs), policy)!;
      expect(code).toBeTruthy();
      const e = EVIDENCE_BY_CODE.get(code)!;
      cs = addEvidence(cs, code, e.type === 'B' ? false : e.type === 'M' ? [e.defaultValue] : e.defaultValue, {
        asked: true,
      });
    }
    const pi = posterior(cs);
    const scored = scoreQuestions(cs, pi, policy, undefined, true);
    // An answer never lowers the expected probability held by the top three.
    for (const q of scored) expect(q.topGain).toBeGreaterThan(-1e-9);
    const value = (q: (typeof scored)[number]) => q.topGain! + policy.endgameEntropy! * q.gain;
    const best = Math.max(...scored.map(value));
    const chosen = scored.find((q) => q.code === chooseQuestion(cs, pi, policy))!;
    expect(value(chosen)).toBeGreaterThan(best - 1e-3);
    // Before the endgame, the entropy order alone.
    const early = { ...policy, endgame: 0 };
    expect(chooseQuestion(cs, pi, early)).toBe(scoreQuestions(cs, pi, early)[0].code);
  });

  it('only asks follow-ups once their parent is answered yes', () => {
    const cs = createCase({ age: 40, sex: 'F' });
    expect(isEligible(cs, EVIDENCE_BY_CODE.get('E_55')!)).toBe(false);
    expect(isEligible(addEvidence(cs, 'E_53', true), EVIDENCE_BY_CODE.get('E_55')!)).toBe(true);
    expect(isEligible(addEvidence(cs, 'E_53', false), EVIDENCE_BY_CODE.get('E_55')!)).toBe(false);
  });

  it('does not ask sex-specific questions of the other sex', () => {
    const man = createCase({ age: 30, sex: 'M' });
    expect(isEligible(man, EVIDENCE_BY_CODE.get('T_MISSED_PERIOD')!)).toBe(false);
    expect(isEligible(createCase({ age: 30, sex: 'F' }), EVIDENCE_BY_CODE.get('T_MISSED_PERIOD')!)).toBe(true);
  });

  it.each([
    ['en', ['45', 'male', 'I feel tired'], "Don't know"],
    ['en', ['45', 'female', 'headache'], 'No'],
    ['ar', ['30', 'أنثى', 'عندي صداع'], 'لا أعرف'],
  ] as const)('never repeats a question and stops within %s questions', (lang, inputs, answer) => {
    const start = run(lang, [...inputs]);
    let { state, reply } = start;
    const asked: string[] = [];
    let guard = 0;
    while (!reply.assessment && guard++ < 50) {
      expect(state.pending).toBeTruthy();
      expect(asked).not.toContain(state.pending);
      asked.push(state.pending!);
      ({ state, reply } = answerAll(state, reply, () => answer, 1));
    }
    expect(reply.assessment).toBeDefined();
    expect(asked.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    expect(state.case!.asked.length).toBeLessThanOrEqual(MAX_QUESTIONS);
  });
});

describe('questions that fit the person', () => {
  const ask = (cs: ReturnType<typeof createCase>, code: string) => isEligible(cs, EVIDENCE_BY_CODE.get(code)!);

  it('never asks a child about COPD, work, smoking, sex or drugs', () => {
    const baby = createCase({ age: 0, sex: 'M' });
    for (const code of ['E_123', 'E_31', 'E_198', 'E_79', 'E_115', 'E_2', 'E_61', 'E_78'])
      expect(ask(baby, code), code).toBe(false);
    const adult = createCase({ age: 40, sex: 'M' });
    for (const code of ['E_123', 'E_198', 'E_79']) expect(ask(adult, code), code).toBe(true);
    expect(ask(adult, 'E_160')).toBe(false);
  });

  it('asks a sensitive question only when a leading condition calls for it', () => {
    const chestPain = addEvidence(
      addEvidence(addEvidence(createCase({ age: 60, sex: 'M' }), 'E_53', true), 'E_50', true),
      'E_148',
      true,
    );
    const scored = scoreQuestions(chestPain, posterior(chestPain)).map((q) => q.code);
    for (const code of ['E_2', 'E_115', 'E_189', 'E_61', 'E_27']) expect(scored).not.toContain(code);
  });

  it('does not ask what the person already said, in broader or narrower words', () => {
    const cs = createCase({ age: 30, sex: 'F' });
    expect(ask(addEvidence(cs, 'E_201', false), 'E_77')).toBe(false);
    expect(ask(addEvidence(cs, 'E_77', true), 'E_201')).toBe(false);
    expect(ask(addEvidence(cs, 'E_53', false), 'T_HEADACHE')).toBe(false);
    expect(ask(addEvidence(cs, 'T_ABDOMINAL_PAIN', true), 'E_53')).toBe(false);
    expect(
      ask(addEvidence(addEvidence(cs, 'E_53', true), 'E_55', ['V_197'], { partial: true }), 'T_ABDOMINAL_PAIN'),
    ).toBe(false);
  });
});
