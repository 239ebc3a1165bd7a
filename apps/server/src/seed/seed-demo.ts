import { randomUUID } from 'node:crypto';
import { count, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  areas,
  cities,
  clinics,
  doctorInsurers,
  doctors,
  doctorWeeklyHours,
  insurers,
  specialties,
} from '../db/schema/index.ts';
import { CITIES, INSURERS, SPECIALTIES } from './data/catalogue.ts';
import { generateDoctors } from './data/generate-demo.ts';
import { seedMedicines } from '../features/medicines/index.ts';

const BATCH = 500;

export interface SeedResult {
  doctors: number;
}

/** First start: an empty database gets the demo catalogue and doctors; anything else is left alone. */
export async function seedDemoIfEmpty(db: Db, options: { doctors: number }): Promise<SeedResult | null> {
  const [row] = await db.select({ n: count() }).from(specialties);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, options);
}

/**
 * Loads the catalogue (idempotent by slug) and tops the generated doctors up to `options.doctors`.
 * Doctor k is always the same person, so running it again with a larger count only adds the rest.
 */
export async function seedDemo(
  db: Db,
  options: { doctors: number; onProgress?: (done: number) => void },
): Promise<SeedResult> {
  await seedCatalogue(db);
  await seedMedicines(db);

  const specialtyIds = await idMap(db.select({ key: specialties.slug, id: specialties.id }).from(specialties));
  const insurerIds = await idMap(db.select({ key: insurers.slug, id: insurers.id }).from(insurers));
  const areaIds = await idMap(
    db
      .select({ key: sql<string>`${cities.slug} || '/' || ${areas.slug}`, id: areas.id })
      .from(areas)
      .innerJoin(cities, sql`${cities.id} = ${areas.cityId}`),
  );

  const [last] = await db.select({ key: max(doctors.seedKey) }).from(doctors);
  const start = last?.key == null ? 0 : last.key + 1;

  let clinicRows: (typeof clinics.$inferInsert)[] = [];
  let doctorRows: (typeof doctors.$inferInsert)[] = [];
  let hourRows: (typeof doctorWeeklyHours.$inferInsert)[] = [];
  let insurerRows: (typeof doctorInsurers.$inferInsert)[] = [];
  let added = 0;

  const flush = async () => {
    if (doctorRows.length === 0) return;
    await db.transaction(async (tx) => {
      await tx.insert(clinics).values(clinicRows);
      await tx.insert(doctors).values(doctorRows);
      for (let i = 0; i < hourRows.length; i += BATCH * 4) {
        await tx.insert(doctorWeeklyHours).values(hourRows.slice(i, i + BATCH * 4));
      }
      if (insurerRows.length) await tx.insert(doctorInsurers).values(insurerRows);
    });
    added += doctorRows.length;
    options.onProgress?.(start + added);
    clinicRows = [];
    doctorRows = [];
    hourRows = [];
    insurerRows = [];
  };

  for (const d of generateDoctors(options.doctors)) {
    if (d.key < start) continue;
    const clinicId = randomUUID();
    const doctorId = randomUUID();
    clinicRows.push({
      id: clinicId,
      areaId: required(areaIds, `${d.citySlug}/${d.areaSlug}`),
      nameAr: d.clinic.nameAr,
      nameEn: d.clinic.nameEn,
      addressAr: d.clinic.addressAr,
      addressEn: d.clinic.addressEn,
      phone: d.clinic.phone,
      timeZone: 'Africa/Cairo',
    });
    doctorRows.push({
      id: doctorId,
      seedKey: d.key,
      nameAr: d.nameAr,
      nameEn: d.nameEn,
      gender: d.gender,
      titleAr: d.titleAr,
      titleEn: d.titleEn,
      specialtyId: required(specialtyIds, d.specialtySlug),
      clinicId,
      fee: d.fee,
      phone: d.phone,
      bioAr: d.bioAr,
      bioEn: d.bioEn,
      yearsOfExperience: d.yearsOfExperience,
      telehealth: d.telehealth,
      slotMinutes: d.slotMinutes,
    });
    for (const h of d.weeklyHours) {
      hourRows.push({ doctorId, weekday: h.weekday, startsAt: h.start, endsAt: h.end });
    }
    for (const slug of d.insurerSlugs) insurerRows.push({ doctorId, insurerId: required(insurerIds, slug) });
    if (doctorRows.length >= BATCH) await flush();
  }
  await flush();
  return { doctors: added };
}

async function seedCatalogue(db: Db) {
  await db
    .insert(specialties)
    .values(
      SPECIALTIES.map((s, i) => ({
        slug: s.slug,
        nameAr: s.nameAr,
        nameEn: s.nameEn,
        descriptionAr: s.descriptionAr,
        descriptionEn: s.descriptionEn,
        popularity: i,
      })),
    )
    .onConflictDoNothing({ target: specialties.slug });
  await db
    .insert(cities)
    .values(CITIES.map((c, i) => ({ slug: c.slug, nameAr: c.nameAr, nameEn: c.nameEn, popularity: i })))
    .onConflictDoNothing({ target: cities.slug });
  const cityIds = await idMap(db.select({ key: cities.slug, id: cities.id }).from(cities));
  await db
    .insert(areas)
    .values(
      CITIES.flatMap((c) =>
        c.areas.map((a) => ({ cityId: required(cityIds, c.slug), slug: a.slug, nameAr: a.nameAr, nameEn: a.nameEn })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(insurers)
    .values(INSURERS.map((s) => ({ slug: s.slug, nameAr: s.nameAr, nameEn: s.nameEn })))
    .onConflictDoNothing({ target: insurers.slug });
}

async function idMap(rows: Promise<{ key: string; id: string }[]>): Promise<Map<string, string>> {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

function required(map: Map<string, string>, key: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`Seed data refers to an unknown key: ${key}`);
  return id;
}
