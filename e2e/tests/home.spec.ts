import type { Browser, Page } from '@playwright/test';
import { clientAddress, expect, expectLanguage, type Lang, test } from './fixtures.ts';

/**
 * The home page rendered by Astro (decision 033, issue 35): its search is a real `GET /doctors` form, so it
 * reaches the filtered results without scripts, and before they have run.
 */
const text = {
  en: { search: 'Search', specialty: 'Speciality', city: 'City', cityName: 'Cairo', telehealth: 'Telehealth' },
  ar: { search: 'ابحث', specialty: 'التخصص', city: 'المدينة', cityName: 'القاهرة', telehealth: 'استشارة عن بُعد' },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 412;

/** The search form shown at this width: the card on wider screens, the compact form on a phone. */
const searchForm = (page: Page) => page.locator(isPhone(page) ? 'form[data-mobile-search]' : '#search-panel');

/** The first specialty as the API lists it, and the first page of doctors for it in Cairo. */
async function expectedResults(page: Page, lang: Lang) {
  const headers = { 'accept-language': lang, 'x-forwarded-for': clientAddress() };
  const specialties = await (await page.request.get('/api/v1/specialties', { headers })).json();
  // Not the first specialty: the doctors other tests approve meanwhile (fixtures' approvedDoctor) have it.
  const specialty = specialties.items.find((s: { doctorCount: number }, i: number) => i > 0 && s.doctorCount > 0) as {
    slug: string;
    name: string;
  };
  const query = new URLSearchParams({ specialty: specialty.slug, city: 'cairo', page: '1', limit: '10' });
  const doctors = await (await page.request.get(`/api/v1/doctors?${query.toString()}`, { headers })).json();
  return { specialty, doctors: doctors.items as { id: string }[] };
}

/** The results page shows exactly the doctors the API finds for the search. */
async function expectResults(page: Page, expected: Awaited<ReturnType<typeof expectedResults>>) {
  await expect(page).toHaveURL(new RegExp(`/doctors\\?specialty=${expected.specialty.slug}&city=cairo`));
  expect(expected.doctors.length).toBeGreaterThan(0);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(expected.doctors.length, { timeout: 20_000 });
  await expect(cards.first().locator('h3 a')).toHaveAttribute('href', `/doctors/${expected.doctors[0]!.id}`);
}

async function fresh(browser: Browser, page: Page, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: page.viewportSize(),
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return { context, visitor: await context.newPage() };
}

for (const lang of ['en', 'ar'] as Lang[]) {
  const s = text[lang];

  test(`without JavaScript the home search reaches the filtered results (${lang})`, async ({ browser, page }) => {
    // Two browsers' pages and the API on a shared machine: more than the default budget.
    test.slow();
    const expected = await expectedResults(page, lang);
    const { context, visitor } = await fresh(browser, page, false);
    await visitor.goto(`/?lang=${lang}`);
    await expectLanguage(visitor, lang);
    const form = searchForm(visitor);
    // The values the server reads (the labels are the API's names in the page's language).
    await form.getByLabel(s.specialty).selectOption(expected.specialty.slug);
    await form.getByLabel(s.city).selectOption('cairo');
    await form.getByRole('button', { name: s.search }).click();
    await expectResults(visitor, expected);
    await context.close();
  });

  test(`a search submitted before the scripts have run reaches its results (${lang})`, async ({ browser, page }) => {
    // Two browsers' pages and the API on a shared machine: more than the default budget.
    test.slow();
    const expected = await expectedResults(page, lang);
    const { context, visitor } = await fresh(browser, page, true);
    // A phone's CPU, and the page's scripts held back until the search has been submitted.
    const cdp = await context.newCDPSession(visitor);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldScripts = 0;
    await visitor.route(/\/assets\/.*\.js$/, async (route) => {
      heldScripts += 1;
      await held;
      await route.continue().catch(() => {});
    });
    await visitor.goto(`/?lang=${lang}`, { waitUntil: 'commit' });
    const form = searchForm(visitor);
    await form.getByLabel(s.city).selectOption('cairo');
    await form.getByLabel(s.specialty).selectOption(expected.specialty.slug);
    expect(heldScripts).toBeGreaterThan(0);
    expect(await visitor.evaluate(() => document.readyState)).not.toBe('complete');
    await form.getByRole('button', { name: s.search }).click();
    await expect(visitor).toHaveURL(/\/doctors\?/);
    release();
    await expectResults(visitor, expected);
    await context.close();
  });

  test(`the home search opens the results with only the fields filled in (${lang})`, async ({ page }) => {
    // Two browsers' pages and the API on a shared machine: more than the default budget.
    test.slow();
    await page.goto(`/?lang=${lang}`);
    const form = searchForm(page);
    if (isPhone(page)) {
      await form.getByLabel(s.city).selectOption({ label: s.cityName });
      await form.getByRole('button', { name: s.search }).click();
      await expect(page).toHaveURL(/\/doctors\?city=cairo$/);
    } else {
      // Telehealth asks for the specialty only.
      await page.getByRole('tab', { name: s.telehealth }).click();
      await expect(page.getByRole('tab', { name: s.telehealth })).toHaveAttribute('aria-selected', 'true');
      await expect(form.getByRole('combobox', { name: s.city })).toBeHidden();
      const specialty = form.getByRole('combobox', { name: s.specialty });
      await specialty.click();
      await specialty.press('ArrowDown');
      await specialty.press('Enter');
      await expect(specialty).not.toHaveValue('');
      await form.getByRole('button', { name: s.search }).click();
      await expect(page).toHaveURL(/\/doctors\?specialty=[^&]+&telehealth=true$/);
    }
    // The search page answered (with doctors, or "no doctors" for a specialty nobody offers online).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  });

  test(`the home page pages Top Doctors without JavaScript (${lang})`, async ({ browser, page }) => {
    // Two browsers' pages and the API on a shared machine: more than the default budget.
    test.slow();
    const { context, visitor } = await fresh(browser, page, false);
    await visitor.goto(`/?lang=${lang}`);
    const section = visitor.locator('#top-doctors');
    const first = await section.getByRole('article').first().locator('h3 a').getAttribute('href');
    await section.locator('button[name=top][value="2"]').click();
    await expect(visitor).toHaveURL(/[?&]top=2/);
    await expect(visitor.locator('#top-doctors').getByRole('article').first().locator('h3 a')).not.toHaveAttribute(
      'href',
      first ?? '',
    );
    await context.close();
  });
}

test('Tab out of the open specialty list lands on the next field, with its focus ring', async ({ page }) => {
  // The combobox is the wide screens' (the phone form keeps native selects).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=ar');
  const form = page.locator('#search-panel');
  const specialty = form.getByRole('combobox', { name: text.ar.specialty });
  await specialty.focus();
  await expect(specialty).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  const city = form.getByRole('combobox', { name: text.ar.city });
  await expect(city).toBeFocused();
  await expect(specialty).toHaveAttribute('aria-expanded', 'false');
  await expect(city).toHaveCSS('outline-style', 'solid');
});
