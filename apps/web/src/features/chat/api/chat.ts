import type { ChatHistoryDetail, ChatHistoryPage } from '@tabib/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

const historyKey = ['chat', 'history'] as const;

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
