import { describe, expect, it } from 'vitest';
import { addEvidence, answerInterview, caseRedFlags, createCase, EMERGENCY_NUMBER, withAnswer } from '../src/index.ts';
import { answerAll, hasArabic, run } from './helpers.ts';

const emergencyFrom = (lang: 'en' | 'ar', age: string, sex: string, complaint: string) =>
  run(lang, [age, sex, complaint]).reply;

describe('red flags from free text end the interview at once', () => {
  it.each([
    ['en', '55', 'male', 'crushing chest pain and I am short of breath', 'heart-attack'],
    ['en', '60', 'male', 'chest pain with sweating', 'heart-attack'],
    ['ar', '62', 'ذكر', 'ألم في الصدر وضيق في التنفس', 'heart-attack'],
    ['ar', '58', 'ذكر', 'وجع في صدري وعرقان', 'heart-attack'],
    ['en', '70', 'female', 'her face is drooping and she has slurred speech', 'stroke'],
    ['ar', '70', 'أنثى', 'وشها مايل ولسانها تقيل', 'stroke'],
    ['en', '25', 'male', 'I want to kill myself', 'suicidal-crisis'],
    ['ar', '25', 'أنثى', 'عايزة أموت نفسي', 'suicidal-crisis'],
    ['en', '20', 'male', 'fever and a stiff neck', 'meningitis'],
    ['en', '30', 'female', 'I ate peanuts, I am allergic and now I cannot breathe', 'anaphylaxis'],
    ['ar', '30', 'أنثى', 'اتقرصت من نحلة ومش قادرة أتنفس', 'anaphylaxis'],
  ] as const)('%s: %s', (lang, age, sex, complaint, condition) => {
    const reply = emergencyFrom(lang, age, sex, complaint);
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.emergencyNumber).toBe(EMERGENCY_NUMBER);
    expect(reply.assessment?.conditions[0].id).toBe(condition);
    expect(reply.text).toContain('123');
    if (lang === 'ar') expect(hasArabic(reply.text)).toBe(true);
  });

  it('detects severe bleeding phrases', () => {
    expect(emergencyFrom('en', '40', 'female', 'heavy bleeding that will not stop').assessment?.urgency).toBe(
      'emergency',
    );
    expect(emergencyFrom('ar', '40', 'أنثى', 'عندي نزيف شديد').assessment?.urgency).toBe('emergency');
    expect(emergencyFrom('en', '35', 'male', 'I am vomiting blood').assessment?.urgency).toBe('emergency');
  });

  it('does not fire on negated danger signs', () => {
    const reply = emergencyFrom('en', '30', 'female', 'headache, no fever and no stiff neck');
    expect(reply.assessment).toBeUndefined();
  });
});

describe('red flags from answers', () => {
  it('fires when chest pain is followed by breathlessness in the case', () => {
    let cs = createCase({ age: 60, sex: 'M' });
    cs = addEvidence(cs, 'E_53', true);
    cs = withAnswer(cs, 'E_55', { t: 'M', v: null, groups: [['V_101']] }, true);
    expect(caseRedFlags(cs)).toEqual([]);
    cs = addEvidence(cs, 'E_66', true, { asked: true });
    expect(caseRedFlags(cs)).toContain('chest-pain-danger');
  });

  it('ends the interview when a yes/no answer completes a danger pattern', () => {
    const { state } = run('en', ['60', 'male', 'chest pain']);
    expect(state.stage).toBe('questions');
    // The server may resume any stored state; put the breathlessness question next.
    const waiting = { ...state, pending: 'E_66' };
    const { reply } = answerInterview(waiting, 'Yes');
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.emergencyNumber).toBe('123');
    expect(reply.assessment?.reasons[0]).toMatch(/heart attack/);
    const notYet = answerInterview(waiting, 'No');
    expect(notYet.reply.assessment?.urgency).not.toBe('emergency');
  });

  it('fires in Arabic sessions too, with Arabic reasons', () => {
    const { state } = run('ar', ['60', 'ذكر', 'ألم في الصدر']);
    const { reply } = answerInterview({ ...state, pending: 'E_50' }, 'ايوه');
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(hasArabic(reply.assessment!.reasons[0])).toBe(true);
    expect(hasArabic(reply.assessment!.urgencyLabel)).toBe(true);
    expect(reply.text).toContain('123');
  });

  it('catches danger signs mentioned in the middle of the questions', () => {
    const start = run('en', ['45', 'female', 'I have a cough']);
    expect(start.reply.assessment).toBeUndefined();
    const { reply } = answerInterview(start.state, 'now my face is drooping on one side');
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.conditions[0].id).toBe('stroke');
  });

  it('keeps adults with chest pain out of home care even without danger signs', () => {
    const start = run('en', ['60', 'male', 'chest pain']);
    const { reply } = answerAll(start.state, start.reply, (o) => (o.includes('No') ? 'No' : o[0]));
    expect(['urgent', 'emergency']).toContain(reply.assessment?.urgency);
  });
});

describe('the conditions shown beside a red flag', () => {
  it('keep the ranking’s leader first when it already explains the emergency', () => {
    // Confusion names brain, liver and infection conditions; the answers point to heat stroke.
    const { reply } = run('en', [
      '55',
      'male',
      'my uncle was working outside in the heat all day and now he is confused, his skin is hot and dry',
    ]);
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.conditions[0]?.id).toBe('heat-stroke');
  });

  it('put a condition the rule names first when the ranking alone does not lead to an emergency', () => {
    const { reply } = run('en', ['34', 'female', 'I took 20 paracetamol tablets an hour ago']);
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(['paracetamol-overdose', 'poisoning', 'acute-liver-failure']).toContain(reply.assessment?.conditions[0]?.id);
  });
});
