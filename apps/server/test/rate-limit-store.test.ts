import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rateLimitHits } from '../src/db/schema/index.ts';
import { countHit, deleteExpiredHits } from '../src/shared/rate-limit-queries.ts';
import { createTestDatabase } from './support/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('rate-limit counters in the database', () => {
  it('counts requests per key within a window, and starts again once it has ended', async () => {
    const first = await countHit(database.db, 'POST /x 10.0.0.1', 3_000);
    expect(first.hits).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(2_000);
    expect(first.ttlMs).toBeLessThanOrEqual(3_000);
    expect((await countHit(database.db, 'POST /x 10.0.0.1', 3_000)).hits).toBe(2);
    expect((await countHit(database.db, 'POST /x 10.0.0.2', 3_000)).hits).toBe(1);
    const counted = await Promise.all(
      Array.from({ length: 10 }, () => countHit(database.db, 'POST /x 10.0.0.1', 3_000)),
    );
    expect(counted.map((c) => c.hits).sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect((await countHit(database.db, 'POST /x 10.0.0.1', 3_000)).hits).toBe(1);
  });

  it('drops the rows of ended windows', async () => {
    await countHit(database.db, 'POST /y 10.0.0.3', 50);
    await countHit(database.db, 'POST /y 10.0.0.4', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await deleteExpiredHits(database.db);
    const keys = (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(keys).toContain('POST /y 10.0.0.4');
    expect(keys).not.toContain('POST /y 10.0.0.3');
  });
});
