import type { DoctorSearchQuery, DoctorSort } from '@tabib/contracts';

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
const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The search in a /doctors URL; anything malformed is left out rather than breaking the page. */
export function readCriteria(params: URLSearchParams): SearchCriteria {
  const gender = params.get('gender');
  const telehealth = params.get('telehealth');
  const sort = params.get('sort');
  const page = int(params.get('page'));
  return {
    specialty: text(params.get('specialty')),
    city: text(params.get('city')),
    area: text(params.get('area')),
    q: text(params.get('q')),
    insurer: text(params.get('insurer')),
    gender: gender === 'male' || gender === 'female' ? gender : undefined,
    telehealth: telehealth === 'true' ? true : undefined,
    feeMin: int(params.get('feeMin')),
    feeMax: int(params.get('feeMax')),
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
