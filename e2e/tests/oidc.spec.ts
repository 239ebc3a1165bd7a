import type { Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, expectLanguage, test, untilTakenOver } from './fixtures.ts';

// Two origins and a form in between: more navigations than most tests, so more time on a busy machine.
test.describe.configure({ timeout: 60_000 });

const text = {
  ar: {
    openMenu: 'افتح القائمة',
    continueWith: 'المتابعة باستخدام Tabib Test ID',
    failed: 'تعذّر تسجيل دخولك عن طريق هذه الخدمة.',
    unverified: 'لم تؤكّد الخدمة عنوان بريدك الإلكتروني',
  },
  en: {
    openMenu: 'Open menu',
    continueWith: 'Continue with Tabib Test ID',
    failed: 'We could not sign you in through that provider.',
    unverified: 'Your provider has not confirmed this e-mail address',
  },
} as const;

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function expectSignedOut(page: Page) {
  expect((await (await page.request.get('/api/v1/auth/me')).json()).user).toBeNull();
}

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`sign in through an OpenID provider and land back signed in (${lang})`, async ({ page }) => {
    const name = lang === 'ar' ? 'منى عادل' : 'Mona Adel';
    await page.goto(`/login?lang=${lang}&next=${encodeURIComponent('/faq')}`);
    await expectAccessible(page);
    await page.getByRole('link', { name: s.continueWith }).click();

    // At the provider: its own login form, on another origin.
    await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(`oidc.${lang}`));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/faq$/);
    // The provider sent the browser back: a whole new page, which the app takes over as it would after goto.
    await untilTakenOver(page);
    await expectLanguage(page, lang);
    await page.getByRole('button', { name: s.openMenu }).click();
    await expect(page.getByRole('dialog').getByText(name)).toBeVisible();
  });
}

test('an unverified e-mail of an existing account does not sign in (en)', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login?lang=en');
  await page.getByRole('link', { name: text.en.continueWith }).click();
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?error=oidc_email_unverified$/);
  // The provider sent the browser back: a whole new page, which the app takes over as it would after goto.
  await untilTakenOver(page);
  await expect(page.getByRole('alert')).toContainText(text.en.unverified);
  await expectSignedOut(page);
});

test('cancelling at the provider comes back to the login page (ar)', async ({ page }) => {
  await page.goto('/login?lang=ar');
  await page.getByRole('link', { name: text.ar.continueWith }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?error=oidc_failed$/);
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('alert')).toContainText(text.ar.failed);
  await expectAccessible(page);
  await expectSignedOut(page);
});
