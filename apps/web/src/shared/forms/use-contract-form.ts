import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';

type Fields<S extends z.ZodType> = Extract<keyof z.input<S>, string>;
/** What a form holds before validation: any field may still be empty (an unchosen radio, say). */
type Draft<S extends z.ZodType> = { [K in keyof z.input<S>]: z.input<S>[K] | '' };

/**
 * Form state checked with the same zod schema the server uses. Errors are message keys
 * (`name_required`, ...) keyed by field, from the schema or from the server's `error.fields`.
 */
export function useContractForm<S extends z.ZodType>(schema: S, initial: Draft<S>) {
  const [values, setValues] = useState<Draft<S>>(initial);
  const [errors, setErrors] = useState<Partial<Record<Fields<S> | '_form', string>>>({});

  const setField = useCallback(<K extends Fields<S>>(name: K, value: Draft<S>[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }, []);

  /** The parsed values, or null after showing every field's problem. */
  const validate = useCallback((): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_form');
      next[key] ??= issue.message;
    }
    setErrors(next as typeof errors);
    return null;
  }, [schema, values]);

  /** Shows a server refusal: field keys beside their fields, anything else as a form-level error. */
  const showServerError = useCallback((error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      setErrors(error.fields as typeof errors);
      return;
    }
    setErrors({ _form: error instanceof ApiError ? `code:${error.code}` : 'code:network' } as typeof errors);
  }, []);

  /** Value, change handler and error for a text-like input bound to `name`. */
  const bind = <K extends Fields<S>>(name: K) => ({
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value as Draft<S>[K]),
    error: errors[name],
  });

  return { values, setValues, setField, bind, errors, validate, showServerError };
}
