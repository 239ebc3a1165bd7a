import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { fakeWebBuild } from './support/web-build.ts';

// The real files from apps/web/public, served the way a production build serves them.
const publicDir = path.resolve(import.meta.dirname, '../../web/public');
const dist = fakeWebBuild(
  '<!doctype html><html lang="ar" dir="rtl"><head><title>طبيب</title></head><body><div id="root"><!--page--><!--/page--></div></body></html>',
  undefined,
  publicDir,
);

const ctx = useTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });

describe('the installable app files', () => {
  it('serves the service worker and the manifest uncached, with their content types', async () => {
    const sw = await ctx.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');

    const manifest = await ctx.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const body = manifest.json();
    expect(body).toMatchObject({ name: 'Tabib · طبيب', lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
  });

  it('serves every icon the manifest lists as a PNG of the declared size', async () => {
    const manifest = (await ctx.app.inject('/manifest.webmanifest')).json() as {
      icons: { src: string; sizes: string; type: string }[];
    };
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const res = await ctx.app.inject(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([w, h]);
    }
  });

  it('serves the offline page in each language, the other one below, and its style sheet', async () => {
    const arabic = await ctx.app.inject('/offline.html');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toMatch(/<h1>لا يوجد اتصال بالإنترنت<\/h1>[\s\S]*<h2>You are offline<\/h2>/);
    const english = await ctx.app.inject('/offline-en.html');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toMatch(/<h1>You are offline<\/h1>[\s\S]*<h2>لا يوجد اتصال بالإنترنت<\/h2>/);
    // The worker keeps both for when the network is gone.
    expect((await ctx.app.inject('/sw.js')).body).toMatch(/'\/offline\.html',\s*'\/offline-en\.html'/);
    expect((await ctx.app.inject('/offline.css')).statusCode).toBe(200);
  });
});
