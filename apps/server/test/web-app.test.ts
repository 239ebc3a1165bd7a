import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
// Padded past the 1 kB compression threshold, as the real shell is (its scripts, preloads and icons).
const shell = `<!doctype html><html lang="ar" dir="rtl"><title>طبيب</title><!--${' '.repeat(2000)}--></html>`;
fs.writeFileSync(path.join(dist, 'index.html'), shell);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const ctx = useTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });

describe('serving the built web app in production', () => {
  it('serves index.html for the root and for client-side routes, never cached', async () => {
    for (const url of ['/', '/doctors', '/doctors/abc/bookdoctor', '/profile/info?lang=en']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('طبيب');
    }
  });

  it('compresses the HTML shell for the root and for client-side routes when the client accepts it', async () => {
    for (const url of ['/', '/doctors/abc?lang=en', '/profile/info']) {
      for (const encoding of ['gzip', 'br'] as const) {
        const res = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers['cache-control']).toBe('no-cache');
        const body = encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : zlib.brotliDecompressSync(res.rawPayload);
        expect(body.toString()).toBe(shell);
      }
    }
    const plain = await ctx.app.inject('/doctors/abc');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(shell);
  });

  it('caches fingerprinted assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps 404s for missing files and unknown API paths as errors, not the app', async () => {
    expect((await ctx.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
    for (const url of ['/compat/unknown', '/compat']) {
      // The spec's error shape, from compat's own not-found handler.
      const compat = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(compat.statusCode, url).toBe(404);
      expect(compat.json(), url).toMatchObject({ statusbar: 'error', code: 'not_found' });
    }
    for (const url of ['/api/v1/unknown', '/api/unknown', '/favicon.png', '/doctors/x.js']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not_found');
    }
  });

  it('sends HSTS in production', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
