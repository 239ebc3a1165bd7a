import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@tabib/contracts';
import type { PageRenderer, RenderedPage } from '../../web/src/page-render.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Renders the web app's pages to HTML for the shell (decision 011). */
export interface PageRendering {
  /** Null when the page is left to the browser: the renderer said so, or failed (logged). */
  render(req: FastifyRequest, language: Language): Promise<RenderedPage | null>;
}

export async function loadPageRenderer(dir: string): Promise<PageRenderer> {
  const file = path.join(dir, 'entry-server.js');
  if (!fs.existsSync(file))
    throw new Error(`The web app's renderer is not built: ${file} is missing (run npm run build).`);
  const renderer = ((await import(pathToFileURL(file).href)) as { default?: PageRenderer }).default;
  if (typeof renderer?.renderPage !== 'function' || typeof renderer.setApiTransport !== 'function') {
    throw new Error(`${file} is not the web app's renderer: build the web app again (npm run build).`);
  }
  return renderer;
}

/** Whom a render is for: its API calls are made as that visitor, in the page's language. */
interface Visitor {
  cookie: string | undefined;
  language: Language;
  ip: string;
}

/**
 * The renderer calls the API through this server's own routes (Fastify's inject: no socket, same validation,
 * authorisation and limits), as the visitor whose page it renders: their cookie and address. It is one module
 * for all renders, so who the visitor is travels with each render's async context.
 */
export function pageRendering(app: FastifyInstance, renderer: PageRenderer): PageRendering {
  const visitors = new AsyncLocalStorage<Visitor>();
  renderer.setApiTransport(async (url, init) => {
    const visitor = visitors.getStore();
    if (!visitor) throw new Error('An API call from the renderer outside a page render');
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        // The renderer's own choice would be its default language; the page's is the visitor's.
        'accept-language': visitor.language,
        ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitor.ip,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
  return {
    async render(req, language) {
      const visitor = { cookie: req.headers.cookie, language, ip: req.ip };
      try {
        return await visitors.run(visitor, () => renderer.renderPage(`http://localhost${req.url}`, language));
      } catch (error) {
        req.log.error({ err: error }, 'page render failed; the browser renders the page');
        return null;
      }
    },
  };
}
