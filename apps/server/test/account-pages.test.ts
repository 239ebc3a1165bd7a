import { asc, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { flashCookie } from '@tabib/contracts';
import { outboxJobs } from '../src/db/schema/index.ts';
import {
  applicationDraftCookie,
  errorKey,
  recoveryCodesCookie,
  signupDraftCookie,
} from '../src/features/account/page-routes.ts';
import { safeNextPath } from '../src/shared/safe-next.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * The account pages' forms (decision 039): each posts to a page route, which asks the API as the visitor and
 * answers with a redirect to a page, `?done=` or `?error=<message key>`, passing on the API's cookies. They
 * work without JavaScript: these are the browser's own form posts.
 */

const ctx = useTestApp();
let counter = 0;
const address = () => `10.39.${(counter >> 8) & 255}.${counter++ & 255}`;
const host = 'localhost:80';
const origin = `http://${host}`;

/** A browser's form post: urlencoded, from this site (its Origin), with whatever cookie it holds. */
function submit(url: string, form: Record<string, string>, cookie?: string, from = origin) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: {
      host,
      origin: from,
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      ...(cookie ? { cookie } : {}),
    },
    remoteAddress: address(),
  });
}

async function signup() {
  counter += 1;
  const account = {
    name: 'Huda Samir',
    email: `huda.pages.${counter}.${Date.now()}@example.com`,
    phone: '01012345678',
    birthDate: '1990-02-11',
    gender: 'female',
    password: 'a long page passphrase',
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: account,
    headers: { 'accept-language': 'en' },
    remoteAddress: address(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { account, cookie: `tabib_session=${res.json().token as string}` };
}

const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'tabib_session' && c.value);

async function lastMailTo(email: string) {
  const rows = await ctx.database.db
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(sql`lower(${outboxJobs.payload}->>'to') = lower(${email})`)
    .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.id));
  return (rows.at(-1)?.payload ?? { text: '' }) as { text: string };
}

