import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noShowRule } from '@tabib/contracts';
import { appointments, doctors, doctorWeeklyHours, freedSlots, outboxJobs, reviews } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';
import { recordVisit } from './support/visits.ts';

const ctx = useTestApp();

/** A doctor profile of its own for each test, linked to a new doctor account, open 09:00-12:00 every day in 30-minute slots. */
async function doctorAccount(): Promise<{ doctor: TestUser; doctorId: string }> {
  const [template] = await ctx.database.db.select().from(doctors).limit(1);
  const { id: _id, userId: _userId, seedKey: _seedKey, ...copy } = template!;
  const [created] = await ctx.database.db
    .insert(doctors)
    .values({ ...copy, slotMinutes: 30 })
    .returning({ id: doctors.id });
  const doctorId = created!.id;
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId, weekday, startsAt: '09:00', endsAt: '12:00' })));
  const doctor = await createTestUser(ctx.database, { role: 'doctor', doctorId });
  return { doctor, doctorId };
}

const cairoToday = () => wallClockAt(Date.now(), 'Africa/Cairo').date;

async function slotsOn(doctorId: string, date: string): Promise<string[]> {
  const res = await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${date}&days=1`);
  return (res.json().items as { startsAt: string }[]).map((s) => s.startsAt);
}

async function book(patient: TestUser, doctorId: string, startsAt: string, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: { ...patient.auth, 'accept-language': 'en' },
    payload: { doctorId, startsAt, patientName: 'Nour Ali', phone: '01001234567', email: patient.user.email, ...extra },
  });
}

const mark = (doctor: TestUser, id: string, status: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/doctor/me/appointments/${id}`,
    headers: { ...doctor.auth, 'accept-language': 'en' },
    payload: { status },
  });

