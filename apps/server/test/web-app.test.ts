import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';
import { fakeWebBuild, pageSlot } from './support/web-build.ts';

// Padded past the 1 kB compression threshold, as the real shell is (its scripts, preloads and icons).
const shell = `<!doctype html><html lang="ar" dir="rtl"><head><title>طبيب</title><!--${' '.repeat(2000)}--></head><body>${pageSlot}</body></html>`;
// What the build lists for each page (see src/web-shell.ts and its unit test for the fitting itself).
const dist = fakeWebBuild(shell, {
  languages: {
    ar: { strings: ['assets/ar-1.js'], fonts: ['assets/cairo-arabic-400.woff2'] },
    en: { strings: ['assets/en-1.js'], fonts: ['assets/cairo-latin-400.woff2'] },
  },
  pages: [{ path: '/doctors/:id', scripts: ['assets/doctor-page-1.js'], styles: [], strings: { ar: [], en: [] } }],
});
fs.mkdirSync(path.join(dist, 'assets'));
const preloads = (html: string) => [...html.matchAll(/ href="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
// As the build writes them (apps/web/vite.config.ts, tabib:precompressed), marked so that the test can tell
// which file was sent.
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(`${script}//br`));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(`${script}//gz`));
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const ctx = useTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });

describe('serving the built web app in production', () => {
  it('serves index.html for the root and for client-side routes, never cached', async () => {
    for (const url of ['/', '/doctors', '/doctors/abc/bookdoctor', '/profile/info?lang=en']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.body).toContain('طبيب');
    }
  });

  it('fits the shell to the page: its language from ?lang= or the cookie, and what it will load', async () => {
    const arabic = await ctx.app.inject('/doctors/abc');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(preloads(arabic.body)).toEqual([
      'assets/ar-1.js',
      'assets/doctor-page-1.js',
      'assets/cairo-arabic-400.woff2',
    ]);
    const english = await ctx.app.inject({ url: '/faq', cookies: { lang: 'en' } });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(preloads(english.body)).toEqual(['assets/en-1.js', 'assets/cairo-latin-400.woff2']);
    const chosen = await ctx.app.inject({ url: '/faq?lang=ar', cookies: { lang: 'en' } });
    expect(chosen.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('remembers a ?lang= choice in the cookie the next page is fitted to, as the app writes it', async () => {
    const english = await ctx.app.inject('/doctors?lang=en');
    const cookie = english.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', maxAge: 31_536_000, sameSite: 'Lax' });
    // The app rewrites it when the visitor switches language.
    expect(cookie!.httpOnly).toBeFalsy();
    const next = await ctx.app.inject({ url: '/doctors/abc', cookies: { lang: cookie!.value } });
    expect(next.body).toContain('<html lang="en" dir="ltr">');
    // Nothing to write when the cookie already says so, or when no choice is made.
    const same = await ctx.app.inject({ url: '/faq?lang=en', cookies: { lang: 'en' } });
    expect(same.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    const none = await ctx.app.inject({ url: '/faq', cookies: { lang: 'en' } });
    expect(none.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    const unknown = await ctx.app.inject('/faq?lang=fr');
    expect(unknown.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
    // An API answer in the asked language is no choice of the page's.
    const api = await ctx.app.inject('/api/v1/specialties?lang=en');
    expect(api.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('compresses the HTML shell for the root and for client-side routes when the client accepts it', async () => {
    for (const url of ['/', '/doctors/abc?lang=en', '/profile/info']) {
      for (const encoding of ['gzip', 'br'] as const) {
        const res = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
        const body = encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : zlib.brotliDecompressSync(res.rawPayload);
        expect(body.toString()).toBe((await ctx.app.inject(url)).body);
        expect(body.toString()).toContain('طبيب');
      }
    }
    const plain = await ctx.app.inject('/doctors/abc');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<link rel="modulepreload" crossorigin href="/assets/doctor-page-1.js">');
  });

  it('caches fingerprinted assets for a year and sends the compressed files the build wrote', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await ctx.app.inject({
        url: '/assets/index-abc123.js',
        headers: accepted ? { 'accept-encoding': accepted } : {},
      });
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type'], accepted).toMatch(/javascript/);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers.vary, accepted).toBe('Accept-Encoding');
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString(), accepted).toBe(encoding ? `${script}//${encoding === 'br' ? 'br' : 'gz'}` : script);
    }
    // A file the build did not compress (under 1 kB) is sent as it is, whatever the browser accepts.
    const small = await ctx.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toContain('<svg');
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

  it("marks a signed-in visitor's shell not to be stored", async () => {
    const salma = await createTestUser(ctx.database, { name: 'Salma Hassan' });
    const res = await ctx.app.inject({ url: '/myappointments', cookies: { '__Host-tabib_session': salma.token } });
    expect(res.body).toContain('<p>splash</p>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('sends the pages Astro renders as its own answers: asked for as the visitor, compressed, headers kept', async () => {
    const res = await ctx.app.inject({ url: '/astro/about?lang=en', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<main>/astro/about by Astro for a visitor</main>',
    );
    expect(res.cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    // The same security headers as every other answer; not the app's shell, which the service worker reuses.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-app-shell']).toBeUndefined();
    expect((await ctx.app.inject('/doctors')).headers['x-app-shell']).toBe('1');

    const salma = await createTestUser(ctx.database, { name: 'Salma Hassan' });
    const signedIn = await ctx.app.inject({ url: '/astro/about', cookies: { '__Host-tabib_session': salma.token } });
    expect(signedIn.body).toContain('by Astro for Salma Hassan');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('sends HSTS in production', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
