import type { DoctorSearchQuery, DoctorSort } from '@tabib/contracts';
import { latinDigits } from '@tabib/contracts/digits';

export const SORTS: readonly DoctorSort[] = ['fee_desc', 'fee_asc', 'rating', 'soonest'];

export interface SearchCriteria {
  specialty?: string | undefined;
  city?: string | undefined;
  area?: string | undefined;
  q?: string | undefined;
  insurer?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  telehealth?: boolean | undefined;
  feeMin?: number | undefined;
  feeMax?: number | undefined;
  sort?: DoctorSort | undefined;
  page?: number | undefined;
}

const text = (v: string | null) => (v && v.trim() ? v.trim() : undefined);
/** A whole number, typed in Latin or Arabic-Indic digits (an Arabic keyboard's fee range). */
const int = (v: string | null) => {
  const digits = v ? latinDigits(v.trim()) : '';
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
};

/**
 * The search in a /doctors URL; anything malformed is left out rather than breaking the page. A fee range
 * typed the wrong way round (from 400 to 200) is read the right way round.
 */
export function readCriteria(params: URLSearchParams): SearchCriteria {
  const gender = params.get('gender');
  const telehealth = params.get('telehealth');
  const sort = params.get('sort');
  const page = int(params.get('page'));
  let feeMin = int(params.get('feeMin'));
  let feeMax = int(params.get('feeMax'));
  if (feeMin !== undefined && feeMax !== undefined && feeMin > feeMax) [feeMin, feeMax] = [feeMax, feeMin];
  return {
    specialty: text(params.get('specialty')),
    city: text(params.get('city')),
    area: text(params.get('area')),
    q: text(params.get('q')),
    insurer: text(params.get('insurer')),
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    telehealth: telehealth === 'true' ? true : undefined,
    feeMin,
    feeMax,
    sort: SORTS.includes(sort as DoctorSort) ? (sort as DoctorSort) : undefined,
    page: page && page > 1 ? page : undefined,
  };
}

/** Criteria as URL parameters, in a fixed order so equal searches share one URL (and one cache entry). */
export function criteriaToParams(c: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  };
  put('specialty', c.specialty);
  put('city', c.city);
  put('area', c.area);
  put('q', c.q?.trim());
  put('insurer', c.insurer);
  put('gender', c.gender);
  put('telehealth', c.telehealth);
  put('feeMin', c.feeMin);
  put('feeMax', c.feeMax);
  put('sort', c.sort);
  if (c.page && c.page > 1) put('page', c.page);
  return params;
}

export const PAGE_SIZE = 10;

export const SEARCH_PATH = '/doctors';

/**
 * The search page's address for these criteria, in the page's language (the pager's and the filters' links):
 * `change` replaces criteria, and any change but a page starts again at page 1.
 */
export function searchHref(criteria: SearchCriteria, language: string, change: Partial<SearchCriteria> = {}): string {
  const next = { ...criteria, ...('page' in change ? {} : { page: undefined }), ...change };
  const params = criteriaToParams(next);
  params.set('lang', language);
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** The API query for a page of results. */
export function toApiQuery(c: SearchCriteria, limit = PAGE_SIZE): DoctorSearchQuery {
  const { page, ...rest } = c;
  return { ...rest, page: page ?? 1, limit } as DoctorSearchQuery;
}

export function apiQueryString(c: SearchCriteria, limit = PAGE_SIZE): string {
  const params = criteriaToParams(c);
  params.set('page', String(c.page ?? 1));
  params.set('limit', String(limit));
  return params.toString();
}
