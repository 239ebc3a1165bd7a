import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('ops endpoints', () => {
  it('answers /healthz', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready on /readyz once the database answers and the search copy is held', async () => {
    // This app has not searched yet: the question itself starts the load, and the answer says it is under way.
    const first = await ctx.app.inject('/readyz');
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ status: 'unavailable', database: 'up', search: 'loading' });
    let res = first;
    for (let i = 0; i < 200 && res.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      res = await ctx.app.inject('/readyz');
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', search: 'up' });
  });

  it('serves the OpenAPI document with the catalogue routes', async () => {
    const res = await ctx.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/specialties', '/api/v1/cities', '/api/v1/areas', '/healthz', '/readyz']),
    );
  });

  it('serves the API docs page', async () => {
    const res = await ctx.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a localised 404 error body', async () => {
    const ar = await ctx.app.inject('/api/v1/nothing-here');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ error: { code: 'not_found', message: 'لم نجد ما تبحث عنه.' } });
    const en = await ctx.app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json().error.message).toBe('We could not find what you are looking for.');
  });

  it('sends security headers and no framework banner', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
