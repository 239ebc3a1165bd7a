import { DOCTOR_TOTAL_CAP } from '@tabib/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../test-i18n.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

describe('the search total', () => {
  let t: (key: string, options: object) => string;
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'doctors', en);
    i18n.addResourceBundle('ar', 'doctors', ar);
    t = (key, options) => i18n.t(key, { ns: 'doctors', ...options });
  });

  it('says "1,000+" when the server stopped counting, in both languages, Arabic in Arabic-Indic digits', () => {
    expect(t('list.countCapped', { cap: DOCTOR_TOTAL_CAP, lng: 'en' })).toBe('1,000+ doctors');
    expect(t('list.countCapped', { cap: DOCTOR_TOTAL_CAP, lng: 'ar' })).toBe('أكثر من ١٬٠٠٠ طبيب');
    expect(t('list.count', { count: 999, lng: 'en' })).toBe('999 doctors');
  });
});
