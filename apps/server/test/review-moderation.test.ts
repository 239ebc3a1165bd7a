/**
 * Reports and moderation of reviews (decision 036): signed-in users report a review once; the admins' queue
 * lists reviews with open reports; hiding takes a review out of the public list and the doctor's rating (the
 * rating trigger) and mails its author the reason; restoring brings both back and closes the reports.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, outboxJobs, reviews } from '../src/db/schema/index.ts';
import type { MailMessage } from '../src/shared/mail.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();

async function newDoctor(): Promise<string> {
  const [template] = await ctx.database.db.select().from(doctors).limit(1);
  const { id: _id, userId: _userId, seedKey: _seedKey, ...copy } = template!;
  const [created] = await ctx.database.db
    .insert(doctors)
    .values({ ...copy, ratingSum: 0, ratingCount: 0 })
    .returning({ id: doctors.id });
  return created!.id;
}

describe('reporting and moderating reviews', () => {
  it('reports once, queues, hides out of list and rating with a mail to the author, and restores', async () => {
    const doctorId = await newDoctor();
    const author = await createTestUser(ctx.database, { email: `review-author-${Date.now()}@example.com` });
    const other = await createTestUser(ctx.database);
    const [kept] = await ctx.database.db
      .insert(reviews)
      .values({ doctorId, userId: other.user.id, rating: 2, title: 'Fine visit', language: 'en' })
      .returning({ id: reviews.id });
    const [review] = await ctx.database.db
      .insert(reviews)
      .values({ doctorId, userId: author.user.id, rating: 5, title: 'Rude words here', language: 'en' })
      .returning({ id: reviews.id });
    const id = review!.id;
    const list = async () => (await ctx.app.inject(`/api/v1/doctors/${doctorId}/reviews?limit=10`)).json();
    expect(await list()).toMatchObject({ total: 2, ratingCount: 2, rating: 3.5 });

    const reporter = await createTestUser(ctx.database);
    const report = (who: { auth: Record<string, string> } | null, reason = 'Insulting language') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/reviews/${id}/report`,
        headers: { 'accept-language': 'en', ...(who?.auth ?? {}) },
        payload: { reason },
      });
    expect((await report(null)).statusCode).toBe(401);
    const short = await report(reporter, 'x');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ reason: 'reason_required' });
    expect((await report(reporter)).statusCode).toBe(201);
    const again = await report(reporter);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ review: 'already_reported' });

    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const queue = async () =>
      (await ctx.app.inject({ url: '/api/v1/admin/review-reports?limit=100', headers: admin.auth })).json();
    const queued = (await queue()).items.find((r: { id: string }) => r.id === id);
    expect(queued).toMatchObject({
      openReports: 1,
      reasons: ['Insulting language'],
      hiddenAt: null,
      authorEmail: author.user.email,
    });
    expect((await queue()).items.find((r: { id: string }) => r.id === kept!.id)).toBeUndefined();

    // A reason too short changes nothing.
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${id}/hide`,
      headers: admin.auth,
      payload: { reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await list()).toMatchObject({ total: 2 });

    const reason = 'Insults are not allowed in reviews';
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${id}/hide`,
      headers: admin.auth,
      payload: { reason },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id, hiddenReason: reason, openReports: 0 });
    const after = await list();
    expect(after).toMatchObject({ total: 1, ratingCount: 1, rating: 2 });
    expect(after.items.map((r: { id: string }) => r.id)).toEqual([kept!.id]);
    const [stored] = await ctx.database.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect(stored).toMatchObject({ ratingSum: 2, ratingCount: 1 });
    // Out of the queue, and not reportable while hidden.
    expect((await queue()).items.find((r: { id: string }) => r.id === id)).toBeUndefined();
    expect((await report(await createTestUser(ctx.database))).statusCode).toBe(404);
    // The author is told why, once.
    const mails = (await ctx.database.db.select().from(outboxJobs))
      .map((j) => j.payload as MailMessage)
      .filter((m) => m.to === author.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your review has been hidden · Tabib');
    expect(mails[0]!.text).toContain(reason);

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${id}/restore`,
      headers: admin.auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await list()).toMatchObject({ total: 2, ratingCount: 2, rating: 3.5 });

    // A new report after the restore opens it again; the old one stays dealt with.
    expect((await report(await createTestUser(ctx.database), 'Still rude')).statusCode).toBe(201);
    expect((await queue()).items.find((r: { id: string }) => r.id === id)).toMatchObject({
      openReports: 1,
      reasons: ['Still rude'],
    });

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reviews/00000000-0000-4000-8000-000000000000/hide',
      headers: admin.auth,
      payload: { reason },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
