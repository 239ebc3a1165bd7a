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

describe('negation over a list', () => {
  it.each([
    ['no fever, chills, nausea or vomiting', ['-E_91', '-E_94', '-E_148', '-E_211']],
    ["I don't have fever or cough", ['-E_91', '-E_201']],
    ['denies chest pain and shortness of breath', ['-E_53', '-E_66']],
    ['She has no diarrhoea, vomiting or rash', ['-E_51', '-E_211', '-E_129']],
    ['لا سخونية ولا ترجيع', ['-E_91', '-E_211']],
    ['مفيش سخونية ولا كحة ولا ترجيع', ['-E_91', '-E_201', '-E_211']],
    ['ما عنديش إسهال أو قيء', ['-E_51', '-E_211']],
    ['معندوش كحة، رشح أو سخونية', ['-E_201', '-E_181', '-E_91']],
  ])('%s', (text, expected) => {
    const s = summary(text);
    expect(s).toEqual(expect.arrayContaining(expected));
    for (const e of expected) expect(s).not.toContain(`+${e.slice(1)}`);
  });

  it('stops at the first thing said the other way', () => {
    expect(summary('no fever and I have a cough')).toEqual(expect.arrayContaining(['-E_91', '+E_201']));
    expect(summary('no fever, but vomiting since morning')).toEqual(expect.arrayContaining(['-E_91', '+E_211']));
    expect(summary('مفيش سخونية وعندي كحة')).toEqual(expect.arrayContaining(['-E_91', '+E_201']));
    expect(summary('no fever. Vomiting twice')).toEqual(expect.arrayContaining(['-E_91', '+E_211']));
  });
});

describe('qualities kept as said', () => {
  it.each(['cough with white phlegm', 'clear sputum when I cough', 'بكح وبلغم ابيض', 'بلغم شفاف'])(
    '%s is a cough, not coloured sputum',
    (text) => {
      expect(summary(text)).toContain('+E_201');
      expect(summary(text)).not.toContain('+E_77');
    },
  );
  it.each(['green phlegm', 'rusty sputum', 'yellow phlegm', 'بلغم اخضر', 'بلغم أصفر'])(
    '%s is coloured sputum',
    (text) => {
      expect(summary(text)).toContain('+E_77');
    },
  );
  it.each(['bloody phlegm', 'بلغم فيه دم'])('%s is blood in the sputum', (text) => {
    expect(summary(text)).toContain('+E_45');
  });
});

describe('lay body words and sides', () => {
  const where = (text: string) =>
    extractFindings(text)
      .filter((f) => f.location)
      .flatMap((f) => f.location!.group);
  it('reads فم المعدة as the pit of the stomach, not the mouth', () => {
    expect(where('عندي وجع في فم المعدة')).toContain('V_197');
    expect(where('عندي وجع في فم المعدة')).not.toContain('V_32');
  });
  it('reads the calf, the side and the back', () => {
    expect(where('السمانة بتوجعني').sort()).toEqual(['V_119', 'V_120']);
    expect(where('وجع في الجنب')).toEqual(expect.arrayContaining(['V_84', 'V_85']));
    expect(where('الضهر بيوجعني')).toContain('V_40');
    expect(where('pain in the upper belly')).toEqual(expect.arrayContaining(['V_197']));
  });
  it('keeps the side named', () => {
    expect(where('pain in my left calf')).toEqual(['V_120']);
    expect(where('my right knee hurts').sort()).toEqual(['V_47', 'V_92']);
    expect(where('الركبة الشمال بتوجعني').sort()).toEqual(['V_48', 'V_93']);
    expect(where('كتفي اليمين بيوجعني')).toEqual(['V_194']);
    expect(where('left calf is swollen')).toEqual(['V_120']);
  });
  it('records breathlessness said in Egyptian Arabic', () => {
    expect(summary('عندي ربو ونفسي ضيق وبكح من ٣ أيام والبخاخة مش نافعة')).toEqual(
      expect.arrayContaining(['+E_66', '+E_201']),
    );
  });
});

describe('words read in context', () => {
  it('reads a count of tablets far above a dose as an overdose, and a normal dose as nothing', () => {
    expect(summary('I took 20 paracetamol tablets an hour ago')).toContain('+T_MED_OVERDOSE');
    expect(summary('بلعت ٢٠ حباية باراسيتامول')).toContain('+T_MED_OVERDOSE');
    expect(summary('I take 2 paracetamol tablets for my headache')).not.toContain('+T_MED_OVERDOSE');
  });
  it('never reads the pills of a medicine as the spots of a rash', () => {
    expect(summary('كانت بتاخد حبوب باراسيتامول عشان ضهرها')).not.toContain('+E_129');
    expect(summary('ابني طلع عنده حبوب بتاكله')).toContain('+E_129');
  });
  it("reads a discharge from the eye, ear or nose as that organ's", () => {
    expect(summary('عيني حمراء وتخرج منها إفرازات لزجة')).toEqual(
      expect.arrayContaining(['+T_EYE_DISCHARGE', '+E_74']),
    );
    expect(summary('عيني حمراء وتخرج منها إفرازات لزجة')).not.toContain('+E_163');
    expect(summary('افرازات من ودني')).toContain('+T_EAR_DISCHARGE');
  });
});

describe('short answers', () => {
  it.each([
    ['yes', 1],
    ['Yeah', 1],
    ['ايوه', 1],
    ['آه', 1],
    ['نعم', 1],
    ['أيوة', 1],
    ['no', 0],
    ['nope', 0],
    ['لا', 0],
    ['لأ', 0],
    ['مفيش', 0],
    ["don't know", -1],
    ['مش عارف', -1],
    ['لا أعرف', -1],
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
