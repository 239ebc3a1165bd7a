import type { QueryClient } from '@tanstack/react-query';
import { medicineCategoriesQuery, medicinesQuery } from './api/medicines.ts';
import { readLibraryParams } from './library-params.ts';

/** What the library shows first, for the first render of a visit (app/first-page-data.ts, decision 010). */
export function prefetchMedicineLibrary(client: QueryClient, lang: string, params: URLSearchParams) {
  return Promise.all([
    client.prefetchQuery(medicineCategoriesQuery(lang)),
    client.prefetchQuery(medicinesQuery(lang, readLibraryParams(params))),
  ]);
}
