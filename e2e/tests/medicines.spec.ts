import type { Browser, Page } from '@playwright/test';
import {
  clientAddress,
  createAccount,
  expect,
  expectAccessible,
  expectAccessibleWithoutScript,
  expectHome,
  expectLanguage,
  signIn,
  signInAsAdmin,
  test,
  type Lang,
} from './fixtures.ts';

const text = {
  ar: {
    search: 'ابحث بالاسم التجاري أو الاسم العلمي',
    submit: 'ابحث',
    category: 'الفئة',
    pages: 'صفحات الأدوية',
    next: 'التالي',
    previous: 'السابق',
    page2: /^صفحة ٢ من [٠-٩]+$/,
    arcoxia: 'أركوكسيا',
    details: /تفاصيل أركوكسيا 120 mg/,
    currency: /ج\.م/,
    close: 'إغلاق',
    trending: 'المنتجات الرائجة',
    empty: 'لا توجد بيانات متاحة',
    forbidden: 'هذه الصفحة غير متاحة لحسابك.',
    needLogin: 'سجّل الدخول لتعرض هذه الصفحة.',
    login: 'تسجيل الدخول',
    create: 'إضافة الدواء',
    save: 'حفظ التعديلات',
    search2: 'بحث',
    confirm: 'نعم، احذف',
    required: 'حقل «الاسم التجاري (بالإنجليزية)» مطلوب.',
    notArabic: 'اكتب «الاسم التجاري (بالعربية)» بالعربية.',
    editHeading: 'تعديل دواء',
    listHeading: 'الأدوية',
  },
  en: {
    search: 'Search by brand or generic name',
    submit: 'Search',
    category: 'Category',
    pages: 'Medicine pages',
    next: 'Next',
    previous: 'Previous',
    page2: /^Page 2 of \d+$/,
    arcoxia: 'Arcoxia',
    details: /Details of Arcoxia 120 mg/,
    currency: /EGP/,
    close: 'Close',
    trending: 'Trending products',
    empty: 'No data available',
    forbidden: 'This page is not available to your account.',
    needLogin: 'Sign in to see this page.',
    login: 'Login',
    create: 'Create medicine',
    save: 'Save changes',
    search2: 'Search',
    confirm: 'Yes, delete',
    required: 'Brand name (English) is required.',
    notArabic: 'Brand name (Arabic) must be written in Arabic.',
    editHeading: 'Edit medicine',
    listHeading: 'Medicines',
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

const fields: Record<Lang, Record<string, string>> = {
  en: {
    brandEn: 'Brand name (English)',
    brandAr: 'Brand name (Arabic)',
    genericEn: 'Active ingredient (English)',
    genericAr: 'Active ingredient (Arabic)',
    form: 'Form',
    strength: 'Strength',
    atcCode: 'ATC code',
    category: 'Category',
    descriptionEn: 'Description (English)',
    descriptionAr: 'Description (Arabic)',
    usesEn: 'Uses (English)',
    usesAr: 'Uses (Arabic)',
    priceEgp: 'Price (EGP)',
    prescription: 'Needs a prescription',
  },
  ar: {
    brandEn: 'الاسم التجاري (بالإنجليزية)',
    brandAr: 'الاسم التجاري (بالعربية)',
    genericEn: 'المادة الفعالة (بالإنجليزية)',
    genericAr: 'المادة الفعالة (بالعربية)',
    form: 'الشكل الدوائي',
    strength: 'التركيز',
    atcCode: 'كود ATC',
    category: 'الفئة',
    descriptionEn: 'الوصف (بالإنجليزية)',
    descriptionAr: 'الوصف (بالعربية)',
    usesEn: 'الاستخدامات (بالإنجليزية)',
    usesAr: 'الاستخدامات (بالعربية)',
    priceEgp: 'السعر (بالجنيه المصري)',
    prescription: 'يحتاج إلى وصفة طبية',
  },
};

/** A browser of its own with scripts on or off, as wide as the project's, at an address of its own. */
async function visitor(browser: Browser, page: Page, javaScriptEnabled: boolean) {
  const phone = (page.viewportSize()?.width ?? 1280) <= 412;
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return { context, visit: await context.newPage() };
}

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`without JavaScript the library searches, filters, pages and opens a medicine (${lang})`, async ({
    browser,
    page,
  }) => {
    // Two browsers on a shared machine: more than the default budget.
    test.slow();
    const { context, visit } = await visitor(browser, page, false);
    await visit.goto(`/medicine-library?lang=${lang}`);
    await expectLanguage(visit, lang);
    const count = visit
      .getByRole('region', { name: lang === 'ar' ? 'كل المنتجات' : 'All Products' })
      .getByRole('status');
    const everything = await count.textContent();

    // The pages of the list are links.
    const pager = visit.getByRole('navigation', { name: s.pages });
    await pager.getByRole('link', { name: s.next }).click();
    await expect(visit).toHaveURL(/[?&]page=2/);
    await expect(pager.getByText(s.page2)).toBeVisible();
    await expect(pager.getByRole('link', { name: s.previous })).toBeVisible();

    // A category is a real form's field; the server filters.
    await visit.getByLabel(s.category, { exact: true }).selectOption('analgesics');
    await visit.getByRole('button', { name: s.submit, exact: true }).click();
    await expect(visit).toHaveURL(/[?&]category=analgesics/);
    await expect(visit).not.toHaveURL(/[?&]page=2/);
    await expect(visit.getByLabel(s.category, { exact: true })).toHaveValue('analgesics');
    await expect(count).not.toHaveText(everything ?? '');

    // The search: typed without the hamza the catalogue uses (إيتوريكوكسيب), and only in part.
    await visit.getByLabel(s.category, { exact: true }).selectOption('');
    await visit.getByLabel(s.search).fill('ايتوريكوكس');
    await visit.getByRole('button', { name: s.submit, exact: true }).click();
    await expect(visit).toHaveURL(/[?&]q=/);
    const card = visit.getByRole('link', { name: s.details });
    await expect(card).toBeVisible();

    // The details are an address of their own, the dialog the server drew; Close is a form back to the list.
    await card.click();
    await expect(visit).toHaveURL(/[?&]medicine=/);
    const dialog = visit.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `${s.arcoxia} 120 mg` })).toBeVisible();
    await expect(dialog).toContainText(s.currency);
    await expect(dialog).not.toContainText('$');
    await expectAccessibleWithoutScript(visit);
    await dialog.getByRole('button', { name: s.close }).click();
    await expect(visit.getByRole('dialog')).toHaveCount(0);
    await expect(visit).not.toHaveURL(/medicine=/);
    await expect(visit.getByLabel(s.search)).toHaveValue('ايتوريكوكس');
    await expect(card).toBeVisible();
    await expectLanguage(visit, lang);
    await context.close();
  });

  test(`with JavaScript the library pages and filters in place, and Back returns to the list before (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/medicine-library?lang=${lang}`);
    // Set on the page: a page load would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
    const pager = page.getByRole('navigation', { name: s.pages });
    await pager.getByRole('link', { name: s.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByText(s.page2)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: lang === 'ar' ? 'كل المنتجات' : 'All Products' }),
    ).toBeFocused();

    await page.getByLabel(s.category, { exact: true }).selectOption('analgesics');
    await expect(page).toHaveURL(/[?&]category=analgesics/);
    await expect(page).not.toHaveURL(/[?&]page=2/);
    expect(await stayed()).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByLabel(s.category, { exact: true })).toHaveValue('');
    await expect(pager.getByText(s.page2)).toBeVisible();
    expect(await stayed()).toBe(true);
  });

  test(`finds a medicine by its Arabic generic name and opens its details (${lang})`, async ({ page }) => {
    await page.goto(`/medicine-library?lang=${lang}`);
    await expectLanguage(page, lang);
    // Typed without the hamza the catalogue uses (إيتوريكوكسيب), and only in part.
    await page.getByLabel(s.search).fill('ايتوريكوكس');
    await expect(page).toHaveURL(/q=/);
    const card = page.getByRole('link', { name: s.details });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('processing-overlay')).toHaveCount(0);
    await expectAccessible(page);
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `${s.arcoxia} 120 mg` })).toBeVisible();
    await expect(dialog).toContainText(s.currency);
    await expect(dialog).not.toContainText('$');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: s.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/medicine=/);
  });

  test(`the home page shows four trending products (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const section = page.getByRole('region', { name: s.trending });
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await expect(section).toContainText(s.currency);
  });

  test(`an admin creates, edits and deletes a medicine (${lang})`, async ({ page }) => {
    const unique = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');
    const brandEn = `Tabibex ${unique}`;
    await signInAsAdmin(page);
    await page.goto(`/createmedicine?lang=${lang}`);
    await expectLanguage(page, lang);
    const f = fields[lang];

    // Nothing valid yet: the same schema as the server refuses it, in the page's language.
    await page.getByRole('button', { name: s.create }).click();
    await expect(page.getByText(s.required)).toBeVisible();
    await page.getByLabel(f.brandAr!).fill('Latin only');
    await page.getByRole('button', { name: s.create }).click();
    await expect(page.getByText(s.notArabic)).toBeVisible();

    await page.getByLabel(f.brandEn!).fill(brandEn);
    await page.getByLabel(f.brandAr!).fill(`طبيبكس ${unique}`);
    await page.getByLabel(f.genericEn!).fill('Paracetamol');
    await page.getByLabel(f.genericAr!).fill('باراسيتامول');
    await page.getByLabel(f.form!).selectOption('tablet');
    await page.getByLabel(f.strength!).fill('500 mg');
    await page.getByLabel(f.atcCode!).fill('N02BE01');
    await page.getByLabel(f.category!).selectOption('analgesics');
    await page.getByLabel(f.descriptionEn!).fill('Tabibex contains paracetamol, a pain reliever and fever reducer.');
    await page.getByLabel(f.descriptionAr!).fill('يحتوي طبيبكس على باراسيتامول، وهو مسكن للألم وخافض للحرارة.');
    await page.getByLabel(f.usesEn!).fill('Headache\nFever');
    await page.getByLabel(f.usesAr!).fill('الصداع\nالحمى');
    await page.getByLabel(f.priceEgp!).fill('40');
    await page.getByRole('button', { name: s.create }).click();

    await expect(page).toHaveURL(/\/listmedicine\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.editHeading);
    await expect(page.getByLabel(f.brandEn!)).toHaveValue(brandEn);
    await expectAccessible(page);

    await page.getByLabel(f.priceEgp!).fill('55');
    await page.getByLabel(f.prescription!).check();
    await page.getByRole('button', { name: s.save }).click();
    await expect(page).toHaveURL(/\/listmedicine$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.listHeading);

    await page.getByLabel(s.search2, { exact: true }).fill(brandEn);
    const row = page.getByRole('row').filter({ hasText: unique });
    await expect(row).toHaveCount(1);
    await expectAccessible(page);
    await row.getByRole('link').click();
    await expect(page.getByLabel(f.priceEgp!)).toHaveValue('55');
    await expect(page.getByLabel(f.prescription!)).toBeChecked();

    await page.goto(`/listmedicine?lang=${lang}`);
    await page.getByLabel(s.search2, { exact: true }).fill(brandEn);
    await page.getByRole('row').filter({ hasText: unique }).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(unique);
    await dialog.getByRole('button', { name: s.confirm }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: unique })).toHaveCount(0);
    // Other admins' medicines may share the prefix; a search nothing matches shows the spec's empty text.
    await page.getByLabel(s.search2, { exact: true }).fill('zzqxwv');
    await expect(page.getByRole('cell', { name: s.empty })).toBeVisible();

    // Gone from the public library too.
    const res = await page.request.get(`/api/v1/medicines?q=${encodeURIComponent(brandEn)}`);
    // The search is typo-tolerant, so parallel runs' "Tabibex …" medicines may match too: look for this one.
    const found = (await res.json()).items as { brand: string }[];
    expect(found.filter((m) => m.brand === brandEn)).toEqual([]);
  });

  test(`a patient cannot reach the medicine admin pages (${lang})`, async ({ page }) => {
    const account = await createAccount(page.request);
    await signIn(page, account);
    for (const path of ['/listmedicine', '/createmedicine', '/listmedicine/00000000-0000-4000-8000-000000000000']) {
      await page.goto(`${path}?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByText(s.forbidden)).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('table')).toHaveCount(0);
      await expect(main.getByRole('textbox')).toHaveCount(0);
    }
    const write = await page.request.post('/api/v1/medicines', {
      data: {},
      headers: { origin: new URL(page.url()).origin },
    });
    expect(write.status()).toBe(403);
  });

  test(`a visitor is sent to sign in from the admin pages (${lang})`, async ({ page }) => {
    await page.goto(`/listmedicine?lang=${lang}`);
    await expect(page.getByText(s.needLogin)).toBeVisible();
    await expect(page.getByRole('link', { name: s.login, exact: true }).last()).toHaveAttribute(
      'href',
      /\/login\?next=%2Flistmedicine/,
    );
  });

  test(`the processing page shows spinners and a way home (${lang})`, async ({ page }) => {
    await page.goto(`/processing?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ar' ? 'جارٍ المعالجة' : 'Processing');
    await page.getByRole('link', { name: lang === 'ar' ? 'العودة للرئيسية' : 'Back to Home' }).click();
    await expectHome(page, lang);
    await expectAccessible(page);
  });
}
