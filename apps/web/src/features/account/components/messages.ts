import type { TFunction } from 'i18next';

/**
 * The message for the `?error=` key a form's redirect carries (apps/server/src/account-pages.ts): an API error
 * code (`token_invalid`), a field's rule (`password_too_short`) or an account rule of this feature. Any other
 * text shows the general message, so nothing written in the address reaches the page as it is.
 */
export function errorText(t: TFunction, key: string | null): string | null {
  if (!key) return null;
  if (!/^[a-z_]{1,60}$/.test(key)) return t('account:errors.other');
  for (const candidate of [`account:errors.${key}`, `errors.codes.${key}`, `validation.${key}`]) {
    if (t(candidate, { defaultValue: '' })) return t(candidate);
  }
  return t('account:errors.other');
}

/** A form's action on this page's language, so the server's redirect keeps it. */
export function actionOf(path: string, language: string): string {
  return `${path}?lang=${language}`;
}
