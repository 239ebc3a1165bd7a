import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { DOCTOR_TOTAL_CAP, DoctorSearchQuery, type DoctorPage, type DoctorSummary } from '@tabib/contracts';
import {
  appointments,
  areas,
  cities,
  clinics,
  doctorInsurers,
  doctors,
  doctorWeeklyHours,
  insurers,
  reviews,
  specialties,
} from '../src/db/schema/index.ts';
import { forgetNextSlot, refreshNextSlots } from '../src/features/booking/index.ts';
import { findDoctors } from '../src/features/doctors/index.ts';
import { cachedSearch } from '../src/features/doctors/search-cache.ts';
import { searchCopy } from '../src/features/doctors/search-index-sync.ts';
import { addDays, wallClockAt, weekdayOf } from '../src/features/booking/time-zone.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/** The two search versions (migrations search-data-version and search-slot-changes), as the search copy reads them. */
async function readSearchVersions(db: Db): Promise<{ data: string; slots: number }> {
  const [row] = rowsOf<{ data: string; slots: number }>(
    await db.execute(
      sql`select (select last_value::text from search_data_version) as data,
        (select case when is_called then last_value else 0 end from search_slot_version)::float8 as slots`,
    ),
  );
  return { data: row!.data, slots: Number(row!.slots) };
}

const ctx = useTestApp();

interface DoctorSeed {
  nameAr: string;
  nameEn: string;
  gender?: 'male' | 'female';
  fee: number;
  area?: 'north' | 'south';
  telehealth?: boolean;
  years?: number;
  insured?: boolean;
  stars?: number[];
}

/** A specialty, a city with two areas and an insurer of this file's own, so expectations are exact. */
async function createWorld(database: Database) {
  const tag = randomUUID().slice(0, 8);
  const [specialty] = await database.db
    .insert(specialties)
    .values({ slug: `test-${tag}`, nameAr: 'تخصص الاختبار', nameEn: 'Test Medicine' })
    .returning();
  const [city] = await database.db
    .insert(cities)
    .values({ slug: `city-${tag}`, nameAr: 'مدينة الاختبار', nameEn: 'Test City' })
    .returning();
  const [insurer] = await database.db
    .insert(insurers)
    .values({ slug: `ins-${tag}`, nameAr: 'تأمين الاختبار', nameEn: 'Test Insurance' })
    .returning();
  if (!specialty || !city || !insurer) throw new Error('world not created');
  const areaRows = await database.db
    .insert(areas)
    .values([
      { cityId: city.id, slug: 'north', nameAr: 'الشمال', nameEn: 'North' },
      { cityId: city.id, slug: 'south', nameAr: 'الجنوب', nameEn: 'South' },
    ])
    .returning();
  const areaId = (slug: string) => areaRows.find((a) => a.slug === slug)!.id;
  return { specialty, city, insurer, areaId };
}

async function addDoctor(database: Database, world: Awaited<ReturnType<typeof createWorld>>, d: DoctorSeed) {
  const [clinic] = await database.db
    .insert(clinics)
    .values({
      areaId: world.areaId(d.area ?? 'north'),
      nameAr: `عيادة ${d.nameAr}`,
      nameEn: `${d.nameEn} Clinic`,
      addressAr: '١٢ شارع التحرير',
      addressEn: '12 Tahrir Street',
      phone: '+20225550000',
    })
    .returning();
  const [doctor] = await database.db
    .insert(doctors)
    .values({
      nameAr: d.nameAr,
      nameEn: d.nameEn,
      gender: d.gender ?? 'male',
      titleAr: 'استشاري',
      titleEn: 'Consultant',
      specialtyId: world.specialty.id,
      clinicId: clinic!.id,
      fee: d.fee,
      phone: '+201001112233',
      bioAr: 'نبذة',
      bioEn: 'A short bio.',
      yearsOfExperience: d.years ?? 10,
      telehealth: d.telehealth ?? false,
    })
    .returning();
  if (d.insured) await database.db.insert(doctorInsurers).values({ doctorId: doctor!.id, insurerId: world.insurer.id });
  for (const stars of d.stars ?? []) {
    const u = await createTestUser(database);
    await database.db
      .insert(reviews)
      .values({ doctorId: doctor!.id, userId: u.user.id, rating: stars, title: 'Visit' });
  }
  return doctor!;
}

type Item = {
  id: string;
  name: string;
  fee: number;
  rating: number | null;
  ratingCount: number;
  gender: string;
  telehealth: boolean;
  specialty: { slug: string; name: string };
  city: { slug: string; name: string };
  area: { slug: string; name: string };
  clinic: { name: string; address: string; timeZone: string };
  nextSlotAt: string | null;
};

let world: Awaited<ReturnType<typeof createWorld>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  world = await createWorld(ctx.database);
  const seeds: Record<string, DoctorSeed> = {
    ahmed: { nameAr: 'أحمد سمير الشناوي', nameEn: 'Ahmed Samir El-Shenawy', fee: 300, stars: [5, 4], insured: true },
    mohammed: { nameAr: 'محمّد فؤاد', nameEn: 'Mohammed Fouad', fee: 500, area: 'south', telehealth: true, stars: [3] },
    mahmoud: { nameAr: 'محمود رضا', nameEn: 'Mahmoud Reda', fee: 700, years: 30 },
    fatma: {
      nameAr: 'فاطمة الزهراء عبد الله',
      nameEn: 'Fatma El-Zahraa Abdallah',
      gender: 'female',
      fee: 900,
      area: 'south',
      telehealth: true,
      stars: [5, 5, 4],
      insured: true,
    },
    hoda: { nameAr: 'هدى مصطفى', nameEn: 'Hoda Mostafa', gender: 'female', fee: 200, years: 5 },
  };
  for (const [key, seed] of Object.entries(seeds)) ids[key] = (await addDoctor(ctx.database, world, seed)).id;
});

