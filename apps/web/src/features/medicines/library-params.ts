import type { MedicineSort } from '@tabib/contracts';
import type { MedicineSearchParams } from './api/medicines.ts';

export const LIBRARY_PAGE_SIZE = 12;
export const LIBRARY_SORTS: MedicineSort[] = ['relevance', 'name', 'price_asc', 'price_desc'];

function isSort(value: string | null): value is MedicineSort {
  return LIBRARY_SORTS.includes(value as MedicineSort);
}

/** The library's list as its URL describes it: read by the page, and before the first render to prefetch it. */
export function readLibraryParams(
  params: URLSearchParams,
): MedicineSearchParams & { category: string; sort: MedicineSort } {
  const sortParam = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    limit: LIBRARY_PAGE_SIZE,
    sort: isSort(sortParam) ? sortParam : 'relevance',
  };
}
