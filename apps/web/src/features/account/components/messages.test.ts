import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../i18n/server.ts';
import { actionOf, errorText } from './messages.ts';

describe('errorText', () => {
  const { t } = serverI18n('en');

  it('finds the message of an API code, a field rule and an account rule', () => {
    expect(errorText(t, 'token_invalid')).toMatch(/not valid, has expired/);
    expect(errorText(t, 'password_too_short')).toMatch(/at least 12 characters/);
    expect(errorText(t, 'two_factor_not_set_up')).toMatch(/Start the set-up first/);
  });

  it('shows the general message for an unknown or odd key, never the key itself', () => {
    expect(errorText(t, 'no_such_thing')).toBe('Something went wrong. Try again.');
    expect(errorText(t, '<script>')).toBe('Something went wrong. Try again.');
    expect(errorText(t, null)).toBeNull();
  });

  it('is localised', () => {
    expect(errorText(serverI18n('ar').t, 'code_invalid')).not.toBe(errorText(t, 'code_invalid'));
  });
});

describe('actionOf', () => {
  it('keeps the language in the form action', () => {
    expect(actionOf('/reset-password', 'ar')).toBe('/reset-password?lang=ar');
  });
});