async function search(query: string, lang = 'en') {
  const res = await ctx.app.inject(`/api/v1/doctors?specialty=${world.specialty.slug}&lang=${lang}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number; page: number; limit: number };
}

const names = (items: Item[]) => items.map((i) => i.id);

/**
 * Writes a booking straight to the database, as another process would (no API, no next slot cleared), for
 * `patient` with `doctorId` `daysAhead` days from now; its id.
 */
async function insertBooking(patient: Awaited<ReturnType<typeof createTestUser>>, doctorId: string, daysAhead: number) {
  const startsAt = new Date(Date.now() + daysAhead * 86_400_000);
  const [booking] = await ctx.database.db
    .insert(appointments)
    .values({
      doctorId,
      userId: patient.user.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
      patientName: 'Mona Adel',
      phone: '+201001234567',
      email: patient.user.email,
    })
    .returning({ id: appointments.id });
  return booking!.id;
}

/** Books `startsAt` with `doctorId` as `patient`, through the API, and expects it booked. */
async function book(patient: Awaited<ReturnType<typeof createTestUser>>, doctorId: string, startsAt: string) {
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    headers: patient.auth,
    payload: {
      doctorId,
      startsAt,
      visitType: 'clinic',
      patientName: 'Mona Adel',
      phone: '01001234567',
      email: patient.user.email,
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked;
}

describe('GET /api/v1/doctors', () => {
  it('lists the seeded doctors with every field, paged, in the request language', async () => {
    const all = await ctx.app.inject('/api/v1/doctors?lang=en');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(65);
    expect(body).toMatchObject({ page: 1, limit: 12 });
    expect(body.items).toHaveLength(12);

    const mine = await search('sort=fee_asc');
    expect(mine.total).toBe(5);
    const fatma = mine.items.find((i) => i.id === ids.fatma)!;
    expect(fatma).toMatchObject({
      name: 'Fatma El-Zahraa Abdallah',
      gender: 'female',
      specialty: { slug: world.specialty.slug, name: 'Test Medicine' },
      city: { slug: world.city.slug, name: 'Test City' },
      area: { slug: 'south', name: 'South' },
      clinic: { name: 'Fatma El-Zahraa Abdallah Clinic', address: '12 Tahrir Street' },
      fee: 900,
      rating: 4.7,
      ratingCount: 3,
      telehealth: true,
    });
    const ar = await search('sort=fee_asc', 'ar');
    expect(ar.items.find((i) => i.id === ids.fatma)).toMatchObject({
      name: 'فاطمة الزهراء عبد الله',
      specialty: { name: 'تخصص الاختبار' },
      area: { name: 'الجنوب' },
    });
  });

  it('sorts by fee both ways and by rating (unrated last)', async () => {
    expect(names((await search('sort=fee_asc')).items)).toEqual([
      ids.hoda,
      ids.ahmed,
      ids.mohammed,
      ids.mahmoud,
      ids.fatma,
    ]);
    expect(names((await search('sort=fee_desc')).items)).toEqual([
      ids.fatma,
      ids.mahmoud,
      ids.mohammed,
      ids.ahmed,
      ids.hoda,
    ]);
    const rated = (await search('sort=rating')).items;
    expect(names(rated).slice(0, 3)).toEqual([ids.fatma, ids.ahmed, ids.mohammed]);
    expect(rated.slice(3).every((i) => i.rating === null && i.ratingCount === 0)).toBe(true);
    // Without a sort, the most experienced first.
    expect(names((await search('')).items)[0]).toBe(ids.mahmoud);
  });

  it('sorts by the soonest free slot, shows each next slot, and moves it on when that slot is booked', async () => {
    const today = wallClockAt(Date.now(), 'Africa/Cairo').date;
    // Straight into the database, then forgotten as a schedule edit through the doctor portal would.
    const hours = async (doctorId: string, weekdays: number[], startsAt: string, endsAt: string) => {
      await ctx.database.db
        .insert(doctorWeeklyHours)
        .values(weekdays.map((weekday) => ({ doctorId, weekday, startsAt, endsAt })));
      await forgetNextSlot(ctx.database.db, doctorId);
    };
    await hours(ids.ahmed!, [0, 1, 2, 3, 4, 5, 6], '00:00', '23:40');
    await hours(ids.mohammed!, [weekdayOf(addDays(today, 1))], '09:00', '12:00');
    await hours(ids.mahmoud!, [weekdayOf(addDays(today, 3))], '09:00', '12:00');

    const soonest = (await search('sort=soonest')).items;
    expect(names(soonest).slice(0, 3)).toEqual([ids.ahmed, ids.mohammed, ids.mahmoud]);
    expect(soonest.slice(3).map((i) => i.nextSlotAt)).toEqual([null, null]);
    const at = (id: string) => soonest.find((i) => i.id === id)!.nextSlotAt;
    expect(at(ids.mohammed!)).toMatch(new RegExp(`^${addDays(today, 1)}T09:00:00\\+0[23]:00$`));
    expect(at(ids.mahmoud!)).toMatch(new RegExp(`^${addDays(today, 3)}T09:00:00\\+0[23]:00$`));
    expect(soonest[0]!.clinic.timeZone).toBe('Africa/Cairo');

    // The next slot shown is the first one the booking screen offers, and booking it moves it on.
    const slots = await ctx.app.inject(`/api/v1/doctors/${ids.ahmed}/slots?from=${today}&days=2`);
    const [first, second] = slots.json().items as { startsAt: string }[];
    expect(at(ids.ahmed!)).toBe(first!.startsAt);
    const patient = await createTestUser(ctx.database);
    const booked = await book(patient, ids.ahmed!, first!.startsAt);
    const after = (await search('sort=soonest')).items;
    expect(after.find((i) => i.id === ids.ahmed)!.nextSlotAt).toBe(second!.startsAt);
    const profile = (await ctx.app.inject(`/api/v1/doctors/${ids.ahmed}`)).json();
    expect(profile.nextSlotAt).toBe(second!.startsAt);

    // Cancelling gives the slot back at once.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booked.json().id}/cancel`,
      headers: patient.auth,
    });
    expect((await ctx.app.inject(`/api/v1/doctors/${ids.ahmed}`)).json().nextSlotAt).toBe(first!.startsAt);
  });

  it('keeps no answer made between a booking and the clearing of its next slot', async () => {
    // A booking commits its appointment, then clears the doctor's stored next slot. A search landing between the
    // two still finds the booked slot stored as the next one, and its answer is kept: the clearing must drop it.
    const today = wallClockAt(Date.now(), 'Africa/Cairo').date;
    const doctorId = ids.hoda!;
    await ctx.database.db
      .insert(doctorWeeklyHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId, weekday, startsAt: '00:00', endsAt: '23:40' })));
    await forgetNextSlot(ctx.database.db, doctorId);
    const slots = await ctx.app.inject(`/api/v1/doctors/${doctorId}/slots?from=${today}&days=2`);
    const [first, second] = slots.json().items as { startsAt: string }[];
    const shown = async () => (await search('sort=fee_asc')).items.find((i) => i.id === doctorId)!.nextSlotAt;
    expect(await shown()).toBe(first!.startsAt);
    await book(await createTestUser(ctx.database), doctorId, first!.startsAt);
    // The moment between the two steps: the appointment is in, the booked slot still stored as the next one.
    await ctx.database.db
      .update(doctors)
      .set({ nextSlots: [new Date(first!.startsAt)], nextSlotCheckedAt: new Date() })
      .where(eq(doctors.id, doctorId));
    expect(await shown()).toBe(first!.startsAt);
    // The booking's last step, then the next search.
    await forgetNextSlot(ctx.database.db, doctorId);
    expect(await shown()).toBe(second!.startsAt);
  });

  it('shows the next slot stored after one that started, and works them out again once all have', async () => {
    // A doctor's next few free slots are stored (decision 051): the clock passing one is no write at all.
    const db = ctx.database.db;
    const doctorId = ids.fatma!;
    // Whole minutes, as slots start (an answer shows seconds, not milliseconds).
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const [first, second] = [now + 10 * 60_000, now + 30 * 60_000];
    const stored = [new Date(first), new Date(second)];
    const checkedAt = new Date(now - 60_000);
    await db.update(doctors).set({ nextSlots: stored, nextSlotCheckedAt: checkedAt }).where(eq(doctors.id, doctorId));
    const criteria = DoctorSearchQuery.parse({ specialty: world.specialty.slug, sort: 'soonest' });
    const shownAt = async (at: number) => {
      const page = await findDoctors(db, criteria, 'en', { now: new Date(at) });
      const shown = page.items.find((i) => i.id === doctorId)!.nextSlotAt;
      return shown === null ? null : Date.parse(shown);
    };
    const row = async () =>
      (
        await db
          .select({ slots: doctors.nextSlots, checkedAt: doctors.nextSlotCheckedAt })
          .from(doctors)
          .where(eq(doctors.id, doctorId))
      )[0]!;
    expect(await shownAt(now)).toBe(first);
    expect(await shownAt(first + 1)).toBe(second);
    expect(await row()).toEqual({ slots: stored, checkedAt });
    // Once the last stored has started, the list is worked out again (this doctor keeps no hours: none).
    expect(await shownAt(second + 1)).toBeNull();
    expect((await row()).slots).toEqual([]);
    expect((await row()).checkedAt!.getTime()).toBeGreaterThan(checkedAt.getTime());
  });

  it('answers again from its cache only while nothing the answer shows has changed', async () => {
    const version = async () => (await readSearchVersions(ctx.database.db)).data;
    const before = (await search('sort=fee_asc')).items.find((i) => i.id === ids.hoda)!;
    expect((await search('sort=fee_asc')).items.find((i) => i.id === ids.hoda)).toEqual(before);
    // Working out next slots again is not a change...
    const v1 = await version();
    await refreshNextSlots(ctx.database.db, [ids.hoda!, ids.ahmed!], new Date());
    expect(await version()).toBe(v1);
    // Nor is forgetting one, even when it is forgotten already (a second booking of the same doctor).
    await forgetNextSlot(ctx.database.db, ids.hoda!);
    await forgetNextSlot(ctx.database.db, ids.hoda!);
    expect(await version()).toBe(v1);
    // ...but a fee, a review or a clinic's address is, whoever makes it.
    await ctx.database.db.update(doctors).set({ fee: 250 }).where(eq(doctors.id, ids.hoda!));
    expect((await search('sort=fee_asc')).items.find((i) => i.id === ids.hoda)!.fee).toBe(250);
    await ctx.database.db.update(doctors).set({ fee: 200 }).where(eq(doctors.id, ids.hoda!));
    expect((await search('sort=fee_asc')).items.find((i) => i.id === ids.hoda)!.fee).toBe(200);
    const v2 = await version();
    const u = await createTestUser(ctx.database);
    await ctx.database.db.insert(reviews).values({ doctorId: ids.hoda!, userId: u.user.id, rating: 2, title: 'Late' });
    expect(await version()).not.toBe(v2);
    expect((await search('sort=fee_asc')).items.find((i) => i.id === ids.hoda)).toMatchObject({
      rating: 2,
      ratingCount: 1,
    });
    await ctx.database.db.delete(reviews).where(eq(reviews.userId, u.user.id));
    expect((await search('sort=fee_asc')).items.find((i) => i.id === ids.hoda)).toMatchObject({
      rating: null,
      ratingCount: 0,
    });
  });

  it('keeps its answers across writes that change nothing a result shows', async () => {
    let searches = 0;
    const run = () =>
      cachedSearch(ctx.database.db, `keeps-${ctx.database.engine}`, new Date(), async (current) => {
        const copy = current ?? (await searchCopy(ctx.database.db));
        searches++;
        return { page: { items: [], total: 0, totalCapped: false, page: 1, limit: 12 }, copy };
      });
    // Kept from its second asking (decision 048): the first is only noted.
    await run();
    await run();
    expect(searches).toBe(2);
    await run();
    expect(searches).toBe(2);
    // Next slots worked out again and a new account are writes, but no result shows them.
    await refreshNextSlots(ctx.database.db, [ids.hoda!], new Date());
    await createTestUser(ctx.database);
    await run();
    expect(searches).toBe(2);
    // A booking cancelled: its doctor's slots change (a slot change, which this answer shows none of), and the
    // patient's review of the doctor is checked again (0039), which is no change to any result either.
    const bookingId = await insertBooking(await createTestUser(ctx.database), ids.hoda!, 4);
    await ctx.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'patient' })
      .where(eq(appointments.id, bookingId));
    await run();
    expect(searches).toBe(2);
    await ctx.database.db.delete(appointments).where(eq(appointments.id, bookingId));
    await ctx.database.db.update(doctors).set({ fee: 210 }).where(eq(doctors.id, ids.hoda!));
    await run();
    expect(searches).toBe(3);
    await ctx.database.db.update(doctors).set({ fee: 200 }).where(eq(doctors.id, ids.hoda!));
  });

  it('drops only the answers that show a doctor whose slots changed, or are ordered by slots', async () => {
    const db = ctx.database.db;
    const calls: Record<string, number> = {};
    const pageOf = (id: string): DoctorPage => ({
      items: [{ id, nextSlotAt: null } as unknown as DoctorSummary],
      total: 1,
      totalCapped: false,
      page: 1,
      limit: 12,
    });
    const run = (key: string, id: string, bySlots = false, during?: () => Promise<unknown>) =>
      cachedSearch(
        db,
        `${key}-${ctx.database.engine}`,
        new Date(),
        async (current) => {
          // A search brings the copy up to date first, then works: changes read meanwhile are after it.
          const copy = current ?? (await searchCopy(db));
          calls[key] = (calls[key] ?? 0) + 1;
          await during?.();
          return { page: pageOf(id), copy };
        },
        { bySlots },
      );
    const runAll = async () => {
      await run('hoda', ids.hoda!);
      await run('mahmoud', ids.mahmoud!);
      await run('soonest', ids.mahmoud!, true);
    };
    // Each kept from its second asking (decision 048).
    await runAll();
    await runAll();
    await runAll();
    expect(calls).toEqual({ hoda: 2, mahmoud: 2, soonest: 2 });

    // A booking, written straight to the database as another process would: Hoda's slots change, nothing else.
    const before = await readSearchVersions(db);
    const bookingId = await insertBooking(await createTestUser(ctx.database), ids.hoda!, 3);
    const after = await readSearchVersions(db);
    expect(after.data).toBe(before.data);
    expect(after.slots).toBeGreaterThan(before.slots);
    await runAll();
    expect(calls).toEqual({ hoda: 3, mahmoud: 2, soonest: 3 });

    // A schedule edit is a slot change of its own doctor.
    const [evening] = await db
      .insert(doctorWeeklyHours)
      .values({ doctorId: ids.mahmoud!, weekday: 6, startsAt: '18:00', endsAt: '19:00' })
      .returning({ id: doctorWeeklyHours.id });
    await runAll();
    expect(calls).toEqual({ hoda: 3, mahmoud: 3, soonest: 4 });
    await runAll();
    expect(calls).toEqual({ hoda: 3, mahmoud: 3, soonest: 4 });

    // A cancellation read by another search while this one was under way: its answer is not kept.
    const cancelDuring = () =>
      db
        .update(appointments)
        .set({ status: 'cancelled', cancelledBy: 'patient' })
        .where(eq(appointments.id, bookingId))
        .then(() => run('other', ids.fatma!));
    // Asked once before, so that only the change read during the search keeps its answer out.
    await run('during', ids.hoda!);
    await run('during', ids.hoda!, false, cancelDuring);
    await run('during', ids.hoda!);
    expect(calls.during).toBe(3);
    await run('during', ids.hoda!);
    expect(calls.during).toBe(3);

    await db.delete(appointments).where(eq(appointments.id, bookingId));
    await db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.id, evening!.id));
  });

  it('filters by city, area, gender, telehealth, insurer and fee range', async () => {
    const all = await ctx.app.inject(`/api/v1/doctors?city=${world.city.slug}`);
    expect(all.json().total).toBe(5);
    expect(new Set(names((await search(`city=${world.city.slug}&area=south`)).items))).toEqual(
      new Set([ids.mohammed, ids.fatma]),
    );
    expect(new Set(names((await search('gender=female')).items))).toEqual(new Set([ids.fatma, ids.hoda]));
    expect(new Set(names((await search('telehealth=true')).items))).toEqual(new Set([ids.mohammed, ids.fatma]));
    expect((await search('telehealth=false')).total).toBe(3);
    expect(new Set(names((await search(`insurer=${world.insurer.slug}`)).items))).toEqual(
      new Set([ids.ahmed, ids.fatma]),
    );
    expect(names((await search('feeMin=300&feeMax=700&sort=fee_asc')).items)).toEqual([
      ids.ahmed,
      ids.mohammed,
      ids.mahmoud,
    ]);
    expect(names((await search('feeMin=800')).items)).toEqual([ids.fatma]);
    const combined = await search(
      `city=${world.city.slug}&area=south&gender=female&telehealth=true&insurer=${world.insurer.slug}&feeMax=1000`,
    );
    expect(names(combined.items)).toEqual([ids.fatma]);
  });

  it('finds names whatever the Arabic spelling, with typos, and partial names', async () => {
    // Hamza, shadda and taa marbuta do not matter.
    expect(names((await search(`q=${encodeURIComponent('احمد')}`)).items)).toEqual([ids.ahmed]);
    expect(names((await search(`q=${encodeURIComponent('محمد')}`)).items)).toEqual([ids.mohammed]);
    expect(names((await search(`q=${encodeURIComponent('فاطمه')}`)).items)).toEqual([ids.fatma]);
    expect(names((await search(`q=${encodeURIComponent('د. هدي')}`)).items)).toEqual([ids.hoda]);
    // English: case-insensitive, a misspelling, a part of a name, two words.
    expect(names((await search('q=Mohamed')).items)).toEqual([ids.mohammed]);
    expect(names((await search('q=Shenawi')).items)).toEqual([ids.ahmed]);
    expect(names((await search('q=shena')).items)).toEqual([ids.ahmed]);
    expect(names((await search('q=fatma%20abdallah')).items)).toEqual([ids.fatma]);
    expect(names((await search('q=el-zahraa')).items)).toEqual([ids.fatma]);
    expect((await search('q=nobody-by-that-name')).total).toBe(0);
    // Punctuation and LIKE wildcards are not patterns: they are dropped, and alone they filter nothing.
    expect(names((await search('q=%25%25shena')).items)).toEqual([ids.ahmed]);
    expect((await search('q=%25_')).total).toBe(5);
  });

  it('finds doctors added or renamed later by their new names, whole-word matches first', async () => {
    const added = await addDoctor(ctx.database, world, {
      nameAr: 'رضا محمودي زنفلي',
      nameEn: 'Reda Mahmoudy Zanfaly',
      fee: 400,
      years: 40,
    });
    try {
      // A name word no doctor had before is found at once, in both scripts.
      expect(names((await search('q=Zanfaly')).items)).toEqual([added.id]);
      expect(names((await search(`q=${encodeURIComponent('زنفلى')}`)).items)).toEqual([added.id]);
      // "Mahmoud" is a whole word of Mahmoud Reda's name and only part of Mahmoudy's: he comes first,
      // though Reda Mahmoudy has more years of experience.
      expect(names((await search('q=Mahmoud')).items)).toEqual([ids.mahmoud, added.id]);

      await ctx.database.db.update(doctors).set({ nameEn: 'Reda Qornfuly' }).where(eq(doctors.id, added.id));
      expect(names((await search('q=qornfuly')).items)).toEqual([added.id]);
      expect(names((await search('q=Zanfaly')).items)).toEqual([]);
      expect(names((await search('q=Mahmoud')).items)).toEqual([ids.mahmoud]);
    } finally {
      await ctx.database.db.delete(doctors).where(eq(doctors.id, added.id));
    }
  });

  it('pages: the right slice, past the end an empty list with the real total', async () => {
    const first = await search('sort=fee_asc&limit=2&page=1');
    const second = await search('sort=fee_asc&limit=2&page=2');
    const third = await search('sort=fee_asc&limit=2&page=3');
    expect(names(first.items)).toEqual([ids.hoda, ids.ahmed]);
    expect(names(second.items)).toEqual([ids.mohammed, ids.mahmoud]);
    expect(names(third.items)).toEqual([ids.fatma]);
    const beyond = await search('sort=fee_asc&limit=2&page=9');
    expect(beyond).toEqual({ items: [], total: 5, totalCapped: false, page: 9, limit: 2 });
    expect((await search('limit=50')).limit).toBe(50);
  });

  it('counts a total up to 1,000 exactly; past it, says 1,000 and that the total is capped', async () => {
    const crowd = await createWorld(ctx.database);
    const [clinic] = await ctx.database.db
      .insert(clinics)
      .values({ areaId: crowd.areaId('north'), nameAr: 'عيادة الزحام', nameEn: 'Crowd Clinic' })
      .returning();
    // 1,001 doctors with fees 0 to 1,000; every other one a woman.
    const rows = Array.from({ length: DOCTOR_TOTAL_CAP + 1 }, (_, i) => ({
      nameAr: `زحام ${i}`,
      nameEn: `Crowded Doctor${i}`,
      gender: i % 2 === 0 ? ('female' as const) : ('male' as const),
      specialtyId: crowd.specialty.id,
      clinicId: clinic!.id,
      fee: i,
    }));
    for (let i = 0; i < rows.length; i += 500) await ctx.database.db.insert(doctors).values(rows.slice(i, i + 500));
    const crowdSearch = async (query: string) => {
      const res = await ctx.app.inject(`/api/v1/doctors?specialty=${crowd.specialty.slug}&lang=en&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: Item[]; total: number; totalCapped: boolean };
    };
    try {
      expect(await crowdSearch('sort=fee_desc')).toMatchObject({ total: 1_000, totalCapped: true });
      expect((await crowdSearch('sort=fee_desc')).items.map((i) => i.fee).slice(0, 2)).toEqual([1_000, 999]);
      expect(await crowdSearch('q=crowded')).toMatchObject({ total: 1_000, totalCapped: true });
      expect(await crowdSearch('feeMax=999')).toMatchObject({ total: 1_000, totalCapped: false });
      expect(await crowdSearch('gender=female')).toMatchObject({ total: 501, totalCapped: false });
      const last = await crowdSearch('feeMin=990&sort=fee_asc&limit=5&page=3');
      expect(last).toMatchObject({ total: 11, totalCapped: false });
      expect(last.items.map((i) => i.fee)).toEqual([1_000]);
    } finally {
      await ctx.database.db.delete(doctors).where(eq(doctors.specialtyId, crowd.specialty.id));
    }
  });

  it('reads the cards of the searches made together in one statement', async () => {
    const together = await createWorld(ctx.database);
    const [clinic] = await ctx.database.db
      .insert(clinics)
      .values({ areaId: together.areaId('south'), nameAr: 'عيادة معا', nameEn: 'Together Clinic' })
      .returning();
    await ctx.database.db.insert(doctors).values(
      Array.from({ length: 6 }, (_, i) => ({
        nameAr: `معا ${i}`,
        nameEn: `Together Doctor${i}`,
        gender: 'female' as const,
        specialtyId: together.specialty.id,
        clinicId: clinic!.id,
        fee: 100 + i,
      })),
    );
    // Every statement the driver is given that reads cards (doctors joined to clinics by a list of ids).
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    let cardReads = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (/"clinics"\."time_zone"[\s\S]*= any\(/.test(text ?? '')) cardReads++;
      return query.apply(this, args);
    };
    try {
      await searchCopy(ctx.database.db);
      const pages = await Promise.all(
        [100, 102, 104].map((fee) =>
          findDoctors(
            ctx.database.db,
            DoctorSearchQuery.parse({ specialty: together.specialty.slug, feeMin: fee, feeMax: fee + 1 }),
            'en',
            { cache: false },
          ),
        ),
      );
      expect(pages.map((page) => page.items.map((item) => item.name).sort())).toEqual([
        ['Together Doctor0', 'Together Doctor1'],
        ['Together Doctor2', 'Together Doctor3'],
        ['Together Doctor4', 'Together Doctor5'],
      ]);
      expect(pages[0]!.items[0]).toMatchObject({ specialty: { name: 'Test Medicine' }, area: { name: 'South' } });
      expect(cardReads).toBe(1);
    } finally {
      client.query = query;
      await ctx.database.db.delete(doctors).where(eq(doctors.specialtyId, together.specialty.id));
    }
  });

  it('refuses bad parameters with a localised 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'page_invalid'],
      ['page=-1', 'page', 'page_invalid'],
      ['page=abc', 'page', 'page_invalid'],
      ['page=1.5', 'page', 'page_invalid'],
      ['limit=51', 'limit', 'limit_too_large'],
      ['limit=0', 'limit', 'limit_invalid'],
      ['sort=nearest', 'sort', 'sort_invalid'],
      ['sort=price', 'sort', 'sort_invalid'],
      ['gender=other', 'gender', 'gender_invalid'],
      ['telehealth=yes', 'telehealth', 'telehealth_invalid'],
      ['feeMin=-5', 'feeMin', 'fee_min_invalid'],
      ['feeMin=500&feeMax=100', 'feeMax', 'fee_range_invalid'],
      ['specialty=no-such-thing', 'specialty', 'specialty_unknown'],
      ['specialty=DROP%20TABLE', 'specialty', 'specialty_unknown'],
      ['city=atlantis', 'city', 'city_unknown'],
      ['city=cairo&area=no-such-area', 'area', 'area_unknown'],
      ['insurer=nobody', 'insurer', 'insurer_unknown'],
      [`q=${'x'.repeat(81)}`, 'q', 'q_too_long'],
    ];
    for (const [query, field, key] of cases) {
      const res = await ctx.app.inject(`/api/v1/doctors?${query}&lang=en`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
      expect(res.json().error.fields, query).toMatchObject({ [field]: key });
      expect(res.json().error.message).toMatch(/not valid/);
    }
    const ar = await ctx.app.inject('/api/v1/doctors?page=0');
    expect(ar.json().error.message).toBe('بعض البيانات غير صحيحة. راجعها وحاول مرة أخرى.');
  });

  it.each([false, true])(
    'answers every search as of every write made before it, doctors joining and leaving (cache %s)',
    async (cache) => {
      // Each search never made before is first made on the copy as it is, while the copy is brought up to
      // date (decision 028), with the answer cache too: the writes between two searches must still show.
      let made = 0;
      const found = async (query: Record<string, string | number>) =>
        (
          await findDoctors(
            ctx.database.db,
            // A limit of its own: with the cache, a search nobody made before.
            DoctorSearchQuery.parse({ specialty: world.specialty.slug, limit: 20 + made++, ...query }),
            'en',
            { cache },
          )
        ).items
          .map((d) => d.id)
          .sort();
      const fee = (key: string, value: number) =>
        ctx.database.db.update(doctors).set({ fee: value }).where(eq(doctors.id, ids[key]!));
      try {
        expect(await found({ feeMin: 850, feeMax: 950 })).toEqual([ids.fatma]);
        await fee('hoda', 880);
        expect(await found({ feeMin: 850, feeMax: 950 })).toEqual([ids.fatma, ids.hoda].sort());
        await fee('fatma', 1_000);
        expect(await found({ feeMin: 850, feeMax: 950 })).toEqual([ids.hoda]);
        expect(await found({ feeMin: 850, feeMax: 950, gender: 'female', sort: 'fee_desc' })).toEqual([ids.hoda]);
        await fee('hoda', 200);
        expect(await found({ feeMin: 850, feeMax: 950 })).toEqual([]);
      } finally {
        await fee('hoda', 200);
        await fee('fatma', 900);
      }
    },
  );

  it('follows a clinic that moves to another area', async () => {
    const [row] = await ctx.database.db
      .select({ clinicId: doctors.clinicId })
      .from(doctors)
      .where(eq(doctors.id, ids.hoda!));
    await ctx.database.db
      .update(clinics)
      .set({ areaId: world.areaId('south') })
      .where(eq(clinics.id, row!.clinicId));
    expect(names((await search(`city=${world.city.slug}&area=south&gender=female`)).items).sort()).toEqual(
      [ids.fatma, ids.hoda].sort(),
    );
    await ctx.database.db
      .update(clinics)
      .set({ areaId: world.areaId('north') })
      .where(eq(clinics.id, row!.clinicId));
    expect(names((await search(`city=${world.city.slug}&area=north&gender=female`)).items)).toEqual([ids.hoda]);
  });

  it('treats empty parameters as absent, and an area of another city as unknown', async () => {
    const res = await ctx.app.inject('/api/v1/doctors?specialty=&city=&area=&q=%20%20');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(65);
    const other = await ctx.app.inject(`/api/v1/doctors?city=cairo&area=south`);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.area).toBe('area_unknown');
  });
});

describe('doctor_search, kept by the triggers on doctors', () => {
  const db = () => ctx.database.db;
  /** What doctor_search holds of `column` for each of `doctorIds`, by id (absent: no row). */
  async function searchRows(column: string, doctorIds: string[]) {
    const rows = rowsOf<{ id: string; value: unknown }>(
      await db().execute(
        sql`select doctor_id::text as id, ${sql.identifier(column)} as value from doctor_search
          where doctor_id in (${sql.join(
            doctorIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
      ),
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.value]));
  }
  const changesOf = async (doctorId: string) => {
    const [row] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from doctor_search_changes where doctor_id = ${doctorId}::uuid`),
    );
    return Number(row!.n);
  };

  it('copies a column doctor_search shares with doctors that no trigger names, on insert, update and reinstatement', async () => {
    await db().execute(sql`alter table doctor_search add column slot_minutes smallint`);
    let added: string | undefined;
    try {
      // Rows already there keep the new column empty until their doctor is written, even by a no-op update.
      expect(await searchRows('slot_minutes', [ids.hoda!, ids.fatma!])).toEqual({
        [ids.hoda!]: null,
        [ids.fatma!]: null,
      });
      await db().update(doctors).set({ slotMinutes: 45 }).where(eq(doctors.id, ids.hoda!));
      await db().execute(sql`update doctors set slot_minutes = slot_minutes where id = ${ids.fatma!}::uuid`);
      expect(await searchRows('slot_minutes', [ids.hoda!, ids.fatma!])).toEqual({
        [ids.hoda!]: 45,
        [ids.fatma!]: 20,
      });
      added = (await addDoctor(ctx.database, world, { nameAr: 'سلمى نبيل', nameEn: 'Salma Nabil', fee: 400 })).id;
      expect(await searchRows('slot_minutes', [added])).toEqual({ [added]: 20 });
      // Suspended: no row; reinstated: the row again, every copied column with it.
      await db().update(doctors).set({ suspendedAt: new Date() }).where(eq(doctors.id, added));
      expect(await searchRows('slot_minutes', [added])).toEqual({});
      await db().update(doctors).set({ suspendedAt: null, slotMinutes: 30 }).where(eq(doctors.id, added));
      expect(await searchRows('slot_minutes', [added])).toEqual({ [added]: 30 });
    } finally {
      if (added) await db().delete(doctors).where(eq(doctors.id, added));
      await db().update(doctors).set({ slotMinutes: 20 }).where(eq(doctors.id, ids.hoda!));
      await db().execute(sql`alter table doctor_search drop column slot_minutes`);
    }
  });

  it('refuses a statement on doctor_search that no trigger issued, and it changes nothing', async () => {
    const before = { fee: await searchRows('fee', [ids.hoda!]), changes: await changesOf(ids.hoda!) };
    const direct = [
      sql`update doctor_search set fee = 999 where doctor_id = ${ids.hoda!}::uuid`,
      sql`delete from doctor_search where doctor_id = ${ids.hoda!}::uuid`,
      sql`insert into doctor_search select * from doctor_search where doctor_id = ${ids.hoda!}::uuid`,
    ];
    for (const statement of direct) {
      const refused = await db()
        .execute(statement)
        .then(
          () => null,
          (error: Error) => error.cause,
        );
      expect(String(refused)).toMatch(/written only by the triggers on doctors/);
    }
    expect({ fee: await searchRows('fee', [ids.hoda!]), changes: await changesOf(ids.hoda!) }).toEqual(before);
    // Through doctors, as ever: the triggers write it, a deleted doctor's row goes with it (a foreign key's cascade).
    await db().update(doctors).set({ fee: 210 }).where(eq(doctors.id, ids.hoda!));
    expect(await searchRows('fee', [ids.hoda!])).toEqual({ [ids.hoda!]: 210 });
    await db().update(doctors).set({ fee: 200 }).where(eq(doctors.id, ids.hoda!));
    const added = (await addDoctor(ctx.database, world, { nameAr: 'ريم سامي', nameEn: 'Reem Sami', fee: 300 })).id;
    expect(await searchRows('fee', [added])).toEqual({ [added]: 300 });
    await db().delete(doctors).where(eq(doctors.id, added));
    expect(await searchRows('fee', [added])).toEqual({});
  });

  it('writes a row, and logs its doctor as a search change, only when a column it copies changes', async () => {
    const before = await changesOf(ids.hoda!);
    // A bio edited, a fee set to what it is, the same next slot written again: nothing search shows.
    await db().update(doctors).set({ bioEn: 'Another short bio.' }).where(eq(doctors.id, ids.hoda!));
    await db().execute(sql`update doctors set fee = fee, next_slots = next_slots where id = ${ids.hoda!}::uuid`);
    expect(await changesOf(ids.hoda!)).toBe(before);
    await db().update(doctors).set({ fee: 205 }).where(eq(doctors.id, ids.hoda!));
    expect(await searchRows('fee', [ids.hoda!])).toEqual({ [ids.hoda!]: 205 });
    expect(await changesOf(ids.hoda!)).toBe(before + 1);
    await db().update(doctors).set({ fee: 200, bioEn: 'A short bio.' }).where(eq(doctors.id, ids.hoda!));
    expect(await changesOf(ids.hoda!)).toBe(before + 2);
    // Every column of doctor_search (but doctor_id, doctors.id) holds what doctors has under its name.
    const [differing] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from doctor_search s join doctors d on d.id = s.doctor_id
        where to_jsonb(s) - 'doctor_id' is distinct from
          (select jsonb_object_agg(k, to_jsonb(d) -> k) from jsonb_object_keys(to_jsonb(s) - 'doctor_id') k)`),
    );
    expect(differing!.n).toBe(0);
  });
});

