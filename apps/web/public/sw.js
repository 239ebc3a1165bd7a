/* Tabib's service worker: makes the installed app open, and pages already visited reload, without a network.
 * Hand-written on purpose: the rules are few and must stay obvious.
 * - API answers (/api/*, /compat/*) and health checks are never cached: always the network.
 * - Fingerprinted build files (/assets/*: scripts, styles, fonts, strings) never change, so they are
 *   served from the cache once fetched.
 * - Pages are fetched from the network first; a copy is kept per visited address (the full URL: /doctors?city=giza
 *   is not /doctors) so that it reloads offline: the page itself, or for the app's pages its shell. An address
 *   never visited shows the offline page instead, in the visitor's language, with a retry.
 * - The page reports each path it shows and each build file it loaded (register-service-worker.ts), so
 *   what was loaded before this worker took control, or by client-side navigation, is covered too.
 */
const VERSION = 'v1';
const SHELL = `tabib-shell-${VERSION}`;
const ASSETS = `tabib-assets-${VERSION}`;
const PAGES = `tabib-pages-${VERSION}`;
const KEEP = new Set([SHELL, ASSETS, PAGES]);
const MAX_PAGES = 60;
const MAX_ASSETS = 300;

const SHELL_FILES = [
  '/',
  '/offline.html',
  '/offline-en.html',
  '/offline.css',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEEP.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function isNetworkOnly(url) {
  return (
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/compat/') ||
    url.pathname === '/healthz' ||
    url.pathname === '/readyz' ||
    url.pathname === '/sw.js'
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNetworkOnly(url)) return;

  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(shellFile(event, request));
  }
});

/** A page's key in the cache: its full address, without the fragment (which never reaches a server). */
function pageKey(url) {
  return `${url.origin}${url.pathname}${url.search}`;
}

/**
 * The visitor's language as the server would choose it (`?lang=`, then the cookie the pages write, then
 * Arabic), for the offline page.
 */
async function languageOf(url) {
  const chosen = url.searchParams.get('lang');
  if (chosen === 'ar' || chosen === 'en') return chosen;
  try {
    const remembered = await self.cookieStore?.get('lang');
    if (remembered?.value === 'en') return 'en';
  } catch {
    // No cookie store in this browser's workers: Arabic, the default.
  }
  return 'ar';
}

async function page(request, url) {
  const pages = await caches.open(PAGES);
  const key = pageKey(url);
  try {
    const response = await fetch(request);
    // A signed-in visitor's page is personal (the server marks it no-store): no copy of it is kept.
    const personal = /no-store/.test(response.headers.get('cache-control') ?? '');
    if (response.ok && response.type === 'basic' && isHtml(response) && !personal) {
      await pages.put(key, response.clone());
      await trim(pages, MAX_PAGES);
      // The app's HTML (its shell, which the server marks) starts the app, which renders afresh a path the HTML
      // was not rendered for (main.tsx): the freshest copy also serves paths the app reports later. A page
      // rendered by Astro (decision 033) is only itself.
      if (response.headers.has('x-app-shell')) await (await caches.open(SHELL)).put('/', response.clone());
    }
    return response;
  } catch {
    const visited = await pages.match(key);
    if (visited) return visited;
    const offlinePage = (await languageOf(url)) === 'en' ? '/offline-en.html' : '/offline.html';
    const offline = await caches.match(offlinePage, { cacheName: SHELL });
    return offline ?? Response.error();
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

/** Served from the cache at once and refreshed in the background, so icons and the manifest stay current. */
async function shellFile(event, request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request, { ignoreSearch: true });
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (cached) {
    event.waitUntil(refresh);
    return cached;
  }
  return (await refresh) ?? Response.error();
}

function isHtml(response) {
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

/** Oldest entries first: Cache keys keep insertion order. */
async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'visited') return;
  event.waitUntil(remember(data));
});

async function remember({ path, assets, served }) {
  if (typeof path === 'string' && path.startsWith('/') && !isNetworkOnly(new URL(path, self.location.origin))) {
    const pages = await caches.open(PAGES);
    const key = pageKey(new URL(path, self.location.origin));
    if (served === 'page') {
      // A page rendered by Astro (decision 033) is only itself: its own copy, fetched again if this worker did
      // not see it load (it was not in control yet).
      if (!(await pages.match(key))) {
        try {
          const response = await fetch(key);
          const personal = /no-store/.test(response.headers.get('cache-control') ?? '');
          if (response.ok && isHtml(response) && !personal) await pages.put(key, response);
        } catch {
          // Offline already: the next visit will report it again.
        }
      }
    } else {
      // A path the app showed, maybe without loading it (a client-side navigation): the app's shell renders it.
      const shell = await caches.match('/', { cacheName: SHELL });
      if (shell) await pages.put(key, shell);
    }
    await trim(pages, MAX_PAGES);
  }
  if (!Array.isArray(assets)) return;
  const cache = await caches.open(ASSETS);
  for (const href of assets.slice(0, 200)) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (await cache.match(url.pathname)) continue;
    try {
      const response = await fetch(url.pathname);
      if (response.ok) await cache.put(url.pathname, response);
    } catch {
      // Offline already: the next visit will report it again.
    }
  }
  await trim(cache, MAX_ASSETS);
}
