import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../src/cli/admin-command.ts';
import type { Database } from '../src/db/client.ts';
import { outboxJobs, sessions } from '../src/db/schema/index.ts';
import { ensureAdmin } from '../src/features/auth/index.ts';
import { copyTemplateDatabase, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/**
 * ADMIN_EMAIL never hands the admin role to an account someone else may have registered first; the role
 * comes from `npm run admin`, which ends the account's sessions; role changes, password resets and new
 * e-mail addresses end the account's (other) sessions.
 */
const ctx = useTestApp();
const serverDir = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const adminPassword = 'the operator passphrase';

async function me(auth: Record<string, string>) {
  return (await ctx.app.inject({ url: '/api/v1/auth/me', headers: auth })).json().user as { role: string } | null;
}

function login(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: `10.30.0.${Math.floor(Math.random() * 250)}`,
  });
}

/** Moves an account to `email` the only way there is: ask (a fresh test session needs no password), then the code. */
async function moveAccount(auth: Record<string, string>, email: string) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/change',
    headers: auth,
    payload: { email },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const [job] = await ctx.database.db
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(sql`${outboxJobs.payload}->>'to' = ${email}`);
  const code = /^\s+(\d{6})$/m.exec((job!.payload as { text: string }).text)![1]!;
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/change/confirm',
    headers: auth,
    payload: { code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function signUp(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress: `10.31.0.${Math.floor(Math.random() * 250)}`,
    payload: {
      name: 'Early Bird',
      email,
      phone: '01001234567',
      birthDate: '1990-01-01',
      gender: 'male',
      password: 'squatter password 1',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return bearer(res.json().token as string);
}

describe('ADMIN_EMAIL at start', () => {
  it('does not promote an account that signed up with the address first; its session stays a patient one', async () => {
    const email = `future-admin.${Date.now()}@example.com`;
    const squatter = await signUp(email);
    expect(await ensureAdmin(ctx.database.db, email, adminPassword)).toBe('refused');
    expect(await me(squatter)).toMatchObject({ role: 'patient' });
    expect((await login(email, adminPassword)).statusCode).toBe(401);
    expect((await login(email, 'squatter password 1')).json().user.role).toBe('patient');
  });

  it('does not promote an account renamed to the address either', async () => {
    const email = `renamed-admin.${Date.now()}@example.com`;
    const patient = await createTestUser(ctx.database);
    await moveAccount(patient.auth, email);
    expect(await me(patient.auth)).toMatchObject({ email });
    expect(await ensureAdmin(ctx.database.db, email, adminPassword)).toBe('refused');
    expect(await me(patient.auth)).toMatchObject({ role: 'patient' });
  });

  it('creates the admin when the address is free, keeps it, and a password reset ends its sessions', async () => {
    const email = `operator.${Date.now()}@example.com`;
    expect(await ensureAdmin(ctx.database.db, email, adminPassword)).toBe('created');
    const signedIn = await login(email, adminPassword);
    expect(signedIn.json().user.role).toBe('admin');
    const session = bearer(signedIn.json().token as string);
    expect(await ensureAdmin(ctx.database.db, email, adminPassword)).toBe('kept');
    expect(await me(session)).toMatchObject({ role: 'admin' });
    expect(await ensureAdmin(ctx.database.db, email, 'a rotated operator passphrase')).toBe('password_reset');
    expect(await me(session)).toBeNull();
    expect((await login(email, 'a rotated operator passphrase')).json().user.role).toBe('admin');
  });
});

describe('npm run admin', () => {
  it('promotes an existing account and ends every one of its sessions; --role patient takes it back', async () => {
    const email = `promoted.${Date.now()}@example.com`;
    const first = await signUp(email);
    const second = bearer((await login(email, 'squatter password 1')).json().token as string);
    const result = await runAdminCommand(ctx.database.db, { email, role: 'admin' });
    expect(result).toEqual({
      code: 0,
      message: `${email} is now admin (was patient); 2 session(s) ended: it signs in again.`,
    });
    expect(await me(first)).toBeNull();
    expect(await me(second)).toBeNull();
    const again = bearer((await login(email, 'squatter password 1')).json().token as string);
    expect(await me(again)).toMatchObject({ role: 'admin' });
    expect(await runAdminCommand(ctx.database.db, { email, role: 'admin' })).toMatchObject({ code: 0 });
    expect(await me(again)).toMatchObject({ role: 'admin' });

    expect((await runAdminCommand(ctx.database.db, { email, role: 'patient' })).code).toBe(0);
    expect(await me(again)).toBeNull();
    expect((await login(email, 'squatter password 1')).json().user.role).toBe('patient');

    const unknown = await runAdminCommand(ctx.database.db, { email: 'nobody@example.com', role: 'admin' });
    expect(unknown).toEqual({
      code: 1,
      message: 'No account has the address nobody@example.com. Sign up with it first.',
    });
  });

  it('validates its arguments with a clear message', () => {
    expect(parseAdminArgs(['--email', 'A@Example.com', '--role', 'admin'])).toEqual({
      email: 'a@example.com',
      role: 'admin',
    });
    const error = (argv: string[]) => {
      const parsed = parseAdminArgs(argv);
      return 'error' in parsed ? parsed.error : '';
    };
    expect(error(['--role', 'admin'])).toMatch(/^--email is required/);
    expect(error(['--email', 'not-an-address', '--role', 'admin'])).toMatch(
      /--email: "not-an-address" is not an e-mail/,
    );
    expect(error(['--email', 'a@example.com'])).toMatch(/^--role must be admin or patient\./);
    expect(error(['--email', 'a@example.com', '--role', 'root'])).toMatch(
      /--role must be admin or patient, not "root"/,
    );
    expect(error(['--email', 'a@example.com', '--role', 'doctor'])).toMatch(/application/);
    expect(error(['--email', 'a@example.com', '--role', 'admin', '--force'])).toMatch(/Unknown option '--force'/);
  });

  it('the real command refuses bad arguments with exit code 2 before touching a database', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', '--email', 'nope'], {
      cwd: serverDir,
    }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in failure && failure.code).toBe(2);
    expect((failure as { stderr: string }).stderr).toContain('--email: "nope" is not an e-mail address');
  });
});

