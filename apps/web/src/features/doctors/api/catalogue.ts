import type { AreaList, CityList, SpecialtyList } from '@tabib/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export function useSpecialties() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['specialties', lang],
    queryFn: ({ signal }) => api<SpecialtyList>('/specialties', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useCities() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['cities', lang],
    queryFn: ({ signal }) => api<CityList>('/cities', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useAreas(city: string | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['areas', lang, city ?? ''],
    queryFn: ({ signal }) => api<AreaList>(`/areas${city ? `?city=${encodeURIComponent(city)}` : ''}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
