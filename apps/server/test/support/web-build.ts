import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageAssets } from '../../../web/src/page-assets.ts';

const noPages: PageAssets = {
  languages: { ar: { strings: [], fonts: [] }, en: { strings: [], fonts: [] } },
  pages: [],
};

/** Where index.html holds the splash that a page rendered on the server replaces (see src/web-shell.ts). */
export const pageSlot = '<div id="root" aria-busy="true"><!--page--><p>splash</p><!--/page--></div>';

/**
 * A stand-in for the web app's server renderer (apps/web/src/entry-server.tsx): it asks the API who is
 * signed in, through the transport the server gives it, and writes what it was asked for and what it got.
 * `/left-to-browser` it leaves to the browser (null), `/broken` makes it throw.
 */
const fakeRenderer = `
let transport;
export default {
  setApiTransport(t) { transport = t; },
  async renderPage(href, language) {
    const url = new URL(href);
    if (url.pathname === '/broken') throw new Error('renderer broke');
    if (url.pathname === '/left-to-browser') return null;
    const res = await transport('/api/v1/auth/me', { method: 'GET', headers: { accept: 'application/json' } });
    const me = await res.json();
    const who = me.user ? me.user.name : 'a visitor';
    // An error message, which the API writes in the request's language.
    const missing = await (await transport('/api/v1/nowhere', { method: 'GET', headers: {} })).json();
    return {
      html: '<main>' + url.pathname + ' in ' + language + ' for ' + who + ': ' + missing.error.message + '</main>',
      state: { url: url.pathname + url.search, language, namespaces: ['common'], queries: { signedIn: Boolean(me.user), q: url.searchParams.get('q') } },
    };
  },
};
`;

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
 * writes beside it (dist/.vite/page-assets.json), dist-server/ with a renderer (see fakeRenderer) and
 * dist-pages/ with Astro's pages (see fakePages), all of which the production server reads at start. Returns the dist/ directory.
 */
export function fakeWebBuild(html: string, assets: PageAssets = noPages, copyFrom?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-web-'));
  const dist = path.join(root, 'dist');
  if (copyFrom) fs.cpSync(copyFrom, dist, { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, '.vite', 'page-assets.json'), JSON.stringify(assets));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), fakeRenderer);
  fs.mkdirSync(path.join(root, 'dist-pages', 'server'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-pages', 'client'));
  fs.writeFileSync(path.join(root, 'dist-pages', 'server', 'entry.mjs'), fakePages);
  return dist;
}
