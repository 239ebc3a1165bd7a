import type { Sex } from '../types.ts';
import { normalizeText, tokenize, CLAUSE_MARK } from './normalize.ts';

const norm = (s: string) =>
  normalizeText(s)
    .replace(/[.,;!?؟،؛"'«»“”()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const set = (xs: string[]) => new Set(xs.map(norm));

const DONT_KNOW = set([
  "don't know",
  'dont know',
  'do not know',
  'not sure',
  'unsure',
  'idk',
  'dunno',
  'maybe',
  'no idea',
  'لا اعرف',
  'لا أعرف',
  'مش عارف',
  'مش عارفه',
  'معرفش',
  'ماعرفش',
  'مش متاكد',
  'مش متأكد',
  'مش متاكده',
  'لا ادري',
  'لا أدري',
  'الله اعلم',
  'يمكن',
  'ممكن',
  'غير متاكد',
  'غير متأكد',
]);
const YES = set([
  'yes',
  'y',
  'yeah',
  'yea',
  'yep',
  'yup',
  'sure',
  'correct',
  'true',
  'i do',
  'i have',
  'i did',
  'of course',
  'definitely',
  'right',
  'ok',
  'okay',
  'affirmative',
  'نعم',
  'ايوه',
  'أيوه',
  'ايوا',
  'أيوا',
  'ايوة',
  'آه',
  'اه',
  'ايه',
  'أجل',
  'اجل',
  'اكيد',
  'أكيد',
  'صح',
  'صحيح',
  'ايون',
  'طبعا',
  'طبعًا',
  'بالظبط',
  'عندي',
  'موجود',
  'يوجد',
  'فعلا',
  'اها',
  'أه',
  'ااه',
  'نعم يوجد',
]);
const NO = set([
  'no',
  'n',
  'nope',
  'nah',
  'not really',
  "i don't",
  'i dont',
  'none',
  'never',
  'not at all',
  "no i don't",
  'negative',
  'false',
  'لا',
  'لأ',
  'لاء',
  'لا لا',
  'لاا',
  'مش',
  'مفيش',
  'مافيش',
  'ابدا',
  'أبدا',
  'أبدًا',
  'ابدًا',
  'لا يوجد',
  'لا ليس',
  'ليس',
  'كلا',
  'خالص',
  'مش عندي',
  'معنديش',
  'ماعنديش',
  'لا مفيش',
  'لا خالص',
  'غير موجود',
]);

export type YesNo = 1 | 0 | -1;

/** Yes / no / don't know in English or Arabic, or null if the text is something else. */
export function parseYesNo(text: string): YesNo | null {
  const n = norm(text);
  if (!n) return null;
  if (DONT_KNOW.has(n)) return -1;
  if (YES.has(n)) return 1;
  if (NO.has(n)) return 0;
  // Short answers with a trailing word: "yes I do", "لا مش عندي", "ايوه عندي".
  const first = n.split(' ')[0];
  const rest = n.split(' ').length;
  if (rest <= 4) {
    for (const dk of DONT_KNOW) if (n.startsWith(dk + ' ') || n === dk) return -1;
    if (YES.has(first)) return 1;
    if (NO.has(first)) return 0;
  }
  return null;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  واحد: 1,
  واحده: 1,
  اتنين: 2,
  اثنين: 2,
  تلاته: 3,
  ثلاثه: 3,
  تلات: 3,
  ثلاث: 3,
  اربعه: 4,
  اربع: 4,
  خمسه: 5,
  خمس: 5,
  سته: 6,
  ست: 6,
  سبعه: 7,
  سبع: 7,
  تمانيه: 8,
  ثمانيه: 8,
  تمن: 8,
  تسعه: 9,
  تسع: 9,
  عشره: 10,
  عشر: 10,
  حداشر: 11,
  اتناشر: 12,
  عشرين: 20,
  تلاتين: 30,
  ثلاثين: 30,
  اربعين: 40,
  خمسين: 50,
  ستين: 60,
  سبعين: 70,
  تمانين: 80,
  ثمانين: 80,
  تسعين: 90,
};
/** Unit words with their length in months; a dual form ("سنتين", "شهرين") also says "two". */
const AGE_UNITS: Record<string, { months: number; count?: number }> = {
  year: { months: 12 },
  years: { months: 12 },
  yr: { months: 12 },
  yrs: { months: 12 },
  yo: { months: 12 },
  سنه: { months: 12 },
  سنين: { months: 12 },
  سنوات: { months: 12 },
  عام: { months: 12 },
  اعوام: { months: 12 },
  سنتين: { months: 12, count: 2 },
  عامين: { months: 12, count: 2 },
  month: { months: 1 },
  months: { months: 1 },
  mo: { months: 1 },
  mos: { months: 1 },
  mths: { months: 1 },
  شهر: { months: 1 },
  شهور: { months: 1 },
  اشهر: { months: 1 },
  شهرين: { months: 1, count: 2 },
  week: { months: 7 / 30.44 },
  weeks: { months: 7 / 30.44 },
  wk: { months: 7 / 30.44 },
  wks: { months: 7 / 30.44 },
  اسبوع: { months: 7 / 30.44 },
  اسابيع: { months: 7 / 30.44 },
  اسبوعين: { months: 7 / 30.44, count: 2 },
  جمعه: { months: 7 / 30.44 },
  day: { months: 1 / 30.44 },
  days: { months: 1 / 30.44 },
  يوم: { months: 1 / 30.44 },
  ايام: { months: 1 / 30.44 },
  يومين: { months: 1 / 30.44, count: 2 },
};
const HALF = new Set(['نص', 'ونص', 'نصف', 'ونصف', 'half']);
const BABY_WORDS = ['baby', 'newborn', 'infant', 'رضيع', 'رضيعه', 'مولود', 'مولوده', 'بيبي'];

/**
 * Age in months (fractions allowed) from "34", "18 months", "٥ شهور", "2 weeks", "سنة ونص", "سنة و نص",
 * "a year and a half", "سنتين و ٣ شهور"; null when no age can be read. A bare number is years.
 */
export function parseAgeMonths(text: string): number | null {
  const toks = normalizeText(text)
    .replace(/(\d)[.,٫](\d)/g, '$1d$2')
    .replace(/[.,;!?؟،؛"'«»“”()]/g, ' ')
    .replace(/(\d)d(\d)/g, '$1.$2')
    .replace(/(\d)([^\d\s.])/g, '$1 $2')
    .replace(/([^\d\s.])(\d)/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  let total = 0;
  let units = 0;
  let pending: number | null = null;
  for (let i = 0; i < toks.length; i++) {
    let tk = toks[i];
    if (tk === 'و' || tk === 'and') continue;
    if (
      tk.startsWith('و') &&
      tk.length > 2 &&
      (AGE_UNITS[tk.slice(1)] ||
        NUMBER_WORDS[tk.slice(1)] !== undefined ||
        HALF.has(tk.slice(1)) ||
        /^\d/.test(tk.slice(1)))
    )
      tk = tk.slice(1);
    if (HALF.has(tk)) {
      if (pending !== null) pending += 0.5;
      continue;
    }
    if (/^\d+(\.\d+)?$/.test(tk)) {
      pending = (pending ?? 0) + Number(tk);
      continue;
    }
    if (NUMBER_WORDS[tk] !== undefined && !(tk === 'a' && !AGE_UNITS[toks[i + 1] ?? ''])) {
      pending = (pending ?? 0) + NUMBER_WORDS[tk];
      continue;
    }
    const unit = AGE_UNITS[tk];
    if (unit && (pending !== null || tk.length > 1)) {
      let n = pending ?? unit.count ?? 1;
      if (unit.count && pending !== null) n = pending;
      // "and a half" / "ونص" right after the unit.
      const next = toks.slice(i + 1, i + 4).filter((x) => x !== 'و' && x !== 'and' && x !== 'a');
      if (next.length && HALF.has(next[0])) {
        n += 0.5;
        i += toks.slice(i + 1).findIndex((x) => HALF.has(x)) + 1;
      }
      total += n * unit.months;
      units++;
      pending = null;
      continue;
    }
  }
  if (pending !== null) {
    if (units === 0) total += pending * 12;
    units++;
  }
  if (!units) return null;
  if (total < 0 || total > 120 * 12) return null;
  return total;
}

/** Age in whole years (babies count as 0), or null. */
export function parseAge(text: string): number | null {
  const months = parseAgeMonths(text);
  if (months === null) {
    if (
      norm(text)
        .split(' ')
        .some((tk) => BABY_WORDS.includes(tk))
    )
      return 0;
    return null;
  }
  return Math.floor(months / 12 + 1e-9);
}

const MALE = set([
  'male',
  'm',
  'man',
  'boy',
  'he',
  'him',
  'son',
  'husband',
  'father',
  'dad',
  'gentleman',
  'ذكر',
  'راجل',
  'رجل',
  'ولد',
  'ابني',
  'ابنى',
  'شاب',
  'زوجي',
  'جوزي',
  'ابويا',
  'والدي',
  'صبي',
  'ذكور',
]);
const FEMALE = set([
  'female',
  'f',
  'woman',
  'girl',
  'she',
  'her',
  'daughter',
  'wife',
  'mother',
  'mom',
  'lady',
  'انثى',
  'أنثى',
  'انثي',
  'ست',
  'بنت',
  'امراه',
  'امرأة',
  'مراتي',
  'زوجتي',
  'بنتي',
  'سيده',
  'انسه',
  'امي',
  'والدتي',
  'طفله',
  'فتاه',
  'اناث',
]);

export function parseSex(text: string): Sex | null {
  const toks = tokenize(text).filter((x) => x !== CLAUSE_MARK);
  let male = false;
  let female = false;
  for (const tk of toks) {
    if (FEMALE.has(tk)) female = true;
    else if (MALE.has(tk)) male = true;
  }
  if (male === female) return null;
  return male ? 'M' : 'F';
}

export function isStartOver(text: string): boolean {
  const n = norm(text);
  return [
    'start over',
    'restart',
    'start again',
    'new check',
    'ابدا من جديد',
    'ابدأ من جديد',
    'من جديد',
    'ابدا تاني',
    'اعاده',
    'إعادة',
  ]
    .map(norm)
    .includes(n);
}

/**
 * Matches a free-text answer to option labels. Returns the indices of the options named,
 * allowing several separated by commas or "and"/"و".
 */
const SIDE: Record<string, string> = {
  r: 'right',
  right: 'right',
  يمين: 'right',
  يمني: 'right',
  ايمن: 'right',
  l: 'left',
  left: 'left',
  يسار: 'left',
  شمال: 'left',
  يسري: 'left',
  ايسر: 'left',
};
const FILLER = new Set([
  'the',
  'my',
  'a',
  'on',
  'of',
  'in',
  'side',
  'at',
  'في',
  'من',
  'على',
  'علي',
  'جهه',
  'ناحيه',
  'جنب',
]);

/** Order-free key of an option: "ear(R)", "right ear" and "الأذن اليمين" reduce alike. */
function optionKey(s: string): string {
  return norm(s)
    .split(' ')
    .map((t) => (t.startsWith('ال') && t.length > 3 ? t.slice(2) : t))
    .map((t) => SIDE[t] ?? t)
    .filter((t) => t && !FILLER.has(t))
    .sort()
    .join(' ');
}

export function matchOptions(text: string, labels: string[][], multiple: boolean): number[] | null {
  const n = norm(text);
  if (!n) return null;
  const normLabels = labels.map((ls) => ls.map(norm));
  const keyLabels = labels.map((ls) => ls.map(optionKey));
  const find = (part: string) => {
    const exact = normLabels.findIndex((ls) => ls.includes(norm(part)));
    if (exact >= 0) return exact;
    const k = optionKey(part);
    return k ? keyLabels.findIndex((ls) => ls.includes(k)) : -1;
  };
  const whole = find(text);
  if (whole >= 0) return [whole];
  if (!multiple) return null;
  const parts = normalizeText(text)
    .split(/[,،;؛\n]|\sand\s|\sو\s/)
    .map(norm)
    .filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    const i = find(p);
    if (i < 0) return null;
    if (!out.includes(i)) out.push(i);
  }
  return out.length ? out : null;
}

/** A number on a 0-10 scale, as digits (Latin or Arabic). */
export function parseScale(text: string): number | null {
  const n = norm(text);
  const m = n.match(/^\D{0,12}(\d{1,2})\D{0,12}$/);
  if (!m) return null;
  const v = Number(m[1]);
  return v >= 0 && v <= 10 ? v : null;
}
