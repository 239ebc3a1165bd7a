import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { users } from '../src/db/schema/index.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_DOCTOR,
  DEMO_PATIENT,
  seedDemoAdmin,
  seedDemoPeople,
} from '../src/seed/demo-accounts.ts';
import { createTestDatabase } from './support/test-db.ts';

/** Every role reachable on a fresh start with demo data (issue 38), and real reviews behind the ratings. */

let database: Database;
let app: FastifyInstance;
let reviewsSeeded = 0;
let dataDir = '';

beforeAll(async () => {
  database = await createTestDatabase();
  // The template is seeded with demo doctors only (seedDemo), as `npm run seed` does: no people yet.
  const [before] = await database.db.select().from(users).where(eq(users.email, DEMO_PATIENT.email));
  expect(before).toBeUndefined();
  reviewsSeeded = (await seedDemoPeople(database.db)).reviews;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tabib-demo-admin-'));
  app = await buildApp(testConfig(), { database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

let n = 0;
function login(credentials: { email: string; password: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: credentials,
    remoteAddress: `10.77.0.${++n}`,
  });
}

describe('demo accounts', () => {
  it('signs the demo patient in, verified, with a past visit to review', async () => {
    const res = await login(DEMO_PATIENT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'patient', emailVerified: true });
    const past = await app.inject({
      url: '/api/v1/appointments?scope=past',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(past.json().total).toBeGreaterThanOrEqual(1);
  });

  it('signs the demo doctor in to a profile with weekly hours, telehealth and reviews', async () => {
    const res = await login(DEMO_DOCTOR);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ role: 'doctor', emailVerified: true });
    const auth = { authorization: `Bearer ${res.json().token}` };
    const profile = (await app.inject({ url: '/api/v1/doctor/me', headers: auth })).json();
    expect(profile.telehealth).toBe(true);
    const schedule = (await app.inject({ url: '/api/v1/doctor/me/schedule', headers: auth })).json();
    expect((schedule.weekly as unknown[][]).flat().length).toBeGreaterThan(0);
    const reviews = (await app.inject(`/api/v1/doctors/${user.doctorId}/reviews`)).json();
    expect(reviews.total).toBe(8);
    expect(reviews.items.every((r: { verified: boolean }) => r.verified)).toBe(true);
    expect(reviews.rating).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo doctors reviews from seeded past visits, and search ranks by them', async () => {
    expect(reviewsSeeded).toBeGreaterThan(60);
    const [counts] = rowsOf<{ rated: number; without_visit: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from doctors where rating_count > 0) as rated,
        (select count(*)::int from reviews r where not exists (select 1 from appointments a
          where a.user_id = r.user_id and a.doctor_id = r.doctor_id and a.starts_at < r.created_at)) as without_visit`),
    );
    expect(counts!.rated).toBeGreaterThan(20);
    expect(counts!.without_visit).toBe(0);
    const ranked = (await app.inject('/api/v1/doctors?sort=rating&limit=20')).json();
    const ratings = (ranked.items as { rating: number | null; ratingCount: number }[]).map((d) => d.rating);
    expect(ratings[0]).not.toBeNull();
    expect(ranked.items[0].ratingCount).toBeGreaterThan(0);
    const known = ratings.filter((r): r is number => r !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('makes an admin with a random password, written once to a file only its owner reads', async () => {
    const admin = await seedDemoAdmin(database.db, dataDir);
    expect(admin).not.toBeNull();
    expect(admin!.password.length).toBeGreaterThanOrEqual(20);
    const stat = await fs.stat(admin!.file);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(await fs.readFile(admin!.file, 'utf8')).toContain(admin!.password);
    const res = await login({ email: DEMO_ADMIN_EMAIL, password: admin!.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.role).toBe('admin');
    // Never again, and never the same password twice.
    expect(await seedDemoAdmin(database.db, dataDir)).toBeNull();
    expect((await seedDemoPeople(database.db)).reviews).toBe(0);
  });
});
