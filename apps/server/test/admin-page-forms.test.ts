/**
 * The admin pages' forms (POST /admin/...): the same use cases as the admin API, answered with a redirect back
 * to the page that says what happened. A bad reason or a refusal changes nothing; someone who is not an admin
 * is sent back with nothing done; a cross-site form is refused like any cookie-carrying write.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, reviews, users } from '../src/db/schema/index.ts';
import { sessionCookieName } from '../src/features/auth/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const ctx = useTestApp();

function post(who: TestUser | null, url: string, form: Record<string, string>, origin = 'http://localhost') {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost',
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { cookie: `${sessionCookieName(ctx.app.config)}=${who.token}` } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

async function anyDoctorId(): Promise<string> {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(1);
  return row!.id;
}

describe('the admin pages’ forms', () => {
  it('hides and restores a review, and a bad reason changes nothing', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const author = await createTestUser(ctx.database);
    const [review] = await ctx.database.db
      .insert(reviews)
      .values({ doctorId: await anyDoctorId(), userId: author.user.id, rating: 1, title: '<b>bad</b>', language: 'en' })
      .returning({ id: reviews.id });
    const id = review!.id;
    const hiddenAt = async () => (await ctx.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.hiddenAt;

    const bad = await post(admin, `/admin/reviews/${id}/hide`, { reason: ' x ', back: '/admin/moderation?lang=en' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(
      `/admin/moderation?lang=en&error=validation_failed&problem=reason_required&on=${id}`,
    );
    expect(await hiddenAt()).toBeNull();

    const hidden = await post(admin, `/admin/reviews/${id}/hide`, { reason: 'Insults', back: '/admin/moderation' });
    expect(hidden.headers.location).toBe(`/admin/moderation?done=reviews.hide&on=${id}`);
    expect(await hiddenAt()).not.toBeNull();
    // Where the admin finds it to restore it: the hidden reviews.
    const hiddenList = await ctx.app.inject({
      url: '/api/v1/admin/review-reports?status=hidden&limit=100',
      headers: admin.auth,
    });
    expect(hiddenList.statusCode, hiddenList.body).toBe(200);
    expect(hiddenList.json().items.find((r: { id: string }) => r.id === id)).toMatchObject({
      hiddenReason: 'Insults',
      title: '<b>bad</b>',
    });

    // Back only to an admin page of this site.
    const restored = await post(admin, `/admin/reviews/${id}/restore`, {
      back: 'https://evil.example/admin/moderation',
    });
    expect(restored.headers.location).toBe(`/admin/moderation?done=reviews.restore&on=${id}`);
    expect(await hiddenAt()).toBeNull();

    const unknown = await post(admin, '/admin/reviews/not-an-id/restore', {});
    expect(unknown.headers.location).toBe('/admin/moderation?error=not_found');
  });

  it('suspends and reinstates a doctor, disables and enables an account, refuses disabling oneself', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const doctorId = await anyDoctorId();
    const suspendedAt = async () =>
      (await ctx.database.db.select().from(doctors).where(eq(doctors.id, doctorId)))[0]!.suspendedAt;
    const suspended = await post(admin, `/admin/doctors/${doctorId}/suspend`, { reason: 'Licence under review' });
    expect(suspended.headers.location).toBe(`/admin/moderation?done=doctors.suspend&on=${doctorId}`);
    expect(await suspendedAt()).not.toBeNull();
    await post(admin, `/admin/doctors/${doctorId}/reinstate`, {});
    expect(await suspendedAt()).toBeNull();

    const patient = await createTestUser(ctx.database);
    const disabledAt = async (id: string) =>
      (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.disabledAt;
    await post(admin, `/admin/users/${patient.user.id}/disable`, { back: '/admin/moderation?uq=x' });
    expect(await disabledAt(patient.user.id)).not.toBeNull();
    await post(admin, `/admin/users/${patient.user.id}/enable`, {});
    expect(await disabledAt(patient.user.id)).toBeNull();

    const own = await post(admin, `/admin/users/${admin.user.id}/disable`, {});
    expect(own.headers.location).toBe(`/admin/moderation?error=conflict&problem=own_account&on=${admin.user.id}`);
    expect(await disabledAt(admin.user.id)).toBeNull();
  });

  it('changes nothing for a visitor, a patient, a doctor or a form from another site', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const target = await createTestUser(ctx.database);
    const url = `/admin/users/${target.user.id}/disable`;
    for (const who of [
      null,
      await createTestUser(ctx.database),
      await createTestUser(ctx.database, { role: 'doctor' }),
    ]) {
      const res = await post(who, url, { back: '/admin/moderation' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/moderation');
    }
    const crossSite = await post(admin, url, {}, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row!.disabledAt).toBeNull();
  });
});
