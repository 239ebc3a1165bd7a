import type { ErrorCode, ErrorResponse } from '@tabib/contracts';
import { currentLanguage } from '../../i18n/setup.ts';

/**
 * An error the API answered with; `code` picks the message in the active language. `details` is the whole
 * answer, for the few errors that say more than a code and fields (a schedule change names the bookings it
 * would drop): features read it here instead of calling fetch themselves.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    readonly fields: Record<string, string> = {},
    message: string = code,
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls /api/v1. Types come from the contracts package (type-only, so zod stays out of the first
 * download); the server already validates every response against the same schema before sending it.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network');
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = isErrorResponse(payload) ? payload.error : null;
    if (error) throw new ApiError(response.status, error.code, error.fields, error.message, payload);
    throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'bad_request');
  }
  return payload as T;
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}
