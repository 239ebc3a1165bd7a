import type { DoctorSearchCriteria } from '@tabib/contracts';

type Field = keyof DoctorSearchCriteria;
/**
 * A per-doctor filter of search: a `doctor_search` column, held in one typed array of the copy, and the field(s)
 * of `DoctorSearchQuery` that ask for it. A flag asks for true or false; one of values for one of them (at most
 * 255); a range (whole numbers) for a least and a greatest value, either or both.
 */
type SearchFilter =
  | { column: string; kind: 'flag'; field: Field }
  | { column: string; kind: 'oneOf'; values: readonly string[]; field: Field }
  | { column: string; kind: 'range'; min: Field; max: Field };

/**
 * The per-doctor filters of search, by the name `IndexedDoctor` holds each one's value under. Everything else
 * follows from this table: the columns the copy reads (search-index-queries.ts), what it keeps per slot and
 * what a search checks (search-index.ts), and what it is asked (find-doctors.ts). Filters with posting lists
 * (specialty, city, area, insurer, name words) are not here: each walks its own lists.
 */
export const SEARCH_FILTERS = {
  gender: { column: 'gender', kind: 'oneOf', values: ['male', 'female'], field: 'gender' },
  telehealth: { column: 'telehealth', kind: 'flag', field: 'telehealth' },
  fee: { column: 'fee', kind: 'range', min: 'feeMin', max: 'feeMax' },
} as const satisfies Record<string, SearchFilter>;

type Filters = typeof SEARCH_FILTERS;
export type FilterName = keyof Filters;
export type FilterKind = SearchFilter['kind'];
type ValueOf<F> = F extends { kind: 'oneOf'; values: readonly (infer V)[] }
  ? V
  : F extends { kind: 'flag' }
    ? boolean
    : number;
/** A doctor's value of every filter, by filter name. */
export type FilterValues = { [N in FilterName]: ValueOf<Filters[N]> };
type FieldsOf<F> = F extends { kind: 'range'; min: infer Min; max: infer Max }
  ? Min | Max
  : F extends { field: infer X }
    ? X
    : never;
/** What a search asks of the filters: their fields of the contract, as it checked them. */
export type FilterQuery = Partial<Pick<DoctorSearchCriteria, { [N in FilterName]: FieldsOf<Filters[N]> }[FilterName]>>;

// Widened once, for the loops below.
const FILTERS = Object.entries(SEARCH_FILTERS) as [FilterName, SearchFilter][];
export const FILTER_NAMES = FILTERS.map(([name]) => name);
const FIELDS = FILTERS.flatMap(([, f]) => (f.kind === 'range' ? [f.min, f.max] : [f.field]));

/** The column of each filter in the copy: a slot's value as `encode` has it. */
export type FilterColumns = Record<FilterName, Uint8Array | Int32Array>;

export function filterColumns(capacity: number): FilterColumns {
  const columns = {} as FilterColumns;
  for (const [name, { kind }] of FILTERS)
    columns[name] = kind === 'range' ? new Int32Array(capacity) : new Uint8Array(capacity);
  return columns;
}

/** A value as its filter's column holds it: a flag as 0 or 1, one of values as its place (-1: none of them). */
function encode(filter: SearchFilter, value: unknown): number {
  if (filter.kind === 'flag') return value ? 1 : 0;
  if (filter.kind === 'oneOf') return filter.values.indexOf(value as string);
  return value as number;
}

export function storeFilters(columns: FilterColumns, slot: number, doctor: FilterValues): void {
  for (const [name, filter] of FILTERS) columns[name][slot] = encode(filter, doctor[name]);
}

/** One condition of a search: a slot meets it when its value in `values` is from `min` to `max`. */
export interface FilterCondition {
  values: Uint8Array | Int32Array;
  min: number;
  max: number;
}

/**
 * The conditions `query` sets, built once per search so that checking a slot is a few comparisons of numbers
 * (no filter looked up by name per slot). A value no doctor can hold asks for what no slot holds.
 */
export function filterConditions(columns: FilterColumns, query: Partial<DoctorSearchCriteria>): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  for (const [name, filter] of FILTERS) {
    if (filter.kind === 'range') {
      const [min, max] = [query[filter.min] as number | undefined, query[filter.max] as number | undefined];
      if (min !== undefined || max !== undefined) {
        conditions.push({ values: columns[name], min: min ?? -Infinity, max: max ?? Infinity });
      }
    } else if (query[filter.field] !== undefined) {
      const value = encode(filter, query[filter.field]);
      conditions.push({ values: columns[name], min: value, max: value });
    }
  }
  return conditions;
}

/** The filter values of a doctor read with them (search-index-queries.ts). */
export function filterValuesOf(row: FilterValues): FilterValues {
  const values = {} as Record<FilterName, unknown>;
  for (const name of FILTER_NAMES) values[name] = row[name];
  return values as FilterValues;
}

/** The filters `criteria` asks for, as the index is asked them (the same fields). */
export function filterQueryOf(criteria: DoctorSearchCriteria): FilterQuery {
  const query: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) if (criteria[field] !== undefined) query[field] = criteria[field];
  return query as FilterQuery;
}
