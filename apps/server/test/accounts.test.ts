import { and, asc, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { authTasks } from '../src/features/auth/index.ts';
import { deliverOutbox } from '../src/outbox/index.ts';
import { testConfig } from '../src/config.ts';
import { accountCodes, appointments, doctors, outboxJobs, reviews, users } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';
import { recordVisit } from './support/visits.ts';

/**
 * Issue 38's accounts: recover (forgot/reset, a lockout that leaves the owner a way in), verify (codes,
 * links, the booking gate, e-mail change), protect (two-step sign-in, sessions) and own the data (export,
 * deletion). Mails are read from the outbox, as the worker would send them.
 */

const ctx = useTestApp();
let counter = 0;
const address = () => `10.38.${(counter >> 8) & 255}.${counter++ & 255}`;
const phoneUa =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function newAccount() {
  counter += 1;
  return {
    name: 'Mona Adel',
    email: `mona.accounts.${counter}.${Date.now()}@example.com`,
    phone: '01012345678',
    birthDate: '1992-04-30',
    gender: 'female',
    password: 'correct horse battery',
  };
}

type Headers = Record<string, string>;

function post(url: string, payload: unknown, headers: Headers = {}, remoteAddress = address()) {
  // English answers and mails, so the tests can read them.
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': 'en', ...headers },
    remoteAddress,
  });
}

async function signup(account = newAccount()) {
  const res = await post('/api/v1/auth/signup', account, { 'accept-language': 'en' });
  expect(res.statusCode, res.body).toBe(201);
  return { account, token: res.json().token as string, user: res.json().user, auth: bearer(res.json().token) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function me(headers: Headers) {
  return (await ctx.app.inject({ url: '/api/v1/auth/me', headers })).json().user;
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await ctx.database.db
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(sql`lower(${outboxJobs.payload}->>'to') = lower(${email})`)
    .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.id));
  return rows.map((r) => r.payload as { subject: string; text: string });
}

async function lastMailTo(email: string) {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  expect(last, `a mail to ${email}`).toBeTruthy();
  return last!;
}

async function resetTasks(): Promise<{ email: string }[]> {
  const rows = await ctx.database.db
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(eq(outboxJobs.kind, 'password_reset'))
    .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.id));
  return rows.map((r) => r.payload as { email: string });
}

/** Runs the outbox's tasks (the reset link's lookup and mail) as the worker would; mails stay readable. */
async function runTasks() {
  await deliverOutbox(ctx.database.db, { send: async () => {} }, { tasks: authTasks(ctx.database.db) });
}

const codeIn = (text: string) => /^\s+(\d{6})$/m.exec(text)?.[1] ?? '';
const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

/** Lets the next code be asked for now (the per-account spacing is a minute). */
async function ageCodes(userId: string, ms = 61_000) {
  await ctx.database.db
    .update(accountCodes)
    .set({ createdAt: sql`${accountCodes.createdAt} - ${`${ms} milliseconds`}::interval` })
    .where(eq(accountCodes.userId, userId));
}

async function bookableSlot(): Promise<{ doctorId: string; startsAt: string }> {
  const ids = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(20);
  const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
  for (const { id } of ids) {
    const items = (await ctx.app.inject(`/api/v1/doctors/${id}/slots?from=${from}&days=14`)).json().items as {
      startsAt: string;
    }[];
    const slot = items[counter++ % Math.max(items.length, 1)];
    if (slot) return { doctorId: id, startsAt: slot.startsAt };
  }
  throw new Error('no free slot in the test data');
}

function book(headers: Headers, slot: { doctorId: string; startsAt: string }) {
  return post(
    '/api/v1/appointments',
    { ...slot, patientName: 'Mona Adel', phone: '01012345678', email: 'mona@example.com', visitType: 'clinic' },
    headers,
  );
}

