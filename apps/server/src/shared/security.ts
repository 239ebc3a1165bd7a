import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/** Largest request body accepted (JSON forms are a few kB); above it: 413 payload_too_large. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Response headers for every answer, pages and API alike. The web app is built to need nothing inline
 * (no inline script or style element, no event-handler attributes), so the policy allows only its own
 * origin, and inline speculation rules, which are data, not code; the page cannot be framed (clickjacking); HSTS only where the app is served over HTTPS.
 */
function helmetOptions(config: Pick<Config, 'NODE_ENV'>): HelmetOptions {
  const production = config.NODE_ENV === 'production';
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'inline-speculation-rules' allows the pages' speculation rules (JSON telling the browser what to
        // prerender) and no script: an inline script still runs only if it is the site's own file.
        scriptSrc: ["'self'", "'inline-speculation-rules'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    // No referrer to other sites; to this one, so that browsers send a form post's real Origin (under
    // no-referrer they send `Origin: null`, which the cross-site check must refuse for a signed-in post).
    referrerPolicy: { policy: 'same-origin' },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Sets helmet's headers (`helmetOptions`) on every answer, from one middleware built at start: the fastify
 * plugin built it again for every request, which cost a doctor search about 3% of its CPU.
 */
export function addSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'NODE_ENV'>): void {
  const apply = helmet(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * The API reads JSON (and one form-encoded endpoint declares its own parser): a text/plain body, which a
 * cross-site form or fetch can send without a preflight, is refused with 415 instead of reaching a route.
 */
export function acceptOnlyDeclaredBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}

/**
 * Text the database cannot store: PostgreSQL's text refuses U+0000, and a lone surrogate half is not
 * Unicode at all (the drivers would quietly turn it into U+FFFD). Finds the first such string in a parsed
 * input, keys included, and returns its path (`comment`, `usesEn.2`), or null when there is none.
 */
export function unstorableTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '_';
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = unstorableTextPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * Refuses such text in the path, the query or the body of any request before validation, with the same
 * 400 as a schema failure: otherwise it reaches the database and fails there as a 500.
 */
export async function refuseUnstorableText(req: FastifyRequest): Promise<void> {
  for (const part of [req.params, req.query, req.body]) {
    const path = unstorableTextPath(part);
    if (path) throw new AppError('validation_failed', { [path]: 'text_invalid' });
  }
}

/** Powerful browser features no page uses: nothing may ask for them, framed or not... */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
/** ...but the visit page (`/visits/<appointment>`, issue 39), which asks for camera and microphone for itself. */
export const VISIT_PAGE_PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()';
const visitPage = /^\/visits\/[^/?#]+\/?(?:\?|#|$)/;

/** The Permissions-Policy of an answer to `url` (a request's path and query). */
export function permissionsPolicyFor(url: string): string {
  return visitPage.test(url) ? VISIT_PAGE_PERMISSIONS_POLICY : PERMISSIONS_POLICY;
}

/**
 * HTTP/1.1 (RFC 9112, 3.2): a request with more than one Host header is answered 400. Node keeps only the
 * first one in `headers`, so the raw list is what tells: a proxy and the app could otherwise disagree
 * about which host the request was for.
 */
export async function refuseRepeatedHost(req: FastifyRequest): Promise<void> {
  let hosts = 0;
  const raw = req.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') hosts++;
  if (hosts > 1) throw new AppError('bad_request');
}

/**
 * Behind a trusted proxy the protocol comes from X-Forwarded-Proto, and links in mails are built from it
 * (without PUBLIC_URL): only `http` or `https` is a protocol; anything else (`https://evil.example/#`) is
 * answered 400. Without a trusted proxy the header is not read at all.
 */
export async function refuseUnknownForwardedProto(req: FastifyRequest): Promise<void> {
  if (req.headers['x-forwarded-proto'] === undefined) return;
  if (req.protocol !== 'http' && req.protocol !== 'https') throw new AppError('bad_request');
}

/**
 * An answer to a request that carries credentials (a bearer token or the session cookie), or an answer that
 * hands one out (the session cookie, with the token in the body of a sign-in), is for that person alone: no browser,
 * proxy or service worker may keep it. Only answers explicitly marked `public` (fingerprinted assets, the
 * same bytes for everyone) keep their own policy.
 */
export function keepPrivateAnswersUncached(app: FastifyInstance, sessionCookieName: string): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('permissions-policy', permissionsPolicyFor(req.url));
    const current = String(reply.getHeader('cache-control') ?? '');
    if (/\bpublic\b/.test(current) || /\bno-store\b/.test(current)) return;
    const credentials = Boolean(req.headers.authorization) || Boolean(req.cookies?.[sessionCookieName]);
    const handsOutCredentials = [reply.getHeader('set-cookie') ?? []]
      .flat()
      .some((cookie) => String(cookie).startsWith(`${sessionCookieName}=`));
    if (credentials || handsOutCredentials) reply.header('cache-control', 'no-store');
  });
}
