import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { ensureAdmin } from '../src/features/auth/index.ts';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
let counter = 0;
// Each call from its own address, so the per-address limits do not interfere with the tests of other rules.
const address = () => `10.${(counter >> 8) & 255}.${counter++ & 255}.${Math.floor(Math.random() * 250) + 1}`;

function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Mona Adel',
    email: `mona.${counter}.${Date.now()}@example.com`,
    phone: '010 1234 5678',
    birthDate: '1992-04-30',
    gender: 'female',
    password: 'correct horse battery',
    ...overrides,
  };
}

async function signup(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: body,
    headers,
    remoteAddress: address(),
  });
}

async function login(email: string, password: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers,
    remoteAddress: address(),
  });
}

async function me(headers: Record<string, string>) {
  return (await ctx.app.inject({ url: '/api/v1/auth/me', headers })).json().user;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up', () => {
  it('creates a patient, signs them in with an httpOnly SameSite=Lax cookie, and returns a bearer token', async () => {
    const account = newAccount();
    const res = await signup(account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      name: 'Mona Adel',
      email: account.email,
      role: 'patient',
      phone: '+201012345678',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'tabib_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect((await me(bearer(body.token))).email).toBe(account.email);
    expect((await me({ cookie: `tabib_session=${cookie?.value}` })).email).toBe(account.email);
  });

  it('stores only a hash of the password (argon2id) and of the session token', async () => {
    const account = newAccount();
    const { token, user } = (await signup(account)).json();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it.each([
    [{ name: '' }, 'name', 'name_required'],
    [{ name: 'A' }, 'name', 'name_too_short'],
    [{ name: 'x'.repeat(81) }, 'name', 'name_too_long'],
    [{ email: '' }, 'email', 'email_required'],
    [{ email: 'mona@' }, 'email', 'email_invalid'],
    [{ phone: '' }, 'phone', 'phone_required'],
    [{ phone: '0131234567' }, 'phone', 'phone_invalid'],
    [{ phone: '12345' }, 'phone', 'phone_invalid'],
    [{ birthDate: '' }, 'birthDate', 'birth_date_required'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'birth_date_invalid'],
    [{ birthDate: '30/04/1992' }, 'birthDate', 'birth_date_invalid'],
    [{ birthDate: '2999-01-01' }, 'birthDate', 'birth_date_future'],
    [{ gender: 'other' }, 'gender', 'gender_required'],
    [{ password: '' }, 'password', 'password_required'],
    [{ password: 'short pass' }, 'password', 'password_too_short'],
  ])('refuses %j with %s: %s, creating nothing', async (override, field, key) => {
    const account = newAccount(override);
    const res = await signup(account);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(key);
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${String(account.email)})`);
    expect(row?.n).toBe(0);
  });

  it('reads a number typed in Arabic digits, as an Arabic phone keyboard types it', async () => {
    const res = await signup(newAccount({ phone: '٠١٠ ١٢٣٤ ٥٦٧٨' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('+201012345678');
    const persian = await signup(newAccount({ phone: '۰۱۵۰۱۲۳۴۵۶۷' }));
    expect(persian.json().user.phone).toBe('+201501234567');
  });

  it('accepts international numbers in E.164 as they are', async () => {
    const res = await signup(newAccount({ phone: '+44 20 7946 0958' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('+442079460958');
  });

  it('refuses a registered e-mail in any letter case with 409 email_taken', async () => {
    const account = newAccount();
    expect((await signup(account)).statusCode).toBe(201);
    const again = await signup({ ...account, email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toBe('email_taken');
  });
});

describe('sign-in and sessions', () => {
  it('gives a new token at every sign-in; logout ends only that session', async () => {
    const account = newAccount();
    await signup(account);
    const a = (await login(account.email, account.password)).json().token;
    const b = (await login(account.email.toUpperCase(), account.password)).json().token;
    expect(a).not.toBe(b);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(a) });
    expect(out.statusCode).toBe(200);
    expect(await me(bearer(a))).toBeNull();
    expect((await me(bearer(b))).email).toBe(account.email);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const account = newAccount();
    await signup(account);
    const wrong = await login(account.email, 'not the password at all');
    const unknown = await login(`nobody.${Date.now()}@example.com`, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('locks an account for a while after five failures, even with the right password', async () => {
    const account = newAccount();
    await signup(account);
    for (let i = 0; i < 5; i++) expect((await login(account.email, `wrong password ${i}`)).statusCode).toBe(401);
    const locked = await login(account.email, account.password, { 'accept-language': 'en' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many attempts/);
    const ar = await login(account.email, account.password);
    expect(ar.json().error.message).toMatch(/محاولات كثيرة/);
  });

  it('limits sign-in attempts per address, whatever the accounts tried', async () => {
    const from = { remoteAddress: '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `guess${i}@example.com`, password: 'guessing a password' },
        ...from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('ends sessions idle for a week and sessions past their absolute expiry', async () => {
    const account = newAccount();
    const { token, user } = (await signup(account)).json();
    const second = (await login(account.email, account.password)).json().token;
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(sessions.userId, user.id));
    expect(await me(bearer(token))).toBeNull();
    expect(await me(bearer(second))).toBeNull();

    const third = (await login(account.email, account.password)).json().token;
    expect((await me(bearer(third))).id).toBe(user.id);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await me(bearer(third))).toBeNull();
  });

  it('refuses cookie-authenticated writes from another origin (CSRF), allows our own and bearer clients', async () => {
    const account = newAccount();
    const res = await signup(account);
    const cookie = `tabib_session=${res.cookies.find((c) => c.name === 'tabib_session')?.value}`;
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/me/insurance',
        payload: { insurer: null, policyNumber: '' },
        headers,
      });
    expect((await put({ cookie })).statusCode).toBe(403);
    expect((await put({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await put({ cookie, origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await put({ cookie, referer: 'http://localhost:80/profile/my' })).statusCode).toBe(200);
    expect((await put(bearer(res.json().token))).statusCode).toBe(200);
  });
});

describe('profile, password and insurance', () => {
  it('edits the profile with the same rules as sign-up', async () => {
    const account = newAccount();
    const { token } = (await signup(account)).json();
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', payload, headers: bearer(token) });
    const ok = await patch({
      name: 'Mona A. Adel',
      phone: '01501234567',
      email: account.email,
      birthDate: '1992-05-01',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ name: 'Mona A. Adel', phone: '+201501234567', birthDate: '1992-05-01' });
    const bad = await patch({ name: '', phone: 'x', email: 'y', birthDate: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'name_required',
      phone: 'phone_invalid',
      email: 'email_invalid',
      birthDate: 'birth_date_required',
    });
    const other = newAccount();
    await signup(other);
    // A new address goes through /auth/email/change (password, then the new address's code): not here.
    const moved = await patch({ name: 'Mona', phone: '01012345678', email: other.email, birthDate: '1992-05-01' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.email).toBe('email_change_needs_code');
    // Without a session the body is not looked at: 401, not a description of what was wrong with it.
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: {} })).statusCode).toBe(401);
  });

  it('changes the password only with the current one, then ends every session', async () => {
    const account = newAccount();
    const { token } = (await signup(account)).json();
    const other = (await login(account.email, account.password)).json().token;
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/auth/password', payload, headers: bearer(token) });

    const wrong = await change({ currentPassword: 'not my password', newPassword: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('current_password_wrong');
    const weak = await change({ currentPassword: account.password, newPassword: 'short' });
    expect(weak.json().error.fields.newPassword).toBe('password_too_short');
    const same = await change({ currentPassword: account.password, newPassword: account.password });
    expect(same.json().error.fields.newPassword).toBe('password_unchanged');
    const empty = await change({ currentPassword: '', newPassword: '' });
    expect(empty.json().error.fields).toEqual({
      currentPassword: 'current_password_required',
      newPassword: 'password_required',
    });

    expect(
      (await change({ currentPassword: account.password, newPassword: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
    expect(await me(bearer(token))).toBeNull();
    expect(await me(bearer(other))).toBeNull();
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('records an insurer and policy number', async () => {
    const { token } = (await signup(newAccount())).json();
    const get = () => ctx.app.inject({ url: '/api/v1/me/insurance?lang=en', headers: bearer(token) });
    expect((await get()).json()).toEqual({ insurer: null, policyNumber: '' });
    const insurers = (await ctx.app.inject('/api/v1/insurers?lang=en')).json().items as {
      slug: string;
      name: string;
    }[];
    const first = insurers[0]!;
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/me/insurance?lang=en', payload, headers: bearer(token) });
    const saved = await put({ insurer: first.slug, policyNumber: 'AXA-2231/77' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ insurer: { slug: first.slug, name: first.name }, policyNumber: 'AXA-2231/77' });
    expect((await get()).json().policyNumber).toBe('AXA-2231/77');
    expect((await put({ insurer: 'no-such-insurer', policyNumber: '1' })).json().error.fields.insurer).toBe(
      'insurer_unknown',
    );
    expect((await put({ insurer: null, policyNumber: '123' })).json().error.fields.insurer).toBe('insurer_required');
    expect((await put({ insurer: first.slug, policyNumber: '<script>' })).json().error.fields.policyNumber).toBe(
      'policy_number_invalid',
    );
  });

  it('needs a session for every account route', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/v1/me'],
      ['PUT', '/api/v1/auth/password'],
      ['GET', '/api/v1/me/insurance'],
      ['PUT', '/api/v1/me/insurance'],
    ] as const) {
      const valid: Record<string, Record<string, unknown>> = {
        '/api/v1/me': { name: 'Mona', phone: '01012345678', email: 'a@b.co', birthDate: '1990-01-01' },
        '/api/v1/auth/password': { currentPassword: 'x', newPassword: 'a long enough password' },
        '/api/v1/me/insurance': { insurer: null, policyNumber: '' },
      };
      const res = await ctx.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: valid[url] }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('joining as a doctor', () => {
  const application = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      firstName: 'Karim',
      lastName: 'Fawzy',
      phone: '01112345678',
      specialty: 'cardiology',
      city: 'cairo',
      email: `karim.${counter}.${Date.now()}@example.com`,
      password: 'heart of gold 1985',
      gender: 'male',
      ...overrides,
    };
  };

  it('validates every field with its own message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/doctor-applications',
      payload: { firstName: '', lastName: '', phone: '', specialty: '', city: '', email: '', password: '', gender: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: 'first_name_required',
      lastName: 'last_name_required',
      phone: 'phone_required',
      specialty: 'specialty_required',
      city: 'city_required',
      email: 'email_required',
      password: 'password_required',
      gender: 'gender_required',
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/doctor-applications',
      payload: application({ specialty: 'astrology', city: 'atlantis' }),
      remoteAddress: address(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ specialty: 'specialty_unknown', city: 'city_unknown' });
  });

  it('is approved by an admin: the applicant becomes a doctor with a profile; decided once', async () => {
    const body = application();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/doctor-applications',
      payload: body,
      remoteAddress: address(),
    });
    expect(created.statusCode).toBe(201);
    const applicant = (await login(body.email, body.password)).json();
    expect(applicant.user).toMatchObject({ role: 'patient', doctorId: null });

    const adminEmail = `admin.${Date.now()}@example.com`;
    await ensureAdmin(ctx.database.db, adminEmail, 'admin password 123');
    const admin = (await login(adminEmail, 'admin password 123')).json();
    expect(admin.user.role).toBe('admin');

    const list = await ctx.app.inject({
      url: '/api/v1/admin/doctor-applications?status=pending&lang=en',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const mine = (list.json().items as { id: string; email: string; specialty: { name: string } }[]).find(
      (a) => a.email === body.email,
    );
    expect(mine?.specialty.name).toMatch(/Cardiology/);
    const id = created.json().applicationId;
    expect(mine?.id).toBe(id);

    const byPatient = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctor-applications/${id}/approve`,
      headers: bearer(applicant.token),
    });
    expect(byPatient.statusCode).toBe(403);
    const byVisitor = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/doctor-applications/${id}/approve` });
    expect(byVisitor.statusCode).toBe(401);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctor-applications/${id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    // The role change ended the applicant's sessions: the next sign-in is a doctor's.
    expect(await me(bearer(applicant.token))).toBeNull();
    const doctorUser = (await login(body.email, body.password)).json().user;
    expect(doctorUser).toMatchObject({ role: 'doctor', doctorId: approved.json().doctorId });

    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/doctor-applications/${id}/reject`,
      headers: bearer(admin.token),
    });
    expect(twice.statusCode).toBe(409);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/doctor-applications/00000000-0000-4000-8000-000000000000/approve',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/doctor-applications/not-a-uuid/approve',
      headers: bearer(admin.token),
    });
    expect(badId.statusCode).toBe(400);
  });

  it('refuses an e-mail that already has an account', async () => {
    const account = newAccount();
    await signup(account);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/doctor-applications',
      payload: application({ email: account.email }),
      remoteAddress: address(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe('email_taken');
  });
});
