import type { Browser, Page } from '@playwright/test';
import { clientAddress, expect, expectLanguage, type Lang, test } from './fixtures.ts';

/**
 * The doctor search rendered by Astro (issue 35, decision 033): its filters, city toggles and order are real
 * `GET /doctors` forms and its pager links, so a visitor without JavaScript filters, orders and pages; with it,
 * the same happens without a reload, the address follows and Back walks back. (doctors.spec.ts has the search
 * as the app had it, from the home page to a profile; home.spec.ts the home page's forms landing here.)
 */
const text = {
  en: {
    filters: 'Filters',
    show: 'Show doctors',
    gender: "Doctor's gender",
    female: 'Female',
    cairo: 'Cairo',
    lowToHigh: 'Low to high cost',
    feeMin: 'From',
    feeMax: 'To',
    applyFee: 'Apply fee range',
    fees: ['300', '800'],
    results: 'Result pages',
    next: 'Next',
    previous: 'Previous',
    page: (n: number) => new RegExp(`^Page ${n} of \\d+$`),
    empty: 'No Doctors Yet!!',
    badSearch: 'This search link is not valid. Choose the specialty and city again from the filters.',
    failed: 'Could not load doctors. Check your connection and try again.',
  },
  ar: {
    filters: 'تصفية النتائج',
    show: 'اعرض الأطباء',
    gender: 'نوع الطبيب',
    female: 'طبيبة',
    cairo: 'القاهرة',
    lowToHigh: 'الأقل سعرًا أولًا',
    feeMin: 'من',
    feeMax: 'إلى',
    applyFee: 'طبّق نطاق السعر',
    // As an Arabic keyboard types them.
    fees: ['٣٠٠', '٨٠٠'],
    results: 'صفحات النتائج',
    next: 'التالي',
    previous: 'السابق',
    page: (n: number) => new RegExp(`^صفحة ${'٠١٢٣٤٥٦٧٨٩'[n]} من [٠-٩]+$`),
    empty: 'لا يوجد أطباء بعد!!',
    badSearch: 'رابط البحث هذا غير صالح. اختر التخصص والمدينة من جديد من خيارات التصفية.',
    failed: 'تعذّر تحميل الأطباء. تحقّق من اتصالك وحاول مرة أخرى.',
  },
} as const;

/** Digits of a formatted fee, Arabic-Indic or Latin. */
const feeValue = (s: string) =>
  Number(s.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^\d]/g, ''));

async function fees(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^(Fees:|سعر الكشف:)/)
    .allTextContents();
  return texts.map(feeValue);
}

const profiles = (page: Page) =>
  page.locator('article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

async function withoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    isMobile: (page.viewportSize()?.width ?? 1280) <= 412,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return { context, visitor: await context.newPage() };
}

