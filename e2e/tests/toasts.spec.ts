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
