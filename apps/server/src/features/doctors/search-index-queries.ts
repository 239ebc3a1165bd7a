import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextSlotsAsMs } from '../../db/next-slot.ts';
import { rowsOf } from '../../db/rows.ts';
import { doctorInsurers, doctorSearch, doctorSearchChanges } from '../../db/schema/index.ts';
import type { SearchVersions } from './doctor-queries.ts';
import type { IndexedDoctor } from './search-index.ts';
import { SEARCH_FILTERS, filterValuesOf, type FilterKind, type FilterValues } from './search-filters.ts';

/** Each filter's value under the filter's name (`filterSelections`). */
interface Row extends FilterValues {
  id: string;
  specialty_id: string;
  city_id: string | null;
  area_id: string | null;
  years_of_experience: number;
  rating_avg: number | null;
  rating_count: number;
  name_words: string[];
  next_slots: number[];
  next_slot_checked_at: number | null;
  insurer_ids: string[];
}

// A filter's column as the index takes its value, the same from both drivers (an enum as text, any number a float8).
const asRead: Record<FilterKind, string> = { flag: '', oneOf: '::text', range: '::float8' };
// Every filter of search-filters.ts, from doctor_search `s`, under the filter's name.
const filterSelections = sql.join(
  Object.entries(SEARCH_FILTERS).map(
    ([name, { column, kind }]) => sql`s.${sql.identifier(column)}${sql.raw(asRead[kind])} as ${sql.identifier(name)}`,
  ),
  sql`, `,
);
// What the index holds of a doctor, from doctor_search `s` (times in epoch ms, ids as text for both drivers).
const indexedColumns = sql`s.doctor_id::text as id, s.specialty_id::text as specialty_id, s.city_id::text as city_id,
  s.area_id::text as area_id, ${filterSelections}, s.years_of_experience::int as years_of_experience,
  s.rating_avg::float8 as rating_avg, s.rating_count, s.name_words,
  ${nextSlotsAsMs(sql`s.next_slots`)} as next_slots,
  (extract(epoch from s.next_slot_checked_at) * 1000)::float8 as next_slot_checked_at,
  array(select di.insurer_id::text from ${doctorInsurers} di where di.doctor_id = s.doctor_id) as insurer_ids`;

function toIndexed(r: Row): IndexedDoctor {
  return {
    ...filterValuesOf(r),
    id: r.id,
    specialtyId: r.specialty_id,
    cityId: r.city_id,
    areaId: r.area_id,
    yearsOfExperience: Number(r.years_of_experience),
    ratingAvg: r.rating_avg === null ? null : Number(r.rating_avg),
    ratingCount: Number(r.rating_count),
    nameWords: r.name_words,
    nextSlots: r.next_slots.map(Number),
    nextSlotCheckedAt: r.next_slot_checked_at === null ? null : Number(r.next_slot_checked_at),
    insurerIds: r.insurer_ids,
  };
}

// Small enough that one batch holds the embedded database (and with it this thread) a fraction of a second.
const LOAD_BATCH = 5_000;
// The two versions the answer cache checks (doctor-queries.ts SearchVersions), read with the snapshot:
// search_data_version moves with anything a result shows but free slots, search_slot_version with slots.
const versionColumns = sql`(select last_value::text from search_data_version) as data_version,
  (select case when is_called then last_value else 0 end from search_slot_version)::float8 as slots_version`;
const versionsOf = (row: { data_version: string; slots_version: number }): SearchVersions => ({
  data: row.data_version,
  slots: Number(row.slots_version),
});

/**
 * Every doctor as search sees them, in batches handed to `each`; returns the snapshot (pg_snapshot as text)
 * taken before the first batch, for `readSearchChanges`. No transaction holds the batches together: a
 * change committed after the snapshot may already be in a batch, and is then read again as a change.
 */
export async function loadSearchRows(
  db: Db,
  each: (doctors: IndexedDoctor[]) => void,
): Promise<{ snapshot: string; versions: SearchVersions }> {
  const [first] = rowsOf<{ snapshot: string; data_version: string; slots_version: number }>(
    await db.execute(sql`select pg_current_snapshot()::text as snapshot, ${versionColumns}`),
  );
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<Row>(
      await db.execute(sql`select ${indexedColumns} from ${doctorSearch} s
        where s.doctor_id > ${after}::uuid order by s.doctor_id limit ${LOAD_BATCH}`),
    );
    if (rows.length) each(rows.map(toIndexed));
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return { snapshot: first!.snapshot, versions: versionsOf(first!) };
}

