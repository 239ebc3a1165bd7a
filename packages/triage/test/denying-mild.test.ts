import { describe, expect, it } from 'vitest';
import { runProbe } from '../src/rules/run-probe.ts';
import type { Probe } from '../src/rules/types.ts';
import { extractFindings } from '../src/nlu/extract.ts';
import { answerInterview, startInterview } from '../src/interview.ts';

/**
 * A person with only a mild complaint who answers "no" to every question (every red flag denied) gets the mild
 * complaint's level, not a floor made of the conditions the denials left standing (decision 037); the grading
 * rules still raise the same complaints when their danger signs are said.
 */
const mild = (lang: 'en' | 'ar', age: string, sex: 'M' | 'F', says: string): Probe => ({
  lang,
  age,
  sex,
  says,
  fires: false,
  answers: 'no',
});

const MILD: Probe[] = [
  mild('en', '28', 'F', 'I burned my finger on the stove, small red patch, no blisters'),
  mild('ar', '28', 'F', 'اتلسعت في صباعي من البوتاجاز حتة حمرا صغيرة من غير فقاقيع'),
  mild('en', '22', 'M', 'I twisted my ankle playing football, it is a bit swollen but I can walk'),
  mild('ar', '22', 'M', 'رجلي اتلوت وأنا بلعب كورة ووارمة شوية بس بمشي عليها'),
  mild('en', '24', 'F', 'heartburn after big meals'),
  mild('ar', '24', 'F', 'عندي حموضة بعد الأكل'),
  mild('en', '45', 'M', 'I have a cough for three days'),
  mild('ar', '45', 'M', 'عندي كحة من تلات أيام'),
  mild('en', '30', 'M', 'I have a cold with a blocked nose'),
  mild('ar', '35', 'M', 'عندي صداع خفيف من امبارح'),
];

describe('mild complaints told by a patient who denies every red flag', () => {
  for (const p of MILD)
    it(`[${p.lang}] ${p.age} ${p.says}`, () => {
      const o = runProbe(p);
      expect(o.urgency, `${o.fired.join(',')} ${o.text}`).toMatch(/^(self_care|routine)$/);
      expect(o.questions).toBeLessThanOrEqual(15);
    });

  it('still floors the same complaints when a grading rule fires', () => {
    const child = runProbe({ ...mild('en', '3', 'F', 'she pulled a cup of hot tea over her arm'), fires: true });
    expect(['urgent', 'emergency']).toContain(child.urgency);
    const older = runProbe({ ...mild('en', '78', 'F', 'my mother fell and hit her head'), fires: true });
    expect(['urgent', 'emergency']).toContain(older.urgency);
  });
});

describe('what was understood', () => {
  it('reads «ظهر» before a rash as "appeared", not the back', () => {
    const codes = extractFindings('وظهر طفح في جسمي').map((f) => f.code);
    expect(codes).not.toContain('T_BACK_PAIN');
    expect(codes).toContain('E_129');
  });

  it('keeps the Egyptian present «ب» as an exact reading and shows it', () => {
    expect(extractFindings('بكح').find((f) => f.code === 'E_201')?.weak).toBeUndefined();
    let { state, reply } = startInterview('ar');
    for (const t of ['30', 'ذكر', 'بكح وعندي صداع']) ({ state, reply } = answerInterview(state, t));
    expect(reply.text).toMatch(/فهمت إن عندك: .*كحة/);
  });

  it('reads chest pain with words between the pain and the chest, for the rules and the ranking', () => {
    let { state, reply } = startInterview('en');
    for (const t of ['60', 'male', 'a tight feeling in my chest and I am sweating'])
      ({ state, reply } = answerInterview(state, t));
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(state.redFlags).toContain('chest-pain-danger');
  });
});
