import { describe, expect, it } from 'vitest';
import { serverI18n } from './server.ts';

describe('numbers in strings', () => {
  it('are written in Arabic-Indic digits on Arabic pages and Latin digits on English ones (decision 012)', () => {
    const ar = serverI18n('ar');
    const en = serverI18n('en');
    expect(ar.t('pagination.pageOf', { page: 2, pages: 12 })).toBe('صفحة ٢ من ١٢');
    expect(en.t('pagination.pageOf', { page: 2, pages: 12 })).toBe('Page 2 of 12');
    expect(ar.t('medicines:library.results', { count: 1250 })).toBe('١٬٢٥٠ دواءً');
    expect(en.t('medicines:library.results', { count: 1250 })).toMatch(/^1,250 /);
  });

  it('take the options the string names', () => {
    expect(serverI18n('ar').t('footer.copyright', { year: 2026 })).toContain('© ٢٠٢٦ ');
    expect(serverI18n('en').t('footer.copyright', { year: 2026 })).toContain('© 2026 ');
    expect(serverI18n('ar').t('doctors:rating.label', { rating: 4.5, count: 12 })).toBe('٤٫٥ (١٢ تقييمًا)');
    expect(serverI18n('en').t('doctors:rating.label', { rating: 4, count: 12 })).toBe('4.0 (12 ratings)');
  });
});
