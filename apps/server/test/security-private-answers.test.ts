import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { operationsOf } from './support/security-fuzz.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/**
 * Answers meant for one person are never stored by a browser, proxy or service worker; every answer says
 * which powerful browser features no page may use; a request naming two hosts is refused.
 */
const ctx = useTestApp();

const placeholder = '00000000-0000-4000-8000-000000000000';

describe('private answers', () => {
  it('every OpenAPI operation, called as a signed-in user, answers Cache-Control: no-store', async () => {
    const document = (await ctx.app.inject('/api/v1/openapi.json')).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const op of operations) {
      // A fresh session for each call: one of them is the logout.
      const patient = await createTestUser(ctx.database);
      const url = op.path.replace(/\{\w+\}/g, placeholder);
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url,
        headers: patient.auth,
        ...(op.body ? { payload: {} } : {}),
      });
      if (!/\bno-store\b/.test(String(res.headers['cache-control']))) {
        missing.push(`${op.method} ${op.path} -> ${res.statusCode} ${String(res.headers['cache-control'])}`);
      }
      expect(res.headers['permissions-policy'], `${op.method} ${op.path}`).toContain('camera=()');
    }
    expect(missing).toEqual([]);
  });

  it('the session cookie counts as signing in, and public answers stay cacheable for visitors', async () => {
    const patient = await createTestUser(ctx.database);
    const withCookie = await ctx.app.inject({ url: '/api/v1/auth/me', cookies: { tabib_session: patient.token } });
    expect(withCookie.headers['cache-control']).toBe('no-store');
    const visitor = await ctx.app.inject('/api/v1/specialties');
    expect(visitor.statusCode).toBe(200);
    expect(String(visitor.headers['cache-control'] ?? '')).not.toContain('no-store');
  });

  it('answers that hand out a token are not stored: sign-up, login, compat login', async () => {
    const email = `private.${Date.now()}@example.com`;
    const password = 'a long enough password';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        name: 'Private Answers',
        email,
        password,
        phone: '01001234567',
        birthDate: '1990-01-01',
        gender: 'female',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const compat = await ctx.app.inject({
      method: 'POST',
      url: '/compat/login',
      payload: { Email: email, Password: password },
    });
    expect(compat.statusCode).toBe(200);
    expect(compat.json().Token).toBeTypeOf('string');
    expect(compat.headers['cache-control']).toBe('no-store');
  });
});

describe('the Host header', () => {
  async function rawRequest(request: string): Promise<string> {
    if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(request);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    await once(socket, 'end');
    return Buffer.concat(chunks).toString('utf8');
  }

  it('a request with two Host headers is refused with 400 and the error shape', async () => {
    const answer = await rawRequest(
      'GET /api/v1/specialties HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
    const single = await rawRequest('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(single).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('lets the visit page alone ask for camera and microphone, for itself', async () => {
    const id = '0b8e6a57-5c0f-4c1e-9d55-3f5b0f7d1a01';
    for (const url of [`/visits/${id}`, `/visits/${id}?lang=en`]) {
      const res = await ctx.app.inject(url);
      expect(res.headers['permissions-policy'], url).toContain('camera=(self), microphone=(self)');
    }
    for (const url of ['/', '/visits', `/visits/${id}/other`, `/api/v1/visits/${id}`, `/faq?next=/visits/${id}`]) {
      const res = await ctx.app.inject(url);
      expect(res.headers['permissions-policy'], url).toContain('camera=(), microphone=()');
    }
  });
});
