import { CompatAppointmentList, CompatAppointmentResult, CompatError } from '@tabib/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, doctors, doctorWeeklyHours } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

/** Spec section 7 under /compat: booking, listing, loading, rescheduling and cancelling appointments. */

const ctx = useTestApp();
const en = { 'accept-language': 'en' };
let counter = 0;
const address = () => `10.79.${(counter >> 8) & 255}.${counter++ & 255}`;

let nextDoctor = 0;
/** A seeded doctor of its own for each test, open every day 09:00-12:00 Cairo time in 30-minute slots. */
async function prepareDoctor() {
  const rows = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(40);
  const id = rows[nextDoctor++]!.id;
  await ctx.database.db.update(doctors).set({ slotMinutes: 30, telehealth: false }).where(eq(doctors.id, id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  return id;
}

const tomorrow = () => addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);

async function slotsOf(doctorId: string) {
  const res = await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${tomorrow()}&days=1`);
  return res.json().items as { startsAt: string; endsAt: string }[];
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(user?.auth ?? {}), ...en },
    remoteAddress: address(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function form(user: TestUser, extra: Record<string, unknown> = {}) {
  return {
    Name: 'Mona Adel',
    PhoneNumber: '01001234567',
    Email: user.user.email,
    userId: user.user.id,
    DoctorName: 'Whatever the client shows',
    Place: 'Not Found',
    ...extra,
  };
}

async function book(user: TestUser, doctorId: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/compat/create-appointment', user, form(user, { DoctorId: doctorId, ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  return CompatAppointmentResult.parse(res.json()).result[0]!;
}

async function storedCount() {
  return (await ctx.database.db.select({ n: count() }).from(appointments))[0]!.n;
}

const appointmentKeys = [
  'id',
  'DoctorId',
  'DoctorName',
  'DoctorGender',
  'Specialty_name',
  'Date',
  'Time',
  'EndTime',
  'Place',
  'Address',
  'Name',
  'PhoneNumber',
  'Email',
  'Status',
  'visitType',
  'startsAt',
  'endsAt',
  'timeZone',
  'createdAt',
].sort();

describe('POST /compat/create-appointment', () => {
  it('books a slot from the spec form and answers result[0] with Date, Time, Place and the doctor', async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const [slot] = await slotsOf(doctorId);
    const res = await call(
      'POST',
      '/compat/create-appointment',
      alice,
      form(alice, { DoctorId: doctorId, startsAt: slot!.startsAt }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = CompatAppointmentResult.parse(res.json());
    expect(body.message).toBe('Appointment booked');
    const appointment = body.result[0]!;
    expect(Object.keys(appointment).sort()).toEqual(appointmentKeys);
    const v1Doctor = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}`, headers: en })).json();
    expect(appointment).toMatchObject({
      DoctorId: doctorId,
      DoctorName: v1Doctor.name,
      Place: v1Doctor.clinic.name,
      Date: tomorrow(),
      Time: '09:00',
      EndTime: '09:30',
      Name: 'Mona Adel',
      PhoneNumber: '+201001234567',
      Status: 'booked',
      startsAt: slot!.startsAt,
    });
    expect((await slotsOf(doctorId)).map((s) => s.startsAt)).not.toContain(slot!.startsAt);
  });

  it("books Date and Time on the clinic's clock, or, without a time, the doctor's earliest free slot", async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const byClock = await book(alice, doctorId, { Date: tomorrow(), Time: '10:30' });
    expect(byClock).toMatchObject({ Date: tomorrow(), Time: '10:30', EndTime: '11:00' });
    const earliest = (await ctx.app.inject(`/api/v1/doctors/${doctorId}`)).json().nextSlotAt as string;
    const byButton = await book(alice, doctorId, { DoctorID: doctorId, DoctorId: undefined });
    expect(byButton.startsAt).toBe(earliest);
  });

  it("refuses another user's userId (403), a visitor (401), bad fields (400) and a taken slot (409), booking nothing", async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const [slot] = await slotsOf(doctorId);
    const before = await storedCount();
    const asBob = await call(
      'POST',
      '/compat/create-appointment',
      bob,
      form(alice, { DoctorId: doctorId, startsAt: slot!.startsAt }),
    );
    expect(asBob.statusCode).toBe(403);
    expect(CompatError.parse(asBob.json()).code).toBe('forbidden');
    expect(
      (await call('POST', '/compat/create-appointment', null, form(alice, { DoctorId: doctorId }))).statusCode,
    ).toBe(401);
    const bad = await call(
      'POST',
      '/compat/create-appointment',
      alice,
      form(alice, { DoctorId: 'nope', Name: '', PhoneNumber: '123', Email: 'x', Date: tomorrow() }),
    );
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toEqual({
      DoctorId: 'invalid_id',
      Name: 'name_required',
      PhoneNumber: 'phone_invalid',
      Email: 'email_invalid',
      Time: 'date_and_time_required',
    });
    const notASlot = await call(
      'POST',
      '/compat/create-appointment',
      alice,
      form(alice, { DoctorId: doctorId, Date: tomorrow(), Time: '13:00' }),
    );
    expect(notASlot.statusCode).toBe(400);
    expect(CompatError.parse(notASlot.json()).fields).toEqual({ startsAt: 'starts_at_not_a_slot' });
    const unknownDoctor = await call(
      'POST',
      '/compat/create-appointment',
      alice,
      form(alice, { DoctorId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownDoctor.statusCode).toBe(400);
    expect(CompatError.parse(unknownDoctor.json()).fields).toEqual({ DoctorId: 'doctor_unknown' });
    expect(await storedCount()).toBe(before);

    await book(alice, doctorId, { startsAt: slot!.startsAt });
    const taken = await call(
      'POST',
      '/compat/create-appointment',
      bob,
      form(bob, { DoctorId: doctorId, startsAt: slot!.startsAt }),
    );
    expect(taken.statusCode).toBe(409);
    expect(CompatError.parse(taken.json()).code).toBe('slot_taken');
    expect(await storedCount()).toBe(before + 1);
  });
});

