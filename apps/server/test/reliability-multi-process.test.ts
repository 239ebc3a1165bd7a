/**
 * Two server processes against one PostgreSQL: everything a user does on one works on the other,
 * because sessions, conversations and bookings live in the database, not in a process.
 *
 * PostgreSQL only: an embedded PGlite database belongs to one process and cannot be shared. This file
 * is therefore selected in the "server (postgres)" project only (the root vitest.config.ts excludes it
 * from "server (pglite)"); it does not skip itself.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { appointments } from '../src/db/schema/index.ts';
import { forgetNextSlot } from '../src/features/booking/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser } from './support/users.ts';

let copy: DatabaseCopy;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
  [a, b] = await Promise.all([startServerProcess(copy.serverEnv), startServerProcess(copy.serverEnv)]);
  for (const server of [a, b]) await waitFor('readyz', () => isReady(server.url), 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await database?.close();
  await copy?.remove();
});

/** Cookie-authenticated writes must come from the server's own origin (CSRF check). */
const fromOrigin = (server: ServerProcess, cookie: string) => ({ cookie, origin: server.url });

describe('two server processes, one PostgreSQL', () => {
  it('a session made on one process is valid on the other, by cookie and by bearer token', async () => {
    const email = `two-processes.${Date.now()}@example.com`;
    const signup = await http(a.url, '/api/v1/auth/signup', {
      method: 'POST',
      body: {
        name: 'Mona Adel',
        email,
        phone: '010 1234 5678',
        birthDate: '1992-04-30',
        gender: 'female',
        password: 'correct horse battery',
      },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const cookie = /tabib_session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeTruthy();

    const meOnB = await http(b.url, '/api/v1/auth/me', { headers: { cookie: cookie! } });
    expect(meOnB.status).toBe(200);
    expect(meOnB.body.user).toMatchObject({ email, id: signup.body.user.id });
    const meByToken = await http(b.url, '/api/v1/auth/me', { headers: bearer(signup.body.token) });
    expect(meByToken.body.user?.email).toBe(email);

    // Sign in on B, use it on A; sign out on A, and B no longer knows the session.
    const login = await http(b.url, '/api/v1/auth/login', {
      method: 'POST',
      body: { email, password: 'correct horse battery' },
    });
    expect(login.status).toBe(200);
    const second = /tabib_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    expect((await http(a.url, '/api/v1/auth/me', { headers: { cookie: second! } })).body.user?.email).toBe(email);
    const logout = await http(a.url, '/api/v1/auth/logout', { method: 'POST', headers: fromOrigin(a, second!) });
    expect(logout.status).toBe(200);
    expect((await http(b.url, '/api/v1/auth/me', { headers: { cookie: second! } })).body.user).toBeNull();
    expect((await http(b.url, '/api/v1/auth/me', { headers: { cookie: cookie! } })).body.user?.email).toBe(email);
  });

  it('a symptom-checker conversation started on one process continues on the other, turn by turn', async () => {
    const user = await createTestUser(database);
    const started = await http(a.url, '/api/v1/chat/sessions', {
      method: 'POST',
      body: { language: 'en' },
      headers: user.auth,
    });
    expect(started.status).toBe(201);
    const { sessionId } = started.body as { sessionId: string };

    const turns = ['34', 'Female', 'I have had a bad headache and a fever for two days'];
    let reply: { assessment?: unknown; text: string } | undefined;
    for (let i = 0; i < 40 && !reply?.assessment; i++) {
      const server = i % 2 === 0 ? b : a; // B answers the first message of a conversation A started
      const res = await http(server.url, `/api/v1/chat/sessions/${sessionId}/messages?lang=en`, {
        method: 'POST',
        body: { text: turns[i] ?? 'No' },
        headers: user.auth,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      reply = res.body.reply;
    }
    expect(reply?.assessment).toBeTruthy();

    const ended = await http(b.url, `/api/v1/chat/sessions/${sessionId}/end`, { method: 'POST', headers: user.auth });
    expect(ended.status).toBe(200);
    const history = await http(a.url, `/api/v1/chat/history/${sessionId}`, { headers: user.auth });
    expect(history.status).toBe(200);
    // Greeting + every user message and its reply, in order, whichever process wrote them.
    const messages = history.body.messages as { role: string; text: string }[];
    expect(
      messages
        .filter((m) => m.role === 'user')
        .map((m) => m.text)
        .slice(0, 3),
    ).toEqual(turns);
  });

  it('a race for one slot split across both processes has exactly one winner and one row', async () => {
    const [doctorId] = await prepareDoctors(database, 1);
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
    const slots = await http(a.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`);
    expect(slots.status).toBe(200);
    const startsAt = (slots.body.items as { startsAt: string }[])[0]!.startsAt;

    const contenders = 24;
    const patients = await Promise.all(Array.from({ length: contenders }, () => createTestUser(database)));
    const answers = await Promise.all(
      patients.map((p, i) =>
        http(i % 2 === 0 ? a.url : b.url, '/api/v1/appointments', {
          method: 'POST',
          headers: p.auth,
          body: {
            doctorId,
            startsAt,
            visitType: 'clinic',
            patientName: 'Mona Adel',
            phone: '01001234567',
            email: p.user.email,
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(','),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      statuses.join(','),
    ).toHaveLength(contenders - 1);
    for (const lost of answers.filter((r) => r.status === 409)) expect(lost.body.error.code).toBe('slot_taken');
    // Both processes took part in the race, and both answered 409s.
    expect(answers.filter((r, i) => i % 2 === 0 && r.status === 409).length).toBeGreaterThan(0);
    expect(answers.filter((r, i) => i % 2 === 1 && r.status === 409).length).toBeGreaterThan(0);

    const rows = await database.db
      .select({ id: appointments.id, userId: appointments.userId })
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctorId!), eq(appointments.startsAt, new Date(startsAt))));
    const winner = answers.find((r) => r.status === 201)!.body as { id: string };
    expect(rows).toEqual([{ id: winner.id, userId: expect.any(String) }]);
    expect(patients.map((p) => p.user.id)).toContain(rows[0]!.userId);
  });

  it('a booking through one process moves the next slot the other shows, even in an answer it had cached', async () => {
    const [, doctorId] = await prepareDoctors(database, 2);
    // Hours written straight to the database: forgotten as a schedule edit through the doctor portal would.
    await forgetNextSlot(database.db, doctorId!);
    const profile = await http(a.url, `/api/v1/doctors/${doctorId}?lang=en`);
    expect(profile.status).toBe(200);
    const search = `/api/v1/doctors?specialty=${profile.body.specialty.slug}&q=${encodeURIComponent(profile.body.name)}&lang=en`;
    const shownOn = async (server: ServerProcess) => {
      const res = await http(server.url, search);
      expect(res.status).toBe(200);
      return (res.body.items as { id: string; nextSlotAt: string | null }[]).find((i) => i.id === doctorId)?.nextSlotAt;
    };
    const first = await shownOn(a);
    expect(first).toBeTruthy();
    expect(await shownOn(a)).toBe(first);

    const patient = await createTestUser(database);
    const booked = await http(b.url, '/api/v1/appointments', {
      method: 'POST',
      headers: patient.auth,
      body: {
        doctorId,
        startsAt: first,
        visitType: 'clinic',
        patientName: 'Mona Adel',
        phone: '01001234567',
        email: patient.user.email,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const next = await shownOn(a);
    expect(next).toBeTruthy();
    expect(Date.parse(next!)).toBeGreaterThan(Date.parse(first!));
  });
});
