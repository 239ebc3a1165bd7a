import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, chatSessions, cities, searchEvents, specialties, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

export interface DayRow {
  day: string | Date;
  bookings: number;
  cancellations: number;
  no_shows: number;
  sign_ups: number;
  searches: number;
  without_result: number;
}

/**
 * Per day from `from` to `to` (dates in `timeZone`), every day present (zeros included). No-shows are
 * appointments of that day whose status is 'no_show', compared as text so the statement holds whether or not
 * the status exists yet in this database's enum (it counts 0 until it does).
 */
export async function selectDays(db: Db, from: string, to: string, timeZone: string, since: Date): Promise<DayRow[]> {
  const local = (column: unknown) => sql`(${column} at time zone ${timeZone})::date`;
  const start = sql`${since.toISOString()}::timestamptz`;
  return rowsOf<DayRow>(
    await db.execute(sql`
      with days as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day),
      made as (select ${local(appointments.createdAt)} as day, count(*)::int as n from ${appointments}
        where ${appointments.createdAt} >= ${start} group by 1),
      cancelled as (select ${local(appointments.cancelledAt)} as day, count(*)::int as n from ${appointments}
        where ${appointments.cancelledAt} >= ${start} group by 1),
      missed as (select ${local(appointments.startsAt)} as day, count(*)::int as n from ${appointments}
        where ${appointments.status}::text = 'no_show' and ${appointments.startsAt} >= ${start} group by 1),
      joined as (select ${local(users.createdAt)} as day, count(*)::int as n from ${users}
        where ${users.createdAt} >= ${start} group by 1),
      searched as (select ${local(searchEvents.at)} as day, count(*)::int as n,
          (count(*) filter (where ${searchEvents.results} = 0))::int as none
        from ${searchEvents} where ${searchEvents.at} >= ${start} group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(made.n, 0) as bookings,
        coalesce(cancelled.n, 0) as cancellations, coalesce(missed.n, 0) as no_shows,
        coalesce(joined.n, 0) as sign_ups, coalesce(searched.n, 0) as searches,
        coalesce(searched.none, 0) as without_result
      from days d
      left join made on made.day = d.day
      left join cancelled on cancelled.day = d.day
      left join missed on missed.day = d.day
      left join joined on joined.day = d.day
      left join searched on searched.day = d.day
      order by d.day`),
  );
}

export interface RankedRow {
  slug: string;
  name_ar: string;
  name_en: string;
  searches: number;
}

/** The most searched specialties or cities since `since`, with their names. */
export async function selectTopSearched(db: Db, what: 'specialty' | 'city', since: Date, limit: number) {
  const column = what === 'specialty' ? searchEvents.specialty : searchEvents.city;
  const table = what === 'specialty' ? specialties : cities;
  return rowsOf<RankedRow>(
    await db.execute(sql`
      select t.slug, t.name_ar, t.name_en, count(*)::int as searches
      from ${searchEvents} join ${table} t on t.slug = ${column}
      where ${searchEvents.at} >= ${since.toISOString()}::timestamptz
      group by t.slug, t.name_ar, t.name_en
      order by searches desc, t.slug
      limit ${limit}`),
  );
}

export async function selectTriageByUrgency(db: Db, since: Date) {
  return rowsOf<{ urgency: string; sessions: number }>(
    await db.execute(sql`
      select coalesce(${chatSessions.urgency}, 'none') as urgency, count(*)::int as sessions
      from ${chatSessions} where ${chatSessions.createdAt} >= ${since.toISOString()}::timestamptz
      group by 1 order by sessions desc, urgency`),
  );
}
