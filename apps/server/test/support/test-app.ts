import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { startOutboxDelivery, type Running } from '../../src/worker.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

/** One app over one private database per test file. */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.app = await buildApp(testConfig(overrides), { database: ctx.database });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

/**
 * Runs the outbox's worker for the test file's app, as a server process does (src/worker.ts), polling
 * often so mails arrive quickly. Call after `useTestApp`; it stops before the app closes.
 */
export function useOutboxDelivery(ctx: TestContext, everyMs = 50): void {
  let delivery: Running | undefined;
  beforeAll(() => {
    delivery = startOutboxDelivery(ctx.app, everyMs);
  });
  afterAll(async () => {
    await delivery?.stop();
  });
}
