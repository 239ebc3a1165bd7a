import type { ContactRequest, ContactResponse } from '@tabib/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) => api<ContactResponse>('/contact', { method: 'POST', body }),
  });
}
