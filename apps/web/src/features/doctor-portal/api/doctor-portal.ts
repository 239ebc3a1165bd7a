import type {
  DoctorDay,
  DoctorProfile,
  DoctorAppointment,
  DoctorScheduleInput,
  DoctorSchedule,
  InsurerList,
  ScheduleConflict,
  UpdateDoctorProfileRequest,
} from '@tabib/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export function useDoctorProfile() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['doctor-portal', 'me', lang],
    queryFn: ({ signal }) => api<DoctorProfile>('/doctor/me', { signal }),
  });
}

export function useInsurerOptions() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['doctor-portal', 'insurers', lang],
    queryFn: ({ signal }) => api<InsurerList>('/insurers', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useUpdateDoctorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDoctorProfileRequest) => api<DoctorProfile>('/doctor/me', { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['doctor-portal', 'me'] }),
  });
}

export function useDoctorSchedule() {
  return useQuery({
    queryKey: ['doctor-portal', 'schedule'],
    queryFn: ({ signal }) => api<DoctorSchedule & { timeZone: string }>('/doctor/me/schedule', { signal }),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSchedule,
    onSuccess: (data) => queryClient.setQueryData(['doctor-portal', 'schedule'], data),
  });
}

export function useDoctorAppointments() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['doctor-portal', 'appointments', lang],
    // The next two weeks' bookings still to come, until the day view (issue 40) replaces this list.
    queryFn: async ({ signal }) => {
      const days = await api<DoctorDay>('/doctor/me/appointments?days=14', { signal });
      const now = Date.now();
      return { ...days, items: days.items.filter((a) => a.status === 'booked' && Date.parse(a.endsAt) > now) };
    },
  });
}

/** A refused change names the bookings it would drop (the answer's `affected`, read from the error's details). */
export class ScheduleConflictError extends Error {
  constructor(readonly affected: DoctorAppointment[]) {
    super('conflict');
  }
}

async function putSchedule(body: DoctorScheduleInput): Promise<DoctorSchedule> {
  try {
    return await api<DoctorSchedule>('/doctor/me/schedule', { method: 'PUT', body });
  } catch (error) {
    const affected =
      error instanceof ApiError ? (error.details as Partial<ScheduleConflict> | undefined)?.affected : undefined;
    if (error instanceof ApiError && error.status === 409 && Array.isArray(affected)) {
      throw new ScheduleConflictError(affected);
    }
    throw error;
  }
}
