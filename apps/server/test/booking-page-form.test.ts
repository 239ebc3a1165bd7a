/**
 * The booking page's form without JavaScript (POST /doctors/:id/bookdoctor, issue 35): the API's use case, answered
 * with a redirect to the booking's confirmation or back to the form with the reasons, in the page's language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, doctors, doctorWeeklyHours } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const ctx = useTestApp({ PUBLIC_URL: 'https://tabib.example' });

/** A seeded doctor seeing patients every day 09:00-12:00 Cairo time, in 30-minute slots. */
async function prepareDoctor(offset: number) {
  const rows = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(10);
  const id = rows[offset]!.id;
  await ctx.database.db.update(doctors).set({ slotMinutes: 30, telehealth: false }).where(eq(doctors.id, id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  return id;
}

async function slotOf(doctorId: string, index: number) {
  const from = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
  const res = await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${from}&days=1` });
  return (res.json().items as { startsAt: string }[])[index]!.startsAt;
}

/** A browser's form post from the booking page, as `user` (or signed out). */
function post(doctorId: string, form: Record<string, string>, user?: TestUser, path = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/doctors/${doctorId}/bookdoctor${path}?lang=en`,
    payload: new URLSearchParams(form).toString(),
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? user.auth : {}),
    },
  });
}

const contact = { patientName: 'Mona Adel', phone: '01001234567', email: 'mona@example.com' };

describe('the booking form without JavaScript', () => {
  it('sends a visitor to sign in and back to the booking page', async () => {
    const doctorId = await prepareDoctor(0);
    const res = await post(doctorId, { ...contact, startsAt: await slotOf(doctorId, 0) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(`/doctors/${doctorId}/bookdoctor`)}`);
  });

  it('books the time and shows its confirmation; the same attempt sent again books once', async () => {
    const doctorId = await prepareDoctor(1);
    const patient = await createTestUser(ctx.database);
    const startsAt = await slotOf(doctorId, 1);
    const form = { ...contact, startsAt, date: startsAt.slice(0, 10), visitType: 'clinic', attempt: 'a1b2c3d4e5f6' };
    const first = await post(doctorId, form, patient);
    expect(first.statusCode).toBe(303);
    const location = String(first.headers.location);
    expect(location).toMatch(new RegExp(`^/doctors/${doctorId}/bookdoctor\\?booked=[0-9a-f-]{36}&lang=en$`));
    const again = await post(doctorId, form, patient);
    expect(again.headers.location).toBe(location);
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.userId, patient.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.patientName).toBe('Mona Adel');
  });

  it('goes back with every reason, the time kept, and the typed fields in a cookie of the page', async () => {
    const doctorId = await prepareDoctor(2);
    const patient = await createTestUser(ctx.database);
    const startsAt = await slotOf(doctorId, 2);
    const res = await post(doctorId, { ...contact, patientName: '', phone: '12', startsAt }, patient);
    expect(res.statusCode).toBe(303);
    const url = new URL(String(res.headers.location), 'http://x');
    expect(url.pathname).toBe(`/doctors/${doctorId}/bookdoctor`);
    expect(url.searchParams.get('slot')).toBe(startsAt);
    expect(url.searchParams.get('errors')).toBe('patientName:name_required,phone:phone_invalid');
    expect(url.searchParams.get('lang')).toBe('en');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('tabib_booking_form=');
    expect(cookie).toContain(`Path=/doctors/${doctorId}/bookdoctor`);
    expect(cookie).toContain('HttpOnly');
  });

  it('refuses a time left over from another day than the one shown, and no time at all', async () => {
    const doctorId = await prepareDoctor(3);
    const patient = await createTestUser(ctx.database);
    const startsAt = await slotOf(doctorId, 0);
    for (const form of [{ ...contact, startsAt, date: '2000-01-01' }, { ...contact }]) {
      const res = await post(doctorId, form, patient);
      expect(new URL(String(res.headers.location), 'http://x').searchParams.get('errors')).toBe(
        'startsAt:slot_required',
      );
    }
  });

  it('offers the next free times when the time was just taken', async () => {
    const doctorId = await prepareDoctor(4);
    const [first, second] = [await createTestUser(ctx.database), await createTestUser(ctx.database)];
    const startsAt = await slotOf(doctorId, 0);
    expect((await post(doctorId, { ...contact, startsAt }, first)).headers.location).toMatch(/booked=/);
    const res = await post(doctorId, { ...contact, startsAt }, second);
    const url = new URL(String(res.headers.location), 'http://x');
    expect(url.searchParams.get('error')).toBe('slot_taken');
    expect(url.searchParams.get('taken')).toBe(startsAt);
    expect(url.searchParams.get('slot')).toBeNull();
  });

  it('asks an unconfirmed address for its code on the page, then books the same time', async () => {
    const doctorId = await prepareDoctor(5);
    const patient = await createTestUser(ctx.database, { emailVerified: false });
    const startsAt = await slotOf(doctorId, 3);
    const res = await post(doctorId, { ...contact, startsAt }, patient);
    const url = new URL(String(res.headers.location), 'http://x');
    expect(url.searchParams.get('step')).toBe('verify');
    expect(url.searchParams.get('slot')).toBe(startsAt);
    const wrong = await post(doctorId, { ...contact, startsAt, code: '12345x' }, patient, '/verify');
    const back = new URL(String(wrong.headers.location), 'http://x');
    expect(back.searchParams.get('step')).toBe('verify');
    expect(back.searchParams.get('error')).toMatch(/^[a-z_]+$/);
  });
});
