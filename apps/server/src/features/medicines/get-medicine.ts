import type { Language, MedicineDetail, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findMedicine, recordView } from './medicine-queries.ts';
import { toDetail } from './to-medicine.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One medicine by id or slug. A view counts towards "trending" unless an admin is looking (editing
 * the catalogue is not interest in a medicine); admins also see who created and last edited it.
 */
export async function getMedicine(db: Db, ref: string, lang: Language, viewer: User | null): Promise<MedicineDetail> {
  const row = await findMedicine(db, uuid.test(ref) ? { id: ref.toLowerCase() } : { slug: ref.toLowerCase() });
  if (!row) throw new AppError('not_found');
  const isAdmin = viewer?.role === 'admin';
  if (!isAdmin) await recordView(db, row.id);
  return toDetail(row, lang, isAdmin);
}
