import type { DoctorDetail } from '@tabib/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export const doctorQuery = (lang: string, id: string | undefined) => ({
  queryKey: ['doctor', lang, id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<DoctorDetail>(`/doctors/${encodeURIComponent(id ?? '')}`, { signal }),
  retry: (count: number, error: unknown) => (error as { status?: number }).status !== 404 && count < 2,
});

export function useDoctor(id: string | undefined) {
  return useQuery({ ...doctorQuery(useLanguage(), id), enabled: Boolean(id) });
}
