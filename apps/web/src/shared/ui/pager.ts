/**
 * What the two renderings of a list's pager share: the app's `Pagination` (pagination.tsx, buttons that change
 * a page the browser drew) and the server's (pagination.astro, links that ask the server for the next page and
 * work without script). Both read "Previous · Page 2 of 5 · Next" from the shell's `pagination.*` strings.
 */

/** The look of "previous" and "next", a button or a link alike. */
export const pagerControl =
  'rounded-full border-2 border-brand-600 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40 disabled:hover:bg-transparent aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/** How many pages `total` items fill at `limit` a page (at least one: an empty list is one empty page). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * The pages "previous" and "next" lead to, or null at either end. Past the last page (a list that shrank
 * since its link was made), "previous" leads to the last page, not to an empty one before it.
 */
export function neighbours(page: number, pages: number): { previous: number | null; next: number | null } {
  return {
    previous: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
  };
}
