import type { DoctorDetail, DoctorPage, InsurerList } from '@tabib/contracts';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { apiQueryString, PAGE_SIZE, type SearchCriteria } from '../search-params.ts';

function searchOptions(lang: string, criteria: SearchCriteria, limit: number) {
  const qs = apiQueryString(criteria, limit);
  return {
    queryKey: ['doctors', lang, qs],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<DoctorPage>(`/doctors?${qs}`, { signal }),
    staleTime: 60_000,
  };
}

export function useDoctorSearch(criteria: SearchCriteria, limit = PAGE_SIZE) {
  const lang = useLanguage();
  return useQuery({ ...searchOptions(lang, criteria, limit), placeholderData: keepPreviousData });
}

/** Runs the search (the results page then shows it from the cache); resolves when the server answered. */
export function prefetchSearch(client: QueryClient, lang: string, criteria: SearchCriteria) {
  return client.fetchQuery(searchOptions(lang, criteria, PAGE_SIZE));
}

export function useTopDoctors(page: number, limit: number) {
  return useDoctorSearch({ sort: 'rating', page }, limit);
}

export function useDoctor(id: string | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['doctor', lang, id],
    queryFn: ({ signal }) => api<DoctorDetail>(`/doctors/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useInsurers() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['insurers', lang],
    queryFn: ({ signal }) => api<InsurerList>('/insurers', { signal }),
    staleTime: 10 * 60_000,
  });
}
