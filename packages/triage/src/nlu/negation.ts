import { normalizeArabic } from './normalize.ts';

/**
 * Negation, read once for every concept and finding: both readers of free text (nlu/extract.ts for the
 * engine's findings, engine/concepts.ts for the rule table's concepts) use these words and helpers.
 * Words are compared after Arabic normalisation (أ→ا, ة→ه, ى→ي...).
 */
export const NEGATION_CUES = {
  en: [
    'no',
    'not',
    'dont',
    "don't",
    'doesnt',
    "doesn't",
    'didnt',
    "didn't",
    'never',
    'without',
    'none',
    'nor',
    'neither',
    'denies',
    'deny',
    'isnt',
    "isn't",
    'arent',
    "aren't",
    'havent',
    "haven't",
    'hasnt',
    "hasn't",
    'hadnt',
    "hadn't",
    'wasnt',
    "wasn't",
    'werent',
    "weren't",
  ],
  ar: [
    'لا',
    'ليس',
    'ليست',
    'لست',
    'لم',
    'لن',
    'مش',
    'مفيش',
    'مافيش',
    'مفيهوش',
    'بدون',
    'ما',
    'معنديش',
    'ماعنديش',
    'معندهوش',
    'ماعندوش',
    'معندوش',
    'مبقاش',
    'ولا',
    'مابقاش',
    'مفيهاش',
    'معندهاش',
    'ماعندهاش',
    'بلا',
    'انعدام',
    'عدم',
    'مكانش',
    'ماكانش',
    'مكنش',
    'مكنتش',
    'مكانتش',
  ],
};

/** Words that make what follows a condition, not a statement ("if he gets a fever", "لو سخن"). */
export const CONDITION_CUES = ['if', 'unless', 'whether', 'لو', 'اذا', 'إذا'];

/** "…ومفيش سخونية وعندي كحة": "and I have" starts a new, positive statement and ends a negation's reach. */
export const AFFIRMATIVE_CUES = ['عندي', 'عنده', 'عندها', 'عندنا', 'عندهم', 'حاسس', 'حاسه', 'بحس', 'بقيت', 'بقي'];

const norm = (w: string) => normalizeArabic(w.toLowerCase());
const NEGATIONS = new Set([...NEGATION_CUES.en, ...NEGATION_CUES.ar].map(norm));
const CONDITIONS = new Set(CONDITION_CUES.map(norm));
const AFFIRMATIVES = new Set(AFFIRMATIVE_CUES.map(norm));

/** Egyptian negation wraps the verb: "مبكحش" = I don't cough, "معنديش" = I don't have; also after و. */
export function circumfixInner(word: string): string | null {
  const token = word.startsWith('و') && word.length >= 5 ? word.slice(1) : word;
  if (token.length < 4 || !token.endsWith('ش')) return null;
  if (token.startsWith('ما') && token.length >= 5) return token.slice(2, -1);
  if (token.startsWith('م')) return token.slice(1, -1);
  return null;
}

/**
 * «ما» after these words is the conjunction ("whenever", "as soon as", "after", "since"), not a negation:
 * «كل ما الجو يتغير مناخيري تاكلني» (whenever the weather changes my nose itches), «من ساعة ما شلت» (since I
 * lifted), «بعد ما اكلت», «أول ما صحيت».
 */
const MA_CONJUNCTION_AFTER = new Set(
  [
    'كل',
    'اول',
    'أول',
    'بعد',
    'قبل',
    'ساعه',
    'ساعة',
    'لحد',
    'لغايه',
    'زي',
    'طول',
    'وقت',
    'يوم',
    'عشان',
    'علشان',
    'مع',
    'كله',
  ].map((w) => normalizeArabic(w)),
);

/** «ما» used as a conjunction after «كل», «أول», «بعد», «ساعة»... (see MA_CONJUNCTION_AFTER). */
export function isConjunctionMa(word: string, prev?: string): boolean {
  if (prev === undefined || normalizeArabic(word.toLowerCase()) !== 'ما') return false;
  const p = normalizeArabic(prev.toLowerCase());
  return MA_CONJUNCTION_AFTER.has(p) || (p.startsWith('و') && MA_CONJUNCTION_AFTER.has(p.slice(1)));
}

/** A plain negation word, also with the conjunction و attached ("ومفيش", "ومش"). */
export function isNegationCue(word: string): boolean {
  const w = norm(word);
  return NEGATIONS.has(w) || (w.length >= 3 && w.startsWith('و') && NEGATIONS.has(w.slice(1)));
}

/**
 * Does this word (with the word before it) keep what follows from being said as present: a negation,
 * "من غير" (without), a condition, or an Egyptian circumfix negation?
 */
export function cancelsFollowing(word: string, prev?: string, distance = 1): boolean {
  const w = norm(word);
  if (isConjunctionMa(w, prev)) return false;
  if (isNegationCue(w) || CONDITIONS.has(w) || (w.startsWith('و') && CONDITIONS.has(w.slice(1)))) return true;
  if (w === 'غير' && prev !== undefined && ['من', 'ومن', 'بدون'].includes(norm(prev))) return true;
  // A circumfix negates its own verb and that verb's object ("معنديش سخونية", "معنديش اي سخونية"), not a later
  // clause ("ومبلش البامبرز خالص وعينيه غايرة": the eyes are sunken).
  return distance <= 2 && circumfixInner(w) !== null;
}

/** "وعندي", "وعنده": a new positive statement; a negation before it does not reach past it. */
export function startsAffirmative(word: string): boolean {
  const w = norm(word);
  return w.startsWith('و') && AFFIRMATIVES.has(w.slice(1));
}

export function isAffirmative(word: string): boolean {
  return AFFIRMATIVES.has(norm(word));
}