const cancel = (doctor: TestUser, id: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/doctor/me/appointments/${id}/cancel`,
    headers: { ...doctor.auth, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });

async function mailsTo(email: string) {
  return ctx.database.db
    .select({ payload: outboxJobs.payload, dedupeKey: outboxJobs.dedupeKey, runAt: outboxJobs.runAt })
    .from(outboxJobs)
    .where(sql`${outboxJobs.payload}->>'to' = ${email}`)
    .orderBy(desc(outboxJobs.createdAt));
}

describe('GET /api/v1/doctor/me/appointments (the day)', () => {
  it("lists today's appointments in the clinic's zone by default, any date on request, each with its status", async () => {
    const { doctor, doctorId } = await doctorAccount();
    const { doctorId: otherDoctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const tomorrow = addDays(cairoToday(), 1);
    const [first, second] = await slotsOn(doctorId, tomorrow);
    const kept = await book(patient, doctorId, first!);
    const dropped = await book(patient, doctorId, second!);
    expect([kept.statusCode, dropped.statusCode]).toEqual([201, 201]);
    await cancel(doctor, dropped.json().id, { reason: 'The clinic is closed for maintenance' });
    const other = await createTestUser(ctx.database);
    expect((await book(other, otherDoctorId, (await slotsOn(otherDoctorId, tomorrow))[0]!)).statusCode).toBe(201);

    const today = await ctx.app.inject({ url: '/api/v1/doctor/me/appointments', headers: doctor.auth });
    expect(today.statusCode).toBe(200);
    expect(today.json()).toMatchObject({ date: cairoToday(), days: 1, timeZone: 'Africa/Cairo', items: [] });

    const day = await ctx.app.inject({ url: `/api/v1/doctor/me/appointments?date=${tomorrow}`, headers: doctor.auth });
    expect(day.json().items).toEqual([
      expect.objectContaining({ id: kept.json().id, status: 'booked', cancelledBy: null, changeableUntil: null }),
      expect.objectContaining({
        id: dropped.json().id,
        status: 'cancelled',
        cancelledBy: 'doctor',
        cancelReason: 'The clinic is closed for maintenance',
      }),
    ]);
    // Two weeks from today hold the same two; another doctor's booking is never listed.
    const fortnight = await ctx.app.inject({ url: '/api/v1/doctor/me/appointments?days=14', headers: doctor.auth });
    expect(fortnight.json().items.map((a: { id: string }) => a.id)).toEqual([kept.json().id, dropped.json().id]);
  });

  it('refuses a bad date or span with field messages, and anyone but a doctor with a profile', async () => {
    const { doctor } = await doctorAccount();
    for (const query of ['date=2026-02-30', 'date=tomorrow', 'days=0', 'days=15', 'days=x']) {
      const res = await ctx.app.inject({
        url: `/api/v1/doctor/me/appointments?${query}`,
        headers: { ...doctor.auth, 'accept-language': 'ar' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    const patient = await createTestUser(ctx.database);
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me/appointments', headers: patient.auth })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me/appointments' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/doctor/me/appointments/:id (attendance)', () => {
  it('refuses before the start with 409 visit_not_started, and changes nothing', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const id = await recordVisit(ctx.database, patient, doctorId, 3);
    for (const status of ['attended', 'no_show']) {
      const res = await mark(doctor, id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'visit_not_started',
        message: expect.stringContaining('not started'),
      });
    }
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'booked', attendanceMarkedAt: null });
  });

  it("answers 404 for another doctor's appointment or none, 400 for a bad status, 409 for a cancelled one", async () => {
    const { doctor } = await doctorAccount();
    const { doctorId: otherDoctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const others = await recordVisit(ctx.database, patient, otherDoctorId, -3, 'booked');
    const res = await mark(doctor, others, 'attended');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, others));
    expect(row!.status).toBe('booked');
    expect((await mark(doctor, '00000000-0000-4000-8000-000000000000', 'attended')).statusCode).toBe(404);
    expect((await mark(doctor, 'not-an-id', 'attended')).statusCode).toBe(400);

    const { doctor: own, doctorId } = await doctorAccount();
    const visit = await recordVisit(ctx.database, patient, doctorId, -3, 'booked');
    for (const status of ['cancelled', 'booked', 'came', null, 1]) {
      const bad = await mark(own, visit, status);
      expect(bad.statusCode, String(status)).toBe(400);
      expect(bad.json().error.fields).toEqual({ status: 'attendance_status_invalid' });
    }
    const cancelled = await recordVisit(ctx.database, patient, doctorId, -5, 'cancelled');
    const refused = await mark(own, cancelled, 'attended');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ status: 'appointment_cancelled' });
  });

  it('marks a started visit, invites a review, lets it change within 48 hours and withdraws what no longer holds', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const id = await recordVisit(ctx.database, patient, doctorId, -2, 'booked');

    // Not marked: no review yet.
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/doctors/${doctorId}/reviews`,
      headers: patient.auth,
      payload: { rating: 5, title: 'Very kind' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.fields).toEqual({ review: 'visit_required' });
    expect(await mailsTo(patient.user.email)).toEqual([]);

    const attended = await mark(doctor, id, 'attended');
    expect(attended.statusCode, attended.body).toBe(200);
    expect(attended.json()).toMatchObject({ id, status: 'attended', changeableUntil: expect.any(String) });
    const until = Date.parse(attended.json().changeableUntil);
    expect(Math.abs(until - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);
    const [invitation] = await mailsTo(patient.user.email);
    expect(invitation).toMatchObject({ dedupeKey: `review-invitation:${id}` });
    expect((invitation!.payload as { text: string }).text).toContain(`/doctors/${doctorId}#reviews`);
    // Marking the same again changes nothing and sends nothing more.
    expect((await mark(doctor, id, 'attended')).statusCode).toBe(200);
    expect(await mailsTo(patient.user.email)).toHaveLength(1);

    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/doctors/${doctorId}/reviews`,
      headers: patient.auth,
      payload: { rating: 5, title: 'Very kind' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().verified).toBe(true);

    // Changed to no-show: the invitation not sent yet is withdrawn and the review is no longer verified.
    const noShow = await mark(doctor, id, 'no_show');
    expect(noShow.json()).toMatchObject({ status: 'no_show' });
    expect(await mailsTo(patient.user.email)).toEqual([]);
    const [stored] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, review.json().id));
    expect(stored!.verified).toBe(false);
    const listed = await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews`);
    expect(listed.json().items.find((r: { id: string }) => r.id === review.json().id).verified).toBe(false);
    // Back to attended: verified again.
    expect((await mark(doctor, id, 'attended')).statusCode).toBe(200);
    const [again] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, review.json().id));
    expect(again!.verified).toBe(true);

    // 48 hours after the first mark, it is final.
    await ctx.database.db
      .update(appointments)
      .set({ attendanceMarkedAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(appointments.id, id));
    const late = await mark(doctor, id, 'no_show');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'attendance_locked',
      message: expect.stringContaining('48 hours'),
    });
    const [final] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(final!.status).toBe('attended');
  });

  it('invites a telehealth patient a day after the visit ends', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const id = await recordVisit(ctx.database, patient, doctorId, -1, 'booked');
    await ctx.database.db.update(appointments).set({ visitType: 'telehealth' }).where(eq(appointments.id, id));
    expect((await mark(doctor, id, 'attended')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    const [invitation] = await mailsTo(patient.user.email);
    expect(invitation!.runAt.getTime()).toBe(row!.endsAt.getTime() + 24 * 3_600_000);
  });

  it('takes the verified mark away when the visit it rests on is cancelled', async () => {
    const { doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const id = await recordVisit(ctx.database, patient, doctorId, -2);
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/doctors/${doctorId}/reviews`,
      headers: patient.auth,
      payload: { rating: 4, title: 'Good' },
    });
    expect(review.json().verified).toBe(true);
    await ctx.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: new Date() })
      .where(eq(appointments.id, id));
    const [stored] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, review.json().id));
    expect(stored!.verified).toBe(false);
  });
});

describe('POST /api/v1/doctor/me/appointments/:id/cancel', () => {
  it('cancels with a reason: the patient is mailed at once with it and a link to book again; the slot is free again', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const tomorrow = addDays(cairoToday(), 1);
    const [slot] = await slotsOn(doctorId, tomorrow);
    const booked = await book(patient, doctorId, slot!);
    expect(booked.statusCode).toBe(201);
    expect(await slotsOn(doctorId, tomorrow)).not.toContain(slot);
    const before = await ctx.app.inject(`/api/v1/doctors/${doctorId}`);

    const res = await cancel(doctor, booked.json().id, { reason: '  Urgent surgery at the hospital  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'doctor',
      cancelReason: 'Urgent surgery at the hospital',
    });
    expect(await slotsOn(doctorId, tomorrow)).toContain(slot);
    // The stored next slot was cleared with it: the profile's next slot is worked out again (at most this slot).
    const after = await ctx.app.inject(`/api/v1/doctors/${doctorId}`);
    expect(Date.parse(after.json().nextSlotAt)).toBeLessThanOrEqual(Date.parse(before.json().nextSlotAt ?? slot!));

    const mail = (await mailsTo(patient.user.email)).find((m) =>
      (m.payload as { subject: string }).subject.includes('cancelled'),
    );
    const text = (mail!.payload as { text: string }).text;
    expect(text).toContain('Reason: Urgent surgery at the hospital');
    expect(text).toContain(`/doctors/${doctorId}/bookdoctor`);
    // The patient sees who cancelled and why.
    const own = await ctx.app.inject({ url: `/api/v1/appointments/${booked.json().id}`, headers: patient.auth });
    expect(own.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'doctor',
      cancelReason: 'Urgent surgery at the hospital',
    });
    // The waitlist hears of the freed time.
    const freed = await ctx.database.db.select().from(freedSlots).where(eq(freedSlots.doctorId, doctorId));
    expect(freed.map((f) => f.startsAt.getTime())).toEqual([Date.parse(slot!)]);

    // Again: nothing changes, nothing more is mailed.
    const mails = (await mailsTo(patient.user.email)).length;
    const again = await cancel(doctor, booked.json().id, { reason: 'Another reason' });
    expect(again.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Urgent surgery at the hospital' });
    expect(await mailsTo(patient.user.email)).toHaveLength(mails);
  });

  it("refuses without a reason (400), a visit that has begun (409) and another doctor's (404), changing nothing", async () => {
    const { doctor, doctorId } = await doctorAccount();
    const { doctorId: otherDoctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const upcoming = await recordVisit(ctx.database, patient, doctorId, 30);
    for (const payload of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const res = await cancel(doctor, upcoming, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields.reason).toMatch(/reason_required|text_too_long/);
    }
    const begun = await recordVisit(ctx.database, patient, doctorId, -1, 'booked');
    const past = await cancel(doctor, begun, { reason: 'Too late now' });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.fields).toEqual({ status: 'appointment_past' });
    const others = await recordVisit(ctx.database, patient, otherDoctorId, 30);
    expect((await cancel(doctor, others, { reason: 'Not mine to cancel' })).statusCode).toBe(404);
    const rows = await ctx.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.userId, patient.user.id)));
    expect(rows.map((r) => r.status).sort()).toEqual(['booked', 'booked', 'booked']);
  });
});

describe('the no-show rule', () => {
  it(`asks a patient with ${noShowRule.noShows} no-shows in ${noShowRule.windowDays} days to confirm each booking with a mailed code`, async () => {
    const { doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    await recordVisit(ctx.database, patient, doctorId, -24 * 10, 'no_show');
    const tomorrow = addDays(cairoToday(), 1);
    const [slot, other] = await slotsOn(doctorId, tomorrow);
    // One no-show: books as usual.
    const once = await book(patient, doctorId, other!);
    expect(once.statusCode).toBe(201);
    await ctx.database.db.delete(appointments).where(eq(appointments.id, once.json().id));
    await recordVisit(ctx.database, patient, doctorId, -24 * 20, 'no_show');

    const rules = await ctx.app.inject({ url: '/api/v1/booking-rules', headers: patient.auth });
    expect(rules.json()).toMatchObject({
      noShowRule,
      recentNoShows: 2,
      confirmationRequired: true,
      limits: { perDoctor: expect.any(Number), total: expect.any(Number) },
    });
    const first = await book(patient, doctorId, slot!);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe('confirmation_required');
    expect(first.json().error.message).toContain(
      `${noShowRule.noShows} appointments in the last ${noShowRule.windowDays} days`,
    );
    expect(await slotsOn(doctorId, tomorrow)).toContain(slot);
    const [mail] = await mailsTo(patient.user.email);
    const code = /Confirmation code: (\d{6})/.exec((mail!.payload as { text: string }).text)![1]!;

    const wrong = await book(patient, doctorId, slot!, { confirmationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ confirmationCode: 'confirmation_code_wrong' });
    const malformed = await book(patient, doctorId, slot!, { confirmationCode: '12ab' });
    expect(malformed.json().error.fields).toEqual({ confirmationCode: 'confirmation_code_invalid' });

    const confirmed = await book(patient, doctorId, slot!, { confirmationCode: code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // Single use.
    const reused = await book(patient, doctorId, other!, { confirmationCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields).toEqual({ confirmationCode: 'confirmation_code_wrong' });
  });

  it('asks an unconfirmed address to be confirmed before any no-show code is mailed to it', async () => {
    const { doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database, { emailVerified: false });
    await recordVisit(ctx.database, patient, doctorId, -24 * 10, 'no_show');
    await recordVisit(ctx.database, patient, doctorId, -24 * 20, 'no_show');
    const [slot] = await slotsOn(doctorId, addDays(cairoToday(), 1));
    const refused = await book(patient, doctorId, slot!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_unverified');
    const withCode = await book(patient, doctorId, slot!, { confirmationCode: '123456' });
    expect(withCode.json().error.code).toBe('email_unverified');
    const codes = (await mailsTo(patient.user.email)).filter((m) =>
      /Confirmation code/.test((m.payload as { text: string }).text),
    );
    expect(codes).toEqual([]);
  });

  it(`forgets no-shows older than ${noShowRule.windowDays} days`, async () => {
    const { doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    await recordVisit(ctx.database, patient, doctorId, -24 * (noShowRule.windowDays + 2), 'no_show');
    await recordVisit(ctx.database, patient, doctorId, -24 * (noShowRule.windowDays + 5), 'no_show');
    await recordVisit(ctx.database, patient, doctorId, -24 * 3, 'no_show');
    const rules = await ctx.app.inject({ url: '/api/v1/booking-rules', headers: patient.auth });
    expect(rules.json()).toMatchObject({ recentNoShows: 1, confirmationRequired: false });
    const [slot] = await slotsOn(doctorId, addDays(cairoToday(), 1));
    expect((await book(patient, doctorId, slot!)).statusCode).toBe(201);
    const codes = await ctx.database.db
      .select()
      .from(outboxJobs)
      .where(
        and(
          sql`${outboxJobs.payload}->>'to' = ${patient.user.email}`,
          sql`${outboxJobs.payload}->>'subject' like '%confirmation code%'`,
        ),
      );
    expect(codes).toEqual([]);
  });
});

describe("the doctor's day page's forms (POST /doctor/day/:id/mark and /cancel)", () => {
  const form = (user: TestUser | null, url: string, payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...(user?.auth ?? {}), 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const statusOf = async (id: string) =>
    (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

  it('marks and cancels as the API does, and sends the doctor back to the day with what happened', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const begun = await recordVisit(ctx.database, patient, doctorId, -2, 'booked');
    const tomorrow = addDays(cairoToday(), 1);
    const later = (await book(patient, doctorId, (await slotsOn(doctorId, tomorrow))[0]!)).json().id as string;

    const marked = await form(doctor, `/doctor/day/${begun}/mark?lang=en`, `status=attended&date=${cairoToday()}`);
    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe(`/doctor/day?date=${cairoToday()}&lang=en&done=attended`);
    expect(await statusOf(begun)).toBe('attended');

    const early = await form(doctor, `/doctor/day/${later}/mark?lang=ar`, `status=no_show&date=${tomorrow}`);
    expect(early.headers.location).toBe(`/doctor/day?date=${tomorrow}&lang=ar&error=visit_not_started`);
    const noStatus = await form(doctor, `/doctor/day/${later}/mark`, `status=maybe&date=${tomorrow}`);
    expect(noStatus.headers.location).toBe(
      `/doctor/day?date=${tomorrow}&error=validation_failed&field=attendance_status_invalid`,
    );
    const noReason = await form(doctor, `/doctor/day/${later}/cancel?lang=en`, `reason=%20x%20&date=${tomorrow}`);
    expect(noReason.headers.location).toBe(
      `/doctor/day?date=${tomorrow}&lang=en&error=validation_failed&field=reason_required`,
    );
    expect(await statusOf(later)).toBe('booked');

    const cancelled = await form(
      doctor,
      `/doctor/day/${later}/cancel?lang=en`,
      `reason=${encodeURIComponent('Away at a conference')}&date=${tomorrow}`,
    );
    expect(cancelled.headers.location).toBe(`/doctor/day?date=${tomorrow}&lang=en&done=cancelled`);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, later));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'doctor', cancelReason: 'Away at a conference' });
    expect(await slotsOn(doctorId, tomorrow)).toHaveLength(6);
    const [mail] = await mailsTo(patient.user.email);
    expect((mail!.payload as { text: string }).text).toContain('Away at a conference');

    // On a cancelled visit: refused, with why.
    const onCancelled = await form(doctor, `/doctor/day/${later}/mark?lang=en`, `status=attended&date=${tomorrow}`);
    expect(onCancelled.headers.location).toBe(
      `/doctor/day?date=${tomorrow}&lang=en&error=conflict&field=appointment_cancelled`,
    );
    // A date that is not one is not carried back.
    const badDate = await form(doctor, `/doctor/day/${later}/mark`, 'status=attended&date=../../x');
    expect(badDate.headers.location).toBe('/doctor/day?error=conflict&field=appointment_cancelled');
  });

  it("refuses another doctor's visit as not found, a patient as forbidden, and sends a visitor to sign in", async () => {
    const { doctorId } = await doctorAccount();
    const { doctor: other } = await doctorAccount();
    const patient = await createTestUser(ctx.database);
    const visit = await recordVisit(ctx.database, patient, doctorId, -3, 'booked');

    const foreign = await form(other, `/doctor/day/${visit}/mark`, 'status=attended');
    expect(foreign.headers.location).toBe('/doctor/day?error=not_found');
    const notAnId = await form(other, '/doctor/day/not-an-id/cancel', 'reason=Closed today');
    expect(notAnId.headers.location).toBe('/doctor/day?error=not_found');
    const byPatient = await form(patient, `/doctor/day/${visit}/mark`, 'status=attended');
    expect(byPatient.headers.location).toBe('/doctor/day?error=forbidden');
    const signedOut = await form(null, `/doctor/day/${visit}/mark?lang=en`, 'status=attended&date=2030-01-01');
    expect(signedOut.headers.location).toBe(`/login?next=${encodeURIComponent('/doctor/day?date=2030-01-01&lang=en')}`);
    expect(await statusOf(visit)).toBe('booked');
  });
});
