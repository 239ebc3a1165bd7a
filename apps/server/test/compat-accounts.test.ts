import {
  CompatAuthResponse,
  CompatContactResponse,
  CompatError,
  CompatJoinResponse,
  CompatProfileResponse,
  CompatStatusResponse,
} from '@tabib/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, doctorApplications, users } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/** Spec section 7 under /compat: sign-in, sign-up, Google, profile, password, joining, contact. */

const ctx = useTestApp();
let counter = 0;
// Each call from its own address: the per-address limits are not what these tests are about.
const address = () => `10.77.${(counter >> 8) & 255}.${counter++ & 255}`;
const en = { 'accept-language': 'en' };
const PASSWORD = 'correct horse battery';

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: address() });
}
function put(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'PUT', url, payload: payload as object, headers, remoteAddress: address() });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    userName: 'Mona Adel',
    mobilePhone: '010 1234 5678',
    Email: `compat.${counter}.${Date.now()}@example.com`,
    birthDate: '1992-04-30',
    Password: PASSWORD,
    Gender: 'Female',
    ...overrides,
  };
}

/** A real account (with a password) through the compat sign-up. */
async function account() {
  const body = signupBody();
  const res = await post('/compat/signup', body);
  expect(res.statusCode, res.body).toBe(201);
  const parsed = CompatAuthResponse.parse(res.json());
  return { email: body.Email, token: parsed.Token!, user: parsed.result! };
}

async function me(token: string) {
  return (await ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).json().user as {
    id: string;
    name: string;
    phone: string;
    email: string;
  } | null;
}

const userKeys = ['id', 'userName', 'mobilePhone', 'Email', 'birthDate', 'Gender', 'Status', 'DoctorId', 'role'].sort();

