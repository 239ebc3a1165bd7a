import type {
  Insurance,
  Me,
  UpdateInsuranceRequest,
  UpdateProfileRequest,
  User,
  VerifyEmailRequest,
} from '@tabib/contracts';
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

/** The 6-digit code from the sign-up mail: the session's user comes back with `emailVerified: true`. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailRequest) => api<{ user: User }>('/auth/email/verify', { method: 'POST', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}

/** "Send a new code" (the server sends at most one a minute). */
export function useResendEmailCode() {
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/auth/email/code', { method: 'POST', body: {} }),
  });
}
