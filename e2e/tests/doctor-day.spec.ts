import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import {
  approvedDoctor,
  cairoClock,
  clientAddress,
  createAccount,
  expect,
  expectAccessible,
  expectLanguage,
  mailTo,
  offerTelehealth,
  openVisits,
  signIn,
  signInByApi,
  test,
  type Lang,
  visitsStart,
} from './fixtures.ts';

/** The doctor's day page (issue 40): visits with their status, attended / no-show, cancel with a reason. */

interface Doctor {
  id: string;
  email: string;
  password: string;
}

/**
 * A new doctor (with video visits) who opens extra hours from the next whole minute at least 20 seconds away,
 * and a patient who books the first three slots: the first (clinic) begins within about a minute and a
 * half, the second (clinic) and the third (video) later. Returns the day and the visits' ids in order.
 */
async function dayWithThreeVisits(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  patientName: string,
) {
  // The patient first: once `request` holds the doctor's session cookie, a sign-up through it is a
  // cookie-carrying write without an origin, which the server refuses (CSRF check).
  const patient = await createAccount(request, { name: patientName });
  // At most two upcoming visits with one doctor per patient: the third is another patient's.
  const second = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const videoPatient = await createAccount(second, { name: patientName });
  await second.dispose();
  const doctor: Doctor = await approvedDoctor(request);
  // The three visits within one day in Cairo; moved to the next day, the test waits that much longer.
  const lead = 20_000;
  const start = visitsStart(Date.now(), lead, 3);
  if (start > visitsStart(Date.now(), lead, 0)) test.info().setTimeout(test.info().timeout + (start - Date.now()));
  const doctorAuth = { authorization: `Bearer ${await signInByApi(request, doctor)}` };
  await offerTelehealth(request, doctorAuth);
  const slots = await openVisits(request, doctorAuth, doctor.id, start, 3);
  const patientAuth = { authorization: `Bearer ${await signInByApi(request, patient)}` };
  const videoAuth = { authorization: `Bearer ${await signInByApi(request, videoPatient)}` };
  const ids: string[] = [];
  for (const [offset, visitType, who, auth] of [
    [0, 'clinic', patient, patientAuth],
    [1, 'clinic', patient, patientAuth],
    [2, 'telehealth', videoPatient, videoAuth],
  ] as const) {
    const booked = await request.post('/api/v1/appointments', {
      headers: auth,
      data: {
        doctorId: doctor.id,
        startsAt: slots[offset]!.startsAt,
        patientName,
        phone: '01001234567',
        email: who.email,
        visitType,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    ids.push((await booked.json()).id as string);
  }
  return { doctor, patient, videoAuth, date: cairoClock(start).date, start, ids: ids as [string, string, string] };
}

const strings = {
  en: {
    title: 'My day',
    booked: 'Booked',
    attended: 'Attended',
    cancelled: 'Cancelled',
    clinic: 'In the clinic',
    video: 'Video visit',
    room: 'Open the visit room',
    came: 'Came',
    cancel: 'Cancel this visit',
    confirmCancel: 'Cancel and e-mail the patient',
    reasonLabel: 'Reason for the patient',
    tooEarly: 'This visit has not started yet.',
    onCancelled: 'This visit was cancelled: there is nothing to mark.',
    markedAttended: 'Marked as attended.',
    cancelledDone: 'The visit is cancelled and the patient has been e-mailed.',
    byYou: 'Cancelled by you',
    byPatient: 'Cancelled by the patient',
    next: 'Next day',
    previous: 'Previous day',
    empty: 'No appointments on this day.',
    show: 'Show',
    dateLabel: 'Day',
    reason: 'The clinic is closed for a conference',
  },
  ar: {
    title: 'يومي',
    booked: 'محجوز',
    attended: 'حضر',
    cancelled: 'ملغى',
    clinic: 'في العيادة',
    video: 'زيارة بالفيديو',
    room: 'افتح غرفة الزيارة',
    came: 'حضر',
    cancel: 'ألغِ هذه الزيارة',
    confirmCancel: 'ألغِ وأبلغ المريض بالبريد',
    reasonLabel: 'السبب الذي يصل إلى المريض',
    tooEarly: 'لم يبدأ موعد هذه الزيارة بعد.',
    onCancelled: 'أُلغيت هذه الزيارة: لا شيء يُسجَّل لها.',
    markedAttended: 'سُجّل الحضور.',
    cancelledDone: 'أُلغيت الزيارة وأُبلغ المريض بالبريد.',
    byYou: 'ألغيته أنت',
    byPatient: 'ألغاه المريض',
    next: 'اليوم التالي',
    previous: 'اليوم السابق',
    empty: 'لا مواعيد في هذا اليوم.',
    show: 'عرض',
    dateLabel: 'اليوم',
    reason: 'العيادة مغلقة بسبب مؤتمر',
  },
} as const;

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a doctor runs the day: marks a visit, cancels one with a reason, sees refusals (${lang})`, async ({
    page,
    request,
    playwright,
  }) => {
    test.slow();
    const s = strings[lang];
    const name = lang === 'ar' ? 'سلمى حسن' : 'Salma Hassan';
    const { doctor, patient, videoAuth, date, start, ids } = await dayWithThreeVisits(playwright, request, name);
    const [first, second, third] = ids.map((id) => page.locator(`[data-visit="${id}"]`));
    const outcome = page.locator('[data-form-outcome]');

    await signInByApi(page, doctor);
    await page.goto(`/doctor/day?date=${date}&lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.locator('[data-visit]')).toHaveCount(3);
    await expect(first!).toContainText(name);
    await expect(first!).toContainText(s.clinic);
    await expect(first!.locator('[data-visit-status]')).toHaveText(s.booked);
    await expect(third!).toContainText(s.video);
    await expect(third!.getByRole('link', { name: s.room })).toHaveAttribute('href', `/visits/${ids[2]}`);
    await expectAccessible(page);

    // Too early: the server refuses, the page says why and nothing changes.
    await second!.getByRole('button', { name: s.came, exact: true }).click();
    await expect(outcome).toHaveText(s.tooEarly);
    await expect(second!.locator('[data-visit-status]')).toHaveText(s.booked);

    // The patient cancels the third while the page is open: marking it then is refused as cancelled.
    const cancelled = await request.post(`/api/v1/appointments/${ids[2]}/cancel`, { headers: videoAuth });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await third!.getByRole('button', { name: s.came, exact: true }).click();
    await expect(outcome).toHaveText(s.onCancelled);
    await expect(third!.locator('[data-visit-status]')).toHaveText(s.cancelled);
    await expect(third!).toContainText(s.byPatient);
    await expect(third!.getByRole('button')).toHaveCount(0);

    // Cancel the second with a reason: the patient is mailed it, the time is free again.
    await second!.getByText(s.cancel, { exact: true }).click();
    await second!.getByLabel(s.reasonLabel).fill(s.reason);
    await second!.getByRole('button', { name: s.confirmCancel }).click();
    await expect(page.getByRole('status').filter({ hasText: s.cancelledDone })).toBeVisible();
    await expect(second!.locator('[data-visit-status]')).toHaveText(s.cancelled);
    await expect(second!).toContainText(s.byYou);
    await expect(second!).toContainText(s.reason);
    expect(await mailTo(patient.email, new RegExp(s.reason))).toContain(s.reason);

    // Once the first has begun, it is marked attended.
    await page.waitForTimeout(Math.max(0, start - Date.now() + 1_000));
    await first!.getByRole('button', { name: s.came, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.markedAttended })).toBeVisible();
    await expect(first!.locator('[data-visit-status]')).toHaveText(s.attended);
    const day = await (await page.request.get(`/api/v1/doctor/me/appointments?date=${date}`)).json();
    expect(day.items.map((v: { status: string }) => v.status)).toEqual(['attended', 'cancelled', 'cancelled']);
  });
}

