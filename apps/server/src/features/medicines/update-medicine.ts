import { MedicineInput, type Language, type MedicineDetail, type MedicinePatch, type User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { toColumns } from './create-medicine.ts';
import { findMedicine, updateMedicineRow } from './medicine-queries.ts';
import { toDetail } from './to-medicine.ts';

/** Applies the fields sent; the merged medicine must pass the same schema as a new one. */
export async function updateMedicine(
  db: Db,
  admin: User,
  id: string,
  patch: Partial<MedicinePatch>,
  lang: Language,
): Promise<MedicineDetail> {
  const current = await findMedicine(db, { id });
  if (!current) throw new AppError('not_found');
  const merged = MedicineInput.safeParse({
    brandEn: current.brandEn,
    brandAr: current.brandAr,
    genericEn: current.genericEn,
    genericAr: current.genericAr,
    form: current.form,
    strength: current.strength,
    atcCode: current.atcCode,
    category: current.categorySlug,
    descriptionEn: current.descriptionEn,
    descriptionAr: current.descriptionAr,
    usesEn: current.usesEn,
    usesAr: current.usesAr,
    priceEgp: current.priceEgp,
    prescription: current.prescription,
    ...patch,
  });
  if (!merged.success) {
    const fields: Record<string, string> = {};
    for (const issue of merged.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw new AppError('validation_failed', fields);
  }
  const values = await toColumns(db, merged.data);
  if (!(await updateMedicineRow(db, id, { ...values, updatedBy: admin.id }))) throw new AppError('not_found');
  const row = await findMedicine(db, { id });
  if (!row) throw new AppError('not_found');
  return toDetail(row, lang, true);
}
