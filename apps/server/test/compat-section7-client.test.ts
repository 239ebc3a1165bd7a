import {
  CompatAppointmentResult,
  CompatAuthResponse,
  CompatError,
  CompatReviewList,
  CompatReviewResult,
} from '@tabib/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  areas,
  cities,
  clinics,
  doctors,
  doctorWeeklyHours,
  reviews,
  users,
} from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { recordVisit } from './support/visits.ts';
import { createTestUser, type TestUser } from './support/users.ts';

/**
 * /compat answering the spec's own client (section 7) as it calls: exactly the bodies section 7 lists, with
 * the client's own types (numbers where it sends numbers), and without the token where it sends none.
 */

const ctx = useTestApp();
const en = { 'accept-language': 'en' };
const ar = { 'accept-language': 'ar' };
let counter = 0;
const address = () => `10.81.${(counter >> 8) & 255}.${counter++ & 255}`;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: address(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function storedAppointments() {
  return (await ctx.database.db.select({ n: count() }).from(appointments))[0]!.n;
}

/** Doctors already given out: each test has doctors of its own. */
const used = new Set<string>();

/**
 * A seeded doctor with its place, not given out before, open every day 09:00-12:00 Cairo time, so "the
 * earliest slot" exists.
 */
async function doctorWithPlace(pick: (row: DoctorPlace) => boolean) {
  const rows = await ctx.database.db
    .select({
      id: doctors.id,
      nameAr: doctors.nameAr,
      nameEn: doctors.nameEn,
      clinicAr: clinics.nameAr,
      clinicEn: clinics.nameEn,
      areaEn: areas.nameEn,
      cityEn: cities.nameEn,
    })
    .from(doctors)
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .innerJoin(areas, eq(areas.id, clinics.areaId))
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .orderBy(doctors.id);
  const row = rows.find((r) => !used.has(r.id) && pick(r));
  if (!row) throw new Error('no doctor fits');
  used.add(row.id);
  await ctx.database.db.update(doctors).set({ slotMinutes: 30, telehealth: false }).where(eq(doctors.id, row.id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, row.id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: row.id, weekday, startsAt: '09:00', endsAt: '12:00' })),
    );
  return row;
}
type DoctorPlace = {
  id: string;
  nameAr: string;
  nameEn: string;
  clinicAr: string;
  clinicEn: string;
  areaEn: string;
  cityEn: string;
};

/** How people often type Arabic: without hamza on alef, ه for ة, ي for ى (the search folds these). */
const plainArabic = (s: string) => s.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي');

/** Section 7's booking body: "the form fields, userId, DoctorName, Place", nothing else. */
function bookingForm(user: TestUser, DoctorName: string, Place: string, PhoneNumber: unknown = '01001234567') {
  return { Name: 'Mona Adel', PhoneNumber, Email: user.user.email, userId: user.user.id, DoctorName, Place };
}

/** POST /compat/create-appointment as `user`, in English unless told otherwise. */
function book(user: TestUser, body: unknown, lang: Record<string, string> = en) {
  return call('POST', '/compat/create-appointment', body, { ...user.auth, ...lang });
}

