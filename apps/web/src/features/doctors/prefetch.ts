import type { QueryClient } from '@tanstack/react-query';
import { doctorQuery } from './api/doctors.ts';

// What this page shows first, for the first render of a visit (app/first-page-data.ts, decision 010). It uses
// the same query as the page, so the page finds the answer in the cache.

export function prefetchDoctorPage(client: QueryClient, lang: string, id: string) {
  return client.prefetchQuery(doctorQuery(lang, id));
}
