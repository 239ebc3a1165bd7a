import { v7 as timeOrderedId } from 'uuid';
import { count, getTableColumns, isNotNull, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
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
import { seedDemoPeople } from './demo-accounts.ts';

// Doctors per transaction. Each table's rows go as one JSON parameter (see insertRows), so a batch costs
// four statements whatever its size; 2,000 keeps a transaction's memory small on the embedded database.
const BATCH = 2_000;
const WRITERS = 2;

export interface SeedResult {
  doctors: number;
  /** Reviews of the demo doctors, each from a seeded past visit (first start only). */
  reviews?: number;
}

/**
 * First start: an empty database gets the demo catalogue and doctors, the demo patient and doctor to sign
 * in as, and reviewed past visits; anything else is left alone.
 */
export async function seedDemoIfEmpty(db: Db, options: { doctors: number }): Promise<SeedResult | null> {
  const [row] = await db.select({ n: count() }).from(specialties);
  if ((row?.n ?? 0) > 0) return null;
  const seeded = await seedDemo(db, options);
  const people = await seedDemoPeople(db);
  return { ...seeded, reviews: people.reviews };
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

  // Batches are written two at a time (a server has a core for each while this process builds the next),
  // so an interrupted run can leave a gap: the keys already there are skipped, not just those below the last.
  const present = new Set(
    (await db.select({ key: doctors.seedKey }).from(doctors).where(isNotNull(doctors.seedKey))).map((r) => r.key),
  );

  let clinicRows: (typeof clinics.$inferInsert)[] = [];
  let doctorRows: (typeof doctors.$inferInsert)[] = [];
  let hourRows: (typeof doctorWeeklyHours.$inferInsert)[] = [];
  let insurerRows: (typeof doctorInsurers.$inferInsert)[] = [];
  let added = 0;
  const writing = new Set<Promise<void>>();

  const flush = async () => {
    if (doctorRows.length === 0) return;
    const batch = { clinicRows, doctorRows, hourRows, insurerRows };
    clinicRows = [];
    doctorRows = [];
    hourRows = [];
    insurerRows = [];
    const write = db
      .transaction(async (tx) => {
        await insertRows(tx, clinics, batch.clinicRows);
        await insertRows(tx, doctors, batch.doctorRows);
        await insertRows(tx, doctorWeeklyHours, batch.hourRows);
        await insertRows(tx, doctorInsurers, batch.insurerRows);
      })
      .then(() => {
        added += batch.doctorRows.length;
        options.onProgress?.(present.size + added);
      })
      .finally(() => writing.delete(write));
    writing.add(write);
    if (writing.size >= WRITERS) await Promise.race(writing);
  };

  try {
    for (const d of generateDoctors(options.doctors)) {
      if (present.has(d.key)) continue;
      // Time-ordered ids: each batch's keys land at the end of the primary-key and doctor_id indexes instead
      // of all over them, which at a million doctors (seven million weekly hours) no longer fit in memory.
      const clinicId = timeOrderedId();
      const doctorId = timeOrderedId();
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
        hourRows.push({ id: timeOrderedId(), doctorId, weekday: h.weekday, startsAt: h.start, endsAt: h.end });
      }
      for (const slug of d.insurerSlugs) insurerRows.push({ doctorId, insurerId: required(insurerIds, slug) });
      if (doctorRows.length >= BATCH) await flush();
    }
    await flush();
  } finally {
    // A failed batch ends the seed; the other one in flight is let finish (or fail) before it does.
    await Promise.allSettled(writing);
  }
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

/**
 * Inserts many rows as one JSON parameter expanded by json_populate_recordset, instead of a statement with
 * a placeholder per value: building and sending 2,000 doctors' worth of placeholders cost the seed more than
 * the database spent storing them (100,000 doctors: 95 s, most of it in Node). Columns missing from the rows
 * take their defaults; the table's triggers run per statement as before.
 */
async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: InferInsertModel<T>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Seed rows have a field that is not a column: ${key}`);
    return column.name;
  });
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) record[names[i]!] = (row as Record<string, unknown>)[keys[i]!];
      return record;
    }),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}

async function idMap(rows: Promise<{ key: string; id: string }[]>): Promise<Map<string, string>> {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

function required(map: Map<string, string>, key: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`Seed data refers to an unknown key: ${key}`);
  return id;
}
