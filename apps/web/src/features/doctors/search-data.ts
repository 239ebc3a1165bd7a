import { AreaList, CityList, DoctorPage, ErrorResponse, InsurerList, SpecialtyList } from '@tabib/contracts';
import type { Area, City, Insurer, Specialty } from '@tabib/contracts';
import { apiQueryString, readCriteria, type SearchCriteria } from './search-params.ts';

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

/** Why there are no results to show: the address names what the API does not know, or the API did not answer. */
export type SearchProblem = 'bad_search' | 'failed';

export interface SearchData {
  criteria: SearchCriteria;
  specialties: Specialty[];
  cities: City[];
  /** Every area, grouped by city in the filter (empty unless asked for with the filters). */
  areas: Area[];
  /** Empty unless asked for with the filters. */
  insurers: Insurer[];
  /** Null when there is a problem instead. */
  results: DoctorPage | null;
  problem: SearchProblem | null;
  /** The fields the API refused (`specialty`, `feeMax`, ...), marked invalid in the filters. */
  badFields: string[];
}

/**
 * The doctors the search page's address asks for (`/doctors?specialty=&city=&...`), and the catalogue its filters
 * and headings name, as the visitor sees them. `withFilters`: also every area and insurer (the filters' lists),
 * which the results alone (/partials/doctors) do not need.
 */
export async function loadSearch(
  api: Api | undefined,
  params: URLSearchParams,
  withFilters = true,
): Promise<SearchData> {
  const asked = readCriteria(params);
  const [specialties, cities, areas, insurers] = await Promise.all([
    read(api, '/api/v1/specialties', SpecialtyList),
    read(api, '/api/v1/cities', CityList),
    // The area must be one of the city's: without scripts, an area of the city chosen before may come along
    // with a new city, and is then dropped (as the app dropped it), not an error.
    withFilters || (asked.area && asked.city) ? read(api, '/api/v1/areas', AreaList) : null,
    withFilters ? read(api, '/api/v1/insurers', InsurerList) : null,
  ]);
  const criteria = { ...asked };
  const named = areas?.items.filter((a) => a.slug === asked.area) ?? [];
  if (asked.city && named.length > 0 && !named.some((a) => a.city.slug === asked.city)) criteria.area = undefined;
  const base = {
    criteria,
    specialties: specialties?.items ?? [],
    cities: cities?.items ?? [],
    areas: withFilters ? (areas?.items ?? []) : [],
    insurers: insurers?.items ?? [],
  };
  if (!api) return { ...base, results: null, problem: 'failed', badFields: [] };
  const answer = await api(`/api/v1/doctors?${apiQueryString(criteria)}`);
  if (answer.status === 200) {
    const results = DoctorPage.safeParse(answer.body).data;
    if (results) return { ...base, results, problem: null, badFields: [] };
  }
  const error = answer.status === 400 ? ErrorResponse.safeParse(answer.body).data?.error : undefined;
  if (error?.code === 'validation_failed') {
    return { ...base, results: null, problem: 'bad_search', badFields: Object.keys(error.fields ?? {}) };
  }
  return { ...base, results: null, problem: 'failed', badFields: [] };
}

async function read<T>(
  api: Api | undefined,
  path: string,
  schema: { safeParse(value: unknown): { data?: T } },
): Promise<T | null> {
  if (!api) return null;
  const answer = await api(path);
  return answer.status === 200 ? (schema.safeParse(answer.body).data ?? null) : null;
}
