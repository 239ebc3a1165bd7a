/**
 * SIGTERM with a request in flight (a booking whose body is still arriving, sent slowly by the client):
 * the request gets its normal answer, connections made after the signal are refused, idle keep-alive
 * connections are closed, and the process exits with code 0 after closing the database. Both engines.
 */
import http from 'node:http';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { http as call } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

let copy: DatabaseCopy;
let server: ServerProcess;
let patient: TestUser;
let doctorId: string;

beforeAll(async () => {
  copy = await copyTemplateDatabase(testEngine);
  const setup = copy.open();
  [doctorId] = (await prepareDoctors(setup, 1)) as [string];
  patient = await createTestUser(setup);
  await setup.close();
  server = await startServerProcess(copy.serverEnv);
  await waitFor('readyz', () => isReady(server.url), 60_000);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await copy?.remove();
});

/** Resolves with 'refused' or 'accepted' for a fresh TCP connection to the server. */
function tryConnect(port: number): Promise<'refused' | 'accepted'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    );
  });
}

describe(`graceful shutdown (${testEngine})`, () => {
  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
    const slots = await call(server.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`);
    const startsAt = (slots.body.items as { startsAt: string }[])[0]!.startsAt;

    // An idle keep-alive connection: shutdown must not wait for it to time out.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleAnswer = await new Promise<number>((resolve, reject) =>
      http
        .get(`${server.url}/healthz`, { agent: idle }, (res) => res.resume().on('end', () => resolve(res.statusCode!)))
        .on('error', reject),
    );
    expect(idleAnswer).toBe(200);
    const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

    // The slow request: headers and half the body now, the rest after the signal.
    const body = Buffer.from(
      JSON.stringify({
        doctorId,
        startsAt,
        visitType: 'clinic',
        patientName: 'Mona Adel',
        phone: '01001234567',
        email: patient.user.email,
      }),
    );
    const half = Math.floor(body.length / 2);
    const request = http.request(`${server.url}/api/v1/appointments`, {
      method: 'POST',
      agent: false,
      headers: { ...patient.auth, 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      request.on('error', reject);
    });
    request.write(body.subarray(0, half));
    request.flushHeaders();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server has the headers and part of the body

    server.child.kill('SIGTERM');

    // New connections are refused (nothing listens any more) while the request is still open.
    await waitFor('new connections refused', async () => (await tryConnect(server.port)) === 'refused', 10_000, 50);
    await idleClosed;
    expect(server.child.exitCode).toBeNull(); // still finishing the request in flight

    request.end(body.subarray(half));
    const { status, body: text } = await answer;
    expect(status, text).toBe(201);
    const appointment = JSON.parse(text) as { id: string; startsAt: string; status: string };
    expect(appointment).toMatchObject({ startsAt, status: 'booked' });

    const exit = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 15 s'), 15_000)),
    ]);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(await tryConnect(server.port)).toBe('refused');

    // The answer was committed, and the database was closed cleanly (PGlite opens again at once).
    const after = copy.open();
    try {
      const rows = await after.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.userId, patient.user.id));
      expect(rows).toEqual([{ id: appointment.id }]);
    } finally {
      await after.close();
    }
  }, 90_000);
});
