import type { Language } from '@tabib/contracts';

export function isLanguage(value: string): value is Language {
  return value === 'ar' || value === 'en';
}
