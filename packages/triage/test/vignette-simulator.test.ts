import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, SPECIALTY_SLUGS, questionOptions } from '../src/index.ts';
import { FINDINGS, CONCEPTS, type Concept } from '../scripts/vignettes/findings.ts';
import { vignette, yearsOf, type Vignette } from '../scripts/vignettes/case.ts';
import { answerFor, simulate } from '../scripts/vignettes/simulator.ts';
import { VIGNETTES } from '../scripts/vignettes/index.ts';
import { SCREEN_CODES } from '../src/engine/protocol.ts';

const story = (dialect: Vignette['dialect'], present: Concept[], absent: Concept[] = []) => ({
  lang: dialect === 'en' ? ('en' as const) : ('ar' as const),
  dialect,
  present,
  absent,
});

describe('honest simulated patient', () => {
  it('answers "don\'t know" in the session language when no concept maps to the question', () => {
    expect(answerFor(story('en', ['cough']), 'E_91')).toBe("Don't know");
    expect(answerFor(story('egy', ['cough']), 'E_91')).toBe('مش عارف');
    expect(answerFor(story('msa', ['cough']), 'E_91')).toBe('لا أعرف');
  });

  it('answers with the clicked option: yes for a present concept, no for an absent one', () => {
    const [yes, no] = questionOptions('E_91', 'ar');
    expect(answerFor(story('egy', ['fever']), 'E_91')).toBe(yes);
    expect(answerFor(story('egy', [], ['fever']), 'E_91')).toBe(no);
    expect(answerFor(story('en', [], ['fever']), 'E_91')).toBe(questionOptions('E_91', 'en')[1]);
  });

  it('does not deny a question about several things when one of them is absent', () => {
    const [yes] = questionOptions('T_DEHYDRATION', 'en');
    expect(answerFor(story('en', [], ['sunken_eyes_or_dry_mouth']), 'T_DEHYDRATION')).toBe("Don't know");
    expect(answerFor(story('en', ['sunken_eyes_or_dry_mouth']), 'T_DEHYDRATION')).toBe(yes);
  });

  it('answers a yes/no question that is not in the knowledge base with the options shown', () => {
    expect(answerFor(story('egy', ['cannot_pass_urine']), 'P_NO_URINE', ['أيوه', 'لأ', 'مش عارف'])).toBe('أيوه');
    expect(answerFor(story('en', [], ['cannot_pass_urine']), 'P_NO_URINE', ['Yes', 'No', "Don't know"])).toBe('No');
    expect(answerFor(story('msa', ['fever']), 'P_NO_URINE', ['نعم', 'لا', 'لا أعرف'])).toBe('لا أعرف');
  });

  it('clicks the lay region that holds the place when the menu lists regions', () => {
    const e = DEFAULT_MODEL.kb.evidenceByCode.get('E_55')!;
    const menu = ['Chest', 'Upper belly', 'Lower belly', 'Back', "Don't know"];
    expect(answerFor(story('en', ['pain_location_upper_belly']), 'E_55', menu)).toBe('Upper belly');
    expect(answerFor(story('en', ['pain_location_upper_belly']), 'E_55', [e.valueLabels.V_197.en, "Don't know"])).toBe(
      e.valueLabels.V_197.en,
    );
    expect(answerFor(story('en', ['pain_location_upper_belly']), 'E_55', ['Head', "Don't know"])).toBe("Don't know");
  });

  it('lets what happened outrank a broader denial', () => {
    expect(answerFor(story('en', ['fever'], ['high_fever']), 'E_91')).toBe(questionOptions('E_91', 'en')[0]);
  });

  it('names the multi-choice options its present concepts map to, else does not know', () => {
    const label = DEFAULT_MODEL.kb.evidenceByCode.get('E_55')!.valueLabels.V_197;
    expect(answerFor(story('en', ['pain_location_upper_belly']), 'E_55')).toBe(label.en);
    expect(answerFor(story('msa', ['pain_location_upper_belly']), 'E_55')).toBe(label.ar);
    expect(answerFor(story('en', ['abdominal_pain']), 'E_55')).toBe("Don't know");
  });

  it('gives a scale value only when the story says it', () => {
    expect(answerFor(story('en', ['pain_severe']), 'E_56')).toBe('8');
    expect(answerFor(story('egy', ['abdominal_pain']), 'E_56')).toBe('مش عارف');
  });

  it('talks through the chat API and answers only from its findings', () => {
    const v = vignette({
      id: 't',
      dialect: 'egy',
      age: '٥ شهور',
      sex: 'M',
      complaint: 'ابني عنده سخونيه وكحه',
      present: 'fever cough',
      absent: 'diarrhoea',
      urgency: 'urgent',
      dx: 'J06.9 common-cold',
      specialty: 'pediatrics',
      source: 'test',
    });
    const r = simulate(v);
    expect(r.urgency).not.toBe('none');
    expect(r.turns.length).toBeGreaterThan(0);
    for (const t of r.turns) expect(t.answer).toBe(answerFor(v, t.code, t.options));
    const known = new Set<string>([...FINDINGS.fever, ...FINDINGS.cough, ...FINDINGS.diarrhoea]);
    for (const t of r.turns) if (!known.has(t.code)) expect(t.answer, t.code).toBe('مش عارف');
  });
});

