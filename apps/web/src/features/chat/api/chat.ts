import type {
  ChatEndResponse,
  ChatHistoryDetail,
  ChatHistoryPage,
  ChatMessageResponse,
  ChatSessionStarted,
  Language,
} from '@tabib/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

const historyKey = ['chat', 'history'] as const;

export function useStartChat() {
  return useMutation({
    mutationFn: (language: Language) =>
      api<ChatSessionStarted>('/chat/sessions', { method: 'POST', body: { language } }),
  });
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) =>
      api<ChatMessageResponse>(`/chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
        method: 'POST',
        body: { text },
      }),
  });
}

export function useEndChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<ChatEndResponse>(`/chat/sessions/${encodeURIComponent(sessionId)}/end`, { method: 'POST', body: {} }),
    onSuccess: (result) => {
      if (result.saved) void queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}

export function useChatHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKey, 'list', page],
    queryFn: ({ signal }) => api<ChatHistoryPage>(`/chat/history?page=${page}&limit=10`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useChatHistoryItem(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKey, 'item', id],
    queryFn: ({ signal }) => api<ChatHistoryDetail>(`/chat/history/${encodeURIComponent(id)}`, { signal }),
    enabled,
    retry: false,
  });
}
