import type { Page } from '@playwright/test';
import { createAccount, expect, signInByApi, test, type Lang } from './fixtures.ts';

/**
 * JavaScript on a first visit, as a visitor on a phone meets it (issue 35, decision 033): the page opened in a
 * fresh browser, scrolled to the bottom, the network idle, then the bytes of every script on the wire (compressed,
 * as sent) summed, and the scripts counted.
 */
const budgets = { home: 60_000, other: 100_000, scripts: 8 };

interface Visit {
  path: (doctorId: string) => string;
  budget: number;
  /** Opened by a signed-in patient (the page asks for an account). */
  signedIn?: boolean;
}

const pages: Record<string, Visit> = {
  home: { path: () => '/', budget: budgets.home },
  'doctor search': { path: () => '/doctors', budget: budgets.other },
  'a doctor': { path: (id) => `/doctors/${id}`, budget: budgets.other },
  booking: { path: (id) => `/doctors/${id}/bookdoctor`, budget: budgets.other, signedIn: true },
  'symptom checker': { path: () => '/chatbot', budget: budgets.other },
  'medicine library': { path: () => '/medicine-library', budget: budgets.other },
  'my appointments': { path: () => '/myappointments', budget: budgets.other, signedIn: true },
  about: { path: () => '/aboutus', budget: budgets.other },
  FAQ: { path: () => '/faq', budget: budgets.other },
  privacy: { path: () => '/privacy-policy', budget: budgets.other },
  terms: { path: () => '/terms-of-service', budget: budgets.other },
  services: { path: () => '/service', budget: budgets.other },
  'sign-in': { path: () => '/login', budget: budgets.other },
  'sign-up': { path: () => '/signup', budget: budgets.other },
  'joining as a doctor': { path: () => '/joinnewdoctor', budget: budgets.other },
  'forgot password': { path: () => '/forgot-password', budget: budgets.other },
  'security and your data': { path: () => '/account/security', budget: budgets.other, signedIn: true },
  'my waiting lists': { path: () => '/waitlist', budget: budgets.other, signedIn: true },
  'joining a waiting list': { path: (id) => `/doctors/${id}/waitlist`, budget: budgets.other, signedIn: true },
};

/** Every script the page loads, by URL, with the bytes it took on the wire (headers and compressed body). */
async function scriptsOnTheWire(page: Page, url: string): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, number>();
  const responses = new Map<string, { url: string; script: boolean }>();
  cdp.on('Network.responseReceived', (e) =>
    responses.set(e.requestId, {
      url: e.response.url,
      script: e.type === 'Script' || /javascript/.test(e.response.mimeType),
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const response = responses.get(e.requestId);
    if (response?.script) scripts.set(response.url, Math.max(scripts.get(response.url) ?? 0, e.encodedDataLength));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page itself, not an error: a page that failed would load nothing and pass.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolled to the bottom as a reader would, so that everything loaded when seen has loaded.
  await page.mouse.move(200, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    expect(
      await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2),
    ).toBe(true);
  }).toPass();
  await page.waitForLoadState('networkidle');
  // Work started by the scroll (a section's script asked for when it came into view) settles too.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return scripts;
}

for (const lang of ['ar', 'en'] as Lang[]) {
  for (const [name, visit] of Object.entries(pages)) {
    test(`the ${name} page's first visit stays within its JavaScript budget (${lang})`, async ({ page }) => {
      test.slow();
      const doctors = await (await page.request.get('/api/v1/doctors?limit=1')).json();
      if (visit.signedIn) {
        await signInByApi(page, await createAccount(page.request));
      }
      const scripts = await scriptsOnTheWire(page, `${visit.path(doctors.items[0].id)}?lang=${lang}`);
      const bytes = [...scripts.values()].reduce((sum, b) => sum + b, 0);
      const list = [...scripts].map(([url, b]) => `${(b / 1000).toFixed(1)} kB ${new URL(url).pathname}`).join('\n');
      console.log(`${name} (${lang}): ${(bytes / 1000).toFixed(1)} kB in ${scripts.size} scripts`);
      expect(bytes, list).toBeLessThanOrEqual(visit.budget);
      expect(scripts.size, list).toBeLessThanOrEqual(budgets.scripts);
    });
  }
}
