import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends mail: a request for a host the app does not serve is refused before anything runs. */
    sendsMail?: boolean;
  }
}

/**
 * One entry of ALLOWED_HOSTS: a host name or address, optionally with a port ("example.com",
 * "example.com:8443", "127.0.0.1", "[::1]"). Without a port it allows any port, as Django's ALLOWED_HOSTS does.
 */
export const allowedHostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/i;

/** The request's host ("example.com:3000"), split; lower case, with IPv6 brackets kept. */
function splitHost(host: string): { name: string; port: string | null } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { name: match?.[1] ?? '', port: match?.[2] ?? null };
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const { name, port } = splitHost(host);
  if (!name) return false;
  return allowed.some((entry) => {
    const want = splitHost(entry);
    return want.name === name && (want.port === null || want.port === port);
  });
}

/** ALLOWED_HOSTS, plus PUBLIC_URL's own host: the app is always reachable under its public address. */
function allowedHosts(config: Pick<Config, 'ALLOWED_HOSTS' | 'PUBLIC_URL'>): string[] {
  return config.PUBLIC_URL ? [...config.ALLOWED_HOSTS, new URL(config.PUBLIC_URL).host] : config.ALLOWED_HOSTS;
}

/**
 * Whether the request names a host the app serves. The Host header (or, behind a trusted proxy,
 * X-Forwarded-Host) is whatever the client wrote: a link built from it for someone else's mail would lead
 * wherever the sender wanted.
 */
export function isAllowedHost(req: FastifyRequest, config: Pick<Config, 'ALLOWED_HOSTS' | 'PUBLIC_URL'>): boolean {
  return hostAllowed(req.host, allowedHosts(config));
}

/**
 * The origin for absolute links (mails, sign-in redirect URIs): PUBLIC_URL when set; otherwise the request's
 * own, and only for a host in ALLOWED_HOSTS (400 host_not_allowed for any other).
 */
export function publicOrigin(req: FastifyRequest, config: Pick<Config, 'ALLOWED_HOSTS' | 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (!isAllowedHost(req, config)) throw new AppError('host_not_allowed');
  return `${req.protocol}://${req.host}`;
}

/** onRequest: routes that send mail answer only requests for a host the app serves. */
export async function refuseUnknownHostForMail(req: FastifyRequest): Promise<void> {
  if (req.routeOptions.config.sendsMail && !isAllowedHost(req, req.server.config)) {
    throw new AppError('host_not_allowed');
  }
}

/**
 * The origin for links in mail written without a request (background work): PUBLIC_URL, or else the first
 * allowed host on the port the server listens on.
 */
export function configuredOrigin(config: Pick<Config, 'ALLOWED_HOSTS' | 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.ALLOWED_HOSTS[0] ?? 'localhost';
  return /:\d+$/.test(host) ? `http://${host}` : `http://${host}:${config.PORT}`;
}
