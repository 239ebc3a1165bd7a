import type { APIRequestContext, Page } from '@playwright/test';
import {
  clientAddress,
  confirmationCode,
  createAccount,
  expect,
  expectAccessible,
  expectAccessibleWithoutScript,
  expectLanguage,
  signIn,
  signInByApi,
  test,
  type Lang,
} from './fixtures.ts';

const text = {
  en: {
    title: 'Book An Appointment',
    prefix: 'Dr/',
    name: 'Name',
    nameRequired: 'Name is required',
    phone: 'Phone Number',
    time: 'Time',
    date: 'Date',
    book: 'Book',
    booked: 'Appointment booked successfully',
    myTitle: 'My Appointments',
    reschedule: 'Reschedule',
    rescheduleTitle: 'Reschedule Appointment',
    save: 'Save',
    updated: 'Appointment updated successfully',
    cancel: 'Cancel',
    confirmCancel: 'Yes, cancel it',
    keep: 'Keep it',
    cancelled: 'Appointment cancelled successfully',
    empty: 'No Appointments',
    addToCalendar: 'Add to calendar',
    upcoming: 'Upcoming',
    past: 'Past and cancelled',
    cancelledBadge: 'Cancelled',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    verifyTitle: 'Confirm your e-mail address to book',
    verifyCode: 'Confirmation code',
    verifySubmit: 'Confirm and book',
    verifyResend: 'Send a new code',
    wrongCode: 'The code is wrong or has expired. Check it, or ask for a new one.',
    tooSoon: 'Too many attempts. Wait a little and try again.',
  },
  ar: {
    title: 'احجز موعداً',
    prefix: 'د/',
    name: 'الاسم',
    nameRequired: 'الاسم مطلوب',
    phone: 'رقم الهاتف',
    time: 'الوقت',
    date: 'التاريخ',
    book: 'احجز',
    booked: 'تم حجز الموعد بنجاح',
    myTitle: 'مواعيدي',
    reschedule: 'تغيير الموعد',
    rescheduleTitle: 'تغيير الموعد',
    save: 'حفظ',
    updated: 'تم تعديل الموعد بنجاح',
    cancel: 'إلغاء',
    confirmCancel: 'نعم، ألغِ الموعد',
    keep: 'احتفظ به',
    cancelled: 'تم إلغاء الموعد بنجاح',
    empty: 'لا توجد مواعيد',
    addToCalendar: 'أضف إلى التقويم',
    upcoming: 'المواعيد القادمة',
    past: 'المواعيد السابقة والملغاة',
    cancelledBadge: 'ملغى',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    verifyTitle: 'أكّد بريدك الإلكتروني لتحجز',
    verifyCode: 'رمز التأكيد',
    verifySubmit: 'أكّد واحجز',
    verifyResend: 'أرسل رمزاً جديداً',
    wrongCode: 'الرمز غير صحيح أو انتهت صلاحيته. تحقق منه أو اطلب رمزاً جديداً.',
    tooSoon: 'محاولات كثيرة. انتظر قليلاً ثم حاول مرة أخرى.',
  },
} as const;

/** A demo doctor with free times; each test takes its own so parallel runs never compete for one. */
async function doctorWithSlots(request: APIRequestContext, index: number): Promise<string> {
  const res = await request.get(`/api/v1/doctors?limit=50&page=1`);
  expect(res.ok()).toBe(true);
  const doctors = (await res.json()).items as { id: string }[];
  for (const d of doctors.slice(index)) {
    const slots = await request.get(`/api/v1/doctors/${d.id}/slots?days=14`);
    if ((await slots.json()).items.length > 4) return d.id;
  }
  throw new Error('no doctor with free slots');
}

async function pickTime(
  scope: Page | ReturnType<Page['getByRole']>,
  t: (typeof text)[Lang],
  dayIndex: number,
  timeIndex: number,
) {
  const day = scope.getByRole('group', { name: t.date }).locator('label').nth(dayIndex);
  await day.click();
  const weekday = (await day.locator('span').first().innerText()).trim();
  const time = scope.getByRole('group', { name: t.time }).locator('label').nth(timeIndex);
  const label = (await time.locator('[data-time]').innerText()).trim();
  await time.click();
  await expect(time.getByRole('radio')).toBeChecked();
  // A screen reader hears the day with the time.
  await expect(time.getByRole('radio')).toHaveAccessibleName(new RegExp(`^${label}.*${weekday}`));
  return label;
}

