import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { oidcLoginAttempts, userIdentities, users } from '../src/db/schema/index.ts';
import { safeNextPath } from '../src/shared/safe-next.ts';
import { startTestProvider, type ProviderAccount, type TestProvider } from './support/oidc-provider.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const PUBLIC_URL = 'http://tabib.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/sso/callback`;

let idp: TestProvider;
// Filled in once the provider listens on its random port, before the app is built from it.
const overrides: Partial<Config> = { PUBLIC_URL };
beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: [CALLBACK] });
  Object.assign(overrides, {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_PROVIDER_NAME: 'sso',
    OIDC_PROVIDER_LABEL: 'Tabib SSO',
  });
});
afterAll(async () => idp?.close());
const ctx = useTestApp(overrides);

/** The provider's cookies, kept between the redirects of one browser's visit. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface Authorized {
  /** Where the provider sent the browser back (code, state, iss). */
  callback: URL;
  /** The value of the short-lived cookie the start set. */
  attempt: string;
}

async function start(next?: string): Promise<{ res: LightMyRequestResponse; attempt: string }> {
  const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
  const res = await ctx.app.inject(`/api/v1/auth/oidc/sso/start${query}`);
  const attempt = res.cookies.find((c) => c.name === 'tabib_oidc')?.value ?? '';
  return { res, attempt };
}

/** Starts at Tabib, then plays the browser at the provider: its login form, and every redirect after. */
async function authorize(account: ProviderAccount | 'cancel', next?: string): Promise<Authorized> {
  const { res, attempt } = await start(next);
  expect(res.statusCode).toBe(302);
  const jar = new CookieJar();
  let location = new URL(String(res.headers.location));
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.href.startsWith(PUBLIC_URL)) return { callback: location, attempt };
    let response: Response;
    const interaction = /^\/interaction\/[\w-]+$/.test(location.pathname);
    if (interaction) {
      const body =
        account === 'cancel'
          ? ''
          : new URLSearchParams({
              sub: account.sub,
              email: account.email ?? '',
              name: account.name ?? '',
              ...(account.email_verified ? { email_verified: 'true' } : {}),
            }).toString();
      const action = account === 'cancel' ? `${location.href}/cancel` : location.href;
      response = await fetch(action, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    } else {
      response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    jar.store(response);
    const target = response.headers.get('location');
    if (!target) throw new Error(`provider stopped at ${location.href} with ${response.status}`);
    location = new URL(target, location);
  }
  throw new Error('too many redirects at the provider');
}

function callback(url: URL, attempt: string | null) {
  return ctx.app.inject({
    url: `${url.pathname}${url.search}`,
    cookies: attempt === null ? {} : { tabib_oidc: attempt },
  });
}

async function signInThroughProvider(account: ProviderAccount, next?: string) {
  const { callback: url, attempt } = await authorize(account, next);
  return callback(url, attempt);
}

function sessionOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'tabib_session' && c.value)?.value;
}

async function me(session: string | undefined) {
  const res = await ctx.app.inject({ url: '/api/v1/auth/me', cookies: session ? { tabib_session: session } : {} });
  return (res.json() as { user: { id: string; name: string; email: string; role: string } | null }).user;
}

function identitiesOf(subject: string) {
  return ctx.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
}

