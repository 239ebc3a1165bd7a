/**
 * A telehealth visit in two real browsers with fake camera and microphone (issue 39, decision 034), on the
 * visit page itself (`/visits/:appointmentId`, Astro, decision 038): a patient books a telehealth slot, patient
 * and doctor join from separate browser contexts, and each sees the other's video playing (a decoded frame
 * size, and inbound video bytes growing in getStats); hang-up and rejoin; the patient in Arabic, the doctor in
 * English; a third signed-in user and a visitor are told why they cannot enter. On both projects (desktop and
 * phone), at any time of day.
 */
import type { Browser, Page } from '@playwright/test';
import {
  approvedDoctor,
  cairoClock,
  createAccount,
  expect,
  offerTelehealth,
  openVisits,
  signInByApi,
  test,
  VISIT_MINUTES,
  visitsStart,
} from './fixtures.ts';
import { testBrowserArgs, testBrowserPath } from '../test-browser.ts';

test.use({
  launchOptions: {
    executablePath: testBrowserPath,
    args: [
      ...testBrowserArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // Host candidates as addresses, not mDNS names, which a container without multicast cannot resolve.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
});

/**
 * A browser context signed in as `account`. Every RTCPeerConnection its pages make is kept on `window.__pcs`,
 * for getStats.
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
  await signInByApi(context, account);
  return context;
}

/**
 * Two minutes ahead: by day the room (open from 10 minutes before the start) is open at once; just before
 * midnight in Cairo the visit moves to midnight, up to 11 minutes away, and the room opens within a minute or two.
 */
const VISIT_LEAD = 2 * 60_000;

/** The visit visitsStart gives at `now`, as the clinic's calendar has it. */
function visitSlot(now: number) {
  const start = visitsStart(now, VISIT_LEAD);
  const from = cairoClock(start);
  const until = cairoClock(start + VISIT_MINUTES * 60_000);
  return { start, date: from.date, from: from.time, until: until.date === from.date ? until.time : '24:00' };
}

test('a visit slot stays within one day in Cairo at any hour, and its room opens within minutes', () => {
  // 2026-11-27, Cairo on UTC+2: 21:49:30Z is 23:49:30 there, the worst minute (23:51 to 23:59 would cross).
  const worst = Date.parse('2026-11-27T21:49:30Z');
  expect(visitSlot(worst)).toMatchObject({ date: '2026-11-28', from: '00:00', until: '00:10' });
  expect(visitSlot(Date.parse('2026-11-27T21:47:30Z'))).toMatchObject({
    date: '2026-11-27',
    from: '23:50',
    until: '24:00',
  });
  expect(visitSlot(Date.parse('2026-11-27T10:00:10Z'))).toMatchObject({
    date: '2026-11-27',
    from: '12:03',
    until: '12:13',
  });
  for (let now = worst - 3_600_000; now < worst + 3_600_000; now += 17_000) {
    const slot = visitSlot(now);
    expect(slot.from < slot.until, `${new Date(now).toISOString()}: ${slot.from}-${slot.until}`).toBe(true);
    // Booked in the future, its room open now or within 2 minutes (it opens 10 minutes before the start).
    expect(slot.start).toBeGreaterThan(now);
    expect(slot.start - 10 * 60_000 - now).toBeLessThanOrEqual(2 * 60_000);
  }
});

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
}) => {
  test.setTimeout(300_000);
  const patient = await createAccount(request);
  const doctor = await approvedDoctor(request, { firstName: 'Hany', lastName: 'Salem' });

  // The doctor offers telehealth, and opens a slot starting in a few minutes (its room already open, or
  // opening shortly before midnight in Cairo).
  const doctorApi = await browser.newContext({ baseURL });
  await signInByApi(doctorApi, doctor);
  const signed = { origin: baseURL! };
  await offerTelehealth(doctorApi.request, signed);
  const [slot] = await openVisits(doctorApi.request, signed, doctor.id, visitsStart(Date.now(), VISIT_LEAD));
  await doctorApi.close();

  const patientContext = await contextFor(browser, patient, baseURL!);
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

  // The patient in Arabic, from My appointments; the doctor in English, from their list.
  const patientPage = await patientContext.newPage();
  await patientPage.goto('/myappointments?lang=ar');
  await patientPage.getByRole('link', { name: 'ادخل إلى الزيارة' }).click();
  await expect(patientPage).toHaveURL(new RegExp(`/visits/${appointmentId}$`));
  await expect(patientPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(patientPage.locator('html')).toHaveAttribute('lang', 'ar');
  // Just before midnight in Cairo the room may open a minute or two from now; the page opens it by itself.
  await expect(patientPage.getByRole('heading', { name: 'غرفة الانتظار' })).toBeVisible({ timeout: 150_000 });
  await expect(patientPage.getByText(/لم ينضم بعد\./)).toBeVisible();

  const doctorContext = await contextFor(browser, doctor, baseURL!);
  const doctorPage = await doctorContext.newPage();
  await doctorPage.goto('/profile-doctor?lang=en');
  await doctorPage.getByRole('button', { name: 'Schedule' }).click();
  await doctorPage.getByRole('link', { name: 'Join the visit' }).click();
  await expect(doctorPage).toHaveURL(new RegExp(`/visits/${appointmentId}$`));
  await expect(doctorPage.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(doctorPage.getByText(`${patient.name} is in the visit room.`)).toBeVisible();
  await expect(patientPage.getByText(/في غرفة الزيارة\./)).toBeVisible();

  await patientPage.getByRole('button', { name: 'ادخل إلى الزيارة' }).click();
  await doctorPage.getByRole('button', { name: 'Join the visit' }).click();
  await expectVideoFrom(doctorPage, `${patient.name}'s video`);
  await expectVideoFrom(patientPage, /^فيديو /);
  // In the room, not the footer's newsletter status.
  await expect(doctorPage.getByRole('main').getByRole('status')).toContainText('Connected.');

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

  // The doctor joins again with the chat only: with nothing to send, its side still makes the offer, asking
  // to receive, and still sees the patient.
  await doctorPage.getByRole('button', { name: 'Hang up' }).click();
  await doctorPage.getByRole('button', { name: 'Join with the chat only' }).click();
  await expectVideoFrom(doctorPage, `${patient.name}'s video`);

  // Anyone else signed in is refused.
  // Signed up from a context of its own: the test's request context holds the patient's cookie by now.
  const signUp = await browser.newContext({ baseURL });
  const stranger = await createAccount(signUp.request);
  await signUp.close();
  const strangerContext = await contextFor(browser, stranger, baseURL!);
  const strangerPage = await strangerContext.newPage();
  const refused = await strangerPage.goto(`/visits/${appointmentId}?lang=en`);
  expect(refused?.status()).toBe(403);
  await expect(strangerPage.getByRole('heading', { name: 'This visit is not yours' })).toBeVisible();
  await expect(strangerPage.locator('[data-visit-room]')).toHaveCount(0);
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

  // A visitor who is not signed in is asked to, and brought back here afterwards.
  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  const visitor = await visitorPage.goto(`/visits/${appointmentId}?lang=ar`);
  expect(visitor?.status()).toBe(401);
  await expect(visitorPage.getByRole('heading', { name: 'سجّل الدخول لتدخل إلى الزيارة' })).toBeVisible();
  await expect(visitorPage.getByRole('main').getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/visits/${appointmentId}`)}`,
  );

  // The ended visit's page says so before any script: the server's own render.
  const endedPage = await doctorContext.newPage();
  await endedPage.route('**/*.js', (route) => route.abort());
  await endedPage.goto(`/visits/${appointmentId}?lang=en`);
  await expect(endedPage.getByRole('heading', { name: 'This visit has ended' })).toBeVisible();

  await Promise.all([patientContext.close(), doctorContext.close(), strangerContext.close(), visitorContext.close()]);
});
