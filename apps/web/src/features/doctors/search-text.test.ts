import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseSearchText } from './search-text.ts';

describe('search text folding', () => {
  it('folds hamza forms, taa marbuta, alef maqsura, harakat and tatweel', () => {
    expect(normaliseSearchText('أحمد')).toBe('احمد');
    expect(normaliseSearchText('إيمان')).toBe('ايمان');
    expect(normaliseSearchText('فاطمة')).toBe('فاطمه');
    expect(normaliseSearchText('مصطفى')).toBe('مصطفي');
    expect(normaliseSearchText('مُحَمَّد')).toBe('محمد');
    expect(normaliseSearchText('جـــلدية')).toBe('جلديه');
  });

  it('folds case, hyphens and spacing in Latin text', () => {
    expect(normaliseSearchText('  El-Sayed  ')).toBe('el sayed');
  });

  it('matches partial, differently written queries', () => {
    expect(matchesSearch('أمراض جلدية', 'جلديه')).toBe(true);
    expect(matchesSearch('Cardiology', 'cardio')).toBe(true);
    expect(matchesSearch('Cardiology', 'derma')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});
