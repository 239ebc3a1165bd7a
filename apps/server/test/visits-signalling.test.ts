/**
 * The visit's signalling socket (decision 034) on one server, on both engines: who may connect and when,
 * what reaches the other participant, and what happens to bad frames, too many sockets and silent ones.
 * Two processes on one PostgreSQL: reliability-visits-multi-process.test.ts.
 */
import { VISIT_MAX_CONNECTIONS_PER_PARTICIPANT } from '@tabib/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';
import { connectSignal, createVisit, isRefusal, isType, joinSignal, type SignalClient } from './support/visit-calls.ts';

const ctx = useTestApp({ VISIT_PING_INTERVAL_S: 1 });
let base: string;
const open: SignalClient[] = [];

beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

async function join(appointmentId: string, headers: Record<string, string>) {
  const client = await joinSignal(base, appointmentId, headers);
  open.push(client);
  return client;
}

async function refusal(appointmentId: string, headers: Record<string, string>) {
  const answer = await connectSignal(base, appointmentId, headers);
  if (!isRefusal(answer)) {
    open.push(answer);
    throw new Error('the socket was opened');
  }
  return { status: answer.status, code: answer.body.error?.code, fields: answer.body.error?.fields };
}

describe('who may connect', () => {
  it('lets the patient and the doctor in, each told who they are and whether the other is here', async () => {
    const visit = await createVisit(ctx.database);
    const patient = await join(visit.appointmentId, visit.patient.auth);
    expect(await patient.next(isType('welcome'))).toEqual({
      from: 'server',
      type: 'welcome',
      role: 'patient',
      peerPresent: false,
    });
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    expect(await doctor.next(isType('welcome'))).toMatchObject({ role: 'doctor', peerPresent: true });
    expect(await patient.next(isType('peer-joined'))).toMatchObject({ role: 'doctor' });

    await doctor.close();
    expect(await patient.next(isType('peer-left'))).toMatchObject({ role: 'doctor' });
    await patient.close();
  });

  it('refuses everyone else before the upgrade: visitors 401, other users and admins 403, unknown 404, clinic 409', async () => {
    const visit = await createVisit(ctx.database);
    const stranger = await createTestUser(ctx.database);
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const otherDoctor = await createVisit(ctx.database);
    expect(await refusal(visit.appointmentId, {})).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await refusal(visit.appointmentId, stranger.auth)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await refusal(visit.appointmentId, admin.auth)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await refusal(visit.appointmentId, otherDoctor.doctor.auth)).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await refusal('00000000-0000-4000-8000-000000000000', stranger.auth)).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(await refusal('not-a-uuid', stranger.auth)).toMatchObject({ status: 400, code: 'validation_failed' });
    const clinic = await createVisit(ctx.database, { visitType: 'clinic' });
    expect(await refusal(clinic.appointmentId, clinic.patient.auth)).toMatchObject({
      status: 409,
      code: 'not_telehealth',
    });
    // The same path without an upgrade is not a socket.
    const plain = await ctx.app.inject({
      url: `/api/v1/visits/${visit.appointmentId}/signal`,
      headers: visit.patient.auth,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.fields).toEqual({ upgrade: 'websocket_required' });
  });

  it('opens 10 minutes before the start and closes 30 minutes after the end (403 visit_not_open)', async () => {
    const early = await createVisit(ctx.database, { startsInMinutes: 11 });
    expect(await refusal(early.appointmentId, early.patient.auth)).toMatchObject({
      status: 403,
      code: 'visit_not_open',
      fields: { visit: 'not_yet_open' },
    });
    const late = await createVisit(ctx.database, { startsInMinutes: -61, minutes: 30 });
    expect(await refusal(late.appointmentId, late.doctor.auth)).toMatchObject({
      status: 403,
      code: 'visit_not_open',
      fields: { visit: 'window_closed' },
    });
    const justOpen = await createVisit(ctx.database, { startsInMinutes: 9 });
    expect(await (await join(justOpen.appointmentId, justOpen.patient.auth)).next(isType('welcome'))).toBeTruthy();
    const stillOpen = await createVisit(ctx.database, { startsInMinutes: -59, minutes: 30 });
    expect(await (await join(stillOpen.appointmentId, stillOpen.doctor.auth)).next(isType('welcome'))).toBeTruthy();
  });

  it('checks the Origin of a cookie-authenticated upgrade, as of every cookie write', async () => {
    const visit = await createVisit(ctx.database);
    const cookie = `tabib_session=${visit.patient.token}`;
    expect(await refusal(visit.appointmentId, { cookie, origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await refusal(visit.appointmentId, { cookie })).toMatchObject({ status: 403 });
    const client = await join(visit.appointmentId, { cookie, origin: base });
    expect(await client.next(isType('welcome'))).toMatchObject({ role: 'patient' });
  });
});

describe('what reaches the other participant', () => {
  it('relays every JSON object unchanged but for `from`, in order, both ways, up to 64 kB', async () => {
    const visit = await createVisit(ctx.database);
    const patient = await join(visit.appointmentId, visit.patient.auth);
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    await doctor.next(isType('welcome'));

    const offer = {
      type: 'description',
      description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
      from: 'doctor',
    };
    patient.send(offer);
    expect(await doctor.next((m) => m.type === 'description')).toEqual({ ...offer, from: 'patient' });

    for (let i = 0; i < 20; i++) doctor.send({ type: 'candidate', n: i, nested: { arabic: 'مرحبا', emoji: '🩺' } });
    await patient.next((m) => m.type === 'candidate' && m.n === 19);
    expect(patient.received.filter((m) => m.type === 'candidate').map((m) => m.n)).toEqual([...Array(20).keys()]);
    expect(patient.received.find((m) => m.type === 'candidate')).toEqual({
      type: 'candidate',
      n: 0,
      nested: { arabic: 'مرحبا', emoji: '🩺' },
      from: 'doctor',
    });

    // Near the cap: longer than a NOTIFY payload, so it crosses in parts and is joined again.
    const big = { type: 'big', text: 'س"\\'.repeat(10_000) };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(30_000);
    expect(Buffer.byteLength(JSON.stringify(big))).toBeLessThan(64 * 1024);
    patient.send(big);
    expect(await doctor.next((m) => m.type === 'big')).toEqual({ ...big, from: 'patient' });
    // Nothing of it comes back to the sender.
    expect(patient.received.some((m) => m.type === 'description' || m.type === 'big')).toBe(false);
  });

  it('drops malformed, non-object, binary and oversized frames with an error to the sender, and keeps going', async () => {
    const visit = await createVisit(ctx.database);
    const patient = await join(visit.appointmentId, visit.patient.auth);
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    await doctor.next(isType('welcome'));

    const errors = () => patient.received.filter(isType('error')).map((m) => m.code);
    patient.send('{"type": "description", ');
    patient.send('[1, 2]');
    patient.send('null');
    patient.send('"text"');
    patient.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    patient.send({ type: 'huge', text: 'x'.repeat(64 * 1024) });
    await patient.next(() => errors().length === 6);
    expect(errors()).toEqual(['malformed', 'not_an_object', 'not_an_object', 'not_an_object', 'binary', 'too_large']);

    patient.send({ type: 'after' });
    expect(await doctor.next((m) => m.type === 'after')).toEqual({ type: 'after', from: 'patient' });
    expect(doctor.received.some((m) => m.type === 'huge' || m.type === 'description')).toBe(false);

    // Past the library's cap the socket is closed (1009), and nothing else is hurt.
    const hog = await join(visit.appointmentId, visit.patient.auth);
    hog.send({ text: 'x'.repeat(1024 * 1024 + 10) });
    expect((await hog.closed).code).toBe(1009);
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    patient.send({ type: 'still' });
    expect(await doctor.next((m) => m.type === 'still')).toBeTruthy();
  });

  it(`allows ${VISIT_MAX_CONNECTIONS_PER_PARTICIPANT} sockets per participant, then 429 until one closes`, async () => {
    const visit = await createVisit(ctx.database);
    const sockets: SignalClient[] = [];
    for (let i = 0; i < VISIT_MAX_CONNECTIONS_PER_PARTICIPANT; i++) {
      sockets.push(await join(visit.appointmentId, visit.patient.auth));
    }
    expect(await refusal(visit.appointmentId, visit.patient.auth)).toMatchObject({
      status: 429,
      code: 'rate_limited',
      fields: { connections: 'too_many' },
    });
    // The doctor's own count is separate.
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    // Every socket of the patient gets the doctor's frames.
    doctor.send({ type: 'hello' });
    for (const s of sockets) expect(await s.next((m) => m.type === 'hello')).toBeTruthy();
    // One tab of the patient closing is not the patient leaving.
    await sockets[0]!.close();
    await sockets[1]!.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(doctor.received.some(isType('peer-left'))).toBe(false);
    expect(await (await join(visit.appointmentId, visit.patient.auth)).next(isType('welcome'))).toBeTruthy();
  });

  it('closes a socket that stops answering pings', async () => {
    const visit = await createVisit(ctx.database);
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    const silent = await connectSignal(base, visit.appointmentId, visit.patient.auth, { autoPong: false });
    if (isRefusal(silent)) throw new Error('refused');
    const started = Date.now();
    await silent.closed;
    // Pinged every second: closed at the second ping it has not answered.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await doctor.next(isType('peer-left'))).toMatchObject({ role: 'patient' });
    // A socket that answers stays.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(doctor.ws.readyState).toBe(doctor.ws.OPEN);
  });
});

describe('the room closes', () => {
  it('when the appointment is cancelled: both sockets are told and closed, and no new one opens', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: 5 });
    const patient = await join(visit.appointmentId, visit.patient.auth);
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${visit.appointmentId}/cancel`,
      headers: visit.patient.auth,
    });
    expect(cancel.statusCode).toBe(200);
    for (const client of [patient, doctor]) {
      expect(await client.next(isType('closed'))).toMatchObject({ reason: 'cancelled' });
      expect((await client.closed).code).toBe(4000);
    }
    expect(await refusal(visit.appointmentId, visit.patient.auth)).toMatchObject({
      status: 403,
      code: 'visit_not_open',
      fields: { visit: 'cancelled' },
    });
    const created = await createVisit(ctx.database, { status: 'cancelled' });
    expect(await refusal(created.appointmentId, created.doctor.auth)).toMatchObject({
      status: 403,
      code: 'visit_not_open',
    });
  });

  it('when the doctor ends the visit (the patient may not)', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: -20 });
    const patient = await join(visit.appointmentId, visit.patient.auth);
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    const byPatient = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/visits/${visit.appointmentId}/end`,
      headers: visit.patient.auth,
    });
    expect(byPatient.statusCode).toBe(403);
    const ended = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/visits/${visit.appointmentId}/end`,
      headers: visit.doctor.auth,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().endedAt).toBeTruthy();
    for (const client of [patient, doctor]) {
      expect(await client.next(isType('closed'))).toMatchObject({ reason: 'ended' });
      expect((await client.closed).code).toBe(4000);
    }
    expect(await refusal(visit.appointmentId, visit.doctor.auth)).toMatchObject({
      status: 403,
      code: 'visit_not_open',
      fields: { visit: 'ended' },
    });
  });

  it('tells both sockets of every chat line', async () => {
    const visit = await createVisit(ctx.database);
    const patient = await join(visit.appointmentId, visit.patient.auth);
    const doctor = await join(visit.appointmentId, visit.doctor.auth);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/visits/${visit.appointmentId}/messages`,
      headers: visit.doctor.auth,
      payload: { text: '  Can you hear me?  ' },
    });
    expect(posted.statusCode).toBe(201);
    for (const client of [patient, doctor]) {
      expect(await client.next(isType('chat'))).toMatchObject({
        message: { id: posted.json().id, from: 'doctor', text: 'Can you hear me?' },
      });
    }
  });
});
