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
  signInByApi,
  test,
  type Account,
  type Lang,
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
    // The app's sign-in form (features/auth).
    loginEmail: 'Email',
    loginPassword: 'Password',
    login: 'Login',
    // Two-step sign-in (features/account: security.twoFactor, twoFactorLogin; the API's code_invalid).
    setUp: 'Set up two-step sign-in',
    qrAlt: 'QR code for your authenticator app',
    code: 'Code',
    turnOn: 'Turn on',
    wrongCode: /The code is wrong/,
    on: 'Two-step sign-in is on.',
    codesLeft10: 'Recovery codes left: 10.',
    codesLeft9: 'Recovery codes left: 9.',
    secondStepTitle: 'Two-step sign-in',
    secondStepCode: 'Code from the app, or a recovery code',
    secondStepSubmit: 'Sign in',
    password: 'Password',
    turnOff: 'Turn off',
    off: /Two-step sign-in is off/,
    // Sessions.
    thisDevice: 'This device',
    endOne: 'Sign out this device',
    endedOne: 'That device is signed out.',
    endOthers: 'Sign out everywhere else',
    endedOthers: 'Every other device is signed out.',
    // Download and deletion.
    download: 'Download my data',
    deleteLink: 'Delete my account…',
    deleteTitle: 'Delete your account',
    reviewsStay: /reviews stay, shown as written by "a Tabib patient"/,
    deleteSubmit: 'Delete my account for good',
    wrongPassword: 'The current password is not correct.',
    deletedTitle: 'Your account is deleted',
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
    loginEmail: 'البريد الإلكتروني',
    loginPassword: 'كلمة المرور',
    login: 'تسجيل الدخول',
    setUp: 'إعداد التحقق بخطوتين',
    qrAlt: 'رمز QR لتطبيق المصادقة',
    code: 'الرمز',
    turnOn: 'تفعيل',
    wrongCode: /الرمز غير صحيح/,
    on: 'التحقق بخطوتين مفعّل.',
    codesLeft10: 'رموز الاسترداد المتبقية: ١٠.',
    codesLeft9: 'رموز الاسترداد المتبقية: ٩.',
    secondStepTitle: 'التحقق بخطوتين',
    secondStepCode: 'الرمز من التطبيق، أو رمز استرداد',
    secondStepSubmit: 'تسجيل الدخول',
    password: 'كلمة المرور',
    turnOff: 'إيقاف',
    off: /التحقق بخطوتين متوقف/,
    thisDevice: 'هذا الجهاز',
    endOne: 'تسجيل خروج هذا الجهاز',
    endedOne: 'سُجّل خروج ذلك الجهاز.',
    endOthers: 'تسجيل الخروج من كل مكان آخر',
    endedOthers: 'سُجّل خروج كل الأجهزة الأخرى.',
    download: 'تنزيل بياناتي',
    deleteLink: 'حذف حسابي…',
    deleteTitle: 'حذف حسابك',
    reviewsStay: /تبقى تقييماتك، وتظهر باسم "مريض في طبيب"/,
    deleteSubmit: 'احذف حسابي نهائيًا',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    deletedTitle: 'تم حذف حسابك',
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

/** Signs in through the app's /login form in `lang` up to its second step, which is the server's page. */
async function passwordStep(page: Page, account: Account, lang: Lang) {
  const s = strings[lang];
  await page.goto(`/login?lang=${lang}`);
  await page.getByLabel(s.loginEmail, { exact: true }).fill(account.email);
  await page.getByLabel(s.loginPassword, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: s.login, exact: true }).click();
  await expect(page).toHaveURL(/\/login\/two-factor\?/);
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.secondStepTitle);
}

async function secondStep(page: Page, code: string, lang: Lang) {
  const s = strings[lang];
  await page.getByLabel(s.secondStepCode).fill(code);
  await page.locator('main').getByRole('button', { name: s.secondStepSubmit, exact: true }).click();
}

/** The security page in `lang`, checked to be in it. */
async function securityPage(page: Page, lang: Lang) {
  await page.goto(`/account/security?lang=${lang}`);
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[lang].securityTitle);
}

