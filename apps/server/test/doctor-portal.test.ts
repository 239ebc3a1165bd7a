import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, insurers } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-portal-')) });

const nineToTwelve = () => Array.from({ length: 7 }, () => [{ start: '09:00', end: '12:00' }]);

async function doctorAccount(offset: number): Promise<{ doctor: TestUser; doctorId: string }> {
  const rows = await ctx.database.db
    .select({ id: doctors.id })
    .from(doctors)
    .orderBy(doctors.id)
    .offset(offset)
    .limit(1);
  const doctorId = rows[0]!.id;
  const doctor = await createTestUser(ctx.database, { role: 'doctor', doctorId });
  return { doctor, doctorId };
}

function put(user: TestUser, payload: object, lang = 'en') {
  return ctx.app.inject({ method: 'PUT', url: `/api/v1/doctor/me/schedule?lang=${lang}`, headers: user.auth, payload });
}

describe('doctor portal access', () => {
  it('is for doctors with a profile only', async () => {
    const patient = await createTestUser(ctx.database);
    const bare = await createTestUser(ctx.database, { role: 'doctor' });
    for (const url of ['/api/v1/doctor/me', '/api/v1/doctor/me/schedule', '/api/v1/doctor/me/appointments']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: patient.auth })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url, headers: bare.auth })).statusCode).toBe(403);
    }
  });
});

describe('GET|PATCH /doctor/me', () => {
  it('edits phone, fee, clinic, bio, telehealth and insurers, and validates them', async () => {
    const { doctor, doctorId } = await doctorAccount(20);
    const before = await ctx.app.inject({ url: '/api/v1/doctor/me?lang=en', headers: doctor.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: doctorId, email: doctor.user.email });
    const [insurer] = await ctx.database.db.select({ slug: insurers.slug }).from(insurers).limit(1);
    const payload = {
      phone: '01012345678',
      fee: 450,
      clinicNameAr: 'عيادة النور',
      clinicNameEn: 'Al Nour Clinic',
      clinicAddressAr: '12 شارع التحرير، الدقي',
      clinicAddressEn: '12 Tahrir St, Dokki',
      bioAr: 'استشاري أمراض القلب.',
      bioEn: 'Consultant cardiologist.',
      telehealth: true,
      insurers: [insurer!.slug],
    };
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/doctor/me', headers: doctor.auth, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...payload, phone: '+201012345678' });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/doctor/me',
      headers: doctor.auth,
      payload: { ...payload, phone: '123', fee: -5, clinicNameEn: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      phone: 'phone_invalid',
      fee: 'fee_invalid',
      clinicNameEn: 'clinic_required',
    });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/doctor/me',
      headers: doctor.auth,
      payload: { ...payload, insurers: ['no-such-insurer'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.insurers).toBe('insurer_unknown');
    const [row] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect(row).toMatchObject({ fee: 450, telehealth: true });
  });
});

