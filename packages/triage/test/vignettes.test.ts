import { describe, expect, it } from 'vitest';
import { VIGNETTES } from '../scripts/vignettes/index.ts';
import { simulate } from '../scripts/vignettes/simulator.ts';

// Safety on the honest-patient vignettes (scripts/vignettes/): the patient says "yes" only to what
// the published case says, "no" to what it denies and "don't know" to everything else.
const emergencies = VIGNETTES.filter((v) => v.expect.urgency === 'emergency');
const selfCare = VIGNETTES.filter((v) => v.expect.urgency === 'self_care');

describe('emergency vignettes reach emergency care', () => {
  it.each(emergencies.map((v) => [v.id, v] as const))('%s', (_id, v) => {
    const r = simulate(v);
    expect(
      r.urgency,
      `${v.complaint}\ngot [${r.conditions.join(', ')}] after ${r.questions} questions: ${r.turns.map((t) => `${t.code}=${t.answer}`).join(' ')}`,
    ).toBe('emergency');
  });
});

describe('self-care vignettes', () => {
  it('at most 10% are sent to emergency care', () => {
    const sent = selfCare.filter((v) => simulate(v).urgency === 'emergency').map((v) => v.id);
    expect(selfCare.length).toBeGreaterThanOrEqual(25);
    expect(sent.length / selfCare.length, `sent to emergency: ${sent.join(', ')}`).toBeLessThanOrEqual(0.1);
  });
});
