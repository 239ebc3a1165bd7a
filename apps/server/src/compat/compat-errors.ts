import { ErrorResponse, type CompatError, type ErrorCode, type Language } from '@tabib/contracts';
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../shared/errors.ts';
import { requestLanguage } from '../shared/language.ts';
import { fieldText } from './compat-messages.ts';

export interface CompatRouteConfig {
  /** The spec's own text for this call's failure ('Error!', 'Failed to start chat session', ...). */
  failure?: string;
  /** v1 field -> the spec's field, for field errors that use cases report under v1's names. */
  fields?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    compat?: CompatRouteConfig;
  }
}

export function compatError(
  error: { code: ErrorCode; message: string; fields?: Record<string, string> | undefined },
  lang: Language,
  config: CompatRouteConfig = {},
): CompatError {
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [config.fields?.[k] ?? k, v]))
    : undefined;
  const first = fields ? Object.values(fields)[0] : undefined;
  return {
    statusbar: 'error',
    message: (first && fieldText(first, lang)) ?? error.message,
    code: error.code,
    ...(fields ? { fields } : {}),
    ...(config.failure ? { error: config.failure } : {}),
  };
}

/**
 * Compat answers failures in the spec's shape. The app's one error handler still decides the status and
 * code of every failure (so v1 and compat can never disagree about what went wrong); this only rewrites
 * the body it wrote, for routes in this plugin.
 */
export function useCompatErrors(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const v1 = ErrorResponse.safeParse(body);
    if (!v1.success) return payload;
    return JSON.stringify(compatError(v1.data.error, requestLanguage(req), req.routeOptions.config.compat));
  });
  app.setNotFoundHandler((req, reply) => {
    const lang = requestLanguage(req);
    return reply.code(404).send(compatError({ code: 'not_found', message: errorMessage('not_found', lang) }, lang));
  });
}
