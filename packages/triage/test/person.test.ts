import { describe, expect, it } from 'vitest';
import {
  answerInterview,
  casePerson,
  createCase,
  EVIDENCES,
  personOf,
  questionText,
  startInterview,
  type InterviewState,
  type Lang,
  type Person,
  type Reply,
} from '../src/index.ts';
import { SCREEN } from '../src/rules/screen.ts';
import { normalizeText } from '../src/nlu/normalize.ts';
import { speaksOfSomeoneElse } from '../src/nlu/person.ts';
import { hasArabic } from './helpers.ts';

/**
 * The rule (issue 37): a question about someone who is not the person typing (a child, a baby, a relative) is put
 * in the third person, never to "you". Checked over every question's data, and over whole interviews.
 */
const EN_SECOND_PERSON = /\b(you|your|yours|yourself|you're|you've)\b/i;
/**
 * Words whose final ك is their own letter, not the suffix "your / you": jaw, fish, doubt, partner, unwell,
 * move (يتحرك), constipation, fried (مسبّك), and the demonstratives.
 */
const OWN_KAF = /(^|ال)(فك|سمك|شك)$|(شريك|توعك|حرك|مساك|مسبك|ذلك|تلك|هناك)$/;
const AR_YOU = new Set(['انت', 'انتي', 'انتو', 'انتم', 'حضرتك', 'بتاعك', 'بتاعتك']);

/** The second-person words of a text (Arabic: a pronoun, or a word ending in the suffix ك "you / your"). */
function secondPerson(text: string, lang: Lang): string[] {
  if (lang === 'en') return EN_SECOND_PERSON.test(text) ? [text.match(EN_SECOND_PERSON)![0]] : [];
  return normalizeText(text)
    .split(/[^\u0600-\u06FF]+/)
    .filter((t) => t && (AR_YOU.has(t) || (t.endsWith('ك') && !OWN_KAF.test(t))));
}

describe('every question has every form', () => {
  it('engine questions (DDXPlus and Tabib): you, he and she, in English and Egyptian Arabic', () => {
    for (const e of EVIDENCES)
      for (const person of ['you', 'he', 'she'] as const) {
        expect(e.question.en[person].trim(), `${e.code} en ${person}`).not.toBe('');
        expect(hasArabic(e.question.en[person]), `${e.code} en ${person}`).toBe(false);
        expect(hasArabic(e.question.ar[person]), `${e.code} ar ${person}`).toBe(true);
      }
  });

  it('no third-person form says "you" (English) or انت / عندك / -ك (Arabic)', () => {
    const bad: string[] = [];
    for (const e of EVIDENCES)
      for (const lang of ['en', 'ar'] as const)
        for (const person of ['he', 'she'] as const) {
          const found = secondPerson(e.question[lang][person], lang);
          if (found.length) bad.push(`${e.code} ${lang} ${person}: ${found.join(' ')}`);
        }
    for (const d of SCREEN)
      for (const [lang, forms] of [
        ['en', d.question.en],
        ['ar', d.question.egy],
      ] as const)
        for (const person of ['he', 'she'] as const) {
          const found = secondPerson(forms[person], lang);
          if (found.length) bad.push(`${d.code} ${lang} ${person}: ${found.join(' ')}`);
        }
    expect(bad).toEqual([]);
  });

  it('the rule can fail: it finds "you" and the Arabic suffix', () => {
    expect(secondPerson('Does he have pain when you press?', 'en')).toEqual(['you']);
    expect(secondPerson('عندك سخونية؟', 'ar')).toEqual(['عندك']);
    expect(secondPerson('وجع في الفك', 'ar')).toEqual([]);
  });

  it('the "you" forms differ from the third-person forms', () => {
    for (const e of EVIDENCES)
      for (const lang of ['en', 'ar'] as const) {
        const f = e.question[lang];
        for (const you of [f.you, f.youF]) {
          if (you === undefined) continue;
          expect(f.he, `${e.code} ${lang}`).not.toBe(you);
          expect(f.she, `${e.code} ${lang}`).not.toBe(you);
        }
      }
  });

  it('an Arabic "you" form that is masculine has a form for a woman, and that one is not', () => {
    const missing: string[] = [];
    for (const e of EVIDENCES) {
      if (e.sexOnly === 'F') continue; // written to a woman already
      const f = e.question.ar;
      if (masculineYou(f.you).length && !f.youF) missing.push(`${e.code}: ${masculineYou(f.you).join(' ')}`);
      if (f.youF && masculineYou(f.youF).length) missing.push(`${e.code} youF: ${masculineYou(f.youF).join(' ')}`);
    }
    expect(missing).toEqual([]);
    expect(masculineYou('حاسس بقلق؟')).toEqual(['حاسس']);
    expect(masculineYou('حاسة بقلق؟')).toEqual([]);
  });
});

/**
 * Masculine words that speak to the person in the second person («حاسس», «مش قادر», «وإنت بتاخد»): their feminine
 * is different («حاسة», «مش قادرة», «وإنتي»). Present-tense verbs («بتاخد») are not listed: their written
 * feminine only adds a ي that many people leave out.
 */
