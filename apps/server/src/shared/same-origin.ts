import type { FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Lax: a write that carries the session
 * cookie must come from our own origin (Origin header, or Referer when a browser omits it). Bearer-token
 * clients do not send cookies and are not exposed to CSRF. A WebSocket upgrade is a GET that opens a
 * two-way channel, so it counts as a write (cross-site WebSocket hijacking); browsers always send its Origin.
 */
export function isCrossSiteWrite(
  req: FastifyRequest,
  cookieName: string,
  publicUrl: string | undefined,
  /** Other origins trusted for this request (COMPAT_ORIGINS, for /compat). */
  alsoAllowed: readonly string[] = [],
): boolean {
  if (safeMethods.has(req.method) && req.headers.upgrade?.toLowerCase() !== 'websocket') return false;
  if (req.headers.authorization?.startsWith('Bearer ')) return false;
  if (!req.cookies[cookieName]) return false;
  // Fetch metadata, which the browser writes and no page can: a form posted from one of our own pages. Such a post
  // carries `Origin: null` and no Referer under our no-referrer policy (security.ts), so this is what vouches
  // for it (the account pages' forms, decision 039).
  if (req.headers['sec-fetch-site'] === 'same-origin') return false;
  const source = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  if (!source) return true;
  const allowed = new Set([originOf(`${req.protocol}://${req.host}`)]);
  if (publicUrl) allowed.add(originOf(publicUrl));
  for (const origin of alsoAllowed) allowed.add(originOf(origin));
  return !allowed.has(source);
}

/** Normalised (default ports dropped, lower case), so equal origins compare equal. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
