import { EVIDENCE_BY_CODE } from '../kb/index.ts';
import { circumfixInner, isConjunctionMa, isNegationCue, NEGATION_CUES, startsAffirmative } from './negation.ts';
import {
  BODY_PARTS,
  CLAUSE_BREAKS,
  LEXICON,
  LIST_CONNECTORS,
  MEDICINE_WORDS,
  QUALIFIERS,
  SIDE_WORDS,
  TRIGGERS,
  type LexEntry,
} from './lexicon.ts';
import { CLAUSE_MARK, LIST_MARK, tokenize, variants } from './normalize.ts';

export interface Finding {
  code: string;
  present: boolean;
  /**
   * A weak reading: one word matched only after stripping a letter that may be the word's own («لخبطة»,
   * confusion, and «الخبطة», the bump, share a stem). It still counts as evidence, but is not shown back as
   * understood.
   */
  weak?: true;
  /** Partial location knowledge for a multi-choice evidence (E_55/E_133/E_152). */
  location?: { evidence: string; group: string[] };
}

interface Phrase {
  tokens: Set<string>[];
  size: number;
  /** The phrase's own words (normalised), to tell an exact match from a stemmed one. */
  words: string[];
}
const compile = (p: string): Phrase => {
  const toks = tokenize(p).filter((t) => t !== CLAUSE_MARK);
  return { tokens: toks.map((t) => new Set(variants(t))), size: toks.join(' ').length, words: toks };
};

// Clitics read as exact: the conjunction, the article (with a preposition), the Egyptian present «ب» («بكح»،
// «بنزف»: far more often the verb prefix than a word's own letter), the possessive and plural endings. A bare
// ل/ك/ف may begin a word («لخبطة»), so stripping one of them is not an exact match.
const SURE_PREFIX = /^(وال|بال|فال|كال|ال|وب|و|ب)/;
const SURE_SUFFIX = /(ها|هم|كم|نا|ي|ه|ك|ات|ين|ون)$/;

/** The forms of a typed word that count as the same word said exactly. */
function exactForms(raw: string): string[] {
  const out = [raw];
  const p = raw.replace(SURE_PREFIX, '');
  if (p.length >= 3 && p !== raw) out.push(p);
  for (const w of [...out]) {
    const q = w.replace(SURE_SUFFIX, '');
    if (q.length >= 3 && q !== w) out.push(q);
  }
  return out;
}

/** A one-word match only reached through a stem (see Finding.weak). */
function weakMatch(tok: { raw: string }, phrases: Phrase[]): boolean {
  const forms = exactForms(tok.raw);
  return !phrases.some((p) => p.words.length === 1 && exactForms(p.words[0]).some((f) => forms.includes(f)));
}

interface CompiledEntry {
  entry: LexEntry;
  phrases: Phrase[];
}
const ENTRIES: CompiledEntry[] = LEXICON.map((entry) => ({ entry, phrases: [...entry.en, ...entry.ar].map(compile) }));
const TRIGGER_PHRASES = TRIGGERS.map((t) => ({ trigger: t, phrases: [...t.en, ...t.ar].map(compile) }));
const BODY_PHRASES = BODY_PARTS.map((b) => ({ part: b, phrases: [...b.en, ...b.ar].map(compile) }));
/** More tablets than this at once is an overdose of any common medicine. */
const OVERDOSE_COUNT = 8;
const PILL_WORDS = new Set(
  [
    'pill',
    'pills',
    'tablet',
    'tablets',
    'capsules',
    'paracetamol',
    'panadol',
    'حبوب',
    'حبايه',
    'حبايات',
    'قرص',
    'اقراص',
    'برشامه',
    'برشام',
    'باراسيتامول',
    'بنادول',
  ].flatMap((w) => tokenize(w)),
);
const MEDICINE_PHRASES = [...MEDICINE_WORDS.en, ...MEDICINE_WORDS.ar].map(compile);
const NEGATIONS = new Set([...NEGATION_CUES.en, ...NEGATION_CUES.ar].flatMap((t) => tokenize(t)));
// "من غير عماص" (without): غير negates only after من / بدون.
const WITHOUT_AFTER = new Set(['من', 'ومن', 'بدون']);
const BREAKS = new Set(CLAUSE_BREAKS.flatMap((t) => tokenize(t)));
const CONNECTORS = new Set([LIST_MARK, ...LIST_CONNECTORS.flatMap((t) => tokenize(t))]);
const SIDES = new Map<string, 'R' | 'L'>(
  [...SIDE_WORDS.right.map((w) => [w, 'R'] as const), ...SIDE_WORDS.left.map((w) => [w, 'L'] as const)].flatMap(
    ([w, side]) => tokenize(w).map((t) => [t, side] as const),
  ),
);
const QUALIFIER_WORDS = QUALIFIERS.map((q) => ({ ...q, words: new Set(q.words.flatMap((w) => tokenize(w))) }));
/** Body locations with a side: the value's English label ends in (R) or (L). */
const SIDE_OF = new Map<string, 'R' | 'L'>();
for (const [v, l] of Object.entries(EVIDENCE_BY_CODE.get('E_55')?.valueLabels ?? {})) {
  if (/\(R\)$/.test(l.en)) SIDE_OF.set(v, 'R');
  else if (/\(L\)$/.test(l.en)) SIDE_OF.set(v, 'L');
}

