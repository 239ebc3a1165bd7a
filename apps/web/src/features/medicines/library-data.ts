import { MedicineCategoryList, MedicineDetail, MedicinePage } from '@tabib/contracts';
import { apiQuery, readLibraryParams, readOpenMedicine, type LibraryParams } from './library-params.ts';

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

/** The medicine whose details are open: its details, or why there are none to show. */
export type OpenMedicine = { slug: string } & ({ detail: MedicineDetail } | { problem: 'not_found' | 'failed' });

export interface LibraryData {
  list: LibraryParams;
  /** Null when the API could not answer. */
  categories: MedicineCategoryList['items'] | null;
  /** Null when the API could not answer. */
  medicines: MedicinePage | null;
}

/**
 * The list the library's address asks for, and the categories of its filter (unless `withCategories` is false:
 * the list alone), as the visitor sees them.
 */
export async function loadLibrary(
  api: Api | undefined,
  params: URLSearchParams,
  withCategories = true,
): Promise<LibraryData> {
  const list = readLibraryParams(params);
  const [categories, medicines] = await Promise.all([
    withCategories ? read(api, '/api/v1/medicine-categories', MedicineCategoryList) : null,
    read(api, `/api/v1/medicines?${apiQuery(list)}`, MedicinePage),
  ]);
  return { list, categories: categories?.items ?? null, medicines };
}

/** The medicine the address opens (`?medicine=<slug>`), or null when it opens none. */
export async function loadOpenMedicine(api: Api | undefined, params: URLSearchParams): Promise<OpenMedicine | null> {
  const slug = readOpenMedicine(params);
  if (slug === null) return null;
  if (slug === '' || !api) return { slug, problem: slug === '' ? 'not_found' : 'failed' };
  const answer = await api(`/api/v1/medicines/${encodeURIComponent(slug)}`);
  if (answer.status === 404 || answer.status === 400) return { slug, problem: 'not_found' };
  const detail = answer.status === 200 ? MedicineDetail.safeParse(answer.body).data : undefined;
  return detail ? { slug, detail } : { slug, problem: 'failed' };
}

async function read<T>(
  api: Api | undefined,
  path: string,
  schema: { safeParse(value: unknown): { data?: T } },
): Promise<T | null> {
  if (!api) return null;
  const answer = await api(path);
  return answer.status === 200 ? (schema.safeParse(answer.body).data ?? null) : null;
}
