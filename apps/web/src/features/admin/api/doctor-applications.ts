import type { DoctorApplicationList } from '@tabib/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export type ApplicationFilter = 'pending' | 'approved' | 'rejected';

export function useDoctorApplications(status: ApplicationFilter, page: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['admin', 'doctor-applications', lang, status, page],
    queryFn: ({ signal }) =>
      api<DoctorApplicationList>(`/admin/doctor-applications?status=${status}&page=${page}&limit=20`, { signal }),
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      api<unknown>(`/admin/doctor-applications/${id}/${decision}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'doctor-applications'] }),
  });
}
