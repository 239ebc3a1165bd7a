/**
 * Behind a proxy (decision 036): the client address is the one the trusted hop appended to X-Forwarded-For,
 * never an entry the client wrote itself (rotating the leftmost entry does not escape a per-address limit),
 * and X-Forwarded-Proto is believed only as `http` or `https`.
 */
import { describe, expect, it } from 'vitest';
import { outboxJobs } from '../src/db/schema/index.ts';
import type { MailMessage } from '../src/shared/mail.ts';
import { useTestApp, type TestContext } from './support/test-app.ts';

const behindOneProxy = useTestApp({ TRUST_PROXY: 'true' });
const behindLoopback = useTestApp({ TRUST_PROXY: 'loopback' });
const direct = useTestApp({});

let serial = 0;
function signup(ctx: TestContext, forwardedFor: string, remoteAddress = '127.0.0.1') {
  serial++;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      name: 'Proxy Test',
      email: `proxy-${serial}-${Date.now()}@example.com`,
      phone: '010 1234 5678',
      birthDate: '1992-04-30',
      gender: 'female',
      password: 'correct horse battery',
    },
  });
}

describe('the client address behind a proxy', () => {
  for (const [setting, ctx] of [
    ['true', behindOneProxy],
    ['loopback', behindLoopback],
  ] as const) {
    it(`TRUST_PROXY=${setting}: a client rotating the leftmost X-Forwarded-For entry is still one address`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await signup(ctx, `10.9.${setting.length}.${i}, 198.51.100.7`)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another address appended by the proxy is another client.
      expect((await signup(ctx, '10.9.9.9, 198.51.100.8')).statusCode).toBe(201);
    });
  }

  it('TRUST_PROXY=loopback: a peer that is not the proxy is the client, whatever it forwards', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signup(behindLoopback, `203.0.113.${i}`, '192.0.2.50')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is not read at all', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signup(direct, `203.0.113.${i}`, '192.0.2.60')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('X-Forwarded-Proto', () => {
  async function subscribe(ctx: TestContext, proto: string | undefined, email: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000', 'accept-language': 'en', ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      payload: { email },
    });
  }
  async function mailTo(ctx: TestContext, to: string) {
    const rows = await ctx.database.db.select().from(outboxJobs);
    return rows.map((r) => r.payload as MailMessage).filter((m) => m.to === to);
  }

  it('is refused with 400 unless it is http or https, and nothing is sent', async () => {
    for (const proto of ['https://evil.example/#', 'javascript', 'ftp', 'https, evil://x']) {
      const email = `proto-${proto.length}-${serial++}@example.com`;
      const res = await subscribe(behindOneProxy, proto, email);
      expect(res.statusCode, proto).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
      expect(await mailTo(behindOneProxy, email)).toEqual([]);
    }
  });

  it('builds mail links with the protocol the proxy reports', async () => {
    const email = 'proto-https@example.com';
    expect((await subscribe(behindOneProxy, 'https', email)).statusCode).toBe(202);
    const [mail] = await mailTo(behindOneProxy, email);
    expect(mail!.text).toContain('https://localhost:3000/');
    expect(mail!.text).not.toContain('http://localhost');
  });

  it('is ignored without TRUST_PROXY', async () => {
    const email = 'proto-direct@example.com';
    expect((await subscribe(direct, 'https://evil.example/#', email)).statusCode).toBe(202);
    const [mail] = await mailTo(direct, email);
    expect(mail!.text).toContain('http://localhost:3000/');
    expect(mail!.text).not.toContain('evil');
  });
});
