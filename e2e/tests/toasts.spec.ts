import { createAccount, expect, signIn, test } from './fixtures.ts';

/**
 * The app's toasts (react-toastify, src/shared/ui/toast.ts), here the profile's "saved": they cover neither the
 * navbar nor the skip link, and their close button is named in the page's language, with a target of at least
 * 24 px (WCAG 2.5.8) and a visible focus ring.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a toast stays clear of the navbar and closes from the keyboard (${lang})`, async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto(`/profile/info?lang=${lang}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Save' : 'حفظ' }).click();
    const confirmation = page.getByText(lang === 'en' ? 'User saved' : 'تم حفظ بياناتك');
    await expect(confirmation).toBeVisible();

    const toast = page.locator('.Toastify__toast').filter({ has: confirmation });
    // Held open while the pointer rests on it (it closes itself after 5 s).
    await toast.hover();
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    const close = toast.getByRole('button', { name: lang === 'en' ? 'Close this message' : 'أغلق هذه الرسالة' });
    const target = await close.boundingBox();
    expect(target!.width).toBeGreaterThanOrEqual(24);
    expect(target!.height).toBeGreaterThanOrEqual(24);
    // Reached with the keyboard (the focus ring is for keyboard focus): the toasts come last on the page.
    for (let i = 0; i < 80 && !(await close.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(close).toBeFocused();
    await expect(close).not.toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Enter');
    await expect(confirmation).toHaveCount(0);
  });
}

/**
 * The welcome after signing in (flash-toast.astro on pages Astro renders, use-flash-toast.ts on the app's): on
 * the page the sign-in lands on, by name, in the page's language, once.
 */
for (const lang of ['en', 'ar'] as const) {
  const welcome = lang === 'en' ? 'Welcome back, Salma Hassan!' : 'أهلاً بعودتك يا Salma Hassan!';
  const close = lang === 'en' ? 'Close this message' : 'أغلق هذه الرسالة';

  test(`signing in is welcomed by name on the page it lands on, once (${lang})`, async ({ page, request }) => {
    const account = await createAccount(request);
    for (const next of ['/aboutus', '/profile/info']) {
      // A page Astro renders, then one of the app's.
      await page.goto(`/login?lang=${lang}&next=${encodeURIComponent(next)}`);
      await page.locator('input[name="email"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${next}(\\?|$)`));
      // Said as the page's status (Astro's), or as the app's toasts say theirs.
      const message = page.locator('[data-flash-toast][role="status"], .Toastify__toast').filter({ hasText: welcome });
      await expect(message).toBeVisible();
      // Below the navbar, and closed by its button, named in the page's language.
      const header = await page.locator('header').first().boundingBox();
      const box = await message.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await message.getByRole('button', { name: close }).click();
      await expect(page.getByText(welcome)).toHaveCount(0);
      // Said once: not again on the next page.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(welcome)).toHaveCount(0);
      await page.context().clearCookies();
    }
  });
}
