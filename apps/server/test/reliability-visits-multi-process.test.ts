/**
 * A telehealth call with the patient on one server process and the doctor on another, both on one PostgreSQL
 * (decision 034): frames, presence, chat and the room closing cross between the processes through
 * LISTEN/NOTIFY, and the cap on sockets per participant counts both processes.
 *
 * PostgreSQL only (listed in the root vitest.config.ts's postgresOnly): PGlite belongs to one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { copyTemplateDatabase, type DatabaseCopy } from './support/database-copies.ts';
import { http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { connectSignal, createVisit, isRefusal, isType, joinSignal, type SignalClient } from './support/visit-calls.ts';

let copy: DatabaseCopy;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;
const clients: SignalClient[] = [];

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
  const env = { ...copy.serverEnv, VISIT_PING_INTERVAL_S: '1' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  for (const server of [a, b]) await waitFor('readyz', () => isReady(server.url), 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all([a?.kill(), b?.kill()]);
  await database?.close();
  await copy?.remove();
});

async function join(server: ServerProcess, appointmentId: string, headers: Record<string, string>) {
  const client = await joinSignal(server.url, appointmentId, headers);
  clients.push(client);
  return client;
}

describe('a visit across two server processes', () => {
  it('relays frames both ways and tells each side of the other, the patient on A and the doctor on B', async () => {
    const visit = await createVisit(database);
    const patient = await join(a, visit.appointmentId, visit.patient.auth);
    expect(await patient.next(isType('welcome'))).toMatchObject({ role: 'patient', peerPresent: false });
    const doctor = await join(b, visit.appointmentId, visit.doctor.auth);
    expect(await doctor.next(isType('welcome'))).toMatchObject({ role: 'doctor', peerPresent: true });
    expect(await patient.next(isType('peer-joined'))).toMatchObject({ role: 'doctor' });

    const offer = {
      type: 'description',
      description: { type: 'offer', sdp: `v=0\r\n${'a=candidate:1 1 udp 1 10.0.0.1 9 typ host\r\n'.repeat(300)}` },
    };
    expect(Buffer.byteLength(JSON.stringify(offer))).toBeGreaterThan(8_000);
    doctor.send(offer);
    expect(await patient.next((m) => m.type === 'description')).toEqual({ ...offer, from: 'doctor' });
    for (let i = 0; i < 10; i++) patient.send({ type: 'candidate', n: i });
    await doctor.next((m) => m.type === 'candidate' && m.n === 9);
    expect(doctor.received.filter((m) => m.type === 'candidate').map((m) => m.n)).toEqual([...Array(10).keys()]);

    const chat = await http(a.url, `/api/v1/visits/${visit.appointmentId}/messages`, {
      method: 'POST',
      headers: visit.patient.auth,
      body: { text: 'Can you see me?' },
    });
    expect(chat.status).toBe(201);
    expect(await doctor.next(isType('chat'))).toMatchObject({ message: { from: 'patient', text: 'Can you see me?' } });

    await doctor.close();
    expect(await patient.next(isType('peer-left'))).toMatchObject({ role: 'doctor' });
    // The doctor comes back through A this time.
    const again = await join(a, visit.appointmentId, visit.doctor.auth);
    expect(await again.next(isType('welcome'))).toMatchObject({ peerPresent: true });
    const ended = await http(b.url, `/api/v1/visits/${visit.appointmentId}/end`, {
      method: 'POST',
      headers: visit.doctor.auth,
    });
    expect(ended.status).toBe(200);
    for (const client of [patient, again]) {
      expect(await client.next(isType('closed'))).toMatchObject({ reason: 'ended' });
      expect((await client.closed).code).toBe(4000);
    }
  });

  it('closes the room on both processes when the appointment is cancelled on one', async () => {
    const visit = await createVisit(database, { startsInMinutes: 5 });
    const patient = await join(a, visit.appointmentId, visit.patient.auth);
    const doctor = await join(b, visit.appointmentId, visit.doctor.auth);
    const cancelled = await http(b.url, `/api/v1/appointments/${visit.appointmentId}/cancel`, {
      method: 'POST',
      headers: visit.patient.auth,
    });
    expect(cancelled.status).toBe(200);
    for (const client of [patient, doctor]) {
      expect(await client.next(isType('closed'))).toMatchObject({ reason: 'cancelled' });
    }
  });

  it("counts one participant's sockets on both processes against one cap", async () => {
    const visit = await createVisit(database);
    await join(a, visit.appointmentId, visit.patient.auth);
    await join(b, visit.appointmentId, visit.patient.auth);
    await join(a, visit.appointmentId, visit.patient.auth);
    for (const server of [a, b]) {
      const fourth = await connectSignal(server.url, visit.appointmentId, visit.patient.auth);
      expect(isRefusal(fourth) && fourth.status).toBe(429);
    }
  });

  it("tells the patient the doctor left when the doctor's process dies", async () => {
    const visit = await createVisit(database);
    const patient = await join(a, visit.appointmentId, visit.patient.auth);
    const doctor = await join(b, visit.appointmentId, visit.doctor.auth);
    await patient.next(isType('peer-joined'));
    await b.kill();
    await doctor.closed;
    // B's rows go stale after three missed refreshes (pings every second), and A says so.
    expect(await patient.next(isType('peer-left'), 10_000)).toMatchObject({ role: 'doctor' });
  });
});
