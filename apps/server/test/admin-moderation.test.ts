/**
 * Operators' moderation of doctors and accounts (decision 036): an admin finds a doctor, suspends them with a
 * reason (out of search, booking, slots and the public profile at once; upcoming patients mailed; the doctor
 * sees why in the portal) and reinstates them; disables an account (its sessions end, signing in is refused
 * with account_disabled) and enables it; promotes and demotes (sessions end), never themselves or the last
 * admin. Bad input changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, outboxJobs, users } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import type { MailMessage } from '../src/shared/mail.ts';
import { prepareDoctors } from './support/database-copies.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();
let sequence = 0;
const address = () => `10.40.${(sequence >> 8) & 255}.${sequence++ & 255}`;

async function mailsTo(to: string): Promise<MailMessage[]> {
  const rows = await ctx.database.db.select().from(outboxJobs);
  return rows.map((r) => r.payload as MailMessage).filter((m) => m.to === to);
}

describe('suspending a doctor', () => {
  it('takes them out of search, booking and the profile at once, mails upcoming patients, and the doctor sees why', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const [doctorId] = await prepareDoctors(ctx.database, 1);
    const doctor = await createTestUser(ctx.database, { role: 'doctor', doctorId });
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, doctorId!));
    const patient = await createTestUser(ctx.database, { email: `suspended-patient-${Date.now()}@example.com` });
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`)).json().items;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { ...patient.auth, 'accept-language': 'en' },
      payload: {
        doctorId,
        startsAt: slots[0].startsAt,
        patientName: 'Suspended Doc',
        phone: '01001234567',
        email: patient.user.email,
      },
    });
    expect(booked.statusCode).toBe(201);
    const search = `/api/v1/doctors?q=${encodeURIComponent(row!.nameEn)}&lang=en`;
    expect((await ctx.app.inject(search)).json().items.map((d: { id: string }) => d.id)).toContain(doctorId);

    // The admin finds them by name.
    const found = await ctx.app.inject({
      url: `/api/v1/admin/doctors?q=${encodeURIComponent(row!.nameEn)}`,
      headers: admin.auth,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((d: { id: string }) => d.id)).toContain(doctorId);

    // A reason too short is refused and changes nothing.
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctors/${doctorId}/suspend`,
      headers: { ...admin.auth, 'accept-language': 'ar' },
      payload: { reason: ' x ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', fields: { reason: 'reason_required' } });
    expect(bad.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect((await ctx.app.inject(`/api/v1/doctors/${doctorId}`)).statusCode).toBe(200);

    const reason = 'Licence under review by the syndicate';
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctors/${doctorId}/suspend`,
      headers: admin.auth,
      payload: { reason },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      appointmentsCancelled: 1,
      doctor: { id: doctorId, suspensionReason: reason },
    });
    expect(suspended.json().doctor.suspendedAt).not.toBeNull();

    // Gone from search (the process's copy), the profile, slots and booking.
    expect((await ctx.app.inject(search)).json().items.map((d: { id: string }) => d.id)).not.toContain(doctorId);
    expect((await ctx.app.inject(`/api/v1/doctors/${doctorId}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`)).statusCode).toBe(404);
    const other = await createTestUser(ctx.database);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: other.auth,
      payload: {
        doctorId,
        startsAt: slots[1].startsAt,
        patientName: 'Too Late',
        phone: '01001234567',
        email: other.user.email,
      },
    });
    // As a doctor that does not exist.
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ doctorId: 'doctor_unknown' });

    // The patient's appointment is cancelled and they are told why, in the language they booked in.
    const mine = await ctx.app.inject({ url: `/api/v1/appointments/${booked.json().id}`, headers: patient.auth });
    expect(mine.json().status).toBe('cancelled');
    const mails = await mailsTo(patient.user.email);
    expect(mails.map((m) => m.subject)).toContain('Your appointment has been cancelled · Tabib');
    expect(mails.find((m) => m.text.includes('no longer taking bookings'))).toBeDefined();

    // The doctor sees why.
    const portal = await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().suspension).toMatchObject({ reason });

    // Reinstated: back in search and bookable.
    const back = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctors/${doctorId}/reinstate`,
      headers: admin.auth,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: doctorId, suspendedAt: null, suspensionReason: null });
    expect((await ctx.app.inject(search)).json().items.map((d: { id: string }) => d.id)).toContain(doctorId);
    expect((await ctx.app.inject(`/api/v1/doctors/${doctorId}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth })).json().suspension).toBeNull();
  });

  it('answers 404 for an unknown doctor and lists suspended doctors by status', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/doctors/00000000-0000-4000-8000-000000000000/suspend',
      headers: admin.auth,
      payload: { reason: 'No such doctor here' },
    });
    expect(unknown.statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/v1/admin/doctors?status=suspended', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    for (const d of list.json().items) expect(d.suspendedAt).not.toBeNull();
  });
});

describe('disabling an account and changing roles', () => {
  it('ends the sessions of a disabled account at once, refuses its sign-in with account_disabled, and enables it again', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const email = `disabled-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: address(),
      payload: { name: 'To Disable', email, phone: '01012345678', birthDate: '1990-01-01', gender: 'male', password },
    });
    expect(signup.statusCode).toBe(201);
    const { token, user } = signup.json();
    const bearer = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ url: '/api/v1/me/insurance', headers: bearer })).statusCode).toBe(200);

    const disabled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.id}/disable`,
      headers: admin.auth,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ sessionsEnded: 1, user: { id: user.id } });
    expect(disabled.json().user.disabledAt).not.toBeNull();
    expect((await ctx.app.inject({ url: '/api/v1/me/insurance', headers: bearer })).statusCode).toBe(401);

    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: address(),
        headers: { 'accept-language': 'en' },
        payload: { email, password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'account_disabled' });
    expect(refused.json().error.message).toContain('disabled');
    // A wrong password still says only that the credentials are wrong.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: address(),
      payload: { email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);

    const listed = await ctx.app.inject({ url: `/api/v1/admin/users?status=disabled&q=${email}`, headers: admin.auth });
    expect(listed.json().items.map((u: { id: string }) => u.id)).toEqual([user.id]);

    const enabled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.id}/enable`,
      headers: admin.auth,
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().user.disabledAt).toBeNull();
    expect((await login()).statusCode).toBe(200);
  });

  it('promotes and demotes with every session ending, but never the admin themselves or the last admin', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const patient = await createTestUser(ctx.database);
    const promoted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${patient.user.id}/role`,
      headers: admin.auth,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ sessionsEnded: 1, user: { role: 'admin' } });
    expect((await ctx.app.inject({ url: '/api/v1/me/insurance', headers: patient.auth })).statusCode).toBe(401);

    const self = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${admin.user.id}/role`,
      headers: admin.auth,
      payload: { role: 'patient' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.fields).toEqual({ account: 'own_account' });
    const selfDisable = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${admin.user.id}/disable`,
      headers: admin.auth,
    });
    expect(selfDisable.statusCode).toBe(409);

    const demoted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${patient.user.id}/role`,
      headers: admin.auth,
      payload: { role: 'patient' },
    });
    expect(demoted.json()).toMatchObject({ user: { role: 'patient' } });

    const badRole = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${patient.user.id}/role`,
      headers: admin.auth,
      payload: { role: 'doctor' },
    });
    expect(badRole.statusCode).toBe(400);
    const [stored] = await ctx.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, patient.user.id));
    expect(stored!.role).toBe('patient');
  });
});

describe('paging the admin lists', () => {
  type Page = { items: { id: string }[]; total: number; page: number; limit: number };
  const list = async (auth: Record<string, string>, path: string): Promise<Page> => {
    const res = await ctx.app.inject({ url: path, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('pages through every doctor, 20 at a time, each once, suspended first, with the total', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const [suspendedId] = await prepareDoctors(ctx.database, 1);
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctors/${suspendedId}/suspend`,
      headers: admin.auth,
      payload: { reason: 'Paged out of sight' },
    });
    expect(suspended.statusCode).toBe(200);
    try {
      const [{ n }] = (await ctx.database.db.select({ n: count() }).from(doctors)) as [{ n: number }];
      // The demo doctors alone fill more than two pages.
      expect(n).toBeGreaterThan(40);
      const first = await list(admin.auth, '/api/v1/admin/doctors');
      expect(first).toMatchObject({ total: n, page: 1, limit: 20 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]!.id).toBe(suspendedId);

      const seen: string[] = [];
      const pages = Math.ceil(n / 20);
      for (let page = 1; page <= pages; page++) {
        const answer = await list(admin.auth, `/api/v1/admin/doctors?page=${page}`);
        expect(answer).toMatchObject({ total: n, page, limit: 20 });
        expect(answer.items).toHaveLength(page < pages ? 20 : n - 20 * (pages - 1));
        seen.push(...answer.items.map((d) => d.id));
      }
      expect(new Set(seen).size).toBe(n);
      // Page 2 holds doctors page 1 does not.
      const second = await list(admin.auth, '/api/v1/admin/doctors?page=2');
      expect(second.items.some((d) => !first.items.some((f) => f.id === d.id))).toBe(true);
      // Past the end: an empty page that still says how many there are.
      expect(await list(admin.auth, `/api/v1/admin/doctors?page=${pages + 1}`)).toMatchObject({ items: [], total: n });
      // A filter pages too: its total is what matches it.
      const active = await list(admin.auth, '/api/v1/admin/doctors?status=active&page=2&limit=7');
      expect(active).toMatchObject({ total: n - 1, page: 2, limit: 7 });
      expect(active.items.map((d) => d.id)).not.toContain(suspendedId);
    } finally {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/doctors/${suspendedId}/reinstate`,
        headers: admin.auth,
      });
    }
  });

  it('pages through the accounts, newest first, each once', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    for (let i = 0; i < 25; i++) await createTestUser(ctx.database);
    const [{ n }] = (await ctx.database.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(n).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(n / 20); page++) {
      const answer = await list(admin.auth, `/api/v1/admin/users?page=${page}`);
      expect(answer).toMatchObject({ total: n, page, limit: 20 });
      seen.push(...answer.items.map((u) => u.id));
    }
    expect(new Set(seen).size).toBe(n);
  });

  it.each(['doctors', 'users', 'review-reports', 'review-reports?status=hidden'])(
    'refuses a bad page of /admin/%s with a localised 400, never a 500',
    async (path) => {
      const admin = await createTestUser(ctx.database, { role: 'admin' });
      const cases: [string, string][] = [
        ['page=0', 'page_invalid'],
        ['page=-3', 'page_invalid'],
        ['page=abc', 'page_invalid'],
        ['page=2.5', 'page_invalid'],
        ['page=', 'page_invalid'],
        ['page=100001', 'page_too_large'],
        ['page=99999999999999999999999', 'page_too_large'],
        ['page=1e400', 'page_invalid'],
      ];
      const base = `/api/v1/admin/${path}${path.includes('?') ? '&' : '?'}`;
      for (const [query, problem] of cases) {
        for (const [lang, words] of [
          ['en', /not valid/],
          ['ar', /[\u0600-\u06FF]/],
        ] as const) {
          const res = await ctx.app.inject({
            url: `${base}${query}`,
            headers: { ...admin.auth, 'accept-language': lang },
          });
          expect(res.statusCode, `${path} ${query}`).toBe(400);
          expect(res.json().error, `${path} ${query}`).toMatchObject({
            code: 'validation_failed',
            fields: { page: problem },
          });
          expect(res.json().error.message).toMatch(words);
        }
      }
      // The last page there can be is answered (empty), not refused.
      expect((await ctx.app.inject({ url: `${base}page=100000`, headers: admin.auth })).statusCode).toBe(200);
    },
  );
});
