import type { Insurance, Me, UpdateInsuranceRequest, UpdateProfileRequest } from '@tabib/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { sessionKey } from './use-session.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api<Me>('/me', { method: 'PATCH', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api<{ ok: true }>('/auth/password', { method: 'PUT', body }),
    // Every session ended on the server, this one included.
    onSuccess: () => queryClient.setQueryData(sessionKey, null),
  });
}

export function useInsurance() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['insurance', lang],
    queryFn: ({ signal }) => api<Insurance>('/me/insurance', { signal }),
  });
}

export function useUpdateInsurance() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: UpdateInsuranceRequest) => api<Insurance>('/me/insurance', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(['insurance', lang], data),
  });
}