describe('GET /api/v1/doctors/:id', () => {
  it('returns the full profile in the request language', async () => {
    await ctx.database.db.insert(doctorWeeklyHours).values([
      { doctorId: ids.fatma!, weekday: 2, startsAt: '17:00', endsAt: '21:00' },
      { doctorId: ids.fatma!, weekday: 0, startsAt: '10:00', endsAt: '14:30' },
    ]);
    const res = await ctx.app.inject(`/api/v1/doctors/${ids.fatma}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.fatma,
      name: 'Fatma El-Zahraa Abdallah',
      bio: 'A short bio.',
      phone: '+201001112233',
      fee: 900,
      rating: 4.7,
      ratingCount: 3,
      clinic: {
        name: 'Fatma El-Zahraa Abdallah Clinic',
        address: '12 Tahrir Street',
        phone: '+20225550000',
        timeZone: 'Africa/Cairo',
      },
      insurers: [{ slug: world.insurer.slug, name: 'Test Insurance' }],
      weeklyHours: [
        { weekday: 0, start: '10:00', end: '14:30' },
        { weekday: 2, start: '17:00', end: '21:00' },
      ],
    });
    const ar = await ctx.app.inject(`/api/v1/doctors/${ids.fatma}`);
    expect(ar.json()).toMatchObject({
      name: 'فاطمة الزهراء عبد الله',
      bio: 'نبذة',
      insurers: [{ name: 'تأمين الاختبار' }],
    });
  });

  it('answers 404 for an unknown doctor and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject(`/api/v1/doctors/${randomUUID()}?lang=en`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const bad = await ctx.app.inject('/api/v1/doctors/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('invalid_id');
  });
});
