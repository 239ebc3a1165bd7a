/**
 * The process's background work (src/worker.ts): nothing runs before the server listens, so that on the
 * embedded database (one query at a time) /readyz and the first requests do not queue behind it; then
 * the search copy loads at once and the catching-up work (here the outbox) after a few seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { outboxJobs } from '../src/db/schema/index.ts';
import { enqueueMail } from '../src/outbox/index.ts';
import { every, startBackgroundWork } from '../src/worker.ts';
import { createTestDatabase } from './support/test-db.ts';

describe('every', () => {
  const app = { log: { info: () => {}, error: () => {} } } as unknown as FastifyInstance;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs first after the delay asked for, then at every interval, and not after it is stopped', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => {});
    const running = every(app, 'test', 1_000, task, 3_000);
    // Not at the interval's first turn either: the delay comes first.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(3);
    await running.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('runs at once without a delay, and never two runs at the same time', async () => {
    vi.useFakeTimers();
    let release = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const running = every(app, 'test', 100, task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    release();
    await running.stop();
  });
});

describe('startBackgroundWork', () => {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-worker-'));
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends nothing before the server listens, and the outbox once it has listened a few seconds', async () => {
    database = await createTestDatabase();
    // Without SMTP_URL mails are written to DATA_DIR/outbox; the job is marked sent either way.
    app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database });
    startBackgroundWork(app);
    await enqueueMail(database.db, { message: { to: 'worker@example.com', subject: 'Test', text: 'Hello' } });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const status = async () => (await database!.db.select({ status: outboxJobs.status }).from(outboxJobs))[0]?.status;
    expect(await status()).toBe('pending');

    await app.listen({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await status()).toBe('pending');
    await vi.waitFor(async () => expect(await status()).toBe('sent'), { timeout: 5_000, interval: 100 });
  }, 20_000);
});
