import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from './app/pages.ts';
import renderer from './entry-server.tsx';

/** The API as the server's transport gives it to the renderer; records the paths asked for. */
function api(answer: (path: string) => { status: number; body: unknown }) {
  const asked: string[] = [];
  renderer.setApiTransport(async (url) => {
    asked.push(url);
    const { status, body } = answer(new URL(url, 'http://localhost').pathname);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/** A visitor, and empty but well-formed lists. */
const visitor = (path: string) => ({
  status: 200,
  body: path.endsWith('/auth/me') ? { user: null } : { items: [], total: 0, page: 1, limit: 10 },
});

afterEach(() => vi.restoreAllMocks());

describe("the server's renderer", () => {
  it('renders a page in the language asked for, and names the strings it used', async () => {
    api(visitor);
    const english = await renderer.renderPage('http://localhost/doctors?lang=en', 'en');
    expect(english?.html).toContain('<h1');
    expect(english?.html).toContain('Find a doctor');
    expect(english?.state).toMatchObject({ url: '/doctors?lang=en', language: 'en' });
    expect(english?.state.namespaces).toEqual(expect.arrayContaining(['common', 'doctors']));
    const arabic = await renderer.renderPage('http://localhost/doctors', 'ar');
    expect(arabic?.html).toContain('ابحث عن دكتور');
    expect(arabic?.html).not.toContain('Find a doctor');
  });

  it('names every namespace its routes name, so the browser need not match the routes again', async () => {
    api(visitor);
    const pages = pageRoutes.filter((p) => p.serverRendered && !p.path.includes(':'));
    // The doctor search (the content pages, the home page, the medicine library, the symptom checker and the
    // specialty directory are rendered by Astro now, decision 033).
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) {
      const rendered = await renderer.renderPage(`http://localhost/${page.path}`, 'en');
      expect(rendered?.state.namespaces, page.path).toEqual(expect.arrayContaining(['common', ...page.namespaces]));
    }
  });

  it('leaves pages that are mostly a form, and unknown ones, to the browser, without asking the API', async () => {
    const asked = api(visitor);
    for (const url of ['/login', '/signup', '/contact', '/profile/info', '/doctors/abc/bookdoctor', '/nowhere']) {
      expect(await renderer.renderPage(`http://localhost${url}`, 'en'), url).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('writes no style attribute, which the Content-Security-Policy would refuse', async () => {
    api(visitor);
    for (const url of ['/doctors']) {
      const page = await renderer.renderPage(`http://localhost${url}`, 'ar');
      expect(page?.html, url).toBeTruthy();
      expect(page?.html, url).not.toMatch(/\sstyle=/);
    }
  });

  it('carries the answers it showed, so that the browser starts from them', async () => {
    const asked = api((path) =>
      path.endsWith('/auth/me')
        ? { status: 200, body: { user: { id: 'u1', name: 'Salma Hassan', role: 'patient' } } }
        : visitor(path),
    );
    const page = await renderer.renderPage('http://localhost/doctors', 'ar');
    expect(asked).toContain('/api/v1/auth/me');
    const queries = (page?.state.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries).toContainEqual(
      expect.objectContaining({
        queryKey: ['session'],
        state: expect.objectContaining({ data: expect.objectContaining({ name: 'Salma Hassan' }) }),
      }),
    );
  });

  it('escapes stored text in the HTML it writes', async () => {
    api(visitor);
    const page = await renderer.renderPage(
      'http://localhost/doctors?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      'en',
    );
    // Shown back under the heading, as text.
    expect(page?.html).toContain('&quot;>&lt;img src=x onerror=alert(1)>');
    expect(page?.html).not.toContain('<img src=x');
  });

  it('leaves the page to the browser when an answer it needs fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked = api((path) => (path.endsWith('/auth/me') ? visitor(path) : { status: 503, body: {} }));
    expect(await renderer.renderPage('http://localhost/doctors', 'en')).toBeNull();
    // Once: a failed answer is not retried on the server.
    expect(asked.filter((p) => p.startsWith('/api/v1/doctors?')).length).toBe(1);
  });
});