describe('GET|PUT /doctor/me/schedule', () => {
  it('replaces weekly hours, slot length, days off and extra hours; the slots follow', async () => {
    const { doctor, doctorId } = await doctorAccount(21);
    const today = wallClockAt(Date.now(), 'Africa/Cairo').date;
    const offDay = addDays(today, 3);
    const extraDay = addDays(today, 4);
    const weekly = nineToTwelve();
    weekly[0] = [
      { start: '09:00', end: '11:00' },
      { start: '17:00', end: '19:00' },
    ];
    const schedule = {
      slotMinutes: 30,
      weekly,
      exceptions: [
        { date: offDay, kind: 'off' },
        { date: extraDay, kind: 'extra', start: '20:00', end: '21:00' },
      ],
    };
    const res = await put(doctor, schedule);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...schedule, timeZone: 'Africa/Cairo' });
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me/schedule', headers: doctor.auth })).json()).toMatchObject(
      schedule,
    );
    const slots = async (from: string) =>
      (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${from}&days=1` })).json().items as {
        startsAt: string;
      }[];
    expect(await slots(offDay)).toHaveLength(0);
    const extra = (await slots(extraDay)).map((s) => s.startsAt.slice(11, 16));
    expect(extra).toContain('20:00');
    expect(extra).toContain('09:00');
  });

  it('refuses bad schedules with field messages', async () => {
    const { doctor } = await doctorAccount(22);
    const yesterday = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, -1);
    const overlapping = nineToTwelve();
    overlapping[1] = [
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ];
    const reversed = nineToTwelve();
    reversed[2] = [{ start: '12:00', end: '09:00' }];
    const cases: [object, string][] = [
      [{ slotMinutes: 7, weekly: nineToTwelve(), exceptions: [] }, 'slotMinutes'],
      [{ slotMinutes: 30, weekly: overlapping, exceptions: [] }, 'weekly'],
      [{ slotMinutes: 30, weekly: reversed, exceptions: [] }, 'weekly.2.0.end'],
      [{ slotMinutes: 30, weekly: [[]], exceptions: [] }, 'weekly'],
      [
        { slotMinutes: 30, weekly: nineToTwelve(), exceptions: [{ date: '2026-13-01', kind: 'off' }] },
        'exceptions.0.date',
      ],
      [
        { slotMinutes: 30, weekly: nineToTwelve(), exceptions: [{ date: yesterday, kind: 'off' }] },
        'exceptions.0.date',
      ],
      [
        { slotMinutes: 30, weekly: [[{ start: '9am', end: '12:00' }], [], [], [], [], [], []], exceptions: [] },
        'weekly.0.0.start',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await put(doctor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(res.json())).toContain(field);
    }
  });

  it('refuses with 409 and the affected bookings a change that would drop booked appointments', async () => {
    const { doctor, doctorId } = await doctorAccount(23);
    expect((await put(doctor, { slotMinutes: 30, weekly: nineToTwelve(), exceptions: [] })).statusCode).toBe(200);
    const patient = await createTestUser(ctx.database);
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const [, second] = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` })).json()
      .items;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: patient.auth,
      payload: {
        doctorId,
        startsAt: second.startsAt,
        patientName: 'Karim Samir',
        phone: '01112345678',
        email: 'karim@example.com',
      },
    });
    expect(booked.statusCode).toBe(201);

    // Today (the default) has none; the booked day has it.
    const today = await ctx.app.inject({ url: '/api/v1/doctor/me/appointments', headers: doctor.auth });
    expect(today.json()).toMatchObject({ date: addDays(day, -2), items: [] });
    const list = await ctx.app.inject({ url: `/api/v1/doctor/me/appointments?date=${day}`, headers: doctor.auth });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: booked.json().id,
        patientName: 'Karim Samir',
        phone: '+201112345678',
        email: 'karim@example.com',
        status: 'booked',
      }),
    ]);

    // Hours that start later, and a day off on the booked date: both would drop it.
    const later = Array.from({ length: 7 }, () => [{ start: '10:00', end: '12:00' }]);
    for (const payload of [
      { slotMinutes: 30, weekly: later, exceptions: [] },
      { slotMinutes: 30, weekly: nineToTwelve(), exceptions: [{ date: day, kind: 'off' }] },
    ]) {
      const res = await put(doctor, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('conflict');
      expect(res.json().affected).toEqual([
        expect.objectContaining({ id: booked.json().id, startsAt: second.startsAt }),
      ]);
    }
    // Nothing changed.
    const current = await ctx.app.inject({ url: '/api/v1/doctor/me/schedule', headers: doctor.auth });
    expect(current.json()).toMatchObject({ weekly: nineToTwelve(), exceptions: [] });

    // A change that keeps the booking inside the hours goes through, and so does a new slot length.
    const wider = Array.from({ length: 7 }, () => [{ start: '08:00', end: '13:00' }]);
    expect((await put(doctor, { slotMinutes: 20, weekly: wider, exceptions: [] })).statusCode).toBe(200);
    // Once the patient cancels, the doctor may take the day off.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booked.json().id}/cancel`,
      headers: patient.auth,
    });
    expect(
      (await put(doctor, { slotMinutes: 20, weekly: wider, exceptions: [{ date: day, kind: 'off' }] })).statusCode,
    ).toBe(200);
    // The day still lists it, cancelled by the patient.
    expect(
      (await ctx.app.inject({ url: `/api/v1/doctor/me/appointments?date=${day}`, headers: doctor.auth })).json().items,
    ).toEqual([
      expect.objectContaining({
        id: booked.json().id,
        status: 'cancelled',
        cancelledBy: 'patient',
        cancelReason: null,
      }),
    ]);
  });
});
