import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { isTransactionConflict } from '../src/db/pg-errors.ts';
import { retryDelayMs, TRANSACTION_ATTEMPTS } from '../src/db/transaction-retry.ts';
import { createTestDatabase } from './support/test-db.ts';

/** What the driver throws for a deadlock, wrapped the way the ORM wraps it. */
function conflict(code: string) {
  return Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code }) });
}

describe('transactions run again after a deadlock or serialization failure', () => {
  it('runs the callback again until it commits', async () => {
    const database = await createTestDatabase();
    try {
      let calls = 0;
      const result = await database.db.transaction(async () => {
        calls++;
        if (calls < 3) throw conflict(calls === 1 ? '40P01' : '40001');
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(calls).toBe(3);
    } finally {
      await database.close();
    }
  });

  it('gives up after a bounded number of tries and throws the conflict as it is', async () => {
    const database = await createTestDatabase();
    try {
      let calls = 0;
      const failure = await database.db
        .transaction(async () => {
          calls++;
          throw conflict('40P01');
        })
        .catch((error: unknown) => error);
      expect(calls).toBe(TRANSACTION_ATTEMPTS);
      expect(isTransactionConflict(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('does not run again after any other failure', async () => {
    const database = await createTestDatabase();
    try {
      let calls = 0;
      await expect(
        database.db.transaction(async () => {
          calls++;
          throw conflict('23P01');
        }),
      ).rejects.toThrow();
      expect(calls).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('waits a random time under a cap that grows with each try', () => {
    expect(retryDelayMs(1, () => 0)).toBe(0);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThan(20);
    expect(retryDelayMs(3, () => 0.999)).toBeLessThan(80);
    expect(retryDelayMs(10, () => 0.999)).toBeLessThan(250);
  });

  it('answers 503 unavailable, not 500, when the last try still deadlocks', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database });
    let calls = 0;
    app.get('/deadlocking', async () =>
      app.db.transaction(async () => {
        calls++;
        throw conflict('40P01');
      }),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/deadlocking', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('unavailable');
      expect(calls).toBe(TRANSACTION_ATTEMPTS);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
