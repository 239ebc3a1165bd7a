import { serializerCompiler as zodSerializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
 * The schema serializer, remembering its output per answer object. Only for routes whose answers are
 * shared and never changed after they are made (cached search answers): a repeated answer is validated
 * and written out once, not on every request.
 */
export const memoizedSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Registered only on routes with zod response schemas, which is what the zod compiler expects.
  const serialize = zodSerializerCompiler(route as ZodRouteSchema);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const known = written.get(data);
    if (known !== undefined) return known;
    const text = serialize(data);
    written.set(data, text);
    return text;
  };
};
