import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageAssets } from '../../../web/src/page-assets.ts';

const noPages: PageAssets = {
  languages: { ar: { strings: [], fonts: [] }, en: { strings: [], fonts: [] } },
  pages: [],
};

/** index.html's root with the splash the app replaces once it has rendered. */
export const pageSlot = '<div id="root" aria-busy="true"><p>splash</p></div>';

/**
 * A stand-in for the pages Astro renders (apps/web/src/pages, decision 033): the handler of @astrojs/node's
 * middleware mode. It has a page only for `/astro/...`, asks the API who is signed in through the server's
 * `locals.api`, and writes a `?lang=` choice to the cookie as the real pages do; other URLs it passes on.
 */
const fakePages = `
export async function handler(req, res, next, locals) {
  const url = new URL(req.url, 'http://localhost');
  if (!url.pathname.startsWith('/astro/')) return next();
  const me = await locals.api('/api/v1/auth/me');
  const who = me.body.user ? me.body.user.name : 'a visitor';
  const lang = url.searchParams.get('lang');
  res.writeHead(200, { 'content-type': 'text/html', ...(lang ? { 'set-cookie': ['lang=' + lang + '; Path=/'] } : {}) });
  res.write('<!doctype html><html><body><main>' + url.pathname + ' by Astro for ' + who + '</main>');
  res.end('<!--' + ' '.repeat(2000) + '--></body></html>');
}
`;

/**
 * A stand-in for the web build in a temporary directory: dist/ with the HTML shell and the page list the build
 * writes beside it (dist/.vite/page-assets.json) and dist-pages/ with Astro's pages (see fakePages), all of which the production server reads at start. Returns the dist/ directory.
 */
export function fakeWebBuild(html: string, assets: PageAssets = noPages, copyFrom?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-web-'));
  const dist = path.join(root, 'dist');
  if (copyFrom) fs.cpSync(copyFrom, dist, { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, '.vite', 'page-assets.json'), JSON.stringify(assets));
  fs.mkdirSync(path.join(root, 'dist-pages', 'server'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-pages', 'client'));
  fs.writeFileSync(path.join(root, 'dist-pages', 'server', 'entry.mjs'), fakePages);
  return dist;
}
