import type { NewsletterConfirmRequest, NewsletterConfirmResponse } from '@tabib/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterConfirmRequest) =>
      api<NewsletterConfirmResponse>('/newsletter/confirm', { method: 'POST', body }),
  });
}
