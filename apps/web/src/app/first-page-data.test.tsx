import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDoctor } from '../features/doctors/api/doctors.ts';
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
  it('asks for the doctor on a doctor’s page', async () => {
    const fetch = answerEverything();
    const client = createQueryClient();
    await loadFirstPageData(client, 'en', { pathname: '/doctors/d-1', search: '' });
    expect(paths(fetch)).toContain('/api/v1/doctors/d-1');
    fetch.mockClear();

    const { result } = renderHook(() => [useDoctor('d-1')], { wrapper: hookIn(client) });
    expect(result.current.map((query) => query.isSuccess)).toEqual([true]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks only who is signed in on a page it knows nothing about', async () => {
    // The doctor search is rendered by Astro now (decision 033): the app asks nothing of it either.
    for (const [pathname, search] of [
      ['/faq', ''],
      ['/doctors', '?city=cairo&sort=rating'],
    ] as const) {
      const fetch = answerEverything();
      await loadFirstPageData(createQueryClient(), 'en', { pathname, search });
      expect(paths(fetch), pathname).toEqual(['/api/v1/auth/me']);
      vi.restoreAllMocks();
    }
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
