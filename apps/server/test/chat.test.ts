import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply } from '@tabib/contracts';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { chatMessages, chatSessions, specialties } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const ctx = useTestApp();

let ip = 0;
/** Each conversation from its own address, so the per-address rate limit is tested on purpose only. */
function nextAddress() {
  ip += 1;
  return `10.20.${Math.floor(ip / 250)}.${ip % 250}`;
}

function start(language: unknown, user?: TestUser, app: FastifyInstance = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/chat/sessions',
    payload: language === undefined ? {} : { language },
    headers: user?.auth ?? {},
    remoteAddress: nextAddress(),
  });
}

function send(sessionId: string, text: unknown, user?: TestUser, app: FastifyInstance = ctx.app, address?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/chat/sessions/${sessionId}/messages?lang=en`,
    payload: text === undefined ? {} : { text },
    headers: user?.auth ?? {},
    remoteAddress: address ?? nextAddress(),
  });
}

function end(sessionId: string, user?: TestUser) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/chat/sessions/${sessionId}/end`,
    headers: user?.auth ?? {},
    remoteAddress: nextAddress(),
  });
}

async function started(language: 'ar' | 'en', user?: TestUser): Promise<{ sessionId: string; reply: ChatReply }> {
  const res = await start(language, user);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function say(sessionId: string, text: string, user?: TestUser): Promise<ChatReply> {
  const res = await send(sessionId, text, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reply: ChatReply }>().reply;
}

/** Age, sex, the complaint, then "no" to every question until the assessment arrives. */
async function interview(lang: 'ar' | 'en', complaint: string, user?: TestUser) {
  const { sessionId, reply: greeting } = await started(lang, user);
  await say(sessionId, lang === 'ar' ? '٣٤' : '34', user);
  await say(sessionId, lang === 'ar' ? 'أنثى' : 'Female', user);
  let reply = await say(sessionId, complaint, user);
  const questions: ChatReply[] = [];
  for (let i = 0; !reply.assessment && i < 30; i++) {
    questions.push(reply);
    reply = await say(sessionId, lang === 'ar' ? 'لا' : 'No', user);
  }
  return { sessionId, greeting, questions, reply };
}

async function directorySlugs(): Promise<Map<string, string>> {
  const rows = await ctx.database.db.select({ id: specialties.id, slug: specialties.slug }).from(specialties);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function expectDirectorySpecialty(reply: ChatReply) {
  const assessment = reply.assessment!;
  expect(assessment).toBeDefined();
  const slugs = await directorySlugs();
  expect(slugs.get(assessment.specialty.slug)).toBe(assessment.specialty.id);
  expect(assessment.specialty.name.length).toBeGreaterThan(0);
  expect(assessment.conditions.length).toBeGreaterThan(0);
  expect(assessment.disclaimer.length).toBeGreaterThan(0);
}

async function sessionRow(id: string) {
  const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return row ?? null;
}

describe('starting and continuing a conversation', () => {
  it('greets in English and asks the next question, with options', async () => {
    const { sessionId, reply } = await started('en');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.text).toMatch(/how old/i);
    const age = await say(sessionId, '34');
    expect(age.options).toEqual(['Male', 'Female']);
    const sex = await say(sessionId, 'Female');
    expect(sex.text.length).toBeGreaterThan(0);
    expect(sex.assessment).toBeUndefined();
  });

  it('greets in Arabic and continues in Arabic', async () => {
    const { sessionId, reply } = await started('ar');
    expect(reply.text).toMatch(/[\u0600-\u06FF]/);
    expect(reply.text).toContain('عمر');
    const age = await say(sessionId, '٣٤');
    expect(age.options).toEqual(['ذكر', 'أنثى']);
  });

  it('uses the request language when the body names none', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chat/sessions',
      payload: {},
      headers: { 'accept-language': 'ar' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ reply: ChatReply }>().reply.text).toMatch(/[\u0600-\u06FF]/);
  });

  it('stores every message in order, in the database', async () => {
    const { sessionId } = await started('en');
    await say(sessionId, '40');
    const rows = await ctx.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(chatMessages.position);
    expect(rows.map((r) => [r.position, r.role])).toEqual([
      [0, 'bot'],
      [1, 'user'],
      [2, 'bot'],
    ]);
    expect(rows[1]!.text).toBe('40');
    expect(rows[2]!.options).toEqual(['Male', 'Female']);
  });

  it('continues on another server instance over the same database', async () => {
    const other = await buildApp(testConfig(), { database: ctx.database });
    await other.ready();
    try {
      const res = await start('en', undefined, other);
      const { sessionId } = res.json<{ sessionId: string }>();
      expect((await send(sessionId, '52', undefined, other)).statusCode).toBe(200);
      // The second message goes to the first instance: it knows the state only through the database.
      const reply = (await send(sessionId, 'Male')).json<{ reply: ChatReply }>().reply;
      expect(reply.options).toBeUndefined();
      expect(reply.text).not.toMatch(/male or female/i);
      const row = await sessionRow(sessionId);
      expect((row!.state as { stage: string; age: number; sex: string }).stage).toBe('complaint');
      expect((row!.state as { age: number }).age).toBe(52);
    } finally {
      await other.close();
    }
  });

  it('applies two simultaneous messages one after the other, losing neither', async () => {
    const { sessionId } = await started('en');
    const [a, b] = await Promise.all([send(sessionId, '29'), send(sessionId, 'Female')]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const row = await sessionRow(sessionId);
    expect(row!.messageCount).toBe(5);
    const rows = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(
      rows
        .filter((r) => r.role === 'user')
        .map((r) => r.text)
        .sort(),
    ).toEqual(['29', 'Female']);
  });
});

