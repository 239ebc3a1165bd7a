import type { Me, User } from '@tabib/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const sessionKey = ['session'] as const;

export const sessionQuery = {
  queryKey: sessionKey,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<User | null> =>
    (await api<Me>('/auth/me', { signal })).user,
  staleTime: 5 * 60_000,
};

/** The signed-in user, or null for a visitor. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** Every page's header shows who is signed in: asked for before the first render (app/first-page-data.ts). */
export function prefetchSession(client: QueryClient) {
  return client.prefetchQuery(sessionQuery);
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
