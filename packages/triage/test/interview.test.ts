import { describe, expect, it } from 'vitest';
import {
  answerInterview,
  EVIDENCES,
  isFinished,
  questionOptions,
  specialtyFor,
  startInterview,
  type InterviewState,
} from '../src/index.ts';
import { openingText } from '../src/opening.ts';
import { answerAll, deepFreeze, hasArabic, run } from './helpers.ts';

const script = ['29', 'female', 'I have a sore throat and a runny nose but no fever'];
const pickFirst = (o: string[]) => o[1] ?? o[0];

describe('interview flow', () => {
  it('asks age, then sex, then the complaint', () => {
    const { replies } = run('en', ['29', 'female']);
    expect(replies[0].text).toMatch(/how old/i);
    expect(replies[1].options).toEqual(['Male', 'Female']);
    expect(replies[2].text).toMatch(/main problem/i);
  });

  it('opens every conversation with the text the web app shows before it has started', () => {
    for (const lang of ['en', 'ar'] as const) {
      expect(startInterview(lang).reply).toEqual({ text: openingText(lang) });
      expect(openingText(lang)).toMatch(lang === 'en' ? /symptom checker[\s\S]*how old/i : /كم عمر/);
    }
  });

  it('is deterministic', () => {
    const a = run('en', script);
    const b = run('en', script);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    const fa = answerAll(a.state, a.reply, pickFirst);
    const fb = answerAll(b.state, b.reply, pickFirst);
    expect(fa.reply).toEqual(fb.reply);
  });

  it('continues identically after a JSON round-trip of the state', () => {
    const { state, reply } = run('ar', ['40', 'ذكر', 'عندي كحة وسخونية']);
    const copy = JSON.parse(JSON.stringify(state)) as InterviewState;
    expect(copy).toEqual(state);
    expect(copy.version).toBe(1);
    const direct = answerAll(state, reply, pickFirst);
    const restored = answerAll(copy, reply, pickFirst);
    expect(restored.reply).toEqual(direct.reply);
    expect(restored.state).toEqual(direct.state);
  });

  it('never mutates its input state', () => {
    const { state } = run('en', script);
    const frozen = deepFreeze(JSON.parse(JSON.stringify(state)) as InterviewState);
    expect(() => answerInterview(frozen, 'yes')).not.toThrow();
    expect(frozen).toEqual(state);
  });

  it('accepts option texts and free-text yes/no', () => {
    const { state, reply } = run('en', script);
    expect(reply.options?.length).toBeGreaterThan(0);
    const byOption = answerInterview(state, reply.options![0]);
    expect(byOption.state.case!.asked).toContain(state.pending);
    if (reply.options!.includes('Yes')) {
      const byText = answerInterview(state, 'yeah');
      expect(byText.state.case!.answers[state.pending!]).toEqual({ t: 'B', v: 1 });
      const ar = run('ar', ['29', 'أنثى', 'زوري بيوجعني ومناخيري مسدودة']);
      if (ar.reply.options?.includes('نعم')) {
        expect(answerInterview(ar.state, 'ايوه').state.case!.answers[ar.state.pending!]).toEqual({ t: 'B', v: 1 });
        expect(answerInterview(ar.state, 'لأ').state.case!.answers[ar.state.pending!]).toEqual({ t: 'B', v: 0 });
      }
    }
  });

  it('asks to rephrase empty or garbage input without crashing', () => {
    const { state } = startInterview('en');
    for (const bad of ['', '   ', '🙂🙂', 'asdkjh qwe', '\u0000']) {
      const r = answerInterview(state, bad);
      expect(r.reply.text).toMatch(/sorry/i);
      expect(r.state.stage).toBe('age');
    }
    const atComplaint = run('ar', ['30', 'ذكر']).state;
    const r = answerInterview(atComplaint, 'ؤءئ');
    expect(hasArabic(r.reply.text)).toBe(true);
    const atQuestion = run('en', script);
    const q = answerInterview(atQuestion.state, 'zzzz');
    expect(q.reply.text).toMatch(/sorry/i);
    expect(q.state.pending).toBe(atQuestion.state.pending);
    expect(answerInterview(atQuestion.state, undefined as unknown as string).reply.text).toBeTruthy();
  });

  it('starts over instead of crashing on a state it cannot continue', () => {
    const r = answerInterview({ version: 99, lang: 'ar' } as unknown as InterviewState, 'yes');
    expect(r.state.stage).toBe('age');
    expect(r.state.lang).toBe('ar');
    expect(answerInterview(null as unknown as InterviewState, 'hi').state.stage).toBe('age');
  });

  it('finishes with a complete assessment and then replies politely', () => {
    const start = run('en', script);
    const done = answerAll(start.state, start.reply, pickFirst);
    const a = done.reply.assessment!;
    expect(isFinished(done.state)).toBe(true);
    expect(a.conditions).toHaveLength(3);
    for (const c of a.conditions) {
      expect(['high', 'medium', 'low']).toContain(c.likelihood);
      expect(c.likelihoodLabel).toBeTruthy();
      expect(c.icd10).toBeTruthy();
    }
    expect(a.disclaimer).toMatch(/not a medical diagnosis/);
    expect(a.specialty.slug).toBeTruthy();
    const after = answerInterview(done.state, 'hello?');
    expect(after.reply.text).toMatch(/complete/i);
    expect(after.reply.assessment).toEqual(a);
    expect(after.reply.options).toEqual(['Start over']);
    expect(isFinished(after.state)).toBe(true);
    const again = answerInterview(done.state, 'Start over');
    expect(again.state.stage).toBe('age');
  });

  it('gives Arabic assessments in Arabic', () => {
    const start = run('ar', ['35', 'أنثى', 'حرقان في البول وبدخل الحمام كتير']);
    const done = answerAll(start.state, start.reply, (o) => (o.includes('لا') ? 'لا' : o[0]));
    const a = done.reply.assessment!;
    expect(a.conditions.map((c) => c.id)).toContain('cystitis');
    expect(a.specialty.slug).toBe('urology');
    for (const s of [
      a.urgencyLabel,
      a.specialty.name,
      a.disclaimer,
      ...a.conditions.map((c) => c.name + c.likelihoodLabel),
      ...a.reasons,
      ...(a.advice ?? []),
    ])
      expect(hasArabic(s)).toBe(true);
  });

  it('routes children to paediatrics for general problems', () => {
    expect(specialtyFor('family-medicine', 5)).toBe('pediatrics');
    expect(specialtyFor('family-medicine', 30)).toBe('family-medicine');
    expect(specialtyFor('dentistry', 5)).toBe('dentistry');
    for (const complaint of ['diarrhea and vomiting since last night', 'fever, cough, runny nose and sore throat']) {
      const start = run('en', ['5', 'male', complaint]);
      const done = answerAll(start.state, start.reply, (o) => (o.includes('No') ? 'No' : o[0]));
      expect(done.reply.assessment!.specialty.slug, complaint).toBe('pediatrics');
    }
  });
});

