import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export type Lang = 'ar' | 'en';

/**
 * Until the single-page app has rendered its page, `#root` is aria-busy (a splash; on Astro's pages there is
 * no `#root`, so this returns at once). A user waits for it; so do the tests, after every load:
 * `goto` and `reload` here, and a load the page itself starts (a redirect from another site) in the test.
 */
export async function untilTakenOver(page: Page) {
  // Before the HTML is parsed there is no #root to be busy.
  await page.waitForLoadState('domcontentloaded');
  await page.waitForFunction(() => !document.querySelector('#root[aria-busy]'));
}

/** Fails the test on any console error or uncaught page error, collected over the whole test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilTakenOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilTakenOver(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 4xx from the API is an answer the app handles (a wrong password, say), not a page error.
        if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A client address of its own for a request or a page: tests run in parallel from one machine, and the server
 * trusts the loopback proxy in tests, so per-address limits apply per test as they would per user. Drawn from
 * 198.18.0.0/15 (131,072 addresses, reserved for tests): a per-worker count restarts in every worker and a
 * /24 is small enough for two tests to meet on one address.
 */
export function clientAddress(): string {
  const pick = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + pick(2)}.${pick(256)}.${1 + pick(254)}`;
}

/**
 * Home, reached from one of the app's pages: the app moves to `/` in place, then the server's own page (Astro)
 * loads over it. Waits for that page, so that what the test does next acts on it, not on the app it replaces.
 */
export async function expectHome(page: Page, lang: Lang) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    lang === 'ar' ? 'صحتك في أيدٍ أمينة' : 'Your health, in good hands',
  );
  await expectLanguage(page, lang);
}

export async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** WCAG 2.2 A and AA and axe's best practices (issue 36): Lighthouse's accessibility score hid violations these find. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every axe violation of those, whatever its impact; the assertion lists them when it fails. Only violations are
 * asked for in detail (`resultTypes`: passes are not listed node by node, which took about a third of each
 * scan), and axe runs in the page itself (legacy mode: no blank page opened to gather the frames' results,
 * which took a quarter of routes.spec.ts's time on two cores). Legacy mode cannot look into a frame of another
 * origin: it reports such a frame as `frame-tested`, and that fails here too.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact ?? ''}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  const untested = results.incomplete
    .filter((r) => r.id === 'frame-tested')
    .map((r) => `${r.id}: ${r.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect([...violations, ...untested], page.url()).toEqual([]);
}

/**
 * expectAccessible for a page opened with scripts off: axe runs as a script, so it is run on the same address
 * and session in a context with scripts (in one without, it would wait for ever).
 */
export async function expectAccessibleWithoutScript(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error('expectAccessibleWithoutScript needs a page of a browser context');
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const scripted = await context.newPage();
    await scripted.goto(page.url());
    await expectAccessible(scripted);
  } finally {
    await context.close();
  }
}

export interface Account {
  name: string;
  email: string;
  password: string;
  phone: string;
}

let accounts = 0;

/**
 * The latest mail the server wrote for `to` (DATA_DIR/outbox/*.eml, no SMTP_URL in the tests), decoded: waits
 * for the outbox worker to send it. `match` picks which mail (by its decoded text).
 */
