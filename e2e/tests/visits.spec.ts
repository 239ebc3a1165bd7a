/**
 * A telehealth visit in two real browsers with fake camera and microphone (issue 39, decision 034): a patient
 * books a telehealth slot, patient and doctor join from separate browser contexts, and each sees the other's
 * video playing (a decoded frame size, and inbound video bytes growing in getStats); hang-up and rejoin; the
 * patient in Arabic, the doctor in English; a third signed-in user is refused.
 *
 * The visit page belongs to the web app's new framework, which mounts `VisitRoom` as an island. Until that
 * page exists, this test mounts the island itself on a page of the app's own origin (so the session cookie and
 * the same-origin WebSocket are the real ones): the island and its strings are bundled here with esbuild,
 * React aliased to Preact as the app builds it, and served by the browser's request routing.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { approvedDoctor, clientAddress, createAccount, expect, test } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'apps/web/src');

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // The island's page is fulfilled by request routing, not by the loopback server, so Chromium's Local
      // Network Access check would treat its WebSocket to 127.0.0.1 as a public page reaching a local one.
      // Host candidates as addresses, not mDNS names, which a container without multicast cannot resolve.
      '--disable-features=LocalNetworkAccessChecks,WebRtcHideLocalIpsWithMdns',
    ],
  },
});

/** The island, its strings and a tiny mount, as one script. */
async function islandBundle(): Promise<string> {
  const entry = `
    import './glob-stub';
    import i18next from 'i18next';
    import { initReactI18next } from 'react-i18next';
    import { h, render } from 'preact';
    import { sharedOptions, withReadersDigits } from ${JSON.stringify(`${web}/i18n/setup.ts`)};
    import { applyDocumentLanguage } from ${JSON.stringify(`${web}/i18n/languages.ts`)};
    import { VisitRoom } from ${JSON.stringify(`${web}/features/visits/index.ts`)};
    import commonAr from ${JSON.stringify(`${web}/i18n/locales/ar.json`)};
    import commonEn from ${JSON.stringify(`${web}/i18n/locales/en.json`)};
    import visitsAr from ${JSON.stringify(`${web}/features/visits/locales/ar.json`)};
    import visitsEn from ${JSON.stringify(`${web}/features/visits/locales/en.json`)};
    const params = new URLSearchParams(location.search);
    const lng = params.get('lang') === 'en' ? 'en' : 'ar';
    applyDocumentLanguage(lng);
    await i18next.use(initReactI18next).init({
      ...sharedOptions,
      lng,
      ns: ['common', 'visits'],
      react: { useSuspense: false },
      resources: { ar: { common: commonAr, visits: visitsAr }, en: { common: commonEn, visits: visitsEn } },
    });
    withReadersDigits(i18next);
    render(h(VisitRoom, { appointmentId: params.get('appointment') }), document.getElementById('root'));
  `;
  const result = await build({
    stdin: { contents: entry, resolveDir: path.join(root, 'e2e'), loader: 'tsx', sourcefile: 'visit-island.tsx' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
    // The app's i18n module lists its bundles with Vite's import.meta.glob; the island is given its strings.
    plugins: [
      {
        name: 'glob-stub',
        setup(b) {
          b.onResolve({ filter: /^\.\/glob-stub$/ }, () => ({ path: 'glob-stub', namespace: 'stub' }));
          b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents: 'globalThis.__viteGlob = () => ({});',
            loader: 'js',
          }));
        },
      },
    ],
    define: { 'import.meta.glob': 'globalThis.__viteGlob', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

let bundle: string;
test.beforeAll(async () => {
  bundle = await islandBundle();
});

/**
 * A browser context signed in as `account`, whose page `/e2e-visit-island` is the island. Every
 * RTCPeerConnection the page makes is kept on `window.__pcs`, for getStats.
 */
async function contextFor(browser: Browser, account: { email: string; password: string }, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
  await context.route('**/e2e-visit-island?*', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html><head><meta charset="utf-8"><title>Visit</title></head><body><main id="root"></main><script type="module" src="/e2e-visit-island.js"></script></body></html>',
    }),
  );
  await context.route('**/e2e-visit-island.js', (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: bundle }),
  );
  await signInContext(context.request, account, baseURL);
  return context;
}

async function signInContext(request: APIRequestContext, account: { email: string; password: string }, origin: string) {
  const res = await request.post('/api/v1/auth/login', {
    data: account,
    headers: { origin, 'x-forwarded-for': clientAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Inbound video bytes over every connection the page made. */
async function inboundVideoBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let bytes = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s: { type: string; kind?: string; bytesReceived?: number }) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video') bytes += s.bytesReceived ?? 0;
      });
    }
    return bytes;
  });
}

/** For failure messages: each connection's signalling and ICE state. */
function connectionStates(page: Page): Promise<string> {
  return page.evaluate(() =>
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs
      .map((pc) => `${pc.signalingState}/${pc.iceConnectionState}/${pc.connectionState}`)
      .join(', '),
  );
}

