import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctors, reviews, users } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';
import { recordVisit } from './support/visits.ts';

const ctx = useTestApp();

let doctorId: string;
let ip = 0;

beforeAll(async () => {
  // A seeded doctor nobody has reviewed yet.
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(1);
  doctorId = row!.id;
});

/** A patient who has seen the doctor under review, so may review them. */
async function visitedPatient(options: { name?: string } = {}) {
  const patient = await createTestUser(ctx.database, options);
  await recordVisit(ctx.database, patient, doctorId);
  return patient;
}

function post(user: TestUser | null, payload: unknown, opts: { lang?: string; doctor?: string } = {}) {
  ip += 1;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/doctors/${opts.doctor ?? doctorId}/reviews?lang=${opts.lang ?? 'en'}`,
    payload: payload as Record<string, unknown>,
    headers: user ? user.auth : {},
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}

async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(reviews).where(eq(reviews.doctorId, doctorId));
  return row?.n ?? 0;
}

async function doctorTotals() {
  const [row] = await ctx.database.db
    .select({ sum: doctors.ratingSum, n: doctors.ratingCount })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  return row!;
}

describe('POST /api/v1/doctors/:id/reviews', () => {
  it('stores a signed-in patient review and updates the doctor rating', async () => {
    const mona = await visitedPatient({ name: 'Mona Adel Hassan' });
    const res = await post(mona, { rating: 4, title: '  Kind and careful ', text: 'Explained everything clearly.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      rating: 4,
      title: 'Kind and careful',
      text: 'Explained everything clearly.',
      authorName: 'Mona H.',
      verified: true,
    });
    const sam = await visitedPatient({ name: 'Sameh' });
    expect((await post(sam, { rating: 5, title: 'Excellent' })).statusCode).toBe(201);

    expect(await doctorTotals()).toEqual({ sum: 9, n: 2 });
    const profile = (await ctx.app.inject(`/api/v1/doctors/${doctorId}`)).json();
    expect(profile).toMatchObject({ rating: 4.5, ratingCount: 2 });
    const list = (await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews`)).json();
    expect(list).toMatchObject({ total: 2, rating: 4.5, ratingCount: 2, page: 1, limit: 5 });
    // Newest first; text is optional.
    expect(list.items[0]).toMatchObject({ title: 'Excellent', text: '', authorName: 'Sameh' });
  });

  it('accepts one review per patient and doctor: the second is a 409 naming the review', async () => {
    const u = await visitedPatient();
    expect((await post(u, { rating: 3, title: 'Fine' })).statusCode).toBe(201);
    const before = await doctorTotals();
    const again = await post(u, { rating: 1, title: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'conflict', fields: { review: 'already_reviewed' } });
    expect(await doctorTotals()).toEqual(before);
    // Two at once: the unique constraint lets exactly one in.
    const v = await visitedPatient();
    const both = await Promise.all([
      post(v, { rating: 5, title: 'First try' }),
      post(v, { rating: 5, title: 'Second try' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses visitors with 401 and an unknown doctor with 404', async () => {
    const before = await stored();
    const visitor = await post(null, { rating: 5, title: 'Great doctor' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthorized');
    const u = await createTestUser(ctx.database);
    const missing = await post(u, { rating: 5, title: 'Great doctor' }, { doctor: randomUUID() });
    expect(missing.statusCode).toBe(404);
    const malformed = await post(u, { rating: 5, title: 'Great doctor' }, { doctor: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses a doctor reviewing their own profile', async () => {
    const doc = await createTestUser(ctx.database, { role: 'doctor', doctorId });
    const res = await post(doc, { rating: 5, title: 'Best doctor ever' });
    expect(res.statusCode).toBe(403);
    await ctx.database.db.update(doctors).set({ userId: null }).where(eq(doctors.id, doctorId));
  });

  it('validates stars, title and text with localised field messages and stores nothing', async () => {
    const u = await createTestUser(ctx.database);
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ title: 'Good' }, 'rating', 'rating_required'],
      [{ rating: 0, title: 'Good' }, 'rating', 'rating_invalid'],
      [{ rating: 6, title: 'Good' }, 'rating', 'rating_invalid'],
      [{ rating: 4.5, title: 'Good' }, 'rating', 'rating_invalid'],
      [{ rating: '5', title: 'Good' }, 'rating', 'rating_required'],
      [{ rating: 5 }, 'title', 'title_required'],
      [{ rating: 5, title: '   ' }, 'title', 'title_required'],
      [{ rating: 5, title: 'ab' }, 'title', 'title_too_short'],
      [{ rating: 5, title: 'x'.repeat(121) }, 'title', 'title_too_long'],
      [{ rating: 5, title: 'Good', text: 'short' }, 'text', 'text_too_short'],
      [{ rating: 5, title: 'Good', text: 'x'.repeat(2001) }, 'text', 'text_too_long'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await post(u, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toMatchObject({ [field]: key });
    }
    const ar = await post(u, { rating: 5 }, { lang: 'ar' });
    expect(ar.json().error.message).toBe('بعض البيانات غير صحيحة. راجعها وحاول مرة أخرى.');
    expect(await stored()).toBe(before);
  });

  it('keeps the rating equal to the stored reviews when reviews or their authors are deleted', async () => {
    const u = await visitedPatient();
    expect((await post(u, { rating: 1, title: 'Long wait' })).statusCode).toBe(201);
    const withIt = await doctorTotals();
    await ctx.database.db.delete(users).where(eq(users.id, u.user.id));
    const after = await doctorTotals();
    expect(after).toEqual({ sum: withIt.sum - 1, n: withIt.n - 1 });
    const [real] = await ctx.database.db.select({ n: count() }).from(reviews).where(eq(reviews.doctorId, doctorId));
    expect(after.n).toBe(real!.n);
  });

  it('takes a review only after a past, not cancelled, appointment with that doctor, and marks it verified', async () => {
    const [other] = await ctx.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(sql`${doctors.id} <> ${doctorId}`)
      .limit(3);
    const seen = await createTestUser(ctx.database);
    await recordVisit(ctx.database, seen, doctorId, -48);
    const upcoming = await createTestUser(ctx.database);
    await recordVisit(ctx.database, upcoming, doctorId, 48);
    const cancelled = await createTestUser(ctx.database);
    await recordVisit(ctx.database, cancelled, doctorId, -48, 'cancelled');
    const elsewhere = await createTestUser(ctx.database);
    await recordVisit(ctx.database, elsewhere, other!.id, -48);
    const never = await createTestUser(ctx.database);

    const before = await stored();
    for (const u of [upcoming, cancelled, elsewhere, never]) {
      const res = await post(u, { rating: 1, title: 'Never seen' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', fields: { review: 'visit_required' } });
    }
    expect(await stored()).toBe(before);
    const res = await post(seen, { rating: 5, title: 'Seen on time' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().verified).toBe(true);
  });

  it('refuses doctors and admins with 403, even with a visit, and stores nothing', async () => {
    const [linkable] = await ctx.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(sql`${doctors.id} <> ${doctorId} and ${doctors.userId} is null`)
      .limit(1);
    const competitor = await createTestUser(ctx.database, { role: 'doctor', doctorId: linkable!.id });
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const before = await stored();
    for (const u of [competitor, admin]) {
      await recordVisit(ctx.database, u, doctorId);
      const res = await post(u, { rating: 1, title: 'Terrible doctor' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', fields: { review: 'patients_only' } });
    }
    expect(await stored()).toBe(before);
  });
});

describe('GET /api/v1/doctors/:id/reviews', () => {
  it('pages newest first; past the end is empty with the total; bad paging is a 400', async () => {
    const all = (await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews?limit=50`)).json();
    const total = all.total as number;
    expect(total).toBeGreaterThanOrEqual(4);
    const dates = (all.items as { createdAt: string }[]).map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p2 = (await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews?limit=2&page=2`)).json();
    expect(p2.items.map((r: { id: string }) => r.id)).toEqual(all.items.slice(2, 4).map((r: { id: string }) => r.id));
    const beyond = (await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews?page=99`)).json();
    expect(beyond).toMatchObject({ items: [], total, page: 99 });
    for (const [q, field] of [
      ['page=0', 'page'],
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
    ]) {
      const res = await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.fields[field!]).toBeDefined();
    }
    expect((await ctx.app.inject(`/api/v1/doctors/${randomUUID()}/reviews`)).statusCode).toBe(404);
  });

  it('shows an unreviewed doctor as unrated', async () => {
    const [other] = await ctx.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.ratingCount, 0))
      .limit(1);
    const res = (await ctx.app.inject(`/api/v1/doctors/${other!.id}/reviews`)).json();
    expect(res).toEqual({ items: [], total: 0, page: 1, limit: 5, rating: null, ratingCount: 0 });
  });
});
