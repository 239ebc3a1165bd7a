import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../src/db/schema/index.ts';
import { useOutboxDelivery, useTestApp } from './support/test-app.ts';

const inbox: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
smtp.listen(0, '127.0.0.1');
await once(smtp.server, 'listening');
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = useTestApp({
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  PUBLIC_URL: 'https://tabib.example',
});
useOutboxDelivery(ctx);

async function mailsTo(address: string, expected: number) {
  for (let i = 0; i < 100 && inbox.filter((m) => m.to.includes(address)).length < expected; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return inbox.filter((m) => m.to.includes(address));
}

function textPart(raw: string): string {
  const at = raw.indexOf('Content-Type: text/plain');
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64').toString('utf8');
}

function subject(raw: string): string {
  const line = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?B\?([^?]*)\?=\s*/gi, (_m, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .trim();
}

async function rows() {
  const [row] = await ctx.database.db.select({ n: count() }).from(newsletterSubscriptions);
  return row?.n ?? 0;
}

describe('POST /api/v1/newsletter', () => {
  it('subscribes once and deduplicates regardless of case and spaces', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'Reader@Example.com' },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'confirmation_sent' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: '  reader@example.COM ' },
    });
    // The same answer as a new address (no enumeration), and no second row or mail.
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'confirmation_sent' });
    expect(await rows()).toBe(1);
  });

  it('refuses bad addresses with a localised 400 and stores nothing', async () => {
    const before = await rows();
    for (const payload of [{ email: 'nope' }, { email: '' }, {}, { email: 42 }, { email: `${'a'.repeat(250)}@x.io` }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields.email).toBeDefined();
    }
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter?lang=en',
      payload: { email: 'nope' },
    });
    expect(en.json().error.message).toMatch(/not valid/);
    expect(await rows()).toBe(before);
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

async function tokenOf(email: string) {
  const [row] = await ctx.database.db
    .select({ token: newsletterSubscriptions.unsubscribeToken, unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (!row) throw new Error(`${email} is not stored`);
  return row;
}

function subscribe(email: string, ip = '10.1.0.1') {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email }, remoteAddress: ip });
}

function unsubscribe(payload: unknown, lang = 'ar') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/newsletter/unsubscribe?lang=${lang}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: '10.1.0.2',
  });
}

