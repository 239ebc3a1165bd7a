import { createAccount, expect, expectLanguage, signIn, signInByApi, test } from './fixtures.ts';

test('Arabic is the default language, right to left', async ({ page }) => {
  await page.goto('/');
  await expectLanguage(page, 'ar');
  await expect(page).toHaveTitle(/طبيب/);
});

test('the language toggle switches at once without a reload and is remembered', async ({ page, request, isMobile }) => {
  // A page of the app: on a page rendered by Astro (decision 033) the switch is a link, which loads the page.
  await signIn(page, await createAccount(request));
  // Arabic remembered (sign-in may have chosen another language), and no `?lang=` in the address to reload.
  await page.goto('/profile/info?lang=ar');
  await page.goto('/profile/info');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  if (isMobile) {
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'التبديل إلى English' }).click();
  } else {
    await page.getByRole('button', { name: 'التبديل إلى English' }).click();
  }
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  // Same document: the marker set before the switch is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // The server sends the next page's HTML in the chosen language too, before any script runs.
  const response = await page.reload();
  expect(await response?.text()).toContain('<html lang="en" dir="ltr">');
  await expectLanguage(page, 'en');
});

test('?lang= selects the language and remembers it', async ({ page }) => {
  await page.goto('/aboutus?lang=en');
  await expectLanguage(page, 'en');
  await page.goto('/contact');
  await expectLanguage(page, 'en');
  await page.goto('/contact?lang=ar');
  await expectLanguage(page, 'ar');
});

test('a link followed before the app has started opens in the language ?lang= chose', async ({ browser }) => {
  // No script runs at all: only what the server remembers of the choice decides the next page's language.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/doctors?lang=en');
  await page.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/doctors\/[0-9a-f-]{36}$/);
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dr\/ /);
  await context.close();
});

for (const lang of ['ar', 'en'] as const) {
  test(`no text moves when the Cairo font arrives (${lang})`, async ({ page }) => {
    // The font arrives only after the page has been drawn (and taken over) in the local fallback.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not until the load event, which waits for the preloaded font.
    await page.goto(`/doctors?lang=${lang}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('article').first()).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    expect(await page.evaluate(() => document.fonts.check('16px Cairo'))).toBe(false);
    release();
    await page.waitForFunction(() => document.fonts.check('16px Cairo') && document.fonts.status === 'loaded');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await heading.boundingBox()).toEqual(before);
    // Before the fallback took Cairo's measurements, the swap alone shifted this page by 0.035.
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.005);
  });
}

test('the home page shows specialties from the demo data', async ({ page }) => {
  await page.goto('/?lang=en');
  const explore = page.getByRole('region', { name: 'Explore' });
  await expect(explore.getByRole('listitem')).toHaveCount(5);
  await expect(explore.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /\/doctors\?specialty=/,
  );
  await expect(explore).toContainText(/\d+ doctors?/);
});

test('navbar and footer are hidden on the sign-in pages, shown elsewhere', async ({ page }) => {
  for (const path of ['/login', '/signup', '/joinnewdoctor']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  }
  await page.goto('/contact');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a visitor is offered Home, Contact, Medicine Library and For Doctors', async ({ page, isMobile }) => {
  await page.goto('/?lang=en');
  // Phones show the navbar's links in the side menu.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Contact', 'Medicine Library', 'For Doctors']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
});

test('the side menu opens, lists Services and Login, and closes with Escape', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Appointments' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

for (const lang of ['ar', 'en'] as const) {
  test(`the side menu and the cookie settings open and close, and log out works, before and without scripts (${lang})`, async ({
    browser,
  }) => {
    // A tap before the page's script has arrived must not be lost: the buttons open their dialogs themselves.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/aboutus?lang=${lang}`);
    const names = {
      ar: {
        open: 'افتح القائمة',
        menu: 'القائمة',
        close: 'أغلق القائمة',
        cookies: 'إعدادات ملفات تعريف الارتباط',
        logout: 'تسجيل الخروج',
        login: 'تسجيل الدخول',
      },
      en: {
        open: 'Open menu',
        menu: 'Menu',
        close: 'Close menu',
        cookies: 'Cookie settings',
        logout: 'Logout',
        login: 'Login',
      },
    }[lang];
    await page.getByRole('button', { name: names.open }).click();
    const menu = page.getByRole('dialog', { name: names.menu });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeVisible();
    await menu.getByRole('button', { name: names.close }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: names.cookies }).click();
    await expect(page.getByRole('dialog', { name: names.cookies })).toBeVisible();

    // Signed in, the menu's "Log out" is a form: it signs out and comes home, in the page's language.
    const account = await createAccount(context.request);
    await signInByApi(context, account);
    await page.goto(`/aboutus?lang=${lang}`);
    await page.getByRole('button', { name: names.open }).click();
    await expect(menu.getByText(account.name)).toBeVisible();
    await menu.getByRole('button', { name: names.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?lang=${lang}$`));
    await expectLanguage(page, lang);
    await page.getByRole('button', { name: names.open }).click();
    await expect(menu.getByRole('link', { name: names.login })).toBeVisible();
    await expect(menu.getByText(account.name)).toHaveCount(0);
    await context.close();
  });
}

test('back-to-top appears after scrolling', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  // Wheel over the page content, as a reader would (the corner at 0,0 is the sticky navbar).
  await page.mouse.move(200, 400);
  // The page grows as its sections load; keep scrolling, as a reader would, until it has scrolled.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(10);
});

test('an unknown route shows a localised 404 page', async ({ page }) => {
  await page.goto('/no-such-page?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/no-such-page?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('the cookie settings dialog explains the essential cookies', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toContainText('only essential cookies');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the newsletter box subscribes a valid address and explains an invalid one', async ({ page }) => {
  await page.goto('/?lang=en');
  const box = page.getByPlaceholder('Your mail here');
  await box.fill('not-an-email');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  const address = `reader-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await box.fill(address);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Almost done: we sent you a mail with a link.')).toBeVisible();
  // Signing up again is answered as the first time (the form must not tell who is on the list), and the
  // server sends no second mail (apps/server/test/newsletter.test.ts).
  await page
    .getByRole('status')
    .filter({ hasText: 'Almost done' })
    .evaluate((status) => status.replaceChildren());
  const again = page.waitForResponse((res) => res.url().endsWith('/api/v1/newsletter'));
  await page.getByRole('button', { name: 'Join' }).click();
  expect((await again).status()).toBe(202);
  await expect(page.getByText('Almost done: we sent you a mail with a link.')).toBeVisible();
});
