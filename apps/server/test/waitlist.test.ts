import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, doctorWeeklyHours, freedSlots, outboxJobs, waitlistEntries } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { offerFreedSlots, purgeOldWaitlist } from '../src/features/waitlist/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const ctx = useTestApp();
const ORIGIN = 'https://tabib.example';

/** A doctor of its own for each test, open 09:00-12:00 every day in 30-minute slots, with a doctor account. */
async function openDoctor(): Promise<{ doctor: TestUser; doctorId: string }> {
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
  return { doctor: await createTestUser(ctx.database, { role: 'doctor', doctorId }), doctorId };
}

const today = () => wallClockAt(Date.now(), 'Africa/Cairo').date;

const join = (user: TestUser, doctorId: string, payload: unknown, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/doctors/${doctorId}/waitlist`,
    headers: { ...user.auth, 'accept-language': lang },
    payload: payload as Record<string, unknown>,
  });

async function slotsOn(doctorId: string, date: string): Promise<string[]> {
  const res = await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${date}&days=1`);
  return (res.json().items as { startsAt: string }[]).map((s) => s.startsAt);
}

async function book(patient: TestUser, doctorId: string, startsAt: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: patient.auth,
    payload: { doctorId, startsAt, patientName: 'Hana Said', phone: '01001234567', email: patient.user.email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The waitlist mails to these users, in the order the outbox sends them, with the token from each link. */
async function offersTo(users: TestUser[]) {
  const rows = await ctx.database.db
    .select({ to: sql<string>`${outboxJobs.payload}->>'to'`, text: sql<string>`${outboxJobs.payload}->>'text'` })
    .from(outboxJobs)
    .where(sql`${outboxJobs.dedupeKey} like 'waitlist-offer:%'`)
    .orderBy(asc(outboxJobs.runAt));
  const emails = users.map((u) => u.user.email);
  return rows
    .filter((r) => emails.includes(r.to))
    .map((r) => ({
      to: r.to,
      text: r.text,
      token: /https?:\/\/[^/\s]+\/waitlist\/offers\/([A-Za-z0-9_-]{43})(\s|$)/.exec(r.text)?.[1] ?? '',
    }));
}

const offer = (token: string, action?: 'book' | 'leave') =>
  ctx.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/v1/waitlist/offers/${token}${action ? `/${action}` : ''}`,
    headers: { 'accept-language': 'en' },
  });

describe('POST /api/v1/doctors/:id/waitlist', () => {
  it('puts the patient on the list for a range up to 14 days ahead, once per doctor', async () => {
    const { doctorId } = await openDoctor();
    const patient = await createTestUser(ctx.database);
    const res = await join(patient, doctorId, { from: today(), to: addDays(today(), 14) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      doctor: { id: doctorId },
      from: today(),
      to: addDays(today(), 14),
      timeZone: 'Africa/Cairo',
    });
    const again = await join(patient, doctorId, { from: today(), to: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ waitlist: 'already_waiting' });

    const list = await ctx.app.inject({ url: '/api/v1/waitlist', headers: patient.auth });
    expect(list.json().items).toEqual([expect.objectContaining({ id: res.json().id, from: today() })]);
  });

  it('refuses a bad range with localised field messages and stores nothing', async () => {
    const { doctorId } = await openDoctor();
    const patient = await createTestUser(ctx.database);
    const cases: [unknown, Record<string, string>][] = [
      [{ from: addDays(today(), -1), to: today() }, { from: 'date_past' }],
      [{ from: today(), to: addDays(today(), 15) }, { to: 'range_too_far' }],
      [{ from: addDays(today(), 3), to: addDays(today(), 2) }, { to: 'range_order' }],
      [{ from: '2026-02-30', to: today() }, { from: 'date_invalid' }],
      [{ from: today() }, { to: 'date_invalid' }],
      [{ from: 20261201, to: today() }, { from: 'date_invalid' }],
    ];
    for (const [payload, fields] of cases) {
      for (const lang of ['ar', 'en']) {
        const res = await join(patient, doctorId, payload, lang);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.fields).toEqual(fields);
        expect(res.json().error.message).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /not valid/);
      }
    }
    const unknown = await join(patient, '00000000-0000-4000-8000-000000000000', { from: today(), to: today() });
    expect(unknown.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, patient.user.id));
    expect(rows).toEqual([]);
  });

  it('lets a patient leave their own entry only (404 for anyone else)', async () => {
    const { doctorId } = await openDoctor();
    const patient = await createTestUser(ctx.database);
    const stranger = await createTestUser(ctx.database);
    const id = (await join(patient, doctorId, { from: today(), to: today() })).json().id;
    const del = (user: TestUser) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/waitlist/${id}`, headers: user.auth });
    expect((await del(stranger)).statusCode).toBe(404);
    expect((await del(patient)).statusCode).toBe(204);
    expect((await del(patient)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/waitlist', headers: patient.auth })).json().items).toEqual([]);
  });
});

