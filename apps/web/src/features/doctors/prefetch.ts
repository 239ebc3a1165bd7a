import type { QueryClient } from '@tanstack/react-query';
import { areasQuery, citiesQuery, specialtiesQuery } from './api/catalogue.ts';
import { insurersQuery, searchQuery } from './api/doctors.ts';
import { PAGE_SIZE, readCriteria } from './search-params.ts';

// What these pages show first, for the first render of a visit (app/first-page-data.ts, decision 010).
// Each uses the same query as the page, so the page finds the answer in the cache.

export function prefetchDoctorsPage(client: QueryClient, lang: string, params: URLSearchParams) {
  const criteria = readCriteria(params);
  return Promise.all([
    client.prefetchQuery(searchQuery(lang, criteria, PAGE_SIZE)),
    client.prefetchQuery(specialtiesQuery(lang)),
    client.prefetchQuery(citiesQuery(lang)),
    client.prefetchQuery(areasQuery(lang, criteria.city)),
    client.prefetchQuery(insurersQuery(lang)),
  ]);
}
