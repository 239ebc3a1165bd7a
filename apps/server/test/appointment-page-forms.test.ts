import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, doctorWeeklyHours } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

/**
 * The forms of the patient's appointments page (/myappointments on Astro): cancel and reschedule post to page
 * routes that call the API's use cases and answer with a redirect back to the page, saying what happened.
 */
const ctx = useTestApp();
const host = 'localhost:80';

async function prepareDoctor() {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1);
  const id = row!.id;
  await ctx.database.db.update(doctors).set({ slotMinutes: 30 }).where(eq(doctors.id, id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  return id;
}

const tomorrow = () => addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);

async function slotsOn(doctorId: string, day: string) {
  const res = await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` });
  return res.json().items as { startsAt: string }[];
}

async function booked(user: TestUser, doctorId: string, startsAt: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: user.auth,
    payload: { doctorId, startsAt, patientName: 'Mona Adel', phone: '01001234567', email: user.user.email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

function submit(url: string, form: Record<string, string>, user?: TestUser) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { cookie: `tabib_session=${user.token}` } : {}),
    },
  });
}

async function appointment(user: TestUser, id: string) {
  return (await ctx.app.inject({ url: `/api/v1/appointments/${id}`, headers: user.auth })).json() as {
    status: string;
    startsAt: string;
    patientName: string;
  };
}

describe('my appointments forms', () => {
  it("moves an appointment to the chosen day's time, and refuses what cannot be done with the reason", async () => {
    const doctorId = await prepareDoctor();
    const patient = await createTestUser(ctx.database);
    const day = tomorrow();
    const [first, second] = await slotsOn(doctorId, day);
    const id = await booked(patient, doctorId, first!.startsAt);

    const moved = await submit(
      `/myappointments/${id}/reschedule?lang=en`,
      // A time left checked on another day is not the one sent: the chosen day's is.
      { day, [`time-${day}`]: second!.startsAt, [`time-${addDays(day, 1)}`]: 'x', patientName: 'Mona A.' },
      patient,
    );
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/myappointments?lang=en&done=updated&appointment=${id}`);
    expect(await appointment(patient, id)).toMatchObject({ startsAt: second!.startsAt, patientName: 'Mona A.' });

    const nothing = await submit(`/myappointments/${id}/reschedule`, { day }, patient);
    expect(nothing.headers.location).toBe(
      `/myappointments?error=validation_failed&field=slot_required&appointment=${id}`,
    );
    const badPhone = await submit(`/myappointments/${id}/reschedule`, { phone: '12' }, patient);
    expect(badPhone.headers.location).toMatch(/error=validation_failed&field=phone_invalid/);

    // Another patient's appointment is not found for them, and changes nothing.
    const other = await createTestUser(ctx.database);
    const foreign = await submit(`/myappointments/${id}/cancel`, {}, other);
    expect(foreign.headers.location).toBe(`/myappointments?error=not_found&appointment=${id}`);
    expect((await appointment(patient, id)).status).toBe('booked');
    expect((await submit('/myappointments/not-an-id/cancel', {}, patient)).headers.location).toBe(
      '/myappointments?error=not_found',
    );
  });

  it('cancels after the confirmation; a visitor is sent to sign in and back', async () => {
    const doctorId = await prepareDoctor();
    const patient = await createTestUser(ctx.database);
    const [, , third] = await slotsOn(doctorId, tomorrow());
    const id = await booked(patient, doctorId, third!.startsAt);

    const visitor = await submit(`/myappointments/${id}/cancel?lang=ar`, {});
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent('/myappointments?lang=ar')}`);

    const cancelled = await submit(`/myappointments/${id}/cancel`, {}, patient);
    expect(cancelled.headers.location).toBe(`/myappointments?done=cancelled&appointment=${id}`);
    expect((await appointment(patient, id)).status).toBe('cancelled');
    // A cancelled appointment cannot be moved.
    const day = tomorrow();
    const [slot] = await slotsOn(doctorId, day);
    const late = await submit(`/myappointments/${id}/reschedule`, { day, [`time-${day}`]: slot!.startsAt }, patient);
    expect(late.headers.location).toBe(`/myappointments?error=conflict&field=appointment_cancelled&appointment=${id}`);
  });
});