describe('GET /compat/get-appointment?userId', () => {
  it("answers data.result with the user's appointments, and only to that user", async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const booked = await book(alice, doctorId, { Date: tomorrow(), Time: '09:30' });
    const res = await call('GET', `/compat/get-appointment?userId=${alice.user.id}`, alice);
    expect(res.statusCode).toBe(200);
    const body = CompatAppointmentList.parse(res.json());
    expect(body).toMatchObject({ total: 1, page: 1, limit: 100 });
    expect(body.result).toEqual([booked]);
    expect(Object.keys(body.result[0]!).sort()).toEqual(appointmentKeys);
    const refused = await call('GET', `/compat/get-appointment?userId=${alice.user.id}`, bob);
    expect(refused.statusCode).toBe(403);
    expect(CompatError.parse(refused.json())).toMatchObject({ code: 'forbidden', error: 'Error!' });
    expect((await call('GET', `/compat/get-appointment?userId=${alice.user.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/compat/get-appointment', alice)).statusCode).toBe(400);
    expect((await call('GET', `/compat/get-appointment?userId=${alice.user.id}&scope=later`, alice)).statusCode).toBe(
      400,
    );
    const past = CompatAppointmentList.parse(
      (await call('GET', `/compat/get-appointment?userId=${alice.user.id}&scope=past`, alice)).json(),
    );
    expect(past.result).toEqual([]);
  });
});

describe('GET /compat/delete-appointment/{id}', () => {
  it("loads one appointment as result[0] for its owner; anyone else's is a 404", async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const booked = await book(alice, doctorId, { Date: tomorrow(), Time: '10:00' });
    const res = await call('GET', `/compat/delete-appointment/${booked.id}`, alice);
    expect(res.statusCode).toBe(200);
    expect(CompatAppointmentResult.parse(res.json()).result).toEqual([booked]);
    const other = await call('GET', `/compat/delete-appointment/${booked.id}`, bob);
    expect(other.statusCode).toBe(404);
    expect(CompatError.parse(other.json())).toMatchObject({ code: 'not_found', error: 'Error!' });
    expect((await call('GET', `/compat/delete-appointment/${booked.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/compat/delete-appointment/12', alice)).statusCode).toBe(400);
  });
});

describe('PUT /compat/delete-appointment/{id}', () => {
  it('updates Name, PhoneNumber and Email (blank keeps the value) and moves it by Date and Time', async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const booked = await book(alice, doctorId, { Date: tomorrow(), Time: '09:00' });
    const res = await call('PUT', `/compat/delete-appointment/${booked.id}`, alice, {
      id: booked.id,
      Name: 'Mona Hassan',
      PhoneNumber: '',
      Email: 'mona.new@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = CompatAppointmentResult.parse(res.json());
    expect(body.message).toBe('Appointment updated successfully');
    expect(body.result[0]).toMatchObject({
      id: booked.id,
      Name: 'Mona Hassan',
      PhoneNumber: booked.PhoneNumber,
      Email: 'mona.new@example.com',
      Time: '09:00',
    });
    const moved = await call('PUT', `/compat/delete-appointment/${booked.id}`, alice, {
      Date: tomorrow(),
      Time: '11:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(CompatAppointmentResult.parse(moved.json()).result[0]).toMatchObject({ Time: '11:30', Name: 'Mona Hassan' });
  });

  it("refuses someone else's appointment (404), a different id in the body (400) and bad fields, changing nothing", async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const booked = await book(alice, doctorId, { Date: tomorrow(), Time: '10:00' });
    const url = `/compat/delete-appointment/${booked.id}`;
    expect((await call('PUT', url, bob, { Name: 'Taken Over' })).statusCode).toBe(404);
    expect((await call('PUT', url, null, { Name: 'Taken Over' })).statusCode).toBe(401);
    const mismatch = await call('PUT', url, alice, { id: 12, Name: 'Mona Hassan' });
    expect(mismatch.statusCode).toBe(400);
    expect(CompatError.parse(mismatch.json()).fields).toEqual({ id: 'id_mismatch' });
    const bad = await call('PUT', url, alice, { Name: 'M', PhoneNumber: 'abc', Time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toMatchObject({
      Name: 'name_too_short',
      PhoneNumber: 'phone_invalid',
      Time: 'time_invalid',
    });
    const after = CompatAppointmentResult.parse((await call('GET', url, alice)).json()).result[0];
    expect(after).toEqual(booked);
  });
});

describe('DELETE /compat/delete-appointment/{id}', () => {
  it("cancels the owner's appointment, freeing its slot; anyone else's is a 404 and stays booked", async () => {
    const doctorId = await prepareDoctor();
    const alice = await createTestUser(ctx.database);
    const bob = await createTestUser(ctx.database);
    const booked = await book(alice, doctorId, { Date: tomorrow(), Time: '10:30' });
    const url = `/compat/delete-appointment/${booked.id}`;
    expect((await call('DELETE', url, bob)).statusCode).toBe(404);
    expect((await call('DELETE', url, null)).statusCode).toBe(401);
    expect(CompatAppointmentResult.parse((await call('GET', url, alice)).json()).result[0]!.Status).toBe('booked');
    const res = await call('DELETE', url, alice);
    expect(res.statusCode).toBe(200);
    const body = CompatAppointmentResult.parse(res.json());
    expect(body.message).toBe('Appointment deleted successfully');
    expect(body.result[0]).toMatchObject({ id: booked.id, Status: 'cancelled' });
    expect((await slotsOf(doctorId)).map((s) => s.startsAt)).toContain(booked.startsAt);
    expect((await call('DELETE', url, alice)).statusCode).toBe(200);
  });
});
