import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchEvents } from '../../db/schema/index.ts';

export interface SearchEvent {
  at: Date;
  specialty: string | null;
  city: string | null;
  withText: boolean;
  results: number;
}

/** One multi-row insert for a batch (see search-log.ts). */
export async function insertSearchEvents(db: Db, events: SearchEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(searchEvents).values(events);
}

export async function deleteSearchEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(searchEvents).where(lt(searchEvents.at, cutoff)).returning({ id: searchEvents.id });
  return rows.length;
}
