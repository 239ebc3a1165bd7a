import type { Db } from './client.ts';
import { isTransactionConflict } from './pg-errors.ts';

/** Tries of one transaction in all, the first included (decision 016). */
export const TRANSACTION_ATTEMPTS = 5;
const BASE_DELAY_MS = 10;
const MAX_DELAY_MS = 250;

/** Full jitter: a random wait up to an exponentially growing cap, so the losers do not collide again in step. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt));
}

/**
 * Makes every top-level `db.transaction(...)` of this handle run its callback again when PostgreSQL aborts
 * it with a serialization failure or a deadlock, up to TRANSACTION_ATTEMPTS times in all; the last
 * failure is thrown as it is (the HTTP layer answers 503 unavailable). One place for every use case: a
 * callback only touches the database through `tx`, so running it again is safe. Savepoints (`tx.transaction`)
 * are not retried on their own: the conflict aborts the whole transaction, which is what runs again.
 */
export function retryTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
      }
    }
  }) as Db['transaction'];
}
