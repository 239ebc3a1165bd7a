import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { newsletterSubscriptions } from '../src/db/schema/index.ts';
import { redactUrl } from '../src/shared/logging.ts';
import { browseProvider, startTestProvider, type TestProvider } from './support/oidc-provider.ts';
import { createTestDatabase } from './support/test-db.ts';

/**
 * The request log at info level keeps no secret and no address: not an OpenID callback's code or state,
 * not a session token, not a newsletter token, not an e-mail address in a /compat path.
 */
const PUBLIC_URL = 'http://tabib.test';
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let idp: TestProvider;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/v1/auth/oidc/sso/callback`] });
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      LOG_LEVEL: 'info',
      PUBLIC_URL,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_PROVIDER_NAME: 'sso',
    }),
    { database, logStream },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await idp?.close();
});

describe('the request log', () => {
  it('holds no code, state, token or address after an OpenID sign-in, a compat profile change and newsletter links', async () => {
    const secrets: string[] = [];
    const email = `logged.${Date.now()}@example.com`;
    secrets.push(email);

    // A full sign-in through the provider.
    const start = await app.inject('/api/v1/auth/oidc/sso/start?next=/myappointments');
    expect(start.statusCode).toBe(302);
    const attempt = start.cookies.find((c) => c.name === 'tabib_oidc')!.value;
    const back = await browseProvider(
      new URL(String(start.headers.location)),
      { sub: `subject-${Date.now()}`, email, email_verified: true, name: 'Mona Adel' },
      PUBLIC_URL,
    );
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    expect(code.length).toBeGreaterThan(10);
    secrets.push(code, state);
    const signedIn = await app.inject({ url: `${back.pathname}${back.search}`, cookies: { tabib_oidc: attempt } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/myappointments');
    const session = signedIn.cookies.find((c) => c.name === 'tabib_session')!.value;
    secrets.push(session);

    // The profile changed through /compat, the address in the path (an address change waits for a code).
    secrets.push(encodeURIComponent(email));
    const profile = await app.inject({
      method: 'PUT',
      url: `/compat/changeprofile/${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${session}` },
      payload: { userName: 'Mona Adel', mobilePhone: '01001234567', Email: email, birthDate: '1990-01-15' },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    // Newsletter links carry tokens in their query.
    const reader = `reader.${Date.now()}@example.com`;
    secrets.push(reader);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: reader } })).statusCode,
    ).toBe(202);
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, reader));
    secrets.push(row!.unsubscribeToken, row!.confirmToken);
    expect((await app.inject(`/api/v1/newsletter/unsubscribe?token=${row!.unsubscribeToken}&lang=en`)).statusCode).toBe(
      303,
    );
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/unsubscribe/one-click?token=${row!.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const log = lines.join('');
    // The requests were logged, in their redacted shape...
    expect(log).toContain('"url":"/api/v1/auth/oidc/sso/callback?code=[redacted]&state=[redacted]&iss=[redacted]"');
    expect(log).toContain('"url":"/compat/changeprofile/[redacted]"');
    expect(log).toContain('"url":"/api/v1/newsletter/unsubscribe?token=[redacted]&lang=en"');
    // ...and nothing secret or personal is anywhere in the log.
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    expect(log).not.toMatch(/[\w.+-]+@example\.com/);
  });

  it('keeps the shape of URLs and the plain parameters', () => {
    expect(redactUrl('/api/v1/doctors?page=2&limit=10&q=mona&lang=ar')).toBe(
      '/api/v1/doctors?page=2&limit=10&q=[redacted]&lang=ar',
    );
    expect(redactUrl('/compat/changepassword/someone%40example.com')).toBe('/compat/changepassword/[redacted]');
    expect(redactUrl('/compat/findDoctor/1234')).toBe('/compat/findDoctor/1234');
    expect(redactUrl('/newsletter/confirm?token=abc')).toBe('/newsletter/confirm?token=[redacted]');
  });
});
