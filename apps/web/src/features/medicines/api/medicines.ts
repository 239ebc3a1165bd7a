import type {
  MedicineCategoryList,
  MedicineDeleted,
  MedicineDetail,
  MedicineInput,
  MedicinePage,
  MedicinePatch,
  MedicineSort,
} from '@tabib/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';

export interface MedicineSearchParams {
  q?: string;
  category?: string;
  page: number;
  limit: number;
  sort?: MedicineSort;
}

function queryString(params: MedicineSearchParams): string {
  const search = new URLSearchParams();
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.category) search.set('category', params.category);
  search.set('page', String(params.page));
  search.set('limit', String(params.limit));
  if (params.sort) search.set('sort', params.sort);
  return search.toString();
}

const medicinesQuery = (lang: string, params: MedicineSearchParams) => ({
  queryKey: ['medicines', 'list', lang, params],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<MedicinePage>(`/medicines?${queryString(params)}`, { signal }),
});

/** The previous page stays on screen while the next one loads, so paging and typing do not flash. */
export function useMedicines(params: MedicineSearchParams) {
  return useQuery({ ...medicinesQuery(useLanguage(), params), placeholderData: keepPreviousData });
}

export function useMedicine(ref: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['medicines', 'one', lang, ref],
    queryFn: ({ signal }) => api<MedicineDetail>(`/medicines/${encodeURIComponent(ref ?? '')}`, { signal }),
    enabled: Boolean(ref),
  });
}

const medicineCategoriesQuery = (lang: string) => ({
  queryKey: ['medicine-categories', lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<MedicineCategoryList>('/medicine-categories', { signal }),
  staleTime: 10 * 60_000,
});

export function useMedicineCategories() {
  return useQuery(medicineCategoriesQuery(useLanguage()));
}

function useInvalidateMedicines() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['medicines'] }),
      queryClient.invalidateQueries({ queryKey: ['medicine-categories'] }),
    ]);
}

export function useCreateMedicine() {
  const invalidate = useInvalidateMedicines();
  return useMutation({
    mutationFn: (body: MedicineInput) => api<MedicineDetail>('/medicines', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateMedicine(id: string) {
  const invalidate = useInvalidateMedicines();
  return useMutation({
    mutationFn: (body: MedicinePatch) =>
      api<MedicineDetail>(`/medicines/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteMedicine() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMedicines();
  return useMutation({
    mutationFn: (id: string) => api<MedicineDeleted>(`/medicines/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      // A list request already on its way may have been answered before the delete landed: drop it, so
      // it cannot bring the row back, then take the row out of every cached list and fetch them again.
      await queryClient.cancelQueries({ queryKey: ['medicines', 'list'] });
      queryClient.setQueriesData<MedicinePage>({ queryKey: ['medicines', 'list'] }, (old) =>
        old ? { ...old, items: old.items.filter((m) => m.id !== id), total: Math.max(0, old.total - 1) } : old,
      );
      return invalidate();
    },
  });
}
