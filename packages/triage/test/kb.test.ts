import { describe, expect, it } from 'vitest';
import {
  CONDITIONS,
  EVIDENCES,
  EVIDENCE_BY_CODE,
  SPECIALTY_NAMES,
  SPECIALTY_SLUGS,
  specialtyName,
  RED_FLAGS,
} from '../src/index.ts';
import { MSG, URGENCY_LABEL, LIKELIHOOD_LABEL, URGENCY_ADVICE } from '../src/i18n/messages.ts';
import { LEXICON } from '../src/nlu/lexicon.ts';
import { TABIB_CONDITIONS } from '../src/kb/tabib-conditions.ts';
import { DDX_CROSS_LINKS } from '../src/kb/cross-links.ts';
import { hasArabic } from './helpers.ts';

describe('knowledge base integrity', () => {
  it('has the 49 DDXPlus conditions, 223 DDXPlus evidences and at least 60 added conditions', () => {
    expect(CONDITIONS.filter((c) => c.source === 'ddxplus')).toHaveLength(49);
    expect(EVIDENCES.filter((e) => e.source === 'ddxplus')).toHaveLength(223);
    expect(CONDITIONS.filter((c) => c.source === 'tabib').length).toBeGreaterThanOrEqual(60);
    expect(new Set(CONDITIONS.map((c) => c.id)).size).toBe(CONDITIONS.length);
    expect(new Set(EVIDENCES.map((e) => e.code)).size).toBe(EVIDENCES.length);
  });

  it('gives every condition names in both languages, an ICD-10 code and a known specialty', () => {
    for (const c of CONDITIONS) {
      expect(c.name.en.trim(), c.id).not.toBe('');
      expect(hasArabic(c.name.ar), c.id).toBe(true);
      expect(c.icd10, c.id).toMatch(/^[A-Z]\d/);
      expect(SPECIALTY_SLUGS, c.id).toContain(c.specialty);
      expect(['emergency', 'urgent', 'routine', 'self_care']).toContain(c.urgency);
      expect(c.prior.every((p) => Number.isFinite(p) && p >= 0)).toBe(true);
    }
  });

  it('reaches every specialty slug from some condition', () => {
    const reached = new Set(CONDITIONS.map((c) => c.specialty));
    for (const slug of SPECIALTY_SLUGS) expect(reached, slug).toContain(slug);
  });

  it('only references evidences that exist', () => {
    for (const spec of TABIB_CONDITIONS)
      for (const key of Object.keys(spec.ev)) {
        const code = key.split('@')[0];
        expect(EVIDENCE_BY_CODE.has(code), `${spec.id}: ${key}`).toBe(true);
        if (key.includes('@'))
          for (const v of key.split('@')[1].split('|'))
            expect(EVIDENCE_BY_CODE.get(code)!.values, `${spec.id}: ${v}`).toContain(v);
      }
    for (const [id, links] of Object.entries(DDX_CROSS_LINKS)) {
      expect(
        CONDITIONS.some((c) => c.id === id),
        id,
      ).toBe(true);
      for (const key of Object.keys(links)) expect(EVIDENCE_BY_CODE.has(key.split('@')[0]), `${id}: ${key}`).toBe(true);
    }
    for (const entry of LEXICON)
      for (const code of [...entry.codes, ...(entry.loc ? [entry.loc.evidence] : [])])
        expect(EVIDENCE_BY_CODE.has(code), code).toBe(true);
    for (const e of EVIDENCES) if (e.parent) expect(EVIDENCE_BY_CODE.has(e.parent), e.code).toBe(true);
  });

  it('has valid probabilities for every condition and evidence', () => {
    for (const c of CONDITIONS)
      for (const e of EVIDENCES) {
        if (e.type === 'B') expect(c.binary[e.code], `${c.id} ${e.code}`).toBeGreaterThan(0);
        else if (e.type === 'C') {
          const d = c.categorical[e.code];
          expect(d.length).toBe(e.values.length);
          expect(Math.abs(d.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(0.05);
        } else for (const v of e.values) expect(c.multi[e.code][v], `${c.id} ${e.code} ${v}`).toBeGreaterThan(0);
      }
  });
});

describe('every string exists in both languages', () => {
  it('questions and answer options', () => {
    for (const e of EVIDENCES) {
      for (const person of ['you', 'he', 'she'] as const) {
        expect(e.question.en[person].trim(), `${e.code} ${person}`).not.toBe('');
        expect(hasArabic(e.question.ar[person]), `${e.code} ${person}`).toBe(true);
      }
      for (const v of e.values) {
        const label = e.valueLabels[v];
        expect(label.en.trim(), `${e.code} ${v}`).not.toBe('');
        expect(label.ar.trim(), `${e.code} ${v}`).not.toBe('');
        if (!/^\d+$/.test(v)) expect(hasArabic(label.ar), `${e.code} ${v}`).toBe(true);
      }
      // Option texts must be told apart when sent back.
      const ar = e.values.map((v) => e.valueLabels[v].ar);
      const en = e.values.map((v) => e.valueLabels[v].en);
      expect(new Set(ar).size, e.code).toBe(ar.length);
      expect(new Set(en).size, e.code).toBe(en.length);
    }
  });

  it('interface messages, labels, advice and red-flag reasons', () => {
    const texts = [
      ...Object.values(MSG),
      ...Object.values(URGENCY_LABEL),
      ...Object.values(LIKELIHOOD_LABEL),
      ...Object.values(URGENCY_ADVICE).flat(),
      ...RED_FLAGS.map((f) => f.reason),
      ...Object.values(SPECIALTY_NAMES),
    ];
    for (const t of texts) {
      expect(t.en.trim()).not.toBe('');
      expect(hasArabic(t.ar), t.en).toBe(true);
    }
    for (const c of CONDITIONS) for (const a of c.advice ?? []) expect(hasArabic(a.ar), c.id).toBe(true);
    for (const slug of SPECIALTY_SLUGS) {
      expect(specialtyName(slug, 'en')).not.toBe(slug);
      expect(hasArabic(specialtyName(slug, 'ar'))).toBe(true);
    }
  });
});

describe('knowledge for common Egyptian presentations', () => {
  const byId = new Map(CONDITIONS.map((c) => [c.id, c]));
  it.each([
    ['kidney-stone', 'urgent'],
    ['acute-liver-failure', 'emergency'],
    ['paracetamol-overdose', 'emergency'],
    ['viral-hepatitis', 'urgent'],
    ['copd-exacerbation', 'urgent'],
    ['asthma-attack', 'urgent'],
    ['peptic-ulcer', 'routine'],
    ['appendicitis', 'emergency'],
    ['conjunctivitis', 'self_care'],
    ['constipation', 'self_care'],
    ['gastroenteritis', 'self_care'],
    ['dehydration', 'urgent'],
    ['hepatic-encephalopathy', 'emergency'],
    ['schistosomiasis', 'routine'],
    ['brucellosis', 'routine'],
    ['typhoid-fever', 'urgent'],
    ['familial-mediterranean-fever', 'routine'],
    ['rheumatic-fever', 'urgent'],
    ['heat-stroke', 'emergency'],
  ])('knows %s (%s)', (id, urgency) => {
    expect(byId.get(id)?.urgency).toBe(urgency);
  });

  it('names its sources for every condition written by hand', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../src/kb/tabib-conditions.ts', import.meta.url), 'utf8');
    const added = [
      'acute-liver-failure',
      'hepatic-encephalopathy',
      'peptic-ulcer',
      'heat-stroke',
      'typhoid-fever',
      'brucellosis',
      'schistosomiasis',
      'familial-mediterranean-fever',
      'rheumatic-fever',
      'dehydration',
      'intussusception',
    ];
    for (const id of added) {
      const at = text.indexOf(`id: '${id}'`);
      expect(at, id).toBeGreaterThan(0);
      // The comment block just before the condition names a guideline, fact sheet or textbook chapter.
      expect(text.slice(Math.max(0, at - 1600), at), id).toMatch(
        /NICE|WHO|Oxford Handbook|Nelson|EULAR|EASL|AHA|GINA|GOLD|NHS/,
      );
    }
  });

  it('defines each hand-written condition by findings people can report', () => {
    for (const c of TABIB_CONDITIONS)
      for (const code of Object.keys(c.ev))
        expect(EVIDENCE_BY_CODE.has(code.split('@')[0]), `${c.id}: ${code}`).toBe(true);
  });

  it('puts every body location in a lay region and shows each region in both languages', async () => {
    const { BODY_REGIONS } = await import('../src/kb/body-regions.ts');
    const covered = new Set(BODY_REGIONS.flatMap((r) => r.values));
    const e55 = EVIDENCE_BY_CODE.get('E_55')!;
    for (const v of e55.values) if (v !== e55.defaultValue) expect(covered.has(v), v).toBe(true);
    expect(BODY_REGIONS.length).toBeLessThanOrEqual(14);
    for (const r of BODY_REGIONS) expect(hasArabic(r.label.ar), r.id).toBe(true);
  });

  it('marks sexual-health, HIV and drug questions as sensitive and keeps them from children', () => {
    for (const code of ['E_2', 'E_115', 'E_189', 'E_27', 'E_61']) {
      expect(EVIDENCE_BY_CODE.get(code)!.sensitive?.length, code).toBeGreaterThan(0);
      expect(EVIDENCE_BY_CODE.get(code)!.minAge, code).toBeGreaterThanOrEqual(12);
    }
  });
});
