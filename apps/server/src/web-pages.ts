import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chosenLanguage } from './shared/language.ts';

/**
 * The pages Astro renders (decision 033), run in process: the build's handler (@astrojs/node in middleware mode)
 * is given each page request and answers it, or passes when it has no page for the URL.
 */
export interface WebPages {
  /** The page Astro rendered for this request, or null when it has none for the URL (the app's shell then). */
  render(req: FastifyRequest): Promise<RenderedAstroPage | null>;
}

export interface RenderedAstroPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** What the handler of @astrojs/node's middleware mode looks like. */
type AstroHandler = (
  req: IncomingMessage,
  res: CapturedResponse,
  next: (error?: unknown) => void,
  locals: PageLocals,
) => Promise<void>;

/** What every page is given, as Astro.locals (apps/web/src/env.d.ts declares the same). */
interface PageLocals {
  api: (path: string) => Promise<{ status: number; body: unknown }>;
}

export async function loadWebPages(app: FastifyInstance, dir: string): Promise<WebPages> {
  const file = path.join(dir, 'server', 'entry.mjs');
  if (!fs.existsSync(file)) throw new Error(`The web pages are not built: ${file} is missing (run npm run build).`);
  const handler = ((await import(pathToFileURL(file).href)) as { handler?: AstroHandler }).handler;
  if (typeof handler !== 'function')
    throw new Error(`${file} has no handler: build the web app again (npm run build).`);
  return {
    render: (req) =>
      new Promise<RenderedAstroPage | null>((resolve, reject) => {
        const res = new CapturedResponse(resolve);
        const next = (error?: unknown) => (error ? reject(error) : resolve(null));
        handler(req.raw, res, next, { api: (url) => apiAsVisitor(app, req, url) }).catch(reject);
      }).finally(() => releaseAbortListener(req.raw)),
  };
}

/**
 * Astro's request (NodeApp.createRequest) listens for its socket's close, to abort a page a client has left,
 * and removes the listener only from a response it streams to, through `res.req`, or never when it has no page
 * for the URL. Here neither happens, so each page request left a listener on its keep-alive connection: 11 on
 * one connection made Node warn (MaxListenersExceededWarning), and a proxy's long-lived connections would have
 * kept every request's closure. The page is whole once render settles, so the listener goes then.
 */
const astroAbortCleanup = Symbol.for('astro.nodeRequestAbortControllerCleanup');
function releaseAbortListener(req: IncomingMessage): void {
  const cleanup: unknown = Reflect.get(req, astroAbortCleanup);
  if (typeof cleanup === 'function') cleanup();
}

/**
 * A page reads the API as the visitor it is rendered for: their cookie, language and address, through this
 * server's own routes (Fastify's inject: no socket, the same validation, authorisation and limits).
 */
async function apiAsVisitor(app: FastifyInstance, req: FastifyRequest, url: string) {
  if (!url.startsWith('/api/')) throw new Error(`A page asked the API for ${url}, which is not an API path`);
  const res = await app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      // The page's language, as the page chose it (page-context.ts: ?lang=, the remembered choice, Arabic), so
      // that the names it shows come in the language of the words around them.
      'accept-language': chosenLanguage(req) ?? 'ar',
    },
    remoteAddress: req.ip,
  });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : res.body };
}

/**
 * Collects what the handler writes (Astro's NodeApp.writeResponse: writeHead, write, end) so that Fastify sends
 * it: its hooks then apply to pages as to every other answer (security headers, compression, cookies).
 */
class CapturedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private headers: OutgoingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];

  constructor(private readonly done: (page: RenderedAstroPage) => void) {
    super();
  }

  setHeader(name: string, value: number | string | string[]) {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  writeHead(status: number, headers?: OutgoingHttpHeaders | string) {
    this.statusCode = status;
    if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }

  write(chunk: Uint8Array | string, callback?: () => void) {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    callback?.();
    return true;
  }

  end(chunk?: Uint8Array | string) {
    if (chunk !== undefined) this.write(chunk);
    this.emit('finish');
    this.done({ status: this.statusCode, headers: this.headers, body: Buffer.concat(this.chunks) });
    return this;
  }

  destroy() {
    this.emit('close');
    return this;
  }
}