let counter = 0;
function newAccount(overrides: Partial<ProviderAccount> = {}): ProviderAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}`;
  return {
    sub: `subject-${id}`,
    email: `mona.${id}@example.com`,
    email_verified: true,
    name: 'Mona Adel',
    ...overrides,
  };
}

describe('GET /api/v1/auth/oidc/providers', () => {
  it('lists only the configured providers', async () => {
    const res = await ctx.app.inject('/api/v1/auth/oidc/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ id: 'sso', name: 'Tabib SSO' }] });
  });
});

describe('GET /api/v1/auth/oidc/:provider/start', () => {
  it('redirects to the provider with PKCE, state and nonce, keeping the secrets server-side', async () => {
    const { res, attempt } = await start('/appointments');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.has('code_verifier')).toBe(false);
    expect(url.href).not.toContain(attempt);

    const cookie = res.cookies.find((c) => c.name === 'tabib_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeLessThanOrEqual(600);
    const [row] = await ctx.database.db
      .select()
      .from(oidcLoginAttempts)
      .where(eq(oidcLoginAttempts.state, url.searchParams.get('state') ?? ''));
    expect(row).toMatchObject({ provider: 'sso', next: '/appointments', redirectUri: CALLBACK });
    expect(row?.idHash).not.toBe(attempt);
  });

  it('sends an unknown or unconfigured provider back to the login page', async () => {
    for (const provider of ['google', 'nope', 'SSO', 'x'.repeat(90)]) {
      const res = await ctx.app.inject(`/api/v1/auth/oidc/${provider}/start`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=oidc_failed');
    }
  });
});

describe('GET /api/v1/auth/oidc/:provider/callback', () => {
  it('creates a patient account on the first sign-in and lands on next, signed in', async () => {
    const account = newAccount({ name: 'Mona Adel', email: `Mona.${Date.now()}@Example.com` });
    const res = await signInThroughProvider(account, '/appointments?tab=upcoming');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/appointments?tab=upcoming');
    const user = await me(sessionOf(res));
    expect(user).toMatchObject({ name: 'Mona Adel', email: account.email?.toLowerCase(), role: 'patient' });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(row?.passwordHash).toBeNull();
    expect(await identitiesOf(account.sub)).toMatchObject([{ userId: user?.id, provider: 'sso' }]);
    // The attempt cookie is spent.
    expect(res.cookies.find((c) => c.name === 'tabib_oidc')?.value).toBe('');
  });

  it('matches a returning user by subject, even after their e-mail changed', async () => {
    const account = newAccount();
    const first = await me(sessionOf(await signInThroughProvider(account)));
    expect(first).not.toBeNull();
    const changed = { ...account, email: `changed.${account.email}` };
    const second = await me(sessionOf(await signInThroughProvider(changed)));
    expect(second?.id).toBe(first?.id);
    expect(await identitiesOf(account.sub)).toMatchObject([{ userId: first?.id, email: changed.email }]);
  });

  it('links to an existing password account when the provider verified the e-mail, ending what the password opened', async () => {
    // Someone signed up with this address and a password of their own; the address was never proven.
    const email = `salma.${Date.now()}@example.com`;
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        name: 'Salma',
        email,
        phone: '01001234567',
        birthDate: '1990-01-15',
        gender: 'female',
        password: 'a password set by someone',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const earlier = sessionOf(signup);
    expect(earlier).toBeDefined();
    const existing = (await me(earlier))!;

    const account = newAccount({ email: email.toUpperCase(), email_verified: true });
    const res = await signInThroughProvider(account);
    expect(res.headers.location).toBe('/');
    expect((await me(sessionOf(res)))?.id).toBe(existing.id);
    expect(await identitiesOf(account.sub)).toMatchObject([{ userId: existing.id }]);
    // The provider proved the address: the password and the sessions it opened no longer work.
    expect(await me(earlier)).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'a password set by someone' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an unverified e-mail that belongs to an existing account, and links nothing', async () => {
    const existing = await createTestUser(ctx.database, { email: `victim.${Date.now()}@example.com` });
    const account = newAccount({ email: existing.user.email, email_verified: false });
    const res = await signInThroughProvider(account);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oidc_email_unverified');
    expect(sessionOf(res)).toBeUndefined();
    expect(await identitiesOf(account.sub)).toEqual([]);
  });

  it('creates no account for an unverified e-mail either', async () => {
    const account = newAccount({ email_verified: false });
    const res = await signInThroughProvider(account);
    expect(res.headers.location).toBe('/login?error=oidc_email_unverified');
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, account.email ?? ''));
    expect(rows).toEqual([]);
  });

  it('fails cleanly when the state was tampered with', async () => {
    const { callback: url, attempt } = await authorize(newAccount());
    url.searchParams.set('state', 'forged-state');
    const res = await callback(url, attempt);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oidc_failed');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('fails cleanly when the code is replayed', async () => {
    const { callback: url, attempt } = await authorize(newAccount());
    const first = await callback(url, attempt);
    expect(sessionOf(first)).toBeDefined();

    const again = await callback(url, attempt);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login?error=oidc_failed');
    expect(sessionOf(again)).toBeUndefined();

    // Even with a fresh sign-in in progress and its state, the used code buys nothing.
    const { res: fresh, attempt: freshAttempt } = await start();
    const replayed = new URL(url);
    replayed.searchParams.set('state', new URL(String(fresh.headers.location)).searchParams.get('state') ?? '');
    const res = await callback(replayed, freshAttempt);
    expect(res.headers.location).toBe('/login?error=oidc_failed');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('fails cleanly without the attempt cookie, or with a stranger one', async () => {
    const { callback: url } = await authorize(newAccount());
    for (const attempt of [null, 'not-a-real-attempt', 'x'.repeat(5000)]) {
      const res = await callback(url, attempt);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=oidc_failed');
      expect(sessionOf(res)).toBeUndefined();
    }
  });

  it('fails cleanly once the attempt has expired', async () => {
    const { callback: url, attempt } = await authorize(newAccount());
    await ctx.database.db
      .update(oidcLoginAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcLoginAttempts.state, url.searchParams.get('state') ?? ''));
    const res = await callback(url, attempt);
    expect(res.headers.location).toBe('/login?error=oidc_failed');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('fails cleanly when the user cancels at the provider', async () => {
    const { callback: url, attempt } = await authorize('cancel');
    expect(url.searchParams.get('error')).toBe('access_denied');
    const res = await callback(url, attempt);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oidc_failed');
  });

  it('fails cleanly when the provider reports an error or sends nothing', async () => {
    for (const query of ['?error=server_error', '', '?code=made-up']) {
      const { attempt } = await start();
      const res = await callback(new URL(`${CALLBACK}${query}`), attempt);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=oidc_failed');
    }
  });

  it('never redirects off-site after signing in', async () => {
    for (const next of ['//evil.com', 'https://evil.com', '/\\evil.com', '/\t/evil.com', 'evil.com', '']) {
      const res = await signInThroughProvider(newAccount(), next);
      expect(res.headers.location, next).toBe('/');
      expect(sessionOf(res)).toBeDefined();
    }
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site and encodes what a header cannot carry', () => {
    expect(safeNextPath('/doctors?specialty=cardiology#top')).toBe('/doctors?specialty=cardiology#top');
    expect(safeNextPath('/بحث')).toBe('/%D8%A8%D8%AD%D8%AB');
    for (const bad of [
      undefined,
      '',
      'https://evil.com',
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});
