/**
 * The operators' pages on Astro (issue 40): the moderation queue and the dashboard. They work without script
 * (real forms the server answers, charts drawn on the server), in Arabic and English, on a phone and a
 * desktop; patients and doctors get a 403 page, visitors are sent to sign in.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  admin,
  approvedDoctor,
  clientAddress,
  createAccount,
  doctorSeenBy,
  expect,
  expectAccessible,
  expectAccessibleWithoutScript,
  expectLanguage,
  mailTo,
  originOf,
  signInByApi,
  test,
} from './fixtures.ts';

const text = {
  ar: {
    forbidden: 'غير مسموح',
    reason: 'السبب (يُرسَل بالبريد إلى صاحب الشأن)',
    suspend: 'إيقاف',
    reinstate: 'إعادة',
    suspended: 'أُوقف الطبيب: خرج من البحث والحجز، وأُبلغ مرضاه القادمون بالبريد.',
    reinstated: 'عاد الطبيب إلى البحث ويمكن حجزه من جديد.',
    reasonRequired: 'اكتب سبباً من ٣ أحرف على الأقل.',
    disable: 'تعطيل',
    enable: 'تفعيل',
    disabled: 'عُطّل الحساب وأُنهيت جلساته كلها.',
    enabled: 'يستطيع الحساب تسجيل الدخول من جديد.',
    hide: 'إخفاء',
    restore: 'إظهار',
    hidden: 'أُخفي التقييم وأُرسل السبب إلى كاتبه.',
    restored: 'عاد التقييم ظاهراً وأُغلقت بلاغاته.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    accountDisabled: 'أوقفت إدارة طبيب هذا الحساب. تواصل معنا من صفحة "اتصل بنا" إن كان ذلك خطأ.',
    dashboard: 'لوحة المؤشرات',
    period: 'الفترة',
    week: 'آخر ٧ أيام',
    show: 'اعرض',
    signUps: 'التسجيلات',
    table: 'الأرقام يوماً بيوم',
    doctorsPages: 'صفحات الأطباء',
    previous: 'السابق',
    next: 'التالي',
    pageOf: (page: string) => new RegExp(`^صفحة ${page} من [٠-٩]+$`),
    one: '١',
    two: '٢',
    pageInvalid: 'لا توجد صفحة بهذا الرقم: رقم الصفحة عدد صحيح من ١ فأكثر. اذهب إلى الصفحة الأولى',
  },
  en: {
    forbidden: 'Not allowed',
    reason: 'Reason (mailed to the person concerned)',
    suspend: 'Suspend',
    reinstate: 'Reinstate',
    suspended: 'The doctor is suspended: out of search and booking; their upcoming patients have been mailed.',
    reinstated: 'The doctor is back in search and can be booked again.',
    reasonRequired: 'Write a reason of at least 3 characters.',
    disable: 'Disable',
    enable: 'Enable',
    disabled: 'The account is disabled and signed out everywhere.',
    enabled: 'The account can sign in again.',
    hide: 'Hide',
    restore: 'Restore',
    hidden: 'The review is hidden and its author has been mailed the reason.',
    restored: 'The review is shown again and its reports are closed.',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    accountDisabled:
      'Tabib has disabled this account. Contact us through the contact page if you think this is a mistake.',
    dashboard: 'Dashboard',
    period: 'Period',
    week: 'The last 7 days',
    show: 'Show',
    signUps: 'Sign-ups',
    table: 'The numbers, day by day',
    doctorsPages: 'Pages of doctors',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: string) => new RegExp(`^Page ${page} of \\d+$`),
    one: '1',
    two: '2',
    pageInvalid: 'There is no such page: a page is a whole number from 1. Go to the first page',
  },
} as const;

/** A context without script, signed in as the admin: every page and form must work as the server sends it. */
async function adminWithoutScript(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await signInByApi(context, admin);
  return { context, page: await context.newPage() };
}

async function apiAs(request: APIRequestContext, account: { email: string; password: string }) {
  return { authorization: `Bearer ${await signInByApi(request, account)}`, 'x-forwarded-for': clientAddress() };
}

