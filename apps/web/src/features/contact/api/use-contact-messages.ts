import type { ContactMessageList } from '@tabib/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export function useContactMessages(page: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', page, limit],
    queryFn: ({ signal }) => api<ContactMessageList>(`/admin/contact-messages?page=${page}&limit=${limit}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
