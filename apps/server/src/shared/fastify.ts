import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    routeTable: { method: string; url: string }[];
  }
}

/** Every feature's routes are one of these, registered under /api/v1 by the app. */
export type RoutePlugin = FastifyPluginAsyncZod;

type ZodRouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The schema serializer, remembering its output per answer object, and for a page (`{ items, ... }`) per
 * item too. Only for routes whose answers and items are shared and never changed after they are made (cached
 * search answers, the search's summaries of a doctor): a repeated answer or item is validated and written
 * out once, not on every request. A page is written as UTF-8 bytes, its items' bytes kept and joined, so
 * that neither the compression nor the socket encodes the text again on every answer (decision 029); the
 * bytes are those of the zod serializer's text for the same answer.
 */
export const memoizedSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Registered only on routes with zod response schemas, which is what the zod compiler expects.
  const serialize: (data: unknown) => string | Buffer =
    pageSerializer(route as ZodRouteSchema) ?? zodSerializerCompiler(route as ZodRouteSchema);
  const written = new WeakMap<object, string | Buffer>();
  // Fastify sends a Buffer from a serializer as it sends a string (its type says string only).
  return ((data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const known = written.get(data);
    if (known !== undefined) return known;
    const text = serialize(data);
    written.set(data, text);
    return text;
  }) as (data: unknown) => string;
};

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');
const ITEMS_CLOSE = Buffer.from(']}');

/** For a page schema, a serializer that writes each item once per item object; null for any other schema. */
function pageSerializer(route: ZodRouteSchema): ((data: unknown) => string | Buffer) | null {
  const { schema, method, url } = route;
  if (!(schema instanceof z.ZodObject)) return null;
  const itemsSchema = (schema.shape as Record<string, unknown>).items;
  // Written items first: only where the schema has them first is that the zod serializer's text.
  if (!(itemsSchema instanceof z.ZodArray) || Object.keys(schema.shape)[0] !== 'items') return null;
  const item = itemsSchema.element as z.ZodType;
  const envelope = schema.omit({ items: true });
  const whole = zodSerializerCompiler(route);
  const written = new WeakMap<object, Buffer>();
  const valid = <T>(result: z.ZodSafeParseResult<T>): T => {
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
  const writeItem = (value: unknown): Buffer => {
    const remembered = typeof value === 'object' && value !== null;
    const known = remembered ? written.get(value) : undefined;
    if (known !== undefined) return known;
    const bytes = Buffer.from(JSON.stringify(valid(item.safeParse(value))));
    if (remembered) written.set(value, bytes);
    return bytes;
  };
  return (data) => {
    const items = (data as { items?: unknown } | null)?.items;
    // Not a page at all: the whole serializer says what is wrong with it.
    if (!Array.isArray(items)) return whole(data);
    const rest: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    delete rest.items;
    // The items, then the rest ("{}" or "{...}").
    const head = JSON.stringify(valid(envelope.safeParse(rest)));
    const parts: Buffer[] = [ITEMS_OPEN];
    for (let i = 0; i < items.length; i++) {
      if (i > 0) parts.push(COMMA);
      parts.push(writeItem(items[i]));
    }
    parts.push(head === '{}' ? ITEMS_CLOSE : Buffer.from(`],${head.slice(1)}`));
    return Buffer.concat(parts);
  };
}
