import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { flattenPages } from '../apps/web/src/app/pages.ts';
import { HOME_BUDGET, weighBuild } from './bundle-weights.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
// A production build of its own, so the check never weighs a stale apps/web/dist.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bundle-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the web bundle budget', () => {
  it('keeps the JavaScript the home route loads before any lazy route within 100 kB gzip', async () => {
    // Vitest runs with NODE_ENV=test, which would keep the libraries' development code in the build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: web,
        configFile: path.join(web, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir: dist },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const { homeBytes, routes } = weighBuild(dist);
    console.log(`home route: ${(homeBytes / 1024).toFixed(1)} kB gzip (budget ${HOME_BUDGET / 1024} kB)`);
    expect(homeBytes).toBeGreaterThan(10 * 1024);
    expect(homeBytes).toBeLessThanOrEqual(HOME_BUDGET);
    // Every page of the route table is a lazy chunk of its own, reported beside the home route.
    expect(routes.map((r) => r.route)).toEqual(flattenPages().map((p) => p.path));
    for (const route of routes) expect(route.own, route.route).toBeGreaterThan(0);
  }, 120_000);
});