for (const [lang, index] of [
  ['en', 0],
  ['ar', 10],
] as const) {
  test(`books, reschedules and cancels an appointment (${lang})`, async ({ page, request }, testInfo) => {
    const t = text[lang];
    // Each language and project books with its own doctor, so parallel runs never take each other's slot.
    const doctorId = await doctorWithSlots(request, index + (testInfo.project.name === 'phone' ? 20 : 0));

    // A visitor is sent to sign in first, and comes back.
    await page.goto(`/doctors/${doctorId}/bookdoctor?lang=${lang}`);
    await expect(page).toHaveURL(/\/login\?next=/);

    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto(`/doctors/${doctorId}/bookdoctor?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.prefix);

    const chosen = await pickTime(page, t, 1, 0);
    await page.getByLabel(t.name, { exact: true }).fill('');
    await page.getByRole('button', { name: t.book, exact: true }).click();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await expect(page).toHaveURL(/bookdoctor/);
    await page.getByLabel(t.name, { exact: true }).fill('Salma Hassan');
    await expectAccessible(page);
    await page.getByRole('button', { name: t.book, exact: true }).click();

    // The booking's confirmation, with the time booked; the patient's appointments are a link away.
    await expect(page).toHaveURL(/\/bookdoctor\?.*booked=/);
    const confirmation = page.getByRole('region', { name: t.booked });
    await expect(confirmation).toContainText(chosen);
    await confirmation.getByRole('link', { name: t.myTitle }).click();
    await expect(page).toHaveURL(/\/myappointments$/);
    await expect(page.getByRole('heading', { level: 1, name: t.myTitle })).toBeVisible();
    const upcoming = page.getByRole('region', { name: t.upcoming });
    const card = upcoming.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(t.prefix);
    await expect(card).toContainText(chosen);
    await expect(card.getByRole('link', { name: t.addToCalendar })).toHaveAttribute('href', /calendar\.ics/);
    await expectAccessible(page);

    // Reschedule to another time; the dialog closes only once the server has confirmed.
    await card.getByRole('button', { name: t.reschedule }).click();
    const dialog = page.getByRole('dialog', { name: t.rescheduleTitle });
    await expect(dialog).toBeVisible();
    const moved = await pickTime(dialog, t, 2, 1);
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(moved);

    // Cancel, after confirming.
    await card.getByRole('button', { name: t.cancel, exact: true }).click();
    const confirm = page.getByRole('dialog');
    // The dialog opens on the safe choice: Enter twice must not cancel (WAI-ARIA alert dialog).
    await expect(confirm.getByRole('button', { name: t.keep })).toBeFocused();
    await confirm.getByRole('button', { name: t.confirmCancel }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(upcoming.getByText(t.empty)).toBeVisible();
    // The focus comes back to the appointment it acted on (now among the past ones), not the page's top.
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^${t.prefix}`));
  });
}

for (const [lang, index] of [
  ['en', 5],
  ['ar', 15],
] as const) {
  test(`a new account books: the code from the sign-up mail is asked for inline, then the chosen time is booked (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const t = text[lang];
    const doctorId = await doctorWithSlots(request, index + (testInfo.project.name === 'phone' ? 20 : 0));
    // Signed up, address not confirmed yet.
    const account = await createAccount(request, {}, { verified: false });
    await signIn(page, account);
    await page.goto(`/doctors/${doctorId}/bookdoctor?lang=${lang}`);
    await expectLanguage(page, lang);
    // A day the other booking test of this doctor range does not use.
    const chosen = await pickTime(page, t, 3, 0);
    await page.getByRole('button', { name: t.book, exact: true }).click();

    // The code is asked for on the page, with the chosen time kept; a wrong one is refused, a new one can be
    // asked for (at most one a minute), and the right one books the same slot.
    const step = page.getByRole('form', { name: t.verifyTitle });
    await expect(step).toBeVisible();
    await expect(step.getByLabel(t.verifyCode)).toBeFocused();
    const code = await confirmationCode(account.email);
    await step.getByLabel(t.verifyCode).fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: t.verifySubmit }).click();
    await expect(step.getByText(t.wrongCode)).toBeVisible();
    await step.getByRole('button', { name: t.verifyResend }).click();
    await expect(step.getByText(t.tooSoon)).toBeVisible();
    await expectAccessible(page);
    await step.getByLabel(t.verifyCode).fill(code);
    await step.getByRole('button', { name: t.verifySubmit }).click();

    await expect(page).toHaveURL(/\/bookdoctor\?.*booked=/);
    const confirmation = page.getByRole('region', { name: t.booked });
    await expect(confirmation).toContainText(chosen);
    await confirmation.getByRole('link', { name: t.myTitle }).click();
    await expect(page).toHaveURL(/\/myappointments$/);
    const card = page.getByRole('region', { name: t.upcoming }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(chosen);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, index] of [
    ['en', 2],
    ['ar', 12],
  ] as const) {
    test(`a patient books a slot: the form, its refusal and the e-mail code work without scripts (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const t = text[lang];
      const doctorId = await doctorWithSlots(request, index + (testInfo.project.name === 'phone' ? 20 : 0));
      // A visitor is sent to sign in, to come back after (the sign-in page itself is the app's, with scripts).
      const visitor = await page.request.get(`/doctors/${doctorId}/bookdoctor?lang=${lang}`, { maxRedirects: 0 });
      expect(visitor.status()).toBe(302);
      expect(visitor.headers().location).toBe(
        `/login?next=${encodeURIComponent(`/doctors/${doctorId}/bookdoctor?lang=${lang}`)}&lang=${lang}`,
      );

      // Signed up, address not confirmed yet.
      const account = await createAccount(request, {}, { verified: false });
      await signInByApi(page, account);
      await page.goto(`/doctors/${doctorId}/bookdoctor?lang=${lang}`);
      await expectLanguage(page, lang);
      // Another day than the other booking tests of this doctor range take.
      const chosen = await pickTime(page, t, 4, 2);
      await page.getByLabel(t.name, { exact: true }).fill('');
      await page.getByRole('button', { name: t.book, exact: true }).click();
      // Refused with the reason, the time still chosen.
      await expect(page.getByText(t.nameRequired)).toBeVisible();
      await expect(
        page.getByRole('group', { name: t.time }).getByRole('radio', { checked: true }),
      ).toHaveAccessibleName(new RegExp(`^${chosen}`));
      await page.getByLabel(t.name, { exact: true }).fill('Salma Hassan');
      await page.getByRole('button', { name: t.book, exact: true }).click();

      // The code from the sign-up mail, asked for on the page; then the same time is booked.
      const step = page.getByRole('form', { name: t.verifyTitle });
      await expect(step.getByLabel(t.verifyCode)).toBeFocused();
      await step.getByLabel(t.verifyCode).fill(await confirmationCode(account.email));
      await step.getByRole('button', { name: t.verifySubmit }).click();
      await expect(page).toHaveURL(/\/bookdoctor\?.*booked=/);
      await expect(page.getByRole('region', { name: t.booked })).toContainText(chosen);
      const upcoming = (await (await page.request.get('/api/v1/appointments?scope=upcoming')).json()) as {
        items: { patientName: string; doctor: { id: string } }[];
      };
      expect(upcoming.items).toHaveLength(1);
      expect(upcoming.items[0]).toMatchObject({ patientName: 'Salma Hassan', doctor: { id: doctorId } });
    });
  }
});

