import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, doctors, doctorWeeklyHours, outboxJobs } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { hasAttendedVisit } from '../src/features/booking/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-booking-'));
const ctx = useTestApp({ DATA_DIR: dataDir });

/** A seeded doctor given known hours: every day 09:00-12:00 Cairo time in 30-minute slots. */
async function prepareDoctor(options: { telehealth?: boolean; offset?: number } = {}) {
  const rows = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(10);
  const id = rows[options.offset ?? 0]!.id;
  await ctx.database.db
    .update(doctors)
    .set({ slotMinutes: 30, telehealth: options.telehealth ?? false })
    .where(eq(doctors.id, id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  return id;
}

const tomorrow = () => addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);

function contact(user: TestUser) {
  return { patientName: 'Mona Adel', phone: '01001234567', email: user.user.email };
}

async function slotsOf(doctorId: string, from = tomorrow(), days = 1) {
  const res = await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${from}&days=${days}` });
  expect(res.statusCode).toBe(200);
  return res.json().items as { startsAt: string; endsAt: string }[];
}

function book(user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: { ...user.auth, ...headers },
    payload: body,
  });
}

describe('GET /doctors/:id/slots', () => {
  it('lists the free slots with offsets and validates its input', async () => {
    const doctorId = await prepareDoctor();
    const day = tomorrow();
    const items = await slotsOf(doctorId, day, 2);
    expect(items).toHaveLength(12);
    expect(items[0]!.startsAt).toMatch(new RegExp(`^${day}T09:00:00\\+0[23]:00$`));
    expect(items[0]!.endsAt).toMatch(new RegExp(`^${day}T09:30:00\\+0[23]:00$`));
    for (const q of ['days=0', 'days=32', 'days=x', 'from=2026-02-30', 'from=tomorrow']) {
      const res = await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await ctx.app.inject({ url: '/api/v1/doctors/not-a-uuid/slots' })).statusCode).toBe(400);
    const unknown = await ctx.app.inject({ url: '/api/v1/doctors/00000000-0000-4000-8000-000000000000/slots' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /appointments', () => {
  it('books a generated slot, hides it from the slots, and shows it to its owner only', async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const [slot] = await slotsOf(doctorId);
    const res = await book(alice, { doctorId, startsAt: slot!.startsAt, visitType: 'clinic', ...contact(alice) });
    expect(res.statusCode).toBe(201);
    const appt = res.json();
    expect(appt).toMatchObject({
      status: 'booked',
      startsAt: slot!.startsAt,
      endsAt: slot!.endsAt,
      patientName: 'Mona Adel',
      phone: '+201001234567',
      visitType: 'clinic',
      timeZone: 'Africa/Cairo',
      doctor: { id: doctorId },
    });
    expect(appt.doctor.clinic.name).toBeTruthy();
    expect((await slotsOf(doctorId)).map((s) => s.startsAt)).not.toContain(slot!.startsAt);

    const mine = await ctx.app.inject({ url: '/api/v1/appointments?scope=upcoming', headers: alice.auth });
    expect(mine.json()).toMatchObject({ total: 1, page: 1, items: [{ id: appt.id }] });
    expect((await ctx.app.inject({ url: `/api/v1/appointments/${appt.id}`, headers: alice.auth })).statusCode).toBe(
      200,
    );

    const mallory = await createTestUser(ctx.database);
    for (const req of [
      { method: 'GET' as const, url: `/api/v1/appointments/${appt.id}` },
      { method: 'GET' as const, url: `/api/v1/appointments/${appt.id}/calendar.ics` },
      { method: 'PATCH' as const, url: `/api/v1/appointments/${appt.id}`, payload: { patientName: 'Someone Else' } },
      { method: 'POST' as const, url: `/api/v1/appointments/${appt.id}/cancel` },
    ]) {
      const other = await ctx.app.inject({ ...req, headers: mallory.auth });
      expect(other.statusCode, req.url).toBe(404);
    }
    const theirs = await ctx.app.inject({ url: '/api/v1/appointments', headers: mallory.auth });
    expect(theirs.json().total).toBe(0);
    const after = await ctx.app.inject({ url: `/api/v1/appointments/${appt.id}`, headers: alice.auth });
    expect(after.json()).toMatchObject({ status: 'booked', patientName: 'Mona Adel' });

    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      payload: { doctorId, startsAt: slot!.startsAt, ...contact(alice) },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses bad input with field messages, in the request language, and books nothing', async () => {
    const doctorId = await prepareDoctor({ offset: 1 });
    const user = await createTestUser(ctx.database);
    const [slot] = await slotsOf(doctorId);
    const empty = await book(user, { doctorId, startsAt: slot!.startsAt, patientName: '', phone: '', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      patientName: 'name_required',
      phone: 'phone_required',
      email: 'email_required',
    });
    const formats = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments?lang=en',
      headers: user.auth,
      payload: { doctorId, startsAt: slot!.startsAt, patientName: 'Mona', phone: '12345', email: 'nope' },
    });
    expect(formats.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/not valid/),
      fields: { phone: 'phone_invalid', email: 'email_invalid' },
    });
    const base = { doctorId, ...contact(user) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, startsAt: '2020-01-05T09:00:00+02:00' }, 'startsAt', 'starts_at_past'],
      [{ ...base, startsAt: slot!.startsAt.replace('T09:00', 'T09:10') }, 'startsAt', 'starts_at_not_a_slot'],
      [{ ...base, startsAt: slot!.startsAt.replace('T09:00', 'T15:00') }, 'startsAt', 'starts_at_not_a_slot'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt', 'starts_at_invalid'],
      [{ ...base, startsAt: slot!.startsAt, visitType: 'telehealth' }, 'visitType', 'telehealth_unavailable'],
      [{ ...base, startsAt: slot!.startsAt, visitType: 'home' }, 'visitType', 'visit_type_invalid'],
      [
        { ...base, startsAt: slot!.startsAt, doctorId: '00000000-0000-4000-8000-000000000000' },
        'doctorId',
        'doctor_unknown',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await book(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const ar = await book(user, { ...base, startsAt: '2020-01-05T09:00:00+02:00' });
    expect(ar.json().error.message).toBe('بعض البيانات غير صحيحة. راجعها وحاول مرة أخرى.');
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.userId, user.user.id));
    expect(rows).toHaveLength(0);
  });

  it('books telehealth only with doctors who offer it', async () => {
    const doctorId = await prepareDoctor({ offset: 2, telehealth: true });
    const user = await createTestUser(ctx.database);
    const [slot] = await slotsOf(doctorId);
    const res = await book(user, { doctorId, startsAt: slot!.startsAt, visitType: 'telehealth', ...contact(user) });
    expect(res.statusCode).toBe(201);
    expect(res.json().visitType).toBe('telehealth');
    // The confirmation says how the visit happens and links to its page, from the request's allowed host.
    const [job] = await ctx.database.db
      .select({ payload: outboxJobs.payload })
      .from(outboxJobs)
      .where(sql`${outboxJobs.payload}->>'to' = ${user.user.email}`);
    const text = (job?.payload as { text: string }).text;
    expect(text).toMatch(new RegExp(`ادخل إلى الزيارة: http://localhost(:80)?/visits/${res.json().id}\n`));
    expect(text).toContain('تفتح غرفة الزيارة قبل الموعد بـ10 دقائق.');
  });

  it('lets exactly one of 50 simultaneous bookings of one slot win; the rest get 409 slot_taken', async () => {
    const doctorId = await prepareDoctor({ offset: 3 });
    const users = await Promise.all(Array.from({ length: 50 }, () => createTestUser(ctx.database)));
    const [slot] = await slotsOf(doctorId);
    const answers = await Promise.all(users.map((u) => book(u, { doctorId, startsAt: slot!.startsAt, ...contact(u) })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error.code).toBe('slot_taken');
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.doctorId, doctorId));
    expect(rows).toHaveLength(1);
  });

  it('replays the first answer for a repeated Idempotency-Key, per user', async () => {
    const doctorId = await prepareDoctor({ offset: 4 });
    const user = await createTestUser(ctx.database);
    const [first, second] = await slotsOf(doctorId);
    const body = { doctorId, startsAt: first!.startsAt, ...contact(user) };
    const headers = { 'idempotency-key': 'booking-key-1' };
    const a = await book(user, body, headers);
    expect(a.statusCode).toBe(201);
    const [b, c] = await Promise.all([book(user, body, headers), book(user, body, headers)]);
    for (const r of [b, c]) {
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual(a.json());
    }
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.doctorId, doctorId));
    expect(rows).toHaveLength(1);
    // The same key for another request is refused, not replayed.
    const reused = await book(user, { ...body, startsAt: second!.startsAt }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('conflict');
    // Keys belong to their user: another user's same key books (or not) on its own.
    const other = await createTestUser(ctx.database);
    const theirs = await book(other, { ...body, ...contact(other) }, headers);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error.code).toBe('slot_taken');
    // Concurrent first requests with one key book once.
    const fresh = await createTestUser(ctx.database);
    const race = await Promise.all(
      Array.from({ length: 5 }, () =>
        book(fresh, { ...body, startsAt: second!.startsAt, ...contact(fresh) }, { 'idempotency-key': 'k2' }),
      ),
    );
    expect(race.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(race.map((r) => r.json().id)).size).toBe(1);
  });
});

