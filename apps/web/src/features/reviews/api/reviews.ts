import type { Review, ReviewInput, ReviewPage } from '@tabib/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const REVIEWS_PAGE_SIZE = 5;

export function useReviews(doctorId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reviews', doctorId, page],
    queryFn: ({ signal }) =>
      api<ReviewPage>(`/doctors/${encodeURIComponent(doctorId)}/reviews?page=${page}&limit=${REVIEWS_PAGE_SIZE}`, {
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateReview(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api<Review>(`/doctors/${encodeURIComponent(doctorId)}/reviews`, { method: 'POST', body }),
    onSuccess: () => {
      // The list, the profile's rating and any search result showing this doctor.
      void client.invalidateQueries({ queryKey: ['reviews', doctorId] });
      void client.invalidateQueries({ queryKey: ['doctor'] });
      void client.invalidateQueries({ queryKey: ['doctors'] });
    },
  });
}
