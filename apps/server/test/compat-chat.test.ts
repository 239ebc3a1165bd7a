import {
  CompatChatResponse,
  CompatChatStartResponse,
  CompatError,
  CompatHistoryList,
  CompatHistoryResult,
} from '@tabib/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatSessions } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

/** The spec's chatbot (/compat/chatbot/api/start, /api/chat) and its chat histories under /compat. */

const ctx = useTestApp();
let counter = 0;
const address = () => `10.80.${(counter >> 8) & 255}.${counter++ & 255}`;

function post(url: string, payload: unknown, user?: TestUser | null, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(user?.auth ?? {}), ...headers },
    remoteAddress: address(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function start(user?: TestUser | null, language: string | undefined = 'en') {
  const res = await post('/compat/chatbot/api/start', language === undefined ? undefined : { language }, user);
  expect(res.statusCode, res.body).toBe(201);
  return CompatChatStartResponse.parse(res.json());
}

async function chat(sessionId: string, message: string, user?: TestUser | null) {
  const res = await post('/compat/chatbot/api/chat', { message, session_id: sessionId }, user);
  expect(res.statusCode, res.body).toBe(200);
  return CompatChatResponse.parse(res.json());
}

/** A short conversation: its turns as the spec's client would keep them in `Data`. */
async function conversation(user?: TestUser | null) {
  const started = await start(user);
  const pairs: { request: string; response: string }[] = [];
  for (const message of ['34', 'Female']) {
    pairs.push({ request: message, response: (await chat(started.session_id, message, user)).response });
  }
  return { sessionId: started.session_id, pairs, Data: JSON.stringify(pairs) };
}

describe('POST /compat/chatbot/api/start', () => {
  it('answers session_id, response (the greeting) and language', async () => {
    const res = await post('/compat/chatbot/api/start', { language: 'en' });
    expect(res.statusCode).toBe(201);
    const body = CompatChatStartResponse.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['language', 'response', 'session_id']);
    expect(body.language).toBe('en');
    expect(body.response).toMatch(/how old/i);
    const arabic = await start(null, 'ar');
    expect(arabic.language).toBe('ar');
    expect(arabic.response).toContain('عمر');
    // Without a body: the request's language (Arabic by default).
    const bare = await post('/compat/chatbot/api/start', undefined);
    expect(bare.statusCode).toBe(201);
    expect(CompatChatStartResponse.parse(bare.json()).language).toBe('ar');
  });

  it("refuses an unknown language with a 400 carrying the spec's failure text", async () => {
    const res = await post('/compat/chatbot/api/start', { language: 'fr' }, null, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(CompatError.parse(res.json())).toMatchObject({
      statusbar: 'error',
      code: 'validation_failed',
      fields: { language: 'language_invalid' },
      error: 'Failed to start chat session',
    });
  });
});

describe('POST /compat/chatbot/api/chat', () => {
  it('answers response and options, and the assessment when the interview ends', async () => {
    const { session_id } = await start();
    const age = await chat(session_id, '34');
    expect(age).toMatchObject({ session_id, options: ['Male', 'Female'] });
    expect(Object.keys(age).sort()).toEqual(['options', 'response', 'session_id']);
    await chat(session_id, 'Male');
    const end = await chat(session_id, "I have crushing chest pain and I can't breathe");
    expect(end.response).toContain('123');
    expect(end.assessment).toMatchObject({ urgency: 'emergency', emergencyNumber: '123' });
  });

  it("keeps a signed-in user's conversation theirs, and refuses bad input without changing anything", async () => {
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const { session_id } = await start(alice);
    const other = await post('/compat/chatbot/api/chat', { message: '34', session_id }, bob);
    expect(other.statusCode).toBe(404);
    expect(CompatError.parse(other.json())).toMatchObject({ code: 'not_found', error: 'Network response was not ok' });
    expect((await post('/compat/chatbot/api/chat', { message: '34', session_id }, null)).statusCode).toBe(404);
    const blank = await post('/compat/chatbot/api/chat', { message: '  ', session_id: 'nope' }, alice);
    expect(blank.statusCode).toBe(400);
    expect(CompatError.parse(blank.json()).fields).toEqual({
      message: 'message_required',
      session_id: 'session_id_invalid',
    });
    const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, session_id));
    expect(row!.messageCount).toBe(1);
    expect((await chat(session_id, '34', alice)).options).toEqual(['Male', 'Female']);
  });
});

