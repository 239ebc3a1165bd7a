/**
 * The admin dashboard's numbers (decision 036) come from SQL over the stored rows: after a booking, a
 * cancellation, a sign-up, searches (one without a result) and a symptom-checker chat, today's row and the
 * rankings have moved by exactly that. The search log is written in batches off the request path.
 */
import { describe, expect, it } from 'vitest';
import { searchEvents } from '../src/db/schema/index.ts';
import { flushSearchLog } from '../src/features/doctors/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { prepareDoctors } from './support/database-copies.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();

describe('the admin dashboard', () => {
  it('counts what happened today, over 90 days, from the tables', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const dashboard = async (lang = 'en') =>
      (
        await ctx.app.inject({ url: '/api/v1/admin/dashboard', headers: { ...admin.auth, 'accept-language': lang } })
      ).json();
    const first = await ctx.app.inject({ url: '/api/v1/admin/dashboard', headers: admin.auth });
    expect(first.statusCode, first.body).toBe(200);
    const before = await dashboard();
    const today = wallClockAt(Date.now(), 'Africa/Cairo').date;
    expect(before.days).toHaveLength(90);
    expect(before).toMatchObject({ to: today, from: addDays(today, -89), timeZone: 'Africa/Cairo' });
    expect(before.days.at(-1).date).toBe(today);

    // Traffic.
    const [doctorId] = await prepareDoctors(ctx.database, 1);
    const patient = await createTestUser(ctx.database);
    const day = addDays(today, 2);
    const slots = (await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`)).json().items;
    const book = (startsAt: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/appointments',
        headers: patient.auth,
        payload: { doctorId, startsAt, patientName: 'Dashboard', phone: '01001234567', email: patient.user.email },
      });
    expect((await book(slots[0].startsAt)).statusCode).toBe(201);
    const second = await book(slots[1].startsAt);
    expect(second.statusCode).toBe(201);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${second.json().id}/cancel`,
      headers: patient.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: '10.77.0.1',
      payload: {
        name: 'Dash Board',
        email: `dash-${Date.now()}@example.com`,
        phone: '01012345678',
        birthDate: '1990-01-01',
        gender: 'male',
        password: 'correct horse battery',
      },
    });
    expect(signup.statusCode).toBe(201);
    // The doctor's own specialty and city: a search with results.
    const profile = (await ctx.app.inject(`/api/v1/doctors/${doctorId}?lang=en`)).json();
    const specialty = profile.specialty.slug as string;
    const city = profile.city.slug as string;
    for (let i = 0; i < 3; i++)
      expect((await ctx.app.inject(`/api/v1/doctors?specialty=${specialty}&city=${city}`)).statusCode).toBe(200);
    // A page turned is not another search.
    expect((await ctx.app.inject(`/api/v1/doctors?specialty=${specialty}&page=2`)).statusCode).toBe(200);
    expect((await ctx.app.inject('/api/v1/doctors?q=Zzqxv%20Wwqk')).json().total).toBe(0);
    const chat = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/sessions', payload: { language: 'en' } });
    expect(chat.statusCode).toBe(201);

    // Searches reach the table only with the background flush.
    const written = await flushSearchLog(ctx.database.db);
    expect(written).toBe(4);
    expect(await ctx.database.db.select().from(searchEvents)).toHaveLength(4);

    const after = await dashboard();
    const delta = (key: string) => after.days.at(-1)[key] - before.days.at(-1)[key];
    expect(delta('bookings')).toBe(2);
    expect(delta('cancellations')).toBe(1);
    expect(delta('noShows')).toBe(0);
    expect(delta('signUps')).toBeGreaterThanOrEqual(2); // the patient above, and the sign-up
    expect(delta('searches')).toBe(4);
    expect(delta('searchesWithoutResult')).toBe(1);
    expect(after.topSpecialties[0]).toMatchObject({ slug: specialty, searches: 3 });
    expect(after.topCities[0]).toMatchObject({ slug: city, searches: 3 });
    const none = (d: { triageByUrgency: { urgency: string; sessions: number }[] }) =>
      d.triageByUrgency.find((t) => t.urgency === 'none')?.sessions ?? 0;
    expect(none(after) - none(before)).toBe(1);
    // Names in the asked language.
    const arabic = await dashboard('ar');
    expect(arabic.topSpecialties[0].name).toMatch(/[\u0600-\u06FF]/);
  });
});