const MASCULINE_YOU = new Set(
  ['انت', 'وانت', 'حاسس', 'قادر', 'عايش', 'محتاج', 'نعسان', 'عصبي', 'منفصل', 'مرتاح', 'نايم', 'ماشي', 'جاي']
    .concat(['شايف', 'عارف', 'عايز', 'قاعد', 'حران', 'مرهق'])
    .map((w) => normalizeText(w)),
);
function masculineYou(text: string): string[] {
  return normalizeText(text)
    .split(/[^\u0600-\u06FF]+/)
    .filter((t) => MASCULINE_YOU.has(t));
}

describe('the engine chooses the form', () => {
  it('from age and who is typing', () => {
    expect(personOf({ ageMonths: 8, sex: 'M' })).toBe('he');
    expect(personOf({ ageMonths: 8, sex: 'F' })).toBe('she');
    expect(personOf({ ageMonths: 11 * 12 + 6, sex: 'F' })).toBe('she');
    expect(personOf({ ageMonths: 30 * 12, sex: 'M' })).toBe('you');
    expect(personOf({ ageMonths: 70 * 12, sex: 'F', other: true })).toBe('she');
    expect(casePerson(createCase({ age: 0, sex: 'M' }))).toBe('he');
    expect(casePerson(createCase({ age: 12, sex: 'M' }))).toBe('you');
    expect(casePerson({ ...createCase({ age: 45, sex: 'M' }), other: true })).toBe('he');
  });

  it.each([
    ['my son has a fever', true],
    ['My mother fell and hit her head', true],
    ['for my husband: chest pain since the morning', true],
    ['ابني عنده سخونية من امبارح', true],
    ['بسأل لأمي عندها دوخة', true],
    ['جوزي عنده وجع في صدره', true],
    ['I have had a cough since my son was born three weeks ago', false],
    ['عندي صداع من ساعة ما ولدت ابني', false],
    ['يا أخي أنا تعبان جدًا', false],
    ['I have a fever and a cough', false],
    ['the baby is crying', false],
  ] as const)('someone else named in "%s": %s', (text, other) => {
    expect(speaksOfSomeoneElse(text)).toBe(other);
  });
});

/** Every question text of an interview (screen and engine), answering "don't know" or the first option. */
function questionsOf(lang: Lang, inputs: string[], answer: (options: string[]) => string): string[] {
  let { state, reply }: { state: InterviewState; reply: Reply } = startInterview(lang);
  for (const text of inputs) ({ state, reply } = answerInterview(state, text));
  const texts: string[] = [];
  for (let turn = 0; turn < 40 && !reply.assessment && state.stage === 'questions'; turn++) {
    texts.push(reply.text);
    ({ state, reply } = answerInterview(state, answer(reply.options ?? [])));
  }
  return texts;
}

const dontKnow = (o: string[]) => o[o.length - 1];
const no = (o: string[]) => (o.length === 3 ? o[1] : o[o.length - 1]);

describe('a session about someone else never says "you" in a question', () => {
  const sessions: [Lang, string[], Person][] = [
    ['en', ['8 months', 'male', 'runny nose and cough'], 'he'],
    ['en', ['2 years', 'female', 'diarrhoea and vomiting since yesterday'], 'she'],
    ['en', ['5', 'male', 'rash on his arms and itching'], 'he'],
    ['en', ['72', 'female', 'my mother has back pain and feels dizzy'], 'she'],
    ['en', ['40', 'my husband', 'he has a headache and a sore throat'], 'he'],
    ['ar', ['٨ شهور', 'ذكر', 'رشح وكحة'], 'he'],
    ['ar', ['سنتين', 'أنثى', 'إسهال وترجيع من امبارح'], 'she'],
    ['ar', ['6', 'ولد', 'طفح في دراعه وهرش'], 'he'],
    ['ar', ['70', 'أنثى', 'أمي عندها وجع في ضهرها ودوخة'], 'she'],
    ['ar', ['45', 'جوزي', 'عنده صداع ووجع في الزور'], 'he'],
  ];
  it.each(sessions)('%s %j', (lang, inputs) => {
    for (const answer of [dontKnow, no]) {
      const texts = questionsOf(lang, inputs, answer);
      expect(texts.length, 'questions were asked').toBeGreaterThan(0);
      for (const text of texts) {
        // The first line may hold "I understood: ..."; the question is the rest (and the multi-choice hint).
        expect(secondPerson(text, lang), text).toEqual([]);
      }
    }
  });

  it('and a session about oneself does', () => {
    const texts = questionsOf('ar', ['35', 'ذكر', 'سخونية وكحة'], dontKnow);
    expect(texts.some((t) => secondPerson(t, 'ar').length > 0)).toBe(true);
    const en = questionsOf('en', ['35', 'male', 'fever and cough'], dontKnow);
    expect(en.some((t) => secondPerson(t, 'en').length > 0)).toBe(true);
  });

  it('questionText returns the form asked for, and a woman is spoken to as a woman', () => {
    let women = 0;
    for (const e of EVIDENCES) {
      for (const person of ['you', 'he', 'she'] as const)
        expect(questionText(e, 'ar', person, 'M')).toBe(e.question.ar[person]);
      expect(questionText(e, 'ar', 'you', 'F')).toBe(e.question.ar.youF ?? e.question.ar.you);
      expect(questionText(e, 'ar', 'she', 'F')).toBe(e.question.ar.she);
      expect(questionText(e, 'en', 'you', 'F')).toBe(e.question.en.you);
      if (e.question.ar.youF) women++;
    }
    expect(women).toBeGreaterThan(30);
  });
});
