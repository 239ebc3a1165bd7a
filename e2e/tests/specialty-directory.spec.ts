import { expect, expectAccessibleWithoutScript, expectLanguage, test, type Lang } from './fixtures.ts';

/**
 * The specialty directory (decision 033): the filter is a GET form the server answers, so it works before and
 * without scripts; with them it filters as the visitor types and keeps `?q=` in the address.
 */
const words = {
  en: { typed: 'cardio', name: 'Cardiology and Vascular Disease', none: 'No specialty matches', search: 'Search' },
  ar: { typed: 'قلب', name: 'قلب وأوعية دموية', none: 'لا يوجد تخصص مطابق', search: 'ابحث' },
} satisfies Record<Lang, Record<string, string>>;

for (const lang of ['ar', 'en'] as const) {
  const w = words[lang];

  test(`the directory filters as the visitor types, and a specialty leads to its doctors (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/specialty-directory?lang=${lang}`);
    await expectLanguage(page, lang);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    const all = await links.count();
    expect(all).toBeGreaterThan(10);
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill(w.typed);
    await expect(links).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(w.typed)}`));
    await field.fill('zzzz');
    await expect(links).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(w.none);
    await field.fill('');
    await expect(links).toHaveCount(all);
    await field.fill(w.typed);
    await links.first().click();
    await expect(page).toHaveURL(/\/doctors\?specialty=cardiology/);
  });

  test(`without JavaScript the directory's filter is answered by the server (${lang})`, async ({
    browser,
    page: scripted,
  }) => {
    // A context of its own: one made by `test.use` would hand its scripts-off setting to the accessibility check's.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: scripted.viewportSize() });
    const page = await context.newPage();
    try {
      await page.goto(`/specialty-directory?lang=${lang}`);
      await page.getByRole('main').getByRole('searchbox').fill(w.typed);
      await page.getByRole('main').getByRole('button', { name: w.search, exact: true }).click();
      await expect(page).toHaveURL(/\/specialty-directory\?.*q=/);
      await expectLanguage(page, lang);
      const links = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links.first()).toContainText(w.name);
      await expect(links.first()).toHaveAttribute('href', '/doctors?specialty=cardiology');
      await expectAccessibleWithoutScript(page);
    } finally {
      await context.close();
    }
  });
}
