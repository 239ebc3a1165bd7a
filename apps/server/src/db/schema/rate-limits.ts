import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits (@fastify/rate-limit's store, shared/rate-limit-store.ts): one row per
 * route and client key, counting requests until `expires_at`, so every server process sees one count.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
);
