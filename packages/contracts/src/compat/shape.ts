import { z } from 'zod';
import { ErrorCode } from '../errors.ts';

/**
 * The API of spec section 7, served under /compat for clients written against it (the original web
 * app and its mobile app). Requests use the spec's field names; each body or query is renamed to the
 * /api/v1 request and checked by that request's own schema, so both APIs apply the same rules, and a
 * failure names the field the client sent (`Email`, not `email`).
 */

type Names = Readonly<Record<string, string>>;

interface ShapeOptions<E extends z.ZodRawShape> {
  /** Fields of the compat request itself (not renamed), e.g. the `userId` the server checks against the session. */
  extra?: E;
  /** Turns a spec value into the v1 value before the v1 rules see it (`Male` -> `male`). */
  values?: Readonly<Record<string, (v: unknown) => unknown>>;
  /** Defaults that differ from v1's: spec clients expect whole lists, so lists default to the largest page. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Rules across compat fields, reported with the other failures. */
  rules?: readonly { ok: (input: Record<string, unknown>) => boolean; field: string; error: string }[];
}

/** v1 field -> compat field, to name the client's field in errors that use cases report. */
export function compatFieldsOf(names: Names): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([compat, v1]) => [v1, compat]));
}

/**
 * A request with the spec's names (`names`: compat field -> v1 field), validated by `target` after
 * renaming. Unknown fields are dropped, as v1 drops them.
 */
export function compatShape<S extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  target: S,
  names: Names,
  options: ShapeOptions<E> = {},
): z.ZodType<z.output<S> & z.output<z.ZodObject<E>>, Record<string, unknown>> {
  const back = compatFieldsOf(names);
  const extra = z.object(options.extra ?? {});
  // Every field is taken as it comes and checked in one pass below, so one answer names every bad field.
  const shape: Record<string, z.ZodType> = {};
  for (const [key, v1] of Object.entries(names)) shape[key] = z.unknown().optional().describe(`checked as v1's ${v1}`);
  for (const key of Object.keys(options.extra ?? {})) shape[key] = z.unknown().optional();
  const schema = z.object(shape).transform((input, ctx) => {
    const renamed: Record<string, unknown> = {};
    for (const [compat, v1] of Object.entries(names)) {
      let value = input[compat] ?? options.defaults?.[compat];
      if (value !== undefined && options.values?.[compat]) value = options.values[compat](value);
      if (value !== undefined) renamed[v1] = value;
    }
    const parsed = target.safeParse(renamed);
    const extras = extra.safeParse(input);
    const broken = (options.rules ?? []).filter((rule) => !rule.ok(input));
    if (!parsed.success || !extras.success || broken.length) {
      for (const issue of parsed.error?.issues ?? []) {
        const [head, ...rest] = issue.path;
        const field = typeof head === 'string' ? (back[head] ?? head) : head;
        ctx.addIssue({ code: 'custom', message: issue.message, path: field === undefined ? [] : [field, ...rest] });
      }
      for (const issue of extras.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      for (const rule of broken) ctx.addIssue({ code: 'custom', message: rule.error, path: [rule.field] });
      return z.NEVER;
    }
    return { ...(parsed.data as object), ...extras.data };
  });
  return schema as unknown as z.ZodType<z.output<S> & z.output<z.ZodObject<E>>, Record<string, unknown>>;
}

export const CompatStatusbar = z.enum(['success', 'error']);

/**
 * Every compat failure. `statusbar`/`message` are what the spec's login and change-password screens
 * read; `error` carries the spec's own failure text for the call where it names one ('Error!', ...).
 */
export const CompatError = z.object({
  statusbar: z.literal('error'),
  message: z.string(),
  code: ErrorCode,
  fields: z.record(z.string(), z.string()).optional(),
  error: z.string().optional(),
});
export type CompatError = z.infer<typeof CompatError>;