for (const lang of ['ar', 'en'] as const) {
  const s = strings[lang];

  test(`two-step sign-in: set up with the QR code, then sign in with a code and with a recovery code (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const account = await createAccount(request);
    await signInByApi(page, account);
    await securityPage(page, lang);
    await page.getByRole('button', { name: s.setUp }).click();
    await expectLanguage(page, lang);
    await expect(page.getByRole('img', { name: s.qrAlt })).toBeVisible();
    const secret = (await page.locator('[data-secret]').textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await expectAccessible(page);
    await page.getByLabel(s.code, { exact: true }).fill('000000');
    await page.getByRole('button', { name: s.turnOn, exact: true }).click();
    await expect(failed(page)).toHaveText(s.wrongCode);
    await page.getByLabel(s.code, { exact: true }).fill(totp.generate());
    await page.getByRole('button', { name: s.turnOn, exact: true }).click();
    await expect(done(page)).toHaveText(s.on);
    await expectLanguage(page, lang);
    const codes = await page.locator('[data-recovery-codes] li').allTextContents();
    expect(codes).toHaveLength(10);
    // Shown once: gone on the next visit.
    await page.reload();
    await expect(page.locator('[data-recovery-codes]')).toHaveCount(0);
    await expect(page.getByText(s.codesLeft10)).toBeVisible();

    // A code from the app (the next one: the enrolment's is spent), back to where sign-in was asked from.
    await page.context().clearCookies();
    await passwordStep(page, account, lang);
    await secondStep(page, totp.generate({ timestamp: Date.now() + 30_000 }), lang);
    await expect(page).not.toHaveURL(/\/login/);
    await securityPage(page, lang);

    // A recovery code, once.
    await page.context().clearCookies();
    await passwordStep(page, account, lang);
    await secondStep(page, 'wrong-code', lang);
    await expect(failed(page)).toHaveText(s.wrongCode);
    await expectLanguage(page, lang);
    await secondStep(page, codes[0]!, lang);
    await expect(page).not.toHaveURL(/\/login/);
    await securityPage(page, lang);
    await expect(page.getByText(s.codesLeft9)).toBeVisible();

    // Off, with the password and a code.
    await page.getByLabel(s.password, { exact: true }).fill(account.password);
    await page.getByLabel(s.code, { exact: true }).fill(codes[1]!);
    await page.getByRole('button', { name: s.turnOff, exact: true }).click();
    await expect(done(page)).toHaveText(s.off);
    await expectLanguage(page, lang);
  });

  test(`sessions: sign out one device, then everywhere else (${lang})`, async ({ page, request }) => {
    const account = await createAccount(request);
    await signInByApi(page, account);
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

    await securityPage(page, lang);
    // The sign-up's own session (createAccount), this browser's, the phone's and the laptop's.
    const sessions = page.locator('[data-sessions] > li');
    await expect(sessions).toHaveCount(4);
    // The badge alone, not the other rows' "sign out this device" buttons.
    await expect(sessions.filter({ has: page.getByText(s.thisDevice, { exact: true }) })).toHaveCount(1);
    await expectAccessible(page);
    await sessions.filter({ hasText: 'Android' }).getByRole('button', { name: s.endOne }).click();
    await expect(done(page)).toHaveText(s.endedOne);
    await expectLanguage(page, lang);
    await expect(sessions).toHaveCount(3);
    expect(await Promise.all(others.map(signedIn))).toEqual([false, true]);
    await page.getByRole('button', { name: s.endOthers }).click();
    await expect(done(page)).toHaveText(s.endedOthers);
    await expectLanguage(page, lang);
    await expect(sessions).toHaveCount(1);
    expect(await Promise.all(others.map(signedIn))).toEqual([false, false]);
  });

  test(`download my data, then delete the account with the password (${lang})`, async ({ page, request }) => {
    const account = await createAccount(request);
    await signInByApi(page, account);
    await securityPage(page, lang);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: s.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tabib-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(account.email);

    // The link carries no language: the page keeps the one chosen.
    await page.getByRole('link', { name: s.deleteLink }).click();
    await expect(page).toHaveURL(/\/account\/delete/);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.deleteTitle);
    await expect(page.getByText(s.reviewsStay)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(s.password, { exact: true }).fill('not my password');
    await page.getByRole('button', { name: s.deleteSubmit }).click();
    await expect(failed(page)).toHaveText(s.wrongPassword);
    await expectLanguage(page, lang);
    await page.getByLabel(s.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: s.deleteSubmit }).click();
    await expect(page).toHaveURL(/\/account\/deleted/);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.deletedTitle);
    expect((await apiLogin(request, account.email, account.password)).status).toBe(401);
  });
}

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
