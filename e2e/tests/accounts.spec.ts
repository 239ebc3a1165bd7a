import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  clientAddress,
  createAccount,
  expect,
  expectAccessible,
  expectLanguage,
  mailTo,
  signIn,
  test,
  type Account,
} from './fixtures.ts';

/**
 * Issue 38's pages (decision 039): forgot and reset password, the confirmation link, two-step sign-in (set up,
 * sign in with a code or a recovery code), sessions, download and deletion. Each is a server-rendered page
 * whose forms the server answers, so they work with scripts off as well.
 */

const strings = {
  en: {
    forgotLink: 'Forgot your password?',
    email: 'Email',
    send: 'Send me a link',
    sent: /If an account uses this address, a link is on its way/,
    newPassword: 'New password',
    save: 'Save the new password',
    saved: /Your new password is saved/,
    securityTitle: 'Security and your data',
    tooShort: /at least 12 characters/,
    dead: /not valid, has expired or was already used/,
  },
  ar: {
    forgotLink: 'نسيت كلمة المرور؟',
    email: 'البريد الإلكتروني',
    send: 'أرسل لي رابطًا',
    sent: /إذا كان هناك حساب بهذا البريد/,
    newPassword: 'كلمة المرور الجديدة',
    save: 'احفظ كلمة المرور الجديدة',
    saved: /حُفظت كلمة المرور الجديدة/,
    securityTitle: 'الأمان وبياناتك',
    tooShort: /استخدم ١٢ حرفاً على الأقل/,
    dead: /هذا الرابط غير صالح/,
  },
} as const;

/**
 * A password sign-in through the API from a client of its own: its status and session token. The request
 * context may hold a session cookie by now (createAccount signs up through it), so it names its origin.
 */