describe('calls the spec client sends without the token', () => {
  it("answer 401 in the compat shape with a message the client toasts, in the request's language", async () => {
    const user = await createTestUser(ctx.database);
    const id = '6f1c2b9e-1d1a-4c55-9b8e-2a7e0e1f3a10';
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['POST', '/compat/create-appointment', bookingForm(user, 'Dr/ Hany', 'Not Found')],
      ['GET', `/compat/get-appointment?userId=${user.user.id}`],
      ['GET', `/compat/delete-appointment/${id}`],
      ['PUT', `/compat/delete-appointment/${id}`, { id, Name: 'Mona', PhoneNumber: 1001234567, Email: '' }],
      ['DELETE', `/compat/delete-appointment/${id}`],
      [
        'PUT',
        `/compat/changeprofile/${user.user.email}`,
        { userName: 'Mona', mobilePhone: '01012345678', Email: user.user.email, birthDate: '1992-04-30' },
      ],
      ['PUT', `/compat/changepassword/${user.user.email}`, { Password: 'x', newPassword: 'y' }],
      ['GET', `/compat/getMedicines/${user.user.id}`],
      ['POST', `/compat/create_new_medicine`, { userId: user.user.id, Name: 'X', Description: 'Y' }],
      ['POST', `/compat/create-history/${user.user.id}`, { Data: '[]', session_id: id }],
      ['GET', `/compat/get-histories/${user.user.id}`],
      ['POST', '/compat/createreview', { Title: 'Kind', DoctorId: id, userName: 'Mona' }],
    ];
    for (const [method, url, payload] of calls) {
      const english = await call(method, url, payload, en);
      expect(english.statusCode, `${method} ${url}`).toBe(401);
      expect(CompatError.parse(english.json()), `${method} ${url}`).toMatchObject({
        statusbar: 'error',
        code: 'unauthorized',
        message: 'Please sign in first.',
      });
      const arabic = await call(method, url, payload, ar);
      expect(arabic.json().message, `${method} ${url}`).toBe('سجّل الدخول أولاً.');
    }
  });

  it('checks the token before the body: a malformed body without a token is 401, not a 400 about the body', async () => {
    const id = '6f1c2b9e-1d1a-4c55-9b8e-2a7e0e1f3a10';
    for (const [method, url] of [
      ['POST', '/compat/create-appointment'],
      ['POST', '/compat/createreview'],
      ['PUT', `/compat/delete-appointment/${id}`],
      ['PUT', '/compat/delete-appointment/not-an-id'],
    ] as const) {
      const res = await call(method, url, { PhoneNumber: true, DoctorId: 'x', Rating: 'many' }, en);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).not.toHaveProperty('fields');
    }
    const v1 = await call('POST', '/api/v1/appointments', { doctorId: 'x' }, en);
    expect(v1.statusCode).toBe(401);
  });
});

describe('POST /compat/signup with section 7 body (no Gender)', () => {
  const body = () => ({
    userName: 'Salma Nabil',
    mobilePhone: '01012345678',
    Email: `salma.${Date.now()}.${counter++}@example.com`,
    birthDate: '1995-02-11',
    Password: 'correct horse battery',
  });

  it('creates the account with the gender unset; v1 profile sets it later; v1 sign-up still requires it', async () => {
    const sent = body();
    const res = await call('POST', '/compat/signup', sent, en);
    expect(res.statusCode, res.body).toBe(201);
    const created = CompatAuthResponse.parse(res.json());
    expect(created.result).toMatchObject({ Email: sent.Email, Gender: null, Status: 'Patient' });
    const [row] = await ctx.database.db.select({ gender: users.gender }).from(users).where(eq(users.email, sent.Email));
    expect(row!.gender).toBeNull();

    // The account works everywhere with no gender: v1's profile, and booking.
    const auth = { authorization: `Bearer ${created.Token}` };
    const me = await call('GET', '/api/v1/auth/me', undefined, auth);
    expect(me.json().user).toMatchObject({ email: sent.Email, gender: null });
    const patch = await call(
      'PATCH',
      '/api/v1/me',
      { name: 'Salma Nabil', phone: '01012345678', email: sent.Email, birthDate: '1995-02-11', gender: 'female' },
      auth,
    );
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().user.gender).toBe('female');
    // Leaving it out of a later edit keeps it.
    const again = await call(
      'PATCH',
      '/api/v1/me',
      { name: 'Salma N.', phone: '01012345678', email: sent.Email, birthDate: '1995-02-11' },
      auth,
    );
    expect(again.json().user.gender).toBe('female');

    const v1 = await call(
      'POST',
      '/api/v1/auth/signup',
      {
        name: 'Omar',
        email: `omar.${Date.now()}@example.com`,
        phone: '01012345678',
        birthDate: '1990-01-01',
        password: 'correct horse battery',
      },
      en,
    );
    expect(v1.statusCode).toBe(400);
    expect(v1.json().error.fields).toEqual({ gender: 'gender_required' });
  });

  it('refuses a Gender that is neither Male nor Female, storing nothing', async () => {
    const sent = { ...body(), Gender: 'x' };
    const res = await call('POST', '/compat/signup', sent, en);
    expect(res.statusCode).toBe(400);
    expect(CompatError.parse(res.json())).toMatchObject({
      fields: { Gender: 'gender_invalid' },
      message: 'Gender is Male or Female.',
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, sent.Email))).toHaveLength(0);
  });
});