interface Tok {
  raw: string;
  forms: Set<string>;
  negated: boolean;
}

function prepare(text: string): Tok[] {
  return tokenize(text, true).map((raw) => {
    const forms = new Set(variants(raw));
    const inner = circumfixInner(raw);
    let negated = false;
    if (inner && !NEGATIONS.has(raw)) {
      for (const v of variants(inner)) forms.add(v);
      negated = true;
    }
    return { raw, forms, negated };
  });
}

function matchAt(toks: Tok[], i: number, p: Phrase): boolean {
  if (i + p.tokens.length > toks.length) return false;
  for (let k = 0; k < p.tokens.length; k++) {
    const t = toks[i + k];
    if (t.raw === CLAUSE_MARK || t.raw === LIST_MARK) return false;
    let ok = false;
    for (const f of t.forms)
      if (p.tokens[k].has(f)) {
        ok = true;
        break;
      }
    if (!ok) return false;
  }
  return true;
}

const isNegationToken = (t: Tok, prev?: Tok) =>
  !isConjunctionMa(t.raw, prev?.raw) &&
  (NEGATIONS.has(t.raw) ||
    isNegationCue(t.raw) ||
    (t.raw === 'غير' && !!prev && WITHOUT_AFTER.has(prev.raw)) ||
    [...t.forms].some((f) => f.length >= 2 && NEGATIONS.has(f) && t.raw.length <= f.length + 1));
// "مفيش سخونية وعندي كحة": "and I have" starts a new, positive statement.
const isBreak = (t: Tok) =>
  t.raw === CLAUSE_MARK || t.raw === LIST_MARK || BREAKS.has(t.raw) || startsAffirmative(t.raw);

/**
 * First words of phrases that carry their own Egyptian negation («مليش نفس للاكل», I have no appetite;
 * «مبيرضعش», he does not feed): the phrase says the finding is present, so its own circumfix does not negate it.
 */
const SELF_NEGATING_STARTS = new Set(
  ENTRIES.flatMap((e) => e.phrases.map((p) => p.words[0])).filter((w) => w && circumfixInner(w) !== null),
);

function negatedAt(toks: Tok[], start: number): boolean {
  const raw = toks[start].raw;
  const own = SELF_NEGATING_STARTS.has(raw) || (raw.startsWith('و') && SELF_NEGATING_STARTS.has(raw.slice(1)));
  if (toks[start].negated && !own) return true;
  for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
    const t = toks[k];
    if (isBreak(t)) return false;
    if (isNegationToken(t, toks[k - 1]) || t.negated) return true;
  }
  return false;
}

interface Span {
  start: number;
  end: number;
  weight: number;
}

/**
 * Phrases to look for, by the forms their first word may take: a text is matched against the phrases that can
 * start at each of its words, not against every phrase at every word. `order` is a phrase's place in the list
 * it came from, which settles ties between equally long matches at one word, as the list's order always has.
 */
interface PhraseTable<T> {
  byFirst: Map<string, PhraseEntry<T>[]>;
}
interface PhraseEntry<T> {
  item: T;
  phrase: Phrase;
  order: number;
}