describe('forgot and reset password forms', () => {
  it('answers a forgotten password the same for any address, and shows a bad one again with its error', async () => {
    for (const email of ['nobody.here@example.com', (await signup()).account.email]) {
      const res = await submit('/forgot-password?lang=en', { email });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/forgot-password?sent=1&lang=en');
    }
    const bad = await submit('/forgot-password', { email: 'not an address' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/forgot-password?email=not+an+address&error=email_invalid');
  });

  it('resets with the token, signs in with a new session, and refuses a dead token or a short password', async () => {
    const { account } = await signup();
    const dead = await submit('/reset-password?lang=ar', {
      token: 'x'.repeat(43),
      password: 'another long passphrase',
    });
    expect(dead.headers.location).toBe(`/reset-password?token=${'x'.repeat(43)}&error=token_invalid&lang=ar`);

    // The reset link, as the mail carries it (the route asks through the API, which queues the lookup).
    await submit('/forgot-password', { email: account.email });
    const { deliverOutbox } = await import('../src/outbox/index.ts');
    const { authTasks } = await import('../src/features/auth/index.ts');
    await deliverOutbox(ctx.database.db, { send: async () => {} }, { tasks: authTasks(ctx.database.db) });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec((await lastMailTo(account.email)).text)?.[1];
    expect(token).toBeTruthy();

    const short = await submit('/reset-password', { token: token!, password: 'short' });
    expect(short.headers.location).toBe(`/reset-password?token=${token}&error=password_too_short`);
    expect(sessionOf(short)).toBeUndefined();

    const done = await submit('/reset-password', { token: token!, password: 'my brand new passphrase' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/account/security?done=password_reset');
    expect(sessionOf(done)).toBeTruthy();
  });
});

describe('sign-in and sign-up forms', () => {
  it('signs in as the API does and lands on next; a wrong password comes back with the address typed', async () => {
    const { account } = await signup();
    const wrong = await submit('/login?lang=ar', { email: account.email, password: 'not it', next: '/doctors?x=1' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(
      `/login?email=${encodeURIComponent(account.email)}&next=%2Fdoctors%3Fx%3D1&error=invalid_credentials&lang=ar`,
    );
    expect(sessionOf(wrong)).toBeUndefined();
    expect(wrong.cookies.find((c) => c.name === flashCookie)).toBeUndefined();
    const empty = await submit('/login', { email: '', password: '' });
    expect(empty.headers.location).toBe('/login?error=email_required');

    const ok = await submit('/login?lang=en', {
      email: account.email,
      password: account.password,
      next: '/doctors?x=1',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/doctors?x=1&lang=en');
    // The page it lands on welcomes the user once (flash-toast.astro, use-flash-toast.ts).
    expect(ok.cookies.find((c) => c.name === flashCookie)).toMatchObject({ value: 'signed-in', path: '/', maxAge: 60 });
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: address(),
    });
    const attributes = (c: Record<string, unknown>) => ({ ...c, value: undefined, expires: undefined });
    expect(attributes(sessionOf(ok)!)).toEqual(attributes(sessionOf(api)!));
    const me = await ctx.app.inject({
      url: '/api/v1/auth/me',
      headers: { cookie: `tabib_session=${sessionOf(ok)!.value}` },
    });
    expect(me.json().user.email).toBe(account.email);

    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const offsite = await submit('/login', { email: account.email, password: account.password, next });
      expect(offsite.headers.location).toBe('/');
    }
  });

  it("locks the account after five wrong passwords, except for the owner's own browser", async () => {
    const { account } = await signup();
    const own = await submit('/login', { email: account.email, password: account.password });
    const device = own.cookies.find((c) => c.name === 'tabib_device');
    expect(device?.value).toBeTruthy();
    for (let i = 0; i < 5; i += 1) {
      expect((await submit('/login', { email: account.email, password: `guess ${i}` })).headers.location).toMatch(
        /error=invalid_credentials$/,
      );
    }
    const locked = await submit('/login', { email: account.email, password: account.password });
    expect(locked.headers.location).toMatch(/error=rate_limited$/);
    expect(sessionOf(locked)).toBeUndefined();
    const owner = await submit(
      '/login',
      { email: account.email, password: account.password },
      `tabib_device=${device!.value}`,
    );
    expect(owner.headers.location).toBe('/');
    expect(sessionOf(owner)).toBeTruthy();
  });

  it('signs up, mails the code and signs in; refused, it comes back with what was typed but the password', async () => {
    counter += 1;
    const account = {
      name: 'Mona Adel',
      phone: '01012345678',
      email: `mona.pages.${counter}.${Date.now()}@example.com`,
      birthDate: '1991-05-02',
      gender: 'female',
      password: 'short',
      next: '/doctors',
    };
    const refused = await submit('/signup?lang=en', { ...account, name: '' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/signup?next=%2Fdoctors&error=validation_failed&lang=en');
    expect(sessionOf(refused)).toBeUndefined();
    const draft = refused.cookies.find((c) => c.name === signupDraftCookie);
    expect(draft).toMatchObject({ path: '/signup', httpOnly: true, sameSite: 'Strict', maxAge: 300 });
    expect(JSON.parse(draft!.value)).toEqual({
      values: { phone: account.phone, email: account.email, birthDate: account.birthDate, gender: 'female' },
      fields: { name: 'name_required', password: 'password_too_short' },
    });

    const made = await submit('/signup?lang=en', { ...account, password: 'a long page passphrase' });
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toBe('/doctors?lang=en');
    expect(made.cookies.find((c) => c.name === flashCookie)?.value).toBe('signed-up');
    const session = sessionOf(made);
    expect(session).toBeTruthy();
    const me = await ctx.app.inject({ url: '/api/v1/auth/me', headers: { cookie: `tabib_session=${session!.value}` } });
    expect(me.json().user).toMatchObject({ name: account.name, emailVerified: false });
    expect((await lastMailTo(account.email)).text).toMatch(/verify-email\?token=/);

    const again = await submit('/signup', { ...account, password: 'a long page passphrase', next: '' });
    expect(again.headers.location).toBe('/signup?error=validation_failed');
    expect(JSON.parse(again.cookies.find((c) => c.name === signupDraftCookie)!.value).fields).toEqual({
      email: 'email_taken',
    });
  });
});

describe("the doctor's application form", () => {
  it('applies through the API and goes to sign-in; refused, it comes back with the draft', async () => {
    counter += 1;
    const email = `dr.pages.${counter}.${Date.now()}@example.com`;
    const application = {
      firstName: 'Tarek',
      lastName: '',
      phone: '01112223334',
      specialty: 'cardiology',
      city: 'giza',
      email,
      password: 'stethoscope and coffee',
      gender: 'male',
    };
    const refused = await submit('/joinnewdoctor?lang=en', application);
    expect(refused.headers.location).toBe('/joinnewdoctor?step=2&error=validation_failed&lang=en');
    const draft = refused.cookies.find((c) => c.name === applicationDraftCookie);
    expect(draft).toMatchObject({ path: '/joinnewdoctor', httpOnly: true, sameSite: 'Strict', maxAge: 300 });
    const kept = JSON.parse(draft!.value) as { values: Record<string, string>; fields: Record<string, string> };
    expect(kept.fields).toEqual({ lastName: 'last_name_required' });
    expect(kept.values).toMatchObject({ firstName: 'Tarek', specialty: 'cardiology', email });
    expect(kept.values.password).toBeUndefined();

    const applied = await submit('/joinnewdoctor?lang=en', { ...application, lastName: 'Mansour' });
    expect(applied.statusCode).toBe(303);
    expect(applied.headers.location).toBe(`/login?email=${encodeURIComponent(email)}&done=applied&lang=en`);
  });
});

describe('the confirmation link and code', () => {
  it('confirms by the link with one press, and by the code when signed in', async () => {
    const first = await signup();
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec((await lastMailTo(first.account.email)).text)?.[1];
    const confirmed = await submit('/verify-email', { token: token! });
    expect(confirmed.headers.location).toBe('/verify-email?done=1');
    expect((await submit('/verify-email', { token: token! })).headers.location).toBe(
      `/verify-email?token=${token}&error=token_invalid`,
    );

    const second = await signup();
    const code = /^\s+(\d{6})$/m.exec((await lastMailTo(second.account.email)).text)?.[1];
    expect((await submit('/verify-email/code', { code: '000000' }, second.cookie)).headers.location).toMatch(
      /error=code_invalid/,
    );
    expect((await submit('/verify-email/code', { code: code! }, second.cookie)).headers.location).toBe(
      '/verify-email?done=1',
    );
    // Signed out, the code form is refused as the API refuses it.
    expect((await submit('/verify-email/code', { code: code! })).headers.location).toBe(
      '/verify-email?error=unauthorized',
    );
  });
});

describe('two-step sign-in forms', () => {
  it('sets up, turns on (recovery codes once, by cookie), signs in with the second step, and turns off', async () => {
    const { account, cookie } = await signup();
    const setup = await submit('/account/two-factor/setup?lang=en', {}, cookie);
    expect(setup.headers.location).toBe('/account/security?lang=en#two-factor');
    const status = await ctx.app.inject({ url: '/api/v1/auth/two-factor', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: false, pending: { secret: expect.any(String) } });
    const totp = new TOTP({ secret: Secret.fromBase32(status.json().pending.secret), digits: 6, period: 30 });

    expect((await submit('/account/two-factor/enable', { code: '123' }, cookie)).headers.location).toBe(
      '/account/security?error=code_invalid',
    );
    const on = await submit('/account/two-factor/enable', { code: totp.generate() }, cookie);
    expect(on.headers.location).toBe('/account/security?done=two_factor_on');
    const codes = on.cookies.find((c) => c.name === recoveryCodesCookie);
    expect(codes).toMatchObject({ path: '/account/security', httpOnly: true, maxAge: 300 });
    expect(codes!.value.split(' ')).toHaveLength(10);

    // The sign-in form's password step goes on to the second step's page, with the challenge and `next`.
    const login = await submit('/login?lang=en', { email: account.email, password: account.password, next: '/faq' });
    expect(login.statusCode).toBe(303);
    const second = new URL(login.headers.location as string, origin);
    expect(second.pathname).toBe('/login/two-factor');
    expect(second.searchParams.get('next')).toBe('/faq');
    expect(second.searchParams.get('lang')).toBe('en');
    expect(sessionOf(login)).toBeUndefined();
    const challenge = second.searchParams.get('challenge')!;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const wrong = await submit('/login/two-factor', { challenge, code: '000000', next: '/doctors' });
    expect(wrong.headers.location).toBe(`/login/two-factor?challenge=${challenge}&next=%2Fdoctors&error=code_invalid`);
    const offsite = await submit('/login/two-factor', {
      challenge,
      code: codes!.value.split(' ')[0]!,
      next: '//evil.example/x',
    });
    expect(offsite.headers.location).toBe('/');
    expect(sessionOf(offsite)).toBeTruthy();

    const off = await submit(
      '/account/two-factor/disable',
      { password: account.password, code: codes!.value.split(' ')[1]! },
      cookie,
    );
    expect(off.headers.location).toBe('/account/security?done=two_factor_off');
  });
});

describe('sessions and deletion forms', () => {
  it('ends one session, then every other, and deletes the account with the password', async () => {
    const { account, cookie } = await signup();
    const other = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: account.email, password: account.password },
          remoteAddress: address(),
        })
      ).json().token as string;
    await other();
    await other();
    const list = async () =>
      (await ctx.app.inject({ url: '/api/v1/auth/sessions', headers: { cookie } })).json().items as {
        id: string;
        current: boolean;
      }[];
    const one = (await list()).find((s) => !s.current)!;
    expect((await submit('/account/sessions/end', { id: one.id }, cookie)).headers.location).toBe(
      '/account/security?done=session_ended',
    );
    expect(await list()).toHaveLength(2);
    expect((await submit('/account/sessions/end', { id: 'nope' }, cookie)).headers.location).toBe(
      '/account/security?error=invalid_id',
    );
    expect((await submit('/account/sessions/end-others', {}, cookie)).headers.location).toBe(
      '/account/security?done=sessions_ended',
    );
    expect(await list()).toHaveLength(1);

    const wrong = await submit('/account/delete', { password: 'not my password' }, cookie);
    expect(wrong.headers.location).toBe('/account/delete?error=current_password_wrong');
    const deleted = await submit('/account/delete', { password: account.password }, cookie);
    expect(deleted.headers.location).toBe('/account/deleted');
    expect(deleted.cookies.find((c) => c.name === 'tabib_session')?.value).toBe('');
    expect((await ctx.app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).json().user).toBeNull();
  });

  it('refuses a form posted from another site with the session cookie, before anything is done', async () => {
    const { cookie } = await signup();
    const res = await submit('/account/sessions/end-others', {}, cookie, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    // Under the no-referrer policy a browser's own form post says `Origin: null`: only its fetch metadata
    // (which no page can write) lets it through.
    const own = (site?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/account/sessions/end-others',
        payload: '',
        headers: {
          host,
          origin: 'null',
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          ...(site ? { 'sec-fetch-site': site } : {}),
        },
        remoteAddress: address(),
      });
    expect((await own()).statusCode).toBe(403);
    expect((await own('cross-site')).statusCode).toBe(403);
    expect((await own('same-site')).statusCode).toBe(403);
    const allowed = await own('same-origin');
    expect(allowed.statusCode).toBe(303);
    expect(allowed.headers.location).toBe('/account/security?done=sessions_ended');
  });
});

describe("the side menu's log out form", () => {
  it("ends the session, clears its cookie and goes home in the page's language; another site cannot", async () => {
    const { cookie } = await signup();
    const me = () => ctx.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect((await me()).json().user).not.toBeNull();
    const forged = await submit('/logout?lang=ar', {}, cookie, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect((await me()).json().user).not.toBeNull();

    const res = await submit('/logout?lang=ar', {}, cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?lang=ar');
    expect(res.cookies.find((c) => c.name === 'tabib_session')?.value).toBe('');
    expect((await me()).json().user).toBeNull();
    // Already signed out (a second tap, or a stale page): home all the same.
    const again = await submit('/logout', {}, cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/');
  });
});

describe('helpers', () => {
  it('keeps next on this site, and error keys to their shape', () => {
    expect(safeNextPath('/doctors?city=giza')).toBe('/doctors?city=giza');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', undefined])
      expect(safeNextPath(bad)).toBe('/');
    expect(errorKey(400, { error: { code: 'validation_failed', fields: { password: 'password_too_short' } } })).toBe(
      'password_too_short',
    );
    expect(errorKey(429, { error: { code: 'Rate Limited!' } })).toBe('rate_limited');
    expect(errorKey(500, null)).toBe('internal');
  });
});