describe('POST /compat/createreview with section 7 body (no Rating)', () => {
  it("stores the review without stars; it does not count in the doctor's rating, and getreview says how many are rated", async () => {
    const target = await doctorWithPlace(() => true);
    const plain = await createTestUser(ctx.database, { name: 'Mona Adel Hassan' });
    // Only patients who have seen the doctor may review.
    await recordVisit(ctx.database, plain, target.id);
    const res = await call(
      'POST',
      '/compat/createreview',
      { Title: 'Kind and careful', DoctorId: target.id, userName: 'Mona' },
      { ...plain.auth, ...en },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(CompatReviewResult.parse(res.json()).result[0]).toMatchObject({ Title: 'Kind and careful', Rating: null });

    const starred = await createTestUser(ctx.database, { name: 'Omar Said' });
    await recordVisit(ctx.database, starred, target.id);
    const rated = await call(
      'POST',
      '/compat/createreview',
      { Title: 'Very good', DoctorId: target.id, userName: 'Omar', Rating: 4 },
      starred.auth,
    );
    expect(rated.statusCode).toBe(201);

    const list = CompatReviewList.parse((await call('GET', `/compat/getreview/${target.id}`, undefined, en)).json());
    expect(list).toMatchObject({ total: 2, rating: 4, ratingCount: 1 });
    expect(list.result.map((r) => r.Rating).sort()).toEqual([4, null].sort());
    const v1 = (await call('GET', `/api/v1/doctors/${target.id}/reviews`)).json();
    expect(v1).toMatchObject({ total: 2, rating: 4, ratingCount: 1 });
    const doctor = (await call('GET', `/api/v1/doctors/${target.id}`)).json();
    expect(doctor).toMatchObject({ rating: 4, ratingCount: 1 });

    // Deleting the starless review leaves the totals as they were; deleting the rated one clears them.
    await ctx.database.db.delete(reviews).where(eq(reviews.userId, plain.user.id));
    expect((await call('GET', `/api/v1/doctors/${target.id}`)).json()).toMatchObject({ rating: 4, ratingCount: 1 });
    await ctx.database.db.delete(reviews).where(eq(reviews.userId, starred.user.id));
    expect((await call('GET', `/api/v1/doctors/${target.id}`)).json()).toMatchObject({ rating: null, ratingCount: 0 });
  });

  it('still refuses a bad title or stars out of range, and v1 still requires stars', async () => {
    const target = await doctorWithPlace(() => true);
    const user = await createTestUser(ctx.database);
    const bad = await call(
      'POST',
      '/compat/createreview',
      { Title: '', DoctorId: target.id, userName: 'M', Rating: 7 },
      user.auth,
    );
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toEqual({ Title: 'title_required', Rating: 'rating_invalid' });
    const v1 = await call('POST', `/api/v1/doctors/${target.id}/reviews`, { title: 'No stars here' }, user.auth);
    expect(v1.statusCode).toBe(400);
    expect(v1.json().error.fields).toEqual({ rating: 'rating_required' });
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.doctorId, target.id))).toHaveLength(0);
  });
});