describe('reaching an assessment', () => {
  it('English free text ends with a specialty of our directory', async () => {
    const { reply, questions } = await interview('en', 'I have had a bad headache and a fever for two days');
    expect(questions.length).toBeGreaterThan(0);
    await expectDirectorySpecialty(reply);
    expect(reply.assessment!.reasons.length).toBeGreaterThan(0);
    expect(['emergency', 'urgent', 'routine', 'self_care']).toContain(reply.assessment!.urgency);
  });

  it('Arabic free text ends with the specialty named in Arabic', async () => {
    const { reply } = await interview('ar', 'أعاني من ألم في المعدة وقيء منذ أمس');
    await expectDirectorySpecialty(reply);
    const [row] = await ctx.database.db
      .select({ nameAr: specialties.nameAr })
      .from(specialties)
      .where(eq(specialties.slug, reply.assessment!.specialty.slug));
    expect(reply.assessment!.specialty.name).toBe(row!.nameAr);
  });

  it('Egyptian colloquial Arabic is understood', async () => {
    const { reply, questions } = await interview('ar', 'عندي كحة وسخونية من امبارح وزوري واجعني');
    expect(questions[0]!.text).toMatch(/[\u0600-\u06FF]/);
    await expectDirectorySpecialty(reply);
  });

  it('a red flag in English ends the interview at once with emergency and 123', async () => {
    const { sessionId } = await started('en');
    await say(sessionId, '58');
    await say(sessionId, 'Male');
    const reply = await say(sessionId, "I have crushing chest pain and I can't breathe");
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.emergencyNumber).toBe('123');
    expect(reply.text).toContain('123');
    await expectDirectorySpecialty(reply);
  });

  it('a red flag in Egyptian Arabic ends the interview at once, even before age and sex', async () => {
    const { sessionId } = await started('ar');
    const reply = await say(sessionId, 'عندي ألم شديد في صدري ومش قادر أتنفس');
    expect(reply.assessment?.urgency).toBe('emergency');
    expect(reply.assessment?.emergencyNumber).toBe('123');
    expect(reply.text).toContain('123');
    await expectDirectorySpecialty(reply);
    const row = await sessionRow(sessionId);
    expect(row!.urgency).toBe('emergency');
  });
});