describe('POST /compat/create-history/{userId}', () => {
  it("saves the conversation to the user's history and answers it with Data as the spec's pairs", async () => {
    const alice = await createTestUser(ctx.database);
    const { sessionId, pairs, Data } = await conversation(alice);
    const res = await post(`/compat/create-history/${alice.user.id}`, { Data, session_id: sessionId }, alice, {
      'accept-language': 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = CompatHistoryResult.parse(res.json());
    expect(body.message).toBe('History saved');
    expect(Object.keys(body.result[0]!).sort()).toEqual(
      ['Data', 'endedAt', 'id', 'language', 'startedAt', 'summary', 'urgency', 'userId'].sort(),
    );
    expect(body.result[0]).toMatchObject({ id: sessionId, userId: alice.user.id, language: 'en' });
    expect(JSON.parse(body.result[0]!.Data)).toEqual(pairs);
    // The spec's client saves on End Chat and again on closing: the second save answers the same history.
    const again = await post(`/compat/create-history/${alice.user.id}`, { Data, session_id: sessionId }, alice);
    expect(again.statusCode).toBe(200);
    expect(CompatHistoryResult.parse(again.json()).result).toEqual(body.result);
  });

  it("refuses another user's id (403), a visitor (401), bad Data (400) and someone else's conversation (404)", async () => {
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const { sessionId, Data } = await conversation(alice);
    const url = `/compat/create-history/${alice.user.id}`;
    const asBob = await post(url, { Data, session_id: sessionId }, bob);
    expect(asBob.statusCode).toBe(403);
    expect(CompatError.parse(asBob.json())).toMatchObject({ code: 'forbidden', error: 'Failed to fetch doctor data' });
    expect((await post(url, { Data, session_id: sessionId }, null)).statusCode).toBe(401);
    for (const bad of ['not json', '{"request":"x"}', '']) {
      const res = await post(url, { Data: bad, session_id: sessionId }, alice);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(CompatError.parse(res.json()).fields ?? {})).toEqual(['Data']);
    }
    const bobsOwn = await post(`/compat/create-history/${bob.user.id}`, { Data, session_id: sessionId }, bob);
    expect(bobsOwn.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    expect(row!.endedAt).toBeNull();
  });

  it('keeps a conversation begun as a visitor for the user who saves it', async () => {
    const alice = await createTestUser(ctx.database);
    const { sessionId, Data } = await conversation(null);
    const res = await post(`/compat/create-history/${alice.user.id}`, { Data, session_id: sessionId }, alice);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    expect(row!.userId).toBe(alice.user.id);
  });
});

describe("POST /compat/create-history/{userId} with section 7's body, { Data } alone", () => {
  it("keeps the signed-in user's own conversation with those turns, once, without a session_id", async () => {
    const alice = await createTestUser(ctx.database);
    const { sessionId, pairs, Data } = await conversation(alice);
    const url = `/compat/create-history/${alice.user.id}`;
    const res = await post(url, { Data }, alice, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const body = CompatHistoryResult.parse(res.json());
    expect(body.message).toBe('History saved');
    expect(body.result[0]).toMatchObject({ id: sessionId, userId: alice.user.id, language: 'en' });
    expect(JSON.parse(body.result[0]!.Data)).toEqual(pairs);
    // Saved again (End Chat, then closing): the same history, not a copy.
    const again = await post(url, { Data }, alice);
    expect(again.statusCode, again.body).toBe(200);
    expect(CompatHistoryResult.parse(again.json()).result).toEqual(body.result);
    const list = await ctx.app.inject({ url: `/compat/get-histories/${alice.user.id}`, headers: alice.auth });
    expect(CompatHistoryList.parse(list.json()).total).toBe(1);
  });

  it("keeps a transcript it cannot match as sent, in the user's history, and never claims a visitor's conversation", async () => {
    const alice = await createTestUser(ctx.database);
    const visitor = await conversation(null);
    const res = await post(`/compat/create-history/${alice.user.id}`, { Data: visitor.Data }, alice, {
      'accept-language': 'ar',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = CompatHistoryResult.parse(res.json()).result[0]!;
    expect(saved.id).not.toBe(visitor.sessionId);
    expect(saved).toMatchObject({ userId: alice.user.id, language: 'ar' });
    expect(JSON.parse(saved.Data)).toEqual(visitor.pairs);
    const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, visitor.sessionId));
    expect(row!.userId).toBeNull();
    expect(row!.endedAt).toBeNull();
    const list = await ctx.app.inject({ url: `/compat/get-histories/${alice.user.id}`, headers: alice.auth });
    expect(CompatHistoryList.parse(list.json()).result.map((h) => h.id)).toEqual([saved.id]);
  });

  it('reports a missing field as required and a malformed one as invalid, and saves nothing', async () => {
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const url = `/compat/create-history/${alice.user.id}`;
    const fields = async (payload: unknown, user: TestUser = alice, to = url) => {
      const res = await post(to, payload, user);
      expect(res.statusCode, res.body).toBe(400);
      return CompatError.parse(res.json()).fields;
    };
    expect(await fields({})).toEqual({ Data: 'data_required' });
    expect(await fields({ Data: 5 })).toEqual({ Data: 'data_invalid' });
    expect(await fields({ Data: 'not json' })).toEqual({ Data: 'data_invalid' });
    // Nothing to keep: an empty transcript without a conversation's id.
    expect(await fields({ Data: '[]' })).toEqual({ Data: 'data_required' });
    expect(await fields({ Data: '[]', session_id: 'nope' })).toEqual({ session_id: 'session_id_invalid' });
    const pairs = JSON.stringify([{ request: '34', response: 'Female or male?' }]);
    expect(await fields({ Data: pairs }, alice, '/compat/save-history')).toEqual({ userId: 'user_id_required' });
    expect(await fields({ Data: pairs, userId: 'x' }, alice, '/compat/save-history')).toEqual({ userId: 'invalid_id' });
    expect((await post(url, { Data: pairs }, bob)).statusCode).toBe(403);
    expect((await post(url, { Data: pairs }, null)).statusCode).toBe(401);
    const list = await ctx.app.inject({ url: `/compat/get-histories/${alice.user.id}`, headers: alice.auth });
    expect(CompatHistoryList.parse(list.json()).total).toBe(0);
  });

  it('saves with POST /save-history and userId in the body too', async () => {
    const alice = await createTestUser(ctx.database);
    const { sessionId, Data } = await conversation(alice);
    const res = await post('/compat/save-history', { userId: alice.user.id, Data }, alice);
    expect(res.statusCode, res.body).toBe(201);
    expect(CompatHistoryResult.parse(res.json()).result[0]!.id).toBe(sessionId);
  });
});

describe('GET /compat/get-histories/{userId}', () => {
  it("lists the user's saved conversations as result[], newest first, to that user only", async () => {
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const first = await conversation(alice);
    const second = await conversation(alice);
    for (const c of [first, second]) {
      await post(`/compat/create-history/${alice.user.id}`, { Data: c.Data, session_id: c.sessionId }, alice);
    }
    const res = await ctx.app.inject({ url: `/compat/get-histories/${alice.user.id}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    const body = CompatHistoryList.parse(res.json());
    expect(body).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(body.result.map((h) => h.id)).toEqual([second.sessionId, first.sessionId]);
    expect(JSON.parse(body.result[1]!.Data)).toEqual(first.pairs);
    const refused = await ctx.app.inject({ url: `/compat/get-histories/${alice.user.id}`, headers: bob.auth });
    expect(refused.statusCode).toBe(403);
    expect(CompatError.parse(refused.json()).error).toBe('Failed to fetch doctor data');
    expect((await ctx.app.inject(`/compat/get-histories/${alice.user.id}`)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: `/compat/get-histories/${alice.user.id}?limit=0`, headers: alice.auth })).statusCode,
    ).toBe(400);
  });
});

describe('POST /compat/save-history', () => {
  it('saves with userId in the body, which must be the signed-in user', async () => {
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const { sessionId, Data } = await conversation(alice);
    const refused = await post('/compat/save-history', { userId: alice.user.id, Data, session_id: sessionId }, bob);
    expect(refused.statusCode).toBe(403);
    expect(
      (await post('/compat/save-history', { userId: alice.user.id, Data, session_id: sessionId }, null)).statusCode,
    ).toBe(401);
    const res = await post('/compat/save-history', { userId: alice.user.id, Data, session_id: sessionId }, alice);
    expect(res.statusCode, res.body).toBe(201);
    expect(CompatHistoryResult.parse(res.json()).result[0]).toMatchObject({ id: sessionId, userId: alice.user.id });
  });
});
