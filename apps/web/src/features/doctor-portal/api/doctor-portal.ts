import type {
  DoctorAppointmentList,
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
import { currentLanguage } from '../../../i18n/setup.ts';
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
    queryFn: ({ signal }) => api<DoctorAppointmentList>('/doctor/me/appointments', { signal }),
  });
}

/** A refused change names the bookings it would drop; the generic client keeps only the error code. */
export class ScheduleConflictError extends Error {
  constructor(readonly affected: DoctorAppointment[]) {
    super('conflict');
  }
}

async function putSchedule(body: DoctorScheduleInput): Promise<DoctorSchedule> {
  let response: Response;
  try {
    response = await fetch('/api/v1/doctor/me/schedule', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'accept-language': currentLanguage() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (response.status === 409 && payload && typeof payload === 'object' && 'affected' in payload) {
    throw new ScheduleConflictError((payload as ScheduleConflict).affected);
  }
  if (!response.ok) {
    const error = (
      payload as { error?: { code?: string; fields?: Record<string, string>; message?: string } } | undefined
    )?.error;
    throw new ApiError(response.status, (error?.code ?? 'internal') as never, error?.fields, error?.message);
  }
  return payload as DoctorSchedule;
}
