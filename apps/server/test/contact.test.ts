import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();

let nextAddress = 1;
/** Each test writes from its own client address, so the per-address rate limit does not leak between tests. */
function freshIp() {
  nextAddress += 1;
  return `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

const valid = { name: 'Mona Adel', email: 'Mona@Example.com', comment: 'My booking confirmation did not arrive.' };

function send(payload: unknown, options: { ip?: string; headers?: Record<string, string>; lang?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/contact${options.lang ? `?lang=${options.lang}` : ''}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers,
  });
}

describe('POST /api/v1/contact', () => {
  it('stores a visitor message and answers 201', async () => {
    const before = await stored();
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored()).toBe(before + 1);
  });

  it('links the message to the signed-in sender', async () => {
    const patient = await createTestUser(ctx.database, { role: 'patient' });
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const res = await send({ ...valid, comment: 'A question from a signed-in patient.' }, { headers: patient.auth });
    expect(res.statusCode).toBe(201);
    const list = await ctx.app.inject({ url: '/api/v1/admin/contact-messages', headers: admin.auth });
    const mine = list.json().items.find((m: { id: string }) => m.id === res.json().id);
    expect(mine).toMatchObject({ userId: patient.user.id, email: 'mona@example.com', language: 'ar' });
  });

  it('refuses missing, malformed and oversized fields with localised field errors, storing nothing', async () => {
    const before = await stored();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: 'name_required', email: 'email_required', comment: 'comment_required' }],
      [
        { name: ' ', email: ' ', comment: ' ' },
        { name: 'name_required', email: 'email_required', comment: 'comment_required' },
      ],
      [{ ...valid, email: 'not-an-email' }, { email: 'email_invalid' }],
      [{ ...valid, name: 'x'.repeat(81) }, { name: 'name_too_long' }],
      [{ ...valid, comment: 'short' }, { comment: 'comment_too_short' }],
      [{ ...valid, comment: 'x'.repeat(2001) }, { comment: 'comment_too_long' }],
      [{ ...valid, email: `${'a'.repeat(250)}@x.io` }, { email: 'email_too_long' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields).toMatchObject(fields);
    }
    const ar = await send({});
    expect(ar.json().error.message).toBe('بعض البيانات غير صحيحة. راجعها وحاول مرة أخرى.');
    const en = await send({}, { lang: 'en' });
    expect(en.json().error.message).toMatch(/not valid/);
    expect(await stored()).toBe(before);
  });

  it('allows five messages per address in ten minutes, then answers a localised 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await send({ ...valid, comment: `Message number ${i} about my booking.` }, { ip })).statusCode).toBe(201);
    }
    const before = await stored();
    const limited = await send(valid, { ip, lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many/) });
    const limitedAr = await send(valid, { ip });
    expect(limitedAr.json().error.message).toMatch(/محاولات كثيرة/);
    expect(await stored()).toBe(before);
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });
});

describe('GET /api/v1/admin/contact-messages', () => {
  it('is for admins only: visitor 401, patient 403, doctor 403, admin 200', async () => {
    const url = '/api/v1/admin/contact-messages';
    expect((await ctx.app.inject(url)).statusCode).toBe(401);
    const patient = await createTestUser(ctx.database, { role: 'patient' });
    expect((await ctx.app.inject({ url, headers: patient.auth })).statusCode).toBe(403);
    const doctor = await createTestUser(ctx.database, { role: 'doctor' });
    expect((await ctx.app.inject({ url, headers: doctor.auth })).statusCode).toBe(403);
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const res = await ctx.app.inject({ url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(await stored());
  });

  it('pages newest first and keeps markup as plain text', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const script = '<script>alert(1)</script> please call me back';
    await send({ ...valid, comment: 'An older message, sent first.' });
    await send({ ...valid, comment: script });
    const first = await ctx.app.inject({ url: '/api/v1/admin/contact-messages?page=1&limit=1', headers: admin.auth });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, limit: 1 });
    expect(body.items).toHaveLength(1);
    expect(body.items[0].comment).toBe(script);
    const second = await ctx.app.inject({ url: '/api/v1/admin/contact-messages?page=2&limit=1', headers: admin.auth });
    expect(second.json().items[0].comment).toBe('An older message, sent first.');
    const all = await ctx.app.inject({ url: '/api/v1/admin/contact-messages?limit=100', headers: admin.auth });
    expect(all.json().items.length).toBe(body.total);
  });

  it('refuses bad paging with a 400', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    for (const q of ['page=0', 'limit=1000', 'page=abc', 'limit=-1']) {
      const res = await ctx.app.inject({ url: `/api/v1/admin/contact-messages?${q}`, headers: admin.auth });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});
