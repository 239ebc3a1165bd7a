import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export type Lang = 'ar' | 'en';

/**
 * Until the app has taken over the page the server rendered (decision 011), `#root` is aria-busy: the page can
 * be seen but its buttons and fields do nothing yet. A user waits for it; so do the tests, after every load:
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
      // Tests run in parallel from one machine; give each its own client address (the server trusts the
      // loopback proxy in tests) so per-address limits apply per test, as they would per user.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** Serious and critical WCAG A/AA violations only; the assertion lists them when it fails. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

export interface Account {
  name: string;
  email: string;
  password: string;
  phone: string;
}

let accounts = 0;

/** A new patient, signed up through the API (each test gets its own, so tests never share state). */
export async function createAccount(request: APIRequestContext, overrides: Partial<Account> = {}): Promise<Account> {
  accounts += 1;
  const unique = `${Date.now().toString(36)}${accounts}${Math.random().toString(36).slice(2, 7)}`;
  const account: Account = {
    name: 'Salma Hassan',
    email: `salma.${unique}@example.com`,
    password: 'a long test passphrase',
    phone: '01001234567',
    ...overrides,
  };
  const res = await request.post('/api/v1/auth/signup', {
    data: { ...account, birthDate: '1994-06-12', gender: 'female' },
    // Signing up from the test runner's own address for every test would trip the per-address limit.
    headers: { 'x-forwarded-for': `198.51.100.${accounts % 250}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
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

export const admin = { email: 'admin@tabib.test', password: 'admin passphrase for tests' };

export async function signInAsAdmin(page: Page) {
  await signIn(page, admin);
}
