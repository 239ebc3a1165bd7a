/**
 * Starting server processes on PostgreSQL: several at once on one new database (the migrations and the
 * first-start seed run once, under the start-up lock), and one started before its database is reachable.
 *
 * PostgreSQL only (the embedded database belongs to one process and is always reachable): selected in the
 * "server (postgres)" project only, like the other multi-process files.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { doctors, specialties } from '../src/db/schema/index.ts';
import { copyTemplateDatabase } from './support/database-copies.ts';
import { adminUrl, databaseUrl } from './support/engine.ts';
import { http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { testEngine } from './support/test-db.ts';

const base = process.env.DATABASE_URL ?? '';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A new, empty database (not even migrated), dropped after the file. */
async function emptyDatabase(): Promise<string> {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  const name = `tabib_s_${randomUUID().replaceAll('-', '')}`;
  const admin = openPostgres(adminUrl(base), 1);
  await admin.db.execute(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.db.execute(`drop database if exists "${name}" with (force)`);
    await admin.close();
  });
  return databaseUrl(base, name);
}

function track(server: ServerProcess): ServerProcess {
  cleanups.push(() => server.kill());
  return server;
}

describe('starting on PostgreSQL', () => {
  it('three processes started together on an empty database all come up, with one set of demo data', async () => {
    const url = await emptyDatabase();
    const env = { DATABASE_URL: url, SEED_DEMO: 'true', SEED_DOCTORS: '25' };
    const servers = (await Promise.all([1, 2, 3].map(() => startServerProcess(env)))).map(track);
    for (const server of servers) {
      await waitFor('readyz', () => isReady(server.url), 30_000);
      expect(server.output()).not.toMatch(/duplicate key|error/i);
    }
    // Seeded once, by whichever process took the lock first; the others found it done.
    expect(servers.filter((s) => s.output().includes('Seeded demo data')).length).toBe(1);
    const database = openPostgres(url, 1);
    try {
      expect((await database.db.select({ n: count() }).from(doctors))[0]!.n).toBe(25);
      const [{ n: specialtyCount }] = (await database.db.select({ n: count() }).from(specialties)) as [{ n: number }];
      expect(specialtyCount).toBeGreaterThan(0);
      const listed = await http(servers[2]!.url, '/api/v1/doctors?limit=5');
      expect(listed.status).toBe(200);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a PostgreSQL given by DATABASE_URL gets no demo data unless SEED_DEMO=true', async () => {
    const url = await emptyDatabase();
    const server = track(await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '' }));
    await waitFor('readyz', () => isReady(server.url), 30_000);
    const database = openPostgres(url, 1);
    try {
      expect((await database.db.select({ n: count() }).from(doctors))[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('`npm run migrate` run twice at once on an empty database migrates it once, and both succeed', async () => {
    const url = await emptyDatabase();
    const run = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: url },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
        child.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
        child.once('exit', (code) => resolve({ code, output }));
      });
    const results = await Promise.all([run(), run()]);
    for (const result of results) expect(result.code, result.output).toBe(0);
    const database = openPostgres(url, 1);
    try {
      // Migrated and not seeded.
      expect((await database.db.select({ n: count() }).from(doctors))[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a process started 10 s before its database is reachable answers 503 meanwhile, then comes up', async () => {
    const copy = await copyTemplateDatabase('postgres');
    cleanups.push(() => copy.remove());
    const target = new URL(copy.url!);
    const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    await proxy.cut();
    const viaProxy = new URL(copy.url!);
    viaProxy.port = String(proxy.port);

    const server = track(await startServerProcess({ DATABASE_URL: viaProxy.toString() }, { until: 'listening' }));
    const started = Date.now();
    const health = await http(server.url, '/healthz');
    expect(health.status).toBe(200);
    const ready = await http(server.url, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', database: 'down', search: 'loading' });
    const api = await http(server.url, '/api/v1/doctors?limit=1', { headers: { 'accept-language': 'en' } });
    expect(api.status).toBe(503);
    expect(api.body.error.code).toBe('unavailable');

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_000 - (Date.now() - started))));
    expect(server.child.exitCode).toBeNull();
    expect((await http(server.url, '/readyz')).status).toBe(503);
    await proxy.restore();

    await waitFor('readyz after the database came up', () => isReady(server.url), 20_000);
    expect(server.output()).toContain('Tabib is serving on');
    const listed = await http(server.url, '/api/v1/doctors?limit=1');
    expect(listed.status).toBe(200);
  }, 90_000);
});
