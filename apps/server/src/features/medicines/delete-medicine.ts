import type { MedicineDeleted } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { deleteMedicineRow } from './medicine-queries.ts';

export async function deleteMedicine(db: Db, id: string): Promise<MedicineDeleted> {
  if (!(await deleteMedicineRow(db, id))) throw new AppError('not_found');
  return { deleted: true, id };
}