describe('POST /compat/login', () => {
  it('answers statusbar, message, Token and result (the user); the Token works as a bearer token', async () => {
    const { email, user } = await account();
    const res = await post('/compat/login', { Email: email, Password: PASSWORD }, en);
    expect(res.statusCode).toBe(200);
    const body = CompatAuthResponse.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['Token', 'message', 'result', 'statusbar']);
    expect(body).toMatchObject({ statusbar: 'success', message: 'Signed in successfully' });
    expect(Object.keys(body.result!).sort()).toEqual(userKeys);
    expect(body.result).toMatchObject({
      id: user.id,
      userName: 'Mona Adel',
      mobilePhone: '+201012345678',
      Email: email,
      birthDate: '1992-04-30',
      Gender: 'Female',
      Status: 'Patient',
      DoctorId: null,
    });
    expect((await me(body.Token!))?.id).toBe(user.id);
  });

  it("answers a wrong password with 200, statusbar 'error' and the localised message for the toast", async () => {
    const { email } = await account();
    const res = await post('/compat/login', { Email: email, Password: 'not the password' }, en);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusbar: 'error', message: 'The e-mail or password is not correct.' });
    const ar = await post('/compat/login', { Email: email, Password: 'not the password' }, { 'accept-language': 'ar' });
    expect(ar.json()).toEqual({ statusbar: 'error', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' });
  });

  it('refuses missing fields with a 400 naming the spec fields', async () => {
    const res = await post('/compat/login', { Email: '' }, en);
    expect(res.statusCode).toBe(400);
    const body = CompatError.parse(res.json());
    expect(body).toMatchObject({
      statusbar: 'error',
      code: 'validation_failed',
      message: 'Email is required',
      fields: { Email: 'email_required', Password: 'password_required' },
    });
    expect((await post('/compat/login', 'not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});

describe('POST /compat/signup', () => {
  it('creates a patient from the spec fields and answers 201 with the user and a working Token', async () => {
    const body = signupBody({ Gender: 'Male' });
    const res = await post('/compat/signup', body, en);
    expect(res.statusCode, res.body).toBe(201);
    const parsed = CompatAuthResponse.parse(res.json());
    expect(parsed).toMatchObject({
      statusbar: 'success',
      message: 'Account created',
      result: { userName: 'Mona Adel', Email: body.Email, Gender: 'Male', Status: 'Patient', role: 'patient' },
    });
    expect((await me(parsed.Token!))?.email).toBe(body.Email);
  });

  it('refuses bad fields and a taken e-mail under the spec names, storing nothing', async () => {
    const bad = signupBody({
      userName: '',
      mobilePhone: '12',
      birthDate: '2999-01-01',
      Password: 'short',
      Gender: 'x',
    });
    const res = await post('/compat/signup', bad, en);
    expect(res.statusCode).toBe(400);
    expect(CompatError.parse(res.json()).fields).toEqual({
      userName: 'name_required',
      mobilePhone: 'phone_invalid',
      birthDate: 'birth_date_future',
      Password: 'password_too_short',
      // Gender may be left out (section 7 does not send it), but a value must be Male or Female.
      Gender: 'gender_invalid',
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, bad.Email))).toHaveLength(0);

    const { email } = await account();
    const taken = await post('/compat/signup', signupBody({ Email: email.toUpperCase() }), en);
    expect(taken.statusCode).toBe(409);
    expect(CompatError.parse(taken.json())).toMatchObject({ code: 'conflict', fields: { Email: 'email_taken' } });
  });
});

describe('GET /compat/auth/google', () => {
  it("sends the browser into v1's OpenID Connect sign-in with Google, keeping where to land", async () => {
    const res = await ctx.app.inject('/compat/auth/google');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/api/v1/auth/oidc/google/start');
    const withNext = await ctx.app.inject(`/compat/auth/google?next=${encodeURIComponent('/doctors?city=cairo')}`);
    expect(withNext.headers.location).toBe(
      `/api/v1/auth/oidc/google/start?next=${encodeURIComponent('/doctors?city=cairo')}`,
    );
    // Google is not configured here: v1 sends the browser to the login page with its error, as for the web app.
    const started = await ctx.app.inject(res.headers.location as string);
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe('/login?error=oidc_failed');
  });
});

describe('PUT /compat/changeprofile/{email}', () => {
  it("saves the signed-in user's profile and answers result[0] with 'User saved'", async () => {
    const { email, token, user } = await account();
    const res = await put(
      `/compat/changeprofile/${encodeURIComponent(email.toUpperCase())}`,
      { userName: 'Mona Hassan', mobilePhone: '01112345678', Email: email, birthDate: '1990-01-02' },
      { ...bearer(token), ...en },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = CompatProfileResponse.parse(res.json());
    expect(body).toMatchObject({ statusbar: 'success', message: 'User saved' });
    expect(body.result).toHaveLength(1);
    expect(Object.keys(body.result[0]!).sort()).toEqual(userKeys);
    expect(body.result[0]).toMatchObject({
      id: user.id,
      userName: 'Mona Hassan',
      mobilePhone: '+201112345678',
      birthDate: '1990-01-02',
    });
    expect((await me(token))?.name).toBe('Mona Hassan');
  });

  it("refuses another user's e-mail (403), a visitor (401) and bad fields (400), changing nothing", async () => {
    const alice = await account();
    const bob = await createTestUser(ctx.database);
    const body = { userName: 'Taken Over', mobilePhone: '01112345678', Email: bob.user.email, birthDate: '1990-01-02' };
    const other = await put(`/compat/changeprofile/${encodeURIComponent(alice.email)}`, body, bob.auth);
    expect(other.statusCode).toBe(403);
    expect(CompatError.parse(other.json())).toMatchObject({ statusbar: 'error', code: 'forbidden' });
    expect((await put(`/compat/changeprofile/${encodeURIComponent(alice.email)}`, body)).statusCode).toBe(401);
    const bad = await put(
      `/compat/changeprofile/${encodeURIComponent(alice.email)}`,
      { userName: 'Mona', mobilePhone: 'abc', Email: 'not-an-email', birthDate: '' },
      bearer(alice.token),
    );
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toEqual({
      mobilePhone: 'phone_invalid',
      Email: 'email_invalid',
      birthDate: 'birth_date_required',
    });
    expect((await me(alice.token))?.name).toBe('Mona Adel');
    expect((await me(bob.token))?.name).toBe(bob.user.name);
  });
});

describe('PUT /compat/changepassword/{email}', () => {
  it('changes the password, ends the sessions and answers statusbar and message', async () => {
    const { email, token } = await account();
    const res = await put(
      `/compat/changepassword/${encodeURIComponent(email)}`,
      { Password: PASSWORD, newPassword: 'a brand new passphrase' },
      { ...bearer(token), ...en },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(CompatStatusResponse.parse(res.json())).toEqual({
      statusbar: 'success',
      message: 'Password changed. Please sign in again.',
    });
    expect(await me(token)).toBeNull();
    const login = await post('/compat/login', { Email: email, Password: 'a brand new passphrase' });
    expect(login.json().statusbar).toBe('success');
  });

  it("answers a wrong current password with 200 and statusbar 'error', changing nothing", async () => {
    const { email, token } = await account();
    const res = await put(
      `/compat/changepassword/${encodeURIComponent(email)}`,
      { Password: 'not the password', newPassword: 'a brand new passphrase' },
      { ...bearer(token), ...en },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusbar: 'error', message: 'The current password is not correct.' });
    expect(await me(token)).not.toBeNull();
    expect((await post('/compat/login', { Email: email, Password: PASSWORD })).json().statusbar).toBe('success');
  });

  it("refuses another user's e-mail (403), a visitor (401) and a weak new password (400)", async () => {
    const alice = await account();
    const bob = await account();
    const body = { Password: PASSWORD, newPassword: 'a brand new passphrase' };
    const url = `/compat/changepassword/${encodeURIComponent(alice.email)}`;
    const other = await put(url, body, bearer(bob.token));
    expect(other.statusCode).toBe(403);
    expect(CompatError.parse(other.json()).code).toBe('forbidden');
    expect((await put(url, body)).statusCode).toBe(401);
    const weak = await put(url, { Password: PASSWORD, newPassword: 'short' }, { ...bearer(alice.token), ...en });
    expect(weak.statusCode).toBe(400);
    expect(CompatError.parse(weak.json())).toMatchObject({
      statusbar: 'error',
      message: 'Use at least 12 characters; a short sentence works well.',
      fields: { newPassword: 'password_too_short' },
    });
    for (const who of [alice, bob]) {
      expect((await post('/compat/login', { Email: who.email, Password: PASSWORD })).json().statusbar).toBe('success');
    }
  });
});

describe('POST /compat/joinasdoctor', () => {
  const join = (overrides: Record<string, unknown> = {}) => ({
    FirstName: 'Nour',
    LastName: 'Salem',
    Phone: '01012345678',
    Speciality: 'Dermatology',
    City: 'القاهرة',
    Email: `nour.${counter++}.${Date.now()}@example.com`,
    Password: PASSWORD,
    Gender: 'Female',
    ...overrides,
  });

  it("files an application from the spec fields (names or slugs) and answers 'Added Successfully!'", async () => {
    const body = join();
    const res = await post('/compat/joinasdoctor', body, en);
    expect(res.statusCode, res.body).toBe(201);
    const parsed = CompatJoinResponse.parse(res.json());
    expect(parsed.message).toBe('Added Successfully!');
    expect(parsed.result[0]!.Status).toBe('pending');
    const [application] = await ctx.database.db
      .select()
      .from(doctorApplications)
      .where(eq(doctorApplications.id, parsed.result[0]!.applicationId));
    expect(application).toMatchObject({ firstName: 'Nour', lastName: 'Salem', gender: 'female', status: 'pending' });
    const bySlug = await post(
      '/compat/joinasdoctor',
      join({ Speciality: 'dermatology', City: 'cairo', Gender: 'male' }),
    );
    expect(bySlug.statusCode, bySlug.body).toBe(201);
  });

  it('refuses unknown places, missing fields and a taken e-mail under the spec names', async () => {
    const unknown = await post('/compat/joinasdoctor', join({ Speciality: 'Astrology', City: 'Atlantis' }));
    expect(unknown.statusCode).toBe(400);
    expect(CompatError.parse(unknown.json()).fields).toEqual({ Speciality: 'specialty_unknown', City: 'city_unknown' });
    const missing = await post('/compat/joinasdoctor', join({ FirstName: '', Gender: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(CompatError.parse(missing.json()).fields).toEqual({
      FirstName: 'first_name_required',
      Gender: 'gender_required',
    });
    const { email } = await account();
    const taken = await post('/compat/joinasdoctor', join({ Email: email }));
    expect(taken.statusCode).toBe(409);
    expect(CompatError.parse(taken.json()).fields).toEqual({ Email: 'email_taken' });
  });
});

describe('POST /compat/createcontact', () => {
  it("stores the message, linked to the bearer token's user, and answers 'Successfully created contact'", async () => {
    const sender = await createTestUser(ctx.database);
    const res = await post(
      '/compat/createcontact',
      { Name: 'Omar Said', Email: 'Omar@Example.com', Comment: 'How do I cancel a booking?' },
      { ...sender.auth, ...en },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = CompatContactResponse.parse(res.json());
    expect(body.message).toBe('Successfully created contact');
    expect(body.result[0]).toMatchObject({
      Name: 'Omar Said',
      Email: 'omar@example.com',
      Comment: 'How do I cancel a booking?',
    });
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.result[0]!.id));
    expect(row).toMatchObject({ userId: sender.user.id, language: 'en' });
  });

  it("refuses bad fields with a 400 carrying the spec's 'Error' and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const res = await post('/compat/createcontact', { Name: 'O', Email: 'x', Comment: '' });
    expect(res.statusCode).toBe(400);
    expect(CompatError.parse(res.json())).toMatchObject({
      error: 'Error',
      fields: { Name: 'name_too_short', Email: 'email_invalid', Comment: 'comment_required' },
    });
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('CORS for the spec web app on another origin', () => {
  it('answers preflights and lets any origin read, without credentials', async () => {
    for (const url of ['/compat/login', '/compat/chatbot/api/start']) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://old-app.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const { token } = await account();
    const res = await ctx.app.inject({
      url: '/compat/getLocation',
      headers: { origin: 'https://old-app.example', ...bearer(token) },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const refused = await put(
      '/compat/changeprofile/someone@example.com',
      {},
      { origin: 'https://old-app.example', ...bearer(token) },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // The web app's own API stays same-origin.
    const v1 = await ctx.app.inject({ url: '/api/v1/cities', headers: { origin: 'https://old-app.example' } });
    expect(v1.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('compat failures', () => {
  it('answers an unknown compat path with a 404 in the compat shape', async () => {
    for (const url of ['/compat/nope', '/compat/chatbot/api/nope']) {
      const res = await ctx.app.inject({ url, headers: en });
      expect(res.statusCode, url).toBe(404);
      expect(CompatError.parse(res.json())).toMatchObject({ statusbar: 'error', code: 'not_found' });
    }
  });

  it('never answers 500 to malformed input, on any compat call', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/compat/'));
    expect(routes.length).toBeGreaterThan(25);
    const payloads: unknown[] = [
      [],
      'text',
      { Email: {}, Password: [1], Name: 42, Comment: null, Gender: 7, Rating: '5', Title: ['x'] },
      { userId: 'x', DoctorId: [], DoctorID: {}, Date: '2026-02-30', Time: '24:61', startsAt: 'yesterday', id: {} },
      { session_id: {}, message: 5, language: ['en'], Data: 5, userName: 'x'.repeat(5000) },
      {
        Data: JSON.stringify([{ request: 1 }]),
        session_id: '00000000-0000-4000-8000-000000000000',
        userId: admin.user.id,
      },
    ];
    const query = '?page=-1&limit=abc&userId=zz&scope=x&Speciality=%F0%9F%98%80&City=' + 'x'.repeat(300);
    for (const route of routes) {
      for (const param of ['x', '00000000-0000-4000-8000-000000000000', encodeURIComponent('Not An Email')]) {
        const url = route.url.replace(/:[A-Za-z]+/g, param);
        const bodies = route.method === 'GET' ? [undefined] : payloads;
        for (const payload of bodies) {
          for (const suffix of ['', query]) {
            const res = await ctx.app.inject({
              method: route.method as 'GET',
              url: url + suffix,
              headers: admin.auth,
              remoteAddress: address(),
              ...(payload === undefined ? {} : { payload: payload as object }),
            });
            expect(res.statusCode, `${route.method} ${url}${suffix} ${JSON.stringify(payload)}`).toBeLessThan(500);
          }
        }
      }
    }
  });
});
