import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { applicationFields, oidcErrorKey, oidcStartHref, readFormDraft, readSignupDraft } from './sign-in-forms.ts';
import { safeNext } from './next-path.ts';

describe('oidcStartHref', () => {
  it("links to the provider's start, carrying next", () => {
    expect(oidcStartHref('google', '/appointments?tab=past')).toBe(
      '/api/v1/auth/oidc/google/start?next=%2Fappointments%3Ftab%3Dpast',
    );
    expect(oidcStartHref('clinic sso', '/')).toBe('/api/v1/auth/oidc/clinic%20sso/start');
  });
});

describe('oidcErrorKey', () => {
  it('maps the two provider errors and ignores anything else', () => {
    expect(oidcErrorKey('oidc_failed')).toBe('auth:oidc.errors.oidc_failed');
    expect(oidcErrorKey('oidc_email_unverified')).toBe('auth:oidc.errors.oidc_email_unverified');
    expect(oidcErrorKey('invalid_credentials')).toBeNull();
    expect(oidcErrorKey(null)).toBeNull();
  });

  it('has a message for each in both languages', () => {
    for (const bundle of [ar, en]) {
      expect(bundle.oidc.errors.oidc_failed).toBeTruthy();
      expect(bundle.oidc.errors.oidc_email_unverified).toBeTruthy();
    }
  });
});

describe('readSignupDraft', () => {
  it('keeps what was typed, never a password, and message keys of the known shape', () => {
    const raw = JSON.stringify({
      values: { name: 'Salma', email: 'salma@example.com', password: 'secret', role: 'admin' },
      fields: { password: 'password_too_short', name: '<b>x</b>', other: 'name_required' },
    });
    expect(readSignupDraft(raw)).toEqual({
      values: { name: 'Salma', email: 'salma@example.com' },
      fields: { password: 'password_too_short' },
    });
  });

  it("reads a doctor's application by its own fields", () => {
    const raw = JSON.stringify({ values: { firstName: 'Tarek', name: 'x' }, fields: { city: 'city_required' } });
    expect(readFormDraft(raw, applicationFields)).toEqual({
      values: { firstName: 'Tarek' },
      fields: { city: 'city_required' },
    });
  });

  it('is empty for no cookie or one it cannot read', () => {
    for (const raw of [undefined, '', 'not json', '[1]', 'null', '{"values":3}', '{"values":[1],"fields":"x"}']) {
      expect(readSignupDraft(raw)).toEqual({ values: {}, fields: {} });
    }
  });
});

describe('safeNext', () => {
  it('keeps a path on this site, else the fallback', () => {
    expect(safeNext('?next=%2Fdoctors%3Fcity%3Dgiza')).toBe('/doctors?city=giza');
    for (const search of ['', '?next=//evil.example', '?next=https://evil.example', '?next=/\\evil']) {
      expect(safeNext(search)).toBe('/');
    }
  });
});