for (const lang of ['en', 'ar'] as Lang[]) {
  const s = text[lang];

  test(`without JavaScript the search filters, orders and pages (${lang})`, async ({ browser, page }) => {
    // A dozen page loads on a shared machine.
    test.slow();
    const { context, visitor } = await withoutScripts(browser, page);
    await visitor.goto(`/doctors?lang=${lang}`);
    await expect(visitor.getByRole('article')).toHaveCount(10);
    // The filters are shown (the phone's fold needs a script), with their own submit button.
    await expect(visitor.getByRole('button', { name: s.filters })).toBeHidden();

    // Pages are links.
    const pager = visitor.getByRole('navigation', { name: s.results });
    await expect(pager.getByText(s.page(1))).toBeVisible();
    const first = await profiles(visitor);
    await pager.getByRole('link', { name: s.next }).click();
    await expect(visitor).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.getByText(s.page(2))).toBeVisible();
    expect(await profiles(visitor)).not.toEqual(first);
    await pager.getByRole('link', { name: s.previous }).click();
    await expect(pager.getByText(s.page(1))).toBeVisible();
    expect(await profiles(visitor)).toEqual(first);

    // A filter, submitted with the form's button: back at page 1.
    await visitor.getByLabel(s.gender).selectOption({ label: s.female });
    await visitor.getByRole('button', { name: s.show }).click();
    await expect(visitor).toHaveURL(/gender=female/);
    await expect(visitor).not.toHaveURL(/page=/);
    const avatars = await visitor
      .getByRole('article')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(avatars.length).toBeGreaterThan(0);
    expect(new Set(avatars)).toEqual(new Set(['/avatar-female.svg']));
    await expect(visitor.getByLabel(s.gender)).toHaveValue('female');

    // A city above the results, and an order: each keeps the rest of the search.
    await visitor.getByRole('button', { name: s.cairo, exact: true }).click();
    await expect(visitor).toHaveURL(/city=cairo/);
    await expect(visitor).toHaveURL(/gender=female/);
    await expect(visitor.getByRole('button', { name: s.cairo, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await visitor.getByRole('button', { name: s.lowToHigh }).click();
    await expect(visitor).toHaveURL(/sort=fee_asc/);
    await expect(visitor).toHaveURL(/city=cairo.*gender=female|gender=female.*city=cairo/);
    await expect(visitor.getByRole('button', { name: s.lowToHigh })).toHaveAttribute('aria-pressed', 'true');
    const sorted = await fees(visitor);
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    // Pressed again, the city is let go; the order stays.
    await visitor.getByRole('button', { name: s.cairo, exact: true }).click();
    await expect(visitor).not.toHaveURL(/city=/);
    await expect(visitor).toHaveURL(/sort=fee_asc/);

    // A fee range in the page's own digits, typed the wrong way round, applied with Enter.
    await visitor.getByLabel(s.feeMin, { exact: true }).fill(s.fees[1]);
    await visitor.getByLabel(s.feeMax, { exact: true }).fill(s.fees[0]);
    await visitor.getByLabel(s.feeMax, { exact: true }).press('Enter');
    await expect(visitor.getByLabel(s.feeMin, { exact: true })).toHaveValue('300');
    await expect(visitor.getByLabel(s.feeMax, { exact: true })).toHaveValue('800');
    const ranged = await fees(visitor);
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((fee) => fee >= 300 && fee <= 800)).toBe(true);

    // Nobody matches: the empty state. A search link the API refuses: said so, in the page's language.
    await visitor.goto(`/doctors?lang=${lang}&q=zzzzqqqq`);
    await expect(visitor.getByText(s.empty)).toBeVisible();
    await visitor.goto(`/doctors?lang=${lang}&specialty=no-such-specialty`);
    await expect(visitor.getByRole('alert')).toHaveText(s.badSearch);
    await context.close();
  });

  test(`with JavaScript the search changes in place, and Back walks back (${lang})`, async ({ page }) => {
    await page.goto(`/doctors?lang=${lang}`);
    await expect(page.getByRole('article')).toHaveCount(10);
    // Marked, to tell a page swapped in place from a page loaded again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
    const pager = page.getByRole('navigation', { name: s.results });
    const first = await profiles(page);
    await pager.getByRole('link', { name: s.next }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.getByText(s.page(2))).toBeVisible();
    expect(await profiles(page)).not.toEqual(first);
    // The new page's results have the focus, so that they are read next.
    await expect(page.locator('#search-results-title')).toBeFocused();

    if ((page.viewportSize()?.width ?? 1280) <= 412) await page.getByRole('button', { name: s.filters }).click();
    await expect(page.getByRole('button', { name: s.show })).toBeHidden();
    await page.getByLabel(s.gender).selectOption({ label: s.female });
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).not.toHaveURL(/page=/);
    // How many filters are on, as a phone's fold says (hidden on a desktop).
    await expect(page.locator('[data-search-part=active]')).toHaveText(/^ \((1|١) /);
    expect(await stayed()).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByLabel(s.gender)).toHaveValue('');
    await expect(pager.getByText(s.page(2))).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => profiles(page)).toEqual(first);
    expect(await stayed()).toBe(true);
  });

  test(`a search that cannot be fetched says so and keeps the results (${lang})`, async ({ browser, page }) => {
    // A context of its own: the failed request is meant, and the page's console reports it.
    const context = await browser.newContext({
      viewport: page.viewportSize(),
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(`/doctors?lang=${lang}`);
    await expect(visitor.getByRole('article')).toHaveCount(10);
    const first = await profiles(visitor);
    await visitor.route(/\/partials\/doctors/, (route) => route.fulfill({ status: 503, body: '' }));
    await visitor.getByRole('button', { name: s.lowToHigh }).click();
    await expect(visitor.getByRole('alert')).toHaveText(s.failed);
    expect(await profiles(visitor)).toEqual(first);
    await expect(visitor.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a doctor’s breadcrumb leads to the search for their specialty, in the page’s language', async ({
  page,
  request,
}) => {
  const listed = (await (await request.get('/api/v1/doctors?limit=1')).json()) as {
    items: { id: string; specialty: { slug: string } }[];
  };
  const doctor = listed.items[0]!;
  await page.goto(`/doctors/${doctor.id}?lang=en`);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .locator(`a[href^="/doctors?specialty=${doctor.specialty.slug}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`/doctors\\?specialty=${doctor.specialty.slug}(&lang=en)?$`));
  await expectLanguage(page, 'en');
  // Astro's page: its filters are a form the server answers.
  await expect(page.locator('form[data-search-filters]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByLabel('Speciality')).toHaveValue(doctor.specialty.slug);
  await expect(page.getByRole('article').first()).toBeVisible();
});

const directory = {
  en: { search: 'Search specialties', button: 'Search', count: /^\d+ specialt(y|ies)$/, none: 'No specialty matches' },
  ar: { search: 'ابحث في التخصصات', button: 'ابحث', count: /^[٠-٩]+ تخصص|^تخصص/, none: 'لا يوجد تخصص مطابق' },
} as const;

for (const lang of ['en', 'ar'] as Lang[]) {
  const d = directory[lang];

  test(`the specialty directory narrows by a search, with and without JavaScript, and leads to the search (${lang})`, async ({
    browser,
    page,
  }) => {
    test.slow();
    const specialties = (
      await (await page.request.get('/api/v1/specialties', { headers: { 'accept-language': lang } })).json()
    ).items as { slug: string; name: string }[];
    const wanted = specialties[3]!;
    const links = (p: Page) => p.locator('main li:visible a');

    const { context, visitor } = await withoutScripts(browser, page);
    await visitor.goto(`/specialty-directory?lang=${lang}`);
    await expect(links(visitor)).toHaveCount(specialties.length);
    await visitor.getByLabel(d.search).fill(wanted.name);
    await visitor.getByRole('button', { name: d.button }).click();
    await expect(visitor).toHaveURL(/[?&]q=/);
    await expect(links(visitor).filter({ has: visitor.getByText(wanted.name, { exact: true }) })).toHaveCount(1);
    expect(await links(visitor).count()).toBeLessThan(specialties.length);
    await links(visitor)
      .filter({ has: visitor.getByText(wanted.name, { exact: true }) })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/doctors\\?specialty=${wanted.slug}$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(wanted.name);
    await context.close();

    await page.goto(`/specialty-directory?lang=${lang}`);
    await expect(page.getByRole('button', { name: d.button })).toBeHidden();
    await page.getByLabel(d.search).fill('zzzzqqqq');
    await expect(page.locator('main').getByRole('status')).toHaveText(d.none);
    await expect(links(page)).toHaveCount(0);
    await page.getByLabel(d.search).fill(wanted.name);
    await expect(links(page).filter({ has: page.getByText(wanted.name, { exact: true }) })).toHaveCount(1);
    await expect(page.locator('main').getByRole('status')).toHaveText(d.count);
    await expect(page).toHaveURL(/[?&]q=/);
  });
}
