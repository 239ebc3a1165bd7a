/**
 * `npm run backup` / `npm run restore` (decision 036), real processes. On the embedded database: a booking
 * is made, a backup is written while the server runs (through the server), restored into a new DATA_DIR, a
 * server started on it finds the booking (and the session that made it); restoring over a database is
 * refused. On PostgreSQL both commands refuse and name pg_dump / pg_restore.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
let copy: DatabaseCopy;
let patient: TestUser;
let doctorId: string;
const servers: ServerProcess[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-backup-'));

beforeAll(async () => {
  copy = await copyTemplateDatabase(testEngine);
  const setup = copy.open();
  [doctorId] = (await prepareDoctors(setup, 1)) as [string];
  patient = await createTestUser(setup);
  await setup.close();
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await copy?.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', INIT_CWD: work, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  await waitFor('readyz', () => isReady(server.url), 60_000);
  return server;
}

describe(`backup and restore (${testEngine})`, () => {
  if (testEngine === 'pglite') {
    it('backs up while the server runs, restores into a new folder, and a server there finds the booking', async () => {
      const server = await start(copy.serverEnv);
      const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
      const slots = (await http(server.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`)).body.items;
      const booked = await http(server.url, '/api/v1/appointments', {
        method: 'POST',
        headers: bearer(patient.token),
        body: {
          doctorId,
          startsAt: slots[0].startsAt,
          patientName: 'Backed Up',
          phone: '01001234567',
          email: patient.user.email,
        },
      });
      expect(booked.status).toBe(201);

      // A relative --out is the operator's folder (INIT_CWD), not the workspace's.
      const backup = await run('backup', ['--out', 'tabib-backup.tar.gz'], copy.serverEnv);
      expect(backup, backup.out).toMatchObject({ code: 0 });
      const file = path.join(work, 'tabib-backup.tar.gz');
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // The server went on serving meanwhile.
      expect(
        (await http(server.url, `/api/v1/appointments/${booked.body.id}`, { headers: bearer(patient.token) })).status,
      ).toBe(200);

      // Restoring over a database, or into the folder of a running server, is refused and changes nothing.
      const over = await run('restore', [file], copy.serverEnv);
      expect(over.code).toBe(1);
      expect(over.out).toContain('Nothing was changed');

      const fresh = path.join(work, 'restored');
      const restored = await run('restore', [file], { DATA_DIR: fresh });
      expect(restored, restored.out).toMatchObject({ code: 0 });

      const second = await start({ DATA_DIR: fresh });
      const found = await http(second.url, `/api/v1/appointments/${booked.body.id}`, {
        headers: bearer(patient.token),
      });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ id: booked.body.id, startsAt: slots[0].startsAt, status: 'booked' });
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });

      // Without a server running, the backup opens the folder itself.
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const offline = await run('backup', ['--out', path.join(work, 'offline.tar.gz')], copy.serverEnv);
      expect(offline, offline.out).toMatchObject({ code: 0 });
    }, 240_000);
  } else {
    it('refuses on PostgreSQL and names pg_dump and pg_restore', async () => {
      const backup = await run('backup', ['--out', 'x.tar.gz'], copy.serverEnv);
      expect(backup.code).toBe(2);
      expect(backup.out).toContain('pg_dump');
      const restore = await run('restore', ['x.tar.gz'], copy.serverEnv);
      expect(restore.code).toBe(2);
      expect(restore.out).toContain('pg_restore');
      expect(fs.existsSync(path.join(work, 'x.tar.gz'))).toBe(false);
    }, 60_000);
  }
});