test('the day moves by its links and its date form, without script', async ({ browser, request }) => {
  test.slow();
  const doctor = await approvedDoctor(request);
  // No script at all: the links and the form are plain HTML answered by the server.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const page = await context.newPage();
  const s = strings.en;
  try {
    // Signing in is the app's page (script): the session cookie comes from the API into this context.
    await signInByApi(context, doctor);
    await page.goto('/doctor/day?date=2030-01-15&lang=en');
    await expect(page.locator('#day-heading')).toHaveText('Tuesday, 15 January 2030');
    await expect(page.getByText(s.empty)).toBeVisible();
    await page.getByRole('link', { name: s.next }).click();
    await expect(page).toHaveURL(/date=2030-01-16/);
    await page.getByRole('link', { name: s.previous }).click();
    await page.getByRole('link', { name: s.previous }).click();
    await expect(page).toHaveURL(/date=2030-01-14/);
    await page.locator('input[name="date"]').fill('2030-02-01');
    await page.getByRole('button', { name: s.show }).click();
    await expect(page).toHaveURL(/date=2030-02-01/);
    await expect(page.locator('#day-heading')).toHaveText('Friday, 1 February 2030');
    // A date that is not one: said so, and today is shown instead.
    await page.goto('/doctor/day?date=2030-13-45&lang=en');
    await expect(page.locator('[data-form-outcome]')).toHaveText('This is not a valid date.');
    await expect(page.getByRole('link', { name: s.next })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a patient is not let into the doctor pages; a visitor is sent to sign in', async ({ page, request }) => {
  test.slow();
  const patient = await createAccount(request);
  await page.goto('/doctor/day?lang=en');
  await expect(page).toHaveURL(/\/login\?next=%2Fdoctor%2Fday/);
  await signIn(page, patient);
  const res = await page.goto('/doctor/day?lang=en');
  expect(res?.status()).toBe(403);
  await expect(page.getByText('This page is for doctors.')).toBeVisible();
});
