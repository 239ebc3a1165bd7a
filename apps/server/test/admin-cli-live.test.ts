/**
 * `npm run admin` against a running server (decision 036), both engines, a real server process: demoting an
 * admin ends that admin's access at once and for good (also after a graceful restart), and the command
 * never reports a change it did not make. On the embedded database the command goes through the running
 * server; when that server does not answer it refuses and changes nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { copyTemplateDatabase, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { freePort } from './support/smtp-inbox.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
let copy: DatabaseCopy;
let admin: TestUser;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  copy = await copyTemplateDatabase(testEngine);
  const setup = copy.open();
  admin = await createTestUser(setup, { role: 'admin' });
  await setup.close();
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await copy?.remove();
});

/** `npm run admin -- ...` as an operator runs it (tsx, the same environment as the server). */
function runAdmin(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...copy.serverEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(copy.serverEnv);
  servers.push(server);
  await waitFor('readyz', () => isReady(server.url), 60_000);
  return server;
}

const adminRoute = '/api/v1/admin/doctor-applications';

async function roleInDatabase(): Promise<string | undefined> {
  const database = copy.open();
  try {
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, admin.user.id));
    return row?.role;
  } finally {
    await database.close();
  }
}

describe(`npm run admin while the server runs (${testEngine})`, () => {
  it('demoting an admin ends their access at once, and it stays so after a graceful restart', async () => {
    const server = await start();
    expect((await http(server.url, adminRoute, { headers: bearer(admin.token) })).status).toBe(200);

    const demoted = await runAdmin(['--email', admin.user.email, '--role', 'patient']);
    expect(demoted, demoted.out).toMatchObject({ code: 0 });
    expect(demoted.out).toContain(`${admin.user.email} is now patient (was admin); 1 session(s) ended`);
    expect((await http(server.url, adminRoute, { headers: bearer(admin.token) })).status).toBe(401);

    const again = await runAdmin(['--email', admin.user.email, '--role', 'patient']);
    expect(again.out).toContain('is already patient; nothing changed');

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const restarted = await start();
    expect((await http(restarted.url, adminRoute, { headers: bearer(admin.token) })).status).toBe(401);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
    expect(await roleInDatabase()).toBe('patient');
    // With no server running, the command opens the database itself.
    const promoted = await runAdmin(['--email', admin.user.email, '--role', 'admin']);
    expect(promoted.out).toContain('is now admin (was patient); 0 session(s) ended');
    expect(await roleInDatabase()).toBe('admin');
  }, 180_000);

  // The embedded database only: on PostgreSQL the command writes to the database the server reads.
  if (testEngine === 'pglite')
    it('refuses, changing nothing, when the server holding the embedded database does not answer', async () => {
      // A live process (this one) named as the server, on a port nothing listens on.
      const file = path.join(copy.serverEnv.DATA_DIR!, 'control.json');
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, port: await freePort(), token: 'x'.repeat(43) }));
      try {
        const refused = await runAdmin(['--email', admin.user.email, '--role', 'patient']);
        expect(refused.code, refused.out).toBe(1);
        expect(refused.out).toContain('nothing was changed');
        expect(refused.out).not.toContain('is now');
      } finally {
        fs.rmSync(file);
      }
      expect(await roleInDatabase()).toBe('admin');
    }, 60_000);
});
