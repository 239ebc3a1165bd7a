import { describe, expect, it } from 'vitest';
import { CONDITIONS, EVIDENCES, EVIDENCE_BY_CODE, SPECIALTY_NAMES, SPECIALTY_SLUGS, specialtyName, RED_FLAGS } from '../src/index.ts';
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
        if (key.includes('@')) for (const v of key.split('@')[1].split('|')) expect(EVIDENCE_BY_CODE.get(code)!.values, `${spec.id}: ${v}`).toContain(v);
      }
    for (const [id, links] of Object.entries(DDX_CROSS_LINKS)) {
      expect(CONDITIONS.some((c) => c.id === id), id).toBe(true);
      for (const key of Object.keys(links)) expect(EVIDENCE_BY_CODE.has(key.split('@')[0]), `${id}: ${key}`).toBe(true);
    }
    for (const entry of LEXICON) for (const code of [...entry.codes, ...(entry.loc ? [entry.loc.evidence] : [])]) expect(EVIDENCE_BY_CODE.has(code), code).toBe(true);
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
      expect(e.question.en.trim(), e.code).not.toBe('');
      expect(hasArabic(e.question.ar), e.code).toBe(true);
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
    const texts = [...Object.values(MSG), ...Object.values(URGENCY_LABEL), ...Object.values(LIKELIHOOD_LABEL), ...Object.values(URGENCY_ADVICE).flat(), ...RED_FLAGS.map((f) => f.reason), ...Object.values(SPECIALTY_NAMES)];
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
