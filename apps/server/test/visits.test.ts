/**
 * The visit's HTTP routes (decision 034): what each participant is told, the chat beside the call, and the
 * doctor ending the visit. The socket: visits-signalling.test.ts.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, outboxJobs, visitChatMessages } from '../src/db/schema/index.ts';
import { runRetention } from '../src/retention.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';
import { createVisit, joinSignal, type SignalClient } from './support/visit-calls.ts';

const TURN_SECRET = 'a shared secret for coturn tests';
const ctx = useTestApp({
  ICE_SERVERS: [
    { urls: ['stun:stun.example.com:3478'] },
    { urls: ['turns:turn.example.com:5349'], username: 'static', credential: 'pass' },
  ],
  TURN_SECRET,
  TURN_URLS: ['turn:turn.example.com:3478?transport=udp', 'turn:turn.example.com:3478?transport=tcp'],
  TURN_TTL_S: 3600,
});

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

describe('GET /visits/:appointmentId', () => {
  it('tells each participant their role, the window, the socket and the ICE servers with fresh TURN credentials', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: 60, minutes: 30 });
    const res = await get(`/api/v1/visits/${visit.appointmentId}?lang=en`, visit.patient.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const start = Date.parse(body.startsAt);
    expect(body).toMatchObject({
      appointmentId: visit.appointmentId,
      role: 'patient',
      endedAt: null,
      signalUrl: `/api/v1/visits/${visit.appointmentId}/signal`,
    });
    expect(body.peerName).toMatch(/^Dr\/ /);
    expect(Date.parse(body.opensAt)).toBe(start - 10 * 60_000);
    expect(Date.parse(body.closesAt)).toBe(Date.parse(body.endsAt) + 30 * 60_000);
    expect(body.iceServers.slice(0, 2)).toEqual([
      { urls: ['stun:stun.example.com:3478'] },
      { urls: ['turns:turn.example.com:5349'], username: 'static', credential: 'pass' },
    ]);
    const turn = body.iceServers[2];
    expect(turn.urls).toEqual(['turn:turn.example.com:3478?transport=udp', 'turn:turn.example.com:3478?transport=tcp']);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(visit.patient.user.id);
    expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(3590);
    expect(Number(expiry) - Date.now() / 1000).toBeLessThanOrEqual(3600);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));

    const doctor = (await get(`/api/v1/visits/${visit.appointmentId}?lang=ar`, visit.doctor.auth)).json();
    expect(doctor).toMatchObject({ role: 'doctor', peerName: visit.patient.user.name });
    expect(doctor.iceServers[2].username).toMatch(new RegExp(`:${visit.doctor.user.id}$`));
  });

  it('answers 401, 403, 404 and 409 not_telehealth in the request language', async () => {
    const visit = await createVisit(ctx.database);
    const stranger = await createTestUser(ctx.database);
    expect((await get(`/api/v1/visits/${visit.appointmentId}`, {})).statusCode).toBe(401);
    expect((await get(`/api/v1/visits/${visit.appointmentId}`, stranger.auth)).statusCode).toBe(403);
    expect((await get('/api/v1/visits/00000000-0000-4000-8000-000000000000', stranger.auth)).statusCode).toBe(404);
    expect((await get('/api/v1/visits/nope', stranger.auth)).json().error.fields).toEqual({
      appointmentId: 'invalid_id',
    });
    const clinic = await createVisit(ctx.database, { visitType: 'clinic' });
    const refused = await get(`/api/v1/visits/${clinic.appointmentId}?lang=en`, clinic.doctor.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'not_telehealth',
      message: 'This appointment is a clinic visit, not a telehealth visit.',
    });
    // Outside the window the visit is still described (the page says when it opens, or that it ended).
    const later = await createVisit(ctx.database, { startsInMinutes: 24 * 60 });
    expect((await get(`/api/v1/visits/${later.appointmentId}`, later.patient.auth)).statusCode).toBe(200);
  });
});

describe('the chat beside the call', () => {
  it('keeps the lines for the two participants, in order, and refuses bad text and others', async () => {
    const visit = await createVisit(ctx.database);
    const url = `/api/v1/visits/${visit.appointmentId}/messages`;
    const first = await post(url, visit.patient.auth, { text: 'مرحباً يا دكتور' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ from: 'patient', text: 'مرحباً يا دكتور' });
    expect((await post(url, visit.doctor.auth, { text: 'Hello, I can see you.' })).statusCode).toBe(201);

    for (const [payload, field] of [
      [{ text: '   ' }, 'text_required'],
      [{ text: 'x'.repeat(2001) }, 'text_too_long'],
      [{}, 'text_required'],
    ] as const) {
      const bad = await post(`${url}?lang=en`, visit.patient.auth, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ text: field });
    }
    const stranger = await createTestUser(ctx.database);
    expect((await post(url, stranger.auth, { text: 'hi' })).statusCode).toBe(403);
    expect((await get(url, stranger.auth)).statusCode).toBe(403);

    for (const who of [visit.patient, visit.doctor]) {
      const list = await get(url, who.auth);
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
        ['patient', 'مرحباً يا دكتور'],
        ['doctor', 'Hello, I can see you.'],
      ]);
    }
  });

  it('takes lines only while the room is open, and stays readable afterwards', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: -20 });
    const url = `/api/v1/visits/${visit.appointmentId}/messages`;
    expect((await post(url, visit.patient.auth, { text: 'before the end' })).statusCode).toBe(201);
    expect((await post(`/api/v1/visits/${visit.appointmentId}/end`, visit.doctor.auth)).statusCode).toBe(200);
    const after = await post(url, visit.doctor.auth, { text: 'after the end' });
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toMatchObject({ code: 'visit_not_open', fields: { visit: 'ended' } });
    expect((await get(url, visit.patient.auth)).json().items).toHaveLength(1);

    const early = await createVisit(ctx.database, { startsInMinutes: 30 });
    const refused = await post(`/api/v1/visits/${early.appointmentId}/messages`, early.patient.auth, { text: 'hi' });
    expect(refused.json().error).toMatchObject({ code: 'visit_not_open', fields: { visit: 'not_yet_open' } });
  });

  it("is deleted with the appointment, under the appointments' retention (two years after the visit)", async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: -5 });
    await post(`/api/v1/visits/${visit.appointmentId}/messages`, visit.patient.auth, { text: 'kept for now' });
    const rows = () =>
      ctx.database.db.select().from(visitChatMessages).where(eq(visitChatMessages.appointmentId, visit.appointmentId));
    expect(await rows()).toHaveLength(1);
    await runRetention(ctx.database.db, new Date(Date.now() + 729 * 86_400_000));
    expect(await rows()).toHaveLength(1);
    await runRetention(ctx.database.db, new Date(Date.now() + 731 * 86_400_000));
    expect(await rows()).toHaveLength(0);
  });
});

describe('POST /visits/:appointmentId/end', () => {
  it('lets the doctor end an open visit once (repeating keeps the first end), not before it opens', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: -10 });
    const url = `/api/v1/visits/${visit.appointmentId}/end`;
    expect((await post(url, visit.patient.auth)).statusCode).toBe(403);
    const first = await post(url, visit.doctor.auth);
    expect(first.statusCode).toBe(200);
    const endedAt = first.json().endedAt as string;
    expect(Math.abs(Date.parse(endedAt) - Date.now())).toBeLessThan(10_000);
    const again = await post(url, visit.doctor.auth);
    expect(again.json().endedAt).toBe(endedAt);
    expect((await get(`/api/v1/visits/${visit.appointmentId}`, visit.patient.auth)).json().endedAt).toBe(endedAt);

    const early = await createVisit(ctx.database, { startsInMinutes: 60 });
    const refused = await post(`/api/v1/visits/${early.appointmentId}/end`, early.doctor.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('visit_not_open');
  });
});

describe('the end of a held visit records attendance', () => {
  let base: string;
  const sockets: SignalClient[] = [];
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });
  const enter = async (appointmentId: string, headers: Record<string, string>) => {
    const socket = await joinSignal(base, appointmentId, headers);
    sockets.push(socket);
    return socket;
  };
  const statusOf = async (id: string) =>
    (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const invitations = (id: string) =>
    ctx.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, `review-invitation:${id}`));

  it('marks it attended once both were in the room, even before its start, and invites a review after it', async () => {
    // Both in the room five minutes before the start: the visit was held early.
    const visit = await createVisit(ctx.database, { startsInMinutes: 5 });
    await enter(visit.appointmentId, visit.patient.auth);
    const doctorSocket = await enter(visit.appointmentId, visit.doctor.auth);
    await doctorSocket.close();
    const ended = await post(`/api/v1/visits/${visit.appointmentId}/end`, visit.doctor.auth);
    expect(ended.statusCode, ended.body).toBe(200);
    const row = await statusOf(visit.appointmentId);
    expect(row.status).toBe('attended');
    expect(row.attendanceMarkedAt).not.toBeNull();
    const [invitation] = await invitations(visit.appointmentId);
    // A telehealth patient is asked a day after the visit's end.
    expect(invitation!.runAt.getTime()).toBeGreaterThanOrEqual(row.endsAt.getTime() + 24 * 3_600_000 - 1000);
    // Ending again changes nothing.
    expect((await post(`/api/v1/visits/${visit.appointmentId}/end`, visit.doctor.auth)).statusCode).toBe(200);
    expect(await invitations(visit.appointmentId)).toHaveLength(1);
  });

  it('leaves attendance to the doctor when the patient never came, and a no-show still waits for the start', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: 5 });
    const doctorSocket = await enter(visit.appointmentId, visit.doctor.auth);
    await doctorSocket.close();
    expect((await post(`/api/v1/visits/${visit.appointmentId}/end`, visit.doctor.auth)).statusCode).toBe(200);
    expect((await statusOf(visit.appointmentId)).status).toBe('booked');
    expect(await invitations(visit.appointmentId)).toEqual([]);
    // The doctor's own marks keep the ordinary rule: nothing before the start.
    const early = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/doctor/me/appointments/${visit.appointmentId}`,
      headers: visit.doctor.auth,
      payload: { status: 'no_show' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('visit_not_started');
    expect((await statusOf(visit.appointmentId)).status).toBe('booked');
  });

  it('marks a visit that started before the end as attended, with the patient in the room from the start', async () => {
    const visit = await createVisit(ctx.database, { startsInMinutes: -15 });
    await enter(visit.appointmentId, visit.doctor.auth);
    await enter(visit.appointmentId, visit.patient.auth);
    expect((await post(`/api/v1/visits/${visit.appointmentId}/end`, visit.doctor.auth)).statusCode).toBe(200);
    expect((await statusOf(visit.appointmentId)).status).toBe('attended');
    expect(await invitations(visit.appointmentId)).toHaveLength(1);
  });
});