async function apiLogin(request: APIRequestContext, email: string, password: string, userAgent?: string) {
  const origin = new URL((await request.get('/healthz')).url()).origin;
  const res = await request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: { 'x-forwarded-for': clientAddress(), origin, ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
  return { status: res.status(), token: res.ok() ? ((await res.json()).token as string) : '' };
}

/** What the last form did, as the page says it (notice.astro): the shell has status regions of its own. */
const done = (page: Page) => page.locator('[data-notice="done"]');
const failed = (page: Page) => page.locator('[data-notice="error"]');

/** The path and query of the first link to `path` in the latest matching mail to `email`. */
async function linkIn(email: string, path: string): Promise<string> {
  const text = await mailTo(email, new RegExp(`${path}\\?token=`));
  const url = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  expect(url, `a ${path} link in the mail`).toBeTruthy();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

for (const lang of ['ar', 'en'] as const) {
  const s = strings[lang];

  test(`forgot password: the mail's link resets it and signs in (${lang})`, async ({ page, request }) => {
    // Two mails waited for and two pages checked for accessibility: longer than one page's test.
    test.slow();
    const account = await createAccount(request);
    await page.goto(`/login?lang=${lang}`);
    await page.getByRole('link', { name: s.forgotLink }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await expectLanguage(page, lang);
    await page.getByLabel(s.email).fill(account.email);
    await page.getByRole('button', { name: s.send }).click();
    await expect(done(page)).toHaveText(s.sent);
    await expectAccessible(page);

    await page.goto(await linkIn(account.email, '/reset-password'));
    await expectLanguage(page, lang);
    // Too short: the page says why and keeps the link usable.
    await page.getByLabel(s.newPassword).fill('short');
    await page.getByRole('button', { name: s.save }).click();
    await expect(failed(page)).toHaveText(s.tooShort);
    await page.getByLabel(s.newPassword).fill('a brand new passphrase');
    await page.getByRole('button', { name: s.save }).click();
    await expect(page).toHaveURL(/\/account\/security\?done=password_reset/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.securityTitle);
    await expect(done(page)).toHaveText(s.saved);
    await expectAccessible(page);

    // The link is spent; the old password is dead, the new one works.
    await page.goto(await linkIn(account.email, '/reset-password'));
    await page.getByLabel(s.newPassword).fill('yet another passphrase');
    await page.getByRole('button', { name: s.save }).click();
    await expect(failed(page)).toHaveText(s.dead);
    await expect(page.getByLabel(s.newPassword)).toHaveCount(0);
    expect((await apiLogin(request, account.email, account.password)).status).toBe(401);
    expect((await apiLogin(request, account.email, 'a brand new passphrase')).status).toBe(200);
  });
}

test('the confirmation mail link confirms the address with one press (en)', async ({ page, request }) => {
  const account = await createAccount(request, {}, { verified: false });
  await page.goto(`${await linkIn(account.email, '/verify-email')}&lang=en`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(done(page)).toHaveText(/Your e-mail address is confirmed/);
  await page.goto(`${await linkIn(account.email, '/verify-email')}&lang=en`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(failed(page)).toHaveText(/not valid, has expired or was already used/);
});

test('the confirmation page takes the code when signed in (ar)', async ({ page, request }) => {
  const account = await createAccount(request, {}, { verified: false });
  await signIn(page, account);
  await page.goto('/verify-email?lang=ar');
  await expectLanguage(page, 'ar');
  await page.getByLabel('الرمز').fill('000000');
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(failed(page)).toHaveText(/الرمز غير صحيح/);
  const code = /^\s+(\d{6})$/m.exec(await mailTo(account.email, /verify-email\?token=/))?.[1];
  await page.getByLabel('الرمز').fill(code!);
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(done(page)).toHaveText(/تم تأكيد بريدك الإلكتروني/);
});

/** Signs in through the app's /login form up to its second step, which is the server's page. */
async function passwordStep(page: Page, account: Account) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step sign-in');
}

async function secondStep(page: Page, code: string) {
  await page.getByLabel('Code from the app, or a recovery code').fill(code);
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
}

test('two-step sign-in: set up with the QR code, then sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/account/security?lang=en');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('[data-secret]').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await expectAccessible(page);
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(failed(page)).toHaveText(/The code is wrong/);
  await page.getByLabel('Code', { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(done(page)).toHaveText('Two-step sign-in is on.');
  const codes = await page.locator('[data-recovery-codes] li').allTextContents();
  expect(codes).toHaveLength(10);
  // Shown once: gone on the next visit.
  await page.reload();
  await expect(page.locator('[data-recovery-codes]')).toHaveCount(0);
  await expect(page.getByText('Recovery codes left: 10.')).toBeVisible();

  // A code from the app (the next one: the enrolment's is spent), back to where sign-in was asked from.
  await page.context().clearCookies();
  await passwordStep(page, account);
  await secondStep(page, totp.generate({ timestamp: Date.now() + 30_000 }));
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account/security?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security and your data');

  // A recovery code, once.
  await page.context().clearCookies();
  await passwordStep(page, account);
  await secondStep(page, 'wrong-code');
  await expect(failed(page)).toHaveText(/The code is wrong/);
  await secondStep(page, codes[0]!);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account/security?lang=en');
  await expect(page.getByText('Recovery codes left: 9.')).toBeVisible();

  // Off, with the password and a code.
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Code', { exact: true }).fill(codes[1]!);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(done(page)).toHaveText(/Two-step sign-in is off/);
});

test('sessions: sign out one device, then everywhere else (ar)', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  // Two other devices: a phone and a laptop, each with its own session.
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';
  const laptop =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari';
  const others = [
    (await apiLogin(request, account.email, account.password, phone)).token,
    (await apiLogin(request, account.email, account.password, laptop)).token,
  ];
  const signedIn = async (token: string) =>
    (await (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()).user !==
    null;
  expect(await Promise.all(others.map(signedIn))).toEqual([true, true]);

  await page.goto('/account/security?lang=ar');
  await expectLanguage(page, 'ar');
  // The sign-up's own session (createAccount), this browser's, the phone's and the laptop's.
  const sessions = page.locator('[data-sessions] > li');
  await expect(sessions).toHaveCount(4);
  // The badge alone, not the other rows' "sign out this device" buttons.
  await expect(sessions.filter({ has: page.getByText('هذا الجهاز', { exact: true }) })).toHaveCount(1);
  await expectAccessible(page);
  await sessions.filter({ hasText: 'Android' }).getByRole('button', { name: 'تسجيل خروج هذا الجهاز' }).click();
  await expect(done(page)).toHaveText('سُجّل خروج ذلك الجهاز.');
  await expect(sessions).toHaveCount(3);
  expect(await Promise.all(others.map(signedIn))).toEqual([false, true]);
  await page.getByRole('button', { name: 'تسجيل الخروج من كل مكان آخر' }).click();
  await expect(done(page)).toHaveText('سُجّل خروج كل الأجهزة الأخرى.');
  await expect(sessions).toHaveCount(1);
  expect(await Promise.all(others.map(signedIn))).toEqual([false, false]);
});

test('download my data, then delete the account with the password (en)', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/account/security?lang=en');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tabib-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(account.email);

  await page.getByRole('link', { name: 'Delete my account…' }).click();
  await expect(page).toHaveURL(/\/account\/delete/);
  await expect(page.getByText(/reviews stay, shown as written by "a Tabib patient"/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(failed(page)).toHaveText('The current password is not correct.');
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/account\/deleted/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is deleted');
  expect((await apiLogin(request, account.email, account.password)).status).toBe(401);
});

test('the forms work with scripts off: forgot and reset password (ar)', async ({ browser, request }) => {
  const account = await createAccount(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const page = await context.newPage();
  await page.goto('/forgot-password?lang=ar');
  await page.getByLabel('البريد الإلكتروني').fill(account.email);
  await page.getByRole('button', { name: 'أرسل لي رابطًا' }).click();
  await expect(done(page)).toHaveText(/إذا كان هناك حساب بهذا البريد/);
  await page.goto(await linkIn(account.email, '/reset-password'));
  await page.getByLabel('كلمة المرور الجديدة').fill('a passphrase with no scripts');
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page).toHaveURL(/\/account\/security\?done=password_reset/);
  await expectLanguage(page, 'ar');
  await context.close();
});
