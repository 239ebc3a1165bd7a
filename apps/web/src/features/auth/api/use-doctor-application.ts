import type { DoctorApplicationRequest } from '@tabib/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export function useApplyAsDoctor() {
  return useMutation({
    mutationFn: (body: DoctorApplicationRequest) =>
      api<{ applicationId: string }>('/doctor-applications', { method: 'POST', body }),
  });
}
