import {
  approvedDoctor,
  cairoClock,
  createAccount,
  expect,
  expectAccessible,
  expectLanguage,
  mailTo,
  signIn,
  signInByApi,
  test,
  type Lang,
} from './fixtures.ts';

/** The patient's waitlist (issue 40, decision 035): join from the doctor's page, the mailed offer, leave. */

const strings = {
  en: {
    link: 'Tell me if an earlier slot opens',
    from: 'From',
    to: 'To',
    join: 'Join the waiting list',
    joined: 'You are on the waiting list.',
    already: "You are already on this doctor's waiting list.",
    listTitle: 'My waiting lists',
    offerTitle: 'An earlier slot from the waiting list',
    open: 'This time is still free.',
    book: 'Book this time',
    booked: 'Booked. We have e-mailed you the details.',
    bookedState: 'This time is booked for you',
    empty: 'You are not on any waiting list.',
    leave: 'Leave this list',
    left: 'You have left the waiting list.',
    invalid: 'This link is not valid.',
  },
  ar: {
    link: 'أخبرني إذا توفر موعد أقرب',
    from: 'من',
    to: 'إلى',
    join: 'انضم إلى قائمة الانتظار',
    joined: 'انضممت إلى قائمة الانتظار.',
    already: 'أنت في قائمة انتظار هذا الطبيب بالفعل.',
    listTitle: 'قوائم انتظاري',
    offerTitle: 'موعد أقرب من قائمة الانتظار',
    open: 'هذا الموعد ما زال متاحاً.',
    book: 'احجز هذا الموعد',
    booked: 'تم الحجز. أرسلنا إليك التفاصيل بالبريد.',
    bookedState: 'تم حجز هذا الموعد لك',
    empty: 'لست في أي قائمة انتظار.',
    leave: 'غادر هذه القائمة',
    left: 'غادرت قائمة الانتظار.',
    invalid: 'هذا الرابط غير صالح.',
  },
} as const;

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a patient joins a waitlist from the doctor's page and books the freed slot from the mail (${lang})`, async ({
    page,
    request,
    playwright,
  }) => {
    test.slow();
    const s = strings[lang];
    // Patients first: once `request` holds a session cookie, a sign-up through it is refused (CSRF check).
    // Each sign-up from a client of its own: a sign-up leaves its session cookie in the client.
    const holderClient = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const holder = await createAccount(holderClient);
    await holderClient.dispose();
    const patient = await createAccount(request);
    const doctor = await approvedDoctor(request);
    const tomorrow = cairoClock(Date.now() + 24 * 3_600_000).date;
    const doctorAuth = { authorization: `Bearer ${await signInByApi(request, doctor)}` };
    const schedule = await (await request.get('/api/v1/doctor/me/schedule', { headers: doctorAuth })).json();
    const saved = await request.put('/api/v1/doctor/me/schedule', {
      headers: doctorAuth,
      data: {
        ...schedule,
        slotMinutes: 30,
        weekly: [[], [], [], [], [], [], []],
        // One slot: the holder's. With a second one free, the new hours' freed slots, offered by the worker
        // once the patient had joined, could mail that slot before the cancellation's.
        exceptions: [{ date: tomorrow, kind: 'extra', start: '10:00', end: '10:30' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // Another patient holds the first slot of tomorrow.
    const holderAuth = { authorization: `Bearer ${await signInByApi(request, holder)}` };
    const [slot] = (await (await request.get(`/api/v1/doctors/${doctor.id}/slots?from=${tomorrow}&days=1`)).json())
      .items as { startsAt: string }[];
    const held = await request.post('/api/v1/appointments', {
      headers: holderAuth,
      data: {
        doctorId: doctor.id,
        startsAt: slot!.startsAt,
        patientName: 'Hana Said',
        phone: '01001234567',
        email: holder.email,
      },
    });
    expect(held.status(), await held.text()).toBe(201);

    await signIn(page, patient);
    await page.goto(`/doctors/${doctor.id}?lang=${lang}`);
    await page.getByRole('link', { name: s.link }).click();
    await expect(page).toHaveURL(new RegExp(`/doctors/${doctor.id}/waitlist`));
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: s.link })).toBeVisible();
    await page.getByLabel(s.from, { exact: true }).fill(tomorrow);
    await page.getByLabel(s.to, { exact: true }).fill(tomorrow);
    await expectAccessible(page);
    await page.getByRole('button', { name: s.join }).click();
    await expect(page).toHaveURL(/\/waitlist\?/);
    await expect(page.getByRole('heading', { level: 1, name: s.listTitle })).toBeVisible();
    await expect(page.locator('[data-form-outcome]')).toContainText(s.joined);
    await expect(page.locator('[data-waitlist-entry]')).toHaveCount(1);
    await expectAccessible(page);

    // Joining twice: refused with why, the dates typed kept.
    await page.goto(`/doctors/${doctor.id}/waitlist?lang=${lang}`);
    await page.getByLabel(s.from, { exact: true }).fill(tomorrow);
    await page.getByLabel(s.to, { exact: true }).fill(tomorrow);
    await page.getByRole('button', { name: s.join }).click();
    await expect(page.locator('[data-form-outcome]')).toContainText(s.already);
    await expect(page.getByLabel(s.to, { exact: true })).toHaveValue(tomorrow);

    // The holder cancels: the freed slot is mailed, and its link books it in one click.
    const cancelled = await request.post(`/api/v1/appointments/${(await held.json()).id}/cancel`, {
      headers: holderAuth,
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const mail = await mailTo(patient.email, /\/waitlist\/offers\//, 30_000);
    const link = /\/waitlist\/offers\/[A-Za-z0-9_-]{43}/.exec(mail)![0];
    await page.goto(`${link}?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: s.offerTitle })).toBeVisible();
    await expect(page.locator('[data-offer-state]')).toContainText(s.open);
    await expectAccessible(page);
    await page.getByRole('button', { name: s.book }).click();
    await expect(page.locator('[data-form-outcome]')).toContainText(s.booked);
    await expect(page.locator('[data-offer-state="booked"]')).toContainText(s.bookedState);
    const mine = await (await page.request.get('/api/v1/appointments?scope=upcoming')).json();
    expect(mine.items.map((a: { startsAt: string }) => Date.parse(a.startsAt))).toContain(Date.parse(slot!.startsAt));

    // Booked from the list: off the list. Join again and leave it from My waiting lists.
    await page.goto(`/waitlist?lang=${lang}`);
    await expect(page.getByText(s.empty)).toBeVisible();
    await page.goto(`/doctors/${doctor.id}/waitlist?lang=${lang}`);
    await page.getByRole('button', { name: s.join }).click();
    await expect(page.locator('[data-waitlist-entry]')).toHaveCount(1);
    await page.locator('[data-waitlist-entry]').getByRole('button').click();
    await expect(page.locator('[data-form-outcome]')).toContainText(s.left);
    await expect(page.locator('[data-waitlist-entry]')).toHaveCount(0);
  });
}

test("an offer link that is not one says so, in the page's language", async ({ page }) => {
  test.slow();
  const res = await page.goto(`/waitlist/offers/${'x'.repeat(43)}?lang=ar`);
  expect(res?.status()).toBe(404);
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 2, name: strings.ar.invalid })).toBeVisible();
});
