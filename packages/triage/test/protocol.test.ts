import { describe, expect, it } from 'vitest';
import {
  answerInterview,
  addEvidence,
  buildAssessment,
  CONDITIONS,
  createCase,
  EVIDENCES,
  textRedFlags,
} from '../src/index.ts';
import { rankedBands } from '../src/engine/assessment.ts';
import { DISCRIMINATORS, PROTOCOL_RULES, SCREEN_CODES, textConcepts } from '../src/engine/protocol.ts';
import { parseAge, parseAgeMonths } from '../src/nlu/answers.ts';
import { answerAll, hasArabic, run } from './helpers.ts';

const SOURCES = [
  'SATS',
  'ETAT',
  'IMCI',
  'NG143',
  'NG51',
  'FAST',
  'NICE CKS',
  'NG133',
  'NG232',
  'RCOG',
  'WHO',
  'ESC',
  'IWGDF',
];
const screenAsked = (asked: string[]) => asked.filter((c) => SCREEN_CODES.has(c));

describe('the published protocol', () => {
  it('names a source for every rule and discriminator, with plain questions in both languages', () => {
    for (const r of PROTOCOL_RULES) {
      expect(SOURCES, r.id).toContain(r.source.guideline);
      expect(r.source.section.length, r.id).toBeGreaterThan(10);
      expect(r.reason.en.length, r.id).toBeGreaterThan(20);
      expect(hasArabic(r.reason.ar), r.id).toBe(true);
    }
    for (const d of DISCRIMINATORS) {
      expect(SOURCES, d.code).toContain(d.source);
      for (const form of ['you', 'he', 'she'] as const) {
        expect(d.question.en[form], d.code).toMatch(/\?$/);
        expect(hasArabic(d.question.msa[form]), d.code).toBe(true);
        expect(hasArabic(d.question.egy[form]), d.code).toBe(true);
      }
      // A "yes" must lead somewhere: every family it asserts is used by a rule.
      expect(d.asserts.length).toBeGreaterThan(0);
    }
  });

  it('asks the screen early: right after the complaint, at most four questions', () => {
    const { state, reply } = run('en', ['34', 'female', 'I am coughing and short of breath']);
    expect(SCREEN_CODES.has(state.pending!)).toBe(true);
    expect(reply.options).toEqual(['Yes', 'No', "Don't know"]);
    const done = answerAll(state, reply, (o) => o[1] ?? o[0]);
    expect(screenAsked(done.state.case!.asked).length).toBeLessThanOrEqual(4);
    expect(
      done.state.case!.asked.slice(0, screenAsked(done.state.case!.asked).length).every((c) => SCREEN_CODES.has(c)),
    ).toBe(true);
  });

  it('ends at once with emergency, its reason and 123 when a discriminator is answered yes', () => {
    const { state } = run('en', ['34', 'female', 'I am coughing and short of breath']);
    const { reply } = answerInterview(state, 'Yes');
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.emergencyNumber).toBe('123');
    expect(reply.assessment?.reasons[0]).toMatch(/breath|sentence|lips|inhaler|airway/i);
    expect(reply.text).toMatch(/^Warning/);
  });

  it('asks a relative about a child in plain words, in Arabic too', () => {
    const ar = run('ar', ['سنة ونص', 'أنثى', 'بنتي عندها سخونية واسهال']);
    expect(ar.state.pending).toBe('P_HARD_TO_WAKE');
    expect(ar.reply.text).toMatch(/هي|صحّيها|نعسانة/);
    const yes = answerInterview(ar.state, 'ايوه');
    expect(yes.reply.assessment?.urgency).toBe('emergency');
    expect(hasArabic(yes.reply.assessment!.reasons[0])).toBe(true);
    const en = run('en', ['18 months', 'male', 'fever and diarrhoea since yesterday']);
    expect(en.reply.text).toMatch(/Is he unusually sleepy, floppy or hard to wake\?/);
  });

  it('sets an urgent floor that the ranking cannot lower', () => {
    const start = run('en', ['3', 'male', 'diarrhoea since yesterday']);
    let { state, reply } = start;
    while (state.pending && SCREEN_CODES.has(state.pending) && state.pending !== 'P_NO_WET_NAPPY')
      ({ state, reply } = answerInterview(state, 'No'));
    expect(state.pending).toBe('P_NO_WET_NAPPY');
    ({ state, reply } = answerInterview(state, 'Yes'));
    const done = answerAll(state, reply, (o) => o[1] ?? o[0]);
    expect(['urgent', 'emergency']).toContain(done.reply.assessment!.urgency);
  });

  it('treats "don\'t know" about a danger sign in a baby under 3 months as possible', () => {
    const start = run('en', ['5 weeks', 'female', 'she has a blocked nose']);
    const done = answerAll(start.state, start.reply, (o) => o.at(-1)!);
    expect(['urgent', 'emergency']).toContain(done.reply.assessment!.urgency);
  });

  it('sends a baby under 3 months with fever to emergency, from the answers as well as the words', () => {
    expect(run('en', ['7 weeks', 'male', 'he is hot and grizzly']).reply.assessment?.urgency).toBe('emergency');
    const { state } = run('ar', ['شهرين', 'ذكر', 'ابني عنده رشح ومناخيره مسدودة']);
    const { reply } = answerInterview({ ...state, pending: 'E_91' }, 'ايوه');
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.reasons[0]).toMatch(/3/);
    // The same fever at 8 months is not an emergency by itself.
    const older = run('en', ['8 months', 'male', 'he is hot and grizzly']);
    expect(older.reply.assessment).toBeUndefined();
  });

  it('does not ask babies about COPD, smoking, work, HIV or sexual health', () => {
    for (const complaint of ['constipation, no poo for four days', 'cough and runny nose']) {
      const start = run('en', ['5 months', 'male', complaint]);
      const done = answerAll(start.state, start.reply, (o) => o.at(-1)!);
      for (const code of ['E_2', 'E_27', 'E_115', 'E_189', 'E_31', 'E_123', 'E_79', 'E_198'])
        expect(done.state.case!.asked, complaint).not.toContain(code);
    }
  });
});

