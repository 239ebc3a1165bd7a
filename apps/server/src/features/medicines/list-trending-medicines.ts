import type { Language, MedicineTrendingList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { selectTrending } from './medicine-queries.ts';
import { toSummary } from './to-medicine.ts';

export async function listTrendingMedicines(db: Db, limit: number, lang: Language): Promise<MedicineTrendingList> {
  const rows = await selectTrending(db, limit);
  return { items: rows.map((r) => toSummary(r, lang)) };
}