test('visitors are sent to sign in; patients and doctors get a 403 page', async ({ browser, request }) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto('/admin/moderation?lang=en');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmoderation/);
  await visitor.close();

  // The patient first: a sign-up or the doctor's approval signs the request context in (a cookie), and a
  // sign-up carrying a cookie without an origin would be refused as cross-site.
  const patient = await createAccount(request);
  const doctor = await approvedDoctor(request);
  for (const [account, lang] of [
    [patient, 'en'],
    [doctor, 'ar'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signInByApi(context, account);
    const tab = await context.newPage();
    for (const path of ['/admin/moderation', '/admin/dashboard']) {
      const res = await tab.goto(`${path}?lang=${lang}`);
      expect(res?.status()).toBe(403);
      await expectLanguage(tab, lang);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(text[lang].forbidden);
      await expect(tab.locator('form[action^="/admin/"]')).toHaveCount(0);
    }
    // A form posted anyway changes nothing: the server sends it back to the page, which refuses it.
    const posted = await context.request.post(`/admin/doctors/${doctor.id}/suspend`, {
      form: { reason: 'Not an admin', back: '/admin/moderation' },
      headers: { origin: await originOf(context.request) },
    });
    expect(posted.status()).toBe(403);
    await context.close();
  }
  expect((await request.get(`/api/v1/doctors/${doctor.id}`)).status()).toBe(200);
});

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`an admin suspends a doctor, who leaves search, and reinstates them, without script (${lang})`, async ({
    browser,
    request,
  }) => {
    const lastName = `Sus${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const doctor = await approvedDoctor(request, { lastName });
    const found = async () =>
      (await (await request.get(`/api/v1/doctors?q=${lastName}`)).json()).items.map((d: { id: string }) => d.id);
    await expect.poll(found).toContain(doctor.id);

    const { context, page } = await adminWithoutScript(browser);
    await page.goto(`/admin/moderation?lang=${lang}&dq=${lastName}`);
    await expectLanguage(page, lang);
    const row = page.locator(`[data-doctor="${doctor.id}"]`);

    // Blank reason (three spaces pass the browser's checks): a clear error, nothing changed.
    await row.getByLabel(s.reason).fill('   ');
    await row.getByRole('button', { name: s.suspend }).click();
    await expect(page.locator('[data-outcome="error"]')).toHaveText(s.reasonRequired);
    expect(await found()).toContain(doctor.id);

    await row.getByLabel(s.reason).fill('Licence <under> review');
    await row.getByRole('button', { name: s.suspend }).click();
    await expect(page.locator('[data-outcome="done"]')).toHaveText(s.suspended);
    await expect(row).toContainText('Licence <under> review');
    expect(await found()).not.toContain(doctor.id);
    expect((await request.get(`/api/v1/doctors/${doctor.id}`)).status()).toBe(404);
    await expectAccessibleWithoutScript(page);

    await row.getByRole('button', { name: s.reinstate }).click();
    await expect(page.locator('[data-outcome="done"]')).toHaveText(s.reinstated);
    await expect.poll(found).toContain(doctor.id);
    await context.close();
  });

  test(`an admin disables an account, whose sign-in then says why, and enables it (${lang})`, async ({
    browser,
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const { context, page: adminPage } = await adminWithoutScript(browser);
    await adminPage.goto(`/admin/moderation?lang=${lang}&uq=${encodeURIComponent(account.email)}`);
    await adminPage.getByRole('button', { name: `${s.disable} ${account.email}` }).click();
    await expect(adminPage.locator('[data-outcome="done"]')).toHaveText(s.disabled);

    // The app's sign-in form, in the same language.
    const signIn = async () => {
      await page.goto(`/login?lang=${lang}`);
      await page.getByLabel(s.email).fill(account.email);
      await page.getByLabel(s.password).fill(account.password);
      await page.getByRole('button', { name: s.login, exact: true }).click();
    };
    await signIn();
    await expect(page.getByText(s.accountDisabled)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await adminPage.getByRole('button', { name: `${s.enable} ${account.email}` }).click();
    await expect(adminPage.locator('[data-outcome="done"]')).toHaveText(s.enabled);
    await context.close();
    await signIn();
    await expect(page).not.toHaveURL(/\/login/);
  });
}

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`an admin pages through the doctors without script, keeping the accounts' search (${lang})`, async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    const { context, page } = await adminWithoutScript(browser);
    await page.goto(`/admin/moderation?lang=${lang}&uq=${encodeURIComponent(account.email)}`);
    await expectLanguage(page, lang);
    const doctors = page.locator('section[aria-labelledby="doctors"]');
    const pager = doctors.getByRole('navigation', { name: s.doctorsPages });
    const ids = () =>
      doctors.locator('[data-doctor]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-doctor')));
    // The demo's 120 doctors fill several pages of 20.
    const first = await ids();
    expect(first).toHaveLength(20);
    await expect(pager.getByText(s.pageOf(s.one))).toBeVisible();
    // On the first page "previous" is shown but leads nowhere.
    await expect(pager.getByRole('link', { name: s.previous })).toHaveCount(0);
    const noPrevious = pager.locator('[aria-disabled="true"]').filter({ hasText: s.previous });
    const next = pager.getByRole('link', { name: s.next });
    // In Arabic the pager reads from the right: "previous" stands right of "next".
    const [before, after] = [await noPrevious.boundingBox(), await next.boundingBox()];
    if (lang === 'ar') expect(before!.x).toBeGreaterThan(after!.x);
    else expect(before!.x).toBeLessThan(after!.x);

    await next.click();
    await expect(page).toHaveURL(/[?&]dpage=2(&|#|$)/);
    const address = new URL(page.url());
    expect(address.searchParams.get('uq')).toBe(account.email);
    expect(address.searchParams.get('lang')).toBe(lang);
    expect(address.hash).toBe('#doctors');
    await expect(pager.getByText(s.pageOf(s.two))).toBeVisible();
    const second = await ids();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((id) => !first.includes(id))).toBe(true);
    // The accounts' search is as it was: that one account.
    await expect(page.locator('[data-user]')).toHaveCount(1);
    await expectAccessibleWithoutScript(page);

    await pager.getByRole('link', { name: s.previous }).click();
    await expect(page).not.toHaveURL(/dpage=/);
    await expect(pager.getByText(s.pageOf(s.one))).toBeVisible();

    // A page that is not one: the page says so in the reader's language, answered 400, not 500.
    const bad = await page.goto(`/admin/moderation?lang=${lang}&dpage=abc`);
    expect(bad?.status()).toBe(400);
    await expect(doctors.locator('[data-page-problem]')).toHaveText(s.pageInvalid);
    await doctors.locator('[data-page-problem]').getByRole('link').click();
    expect(await ids()).toHaveLength(20);
    await context.close();
  });
}

