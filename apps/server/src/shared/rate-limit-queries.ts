import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/**
 * Counts one request under `key` in one atomic upsert: a new or expired row starts a window of
 * `windowMs` at 1, a live one counts on. Returns the count and the milliseconds left in the window.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const expired = sql`${rateLimitHits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expiresAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit not counted');
  return row;
}

/** Drops the rows whose window has ended; a new request starts a fresh row anyway. */
export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, sql`now()`));
}
