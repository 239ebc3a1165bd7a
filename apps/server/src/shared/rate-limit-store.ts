import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countHit, deleteExpiredHits } from './rate-limit-queries.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store with its counters in the database (table rate_limit_hits), so a limit is one
 * count for all server processes instead of one per process's memory; on the embedded database too, where
 * the count survives a restart. Every route's `config.rateLimit` uses it unchanged. Fixed windows, like the
 * plugin's own stores; `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Housekeeping only: a failure here must not fail the request that happened to trigger it.
    deleteExpiredHits(db).catch(() => {});
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow?: number, _max?: number): void {
      countHit(db, this.prefix + key, timeWindow ?? 60_000).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      sweep();
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes the route's merged options; its method and URL keep each route's counts apart.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(`${String(route?.method ?? '')} ${String(route?.url ?? '')} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
