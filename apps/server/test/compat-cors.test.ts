import { CompatChatResponse, CompatChatStartResponse } from '@tabib/contracts';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/features/auth/session.ts';
import { testConfig } from '../src/config.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/** COMPAT_ORIGINS: pages on those origins call /compat with credentials; every other origin keeps `*`. */

const listed = 'http://old-app.example:5000';
const unlisted = 'https://elsewhere.example';
const ctx = useTestApp({ COMPAT_ORIGINS: [listed] });
const cookie = sessionCookieName(testConfig());

describe('CORS with credentials for COMPAT_ORIGINS', () => {
  it('echoes a listed origin with credentials and Vary: Origin, on preflights and answers (errors included)', async () => {
    for (const url of ['/compat/chatbot/api/chat', '/compat/create-appointment']) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: listed,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(listed);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(preflight.headers.vary).toMatch(/Origin/);
    }
    const list = await ctx.app.inject({ url: '/compat/getLocation', headers: { origin: listed } });
    expect(list.headers['access-control-allow-origin']).toBe(listed);
    expect(list.headers['access-control-allow-credentials']).toBe('true');
    expect(list.headers.vary).toMatch(/Origin/);
    // The 401 of a call that needs the token is readable too, so the client can show its message.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/compat/create-appointment',
      headers: { origin: listed },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(listed);
    expect(refused.headers['access-control-allow-credentials']).toBe('true');
  });

  it('keeps `*` without credentials for every other origin, and Vary: Origin so caches keep them apart', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/compat/chatbot/api/chat',
      headers: { origin: unlisted, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await ctx.app.inject({ url: '/compat/getLocation', headers: { origin: unlisted } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
    // A listed origin is trusted on /compat only: the web app's own API stays same-origin.
    const v1 = await ctx.app.inject({ url: '/api/v1/cities', headers: { origin: listed } });
    expect(v1.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("accepts the session cookie from a listed origin on /compat writes: the chatbot conversation is the user's", async () => {
    const user = await createTestUser(ctx.database);
    const cookies = { [cookie]: user.token };
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/compat/chatbot/api/start',
      headers: { origin: listed, 'accept-language': 'en' },
      cookies,
      payload: { language: 'en' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const { session_id } = CompatChatStartResponse.parse(start.json());
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/compat/chatbot/api/chat',
      headers: { origin: listed },
      cookies,
      payload: { message: '34', session_id },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(CompatChatResponse.parse(reply.json()).response.length).toBeGreaterThan(0);
    // Started with the cookie, the conversation is that user's: without it, it cannot be continued.
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/compat/chatbot/api/chat',
      headers: { origin: listed },
      payload: { message: 'Male', session_id },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses cookie writes from unlisted origins, and cookie writes from listed origins outside /compat', async () => {
    const user = await createTestUser(ctx.database);
    const cookies = { [cookie]: user.token };
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/compat/chatbot/api/start',
      headers: { origin: unlisted },
      cookies,
      payload: { language: 'en' },
    });
    expect(elsewhere.statusCode).toBe(403);
    const v1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chat/sessions',
      headers: { origin: listed },
      cookies,
      payload: { language: 'en' },
    });
    expect(v1.statusCode).toBe(403);
  });
});
