import { describe, expect, it } from 'vitest';
import { extractFindings, normalizeArabic, parseAge, parseSex, parseYesNo } from '../src/index.ts';

const summary = (text: string) =>
  extractFindings(text)
    .filter((f) => !f.location)
    .map((f) => `${f.present ? '+' : '-'}${f.code}`);

describe('Arabic normalisation', () => {
  it('folds hamza forms, ta marbuta, alif maqsura, diacritics and tatweel', () => {
    expect(normalizeArabic('أإآٱ')).toBe('اااا');
    expect(normalizeArabic('كحة')).toBe('كحه');
    expect(normalizeArabic('حمى')).toBe('حمي');
    expect(normalizeArabic('صُدَاعٌ')).toBe('صداع');
    expect(normalizeArabic('صــداع')).toBe('صداع');
  });
});

describe('free-text extraction', () => {
  it('understands English symptoms', () => {
    const s = summary('I have a high fever, a bad cough and my stomach hurts');
    expect(s).toContain('+E_91');
    expect(s).toContain('+E_201');
    expect(s).toContain('+E_53');
  });

  it('understands Modern Standard Arabic', () => {
    const s = summary('أعاني من ارتفاع في الحرارة وسعال وضيق في التنفس');
    expect(s).toEqual(expect.arrayContaining(['+E_91', '+E_201', '+E_66']));
  });

  it('understands Egyptian colloquial Arabic', () => {
    expect(summary('عندي سخونية وكحة ومناخيري مسدودة')).toEqual(expect.arrayContaining(['+E_91', '+E_201', '+E_181']));
    expect(summary('بطني بتوجعني وبرجع')).toEqual(expect.arrayContaining(['+T_ABDOMINAL_PAIN', '+E_211']));
    expect(summary('ضرسي بيوجعني')).toContain('+T_TOOTHACHE');
  });

  it('tolerates spelling variants (hamza, ta marbuta, ya)', () => {
    expect(summary('الم فى الصدر')).toContain('+E_53');
    expect(summary('ألم في الصدر')).toContain('+E_53');
    expect(summary('كحه')).toContain('+E_201');
  });

  it('tolerates common English misspellings', () => {
    expect(summary('feaver and diarhea')).toEqual(expect.arrayContaining(['+E_91', '+E_51']));
    expect(summary('bad headach and vomitting')).toEqual(expect.arrayContaining(['+T_HEADACHE', '+E_211']));
    expect(summary('ظهري بيوجعني')).toContain('+T_BACK_PAIN');
    expect(summary('ضهري بيوجعني')).toContain('+T_BACK_PAIN');
  });

  it('attaches body locations to pain', () => {
    const loc = extractFindings('my knee hurts').find((f) => f.location);
    expect(loc?.code).toBe('E_55');
    expect(loc?.location?.group).toContain('V_92');
  });
});

describe('negation', () => {
  it.each([
    ['no fever', '-E_91'],
    ["I don't have a cough", '-E_201'],
    ['I have not had any diarrhea', '-E_51'],
    ['مفيش سخونية', '-E_91'],
    ['مش عندي كحة', '-E_201'],
    ['لا يوجد ألم', '-E_53'],
    ['معنديش إسهال', '-E_51'],
    ['مبكحش خالص', '-E_201'],
    ['بدون حرارة', '-E_91'],
  ])('%s', (text, expected) => {
    expect(summary(text)).toContain(expected);
    expect(summary(text)).not.toContain(`+${expected.slice(1)}`);
  });

  it('keeps negation inside its clause', () => {
    expect(summary('no fever but a terrible cough')).toEqual(expect.arrayContaining(['-E_91', '+E_201']));
    expect(summary('مفيش سخونية بس عندي كحة')).toEqual(expect.arrayContaining(['-E_91', '+E_201']));
    expect(summary('sore throat, runny nose, no fever')).toEqual(expect.arrayContaining(['+E_97', '+E_181', '-E_91']));
  });
});

describe('short answers', () => {
  it.each([
    ['yes', 1], ['Yeah', 1], ['ايوه', 1], ['آه', 1], ['نعم', 1], ['أيوة', 1],
    ['no', 0], ['nope', 0], ['لا', 0], ['لأ', 0], ['مفيش', 0],
    ["don't know", -1], ['مش عارف', -1], ['لا أعرف', -1],
  ])('%s', (text, value) => {
    expect(parseYesNo(text)).toBe(value);
  });

  it('rejects unrelated text', () => {
    expect(parseYesNo('purple elephant')).toBeNull();
  });

  it('parses ages and sexes', () => {
    expect(parseAge('34')).toBe(34);
    expect(parseAge('٤٥ سنة')).toBe(45);
    expect(parseAge('8 months')).toBe(0);
    expect(parseAge('hello')).toBeNull();
    expect(parseSex('Female')).toBe('F');
    expect(parseSex('ذكر')).toBe('M');
    expect(parseSex('أنثى')).toBe('F');
    expect(parseSex('banana')).toBeNull();
  });
});
