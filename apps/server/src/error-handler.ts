import type { ErrorCode } from '@tabib/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isTransactionConflict } from './db/pg-errors.ts';
import { AppError, errorMessage, httpStatusOf } from './shared/errors.ts';
import { requestLanguage } from './shared/language.ts';
import { StorageUnavailableError } from './shared/object-storage.ts';

/** The app's error answer: `{ error: { code, message, fields? } }`, the message in the request's language. */
export function sendError(
  reply: FastifyReply,
  req: FastifyRequest,
  code: ErrorCode,
  fields?: Record<string, string>,
  status = httpStatusOf[code],
  params?: Record<string, number>,
) {
  return reply.code(status).send({
    error: { code, message: errorMessage(code, requestLanguage(req), params), ...(fields ? { fields } : {}) },
  });
}

export function handleError(app: FastifyInstance, error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, req, error.code, error.fields, undefined, error.params);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'invalid';
    }
    return sendError(reply, req, 'validation_failed', fields);
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error }, 'response did not match its schema');
    return sendError(reply, req, 'internal');
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, req, 'rate_limited');
  if (status === 413) return sendError(reply, req, 'payload_too_large');
  if (status === 415 || (status >= 400 && status < 500)) {
    return sendError(reply, req, status === 404 ? 'not_found' : 'bad_request', undefined, status);
  }
  if (isTransactionConflict(error)) {
    // Still a deadlock or serialization failure after the transaction's last try (decision 016).
    req.log.warn({ err: error }, 'transaction conflict after retries');
    return sendError(reply, req, 'unavailable');
  }
  if (error instanceof StorageUnavailableError) {
    req.log.warn({ err: error }, 'object storage unavailable');
    return sendError(reply, req, 'unavailable');
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    return sendError(reply, req, 'unavailable');
  }
  app.log.error({ err: error }, 'unhandled error');
  return sendError(reply, req, 'internal');
}
