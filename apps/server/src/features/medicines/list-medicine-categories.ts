import type { Language, MedicineCategoryList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { pick } from '../../shared/language.ts';
import { selectCategories } from './medicine-queries.ts';

export async function listMedicineCategories(db: Db, lang: Language): Promise<MedicineCategoryList> {
  const rows = await selectCategories(db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pick(lang, r.nameAr, r.nameEn),
      medicineCount: Number(r.medicineCount),
    })),
  };
}
