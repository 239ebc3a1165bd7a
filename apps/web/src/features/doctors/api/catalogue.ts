import type { CityList, SpecialtyList } from '@tabib/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export const specialtiesQuery = (lang: string) => ({
  queryKey: ['specialties', lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<SpecialtyList>('/specialties', { signal }),
  staleTime: 10 * 60_000,
});

export const citiesQuery = (lang: string) => ({
  queryKey: ['cities', lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<CityList>('/cities', { signal }),
  staleTime: 10 * 60_000,
});

export function useSpecialties() {
  return useQuery(specialtiesQuery(useLanguage()));
}

export function useCities() {
  return useQuery(citiesQuery(useLanguage()));
}