describe('free text through the protocol families', () => {
  it.each([
    ['she necked a load of her mum’s sleeping tablets', 'OVERDOSE'],
    ['I took about 30 aspirin', 'OVERDOSE'],
    ['شربت علبة دوا الكحة كلها', 'OVERDOSE'],
    ['ابتلع كمية كبيرة من الحبوب المنومة', 'OVERDOSE'],
    ['he swallowed some rat poison', 'POISONING'],
    ['his smile is crooked on one side', 'FACE_DROOP'],
    ['كلامها بقى تقيل ومش مفهوم', 'SPEECH'],
    ['she keeps dropping her fork', 'LIMB_WEAK'],
    ['nobody would miss me if I was gone', null],
    ['I can’t go on like this any more', 'SUICIDAL'],
    ['نفسي اختفي من الدنيا', 'SUICIDAL'],
    ['يا ريتني ما اتولدت', 'SUICIDAL'],
    ['he is drowsy and hard to rouse', 'SLEEPY'],
    ['his skin and eyes are yellow', 'JAUNDICE'],
    ['بياض عينه بقى أصفر', 'JAUNDICE'],
    ['the inhaler is not touching it', 'NOT_HELPING'],
    ['the baby is grunting and her ribs are sucking in', 'RIBS'],
    ['there are purple spots that do not fade when I press a glass', 'NONBLANCH'],
    ['no fever, no confusion', null],
    ['لا سخونية ولا تشنجات', null],
  ] as const)('%s', (text, family) => {
    const got = textConcepts(text);
    if (family) expect(got).toContain(family);
    else expect(got.filter((f) => ['FEVER', 'CONFUSED', 'CONVULSION'].includes(f))).toEqual([]);
  });

  it('flags emergencies from text for callers without an interview', () => {
    expect(textRedFlags('I took 25 paracetamol tablets an hour ago')).toContain('overdose');
    expect(textRedFlags('بقه معووج وبيتكلم بصعوبة')).toContain('stroke-fast');
    expect(textRedFlags('I have a mild headache')).toEqual([]);
  });
});

describe('ages as people type them', () => {
  it.each([
    ['سنة ونص', 18],
    ['سنة و نص', 18],
    ['a year and a half', 18],
    ['18 months', 18],
    ['٥ شهور', 5],
    ['شهرين', 2],
    ['سنتين', 24],
    ['2 and a half years', 30],
    ['6 weeks', 6 * (7 / 30.44)],
    ['10 days old', 10 / 30.44],
    ['٤٥', 540],
    ['عنده ٣ سنين', 36],
  ] as const)('%s', (text, months) => {
    expect(parseAgeMonths(text)).toBeCloseTo(months, 5);
    expect(parseAge(text)).toBe(Math.floor(months / 12));
  });

  it('accepts "سنة ونص" in the interview and carries on', () => {
    const r = run('ar', ['سنة ونص']);
    expect(r.state.stage).toBe('sex');
    expect(r.state.age).toBe(1);
    expect(r.state.ageMonths).toBe(18);
  });
});

describe('the result', () => {
  it('labels likelihoods in the order shown, never "less likely" first', () => {
    expect(rankedBands([0.02, 0.6, 0.2])).toEqual(['high', 'medium', 'low']);
    expect(rankedBands([0.05, 0.04, 0.01])).toEqual(['medium', 'low', 'low']);
    const { reply } = run('en', ['62', 'male', 'his words are coming out wrong']);
    const a = reply.assessment!;
    expect(a.conditions[0].id).toBe('stroke');
    expect(a.conditions[0].likelihood).not.toBe('low');
  });

  it('gives every emergency a reason, also when only the ranking made it one', () => {
    let emergencies = 0;
    for (const c of CONDITIONS.filter((x) => x.urgency === 'emergency')) {
      const strongest = Object.entries(c.binary)
        .filter(([code]) => EVIDENCES.some((e) => e.code === code && e.type === 'B' && !e.parent))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5);
      let cs = createCase({ age: 60, sex: c.id.includes('pregnan') || c.id === 'pre-eclampsia' ? 'F' : 'M' });
      for (const [code] of strongest) cs = addEvidence(cs, code, true);
      const a = buildAssessment(cs, 'en', []);
      if (a.urgency !== 'emergency') continue;
      emergencies++;
      expect(a.reasons.length, c.id).toBeGreaterThan(0);
      expect(a.emergencyNumber).toBe('123');
    }
    expect(emergencies).toBeGreaterThan(3);
  });

  it('shows the warning for every emergency result', () => {
    const { state } = run('en', ['60', 'male', 'I have a cough']);
    const cs = addEvidence(addEvidence(state.case!, 'E_53', true), 'E_45', true);
    const a = buildAssessment(cs, 'en', ['gi-bleeding']);
    expect(a.urgency).toBe('emergency');
    expect(a.reasons[0]).toMatch(/bleeding in the gut/);
  });
});