describe('newsletter unsubscribe', () => {
  it('ends the subscription with the token from the mail, idempotently, and masks the address', async () => {
    expect((await subscribe('leaving@example.com')).statusCode).toBe(202);
    const { token } = await tokenOf('leaving@example.com');
    const res = await unsubscribe({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, email: 'l***@example.com' });
    expect((await tokenOf('leaving@example.com')).unsubscribedAt).toBeInstanceOf(Date);
    const again = await unsubscribe({ token });
    expect(again.statusCode).toBe(200);
  });

  it('counts a returning reader as a new subscriber with a new token; the old link stops working', async () => {
    await subscribe('back@example.com');
    const { token: old } = await tokenOf('back@example.com');
    await unsubscribe({ token: old });
    const back = await subscribe('back@example.com');
    expect(back.statusCode).toBe(202);
    expect(back.json()).toEqual({ status: 'confirmation_sent' });
    const now = await tokenOf('back@example.com');
    expect(now.unsubscribedAt).toBeNull();
    expect(now.token).not.toBe(old);
    expect((await unsubscribe({ token: old })).statusCode).toBe(404);
    expect((await tokenOf('back@example.com')).unsubscribedAt).toBeNull();
  });

  it('answers an unknown token with a localised 404 and a malformed one with a 400', async () => {
    const unknown = await unsubscribe({ token: '00000000-0000-4000-8000-000000000000' }, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found', message: expect.stringMatching(/could not find/) });
    const unknownAr = await unsubscribe({ token: '00000000-0000-4000-8000-000000000000' });
    expect(unknownAr.json().error.message).toBe('لم نجد ما تبحث عنه.');
    for (const payload of [{}, { token: 'nope' }, { token: 42 }]) {
      const res = await unsubscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields.token).toBeDefined();
    }
  });

  it('turns the mail link into a redirect to the confirmation page without changing anything', async () => {
    await subscribe('clicker@example.com');
    const { token } = await tokenOf('clicker@example.com');
    const res = await ctx.app.inject(`/api/v1/newsletter/unsubscribe?token=${token}&lang=en`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/newsletter/unsubscribe?token=${token}&lang=en`);
    expect((await tokenOf('clicker@example.com')).unsubscribedAt).toBeNull();
    expect((await ctx.app.inject('/api/v1/newsletter/unsubscribe?token=nope')).statusCode).toBe(400);
  });
});

describe('newsletter rate limit', () => {
  it('allows ten subscriptions a minute per address, then a localised 429', async () => {
    const ip = '10.1.9.9';
    for (let i = 0; i < 10; i += 1) expect((await subscribe(`burst-${i}@example.com`, ip)).statusCode).toBe(202);
    const before = await rows();
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter?lang=en',
      payload: { email: 'burst-last@example.com' },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many/) });
    expect(await rows()).toBe(before);
  });
});

function confirm(payload: unknown, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/newsletter/confirm?lang=${lang}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: '10.2.0.3',
  });
}

/** The confirmation link in a mail's text, and its token. */
function confirmLink(raw: string) {
  const link = new URL(/https:\/\/\S+\/newsletter\/confirm\S*/.exec(textPart(raw))![0]);
  return { link, token: link.searchParams.get('token')! };
}

describe('newsletter double opt-in', () => {
  it('sends one confirmation mail and nothing else until the link is followed; then one welcome', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter?lang=en',
      payload: { email: 'welcome@example.com' },
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo('welcome@example.com', 1);
    expect(subject(mail!.raw)).toBe('Confirm your Tabib newsletter subscription');
    const text = textPart(mail!.raw);
    expect(text).toContain('If it was not you, ignore this mail');
    const { link, token } = confirmLink(mail!.raw);
    expect(link.origin + link.pathname).toBe('https://tabib.example/newsletter/confirm');
    expect(link.searchParams.get('lang')).toBe('en');
    // No unsubscribe link and no List-Unsubscribe yet: there is nothing to leave.
    expect(text).not.toContain('unsubscribe');

    // Signing up again, in any case, sends nothing more; nor does anything else until confirmed.
    for (const email of ['welcome@example.com', 'WELCOME@example.com']) {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: { email },
        remoteAddress: '10.2.0.1',
      });
      expect(again.json()).toEqual({ status: 'confirmation_sent' });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.filter((m) => m.to.includes('welcome@example.com'))).toHaveLength(1);

    const confirmed = await confirm({ token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true, email: 'w***@example.com' });
    const [, welcome] = await mailsTo('welcome@example.com', 2);
    expect(subject(welcome!.raw)).toBe('Welcome to the Tabib newsletter');
    const { token: unsubscribeToken } = await tokenOf('welcome@example.com');
    expect(textPart(welcome!.raw)).toContain(
      `https://tabib.example/newsletter/unsubscribe?token=${unsubscribeToken}&lang=en`,
    );

    // Confirming again is harmless and sends nothing; a confirmed address signing up gets nothing either.
    expect((await confirm({ token })).statusCode).toBe(200);
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'welcome@example.com' },
      remoteAddress: '10.2.0.1',
    });
    expect(subscribed.json()).toEqual({ status: 'confirmation_sent' });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.filter((m) => m.to.includes('welcome@example.com'))).toHaveLength(2);
  });

  it('answers an unknown or malformed token with a localised 404 or 400, and an unsubscribed one with 404', async () => {
    const unknown = await confirm({ token: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/could not find/);
    expect((await confirm({ token: '00000000-0000-4000-8000-000000000000' }, 'ar')).json().error.message).toBe(
      'لم نجد ما تبحث عنه.',
    );
    for (const payload of [{}, { token: 'nope' }, { token: 42 }]) {
      const res = await confirm(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields.token).toBeDefined();
    }
    await subscribe('changed-mind@example.com', '10.2.0.4');
    const [mail] = await mailsTo('changed-mind@example.com', 1);
    const { token } = confirmLink(mail!.raw);
    await unsubscribe({ token: (await tokenOf('changed-mind@example.com')).token });
    expect((await confirm({ token })).statusCode).toBe(404);
  });

  it('offers mail programs one-click unsubscribe (RFC 8058) once confirmed, and only with the right form', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter?lang=en',
      payload: { email: 'one.click@example.com' },
      remoteAddress: '10.2.0.9',
    });
    const [confirmation] = await mailsTo('one.click@example.com', 1);
    expect((await confirm({ token: confirmLink(confirmation!.raw).token })).statusCode).toBe(200);
    const [, mail] = await mailsTo('one.click@example.com', 2);
    const { token } = await tokenOf('one.click@example.com');
    const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: *<([^>]+)>/m.exec(headers)?.[1];
    expect(header).toBe(`https://tabib.example/api/v1/newsletter/unsubscribe/one-click?token=${token}`);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);

    const post = (payload: string, query = `token=${token}`) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/newsletter/unsubscribe/one-click?${query}&lang=en`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
        remoteAddress: '10.2.0.10',
      });
    const wrong = await post('List-Unsubscribe=Yes');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({ 'List-Unsubscribe': 'one_click_invalid' });
    expect((await post('List-Unsubscribe=One-Click', 'token=not-a-token')).statusCode).toBe(400);
    expect((await tokenOf('one.click@example.com')).unsubscribedAt).toBeNull();

    const done = await post('List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ unsubscribed: true, email: 'o***@example.com' });
    expect((await tokenOf('one.click@example.com')).unsubscribedAt).toBeInstanceOf(Date);
  });

  it('writes to an Arabic subscriber in Arabic, with an Arabic confirmation page link', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'arabic-reader@example.com' },
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
      remoteAddress: '10.2.0.2',
    });
    const [mail] = await mailsTo('arabic-reader@example.com', 1);
    expect(subject(mail!.raw)).toBe('أكّد اشتراكك في نشرة طبيب');
    expect(textPart(mail!.raw)).toContain('إن لم تطلب ذلك فتجاهل هذه الرسالة');
    expect(confirmLink(mail!.raw).link.searchParams.get('lang')).toBe('ar');
  });
});