for (const [lang, index] of [
  ['en', 3],
  ['ar', 13],
] as const) {
  test(`the booking page keeps its shape as it loads on a slow phone's CPU (${lang})`, async ({ page, request }) => {
    test.slow();
    const t = text[lang];
    const doctorId = await doctorWithSlots(request, index);
    await signInByApi(page, await createAccount(request));
    // A phone's CPU: four times slower than this machine's (what Lighthouse's mobile run simulates).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Cumulative layout shift as browsers report it: every shift not caused by the user's input.
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/doctors/${doctorId}/bookdoctor?lang=${lang}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('group', { name: t.time }).getByRole('radio').first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    // Two frames, so the last layout is reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(shift).toBeLessThan(0.05);
  });
}

for (const [lang, index] of [
  ['en', 27],
  ['ar', 28],
] as const) {
  test(`my appointments work with scripts off: sign in and back, reschedule, cancel (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    const t = text[lang];
    const doctorId = await doctorWithSlots(request, index + (testInfo.project.name === 'phone' ? 20 : 0));
    const account = await createAccount(request);
    const slots = (await (await request.get(`/api/v1/doctors/${doctorId}/slots?days=14`)).json()).items as {
      startsAt: string;
    }[];
    const booked = await request.post('/api/v1/appointments', {
      headers: { authorization: `Bearer ${await signInByApi(request, account)}` },
      data: {
        doctorId,
        startsAt: slots[0]!.startsAt,
        patientName: account.name,
        phone: account.phone,
        email: account.email,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const page = await context.newPage();
    // A visitor is sent to sign in, and comes back.
    await page.goto(`/myappointments?lang=${lang}`);
    await expect(page).toHaveURL(/\/login\?next=%2Fmyappointments/);
    await page.getByLabel(t.email).fill(account.email);
    await page.getByLabel(t.password).fill(account.password);
    await page.getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/myappointments\?lang=(ar|en)$/);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: t.myTitle })).toBeVisible();
    const upcoming = page.getByRole('region', { name: t.upcoming });
    const card = upcoming.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expectAccessibleWithoutScript(page);

    // Reschedule: the dialog opens from its button, the day shows its times, and the server moves it.
    await card.getByRole('button', { name: t.reschedule }).click();
    const dialog = page.getByRole('dialog', { name: t.rescheduleTitle });
    await expect(dialog).toBeVisible();
    const moved = await pickTime(dialog, t, 1, 0);
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(moved);
    await expect(card).toBeFocused();

    // Cancel, after confirming; the safe choice has the focus.
    await card.getByRole('button', { name: t.cancel, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: t.keep })).toBeFocused();
    await confirm.getByRole('button', { name: t.confirmCancel }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(upcoming.getByText(t.empty)).toBeVisible();
    await expect(page.getByRole('region', { name: t.past }).getByRole('listitem')).toContainText(t.cancelledBadge);
    await context.close();
  });
}
