import { latinDigits } from '@tabib/contracts/digits';

// Arabic is typed in many ways (with or without hamza, ta marbuta written as ha, Egyptian
// spelling of ى as ي...). Everything is folded to one form before matching.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

/**
 * «ظهر» is both "back" (Egyptian «ضهر») and "appeared": «وظهر طفح في جسمي» (and a rash appeared on my body) was
 * read as back pain and a rash on the back. Before a skin finding or "on me / to me" it is the verb, written the
 * Egyptian way («طلع», came out), before the ظ/ض folding makes the two one word.
 */
const APPEARED =
  /(^|[\s\u060C,.]|[وف])(?:ظهر|ظهرت|يظهر|تظهر|بيظهر|بتظهر|ظهرو|ظهروا)(?=\s+(?:لي|لى|ليا|عندي|عنده|عندها|عليه|عليها|علي|على|عليا|طفح|حبوب|حبه|حبة|بقع|بقعه|بقعة|نقط|بثور|فقاقيع|كدمات|كدمه|كدمة|احمرار|هرش|حكه|حكة|ورم|تورم)(?:\s|$))/g;

/**
 * «رجع» is both "vomited" (Egyptian «رجّع», the shadda rarely typed) and "went back, came back": «رجع يلعب عادي»
 * (he went back to playing) was read as vomiting, and a toddler's harmless bump became a head injury with
 * vomiting. Before a present-tense verb (يلعب، ياكل، تنام; not a number: «رجع تلات مرات» is vomiting) or a place
 * or state it went back to («البيت», «عادي», «طبيعي»), the past form is the verb of returning, written «عاد».
 */
const RETURNED =
  /(^|[\s\u060C,.]|[وف])(?:رجع|رجعت|رجعو|رجعوا)(?=\s+(?:ي(?!وم)[\u0621-\u064A]{2,}|ت(?!لات|لت|اني|انيه|رجيع|من|سع|لاته)[\u0621-\u064A]{2,}|البيت|للبيت|لبيت|من|عادي|طبيعي|زي|كويس|لطبيعت[\u0621-\u064A]*|لحالت[\u0621-\u064A]*|للمدرسه|المدرسه|الحضانه|للحضانه|الشغل|للشغل|مكان[\u0621-\u064A]*)(?:\s|$|[\u060C,.]))/g;

export function normalizeArabic(s: string): string {
  return (
    s
      .replace(DIACRITICS, '')
      .replace(TATWEEL, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      .replace(APPEARED, '$1طلع')
      .replace(RETURNED, '$1عاد')
      // Egyptian spelling swaps ظ and ض freely (ظهر / ضهر).
      .replace(/ظ/g, 'ض')
  );
}

export function normalizeText(s: string): string {
  return normalizeArabic(latinDigits(s.normalize('NFC')))
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const CLAUSE_MARK = '|';
/** A comma between list items ("no fever, chills or vomiting"), kept apart from a clause end when asked for. */
export const LIST_MARK = ',';

/**
 * Tokens of normalised text; punctuation that ends a clause becomes CLAUSE_MARK. With `keepCommas`,
 * a lone comma becomes LIST_MARK, so that a negation can be carried along a list.
 */
export function tokenize(s: string, keepCommas = false): string[] {
  const n = normalizeText(s);
  const t = (keepCommas ? n.replace(/\s*[,،]\s*(?![.,;!?؟،؛:\n])/g, ` ${LIST_MARK} `) : n)
    .replace(/[.,;!?؟،؛:\n()[\]{}"]+/g, (m) => (m === LIST_MARK ? m : ` ${CLAUSE_MARK} `))
    .replace(/[-_/\\*+=<>~^]+/g, ' ');
  return t.split(' ').filter((x) => x.length > 0);
}

const AR_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل', 'ك'];
const AR_SUFFIXES = ['يا', 'ها', 'نا', 'هم', 'كم', 'ني', 'ات', 'ين', 'ون', 'ي', 'ه', 'ك'];
const isArabic = (s: string) => /[\u0600-\u06FF]/.test(s);

/** Light stemming: the forms a text token may stand for (prefix/suffix stripped). */
export function variants(token: string): string[] {
  const out = new Set<string>([token]);
  if (isArabic(token)) {
    const stems = [token];
    // Stems shorter than three letters collide too easily ("لوز" and "وزني" would share "وز").
    for (const p of AR_PREFIXES)
      if (token.startsWith(p) && token.length - p.length >= (p === 'و' ? 2 : 3)) stems.push(token.slice(p.length));
    for (const s of stems) {
      out.add(s);
      for (const x of AR_SUFFIXES) if (s.endsWith(x) && s.length - x.length >= 3) out.add(s.slice(0, -x.length));
    }
  } else {
    if (token.endsWith("'s")) out.add(token.slice(0, -2));
    if (token.endsWith('s') && token.length > 3) out.add(token.slice(0, -1));
    if (token.endsWith('es') && token.length > 4) out.add(token.slice(0, -2));
  }
  return [...out];
}
