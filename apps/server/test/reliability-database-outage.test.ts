/**
 * PostgreSQL goes away while the server runs, then comes back. A TCP proxy sits between the server process
 * and PostgreSQL; cutting it destroys every connection and refuses new ones, as a database restart does.
 * The server must say so (/readyz 503), answer API calls at once with a 503 and a JSON error (no hang, no
 * 500, no crash), and recover by itself when the database is back.
 *
 * PostgreSQL only: the embedded database has no connection to lose. Selected in the "server (postgres)"
 * project only (the root vitest.config.ts excludes it from "server (pglite)"); it does not skip itself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { http, type HttpAnswer } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

/** How long the server may take to notice: the readiness ping times out after 2 s, connecting after 5 s. */
const NOTICE_WITHIN_MS = 10_000;

let copy: DatabaseCopy;
let database: Database;
let proxy: TcpProxy;
let server: ServerProcess;
let patient: TestUser;
let doctorId: string;
let slots: string[];

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
  [doctorId] = (await prepareDoctors(database, 1)) as [string];
  patient = await createTestUser(database);
  const target = new URL(copy.url!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(copy.url!);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  // One patient books this doctor three times over the file: above the default limit of two upcoming visits.
  server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), BOOKING_MAX_PER_DOCTOR: '3' });
  await waitFor('readyz', () => isReady(server.url), 60_000);
  const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
  const res = await http(server.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=3`);
  slots = (res.body.items as { startsAt: string }[]).map((s) => s.startsAt);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await proxy?.close();
  await database?.close();
  await copy?.remove();
});

const me = () => http(server.url, '/api/v1/auth/me', { headers: patient.auth, timeoutMs: 20_000 });
const myAppointments = () => http(server.url, '/api/v1/appointments', { headers: patient.auth, timeoutMs: 20_000 });
const book = (startsAt: string) =>
  http(server.url, '/api/v1/appointments?lang=en', {
    method: 'POST',
    headers: patient.auth,
    body: {
      doctorId,
      startsAt,
      visitType: 'clinic',
      patientName: 'Mona Adel',
      phone: '01001234567',
      email: patient.user.email,
    },
    timeoutMs: 20_000,
  });

function expectUnavailable(res: HttpAnswer, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
  expect(res.headers.get('content-type'), what).toContain('application/json');
  expect(res.body, what).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
  expect(res.ms, what).toBeLessThan(NOTICE_WITHIN_MS);
}

describe('PostgreSQL restarted while serving', () => {
  it('reports not ready, answers 503 at once, and recovers without a restart', async () => {
    // Warm up: the pool holds open connections through the proxy.
    expect((await me()).body.user?.id).toBe(patient.user.id);
    expect((await book(slots[0]!)).status).toBe(201);
    expect(proxy.connections()).toBeGreaterThan(0);

    await proxy.cut();
    const cutAt = Date.now();

    // Not ready, soon; every readiness answer itself comes quickly.
    await waitFor(
      'readyz 503',
      async () => {
        const res = await http(server.url, '/readyz', { timeoutMs: NOTICE_WITHIN_MS });
        expect(res.ms).toBeLessThan(NOTICE_WITHIN_MS);
        if (res.status === 200) return false;
        expect(res.status).toBe(503);
        // The copy it holds stays: searches wait only for the database.
        expect(res.body).toEqual({ status: 'unavailable', database: 'down', search: 'up' });
        return true;
      },
      NOTICE_WITHIN_MS,
    );
    expect(Date.now() - cutAt).toBeLessThan(NOTICE_WITHIN_MS);

    // API calls that need the database fail cleanly, all of them, also many at once.
    const answers = await Promise.all([
      me(),
      myAppointments(),
      book(slots[1]!),
      http(server.url, `/api/v1/doctors/${doctorId}`, { timeoutMs: 20_000 }),
      ...Array.from({ length: 16 }, () => myAppointments()),
    ]);
    answers.forEach((res, i) => expectUnavailable(res, `request ${i}`));
    expect((await book(slots[1]!)).body.error.message).toBe(
      'The service is temporarily unavailable. Try again shortly.',
    );
    // The process is alive and still the same one.
    expect((await http(server.url, '/healthz')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    // PostgreSQL is back: ready again and serving, with no restart.
    await proxy.restore();
    await waitFor('readyz 200 after the database came back', () => isReady(server.url), 15_000);
    expect((await me()).body.user?.id).toBe(patient.user.id);
    const booked = await book(slots[1]!);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await myAppointments()).body.total).toBe(2);
    expect(server.child.exitCode).toBeNull();
    // Logged as the database being unavailable, never as an unhandled error (a 500).
    expect(server.output()).not.toContain('unhandled error');
  }, 90_000);

  it('survives its idle connections being terminated by the server (admin_shutdown), and carries on', async () => {
    expect((await me()).status).toBe(200);
    const terminated = await database.db
      .select({ done: sql<boolean>`pg_terminate_backend(pid)` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and pid <> pg_backend_pid()`);
    expect(terminated.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.child.exitCode).toBeNull();
    // Connections the pool still held are gone; the next calls open new ones.
    await waitFor('readyz 200', () => isReady(server.url), 15_000);
    expect((await me()).body.user?.id).toBe(patient.user.id);
    expect((await book(slots[2]!)).status).toBe(201);
  }, 60_000);
});