export async function mailTo(to: string, match: RegExp = /./, timeoutMs = 20_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const raw = await fs.readFile(path.join(outbox, name), 'utf8');
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const text = decodeMail(raw);
      if (match.test(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The text parts of a mail as written by nodemailer (base64 bodies, decoded). */
function decodeMail(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
  const decoded = parts
    .slice(1)
    // A part's base64 lines run up to the next boundary line (a mail with an attachment is multipart).
    .map((part) => {
      const lines = part.split(/\r?\n/);
      const boundary = lines.findIndex((line) => line.startsWith('--'));
      return lines.slice(0, boundary === -1 ? lines.length : boundary).join('');
    })
    .filter((part) => /^[A-Za-z0-9+/=]+$/.test(part))
    .map((part) => Buffer.from(part, 'base64').toString('utf8'));
  return [subject, ...decoded].join('\n');
}

/** The 6-digit confirmation code of the latest confirmation mail to `email`. */
export async function confirmationCode(email: string): Promise<string> {
  const text = await mailTo(email, /verify-email\?token=/);
  const code = /^\s+(\d{6})$/m.exec(text)?.[1];
  expect(code, 'a 6-digit code in the confirmation mail').toBeTruthy();
  return code!;
}

/**
 * A new patient, signed up through the API (each test gets its own, so tests never share state). Its address
 * is confirmed with the code from its sign-up mail, as its owner would, unless `verified: false` (booking then
 * asks for the code).
 */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<Account> = {},
  options: { verified?: boolean } = {},
): Promise<Account> {
  accounts += 1;
  const unique = `${Date.now().toString(36)}${accounts}${Math.random().toString(36).slice(2, 7)}`;
  const account: Account = {
    name: 'Salma Hassan',
    email: `salma.${unique}@example.com`,
    password: 'a long test passphrase',
    phone: '01001234567',
    ...overrides,
  };
  // The new patient's own client, for the sign-up and the confirmation, as one person's phone would be.
  const client = clientAddress();
  const res = await request.post('/api/v1/auth/signup', {
    data: { ...account, birthDate: '1994-06-12', gender: 'female' },
    headers: { 'x-forwarded-for': client },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (options.verified !== false) await confirmAddress(request, account.email, (await res.json()).token, client);
  return account;
}

/** Confirms a new account's address with the code from its sign-up mail, as its owner would. */
export async function confirmAddress(
  request: APIRequestContext,
  email: string,
  token: string,
  client = clientAddress(),
): Promise<void> {
  const verified = await request.post('/api/v1/auth/email/verify', {
    data: { code: await confirmationCode(email) },
    headers: { authorization: `Bearer ${token}`, origin: await originOf(request), 'x-forwarded-for': client },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs in through the /login form, in whatever language the page is in. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login?lang=en');
  // Also for pages made outside the `page` fixture (a second browser context).
  await untilTakenOver(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in through the API from a client of its own and returns the bearer token. The session cookie lands in
 * the target's request context: a page's or a browser context's is shared with its pages, for tests of other
 * pages, where the sign-in page's own script is not what is tested and is slow on a loaded machine.
 */
export async function signInByApi(
  target: Page | BrowserContext | APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const request = 'request' in target ? target.request : target;
  const res = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { origin: await originOf(request), 'x-forwarded-for': clientAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export const admin = { email: 'admin@tabib.test', password: 'admin passphrase for tests' };

export async function signInAsAdmin(page: Page) {
  await signIn(page, admin);
}

/** The clinic's wall clock (Cairo) of an instant: `YYYY-MM-DD` and `HH:MM`. */
export function cairoClock(instant: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The app's origin, for writes through a request context that may hold a session cookie by now: a
 * cookie-carrying write must name its origin (CSRF check).
 */
export async function originOf(request: APIRequestContext): Promise<string> {
  return new URL((await request.get('/healthz')).url()).origin;
}

/**
 * The specialty the doctors `approvedDoctor` makes practise: the first listed. A test that must not meet those
 * doctors (they open a slot a minute away and book it) looks in another.
 */
export async function fixtureDoctorsSpecialty(request: APIRequestContext): Promise<string> {
  const specialties = (await (await request.get('/api/v1/specialties')).json()).items as { slug: string }[];
  return specialties[0]!.slug;
}

/** A new doctor of `fixtureDoctorsSpecialty`: applied and approved by the admin. */
export async function approvedDoctor(
  request: APIRequestContext,
  overrides: { firstName?: string; lastName?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const doctor = { email: `dr.seen.${unique}@example.com`, password: 'a long doctor passphrase' };
  const [specialty, cities] = await Promise.all([fixtureDoctorsSpecialty(request), request.get('/api/v1/cities')]);
  const origin = await originOf(request);
  const applied = await request.post('/api/v1/doctor-applications', {
    headers: { 'x-forwarded-for': clientAddress(), origin },
    data: {
      firstName: 'Nadia',
      lastName: 'Fathy',
      phone: '01112345678',
      gender: 'female',
      specialty,
      city: (await cities.json()).items[0].slug,
      ...overrides,
      ...doctor,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const approved = await request.post(
    `/api/v1/admin/doctor-applications/${(await applied.json()).applicationId}/approve`,
    { headers: { authorization: `Bearer ${await signInByApi(request, admin)}` }, data: {} },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  return { id: (await approved.json()).doctorId as string, ...doctor };
}

/** The shortest slot a doctor may set: the visits the helpers below open. */
export const VISIT_MINUTES = 10;

/**
 * The start of the first of `count` back-to-back visits: the first whole minute at least `leadMs` from `now`,
 * unless the visits would cross midnight in Cairo (an extra range is one day's and ends by `24:00`); then the
 * first minute of the next day.
 */
export function visitsStart(now: number, leadMs: number, count = 1): number {
  const start = Math.ceil((now + leadMs) / 60_000) * 60_000;
  const [hours, minutes] = cairoClock(start).time.split(':').map(Number);
  const minutesLeft = 24 * 60 - (hours! * 60 + minutes!);
  return minutesLeft < count * VISIT_MINUTES ? start + minutesLeft * 60_000 : start;
}

/**
 * Opens `count` visits of VISIT_MINUTES from `start` (see visitsStart) as the doctor's extra hours, with that
 * day's regular hours off (their slots, on their own grid, could overlap the ones wanted), and returns the free
 * slots from `start` on, the first at `start`. `headers` sign the doctor's requests.
 */
export async function openVisits(
  request: APIRequestContext,
  headers: Record<string, string>,
  doctorId: string,
  start: number,
  count = 1,
): Promise<{ startsAt: string }[]> {
  const from = cairoClock(start);
  const until = cairoClock(start + count * VISIT_MINUTES * 60_000);
  const schedule = await (await request.get('/api/v1/doctor/me/schedule', { headers })).json();
  const saved = await request.put('/api/v1/doctor/me/schedule', {
    headers,
    data: {
      ...schedule,
      slotMinutes: VISIT_MINUTES,
      weekly: (schedule.weekly as unknown[][]).map((day, weekday) =>
        weekday === new Date(`${from.date}T00:00:00Z`).getUTCDay() ? [] : day,
      ),
      exceptions: [
        { date: from.date, kind: 'extra', start: from.time, end: until.date === from.date ? until.time : '24:00' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const slots = (await (await request.get(`/api/v1/doctors/${doctorId}/slots?from=${from.date}&days=1`)).json())
    .items as { startsAt: string }[];
  const opened = slots.filter((s) => Date.parse(s.startsAt) >= start);
  expect(opened[0]?.startsAt && Date.parse(opened[0].startsAt), `a slot at ${from.date} ${from.time} Cairo`).toBe(
    start,
  );
  return opened;
}

/** Turns the doctor's video visits on, keeping the rest of the profile. `headers` sign the doctor's requests. */
export async function offerTelehealth(request: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const profile = await (await request.get('/api/v1/doctor/me', { headers })).json();
  const { phone, fee, clinicNameAr, clinicNameEn, clinicAddressAr, clinicAddressEn, bioAr, bioEn, insurers } = profile;
  const saved = await request.patch('/api/v1/doctor/me', {
    headers,
    data: {
      phone,
      fee,
      clinicNameAr: clinicNameAr || 'عيادة',
      clinicNameEn: clinicNameEn || 'Clinic',
      clinicAddressAr,
      clinicAddressEn,
      bioAr,
      bioEn,
      insurers,
      telehealth: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * A visit of `patient` with `doctor` that has just begun and that the doctor has marked attended: only a
 * patient with an attended visit may review a doctor, and the API books only times to come. So the doctor
 * opens extra hours from the next whole minute on, the patient books that first slot, this waits until it
 * has begun (up to about a minute and a half), and the doctor marks it attended.
 */
export async function visitBegun(
  request: APIRequestContext,
  doctor: { id: string; email: string; password: string },
  patient: { email: string; password: string },
): Promise<void> {
  // At least 20 seconds away: enough to book it. Moved to the next day, the test waits that much longer.
  const lead = 20_000;
  const start = visitsStart(Date.now(), lead);
  if (start > visitsStart(Date.now(), lead, 0)) test.info().setTimeout(test.info().timeout + (start - Date.now()));
  const doctorAuth = { authorization: `Bearer ${await signInByApi(request, doctor)}` };
  const [first] = await openVisits(request, doctorAuth, doctor.id, start);
  const booked = await request.post('/api/v1/appointments', {
    headers: { authorization: `Bearer ${await signInByApi(request, patient)}` },
    data: {
      doctorId: doctor.id,
      startsAt: first!.startsAt,
      patientName: 'Salma Hassan',
      phone: '01001234567',
      email: patient.email,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await new Promise((r) => setTimeout(r, Math.max(0, start - Date.now() + 1_000)));
  // A review needs a visit the doctor has marked attended (decision 035).
  const marked = await request.patch(`/api/v1/doctor/me/appointments/${(await booked.json()).id}`, {
    headers: doctorAuth,
    data: { status: 'attended' },
  });
  expect(marked.status(), await marked.text()).toBe(200);
}

/** A new doctor whom `patient` has just seen (see visitBegun); returns the doctor's id. */
export async function doctorSeenBy(
  request: APIRequestContext,
  patient: { email: string; password: string },
): Promise<string> {
  const doctor = await approvedDoctor(request);
  await visitBegun(request, doctor, patient);
  return doctor.id;
}
