import type { APIRequestContext, Page } from '@playwright/test';
import { admin, clientAddress, confirmAddress, expect, signIn, signInByApi, test, visitBegun } from './fixtures.ts';

/**
 * Text people type is stored and shown to others: a patient's name (on appointments and in the doctor's
 * portal), a doctor's name and bio, reviews, contact messages (admin), doctor applications (admin),
 * medicines (admin and library). Every one of them is stored here carrying markup that would run script
 * if it were ever inserted as HTML; every page that shows them must show the markup as text, run nothing
 * (`window.__xss` stays unset, no dialog opens, no element the payload describes appears) and, as every
 * page in these tests, log no error (a Content-Security-Policy violation is one).
 */

const img = '<img src=x onerror="window.__xss=1;alert(1)">';
const script = '<script>window.__xss=2</script>';
const svg = '"><svg onload="window.__xss=3">';
const jsUrl = 'javascript:window.__xss=4';

/** The API context keeps the session cookies of its sign-ins; writes then need our origin (CSRF check). */
let origin = '';
const forwarded = () => ({
  'x-forwarded-for': clientAddress(),
  origin,
});

const bearer = (t: string) => ({ authorization: `Bearer ${t}`, ...forwarded() });

interface Stored {
  tag: string;
  patient: { email: string; password: string; name: string };
  doctor: {
    email: string;
    password: string;
    id: string;
    firstName: string;
    lastName: string;
    bio: string;
    clinic: string;
  };
  appointmentName: string;
  review: { title: string; text: string };
  contact: { name: string; comment: string };
  applicant: { firstName: string; lastName: string };
  medicine: { brandEn: string; descriptionEn: string };
}

