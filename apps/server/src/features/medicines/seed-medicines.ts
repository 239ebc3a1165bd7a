import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { insertCategories, insertSeedMedicines, selectCategoryIds } from './seed-queries.ts';

export interface SeedMedicine {
  slug: string;
  brandEn: string;
  brandAr: string;
  genericEn: string;
  genericAr: string;
  form: string;
  strength: string;
  atcCode: string;
  categoryEn: string;
  categoryAr: string;
  descriptionEn: string;
  descriptionAr: string;
  usesEn: string[];
  usesAr: string[];
  priceEgp: number;
  prescription: boolean;
  trendingRank: number | null;
}

const catalogueFile = path.join(import.meta.dirname, 'data', 'medicines.json');

export function loadSeedMedicines(): SeedMedicine[] {
  return JSON.parse(fs.readFileSync(catalogueFile, 'utf8')) as SeedMedicine[];
}

export function categorySlug(nameEn: string): string {
  return nameEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Loads the catalogue in data/medicines.json. Idempotent by slug: entries already present (and any
 * admin edits to them) are left as they are, new entries are added.
 */
export async function seedMedicines(db: Db): Promise<{ medicines: number }> {
  const entries = loadSeedMedicines();
  const categories = new Map<string, { slug: string; nameEn: string; nameAr: string; position: number }>();
  for (const m of entries) {
    const slug = categorySlug(m.categoryEn);
    if (!categories.has(slug)) {
      categories.set(slug, { slug, nameEn: m.categoryEn, nameAr: m.categoryAr, position: categories.size });
    }
  }
  await insertCategories(db, [...categories.values()]);
  const categoryIds = await selectCategoryIds(db);
  const rows = entries.map((m) => {
    const categoryId = categoryIds.get(categorySlug(m.categoryEn));
    if (!categoryId) throw new Error(`Unknown medicine category: ${m.categoryEn}`);
    return {
      slug: m.slug,
      brandEn: m.brandEn,
      brandAr: m.brandAr,
      genericEn: m.genericEn,
      genericAr: m.genericAr,
      form: m.form,
      strength: m.strength,
      atcCode: m.atcCode,
      categoryId,
      descriptionEn: m.descriptionEn,
      descriptionAr: m.descriptionAr,
      usesEn: m.usesEn,
      usesAr: m.usesAr,
      priceEgp: m.priceEgp,
      prescription: m.prescription,
      trendingRank: m.trendingRank,
    };
  });
  const added = await insertSeedMedicines(db, rows);
  return { medicines: added };
}
