import { CLAUSE_MARK, LIST_MARK, tokenize } from './normalize.ts';

/**
 * Whether the person typing speaks of someone else: a relation named as one's own at the start of a message
 * ("my son has a fever", "for my mother", «ابني عنده سخونية», «بسأل عن جوزي»), or as the whole answer to "is the
 * patient male or female?" ("my son", «بنتي»). Relations only, never "he" or «عنده» alone: people use both of
 * their own body ("it hurts when he presses"). Later in a long message a relation is usually part of the story
 * ("since my son was born", «من ساعة ما ولدت ابني»), so only the first few words count.
 */
const EN_RELATIONS = new Set([
  'son',
  'daughter',
  'child',
  'kid',
  'baby',
  'boy',
  'girl',
  'toddler',
  'husband',
  'wife',
  'father',
  'dad',
  'mother',
  'mom',
  'mum',
  'brother',
  'sister',
  'grandfather',
  'grandmother',
  'grandpa',
  'grandma',
  'granny',
  'grandson',
  'granddaughter',
  'uncle',
  'aunt',
  'nephew',
  'niece',
  'cousin',
  'friend',
  'neighbour',
  'neighbor',
  'partner',
]);
const EN_OWNERS = new Set(['my', 'our']);

/** Arabic relations with the first-person possessive (normalised: ة → ه, ى → ي, أ → ا). */
const AR_RELATIONS = new Set([
  'ابني',
  'ابنتي',
  'بنتي',
  'ولدي',
  'طفلي',
  'طفلتي',
  'عيالي',
  'ولادي',
  'جوزي',
  'زوجي',
  'مراتي',
  'زوجتي',
  'ابويا',
  'ابوي',
  'ابي',
  'والدي',
  'امي',
  'والدتي',
  'اخويا',
  'اخوي',
  'اخي',
  'اختي',
  'جدي',
  'جدتي',
  'ستي',
  'عمي',
  'عمتي',
  'خالي',
  'خالتي',
  'حماتي',
  'حمايا',
  'صاحبي',
  'صاحبتي',
  'جاري',
  'جارتي',
  'حفيدي',
  'حفيدتي',
]);
/** Words a relation may be prefixed with: و (and), ل (for), ب (with/about), ف (in). */
const AR_PREFIX = /^[ولبف]/;

const LEADING_WORDS = 5;

function isRelation(tokens: string[], i: number): boolean {
  const t = tokens[i];
  if (EN_RELATIONS.has(t)) return i > 0 && EN_OWNERS.has(tokens[i - 1]);
  // «يا أخي», «يا أمي»: a call or an exclamation, not the patient.
  if (i > 0 && tokens[i - 1] === 'يا') return false;
  if (AR_RELATIONS.has(t)) return true;
  return AR_PREFIX.test(t) && AR_RELATIONS.has(t.slice(1));
}

export function speaksOfSomeoneElse(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== CLAUSE_MARK && t !== LIST_MARK);
  for (let i = 0; i < Math.min(tokens.length, LEADING_WORDS); i++) if (isRelation(tokens, i)) return true;
  return false;
}
