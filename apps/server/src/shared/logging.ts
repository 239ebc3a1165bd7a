import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Query parameters that never carry a secret or a person's data; every other value is redacted. */
const plainQueryKeys = new Set(['lang', 'page', 'limit', 'days', 'sort', 'scope', 'status']);

export const REDACTED = '[redacted]';

/**
 * The request's path and query as the log may keep them. Query values can be secrets (the `code` and
 * `state` of an OpenID callback, newsletter tokens) or personal (search text), and path segments can be
 * e-mail addresses (/compat/changeprofile/{email}): those are replaced, the shape of the URL stays.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const segments = path.split('/').map((segment) => (/@|%40/i.test(segment) ? REDACTED : segment));
  if (at === -1) return segments.join('/');
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      if (eq === -1) return /@|%40/i.test(key) ? REDACTED : key;
      return plainQueryKeys.has(key) ? pair : `${key}=${REDACTED}`;
    })
    .join('&');
  return `${segments.join('/')}?${query}`;
}

/**
 * The server's logger: the request serializer writes the URL redacted, and pino's redaction removes
 * credentials and secrets wherever a log line carries headers or bodies.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: Writable) {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.Token',
        '*.code',
        '*.state',
        '*.email',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
