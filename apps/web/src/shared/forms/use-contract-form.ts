import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';

type Fields<S extends z.ZodType> = Extract<keyof z.input<S>, string>;
/** What a form holds before validation: any field may still be empty (an unchosen radio, say). */
type Draft<S extends z.ZodType> = { [K in keyof z.input<S>]: z.input<S>[K] | '' };
type Errors<S extends z.ZodType, Extra extends string> = Partial<Record<Fields<S> | Extra | '_form', string>>;

export type ValidateOptions<S extends z.ZodType, Extra extends string> = {
  /** What to check instead of the held values (a form whose values are derived or converted before sending). */
  draft?: Partial<Draft<S>>;
  /** Problems found outside the schema (a slot not chosen yet): shown with the schema's, and the form is invalid. */
  also?: Partial<Record<Extra, string>>;
  /** The schema, for a form that loads it only when it is sent (`null` given to the hook). */
  schema?: S;
  /** Told every problem shown, to move focus to the first one. */
  onInvalid?: (errors: Errors<S, Extra>) => void;
};

/**
 * Form state checked with the same zod schema the server uses. Errors are message keys
 * (`name_required`, ...) keyed by field, from the schema or from the server's `error.fields`.
 * `Extra` names error keys that are not fields of the schema (checked by the form itself).
 */
export function useContractForm<S extends z.ZodType, Extra extends string = never>(
  schema: S | null,
  initial: Draft<S>,
) {
  const [values, setValues] = useState<Draft<S>>(initial);
  const [errors, setErrors] = useState<Errors<S, Extra>>({});

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
  const validate = useCallback(
    (options: ValidateOptions<S, Extra> = {}): z.output<S> | null => {
      const using = options.schema ?? schema;
      if (!using) throw new Error('useContractForm: no schema to validate with');
      const parsed = using.safeParse(options.draft ?? values);
      const next: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '_form');
          next[key] ??= issue.message;
        }
      }
      for (const [key, message] of Object.entries(options.also ?? {})) {
        if (typeof message === 'string') next[key] ??= message;
      }
      setErrors(next as Errors<S, Extra>);
      if (parsed.success && Object.keys(next).length === 0) return parsed.data;
      options.onInvalid?.(next as Errors<S, Extra>);
      return null;
    },
    [schema, values],
  );

  /** Shows a server refusal: field keys beside their fields, anything else as a form-level error. */
  const showServerError = useCallback((error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      setErrors(error.fields as Errors<S, Extra>);
      return;
    }
    setErrors({ _form: error instanceof ApiError ? `code:${error.code}` : 'code:network' } as Errors<S, Extra>);
  }, []);

  /** Value, change handler and error for a text-like input bound to `name`. */
  const bind = <K extends Fields<S>>(name: K) => ({
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value as Draft<S>[K]),
    error: errors[name],
  });

  return { values, setValues, setField, bind, errors, setErrors, validate, showServerError };
}
