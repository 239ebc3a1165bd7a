import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchSession } from '../features/auth/index.ts';
import { prefetchDoctorsPage } from '../features/doctors/index.ts';

/** Past this the page renders without the answers still missing (and shows their loading states). */
const PATIENCE_MS = 3_000;

/**
 * The answers the first page of a visit shows, asked for while its scripts and strings load, so that it
 * renders once, complete, instead of once empty and again as each answer arrives (decision 010). Only the
 * first page: a navigation shows the next page at once, with its loading states. Never rejects.
 */
export function loadFirstPageData(
  client: QueryClient,
  language: string,
  location: { pathname: string; search: string },
): Promise<unknown> {
  const params = new URLSearchParams(location.search);
  const on = (pattern: string) => matchPath(pattern, location.pathname);
  const page = on('/doctors') ? prefetchDoctorsPage(client, language, params) : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all([prefetchSession(client), page]),
    new Promise((resolve) => (timer = setTimeout(resolve, PATIENCE_MS))),
  ]).finally(() => clearTimeout(timer));
}
