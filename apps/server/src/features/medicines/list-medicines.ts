import type { Language, MedicinePage, MedicineQuery } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { searchMedicines } from './medicine-queries.ts';
import { toSummary } from './to-medicine.ts';

type ParsedQuery = { q?: string; category?: string; page: number; limit: number; sort?: MedicineQuery['sort'] };

export async function listMedicines(db: Db, query: ParsedQuery, lang: Language): Promise<MedicinePage> {
  const q = query.q?.trim() || undefined;
  const { rows, total } = await searchMedicines(db, {
    q,
    category: query.category || undefined,
    sort: query.sort ?? 'relevance',
    lang,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { items: rows.map((r) => toSummary(r, lang)), total, page: query.page, limit: query.limit };
}
