import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../features/auth/index.ts';
import { useAreas, useCities, useSpecialties } from '../features/doctors/index.ts';
import { useDoctorSearch, useInsurers } from '../features/doctors/api/doctors.ts';
import { readCriteria } from '../features/doctors/search-params.ts';
import { createQueryClient } from '../shared/api/query-client.ts';
import { setupTestI18n } from '../test-i18n.ts';
import { loadFirstPageData } from './first-page-data.ts';

beforeAll(() => setupTestI18n('en'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Answers every API call with an empty but well-formed body, and records the paths asked for. */
function answerEverything() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const body = url.pathname === '/api/v1/auth/me' ? { user: null } : { items: [], total: 0, page: 1, limit: 10 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const paths = (fetch: ReturnType<typeof answerEverything>) =>
  fetch.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

function hookIn(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('the first page’s data', () => {
  it('asks for what /doctors shows, under the keys its hooks read, so they render without asking again', async () => {
    const fetch = answerEverything();
    const client = createQueryClient();
    await loadFirstPageData(client, 'en', { pathname: '/doctors', search: '?city=cairo&sort=rating' });
    expect(paths(fetch).sort()).toEqual([
      '/api/v1/areas?city=cairo',
      '/api/v1/auth/me',
      '/api/v1/cities',
      '/api/v1/doctors?city=cairo&sort=rating&page=1&limit=10',
      '/api/v1/insurers',
      '/api/v1/specialties',
    ]);
    fetch.mockClear();

    const criteria = readCriteria(new URLSearchParams('city=cairo&sort=rating'));
    const { result } = renderHook(
      () => [
        useSession(),
        useDoctorSearch(criteria),
        useSpecialties(),
        useCities(),
        useAreas(criteria.city),
        useInsurers(),
      ],
      { wrapper: hookIn(client) },
    );
    expect(result.current.map((query) => query.isSuccess)).toEqual([true, true, true, true, true, true]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks only who is signed in on a page it knows nothing about', async () => {
    const fetch = answerEverything();
    await loadFirstPageData(createQueryClient(), 'en', { pathname: '/faq', search: '' });
    expect(paths(fetch)).toEqual(['/api/v1/auth/me']);
  });

  it('does not hold the page back for an answer that does not come', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    let settled = false;
    void loadFirstPageData(createQueryClient(), 'en', { pathname: '/', search: '' }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });
});