function phraseTable<T>(items: { item: T; phrases: Phrase[] }[]): PhraseTable<T> {
  const byFirst = new Map<string, PhraseEntry<T>[]>();
  let order = 0;
  for (const { item, phrases } of items)
    for (const phrase of phrases) {
      if (!phrase.tokens.length) throw new Error(`a phrase with no words would match at every word: ${String(item)}`);
      const entry = { item, phrase, order: order++ };
      for (const form of phrase.tokens[0]!) {
        const list = byFirst.get(form);
        if (list) list.push(entry);
        else byFirst.set(form, [entry]);
      }
    }
  return { byFirst };
}

function findSpans<T>(toks: Tok[], table: PhraseTable<T>, taken: boolean[]): { item: T; span: Span }[] {
  const cands: { item: T; span: Span; order: number }[] = [];
  const tried = new Set<PhraseEntry<T>>();
  for (let i = 0; i < toks.length; i++) {
    tried.clear();
    for (const form of toks[i].forms)
      for (const entry of table.byFirst.get(form) ?? []) {
        if (tried.has(entry)) continue;
        tried.add(entry);
        const p = entry.phrase;
        if (matchAt(toks, i, p))
          cands.push({
            item: entry.item,
            span: { start: i, end: i + p.tokens.length, weight: p.tokens.length * 1000 + p.size },
            order: entry.order,
          });
      }
  }
  cands.sort((a, b) => b.span.weight - a.span.weight || a.span.start - b.span.start || a.order - b.order);
  const out: { item: T; span: Span }[] = [];
  for (const c of cands) {
    let free = true;
    for (let i = c.span.start; i < c.span.end; i++) if (taken[i]) free = false;
    if (!free) continue;
    for (let i = c.span.start; i < c.span.end; i++) taken[i] = true;
    out.push({ item: c.item, span: c.span });
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

const ENTRY_TABLE = phraseTable(ENTRIES.map((e) => ({ item: e, phrases: e.phrases })));
const MEDICINE_TABLE = phraseTable([{ item: null, phrases: MEDICINE_PHRASES }]);
const TRIGGER_TABLE = phraseTable(TRIGGER_PHRASES.map((t) => ({ item: t.trigger, phrases: t.phrases })));
const BODY_TABLE = phraseTable(BODY_PHRASES.map((b) => ({ item: b.part, phrases: b.phrases })));

function clauseOf(toks: Tok[]): number[] {
  const ids: number[] = [];
  let id = 0;
  for (const t of toks) {
    if (isBreak(t)) id++;
    ids.push(id);
  }
  return ids;
}

function sideAt(toks: Tok[], span: Span): 'R' | 'L' | null {
  // "left calf", "calf on the left", "الركبة الشمال", "كتفي اليمين", "رجلي اليسرى".
  const near = [span.end, span.end + 1, span.end + 2, span.start - 1, span.start - 2];
  for (const k of near) {
    if (k < 0 || k >= toks.length) continue;
    const between = k >= span.end ? toks.slice(span.end, k) : toks.slice(k + 1, span.start);
    if ([...between, toks[k]].some(isBreak)) continue;
    for (const f of toks[k].forms) {
      const side = SIDES.get(f);
      if (side) return side;
    }
  }
  return null;
}

function sided(group: string[], side: 'R' | 'L' | null): string[] {
  if (!side) return group;
  const out = group.filter((v) => SIDE_OF.get(v) !== (side === 'R' ? 'L' : 'R'));
  return out.length ? out : group;
}

/**
 * Findings stated in free text. Negated mentions ("no fever", "مفيش سخونية") become absent
 * findings, and a negation carries over the rest of a list ("no fever, chills or vomiting",
 * "denies chest pain and shortness of breath"); positive mentions imply their related findings
 * and locations, on the side named if any.
 */
export function extractFindings(text: string): Finding[] {
  const toks = prepare(text);
  if (!toks.length) return [];
  const taken = toks.map(() => false);
  const clause = clauseOf(toks);
  const found: Finding[] = [];

  const entries = findSpans(toks, ENTRY_TABLE, taken);
  // Medicine names take their words after the findings ("too many pills" stays an overdose) and
  // before the rash and pain words ("حبوب باراسيتامول" is not a rash).
  findSpans(toks, MEDICINE_TABLE, taken);
  const triggers = findSpans(toks, TRIGGER_TABLE, taken);
  const parts = findSpans(toks, BODY_TABLE, taken);
  const inPart = toks.map(() => false);
  for (const p of parts) for (let i = p.span.start; i < p.span.end; i++) inPart[i] = true;
  const partGroup = (p: (typeof parts)[number]) => sided(p.item.group.split('|'), sideAt(toks, p.span));

  // Negation of each mention, in reading order; a mention joined to a negated one by list words only
  // ("no fever, chills or vomiting", "ما عنديش إسهال أو قيء") is negated too.
  const mentions = [...entries.map((e) => e.span), ...triggers.map((t) => t.span)].sort((a, b) => a.start - b.start);
  const negated = new Map<Span, boolean>();
  let prev: Span | null = null;
  for (const m of mentions) {
    let neg = negatedAt(toks, m.start);
    if (!neg && prev && negated.get(prev)) {
      let joined = true;
      for (let i = prev.end; i < m.start && joined; i++) {
        const t = toks[i];
        if (inPart[i] || CONNECTORS.has(t.raw) || [...t.forms].some((f) => CONNECTORS.has(f))) continue;
        joined = false;
      }
      neg = joined;
    }
    negated.set(m, neg);
    prev = m;
  }

  const LOCATED: Record<string, string> = { E_53: 'E_55', E_129: 'E_133', E_151: 'E_152' };
  for (const { item: ce, span } of entries) {
    const e = ce.entry;
    if (negated.get(span)) {
      found.push({ code: e.codes[0], present: false });
      continue;
    }
    // Qualities are kept as said: "white phlegm" is a cough, not coloured sputum.
    let codes = e.codes;
    for (const q of QUALIFIER_WORDS) {
      if (!codes.includes(q.code)) continue;
      const said = toks.some(
        (t, i) =>
          clause[i] === clause[span.start] && Math.abs(i - span.start) <= 4 && [...t.forms].some((f) => q.words.has(f)),
      );
      if (said) codes = [...codes.filter((c) => c !== q.code), ...q.instead.filter((c) => !codes.includes(c))];
    }
    if (!codes.length) continue;
    const weak = span.end - span.start === 1 && weakMatch(toks[span.start], ce.phrases);
    for (const code of codes) found.push({ code, present: true, ...(weak ? { weak: true as const } : {}) });
    if (e.loc)
      found.push({
        code: e.loc.evidence,
        present: true,
        location: { evidence: e.loc.evidence, group: sided(e.loc.group.split('|'), sideAt(toks, span)) },
      });
    else {
      const locEv = codes.map((c) => LOCATED[c]).find(Boolean);
      if (locEv)
        for (const p of parts)
          if (clause[p.span.start] === clause[span.start])
            found.push({ code: locEv, present: true, location: { evidence: locEv, group: partGroup(p) } });
    }
  }
  for (const { item: trig, span } of triggers) {
    const here = parts.filter(
      (p) =>
        clause[p.span.start] === clause[span.start] ||
        (p.span.end === span.start && clause[p.span.end - 1] === clause[span.start]),
    );
    if (negated.get(span)) {
      if (!here.length) found.push({ code: trig.evidence, present: false });
      continue;
    }
    found.push({ code: trig.evidence, present: true });
    for (const p of here)
      found.push({ code: trig.loc, present: true, location: { evidence: trig.loc, group: partGroup(p) } });
  }

  // "I took 20 paracetamol tablets", "بلعت ٢٠ حباية": a count of pills far above any single dose.
  for (let i = 0; i < toks.length; i++) {
    const n = Number(toks[i].raw);
    if (!Number.isFinite(n) || n < OVERDOSE_COUNT) continue;
    for (let k = i + 1; k <= i + 3 && k < toks.length; k++)
      if ([...toks[k].forms].some((f) => PILL_WORDS.has(f)) && !negatedAt(toks, i))
        found.push({ code: 'T_MED_OVERDOSE', present: true });
  }

  // A finding mentioned both ways keeps the positive mention: missing a symptom is the costlier error.
  const positive = new Set(found.filter((f) => f.present && !f.location).map((f) => f.code));
  return found.filter((f) => f.present || !positive.has(f.code));
}