describe('sessions end with the changes that matter', () => {
  it("an approved doctor application ends the applicant's sessions", async () => {
    // Covered end to end in auth.test.ts; here: the role change itself.
    const { grantDoctorRole } = await import('../src/features/admin/application-queries.ts');
    const patient = await createTestUser(ctx.database);
    await grantDoctorRole(ctx.database.db, patient.user.id);
    expect(await me(patient.auth)).toBeNull();
  });

  it('a new e-mail address ends the other sessions, keeps this one; other profile edits end none (v1 and compat)', async () => {
    const patient = await createTestUser(ctx.database);
    // A second session of the same account (another device): a user's session handed over to it.
    const second = await createTestUser(ctx.database);
    await ctx.database.db.update(sessions).set({ userId: patient.user.id }).where(eq(sessions.userId, second.user.id));
    const body = { name: patient.user.name, phone: '01001234567', birthDate: '1990-01-15' };
    const same = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: patient.auth,
      payload: { ...body, email: patient.user.email.toUpperCase() },
    });
    expect(same.statusCode).toBe(200);
    const compatSame = await ctx.app.inject({
      method: 'PUT',
      url: `/compat/changeprofile/${encodeURIComponent(patient.user.email)}`,
      headers: patient.auth,
      payload: {
        userName: 'Renamed Through Compat',
        mobilePhone: '01001234567',
        Email: patient.user.email,
        birthDate: '1990-01-15',
      },
    });
    expect(compatSame.statusCode, compatSame.body).toBe(200);
    expect(await me(second.auth)).toMatchObject({ id: patient.user.id });
    // A new address is refused by both profile edits: it takes the password and the new address's code.
    const direct = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: patient.auth,
      payload: { ...body, email: `moved.${Date.now()}@example.com` },
    });
    expect(direct.statusCode).toBe(400);
    const compat = await ctx.app.inject({
      method: 'PUT',
      url: `/compat/changeprofile/${encodeURIComponent(patient.user.email)}`,
      headers: patient.auth,
      payload: {
        userName: patient.user.name,
        mobilePhone: '01001234567',
        Email: `moved.compat.${Date.now()}@example.com`,
        birthDate: '1990-01-15',
      },
    });
    expect(compat.statusCode).toBe(400);
    expect(compat.json()).toMatchObject({ statusbar: 'error', fields: { Email: 'email_change_needs_code' } });
    expect(await me(second.auth)).toMatchObject({ id: patient.user.id });

    await moveAccount(patient.auth, `moved.${Date.now()}@example.com`);
    expect(await me(patient.auth)).toMatchObject({ id: patient.user.id });
    expect(await me(second.auth)).toBeNull();
  });
});

describe('a real restart with ADMIN_EMAIL set to a squatted address', () => {
  let copy: DatabaseCopy;
  let database: Database | null = null;
  let server: ServerProcess | null = null;
  const email = `squatted.${Date.now()}@example.com`;
  let squatterToken = '';

  beforeAll(async () => {
    copy = await copyTemplateDatabase(testEngine);
    database = copy.open();
    squatterToken = (await createTestUser(database, { email })).token;
    // PGlite is one process at a time: the server opens the copy next.
    await database.close();
    database = null;
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await copy?.remove();
  });

  it('starts, says so naming ADMIN_EMAIL, and the squatter holds no admin session; the command then promotes and ends it', async () => {
    const env = { ...copy.serverEnv, ADMIN_EMAIL: email, ADMIN_PASSWORD: adminPassword };
    server = await startServerProcess(env);
    await waitFor('readyz', () => isReady(server!.url), 60_000);
    expect(server.output()).toMatch(/ADMIN_EMAIL names an account that exists and is not an admin/);
    const mine = await http(server.url, '/api/v1/auth/me', { headers: bearer(squatterToken) });
    expect(mine.body.user).toMatchObject({ email, role: 'patient' });
    const asAdmin = await http(server.url, '/api/v1/admin/doctor-applications', { headers: bearer(squatterToken) });
    expect(asAdmin.status).toBe(403);
    const withAdminPassword = await http(server.url, '/api/v1/auth/login', {
      method: 'POST',
      body: { email, password: adminPassword },
    });
    expect(withAdminPassword.status).toBe(401);
    await server.kill();
    server = null;

    const promoted = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', '--email', email, '--role', 'admin'],
      { cwd: serverDir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...copy.serverEnv } },
    );
    expect(promoted.stdout).toContain(`${email} is now admin (was patient); 1 session(s) ended`);

    server = await startServerProcess(env);
    await waitFor('readyz', () => isReady(server!.url), 60_000);
    expect(server.output()).not.toMatch(/ADMIN_EMAIL names an account/);
    const after = await http(server.url, '/api/v1/auth/me', { headers: bearer(squatterToken) });
    expect(after.body.user).toBeNull();
  }, 240_000);
});