describe('PATCH /appointments/:id and cancel', () => {
  it('moves to a free slot, also to an overlapping or adjacent one, and edits contact fields; blanks keep values', async () => {
    const doctorId = await prepareDoctor({ offset: 5 });
    const user = await createTestUser(ctx.database);
    const slots = await slotsOf(doctorId);
    const appt = (await book(user, { doctorId, startsAt: slots[0]!.startsAt, ...contact(user) })).json();
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/appointments/${appt.id}`, headers: user.auth, payload });

    // Adjacent slot (shares an end point with the current one).
    const moved = await patch({ startsAt: slots[1]!.startsAt, patientName: '', phone: '', email: '' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      startsAt: slots[1]!.startsAt,
      patientName: 'Mona Adel',
      phone: '+201001234567',
    });
    // The old slot is free again.
    expect((await slotsOf(doctorId)).map((s) => s.startsAt)).toContain(slots[0]!.startsAt);

    // Overlapping move: a 30-minute slot moved by a slot-length change of the doctor.
    await ctx.database.db.update(doctors).set({ slotMinutes: 15 }).where(eq(doctors.id, doctorId));
    // 09:45-10:00 overlaps the booked 09:30-10:00, so the free list leaves it out; moving there still works.
    expect((await slotsOf(doctorId)).map((s) => s.startsAt)).not.toContain(
      slots[0]!.startsAt.replace('T09:00', 'T09:45'),
    );
    const quarter = { startsAt: slots[0]!.startsAt.replace('T09:00', 'T09:45') };
    const overlap = await patch({ startsAt: quarter.startsAt });
    expect(overlap.statusCode).toBe(200);
    expect(overlap.json().startsAt).toBe(quarter.startsAt);
    await ctx.database.db.update(doctors).set({ slotMinutes: 30 }).where(eq(doctors.id, doctorId));

    const edited = await patch({ patientName: 'Mona A. Adel', email: 'MONA@example.com' });
    expect(edited.json()).toMatchObject({
      patientName: 'Mona A. Adel',
      email: 'mona@example.com',
      startsAt: quarter.startsAt,
    });
    const bad = await patch({ phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBe('phone_invalid');
  });

  it('keeps the old slot when the new one is taken, and refuses times that are not slots', async () => {
    const doctorId = await prepareDoctor({ offset: 6 });
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const slots = await slotsOf(doctorId);
    const mine = (await book(alice, { doctorId, startsAt: slots[0]!.startsAt, ...contact(alice) })).json();
    await book(bob, { doctorId, startsAt: slots[2]!.startsAt, ...contact(bob) });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/appointments/${mine.id}`,
      headers: alice.auth,
      payload: { startsAt: slots[2]!.startsAt, patientName: 'Changed Name' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('slot_taken');
    const still = await ctx.app.inject({ url: `/api/v1/appointments/${mine.id}`, headers: alice.auth });
    expect(still.json()).toMatchObject({ startsAt: slots[0]!.startsAt, patientName: 'Mona Adel', status: 'booked' });
    // Nobody else can take alice's time meanwhile.
    const steal = await book(bob, { doctorId, startsAt: slots[0]!.startsAt, ...contact(bob) });
    expect(steal.statusCode).toBe(409);
    const notSlot = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/appointments/${mine.id}`,
      headers: alice.auth,
      payload: { startsAt: slots[0]!.startsAt.replace('T09:00', 'T08:00') },
    });
    expect(notSlot.statusCode).toBe(400);
    expect(notSlot.json().error.fields.startsAt).toBe('starts_at_not_a_slot');
  });

  it('cancels, frees the slot for someone else, and keeps the cancelled one in the past list', async () => {
    const doctorId = await prepareDoctor({ offset: 7 });
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const [slot] = await slotsOf(doctorId);
    const appt = (await book(alice, { doctorId, startsAt: slot!.startsAt, ...contact(alice) })).json();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${appt.id}/cancel`,
      headers: alice.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${appt.id}/cancel`,
      headers: alice.auth,
    });
    expect(again.json().status).toBe('cancelled');
    expect((await slotsOf(doctorId)).map((s) => s.startsAt)).toContain(slot!.startsAt);
    const rebook = await book(bob, { doctorId, startsAt: slot!.startsAt, ...contact(bob) });
    expect(rebook.statusCode).toBe(201);
    const upcoming = await ctx.app.inject({ url: '/api/v1/appointments?scope=upcoming', headers: alice.auth });
    expect(upcoming.json().total).toBe(0);
    const past = await ctx.app.inject({ url: '/api/v1/appointments?scope=past', headers: alice.auth });
    expect(past.json()).toMatchObject({ total: 1, items: [{ id: appt.id, status: 'cancelled' }] });
    const move = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/appointments/${appt.id}`,
      headers: alice.auth,
      payload: { patientName: 'Too Late' },
    });
    expect(move.statusCode).toBe(409);
    const scope = await ctx.app.inject({ url: '/api/v1/appointments?scope=later', headers: alice.auth });
    expect(scope.statusCode).toBe(400);
  });

  it('tells reviews whether the doctor has marked a visit of the user attended', async () => {
    const doctorId = await prepareDoctor({ offset: 8 });
    const user = await createTestUser(ctx.database);
    expect(await hasAttendedVisit(ctx.database.db, user.user.id, doctorId)).toBe(false);
    const [visit] = await ctx.database.db
      .insert(appointments)
      .values({
        doctorId,
        userId: user.user.id,
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        endsAt: new Date(Date.now() - 3 * 86_400_000 + 1_800_000),
        patientName: 'Mona Adel',
        phone: '+201001234567',
        email: user.user.email,
      })
      .returning({ id: appointments.id });
    // Past but not marked: not yet a visit that counts.
    expect(await hasAttendedVisit(ctx.database.db, user.user.id, doctorId)).toBe(false);
    await ctx.database.db
      .update(appointments)
      .set({ status: 'attended', attendanceMarkedAt: new Date() })
      .where(eq(appointments.id, visit!.id));
    expect(await hasAttendedVisit(ctx.database.db, user.user.id, doctorId)).toBe(true);
    const past = await ctx.app.inject({ url: '/api/v1/appointments?scope=past', headers: user.auth });
    expect(past.json().total).toBe(1);
  });
});