describe('unknown and expired sessions', () => {
  it('an unknown session is a 404 that says so', async () => {
    const res = await send('7f2c1a5e-0000-4000-8000-000000000000', 'hello');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', fields: { session: 'session_expired' } } });
  });

  it('a session idle for longer than a day has expired, and changes nothing', async () => {
    const { sessionId } = await started('en');
    await ctx.database.db
      .update(chatSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatSessions.id, sessionId));
    const res = await send(sessionId, '30');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', fields: { session: 'session_expired' } } });
    expect((await sessionRow(sessionId))?.messageCount).toBe(1);
    expect((await end(sessionId)).statusCode).toBe(404);
  });

  it('every message moves the expiry forward', async () => {
    const { sessionId } = await started('en');
    const before = (await sessionRow(sessionId))!.expiresAt.getTime();
    await new Promise((r) => setTimeout(r, 20));
    await say(sessionId, '30');
    const after = (await sessionRow(sessionId))!.expiresAt.getTime();
    expect(after).toBeGreaterThan(before);
    expect(after - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('a malformed id is a 400', async () => {
    const res = await send('not-a-session', 'hi');
    expect(res.statusCode).toBe(400);
  });
});

describe('validation', () => {
  it('an empty or blank message is refused with message_required and changes nothing', async () => {
    const { sessionId } = await started('en');
    for (const text of ['', '   ', undefined]) {
      const res = await send(sessionId, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { text: 'message_required' } } });
    }
    expect((await sessionRow(sessionId))!.messageCount).toBe(1);
  });

  it('a message over 1000 characters is refused', async () => {
    const { sessionId } = await started('en');
    const res = await send(sessionId, 'a'.repeat(1001));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { text: 'message_too_long' } } });
    expect((await send(sessionId, '30')).statusCode).toBe(200);
  });

  it('a language other than ar or en is refused in the request language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chat/sessions?lang=ar',
      payload: { language: 'fr' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { language: 'language_invalid' } },
    });
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('posting messages is rate limited per address', async () => {
    const { sessionId } = await started('en');
    const address = '10.99.0.1';
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await send(sessionId, 'x', undefined, ctx.app, address)).statusCode;
    expect(last).toBe(429);
    expect((await send(sessionId, 'x', undefined, ctx.app, '10.99.0.2')).statusCode).toBe(200);
  });
});

describe('ownership and history', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    alice = await createTestUser(ctx.database, { role: 'patient' });
    bob = await createTestUser(ctx.database, { role: 'patient' });
  });

  it("a signed-in user's session is theirs: others (and visitors) get 404", async () => {
    const { sessionId } = await started('en', alice);
    expect((await sessionRow(sessionId))!.userId).toBe(alice.user.id);
    for (const who of [bob, undefined]) {
      const res = await send(sessionId, '30', who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { fields: { session: 'session_expired' } } });
      expect((await end(sessionId, who)).statusCode).toBe(404);
    }
    expect((await send(sessionId, '30', alice)).statusCode).toBe(200);
  });

  it('ending saves the conversation to the signed-in user history, newest first', async () => {
    const first = await interview('en', 'I have a rash on my arm that itches', alice);
    expect((await end(first.sessionId, alice)).json()).toEqual({ ended: true, saved: true });
    const second = await started('ar', alice);
    await say(second.sessionId, '٤٠', alice);
    expect((await end(second.sessionId, alice)).json()).toEqual({ ended: true, saved: true });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/history', headers: alice.auth });
    expect(list.statusCode).toBe(200);
    const page = list.json<{
      items: { id: string; summary: string | null; language: string; messageCount: number }[];
      total: number;
    }>();
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([second.sessionId, first.sessionId]);
    expect(page.items[0]).toMatchObject({ language: 'ar', summary: null, messageCount: 3 });
    expect(page.items[1]!.summary).toBe(first.reply.assessment!.conditions[0]!.name);

    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/chat/history/${first.sessionId}`,
      headers: alice.auth,
    });
    expect(one.statusCode).toBe(200);
    const detail = one.json<{ messages: { role: string; text: string; assessment?: unknown }[] }>();
    expect(detail.messages[0]).toMatchObject({ role: 'bot', text: first.greeting.text });
    expect(detail.messages[1]).toMatchObject({ role: 'user', text: '34' });
    expect(detail.messages.at(-1)!.assessment).toEqual(first.reply.assessment);

    // Ended means finished: no more messages.
    expect((await send(first.sessionId, 'hello', alice)).statusCode).toBe(404);
    // Paging.
    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/chat/history?limit=1&page=2',
      headers: alice.auth,
    });
    expect(paged.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([first.sessionId]);
  });

  it("another user cannot read someone's history", async () => {
    const { sessionId } = await started('en', alice);
    await end(sessionId, alice);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/history/${sessionId}`, headers: bob.auth });
    expect(res.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/history', headers: bob.auth });
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('history needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/history' })).statusCode).toBe(401);
  });

  it("a visitor's conversation is not saved: ending deletes it", async () => {
    const { sessionId } = await started('en');
    await say(sessionId, '30');
    expect((await end(sessionId)).json()).toEqual({ ended: true, saved: false });
    expect(await sessionRow(sessionId)).toBeNull();
    expect((await send(sessionId, 'Male')).statusCode).toBe(404);
  });

  it('a conversation begun as a visitor is saved for the user who ends it signed in', async () => {
    const { sessionId } = await started('en');
    await say(sessionId, '30');
    expect((await end(sessionId, bob)).json()).toEqual({ ended: true, saved: true });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/history/${sessionId}`, headers: bob.auth });
    expect(res.statusCode).toBe(200);
  });
});
