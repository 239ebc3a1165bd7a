import type { OidcLoginError } from '@tabib/contracts';

/**
 * What the sign-in and sign-up pages (src/pages/login, src/pages/signup.astro) read from their request:
 * where to go after, what the last try said, and the refused sign-up's form (its cookie, set by the server's
 * page route, apps/server/src/features/account/page-routes.ts).
 */

/** The sign-up form's fields, in the form's order. */
export const signupFields = ['name', 'phone', 'email', 'birthDate', 'gender', 'password'] as const;
export type SignupField = (typeof signupFields)[number];

/** The doctor's application form's fields (join-doctor), in the form's order. */
export const applicationFields = [
  'firstName',
  'lastName',
  'phone',
  'specialty',
  'city',
  'email',
  'password',
  'gender',
] as const;

/** The cookies that carry a refused sign-up or application back to its form, once. */
export const signupDraftCookie = 'tabib_signup_draft';
export const applicationDraftCookie = 'tabib_application_draft';

export interface FormDraft<F extends string> {
  /** What was typed, the password never. */
  values: Partial<Record<F, string>>;
  /** Each field's reason (a `validation.<key>` message key). */
  fields: Partial<Record<F, string>>;
}

const key = /^[a-z_]{1,60}$/;

/** The draft in the cookie, keeping only `names` and message keys of a known shape; empty when unreadable. */
export function readFormDraft<F extends string>(raw: string | undefined, names: readonly F[]): FormDraft<F> {
  const draft: FormDraft<F> = { values: {}, fields: {} };
  if (!raw) return draft;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return draft;
  }
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  const values = record(record(parsed).values);
  const fields = record(record(parsed).fields);
  for (const name of names) {
    const value = values[name];
    if (name !== 'password' && typeof value === 'string') draft.values[name] = value.slice(0, 254);
    const reason = fields[name];
    if (typeof reason === 'string' && key.test(reason)) draft.fields[name] = reason;
  }
  return draft;
}

/** The refused sign-up's draft. */
export function readSignupDraft(raw: string | undefined): FormDraft<SignupField> {
  return readFormDraft(raw, signupFields);
}

const oidcErrors: readonly OidcLoginError[] = ['oidc_failed', 'oidc_email_unverified'];

/** The message key (namespace `auth`) for /login?error=..., when a sign-in through a provider came back failed. */
export function oidcErrorKey(error: string | null): `auth:oidc.errors.${OidcLoginError}` | null {
  const known = oidcErrors.find((code) => code === error);
  return known ? `auth:oidc.errors.${known}` : null;
}

/** A provider's "Continue with ..." link: the browser itself leaves for the provider, then comes back to `next`. */
export function oidcStartHref(providerId: string, next: string): string {
  const query = next && next !== '/' ? `?next=${encodeURIComponent(next)}` : '';
  return `/api/v1/auth/oidc/${encodeURIComponent(providerId)}/start${query}`;
}
