/**
 * The moderation page's address: each of its four lists has its own search, status and page in the query, so
 * that a link to one list's next page, or one list's search, keeps the other lists as they are.
 */

/** Each list's page in the query (`?dpage=2`); its first page is the address without it. */
export const pageParams = {
  reports: 'rpage',
  hidden: 'hpage',
  doctors: 'dpage',
  users: 'upage',
} as const;
export type ModerationList = keyof typeof pageParams;

export interface ModerationQuery {
  /** The language the address chose (`?lang=`), kept in the links made from it; '' when it chose none. */
  lang: string;
  dq: string;
  ds: string;
  uq: string;
  us: string;
  /**
   * Each list's page as the address wrote it, '' for the first: passed to the API as it is, which refuses a
   * bad one (`page_invalid`, `page_too_large`) and the page says so.
   */
  rpage: string;
  hpage: string;
  dpage: string;
  upage: string;
}

const one = (params: URLSearchParams, name: string, allowed?: readonly string[]) => {
  const value = (params.get(name) ?? '').trim().slice(0, 100);
  return allowed && !allowed.includes(value) ? '' : value;
};

export function readModerationQuery(params: URLSearchParams): ModerationQuery {
  return {
    lang: one(params, 'lang', ['ar', 'en']),
    dq: one(params, 'dq'),
    ds: one(params, 'ds', ['active', 'suspended']),
    uq: one(params, 'uq'),
    us: one(params, 'us', ['active', 'disabled']),
    rpage: one(params, pageParams.reports),
    hpage: one(params, pageParams.hidden),
    dpage: one(params, pageParams.doctors),
    upage: one(params, pageParams.users),
  };
}

/** A query string of the values that are not '' (`a=1&b=x`), in the order given. */
export function queryOf(values: Record<string, string>): string {
  return new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '')).toString();
}

/** The moderation page with `change` made to the query, at `anchor` (the list's heading). */
export function moderationHref(query: ModerationQuery, change: Partial<ModerationQuery>, anchor: string): string {
  const search = queryOf({ ...query, ...change } as Record<string, string>);
  return `/admin/moderation${search ? `?${search}` : ''}#${anchor}`;
}

/** A list's page in the address as a number to show: the page asked for, or 1 when it is not one. */
export function pageNumber(raw: string): number {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** What a list's search form carries of the rest of the query: everything but that list's search and page. */
export function keptBy(query: ModerationQuery, list: 'doctors' | 'users'): Record<string, string> {
  const { lang, rpage, hpage } = query;
  return list === 'doctors'
    ? { lang, rpage, hpage, uq: query.uq, us: query.us, upage: query.upage }
    : { lang, rpage, hpage, dq: query.dq, ds: query.ds, dpage: query.dpage };
}
