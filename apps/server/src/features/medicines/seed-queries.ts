import type { Db } from '../../db/client.ts';
import { medicineCategories, medicines } from '../../db/schema/index.ts';

export async function insertCategories(
  db: Db,
  rows: { slug: string; nameEn: string; nameAr: string; position: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(medicineCategories).values(rows).onConflictDoNothing({ target: medicineCategories.slug });
}

export async function selectCategoryIds(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ slug: medicineCategories.slug, id: medicineCategories.id }).from(medicineCategories);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Returns how many were new. */
export async function insertSeedMedicines(db: Db, rows: (typeof medicines.$inferInsert)[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insert(medicines)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing({ target: medicines.slug })
      .returning({ id: medicines.id });
    added += inserted.length;
  }
  return added;
}
