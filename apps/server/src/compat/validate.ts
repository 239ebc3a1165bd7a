import type { z } from 'zod';
import { AppError } from '../shared/errors.ts';

/** A second-stage check inside a handler (after names are resolved): the same 400 as a schema failure. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('validation_failed', fields);
}