/** The other side's video is playing: frames of a size, and bytes still arriving. */
async function expectVideoFrom(page: Page, label: string | RegExp) {
  const video = page.getByLabel(label);
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nconnections (signalling/ICE/connection): ${await connectionStates(page)}`);
    });
  const before = await inboundVideoBytes(page);
  await expect.poll(() => inboundVideoBytes(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

test('patient and doctor see each other in a telehealth visit; hang up and rejoin; others refused', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'two browsers with media: the desktop project');
  test.setTimeout(180_000);
  const patient = await createAccount(request);
  const doctor = await approvedDoctor(request, { firstName: 'Hany', lastName: 'Salem' });

  // The doctor offers telehealth and opens a slot starting in a few minutes: its room is already open.
  const doctorApi = await browser.newContext({ baseURL });
  await signInContext(doctorApi.request, doctor, baseURL!);
  const profile = await (await doctorApi.request.get('/api/v1/doctor/me')).json();
  const patched = await doctorApi.request.patch('/api/v1/doctor/me', {
    headers: { origin: baseURL! },
    data: {
      phone: profile.phone,
      fee: profile.fee,
      clinicNameAr: profile.clinicNameAr || 'عيادة',
      clinicNameEn: profile.clinicNameEn || 'Clinic',
      clinicAddressAr: profile.clinicAddressAr,
      clinicAddressEn: profile.clinicAddressEn,
      bioAr: profile.bioAr,
      bioEn: profile.bioEn,
      telehealth: true,
      insurers: profile.insurers,
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const start = Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000;
  const cairo = (instant: number) =>
    Object.fromEntries(
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
  const from = cairo(start);
  const until = cairo(start + 10 * 60_000);
  const date = `${from.year}-${from.month}-${from.day}`;
  test.skip(`${until.year}-${until.month}-${until.day}` !== date, 'the slot would cross midnight in Cairo');
  const schedule = await (await doctorApi.request.get('/api/v1/doctor/me/schedule')).json();
  const saved = await doctorApi.request.put('/api/v1/doctor/me/schedule', {
    headers: { origin: baseURL! },
    data: {
      ...schedule,
      slotMinutes: 10,
      weekly: (schedule.weekly as unknown[][]).map((day, weekday) =>
        weekday === new Date(`${date}T00:00:00Z`).getUTCDay() ? [] : day,
      ),
      exceptions: [{ date, kind: 'extra', start: `${from.hour}:${from.minute}`, end: `${until.hour}:${until.minute}` }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await doctorApi.close();

  const patientContext = await contextFor(browser, patient, baseURL!);
  const slots = (
    await (await patientContext.request.get(`/api/v1/doctors/${doctor.id}/slots?from=${date}&days=1`)).json()
  ).items as { startsAt: string }[];
  const slot = slots.find((s) => Date.parse(s.startsAt) === start);
  expect(slot, 'the opened slot').toBeTruthy();
  const booked = await patientContext.request.post('/api/v1/appointments', {
    headers: { origin: baseURL! },
    data: {
      doctorId: doctor.id,
      startsAt: slot!.startsAt,
      visitType: 'telehealth',
      patientName: patient.name,
      phone: patient.phone,
      email: patient.email,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointmentId = (await booked.json()).id as string;

  // The patient in Arabic, the doctor in English.
  const patientPage = await patientContext.newPage();
  await patientPage.goto(`/e2e-visit-island?appointment=${appointmentId}&lang=ar`);
  await expect(patientPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(patientPage.getByRole('heading', { name: 'غرفة الانتظار' })).toBeVisible();
  await expect(patientPage.getByText(/لم ينضم بعد\./)).toBeVisible();

  const doctorContext = await contextFor(browser, doctor, baseURL!);
  const doctorPage = await doctorContext.newPage();
  await doctorPage.goto(`/e2e-visit-island?appointment=${appointmentId}&lang=en`);
  await expect(doctorPage.getByText(`${patient.name} is in the visit room.`)).toBeVisible();
  await expect(patientPage.getByText(/في غرفة الزيارة\./)).toBeVisible();

  await patientPage.getByRole('button', { name: 'ادخل إلى الزيارة' }).click();
  await doctorPage.getByRole('button', { name: 'Join the visit' }).click();
  await expectVideoFrom(doctorPage, `${patient.name}'s video`);
  await expectVideoFrom(patientPage, /^فيديو /);
  await expect(doctorPage.getByRole('status')).toContainText('Connected.');

  // The chat beside the call.
  await doctorPage.getByRole('textbox', { name: 'Message' }).fill('Can you hear me?');
  await doctorPage.getByRole('button', { name: 'Send' }).click();
  await expect(patientPage.getByText('Can you hear me?')).toBeVisible();

  // Hang up and join again: the call comes back.
  await patientPage.getByRole('button', { name: 'إنهاء المكالمة' }).click();
  await expect(patientPage.getByRole('button', { name: 'ادخل مرة أخرى' })).toBeVisible();
  await patientPage.getByRole('button', { name: 'ادخل مرة أخرى' }).click();
  await expectVideoFrom(doctorPage, `${patient.name}'s video`);
  await expectVideoFrom(patientPage, /^فيديو /);

  // Anyone else signed in is refused.
  // Signed up from a context of its own: the test's request context holds the patient's cookie by now.
  const signUp = await browser.newContext({ baseURL });
  const stranger = await createAccount(signUp.request);
  await signUp.close();
  const strangerContext = await contextFor(browser, stranger, baseURL!);
  const strangerPage = await strangerContext.newPage();
  await strangerPage.goto(`/e2e-visit-island?appointment=${appointmentId}&lang=en`);
  await expect(strangerPage.getByRole('alert')).toHaveText('You are not allowed to do this.');
  const socket = await strangerPage.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/api/v1/visits/${id}/signal`);
        ws.onopen = () => resolve('open');
        ws.onclose = (e) => resolve(`closed ${e.code}`);
      }),
    appointmentId,
  );
  expect(socket).toBe('closed 1006');

  // The doctor ends the visit: both rooms close.
  await doctorPage.getByRole('button', { name: 'End the visit' }).click();
  await doctorPage.getByRole('dialog').getByRole('button', { name: 'End the visit' }).click();
  await expect(doctorPage.getByRole('heading', { name: 'This visit has ended' })).toBeVisible();
  await expect(patientPage.getByRole('heading', { name: 'انتهت هذه الزيارة' })).toBeVisible();

  await Promise.all([patientContext.close(), doctorContext.close(), strangerContext.close()]);
});
