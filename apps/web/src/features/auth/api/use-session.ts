import type { Me, User } from '@tabib/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const sessionKey = ['session'] as const;

/** The signed-in user, or null for a visitor. */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async ({ signal }): Promise<User | null> => (await api<Me>('/auth/me', { signal })).user,
    staleTime: 5 * 60_000,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>('/auth/logout', { method: 'POST', body: {} }),
    onSuccess: () => {
      queryClient.setQueryData(sessionKey, null);
      void queryClient.invalidateQueries();
    },
  });
}