/** Stores every payload through the API, as the forms would. */
async function storePayloads(request: APIRequestContext): Promise<Stored> {
  origin = new URL((await request.get('/healthz')).url()).origin;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, 'q');
  const adminToken = await signInByApi(request, admin);
  const [specialties, cities] = await Promise.all([request.get('/api/v1/specialties'), request.get('/api/v1/cities')]);
  const specialty = (await specialties.json()).items[0].slug as string;
  const city = (await cities.json()).items[0].slug as string;

  // A doctor whose name is markup, approved, with hours, a bio and a clinic name that are markup too.
  const doctor = {
    email: `xss.dr.${tag}@example.com`,
    password: 'a long doctor passphrase',
    firstName: script,
    lastName: svg,
    bio: `Bio ${tag} ${img} ${jsUrl}`,
    clinic: `Clinic ${tag} ${svg}`,
  };
  const applied = await request.post('/api/v1/doctor-applications', {
    headers: forwarded(),
    data: {
      firstName: doctor.firstName,
      lastName: doctor.lastName,
      phone: '01112345678',
      gender: 'male',
      specialty,
      city,
      email: doctor.email,
      password: doctor.password,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const approve = await request.post(
    `/api/v1/admin/doctor-applications/${(await applied.json()).applicationId}/approve`,
    {
      headers: bearer(adminToken),
      data: {},
    },
  );
  expect(approve.ok(), await approve.text()).toBe(true);
  const doctorToken = await signInByApi(request, doctor);
  const profile = await (await request.get('/api/v1/doctor/me', { headers: bearer(doctorToken) })).json();
  const patched = await request.patch('/api/v1/doctor/me', {
    headers: bearer(doctorToken),
    data: {
      phone: '01112345678',
      fee: 300,
      clinicNameAr: `عيادة ${tag} ${svg}`,
      clinicNameEn: doctor.clinic,
      clinicAddressAr: `شارع ${img}`,
      clinicAddressEn: `Street ${img}`,
      bioAr: `نبذة ${tag} ${img} ${jsUrl}`,
      bioEn: doctor.bio,
      telehealth: false,
      insurers: [],
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const schedule = await (await request.get('/api/v1/doctor/me/schedule', { headers: bearer(doctorToken) })).json();
  const hours = await request.put('/api/v1/doctor/me/schedule', {
    headers: bearer(doctorToken),
    data: { ...schedule, weekly: Array.from({ length: 7 }, () => [{ start: '08:00', end: '22:00' }]), exceptions: [] },
  });
  expect(hours.status(), await hours.text()).toBe(200);

  // A patient whose name is markup books that doctor (under another markup name) and reviews them.
  const patient = { name: `Salma ${img}`, email: `xss.patient.${tag}@example.com`, password: 'a long test passphrase' };
  const signedUp = await request.post('/api/v1/auth/signup', {
    headers: forwarded(),
    data: { ...patient, phone: '01001234567', birthDate: '1994-06-12', gender: 'female' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await confirmAddress(request, patient.email, (await signedUp.json()).token);
  const patientToken = await signInByApi(request, patient);
  const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
  const slots = (await (await request.get(`/api/v1/doctors/${profile.id}/slots?from=${from}&days=14`)).json()).items;
  expect(slots.length, 'the doctor has free slots').toBeGreaterThan(0);
  const appointmentName = `Patient ${svg}`;
  const booked = await request.post('/api/v1/appointments', {
    headers: bearer(patientToken),
    data: {
      doctorId: profile.id,
      startsAt: slots[0].startsAt,
      patientName: appointmentName,
      phone: '01001234567',
      email: patient.email,
      visitType: 'clinic',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // A review needs a visit that has taken place: one that begins within the next minute and a half.
  await visitBegun(request, { id: profile.id, ...doctor }, patient);
  const review = { title: `Title ${script}`, text: `Text ${img} ${svg} ${jsUrl}` };
  const reviewed = await request.post(`/api/v1/doctors/${profile.id}/reviews`, {
    headers: bearer(patientToken),
    data: { rating: 4, ...review },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);

  // For the admin: a contact message, a pending doctor application and a medicine, all markup.
  const contact = { name: `Omar ${svg}`, comment: `Message ${tag} ${img} ${script} ${jsUrl}` };
  const sent = await request.post('/api/v1/contact', {
    headers: forwarded(),
    data: { ...contact, email: `xss.contact.${tag}@example.com` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const applicant = { firstName: '<img src=x onerror=window.__xss=5>', lastName: `Zaki ${tag}` };
  const pending = await request.post('/api/v1/doctor-applications', {
    headers: forwarded(),
    data: {
      ...applicant,
      phone: '01012345678',
      gender: 'female',
      specialty,
      city,
      email: `xss.applicant.${tag}@example.com`,
      password: 'a long enough password',
    },
  });
  expect(pending.status(), await pending.text()).toBe(201);
  const categories = (await (await request.get('/api/v1/medicine-categories')).json()).items as { slug: string }[];
  const medicine = { brandEn: `Xssol ${tag} ${img}`, descriptionEn: `Relieves pain ${script} ${jsUrl}` };
  const created = await request.post('/api/v1/medicines', {
    headers: bearer(adminToken),
    data: {
      ...medicine,
      brandAr: `إكسسول ${tag} ${svg}`,
      genericEn: `Paracetamol ${svg}`,
      genericAr: `باراسيتامول ${script}`,
      form: 'tablet',
      strength: '500 mg',
      atcCode: 'N02BE01',
      category: categories[0]!.slug,
      descriptionAr: `مسكن للألم ${img} ${jsUrl}`,
      usesEn: [`Headache ${img}`],
      usesAr: [`الصداع ${script}`],
      priceEgp: 20,
      prescription: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  return {
    tag,
    patient: { ...patient, name: patient.name },
    doctor: { ...doctor, id: profile.id },
    appointmentName,
    review,
    contact,
    applicant,
    medicine,
  };
}

/** Listens for dialogs and policy violations for the whole test. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { dialogs };
}

/** The payload is on the page as text, and nothing it describes was created or run. */
async function expectInert(page: Page, shown: string[], dialogs: string[]) {
  for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // Give any injected handler (onerror fires once the broken image fails) time to run.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i]')).toHaveCount(0);
  // No inline script, and the one inline element of that name the pages write is their speculation rules (JSON the
  // browser reads, never runs; page.astro), exactly as written there: stored text cannot have made it.
  await expect(page.locator('script:not([src]):not([type="speculationrules"])')).toHaveCount(0);
  for (const rules of await page.locator('script[type="speculationrules"]').allTextContents()) {
    expect(JSON.parse(rules)).toEqual({
      prerender: [{ where: { selector_matches: 'a[data-language-switch]' }, eagerness: 'moderate' }],
      prefetch: [{ where: { selector_matches: 'a[data-language-switch]' }, eagerness: 'moderate' }],
    });
  }
  expect(dialogs).toEqual([]);
}

test('stored markup is shown as text on every page that shows it, and never runs', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stored = await storePayloads(request);
  const { dialogs } = await watch(page);

  // Anyone: the doctor's page, with the name, bio, clinic and the review.
  await page.goto(`/doctors/${stored.doctor.id}?lang=en`);
  await expectInert(page, [script, svg, stored.doctor.bio, stored.review.title, stored.review.text], dialogs);
  await page.goto(`/doctors/${stored.doctor.id}?lang=ar`);
  await expectInert(page, [script, svg, stored.review.text], dialogs);

  // The patient: the booking page, their appointments, their profile.
  await signIn(page, stored.patient);
  await page.goto(`/doctors/${stored.doctor.id}/bookdoctor?lang=en`);
  await expectInert(page, [script], dialogs);
  await page.goto('/myappointments?lang=en');
  await expectInert(page, [script, svg], dialogs);
  await page.goto('/profile/info?lang=en');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(stored.patient.name);
  await expectInert(page, [], dialogs);
  await page.context().clearCookies();

  // The doctor: the portal's profile form and the appointments with the patient's name.
  await signIn(page, stored.doctor);
  await page.goto('/profile-doctor?lang=en');
  await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();
  await expect(page.locator('textarea').filter({ hasText: stored.tag }).first()).toBeVisible();
  await expectInert(page, [], dialogs);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expectInert(page, [stored.appointmentName], dialogs);
  await page.context().clearCookies();

  // The admin: contact messages, applications, medicines (list and edit form) and the public library.
  await signIn(page, admin);
  await page.goto('/admin?lang=en');
  await expectInert(page, [stored.contact.name, stored.contact.comment, stored.applicant.firstName], dialogs);
  await page.goto('/listmedicine?lang=en');
  await page.getByLabel('Search', { exact: true }).fill(`Xssol ${stored.tag}`);
  await expectInert(page, [stored.medicine.brandEn], dialogs);
  await page.getByRole('row').filter({ hasText: stored.tag }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/listmedicine\/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Brand name (English)', { exact: false }).first()).toHaveValue(stored.medicine.brandEn);
  await expectInert(page, [], dialogs);
  await page.goto(`/medicine-library?lang=en`);
  await page.getByLabel('Search by brand or generic name').fill(`Xssol ${stored.tag}`);
  await expectInert(page, [stored.medicine.brandEn], dialogs);
});

test('the main pages run under the Content-Security-Policy without a violation', async ({ page }) => {
  const { dialogs } = await watch(page);
  const doctors = await (await page.request.get('/api/v1/doctors?limit=1')).json();
  const paths = [
    '/',
    '/doctors',
    `/doctors/${doctors.items[0].id}`,
    '/medicine-library',
    '/specialty-directory',
    '/chatbot',
    '/login',
    '/signup',
    '/contact',
    '/faq',
    '/aboutus',
  ];
  for (const lang of ['ar', 'en']) {
    for (const path of paths) {
      const res = await page.goto(`${path}?lang=${lang}`);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  }
  expect(dialogs).toEqual([]);
  // The fixture fails the test on any console error, and every violation is logged as one.
});