describe('POST /compat/create-appointment with section 7 body (DoctorName and Place, no DoctorId)', () => {
  it('books the one doctor named in Arabic (folded as the search folds it) at their clinic', async () => {
    const doctor = await doctorWithPlace((r) => /[أإآةى]/.test(r.nameAr));
    const user = await createTestUser(ctx.database);
    const res = await book(user, bookingForm(user, `د/ ${plainArabic(doctor.nameAr)}`, plainArabic(doctor.clinicAr)));
    expect(res.statusCode, res.body).toBe(201);
    expect(CompatAppointmentResult.parse(res.json()).result[0]).toMatchObject({
      DoctorId: doctor.id,
      Status: 'booked',
    });
  });

  it('books the one doctor named in English at their area or city, with PhoneNumber as a JSON number', async () => {
    const doctor = await doctorWithPlace(() => true);
    const user = await createTestUser(ctx.database);
    const res = await book(user, bookingForm(user, `Dr/ ${doctor.nameEn}`, doctor.areaEn.toUpperCase(), 1001234567));
    expect(res.statusCode, res.body).toBe(201);
    expect(CompatAppointmentResult.parse(res.json()).result[0]).toMatchObject({
      DoctorId: doctor.id,
      PhoneNumber: '+201001234567',
    });
    const byCity = await book(user, bookingForm(user, doctor.nameEn, doctor.cityEn));
    expect(byCity.statusCode, byCity.body).toBe(201);
    expect(byCity.json().result[0].DoctorId).toBe(doctor.id);
  });

  it('answers several or no matching doctors with a 400 naming the fields to send, booking nothing', async () => {
    const user = await createTestUser(ctx.database);
    const all = await ctx.database.db.select({ words: doctors.nameWords }).from(doctors);
    const seen = new Map<string, number>();
    for (const { words } of all) for (const w of new Set(words ?? [])) seen.set(w, (seen.get(w) ?? 0) + 1);
    const shared = [...seen.entries()].find(([w, n]) => n > 1 && /^[a-z]{3,}$/.test(w))![0];
    const before = await storedAppointments();

    const several = await book(user, bookingForm(user, shared, ''));
    expect(several.statusCode).toBe(400);
    expect(CompatError.parse(several.json())).toMatchObject({
      code: 'validation_failed',
      fields: { DoctorName: 'doctor_ambiguous' },
    });
    expect(several.json().message).toMatch(/DoctorName.*Place.*DoctorId/);
    const severalAr = await book(user, bookingForm(user, shared, ''), ar);
    expect(severalAr.json().message).toMatch(/DoctorId/);
    expect(severalAr.json().message).toMatch(/طبيب/);

    const none = await book(user, bookingForm(user, 'Dr/ Hany', 'Not Found'));
    expect(none.statusCode).toBe(400);
    expect(CompatError.parse(none.json()).fields).toEqual({ DoctorName: 'doctor_not_found' });
    expect(none.json().message).toMatch(/DoctorId/);

    const { DoctorName: _n, Place: _p, ...nameless } = bookingForm(user, '', '');
    const neither = await book(user, nameless);
    expect(neither.statusCode).toBe(400);
    expect(CompatError.parse(neither.json()).fields).toEqual({ DoctorId: 'doctor_required' });
    expect(await storedAppointments()).toBe(before);
  });

  it('tells a missing phone from a malformed one', async () => {
    const doctor = await doctorWithPlace(() => true);
    const user = await createTestUser(ctx.database);
    const { PhoneNumber: _phone, ...withoutPhone } = bookingForm(user, doctor.nameEn, doctor.clinicEn);
    const missing = await book(user, withoutPhone);
    expect(missing.statusCode).toBe(400);
    expect(CompatError.parse(missing.json())).toMatchObject({
      fields: { PhoneNumber: 'phone_required' },
      message: 'PhoneNumber is required',
    });
    for (const malformed of [12.5, -1001234567, true, { digits: '010' }, 123]) {
      const res = await book(user, bookingForm(user, doctor.nameEn, doctor.clinicEn, malformed));
      expect(res.statusCode, JSON.stringify(malformed)).toBe(400);
      expect(CompatError.parse(res.json()).fields, JSON.stringify(malformed)).toEqual({ PhoneNumber: 'phone_invalid' });
    }
  });
});

describe('PUT /compat/delete-appointment/{id} with PhoneNumber as a JSON number', () => {
  it('takes the number as its digits; a malformed one is refused as phone_invalid', async () => {
    const doctor = await doctorWithPlace(() => true);
    const user = await createTestUser(ctx.database);
    const booked = await book(user, { ...bookingForm(user, doctor.nameEn, doctor.clinicEn), DoctorId: doctor.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().result[0].id as string;
    const res = await call(
      'PUT',
      `/compat/delete-appointment/${id}`,
      { id, Name: 'Mona Hassan', PhoneNumber: 1112223334, Email: '' },
      { ...user.auth, ...en },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(CompatAppointmentResult.parse(res.json()).result[0]).toMatchObject({
      Name: 'Mona Hassan',
      PhoneNumber: '+201112223334',
      Email: user.user.email,
    });
    const intl = await call(
      'PUT',
      `/compat/delete-appointment/${id}`,
      { id, Name: '', PhoneNumber: 966501234567, Email: '' },
      { ...user.auth, ...en },
    );
    expect(intl.json().result[0].PhoneNumber).toBe('+966501234567');
    const bad = await call(
      'PUT',
      `/compat/delete-appointment/${id}`,
      { id, Name: '', PhoneNumber: 3.5, Email: '' },
      { ...user.auth, ...en },
    );
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toEqual({ PhoneNumber: 'phone_invalid' });
  });
});
