import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, testConfig, type Config } from '../src/config.ts';
import { startTestProvider, type TestProvider } from './support/oidc-provider.ts';
import { useTestApp } from './support/test-app.ts';

describe('OpenID Connect configuration', () => {
  it('enables nothing by default and points Google at its issuer', () => {
    const config = loadConfig({});
    expect(config.OIDC_GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.OIDC_CLIENT_ID).toBeUndefined();
    expect(config.OIDC_GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(config.OIDC_PROVIDER_NAME).toBe('sso');
  });

  it('refuses incomplete or clashing provider settings, naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ OIDC_GOOGLE_CLIENT_ID: 'id' }, 'OIDC_GOOGLE_CLIENT_SECRET'],
      [{ OIDC_CLIENT_ID: 'id' }, 'OIDC_ISSUER'],
      [{ OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
      [{ OIDC_PROVIDER_NAME: 'Has Spaces' }, 'OIDC_PROVIDER_NAME'],
      [
        {
          OIDC_GOOGLE_CLIENT_ID: 'g',
          OIDC_GOOGLE_CLIENT_SECRET: 's',
          OIDC_ISSUER: 'https://sso.example.com',
          OIDC_CLIENT_ID: 'c',
          OIDC_PROVIDER_NAME: 'google',
        },
        'OIDC_PROVIDER_NAME',
      ],
    ];
    for (const [env, variable] of cases) {
      expect(() => loadConfig(env), variable).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(variable);
    }
  });
});

describe('providers as configured', () => {
  const ctx = useTestApp({
    OIDC_GOOGLE_CLIENT_ID: 'google-client',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
    // Nothing listens on port 9: discovery fails at once.
    OIDC_ISSUER: 'http://127.0.0.1:9',
    OIDC_CLIENT_ID: 'sso-client',
    OIDC_PROVIDER_NAME: 'clinic-sso',
  });

  it('lists Google first, then the generic provider under its name', async () => {
    const res = await ctx.app.inject('/api/v1/auth/oidc/providers');
    expect(res.json()).toEqual({
      items: [
        { id: 'google', name: 'Google' },
        { id: 'clinic-sso', name: 'clinic-sso' },
      ],
    });
  });

  it('sends the browser back to the login page when the provider cannot be reached', async () => {
    const res = await ctx.app.inject('/api/v1/auth/oidc/clinic-sso/start?next=/appointments');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oidc_failed');
    expect(res.cookies.find((c) => c.name === 'tabib_oidc')).toBeUndefined();
  });
});

describe('redirect URI without PUBLIC_URL', () => {
  let idp: TestProvider;
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: ['http://clinic.example:8080/api/v1/auth/oidc/sso/callback'] });
    Object.assign(overrides, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: 'x',
      ALLOWED_HOSTS: ['clinic.example:8080'],
    });
  });
  afterAll(async () => idp?.close());
  const ctx = useTestApp(overrides);

  it("is built from the request's origin when its Host is allowed (ALLOWED_HOSTS), and never from another", async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/auth/oidc/sso/start',
      headers: { host: 'clinic.example:8080' },
    });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe(
      'http://clinic.example:8080/api/v1/auth/oidc/sso/callback',
    );
    const foreign = await ctx.app.inject({ url: '/api/v1/auth/oidc/sso/start', headers: { host: 'evil.example' } });
    // Back to the login page with an error: no redirect URI is built from a Host that is not the app's.
    expect(foreign.statusCode).toBe(302);
    expect(foreign.headers.location).toBe('/login?error=oidc_failed');
  });

  it('is built from PUBLIC_URL when set', async () => {
    const app = await buildApp(testConfig({ ...overrides, PUBLIC_URL: 'https://tabib.example/' }), {
      database: ctx.database,
    });
    try {
      const res = await app.inject({ url: '/api/v1/auth/oidc/sso/start', headers: { host: 'evil.example' } });
      expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe(
        'https://tabib.example/api/v1/auth/oidc/sso/callback',
      );
    } finally {
      await app.close();
    }
  });
});
