import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