describe('offers of freed slots', () => {
  it('mails everyone waiting for the date in join order; the first click books, the others see taken and stay', async () => {
    const { doctorId } = await openDoctor();
    const tomorrow = addDays(today(), 1);
    const a = await createTestUser(ctx.database, { name: 'Amal Waiting' });
    const b = await createTestUser(ctx.database, { name: 'Basma Waiting', phone: '+201112223334' });
    const c = await createTestUser(ctx.database, { name: 'Camelia Waiting' });
    const elsewhere = await createTestUser(ctx.database);
    expect((await join(a, doctorId, { from: today(), to: tomorrow })).statusCode).toBe(201);
    expect((await join(b, doctorId, { from: tomorrow, to: tomorrow }, 'ar')).statusCode).toBe(201);
    expect((await join(c, doctorId, { from: tomorrow, to: addDays(tomorrow, 3) })).statusCode).toBe(201);
    expect((await join(elsewhere, doctorId, { from: addDays(tomorrow, 2), to: addDays(tomorrow, 4) })).statusCode).toBe(
      201,
    );

    const holder = await createTestUser(ctx.database);
    const [slot] = await slotsOn(doctorId, tomorrow);
    const held = await book(holder, doctorId, slot!);
    // Nothing to offer while the slot is held.
    expect(await offerFreedSlots(ctx.database.db, new Date(), ORIGIN)).toMatchObject({ offers: 0 });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${held}/cancel`,
      headers: holder.auth,
    });
    expect(cancelled.statusCode).toBe(200);

    const run = await offerFreedSlots(ctx.database.db, new Date(), ORIGIN);
    expect(run).toEqual({ slots: 1, offers: 3 });
    const mails = await offersTo([a, b, c, elsewhere]);
    expect(mails.map((m) => m.to)).toEqual([a.user.email, b.user.email, c.user.email]);
    expect(mails.every((m) => m.token.length === 43)).toBe(true);
    expect(mails[1]!.text).toContain('موعد'); // B joined in Arabic
    expect(mails[0]!.text).toContain('the first to book it gets it');
    // The freed slot is taken once: running again offers nothing more.
    expect(await offerFreedSlots(ctx.database.db, new Date(), ORIGIN)).toEqual({ slots: 0, offers: 0 });

    const [ofA, ofB, ofC] = mails.map((m) => m.token) as [string, string, string];
    const shown = await offer(ofA);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      state: 'open',
      startsAt: slot,
      doctor: { id: doctorId },
      appointmentId: null,
    });

    // B clicks first and gets it, booked with B's account details; B leaves the list.
    const won = await offer(ofB, 'book');
    expect(won.statusCode, won.body).toBe(201);
    expect(won.json()).toMatchObject({ startsAt: slot, patientName: 'Basma Waiting', phone: '+201112223334' });
    expect(await slotsOn(doctorId, tomorrow)).not.toContain(slot);
    // A second click by B answers the same booking.
    const replay = await offer(ofB, 'book');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(won.json().id);
    expect((await offer(ofB)).json()).toMatchObject({ state: 'booked', appointmentId: won.json().id });
    expect((await ctx.app.inject({ url: '/api/v1/waitlist', headers: b.auth })).json().items).toEqual([]);

    // A is too late: taken, and still on the list.
    const lost = await offer(ofA, 'book');
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.code).toBe('slot_taken');
    expect((await offer(ofA)).json().state).toBe('taken');
    expect((await ctx.app.inject({ url: '/api/v1/waitlist', headers: a.auth })).json().items).toHaveLength(1);

    // C leaves from the mail: the link then books nothing.
    expect((await offer(ofC, 'leave')).statusCode).toBe(204);
    expect((await offer(ofC, 'leave')).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/v1/waitlist', headers: c.auth })).json().items).toEqual([]);
    expect((await offer(ofC)).json().state).toBe('left');
  });

  it('offers a slot once per patient, however often it frees, and the time a move leaves behind', async () => {
    const { doctorId } = await openDoctor();
    const tomorrow = addDays(today(), 1);
    const waiting = await createTestUser(ctx.database);
    expect((await join(waiting, doctorId, { from: tomorrow, to: tomorrow })).statusCode).toBe(201);
    const mover = await createTestUser(ctx.database);
    const [slot, , free] = await slotsOn(doctorId, tomorrow);
    const id = await book(mover, doctorId, slot!);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/appointments/${id}`,
      headers: mover.auth,
      payload: { startsAt: free },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await offerFreedSlots(ctx.database.db, new Date(), ORIGIN)).toEqual({ slots: 1, offers: 1 });
    // Freed again (recorded twice): no second mail.
    await ctx.database.db
      .insert(freedSlots)
      .values({ doctorId, startsAt: new Date(slot!), endsAt: new Date(Date.parse(slot!) + 1_800_000), origin: null });
    expect(await offerFreedSlots(ctx.database.db, new Date(), ORIGIN)).toEqual({ slots: 1, offers: 0 });
    expect(await offersTo([waiting])).toHaveLength(1);
  });

  it('offers the slots that new hours open', async () => {
    const { doctor, doctorId } = await openDoctor();
    const day = addDays(today(), 2);
    const waiting = await createTestUser(ctx.database);
    expect((await join(waiting, doctorId, { from: day, to: day })).statusCode).toBe(201);
    const schedule = (await ctx.app.inject({ url: '/api/v1/doctor/me/schedule', headers: doctor.auth })).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/doctor/me/schedule',
      headers: doctor.auth,
      payload: { ...schedule, exceptions: [{ date: day, kind: 'extra', start: '14:00', end: '15:00' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await offerFreedSlots(ctx.database.db, new Date(), ORIGIN)).toEqual({ slots: 2, offers: 2 });
    const mails = await offersTo([waiting]);
    expect(mails).toHaveLength(2);
    // The schedule's request had no PUBLIC_URL to go by: the link points where the request came.
    expect(mails[0]!.text).toMatch(/http:\/\/localhost(:\d+)?\/waitlist\/offers\//);
  });

  it("works without script: the offer page's forms book the slot or leave the list, then show the page", async () => {
    const { doctorId } = await openDoctor();
    const tomorrow = addDays(today(), 1);
    const first = await createTestUser(ctx.database, { name: 'First Clicker' });
    const second = await createTestUser(ctx.database);
    expect((await join(first, doctorId, { from: tomorrow, to: tomorrow })).statusCode).toBe(201);
    expect((await join(second, doctorId, { from: tomorrow, to: tomorrow }, 'ar')).statusCode).toBe(201);
    const holder = await createTestUser(ctx.database);
    const [slot] = await slotsOn(doctorId, tomorrow);
    const held = await book(holder, doctorId, slot!);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/appointments/${held}/cancel`, headers: holder.auth });
    await offerFreedSlots(ctx.database.db, new Date(), ORIGIN);
    const [ofFirst, ofSecond] = (await offersTo([first, second])).map((m) => m.token) as [string, string];

    // A browser's form post: url-encoded, no fields; the answer sends it back to the page (Astro's) with
    // what happened, in the form's language.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/waitlist/offers/${ofFirst}/book?lang=en`,
      headers: form,
      payload: '',
    });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe(`/waitlist/offers/${ofFirst}?lang=en&done=booked`);
    expect(await slotsOn(doctorId, tomorrow)).not.toContain(slot);
    const state = await ctx.app.inject(`/api/v1/waitlist/offers/${ofFirst}`);
    expect(state.json().state).toBe('booked');

    const late = await ctx.app.inject({
      method: 'POST',
      url: `/waitlist/offers/${ofSecond}/book?lang=ar`,
      headers: form,
      payload: '',
    });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(`/waitlist/offers/${ofSecond}?lang=ar&error=slot_taken`);
    expect((await ctx.app.inject(`/api/v1/waitlist/offers/${ofSecond}`)).json().state).toBe('taken');
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/waitlist/offers/${ofSecond}/leave`,
      headers: form,
      payload: '',
    });
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe(`/waitlist/offers/${ofSecond}?done=left`);
    expect((await ctx.app.inject(`/api/v1/waitlist/offers/${ofSecond}`)).json().state).toBe('left');
    // An unknown token: back to the page, which says the link is not valid; nothing changed.
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/waitlist/offers/${'y'.repeat(43)}/book`,
      headers: form,
      payload: '',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(`/waitlist/offers/${'y'.repeat(43)}`);
  });

  it("joins and leaves from the pages' forms, and sends a refused join back with its reason and dates", async () => {
    const { doctorId } = await openDoctor();
    const patient = await createTestUser(ctx.database);
    const form = { ...patient.auth, 'content-type': 'application/x-www-form-urlencoded' };
    const post = (url: string, payload: string, headers: Record<string, string> = form) =>
      ctx.app.inject({ method: 'POST', url, headers, payload });

    const far = addDays(today(), 30);
    const refused = await post(`/doctors/${doctorId}/waitlist?lang=en`, `from=${today()}&to=${far}`);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(
      `/doctors/${doctorId}/waitlist?lang=en&error=validation_failed&field=range_too_far&from=${today()}&to=${far}`,
    );
    const backwards = await post(`/doctors/${doctorId}/waitlist`, `from=${addDays(today(), 2)}&to=${today()}`);
    expect(new URL(backwards.headers.location as string, ORIGIN).searchParams.get('field')).toBe('range_order');
    const garbage = await post(`/doctors/${doctorId}/waitlist`, 'from=yesterday&to=x');
    expect(new URL(garbage.headers.location as string, ORIGIN).searchParams.get('field')).toBe('date_invalid');
    // Text no database stores is refused before any route, as everywhere (400).
    expect((await post(`/doctors/${doctorId}/waitlist`, 'from=%00&to=x')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/waitlist', headers: patient.auth })).json().items).toEqual([]);

    const joined = await post(`/doctors/${doctorId}/waitlist?lang=en`, `from=${today()}&to=${addDays(today(), 3)}`);
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe('/waitlist?lang=en&done=joined');
    const [entry] = (await ctx.app.inject({ url: '/api/v1/waitlist', headers: patient.auth })).json().items;
    expect(entry.doctor.id).toBe(doctorId);
    const again = await post(`/doctors/${doctorId}/waitlist`, `from=${today()}&to=${today()}`);
    expect(new URL(again.headers.location as string, ORIGIN).searchParams.get('field')).toBe('already_waiting');

    // Another patient cannot remove it: the same "not found" as an entry that does not exist.
    const other = await createTestUser(ctx.database);
    const stolen = await post(`/waitlist/${entry.id}/leave`, '', {
      ...other.auth,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(stolen.headers.location).toBe('/waitlist?error=not_found');
    const left = await post(`/waitlist/${entry.id}/leave?lang=ar`, '');
    expect(left.headers.location).toBe('/waitlist?lang=ar&done=left');
    expect((await ctx.app.inject({ url: '/api/v1/waitlist', headers: patient.auth })).json().items).toEqual([]);

    // Signed out: to sign-in, then back to the page.
    const signedOut = await post(`/doctors/${doctorId}/waitlist`, `from=${today()}&to=${today()}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(signedOut.headers.location).toBe(`/login?next=${encodeURIComponent(`/doctors/${doctorId}/waitlist`)}`);
  });

  it("writes a page join's offers in the visitor's chosen language: ?lang, else the remembered choice", async () => {
    const { doctorId } = await openDoctor();
    const joinIn = async (cookie: string | undefined, query: string) => {
      const patient = await createTestUser(ctx.database);
      const headers = {
        ...patient.auth,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      };
      const joined = await ctx.app.inject({
        method: 'POST',
        url: `/doctors/${doctorId}/waitlist${query}`,
        headers,
        payload: `from=${today()}&to=${addDays(today(), 2)}`,
      });
      expect(joined.statusCode).toBe(303);
      expect(joined.headers.location).toMatch(/^\/waitlist\?.*done=joined/);
      const [entry] = await ctx.database.db
        .select({ language: waitlistEntries.language })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.userId, patient.user.id));
      return entry?.language;
    };
    expect(await joinIn('lang=en', '')).toBe('en');
    expect(await joinIn('lang=en', '?lang=ar')).toBe('ar');
    expect(await joinIn(undefined, '?lang=en')).toBe('en');
    expect(await joinIn(undefined, '')).toBe('ar');
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    expect((await offer('short')).statusCode).toBe(400);
    expect((await offer('x'.repeat(43))).statusCode).toBe(404);
    expect((await offer('x'.repeat(43), 'book')).statusCode).toBe(404);
    expect((await offer('x'.repeat(43), 'leave')).statusCode).toBe(404);
  });

  it('forgets entries whose range has ended', async () => {
    const { doctorId } = await openDoctor();
    const patient = await createTestUser(ctx.database);
    const id = (await join(patient, doctorId, { from: today(), to: today() })).json().id;
    await ctx.database.db
      .update(waitlistEntries)
      .set({ fromDate: addDays(today(), -5), toDate: addDays(today(), -3) })
      .where(eq(waitlistEntries.id, id));
    expect(await purgeOldWaitlist(ctx.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))).toEqual([]);
  });
});
