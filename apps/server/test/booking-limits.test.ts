import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, doctors, doctorWeeklyHours } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { loadConfig } from '../src/config.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';
import { recordVisit } from './support/visits.ts';

/**
 * One patient cannot take a doctor's calendar: at most 2 upcoming appointments with one doctor and 5 in all
 * (the defaults), on both APIs, counted under a lock so parallel bookings cannot pass them; and booking
 * calls are rate-limited per account.
 */
const ctx = useTestApp();

let nextDoctor = 0;
/** A seeded doctor of its own, open every day 09:00-12:00 Cairo time in 30-minute slots. */
async function openDoctor(): Promise<string> {
  const rows = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(40);
  const id = rows[nextDoctor++]!.id;
  await ctx.database.db.update(doctors).set({ slotMinutes: 30, telehealth: false }).where(eq(doctors.id, id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  return id;
}

async function slotsOf(doctorId: string): Promise<string[]> {
  const from = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
  const res = await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${from}&days=3`);
  return (res.json().items as { startsAt: string }[]).map((s) => s.startsAt);
}

let address = 0;
function book(user: TestUser, doctorId: string, startsAt: string, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/appointments?lang=${lang}`,
    headers: user.auth,
    remoteAddress: `10.20.${Math.floor(address / 250)}.${address++ % 250}`,
    payload: { doctorId, startsAt, patientName: 'Mona Adel', phone: '01001234567', email: user.user.email },
  });
}

async function upcomingOf(user: TestUser) {
  return (await ctx.database.db.select().from(appointments).where(eq(appointments.userId, user.user.id))).filter(
    (a) => a.status === 'booked' && a.endsAt.getTime() > Date.now(),
  );
}

describe('booking limits', () => {
  it('the third upcoming booking with one doctor is a 409 booking_limit that states the rule, and books nothing', async () => {
    const doctorId = await openDoctor();
    const slots = await slotsOf(doctorId);
    const patient = await createTestUser(ctx.database);
    expect((await book(patient, doctorId, slots[0]!)).statusCode).toBe(201);
    expect((await book(patient, doctorId, slots[1]!)).statusCode).toBe(201);
    const third = await book(patient, doctorId, slots[2]!);
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().error).toEqual({
      code: 'booking_limit',
      message:
        'You can have at most 2 upcoming appointments with one doctor and 5 in all. Cancel one, or book again after a visit.',
    });
    const arabic = await book(patient, doctorId, slots[2]!, 'ar');
    expect(arabic.json().error.message).toContain('٢');
    expect(arabic.json().error.message).toContain('٥');
    expect(await upcomingOf(patient)).toHaveLength(2);
    // Another patient is not affected.
    const other = await createTestUser(ctx.database);
    expect((await book(other, doctorId, slots[2]!)).statusCode).toBe(201);
  });

  it('counts only upcoming, not cancelled, appointments', async () => {
    const doctorId = await openDoctor();
    const slots = await slotsOf(doctorId);
    const patient = await createTestUser(ctx.database);
    // A past visit does not count.
    await recordVisit(ctx.database, patient, doctorId, -48);
    const first = await book(patient, doctorId, slots[0]!);
    expect(first.statusCode).toBe(201);
    expect((await book(patient, doctorId, slots[1]!)).statusCode).toBe(201);
    expect((await book(patient, doctorId, slots[2]!)).statusCode).toBe(409);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${first.json().id}/cancel`,
      headers: patient.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(patient, doctorId, slots[2]!)).statusCode).toBe(201);
  });

  it('five upcoming appointments in all: the sixth, with a new doctor, is refused', async () => {
    const patient = await createTestUser(ctx.database);
    for (let i = 0; i < 3; i++) {
      const doctorId = await openDoctor();
      const slots = await slotsOf(doctorId);
      expect((await book(patient, doctorId, slots[0]!)).statusCode).toBe(201);
      if (i < 2) expect((await book(patient, doctorId, slots[1]!)).statusCode).toBe(201);
    }
    const doctorId = await openDoctor();
    const sixth = await book(patient, doctorId, (await slotsOf(doctorId))[0]!);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.code).toBe('booking_limit');
    expect(await upcomingOf(patient)).toHaveLength(5);
  });

  it('parallel bookings by one patient cannot pass the limit', async () => {
    const doctorId = await openDoctor();
    const slots = await slotsOf(doctorId);
    const patient = await createTestUser(ctx.database);
    const answers = await Promise.all(slots.slice(0, 6).map((s) => book(patient, doctorId, s)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await upcomingOf(patient)).toHaveLength(2);
  });

  it('applies on /compat/create-appointment too, in the spec shape', async () => {
    const doctorId = await openDoctor();
    const slots = await slotsOf(doctorId);
    const patient = await createTestUser(ctx.database);
    const compatBook = (startsAt: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/compat/create-appointment?lang=en',
        headers: patient.auth,
        payload: {
          DoctorId: doctorId,
          startsAt,
          Name: 'Mona Adel',
          PhoneNumber: '01001234567',
          Email: patient.user.email,
          userId: patient.user.id,
        },
      });
    expect((await compatBook(slots[0]!)).statusCode).toBe(201);
    expect((await compatBook(slots[1]!)).statusCode).toBe(201);
    const third = await compatBook(slots[2]!);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      statusbar: 'error',
      code: 'booking_limit',
      message:
        'You can have at most 2 upcoming appointments with one doctor and 5 in all. Cancel one, or book again after a visit.',
    });
    expect(await upcomingOf(patient)).toHaveLength(2);
  });

  it('rate-limits booking calls per account, whatever address they come from', async () => {
    const patient = await createTestUser(ctx.database);
    const doctorId = await openDoctor();
    const statuses: number[] = [];
    // Refused calls count too: the limit is on calls, so no doctor or slot is needed to reach it.
    for (let i = 0; i < 11; i++) statuses.push((await book(patient, doctorId, 'not a time')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another account from the same address still books.
    const other = await createTestUser(ctx.database);
    expect((await book(other, doctorId, (await slotsOf(doctorId))[0]!)).statusCode).toBe(201);
  });

  it('limits are configurable and validated', () => {
    expect(loadConfig({ BOOKING_MAX_PER_DOCTOR: '3', BOOKING_MAX_UPCOMING: '10' })).toMatchObject({
      BOOKING_MAX_PER_DOCTOR: 3,
      BOOKING_MAX_UPCOMING: 10,
    });
    expect(() => loadConfig({ BOOKING_MAX_PER_DOCTOR: '0' })).toThrow(/BOOKING_MAX_PER_DOCTOR/);
    expect(() => loadConfig({ BOOKING_MAX_UPCOMING: 'many' })).toThrow(/BOOKING_MAX_UPCOMING/);
    expect(() => loadConfig({ BOOKING_MAX_PER_DOCTOR: '6' })).toThrow(/BOOKING_MAX_PER_DOCTOR/);
  });
});
