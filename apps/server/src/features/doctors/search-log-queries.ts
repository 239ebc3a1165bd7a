import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchEvents } from '../../db/schema/index.ts';

export interface SearchEvent {
  at: Date;
  specialty: string | null;
  city: string | null;
  withText: boolean;
  results: number;
}

/**
 * One insert for a batch (see search-log.ts), its rows as five arrays: the same statement with a parameter per
 * value was built value by value by the ORM, 4% of the thread under a thousand searches a second (a CPU
 * profile of bench:search), each build a few milliseconds in one piece.
 */
export async function insertSearchEvents(db: Db, events: SearchEvent[]): Promise<void> {
  if (events.length === 0) return;
  const column = <T>(pick: (e: SearchEvent) => T) => sql.param(events.map(pick));
  await db.execute(sql`
    insert into ${searchEvents} (at, specialty, city, with_text, results)
    select * from unnest(
      ${column((e) => e.at.toISOString())}::timestamptz[],
      ${column((e) => e.specialty)}::text[],
      ${column((e) => e.city)}::text[],
      ${column((e) => e.withText)}::boolean[],
      ${column((e) => e.results)}::integer[]
    )`);
}

export async function deleteSearchEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(searchEvents).where(lt(searchEvents.at, cutoff)).returning({ id: searchEvents.id });
  return rows.length;
}