export interface SearchChanges {
  snapshot: string;
  versions: SearchVersions;
  /** The changed doctors as they are now; null for one deleted. Null in all: more than `max` changed. */
  changed: { id: string; doctor: IndexedDoctor | null }[] | null;
}

/** A change (`changes`, a doctor_search_changes row) by a transaction the snapshot `since` did not see. */
const changedSince = (since: string) =>
  sql`changes.xid >= pg_snapshot_xmin(${since}::pg_snapshot) and not pg_visible_in_snapshot(changes.xid, ${since}::pg_snapshot)`;

/**
 * Whether any doctor was changed by a transaction that `since` (a snapshot) did not see, with this statement's
 * snapshot and versions. Most reads find nothing changed, and this is half the work of `readSearchChanges`:
 * the gate every search passes (search-index-sync.ts) is mostly this one.
 */
export async function readSearchGate(
  db: Db,
  since: string,
): Promise<{ snapshot: string; versions: SearchVersions; changed: boolean }> {
  // The first change in xid order rather than `exists`: any plan then reads the index from `since` on. With no
  // statistics (a log autovacuum has not analysed yet) `exists` was planned as a scan of the whole log, which
  // took 0.5 s at 3.6 million changes, an hour of a million doctors' next slots (bench/RESULTS.md, 2026-11-29 evening).
  const [gate] = rowsOf<{ snapshot: string; data_version: string; slots_version: number; changed: boolean }>(
    await db.execute(sql`select pg_current_snapshot()::text as snapshot, ${versionColumns},
      coalesce((select true from ${doctorSearchChanges} changes where ${changedSince(since)}
        order by changes.xid limit 1), false) as changed`),
  );
  return { snapshot: gate!.snapshot, versions: versionsOf(gate!), changed: gate!.changed };
}

/**
 * The doctors changed by transactions that `since` (a snapshot) did not see but this statement's snapshot
 * does, as they are now, and that snapshot: one statement, so both agree whatever order transactions
 * commit in. Changes still uncommitted now are found next time, as their transactions are in neither.
 */
export async function readSearchChanges(db: Db, since: string, max: number): Promise<SearchChanges> {
  const rows = rowsOf<
    Partial<Row> & { snapshot: string; data_version: string; slots_version: number; changed: string | null }
  >(await db.execute(searchChangesStatement(since, max)));
  const snapshot = rows[0]!.snapshot;
  const versions = versionsOf(rows[0]!);
  const changed = rows.filter((r) => r.changed !== null);
  if (changed.length > max) return { snapshot, versions, changed: null };
  return {
    snapshot,
    versions,
    changed: changed.map((r) => ({ id: r.changed!, doctor: r.id == null ? null : toIndexed(r as Row) })),
  };
}

/**
 * `readSearchChanges`' statement. A plain select (no WITH), which the embedded database's write counter knows
 * for a read (db/client.ts). The changed ids are gathered into an array first, so that doctor_search is read at
 * those ids (its primary key) whatever the planner guesses of the log: joined to the log's rows, a guess of
 * 18,000 changes against 400 real ones (for an xid past the log's histogram it guesses about 0.5% of the log,
 * an hour of which held 3.9 million rows) was planned as a scan of all doctor_search, 0.4 to 1.2 s at
 * 1,000,000 doctors, and every search in every process waited on it (bench/RESULTS.md, 2026-11-30 afternoon).
 */
export function searchChangesStatement(since: string, max: number): SQL {
  return sql`select pg_current_snapshot()::text as snapshot, ${versionColumns},
      c.doctor_id::text as changed, ${indexedColumns}
    from (select 1) one
      left join unnest(array(select distinct changes.doctor_id from ${doctorSearchChanges} changes
        where ${changedSince(since)} limit ${max + 1})) c(doctor_id) on true
      left join ${doctorSearch} s on s.doctor_id = c.doctor_id`;
}

/** Changes older than any process's copy can still need (retention). */
export async function deleteSearchChangesBefore(db: Db, before: Date): Promise<number> {
  // Counted where they are deleted: a bulk load leaves a row per doctor, too many to send back.
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`with deleted as (delete from ${doctorSearchChanges}
      where ${doctorSearchChanges.recordedAt} < ${before.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from deleted`),
  );
  return Number(row?.n ?? 0);
}
