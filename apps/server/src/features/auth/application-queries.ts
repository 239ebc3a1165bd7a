import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, doctorApplications, specialties } from '../../db/schema/index.ts';

export async function findSpecialtyId(db: Db, slug: string): Promise<string | null> {
  const rows = await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.slug, slug)).limit(1);
  return rows[0]?.id ?? null;
}

export async function findCityId(db: Db, slug: string): Promise<string | null> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).limit(1);
  return rows[0]?.id ?? null;
}

export async function insertApplication(db: Db, values: typeof doctorApplications.$inferInsert) {
  const [row] = await db.insert(doctorApplications).values(values).returning({ id: doctorApplications.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}
