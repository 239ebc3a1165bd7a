import type { Appointment, AppointmentPage, SlotList, UpdateAppointmentRequest } from '@tabib/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export const SLOT_DAYS = 14;

export function useSlots(doctorId: string | undefined) {
  return useQuery({
    queryKey: ['booking', 'slots', doctorId],
    queryFn: ({ signal }) => api<SlotList>(`/doctors/${doctorId}/slots?days=${SLOT_DAYS}`, { signal }),
    enabled: Boolean(doctorId),
    // Free times change as others book; never show a stale list for long.
    staleTime: 15_000,
  });
}

export function useMyAppointments(scope: 'upcoming' | 'past', page: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['booking', 'appointments', scope, page, lang],
    queryFn: ({ signal }) => api<AppointmentPage>(`/appointments?scope=${scope}&page=${page}&limit=10`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAppointmentRequest }) =>
      api<Appointment>(`/appointments/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking'] }),
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Appointment>(`/appointments/${id}/cancel`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking'] }),
  });
}
