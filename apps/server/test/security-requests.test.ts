import { describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/shared/security.ts';
import { databaseFingerprint, fingerprintDiff } from './support/security-fuzz.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/**
 * Bodies a client should never send: too large, not JSON, JSON of the wrong media type, prototype keys,
 * absurd nesting, text the database cannot hold. Each is refused with a 4xx in the app's error shape and
 * language, and none of them changes a stored row.
 */

const ctx = useTestApp();

let address = 0;
const from = () => `10.77.${(address >> 8) & 255}.${address++ & 255}`;

const contact = { name: 'Omar', email: 'omar@example.com', comment: 'How do I cancel a booking?' };

async function post(url: string, payload: string, headers: Record<string, string>, auth?: { authorization: string }) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth }, remoteAddress: from() });
}

async function expectUnchanged(run: () => Promise<void>) {
  const before = await databaseFingerprint(ctx.database);
  await run();
  expect(fingerprintDiff(before, await databaseFingerprint(ctx.database)), 'tables changed').toEqual([]);
}

describe('request bodies the API refuses', () => {
  it('refuses a body over the limit with 413, in the error shape and the language asked for', async () => {
    const patient = await createTestUser(ctx.database);
    const oversized = JSON.stringify({ ...contact, comment: 'x'.repeat(BODY_LIMIT) });
    await expectUnchanged(async () => {
      for (const [lang, message] of [
        ['en', 'The request is too large.'],
        ['ar', 'حجم الطلب أكبر من المسموح.'],
      ] as const) {
        const res = await post('/api/v1/contact', oversized, {
          'content-type': 'application/json',
          'accept-language': lang,
        });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: { code: 'payload_too_large', message } });
        const signedIn = await post(
          '/api/v1/appointments',
          oversized,
          { 'content-type': 'application/json', 'accept-language': lang },
          patient.auth,
        );
        expect(signedIn.statusCode).toBe(413);
        expect(signedIn.json().error.code).toBe('payload_too_large');
      }
      // The spec's API answers in its own shape, with the same code.
      const compat = await post('/compat/createcontact', oversized, {
        'content-type': 'application/json',
        'accept-language': 'en',
      });
      expect(compat.statusCode).toBe(413);
      expect(compat.json()).toMatchObject({
        statusbar: 'error',
        code: 'payload_too_large',
        message: 'The request is too large.',
      });
    });
    // Just under the limit is still read (and then judged on its fields).
    const under = JSON.stringify({ ...contact, comment: 'x'.repeat(BODY_LIMIT - 200) });
    const res = await post('/api/v1/contact', under, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses malformed JSON with 400 bad_request', async () => {
    await expectUnchanged(async () => {
      for (const body of [
        '{"name":',
        '{name: "Omar"}',
        "{'name':'Omar'}",
        '[1,2',
        '{"a":1}}',
        '\u0000',
        'nul',
        '{"a":NaN}',
      ]) {
        const res = await post('/api/v1/contact', body, {
          'content-type': 'application/json',
          'accept-language': 'en',
        });
        expect(res.statusCode, body).toBe(400);
        expect(res.json(), body).toEqual({
          error: { code: 'bad_request', message: 'The request could not be understood.' },
        });
      }
    });
  });

  it('refuses bodies of another media type with 415, text/plain included', async () => {
    const json = JSON.stringify(contact);
    await expectUnchanged(async () => {
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
      ]) {
        const res = await post('/api/v1/contact', json, { 'content-type': type, 'accept-language': 'en' });
        expect(res.statusCode, type).toBe(415);
        expect(res.json().error.code, type).toBe('bad_request');
      }
    });
    // The one form-encoded endpoint (mail clients' one-click unsubscribe) keeps its own parser.
    const oneClick = await post(
      '/api/v1/newsletter/unsubscribe/one-click?token=00000000-0000-4000-8000-000000000000',
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(oneClick.statusCode).toBe(404);
  });

  it('refuses prototype keys at any depth without touching Object.prototype', async () => {
    const bodies = [
      '{"__proto__":{"role":"admin"},"name":"Omar","email":"omar@example.com","comment":"hello there"}',
      '{"name":"Omar","email":"omar@example.com","comment":"hello there","constructor":{"prototype":{"role":"admin"}}}',
      '{"name":"Omar","email":"omar@example.com","comment":"hello there","x":[{"__proto__":{"polluted":1}}]}',
    ];
    await expectUnchanged(async () => {
      for (const body of bodies) {
        const res = await post('/api/v1/contact', body, { 'content-type': 'application/json' });
        expect(res.statusCode, body).toBe(400);
        expect(res.json().error.code).toBe('bad_request');
      }
    });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses absurdly nested JSON without a 5xx', async () => {
    const depth = 20_000;
    await expectUnchanged(async () => {
      for (const body of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
        const res = await post('/api/v1/contact', body, { 'content-type': 'application/json' });
        expect([400, 413]).toContain(res.statusCode);
        expect(res.json().error.code).toMatch(/^(validation_failed|bad_request|payload_too_large)$/);
      }
    });
  });

  it('refuses NUL and lone surrogates in stored text as a validation failure naming the field', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    await expectUnchanged(async () => {
      for (const comment of ['a\u0000b', 'half a pair \uD83D', '\uDE00 low half first']) {
        const body = JSON.stringify({ ...contact, comment });
        const res = await post('/api/v1/contact', body, {
          'content-type': 'application/json',
          'accept-language': 'en',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { comment: 'text_invalid' } });
      }
      const nested = JSON.stringify({ brandEn: 'x', usesEn: ['ok', 'no\u0000'] });
      const res = await post('/api/v1/medicines', nested, { 'content-type': 'application/json' }, admin.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ 'usesEn.1': 'text_invalid' });
      // In the query string and the path too.
      const query = await ctx.app.inject({ url: '/api/v1/doctors?q=%00', remoteAddress: from() });
      expect(query.statusCode).toBe(400);
      expect(query.json().error.fields).toEqual({ q: 'text_invalid' });
      const pathParam = await ctx.app.inject({ url: '/compat/getreview/%00', remoteAddress: from() });
      expect(pathParam.statusCode).toBe(400);
    });
    // A well-formed pair (an emoji) is ordinary text.
    const ok = await post('/api/v1/contact', JSON.stringify({ ...contact, comment: 'Thanks 😀 شكراً' }), {
      'content-type': 'application/json',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers malformed URLs in the error shape, not the framework’s', async () => {
    for (const url of ['/api/v1/doctors/%zz', '/api/v1/doctors/%', `/api/v1/doctors/${'a'.repeat(200)}`]) {
      const res = await ctx.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().error, url).toMatchObject({
        code: expect.stringMatching(/^(bad_request|not_found|validation_failed)$/),
      });
      expect(typeof res.json().error.message).toBe('string');
    }
  });

  it('the fingerprint sees a changed row', async () => {
    const before = await databaseFingerprint(ctx.database);
    await post('/api/v1/contact', JSON.stringify(contact), { 'content-type': 'application/json' });
    expect(fingerprintDiff(before, await databaseFingerprint(ctx.database))).toEqual(['contact_messages']);
  });
});
