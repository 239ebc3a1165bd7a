import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { sendError } from './error-handler.ts';
import { sessionCookieName } from './features/auth/index.ts';
import { languageCookie, queryLanguage } from './shared/language.ts';
import { loadWebPages, type WebPages } from './web-pages.ts';
import { loadWebShell, type WebShell } from './web-shell.ts';

/**
 * The pages Astro renders (decision 033), and for every other URL the single-page app's HTML shell (decision
 * 010), which the app renders in the browser.
 */
export interface WebApp {
  astro: WebPages;
  shell: WebShell;
}

/** Where the web app's build writes Astro's pages: beside its dist/. */
export function webPagesDir(config: Config): string {
  return path.join(path.dirname(config.WEB_DIST_DIR), 'dist-pages');
}

/** In production, the built web app this server serves; in development Vite serves it. */
export async function loadWebApp(app: FastifyInstance, config: Config): Promise<WebApp | undefined> {
  if (config.NODE_ENV !== 'production') return undefined;
  return {
    astro: await loadWebPages(app, webPagesDir(config)),
    shell: loadWebShell(config.WEB_DIST_DIR),
  };
}

export function notFound(web: WebApp | undefined, req: FastifyRequest, reply: FastifyReply) {
  const isPage =
    web &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.url.startsWith('/api/') &&
    !req.url.startsWith('/compat/') &&
    !path.extname(req.url.split('?')[0] ?? '');
  // Client-side routes: the SPA decides (and renders its own localised 404 for unknown paths).
  if (isPage) return sendPage(web, req, reply);
  return sendError(reply, req, 'not_found');
}

async function sendPage(web: WebApp, req: FastifyRequest, reply: FastifyReply) {
  const signedIn = Boolean(req.cookies[sessionCookieName(req.server.config)]);
  const astroPage = await web.astro.render(req);
  if (astroPage) {
    // Astro's own headers (the language cookie a `?lang=` choice writes), then the same type and caching as
    // the app's pages below.
    return reply
      .code(astroPage.status)
      .headers(astroPage.headers)
      .type('text/html; charset=utf-8')
      .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie')
      .send(astroPage.body);
  }
  const cookieLanguage = req.cookies[languageCookie];
  const chosen = queryLanguage(req.url);
  // The app remembers a `?lang=` choice too, but only once its scripts have run: a link followed before that
  // would open the next page in the other language and flip it on the visitor's screen. Written here, the
  // choice goes with the very next request. Neither HttpOnly nor Secure: the app rewrites it (languages.ts).
  if (chosen && chosen !== cookieLanguage) {
    reply.setCookie(languageCookie, chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
  }
  return (
    reply
      .type('text/html; charset=utf-8')
      // Fitted to the language, which the cookie may choose, and to who is signed in: revalidated every time,
      // and a signed-in visitor's page is not stored at all (the service worker keeps no copy of it either).
      .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie')
      // For the service worker: this HTML starts the app, which can show any of its paths offline (sw.js).
      .header('x-app-shell', '1')
      .send(web.shell.render(req.url, cookieLanguage))
  );
}

export async function serveWebApp(app: FastifyInstance, config: Config, web: WebApp) {
  await app.register(fastifyStatic, {
    // The app's files, then the pages' (both under assets/, fingerprinted; a file in both is the same file).
    root: [config.WEB_DIST_DIR, path.join(webPagesDir(config), 'client')],
    wildcard: false,
    index: false,
    // The build writes each text file also brotli'd and gzipped at their best (apps/web/vite.config.ts); those
    // are sent as they are. Answers written in memory (the pages below, the API) are compressed by
    // compressAnswers (decision 029).
    preCompressed: true,
    // Our own cache-control below; the plugin's would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so those never change; the rest must revalidate.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.get('/', { schema: { hide: true } }, (req, reply) => sendPage(web, req, reply));
  // Client-side routes (/doctors/…) get the shell from routes of their own, not from the not-found handler:
  // only routes pass through compressAnswers' hook, and the shell is the first thing every visit waits for.
  // Their first segment is never api or compat, so unknown API paths still reach their own not-found handlers
  // (compat answers in the spec's shape); a missing file (an extension) is the not-found handler's 404 too.
  const page = (req: FastifyRequest, reply: FastifyReply) =>
    path.extname(req.url.split('?')[0] ?? '') ? reply.callNotFound() : sendPage(web, req, reply);
  const pattern = '/:page(^(?!(?:api|compat)$).+)';
  app.get(pattern, { schema: { hide: true } }, page);
  app.get(`${pattern}/*`, { schema: { hide: true } }, page);
}