describe('location answers in plain words', () => {
  it.each([
    ['en', 'right ear', [['V_129']]],
    ['en', 'ear(R)', [['V_129']]],
    ['ar', 'الأذن اليمين', [['V_129']]],
    ['ar', 'الأذن (يمين)', [['V_129']]],
    ['en', 'in my lower back', null],
    ['ar', 'في ضهري', null],
  ] as const)('%s: %s', (lang, text, groups) => {
    const base = run(lang, ['30', lang === 'en' ? 'male' : 'ذكر', lang === 'en' ? 'cough' : 'كحة']).state;
    const got = answerInterview({ ...base, pending: 'E_55' }, text).state.case!.answers.E_55;
    expect(got?.t).toBe('M');
    if (got?.t !== 'M') return;
    if (groups) expect(got.groups).toEqual(groups);
    else expect(got.groups?.flat()).toContain('V_40');
  });
});

describe('a former wording of an option is still understood', () => {
  it('every Arabic label reworded into Egyptian Arabic maps back to its answer when the old one is typed', () => {
    const base = run('ar', ['30', 'ذكر', 'كحة']).state;
    let checked = 0;
    for (const e of EVIDENCES) {
      for (const [v, former] of Object.entries(e.valueAliases ?? {})) {
        if (v === 'V_11' || v === e.defaultValue) continue;
        const got = answerInterview({ ...base, pending: e.code }, former).state.case!.answers[e.code];
        if (e.type === 'C') expect(got, `${e.code} ${former}`).toEqual({ t: 'C', v });
        else expect(got, `${e.code} ${former}`).toEqual({ t: 'M', v: null, groups: [[v]] });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('every option text maps back to its answer', () => {
  it.each(['en', 'ar'] as const)('%s', (lang) => {
    const base = run(lang, ['30', lang === 'en' ? 'male' : 'ذكر', lang === 'en' ? 'cough' : 'كحة']).state;
    expect(base.stage).toBe('questions');
    for (const e of EVIDENCES) {
      const options = questionOptions(e.code, lang);
      options.forEach((text, i) => {
        const { state } = answerInterview({ ...base, pending: e.code }, text);
        const got = state.case!.answers[e.code];
        const dk = i === options.length - 1 && e.type !== 'B';
        if (e.type === 'B') expect(got, `${e.code} ${text}`).toEqual({ t: 'B', v: [1, 0, -1][i] });
        else if (e.type === 'C') expect(got, `${e.code} ${text}`).toEqual({ t: 'C', v: dk ? null : e.values[i] });
        else if (dk || e.values[i] === 'V_11') expect(got, `${e.code} ${text}`).toEqual({ t: 'M', v: null });
        else expect(got, `${e.code} ${text}`).toEqual({ t: 'M', v: null, groups: [[e.values[i]]] });
      });
    }
  });
});

describe('complaint-aware interview', () => {
  /** Answers "don't know" (the last option) until the pending question is a location question. */
  function toLocationQuestion(lang: 'en' | 'ar', inputs: string[]) {
    let { state, reply } = run(lang, inputs);
    for (let i = 0; i < 20 && !state.ask && !reply.assessment; i++)
      ({ state, reply } = answerInterview(state, reply.options!.at(-1)!));
    return { state, reply };
  }

  it('shows back what it understood and takes a correction', () => {
    const { state, reply } = run('en', ['40', 'male', 'fever and cough, no vomiting or diarrhoea']);
    expect(reply.text).toMatch(/I understood: .*fever.*cough.*and no .*vomiting.*diarrhoea/i);
    const corrected = answerInterview(state, "no, I don't have fever");
    expect(corrected.state.case!.answers.E_91).toEqual({ t: 'B', v: 0 });
    expect(corrected.reply.text).toMatch(/Corrected: no fever/);
    const ar = run('ar', ['40', 'ذكر', 'عندي سخونية وكحة']);
    expect(ar.reply.text).toMatch(/فهمت إن عندك: سخونية.*كحة/);
    const arFix = answerInterview(ar.state, 'لا، مفيش سخونية');
    expect(arFix.state.case!.answers.E_91).toEqual({ t: 'B', v: 0 });
  });

  it('never asks again what the complaint said', () => {
    const { state } = run('ar', ['30', 'ذكر', 'عندي ربو ونفسي ضيق وبكح من ٣ أيام والبخاخة مش نافعة']);
    const { state: end } = answerAll(state, { text: '', options: ['لا أعرف'] }, (o) => o.at(-1)!);
    expect(end.case!.asked).not.toContain('E_66');
    expect(end.case!.asked).not.toContain('E_201');
    const start = run('en', ['30', 'female', 'my stomach hurts']);
    const belly = answerAll(start.state, start.reply, (o) => o.at(-1)!);
    expect(belly.state.case!.asked).not.toContain('E_53');
    expect(belly.state.case!.asked).not.toContain('T_ABDOMINAL_PAIN');
  });

  it.each(['en', 'ar'] as const)(
    'asks where it hurts in lay regions first, then only inside the region (%s)',
    (lang) => {
      const inputs = lang === 'en' ? ['35', 'male', 'I have a fever and pain'] : ['35', 'ذكر', 'عندي سخونية ووجع'];
      const { state, reply } = toLocationQuestion(lang, inputs);
      expect(state.ask).toBe('region');
      const options = reply.options!;
      expect(options).toContain(lang === 'en' ? 'Chest' : 'الصدر');
      expect(options.length).toBeLessThanOrEqual(16);
      for (const o of options) expect(o).not.toMatch(/\(R\)|\(L\)|iliac|palmar|الحرقفة/);
      const chest = answerInterview(state, lang === 'en' ? 'Chest' : 'الصدر');
      const where = chest.state.case!.answers[state.pending!];
      expect(where).toMatchObject({ t: 'M', v: null });
      expect((where as { groups: string[][] }).groups.flat()).toContain('V_101');
      if (chest.state.ask === 'detail')
        for (const o of chest.reply.options!.slice(0, -1))
          expect(o).toMatch(lang === 'en' ? /chest|breast|axilla/i : /صدر|ثدي|إبط|الصدر/);
    },
  );

  it('does not ask where it hurts when the complaint said it', () => {
    const { state } = run('en', ['45', 'female', 'I have pain in my left calf']);
    const { state: end } = answerAll(state, { text: '', options: ["Don't know"] }, (o) => o.at(-1)!);
    expect(end.case!.answers.E_55).toMatchObject({ groups: [['V_120']] });
    expect(end.case!.asked.filter((c) => c === 'E_55').length).toBe(0);
  });
});
