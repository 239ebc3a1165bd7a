import type { DoctorPage, InsurerList } from '@tabib/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { apiQueryString, PAGE_SIZE, type SearchCriteria } from '../search-params.ts';

export function searchQuery(lang: string, criteria: SearchCriteria, limit: number) {
  const qs = apiQueryString(criteria, limit);
  return {
    queryKey: ['doctors', lang, qs],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<DoctorPage>(`/doctors?${qs}`, { signal }),
    staleTime: 60_000,
  };
}

export function useDoctorSearch(criteria: SearchCriteria, limit = PAGE_SIZE) {
  const lang = useLanguage();
  return useQuery({ ...searchQuery(lang, criteria, limit), placeholderData: keepPreviousData });
}

export const insurersQuery = (lang: string) => ({
  queryKey: ['insurers', lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<InsurerList>('/insurers', { signal }),
  staleTime: 10 * 60_000,
});

export function useInsurers() {
  return useQuery(insurersQuery(useLanguage()));
}
