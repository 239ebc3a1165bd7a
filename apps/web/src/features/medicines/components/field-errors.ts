import type { TFunction } from 'i18next';

const generic = /_(required|too_short|too_long|not_english|not_arabic|too_many)$/;

/**
 * Turns a field message key from the shared schema (`brand_ar_not_arabic`, `uses_count_mismatch`, ...)
 * into a sentence in the active language, naming the field where the key is generic.
 */
export function fieldMessage(t: TFunction<'medicines'>, path: string, key: string): string {
  const field = path.split('.')[0] ?? path;
  const match = generic.exec(key);
  if (match) return t(`errors.${match[1] as 'required'}`, { field: t(`fields.${field as 'brandEn'}`) });
  return t(`errors.${key as 'invalid'}`, { defaultValue: t('errors.invalid') });
}

/** zod issues or the API's `fields` -> one message per top-level field. */
export function collectFieldErrors(
  t: TFunction<'medicines'>,
  entries: Iterable<[path: string, key: string]>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, key] of entries) {
    const field = path.split('.')[0] || '_';
    out[field] ??= fieldMessage(t, path, key);
  }
  return out;
}