test('an admin hides a reported review shown as text, not markup, and restores it (ar)', async ({
  browser,
  request,
}) => {
  // A review needs a visit the doctor marked attended: about a minute and a half of waiting.
  test.setTimeout(240_000);
  const s = text.ar;
  // Each account from its own client: a sign-up signs its context in (a cookie), and a second sign-up
  // carrying that cookie without an origin would be refused as cross-site.
  const author = await createAccount(request);
  const reporterContext = await browser.newContext();
  const reporter = await createAccount(reporterContext.request);
  const doctorId = await doctorSeenBy(request, author);
  const title = `<img src=x onerror=alert(1)> ${Date.now().toString(36)}`;
  const created = await request.post(`/api/v1/doctors/${doctorId}/reviews`, {
    headers: await apiAs(request, author),
    data: { rating: 1, title, text: '<b>not bold</b>' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reviewId = (await created.json()).id as string;
  const reported = await request.post(`/api/v1/reviews/${reviewId}/report`, {
    headers: await apiAs(request, reporter),
    data: { reason: '<script>alert(2)</script> insults' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await reporterContext.close();
  const publicIds = async () =>
    (await (await request.get(`/api/v1/doctors/${doctorId}/reviews?limit=50`)).json()).items.map(
      (r: { id: string }) => r.id,
    );

  const { context, page } = await adminWithoutScript(browser);
  await page.goto('/admin/moderation?lang=ar');
  const row = page.locator(`[data-review="${reviewId}"]`);
  await expect(row.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(row).toContainText('<b>not bold</b>');
  await expect(row).toContainText('<script>alert(2)</script> insults');
  await expect(row.locator('b, img, script')).toHaveCount(0);

  await row.getByLabel(s.reason).fill('ألفاظ مسيئة');
  await row.getByRole('button', { name: s.hide }).click();
  await expect(page.locator('[data-outcome="done"]')).toHaveText(s.hidden);
  expect(await publicIds()).not.toContain(reviewId);
  expect(await mailTo(author.email, /ألفاظ مسيئة|Reason/)).toContain('ألفاظ مسيئة');

  const hidden = page.locator(`[data-hidden-review="${reviewId}"]`);
  await hidden.getByRole('button', { name: s.restore }).click();
  await expect(page.locator('[data-outcome="done"]')).toHaveText(s.restored);
  expect(await publicIds()).toContain(reviewId);
  await context.close();
});

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`the dashboard charts a chosen period from the stored rows (${lang})`, async ({ browser, page, request }) => {
    // A sign-up today, so today's row counts at least one.
    await createAccount(request);
    await signInByApi(page.context(), admin);
    await page.goto(`/admin/dashboard?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard);
    // Three charts drawn on the server, each an image with a name.
    await expect(page.locator('figure svg[role="img"]')).toHaveCount(3);
    await expect(page.locator('[data-total="signUps"] dd')).not.toHaveText(/^[0٠]$/);
    // In Arabic, time runs from the right: the first day's label stands right of the last day's.
    const labels = page.locator('[data-chart="appointments"] svg text[text-anchor="middle"]');
    const first = await labels.first().boundingBox();
    const last = await labels.last().boundingBox();
    if (lang === 'ar') expect(first!.x).toBeGreaterThan(last!.x);
    else expect(first!.x).toBeLessThan(last!.x);
    await expectAccessible(page);

    // The period, without script: a GET form.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await signInByApi(noScript, admin);
    const tab = await noScript.newPage();
    await tab.goto(`/admin/dashboard?lang=${lang}`);
    await tab.getByLabel(s.period).selectOption({ label: s.week });
    await tab.getByRole('button', { name: s.show }).click();
    await expect(tab).toHaveURL(/days=7/);
    await tab.getByText(s.table).click();
    await expect(tab.locator('[data-days] tbody tr')).toHaveCount(7);
    await expect(tab.getByRole('columnheader', { name: s.signUps })).toBeVisible();
    await noScript.close();

    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