describe('concept vocabulary', () => {
  it('maps every concept only to codes the engine knows', () => {
    for (const c of CONCEPTS)
      for (const mapped of FINDINGS[c] as readonly string[]) {
        const code = mapped.replace(/^\+/, '');
        const [base, value] = code.split(/[@=]/);
        const e = DEFAULT_MODEL.kb.evidenceByCode.get(base);
        // The triage protocol's screen questions (yes/no) live beside the knowledge base.
        if (!e && SCREEN_CODES.has(code)) continue;
        expect(e, `${c} -> ${code}`).toBeDefined();
        if (value !== undefined) expect(e!.values, `${c} -> ${code}`).toContain(value);
        else expect(e!.type, `${c} -> ${code} is not a yes/no question`).toBe('B');
        if (mapped.startsWith('+')) expect(value, `${c} -> ${mapped}: "+" is for yes/no questions`).toBeUndefined();
      }
  });
});

describe('vignette set', () => {
  it('has at least 150 cases, a third in Egyptian Arabic, 40 emergencies and 25 self-care cases', () => {
    expect(VIGNETTES.length).toBeGreaterThanOrEqual(150);
    expect(VIGNETTES.filter((v) => v.dialect === 'egy').length * 3).toBeGreaterThanOrEqual(VIGNETTES.length);
    expect(VIGNETTES.filter((v) => v.expect.urgency === 'emergency').length).toBeGreaterThanOrEqual(40);
    expect(VIGNETTES.filter((v) => v.expect.urgency === 'self_care').length).toBeGreaterThanOrEqual(25);
  });

  it('has unique ids, a source, valid specialties and no finding both present and absent', () => {
    expect(new Set(VIGNETTES.map((v) => v.id)).size).toBe(VIGNETTES.length);
    for (const v of VIGNETTES) {
      expect(v.source.length, v.id).toBeGreaterThan(10);
      for (const s of v.expect.specialties) expect(SPECIALTY_SLUGS, v.id).toContain(s);
      expect(
        v.present.filter((c) => v.absent.includes(c)),
        v.id,
      ).toEqual([]);
      expect(v.lang === 'en', v.id).toBe(v.dialect === 'en');
    }
  });

  it('reads ages as typed', () => {
    expect(yearsOf('سنة ونص')).toBe(1.5);
    expect(yearsOf('٥ شهور')).toBeCloseTo(5 / 12);
    expect(yearsOf('18 months')).toBe(1.5);
    expect(yearsOf('45')).toBe(45);
  });
});
