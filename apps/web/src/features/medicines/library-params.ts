import { MedicineQuery, MedicineRef, type MedicineSort } from '@tabib/contracts';

export const LIBRARY_PAGE_SIZE = 12;
export const LIBRARY_SORTS: MedicineSort[] = ['relevance', 'name', 'price_asc', 'price_desc'];
export const LIBRARY_PATH = '/medicine-library';

/** The library's list as its URL describes it (`?q=&category=&sort=&page=`), each value checked by the contract. */
export interface LibraryParams {
  q: string;
  category: string;
  sort: MedicineSort;
  page: number;
}

const fields = MedicineQuery.shape;

/**
 * What the URL asks for, a value the API would refuse read as none (the whole list rather than an error page):
 * a search longer than the API reads is cut to its length.
 */
export function readLibraryParams(params: URLSearchParams): LibraryParams {
  const sort = fields.sort.safeParse(params.get('sort') ?? undefined).data;
  return {
    q: fields.q.safeParse((params.get('q') ?? '').slice(0, 100)).data?.trim() ?? '',
    category: fields.category.safeParse(params.get('category') ?? '').data ?? '',
    sort: sort && LIBRARY_SORTS.includes(sort) ? sort : 'relevance',
    page: fields.page.safeParse(params.get('page') ?? '1').data ?? 1,
  };
}

/** The medicine whose details are open (`?medicine=<slug>`), when it is one the API could know. */
export function readOpenMedicine(params: URLSearchParams): string | null {
  const slug = params.get('medicine');
  if (slug === null) return null;
  return MedicineRef.safeParse({ id: slug }).success ? slug : '';
}

/** The list's query for the API (`/api/v1/medicines?…`). */
export function apiQuery(list: LibraryParams): string {
  const search = new URLSearchParams();
  if (list.q) search.set('q', list.q);
  if (list.category) search.set('category', list.category);
  search.set('page', String(list.page));
  search.set('limit', String(LIBRARY_PAGE_SIZE));
  search.set('sort', list.sort);
  return search.toString();
}

/**
 * The library's address for this list (only what differs from the defaults), in the page's language, with
 * whatever else is given (`page`, `medicine`): the links of the page, its pager and the cards.
 */
export function libraryHref(
  list: LibraryParams,
  language: string,
  extra: { page?: number; medicine?: string } = {},
): string {
  const search = new URLSearchParams();
  if (list.q) search.set('q', list.q);
  if (list.category) search.set('category', list.category);
  if (list.sort !== 'relevance') search.set('sort', list.sort);
  const page = extra.page ?? list.page;
  if (page > 1) search.set('page', String(page));
  if (extra.medicine) search.set('medicine', extra.medicine);
  search.set('lang', language);
  return `${LIBRARY_PATH}?${search.toString()}`;
}