describe('recover: forgot password and reset', () => {
  it('answers 202 with the same body, doing the same work, for a known and an unknown address', async () => {
    const { account, user } = await signup();
    const timed = async (email: string) => ({
      res: await post('/api/v1/auth/password/forgot', { email }, { 'user-agent': phoneUa }),
    });
    // The request does the same work either way, off the database's answer: it writes one outbox task of the
    // same shape, and nothing else (no link, no mail) until the worker runs it.
    const tasksBefore = await resetTasks();
    const known = await timed(account.email);
    const unknownEmail = `nobody.${Date.now()}@example.com`;
    const unknown = await timed(unknownEmail);
    for (const res of [known.res, unknown.res]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(known.res.body);
      expect(res.headers['content-type']).toBe(known.res.headers['content-type']);
    }
    const written = (await resetTasks()).slice(tasksBefore.length);
    expect(written.map((t) => t.email)).toEqual([account.email, unknownEmail]);
    expect(Object.keys(written[0]!).sort()).toEqual(Object.keys(written[1]!).sort());
    expect(await mailsTo(account.email)).toHaveLength(1); // the sign-up's code only
    expect(
      await ctx.database.db
        .select()
        .from(accountCodes)
        .where(and(eq(accountCodes.userId, user.id), eq(accountCodes.purpose, 'reset_password'))),
    ).toEqual([]);

    await runTasks();
    expect((await mailsTo(account.email)).filter((m) => m.text.includes('/reset-password?token=')).length).toBe(1);
    const mail = await lastMailTo(account.email);
    expect(mail.text).toContain('/reset-password?token=');
    // Who asked: the device and the network, and what to do if it was not them.
    expect(mail.text).toContain('Chrome on Android');
    expect(mail.text).toMatch(/10\.38\.\d+\.x/);
    expect(mail.text).toContain('If this was not you');
  });

  it('resets once with the link: every other session ends, the new password works, the link is dead', async () => {
    const { account, auth } = await signup();
    await post('/api/v1/auth/password/forgot', { email: account.email });
    await runTasks();
    const token = tokenIn((await lastMailTo(account.email)).text, '/reset-password');
    expect(token).toHaveLength(43);

    const short = await post('/api/v1/auth/password/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'password_too_short' });

    const reset = await post('/api/v1/auth/password/reset', { token, password: 'a brand new passphrase' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user).toMatchObject({ email: account.email, emailVerified: true });
    expect(reset.cookies.find((c) => c.name === 'tabib_session')?.value).toBe(reset.json().token);
    expect(await me(auth)).toBeNull();
    expect(await me(bearer(reset.json().token))).toMatchObject({ email: account.email });
    expect((await post('/api/v1/auth/login', { email: account.email, password: account.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/v1/auth/login', { email: account.email, password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
    expect((await lastMailTo(account.email)).subject).toBe('Your Tabib password was changed');

    const again = await post('/api/v1/auth/password/reset', { token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('refuses unknown, expired and replaced links with 400 token_invalid', async () => {
    const unknown = await post('/api/v1/auth/password/reset', {
      token: 'A'.repeat(43),
      password: 'a brand new passphrase',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('token_invalid');

    const { account, user } = await signup();
    await post('/api/v1/auth/password/forgot', { email: account.email });
    await runTasks();
    const first = tokenIn((await lastMailTo(account.email)).text, '/reset-password');
    await ageCodes(user.id, 3 * 60_000);
    await post('/api/v1/auth/password/forgot', { email: account.email });
    await runTasks();
    const second = tokenIn((await lastMailTo(account.email)).text, '/reset-password');
    expect(second).not.toBe(first);
    const replaced = await post('/api/v1/auth/password/reset', { token: first, password: 'a brand new passphrase' });
    expect(replaced.json().error.code).toBe('token_invalid');

    await ctx.database.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountCodes.userId, user.id));
    const expired = await post('/api/v1/auth/password/reset', { token: second, password: 'a brand new passphrase' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('token_invalid');
    expect((await post('/api/v1/auth/login', { email: account.email, password: account.password })).statusCode).toBe(
      200,
    );
  });

  it('limits asks per client (429) and mails one link per address every two minutes, answering the same', async () => {
    const { account } = await signup();
    const from = address();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post('/api/v1/auth/password/forgot', { email: account.email }, {}, from));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    await runTasks();
    expect((await mailsTo(account.email)).filter((m) => m.text.includes('/reset-password?token=')).length).toBe(1);
    const limited = await post('/api/v1/auth/password/forgot', { email: account.email }, {}, from);
    expect(limited.statusCode).toBe(429);
  });

  it('answers the newsletter sign-up the same for a new, a pending and a confirmed address', async () => {
    const email = `letters.${Date.now()}@example.com`;
    const first = await post('/api/v1/newsletter', { email });
    const pending = await post('/api/v1/newsletter', { email });
    expect(first.statusCode).toBe(pending.statusCode);
    expect(first.body).toBe(pending.body);
  });
});

describe('the lockout leaves the owner a way in', () => {
  it("a stranger's five wrong passwords lock strangers out, not the owner's own browser", async () => {
    const { account } = await signup();
    // The owner signed in on this browser before: it keeps a device cookie.
    const before = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    const device = before.cookies.find((c) => c.name === 'tabib_device');
    expect(device?.httpOnly).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/v1/auth/login', { email: account.email, password: `guess ${i} wrong` })).statusCode,
      ).toBe(401);
    }
    // Anyone else, even with the right password, waits; so does a made-up device cookie.
    expect((await post('/api/v1/auth/login', { email: account.email, password: account.password })).statusCode).toBe(
      429,
    );
    const forged = await post(
      '/api/v1/auth/login',
      { email: account.email, password: account.password },
      { cookie: `tabib_device=${'x'.repeat(43)}` },
    );
    expect(forged.statusCode).toBe(429);
    const owner = await post(
      '/api/v1/auth/login',
      { email: account.email, password: account.password },
      { cookie: `tabib_device=${device!.value}` },
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('a locked-out owner on a new device gets in through the reset link by mail', async () => {
    const { account } = await signup();
    for (let i = 0; i < 5; i++) await post('/api/v1/auth/login', { email: account.email, password: `wrong ${i}` });
    expect((await post('/api/v1/auth/login', { email: account.email, password: account.password })).statusCode).toBe(
      429,
    );
    await post('/api/v1/auth/password/forgot', { email: account.email });
    await runTasks();
    const token = tokenIn((await lastMailTo(account.email)).text, '/reset-password');
    const reset = await post('/api/v1/auth/password/reset', { token, password: 'back in with a new one' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/v1/auth/login', { email: account.email, password: 'back in with a new one' })).statusCode,
    ).toBe(200);
  });
});

describe('verify: the address is proved before the first booking', () => {
  it('mails a code and a link at sign-up; booking waits for the code; wrong codes are counted and limited', async () => {
    const { account, auth, user } = await signup();
    expect(user.emailVerified).toBe(false);
    const mail = await lastMailTo(account.email);
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('/verify-email?token=');
    expect(mail.subject).toContain(code);

    const slot = await bookableSlot();
    const refused = await book(auth, slot);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_unverified');
    expect(await ctx.database.db.select().from(appointments).where(eq(appointments.userId, user.id))).toEqual([]);

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('/api/v1/auth/email/verify', { code: wrong }, auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('code_invalid');
    expect((await post('/api/v1/auth/email/verify', { code: 'abc' }, auth)).json().error.fields).toEqual({
      code: 'code_invalid',
    });
    // Four more wrong codes: the code is dead, even the right one.
    for (let i = 0; i < 4; i++) await post('/api/v1/auth/email/verify', { code: wrong }, auth);
    expect((await post('/api/v1/auth/email/verify', { code }, auth)).json().error.code).toBe('code_invalid');

    // A new code at once is refused (one a minute), then sent.
    expect((await post('/api/v1/auth/email/code', {}, auth)).statusCode).toBe(429);
    await ageCodes(user.id);
    expect((await post('/api/v1/auth/email/code', {}, auth)).statusCode).toBe(202);
    const fresh = codeIn((await lastMailTo(account.email)).text);
    // Typed in Arabic-Indic digits, as an Arabic keyboard does.
    const arabic = fresh.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const verified = await post('/api/v1/auth/email/verify', { code: arabic }, auth);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ id: user.id, emailVerified: true });
    expect((await book(auth, slot)).statusCode).toBe(201);
    expect((await post('/api/v1/auth/email/code', {}, auth)).statusCode).toBe(409);
  });

  it('refuses an expired code, and confirms by the one-click link without a session', async () => {
    const { account, auth, user } = await signup();
    const mail = await lastMailTo(account.email);
    await ctx.database.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountCodes.userId, user.id));
    expect((await post('/api/v1/auth/email/verify', { code: codeIn(mail.text) }, auth)).json().error.code).toBe(
      'code_invalid',
    );
    expect((await post('/api/v1/auth/email/confirm', { token: tokenIn(mail.text, '/verify-email') })).statusCode).toBe(
      400,
    );
    await ageCodes(user.id);
    await post('/api/v1/auth/email/code', {}, auth);
    const link = tokenIn((await lastMailTo(account.email)).text, '/verify-email');
    const confirmed = await post('/api/v1/auth/email/confirm', { token: link });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user.emailVerified).toBe(true);
    expect((await post('/api/v1/auth/email/confirm', { token: link })).json().error.code).toBe('token_invalid');
  });

  it('mails links only for a host the app serves: a foreign Host is refused before anything is stored', async () => {
    const account = newAccount();
    const evil = { host: 'evil.example' };
    for (const [url, payload] of [
      ['/api/v1/auth/signup', account],
      ['/api/v1/auth/password/forgot', { email: account.email }],
      [
        '/api/v1/doctor-applications',
        { ...account, firstName: 'Mona', lastName: 'Adel', specialty: 'dermatology', city: 'cairo' },
      ],
    ] as const) {
      const res = await post(url, payload, evil);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('host_not_allowed');
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it('mails a code to a doctor applicant too', async () => {
    const account = newAccount();
    const res = await post('/api/v1/doctor-applications', {
      firstName: 'Mona',
      lastName: 'Adel',
      phone: account.phone,
      specialty: 'dermatology',
      city: 'cairo',
      email: account.email,
      password: account.password,
      gender: 'female',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(codeIn((await lastMailTo(account.email)).text)).toMatch(/^\d{6}$/);
  });

  it('holds /compat bookings to the same rule, in the compat error shape', async () => {
    const unverified = await createTestUser(ctx.database, { emailVerified: false });
    const slot = await bookableSlot();
    const res = await post(
      '/compat/create-appointment',
      {
        Name: 'Mona Adel',
        PhoneNumber: '01001234567',
        Email: unverified.user.email,
        userId: unverified.user.id,
        DoctorId: slot.doctorId,
        startsAt: slot.startsAt,
      },
      { ...unverified.auth, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusbar: 'error', code: 'email_unverified' });
    expect(res.json().message).toContain('6-digit code');
  });
});

describe('e-mail change', () => {
  it('needs the password, moves only after the new address’s code, and tells the old address', async () => {
    const { account, auth, user } = await signup();
    const other = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    const newEmail = `moved.${Date.now()}@example.com`;

    const noPassword = await post('/api/v1/auth/email/change', { email: newEmail }, auth);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ password: 'current_password_wrong' });
    const wrong = await post('/api/v1/auth/email/change', { email: newEmail, password: 'not my password' }, auth);
    expect(wrong.json().error.fields).toEqual({ password: 'current_password_wrong' });
    expect(await mailsTo(newEmail)).toEqual([]);

    const asked = await post('/api/v1/auth/email/change', { email: newEmail, password: account.password }, auth);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await me(auth)).toMatchObject({ email: account.email });
    const code = codeIn((await lastMailTo(newEmail)).text);
    expect(
      (await post('/api/v1/auth/email/change/confirm', { code: code === '000000' ? '111111' : '000000' }, auth))
        .statusCode,
    ).toBe(400);
    expect(await me(auth)).toMatchObject({ email: account.email });

    const moved = await post('/api/v1/auth/email/change/confirm', { code }, auth);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().user).toMatchObject({ id: user.id, email: newEmail, emailVerified: true });
    expect(await me(bearer(other.json().token))).toBeNull();
    const told = await lastMailTo(account.email);
    expect(told.subject).toBe("Your Tabib account's e-mail address was changed");
    expect(told.text).toContain(newEmail);
    // A second change at once is limited (one code a minute).
    await post(
      '/api/v1/auth/email/change',
      { email: `again.${Date.now()}@example.com`, password: account.password },
      auth,
    );
    expect(
      (
        await post(
          '/api/v1/auth/email/change',
          { email: `again2.${Date.now()}@example.com`, password: account.password },
          auth,
        )
      ).statusCode,
    ).toBe(429);
  });

  it('asks an account without a password for a recent sign-in', async () => {
    const oidcOnly = await createTestUser(ctx.database);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, oidcOnly.user.id));
    // The test session is old: signed in 20 minutes ago.
    await ctx.database.db.execute(
      sql`update sessions set created_at = now() - interval '20 minutes' where user_id = ${oidcOnly.user.id}`,
    );
    const stale = await post('/api/v1/auth/email/change', { email: `fresh.${Date.now()}@example.com` }, oidcOnly.auth);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual({ password: 'recent_sign_in_required' });
    await ctx.database.db.execute(sql`update sessions set created_at = now() where user_id = ${oidcOnly.user.id}`);
    expect(
      (await post('/api/v1/auth/email/change', { email: `fresh.${Date.now()}@example.com` }, oidcOnly.auth)).statusCode,
    ).toBe(202);
  });
});

function totpOf(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

describe('two-step sign-in', () => {
  it('enrols with a QR code, then signs in with a code or a one-time recovery code', async () => {
    const { account, auth } = await signup();
    const setup = await post('/api/v1/auth/two-factor/setup', {}, auth);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tabib:/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const totp = totpOf(secret);
    const wrong = totp.generate({ timestamp: Date.now() - 10 * 60_000 });
    expect((await post('/api/v1/auth/two-factor/enable', { code: wrong }, auth)).json().error.code).toBe(
      'code_invalid',
    );
    const enabled = await post('/api/v1/auth/two-factor/enable', { code: totp.generate() }, auth);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const recovery = enabled.json().recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await me(auth)).twoFactorEnabled).toBe(true);

    const step1 = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    expect(step1.statusCode).toBe(202);
    expect(step1.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(step1.cookies.find((c) => c.name === 'tabib_session')).toBeUndefined();
    const challenge = step1.json().challenge as string;
    const refused = await post('/api/v1/auth/login/two-factor', { challenge, code: wrong });
    expect(refused.statusCode).toBe(400);
    // The enrolment's code is spent (see the replay test): the app's next code signs in.
    const next = () => totp.generate({ timestamp: Date.now() + 30_000 });
    const signedIn = await post('/api/v1/auth/login/two-factor', { challenge, code: next() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.email).toBe(account.email);
    expect((await post('/api/v1/auth/login/two-factor', { challenge, code: totp.generate() })).json().error.code).toBe(
      'token_invalid',
    );

    const again = (await post('/api/v1/auth/login', { email: account.email, password: account.password })).json();
    const withRecovery = await post('/api/v1/auth/login/two-factor', { challenge: again.challenge, code: recovery[0] });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    const third = (await post('/api/v1/auth/login', { email: account.email, password: account.password })).json();
    const reused = await post('/api/v1/auth/login/two-factor', { challenge: third.challenge, code: recovery[0] });
    expect(reused.json().error.code).toBe('code_invalid');

    // Five wrong codes end the challenge.
    for (let i = 0; i < 4; i++)
      await post('/api/v1/auth/login/two-factor', { challenge: third.challenge, code: wrong });
    expect(
      (await post('/api/v1/auth/login/two-factor', { challenge: third.challenge, code: totp.generate() })).json().error
        .code,
    ).toBe('token_invalid');

    // Off: the password and a code, and the owner is mailed.
    const noPassword = await post('/api/v1/auth/two-factor/disable', { code: totp.generate() }, auth);
    expect(noPassword.statusCode).toBe(400);
    const off = await post('/api/v1/auth/two-factor/disable', { password: account.password, code: recovery[1] }, auth);
    expect(off.statusCode, off.body).toBe(200);
    expect((await lastMailTo(account.email)).subject).toBe('Two-step sign-in was turned off');
    expect((await post('/api/v1/auth/login', { email: account.email, password: account.password })).statusCode).toBe(
      200,
    );
  });

  it('accepts an authenticator code once: not again, not an earlier one, not twice at the same time', async () => {
    const { account, auth } = await signup();
    const totp = totpOf((await post('/api/v1/auth/two-factor/setup', {}, auth)).json().secret);
    // The enrolment uses the previous step's code, which the server takes only while `now` is still the
    // current step: near a step's end, wait for the next one so a slow machine cannot cross it mid-test.
    const leftInStep = 30_000 - (Date.now() % 30_000);
    if (leftInStep < 10_000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 50));
    const now = Date.now();
    const enrolment = totp.generate({ timestamp: now - 30_000 });
    expect((await post('/api/v1/auth/two-factor/enable', { code: enrolment }, auth)).statusCode).toBe(200);
    const challenge = async () =>
      (await post('/api/v1/auth/login', { email: account.email, password: account.password })).json()
        .challenge as string;

    // The enrolment's own code, still inside its window, does not sign in.
    const first = await challenge();
    const replayed = await post('/api/v1/auth/login/two-factor', { challenge: first, code: enrolment });
    expect(replayed.json().error.code).toBe('code_invalid');

    // The current code: two sign-ins racing with it, exactly one wins.
    const current = totp.generate({ timestamp: now });
    const [a, b] = await Promise.all([
      post('/api/v1/auth/login/two-factor', { challenge: first, code: current }),
      post('/api/v1/auth/login/two-factor', { challenge: await challenge(), code: current }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);

    // Used, it is refused again, and so is the earlier step's code; turning it off needs a fresh one too.
    const later = await challenge();
    for (const code of [current, enrolment]) {
      const again = await post('/api/v1/auth/login/two-factor', { challenge: later, code });
      expect(again.json().error.code).toBe('code_invalid');
    }
    const off = await post('/api/v1/auth/two-factor/disable', { password: account.password, code: current }, auth);
    expect(off.json().error.code).toBe('code_invalid');
    const fresh = totp.generate({ timestamp: now + 30_000 });
    expect((await post('/api/v1/auth/login/two-factor', { challenge: later, code: fresh })).statusCode).toBe(200);
  });

  it('with REQUIRE_STAFF_2FA, a doctor or admin uses nothing but the enrolment until set up', async () => {
    const strict = await buildApp(testConfig({ REQUIRE_STAFF_2FA: true }), { database: ctx.database });
    try {
      const admin = await createTestUser(ctx.database, { role: 'admin' });
      const patient = await createTestUser(ctx.database);
      const current = await strict.inject({ url: '/api/v1/auth/me', headers: admin.auth });
      expect(current.json().user).toMatchObject({ twoFactorSetupRequired: true });
      const portal = await strict.inject({ url: '/api/v1/admin/doctor-applications', headers: admin.auth });
      expect(portal.statusCode).toBe(403);
      expect(portal.json().error.code).toBe('two_factor_required');
      expect((await strict.inject({ url: '/api/v1/appointments', headers: patient.auth })).statusCode).toBe(200);
      const setup = await strict.inject({ method: 'POST', url: '/api/v1/auth/two-factor/setup', headers: admin.auth });
      expect(setup.statusCode).toBe(200);
      const enabled = await strict.inject({
        method: 'POST',
        url: '/api/v1/auth/two-factor/enable',
        headers: admin.auth,
        payload: { code: totpOf(setup.json().secret).generate() },
      });
      expect(enabled.statusCode).toBe(200);
      expect((await strict.inject({ url: '/api/v1/admin/doctor-applications', headers: admin.auth })).statusCode).toBe(
        200,
      );
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  it('lists where the account is signed in, ends one, and ends all the others', async () => {
    const { account, token } = await signup();
    const phone = await post(
      '/api/v1/auth/login',
      { email: account.email, password: account.password },
      { 'user-agent': phoneUa },
    );
    const third = await post('/api/v1/auth/login', { email: account.email, password: account.password });
    const list = await ctx.app.inject({ url: '/api/v1/auth/sessions?lang=en', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; device: string; place: string; current: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.map((s) => s.device)).toContain('Chrome on Android');
    // The device in the reader's language; products keep their names. A client naming neither is unknown.
    const arabic = await ctx.app.inject({ url: '/api/v1/auth/sessions?lang=ar', headers: bearer(token) });
    const arabicDevices = (arabic.json().items as { device: string }[]).map((s) => s.device);
    expect(arabicDevices).toContain('Chrome على Android');
    expect(arabicDevices).toContain('جهاز غير معروف');
    expect(arabicDevices.join(' ')).not.toMatch(/ on |Unknown/);
    expect(items.every((s) => /^10\.38\.\d+\.x$/.test(s.place))).toBe(true);

    const phoneSession = items.find((s) => s.device === 'Chrome on Android')!;
    const stranger = await createTestUser(ctx.database);
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneSession.id}`,
      headers: stranger.auth,
    });
    expect(notTheirs.statusCode).toBe(404);
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneSession.id}`,
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(200);
    expect(await me(bearer(phone.json().token))).toBeNull();
    expect(await me(bearer(third.json().token))).not.toBeNull();

    const others = await post('/api/v1/auth/sessions/end-others', {}, bearer(token));
    expect(others.json()).toEqual({ ended: 1 });
    expect(await me(bearer(third.json().token))).toBeNull();
    expect(await me(bearer(token))).not.toBeNull();
  });
});

describe('own your data: export and delete', () => {
  it('exports the profile, appointments, reviews and insurance as JSON', async () => {
    const patient = await createTestUser(ctx.database, { name: 'Export Person' });
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(1);
    await recordVisit(ctx.database, patient, doctor!.id);
    const review = await post(`/api/v1/doctors/${doctor!.id}/reviews`, { rating: 5, title: 'Very kind' }, patient.auth);
    expect(review.statusCode, review.body).toBe(201);
    const res = await ctx.app.inject({ url: '/api/v1/me/export', headers: patient.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="tabib-my-data-/);
    const data = res.json();
    expect(data.profile).toMatchObject({ name: 'Export Person', email: patient.user.email });
    expect(data.appointments).toHaveLength(1);
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Very kind', rating: 5 })]);
    expect(data).toHaveProperty('chatSessions');
    expect(data).toHaveProperty('insurance');
  });

  it('deletes with the password: future visits cancelled, reviews kept without a name, the address free again', async () => {
    const { account, auth, user } = await signup();
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).offset(3).limit(1);
    const asTestUser = { user, token: '', auth };
    await recordVisit(ctx.database, asTestUser, doctor!.id);
    expect(
      (await post(`/api/v1/doctors/${doctor!.id}/reviews`, { rating: 4, title: 'Good doctor' }, auth)).statusCode,
    ).toBe(201);
    const slot = await bookableSlot();
    const booked = await book(auth, slot);
    expect(booked.statusCode, booked.body).toBe(201);

    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: auth,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { ...auth, 'accept-language': 'en' },
      payload: { password: account.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await me(auth)).toBeNull();
    const [appointment] = await ctx.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().id));
    expect(appointment).toMatchObject({ status: 'cancelled', patientName: '', phone: '', email: '' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: '', phone: '', passwordHash: null, birthDate: null });
    expect(row!.email).not.toContain(account.email);
    const list = (
      await ctx.app.inject({
        url: `/api/v1/doctors/${doctor!.id}/reviews?limit=50`,
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(list.items).toContainEqual(expect.objectContaining({ title: 'Good doctor', authorName: 'a Tabib patient' }));
    const kept = await ctx.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, user.id)));
    expect(kept).toHaveLength(1);
    expect((await post('/api/v1/auth/login', { email: account.email, password: account.password })).statusCode).toBe(
      401,
    );
    await signup({ ...account });
  });

  it('refuses a doctor with patients still to see, with a clear code', async () => {
    const [profile] = await ctx.database.db.select({ id: doctors.id }).from(doctors).offset(5).limit(1);
    const doctor = await createTestUser(ctx.database, { role: 'doctor', doctorId: profile!.id });
    const patient = await createTestUser(ctx.database);
    await recordVisit(ctx.database, patient, profile!.id, 72);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, doctor.user.id));
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: doctor.auth, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('doctor_has_appointments');
  });
});
