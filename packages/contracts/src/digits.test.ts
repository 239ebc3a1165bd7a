import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits.ts';

describe('latinDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin ones, and leaves the rest', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('+٢٠ 10-12 ab ك')).toBe('+20 10-12 ab ك');
  });
});
