/**
 * Two server processes on one PostgreSQL under contention: patients racing for the same slot, parallel
 * wrong passwords for one account, and per-address limits, all of which must hold across processes.
 *
 * PostgreSQL only (an embedded database belongs to one process): selected in the "server (postgres)"
 * project only, like reliability-multi-process.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { appointments, loginFailures } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { http } from './support/http.ts';
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
  // The tests speak for many clients from one machine: each request names its client in X-Forwarded-For.
  const env = { ...copy.serverEnv, TRUST_PROXY: 'loopback' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  for (const server of [a, b]) await waitFor('readyz', () => isReady(server.url), 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await database?.close();
  await copy?.remove();
});

describe('contention across two processes on one PostgreSQL', () => {
  it('16 patients racing for one slot, 60 times, get only 201 and 409 slot_taken: one winner per slot', async () => {
    const rounds = 60;
    const contenders = 16;
    const doctorIds = await prepareDoctors(database, 2);
    const from = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
    const slots: { doctorId: string; startsAt: string }[] = [];
    for (const doctorId of doctorIds) {
      const answer = await http(a.url, `/api/v1/doctors/${doctorId}/slots?from=${from}&days=7`);
      expect(answer.status).toBe(200);
      for (const item of answer.body.items as { startsAt: string }[]) slots.push({ doctorId, startsAt: item.startsAt });
    }
    expect(slots.length).toBeGreaterThanOrEqual(rounds);
    // A patient of their own per request: no per-account limit takes part in the race.
    const patients = await Promise.all(Array.from({ length: rounds * contenders }, () => createTestUser(database)));

    const started = Date.now();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const slot = slots[round]!;
      const answers = await Promise.all(
        Array.from({ length: contenders }, (_, i) => {
          const patient = patients[round * contenders + i]!;
          return http(i % 2 === 0 ? a.url : b.url, '/api/v1/appointments', {
            method: 'POST',
            headers: patient.auth,
            body: {
              ...slot,
              visitType: 'clinic',
              patientName: 'Mona Adel',
              phone: '01001234567',
              email: patient.user.email,
            },
          });
        }),
      );
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 201 && !(answer.status === 409 && answer.body.error?.code === 'slot_taken')) {
          failures.push(`round ${round}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      const won = answers.filter((r) => r.status === 201);
      expect(won, `round ${round}`).toHaveLength(1);
      const rows = await database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.doctorId, slot.doctorId), eq(appointments.startsAt, new Date(slot.startsAt))));
      expect(rows).toEqual([{ id: won[0]!.body.id }]);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `same-slot race: ${rounds} rounds x ${contenders} in ${seconds.toFixed(1)} s`,
      Object.fromEntries(statuses),
    );
    expect(
      failures,
      [...a.output().split('\n'), ...b.output().split('\n')]
        .filter((l) => /deadlock|error/i.test(l))
        .slice(0, 5)
        .join('\n'),
    ).toEqual([]);
    expect(statuses.get(201)).toBe(rounds);
    expect(statuses.get(409)).toBe(rounds * (contenders - 1));
  }, 240_000);

  it('40 wrong passwords for one account at once, across both processes, check at most 5', async () => {
    const email = `lockout.${Date.now()}@example.com`;
    const signup = await http(a.url, '/api/v1/auth/signup', {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.1.0.1' },
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

    // From 40 addresses, so the per-address limit plays no part: only the account's lockout stops them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        http(i % 2 === 0 ? a.url : b.url, '/api/v1/auth/login', {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.2.0.${i + 1}` },
          body: { email, password: `wrong password ${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 401 && s !== 429),
      statuses.join(','),
    ).toEqual([]);
    // Every attempt that reached the password check was recorded before it; none was cleared (all wrong).
    const recorded = await database.db.$count(loginFailures, eq(loginFailures.email, email));
    expect(recorded).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);

    // The right password is refused too while the account is locked.
    const right = await http(b.url, '/api/v1/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.2.1.1' },
      body: { email, password: 'correct horse battery' },
    });
    expect(right.status).toBe(429);
  });

  it('the per-address sign-in limit (20 in 10 minutes) is one count across both processes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await http(i % 2 === 0 ? a.url : b.url, '/api/v1/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.3.0.1' },
        body: { email: `nobody.${i}@example.com`, password: 'not a password here' },
      });
      answers.push(answer.status);
    }
    expect(
      answers.slice(0, 20).every((s) => s === 401),
      answers.join(','),
    ).toBe(true);
    expect(
      answers.slice(20).every((s) => s === 429),
      answers.join(','),
    ).toBe(true);
    // Another address is not affected.
    const other = await http(b.url, '/api/v1/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.3.0.2' },
      body: { email: 'nobody@example.com', password: 'not a password here' },
    });
    expect(other.status).toBe(401);
  });
});
