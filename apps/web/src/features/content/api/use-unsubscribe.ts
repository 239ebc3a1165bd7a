import type { NewsletterUnsubscribeRequest, NewsletterUnsubscribeResponse } from '@tabib/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (body: NewsletterUnsubscribeRequest) =>
      api<NewsletterUnsubscribeResponse>('/newsletter/unsubscribe', { method: 'POST', body }),
  });
}
