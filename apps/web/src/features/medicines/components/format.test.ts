import { describe, expect, it } from 'vitest';
import { formatEgp } from './format.ts';

describe('formatEgp', () => {
  it('formats Egyptian pounds for each language, with no dollar sign', () => {
    const en = formatEgp(1250, 'en');
    expect(en).toMatch(/EGP/);
    expect(en).toMatch(/1,250/);
    const ar = formatEgp(45, 'ar');
    expect(ar).toMatch(/ج\.م/);
    // Arabic-Indic digits, as the doctors' fees, dates and times are written.
    expect(ar).toMatch(/٤٥/);
    for (const s of [en, ar]) expect(s).not.toContain('$');
  });
});
