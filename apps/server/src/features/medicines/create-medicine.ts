import type { Language, MedicineDetail, MedicineInputParsed, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { categoryIdBySlug, findMedicine, insertMedicine, type MedicineValues } from './medicine-queries.ts';
import { toDetail } from './to-medicine.ts';

type Parsed = MedicineInputParsed;

/** Checks what the schema cannot (the category exists) and maps the input to columns. */
export async function toColumns(db: Db, input: Parsed): Promise<MedicineValues> {
  const categoryId = await categoryIdBySlug(db, input.category);
  if (!categoryId) throw new AppError('validation_failed', { category: 'category_unknown' });
  const { category: _category, ...rest } = input;
  return { ...rest, categoryId };
}

export function slugFor(input: Pick<Parsed, 'brandEn' | 'strength' | 'form'>): string {
  const base = `${input.brandEn} ${input.strength} ${input.form}`
    .toLowerCase()
    .replace(/%/g, 'pct')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return base || 'medicine';
}

export async function createMedicine(db: Db, admin: User, input: Parsed, lang: Language): Promise<MedicineDetail> {
  const values = await toColumns(db, input);
  const base = slugFor(input);
  // Same brand, strength and form twice is allowed (another maker); the slug gets a number.
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const id = await insertMedicine(db, { ...values, slug, createdBy: admin.id });
    if (id) {
      const row = await findMedicine(db, { id });
      if (!row) throw new AppError('internal');
      return toDetail(row, lang, true);
    }
  }
  throw new AppError('conflict', { brandEn: 'medicine_duplicate' });
}
