import type { Page } from '@playwright/test';
import {
  clientAddress,
  confirmAddress,
  createAccount,
  doctorSeenBy,
  expect,
  expectAccessible,
  expectLanguage,
  fixtureDoctorsSpecialty,
  type Lang,
  signIn,
  signInByApi,
  test,
} from './fixtures.ts';

const text = {
  en: {
    city: 'City',
    cityTyped: 'cairo',
    cityName: 'Cairo',
    search: 'Search',
    cityRequired: 'City is required',
    drPrefix: /^Dr\/ /,
    lowToHigh: 'Low to high cost',
    highToLow: 'High to low cost',
    gender: "Doctor's gender",
    filters: 'Filters',
    female: 'Female',
    about: 'About Doctor',
    topTitle: 'Top Doctors',
    next: 'Next doctors',
    previous: 'Previous doctors',
    page: (n: number) => new RegExp(`^Page ${n} of \\d+$`),
    feeMin: 'From',
    feeMax: 'To',
    applyFee: 'Apply fee range',
    fees: ['200', '400'],
  },
  ar: {
    city: 'المدينة',
    // Written without the taa marbuta, as people type it: the list still finds it.
    cityTyped: 'القاهره',
    cityName: 'القاهرة',
    search: 'ابحث',
    cityRequired: 'المدينة مطلوبة',
    drPrefix: /^د\/ /,
    lowToHigh: 'الأقل سعرًا أولًا',
    highToLow: 'الأعلى سعرًا أولًا',
    gender: 'نوع الطبيب',
    filters: 'تصفية النتائج',
    female: 'طبيبة',
    about: 'عن الطبيب',
    topTitle: 'أفضل الأطباء',
    next: 'الأطباء التالون',
    previous: 'الأطباء السابقون',
    page: (n: number) => new RegExp(`^صفحة ${'٠١٢٣٤٥٦٧٨٩'[n]} من [٠-٩]+$`),
    feeMin: 'من',
    feeMax: 'إلى',
    applyFee: 'طبّق نطاق السعر',
    // As an Arabic keyboard types them.
    fees: ['٢٠٠', '٤٠٠'],
  },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 412;

/** Digits of a formatted fee, Arabic-Indic or Latin. */
function feeValue(s: string): number {
  const latin = s.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^\d]/g, '');
  return Number(latin);
}

for (const lang of ['en', 'ar'] as Lang[]) {
  const s = text[lang];

  test(`searches from the home page to a doctor profile (${lang})`, async ({ page }) => {
    // Two pages and two accessibility scans: more than the default budget on a busy CI machine.
    test.slow();
    await page.goto(`/?lang=${lang}`);
    await expectLanguage(page, lang);
    if (isPhone(page)) {
      const form = page.locator('form', { has: page.locator('#mobile-city') });
      await form.getByRole('button', { name: s.search }).click();
      await expect(form.getByText(s.cityRequired)).toBeVisible();
      await expect(page).toHaveURL(/\/\?lang=/);
      await form.getByLabel(s.city).selectOption({ label: s.cityName });
      await form.getByRole('button', { name: s.search }).click();
    } else {
      const card = page.getByRole('tabpanel');
      const city = card.getByRole('combobox', { name: s.city });
      await city.click();
      await expect(page.getByRole('listbox', { name: s.city }).getByRole('option')).not.toHaveCount(0);
      await city.fill(s.cityTyped);
      // Typing highlights the first match; Enter chooses it.
      await city.press('Enter');
      await expect(city).toHaveValue(s.cityName);
      await card.getByRole('button', { name: s.search }).click();
    }
    await expect(page).toHaveURL(/\/doctors\?city=cairo/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\d|[٠-٩]/);
    await expect(page.getByRole('button', { name: s.cityName, pressed: true })).toBeVisible();
    await expectAccessible(page);

    const name = cards.first().getByRole('heading', { level: 3 });
    const doctorName = (await name.textContent()) ?? '';
    expect(doctorName).toMatch(s.drPrefix);
    await name.getByRole('link').click();
    await expect(page).toHaveURL(/\/doctors\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctorName);
    await expect(page.getByRole('heading', { name: s.about })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toBeVisible();
    await expectAccessible(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/doctors\?city=cairo/);
  });

  test(`sorts and filters the doctor list through the URL (${lang})`, async ({ page }) => {
    await page.goto(`/doctors?lang=${lang}`);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: s.lowToHigh }).click();
    await expect(page).toHaveURL(/sort=fee_asc/);
    await expect(page.getByRole('button', { name: s.lowToHigh })).toHaveAttribute('aria-pressed', 'true');
    const fees = async () => {
      const texts = await page
        .getByRole('article')
        .getByText(/^(Fees:|سعر الكشف:)/)
        .allTextContents();
      return texts.map(feeValue);
    };
    await expect
      .poll(async () => {
        const f = await fees();
        return f.length > 1 && f.every((v, i) => i === 0 || f[i - 1]! <= v);
      })
      .toBe(true);

    await page.getByRole('button', { name: s.highToLow }).click();
    await expect(page).toHaveURL(/sort=fee_desc/);
    await expect
      .poll(async () => {
        const f = await fees();
        return f.length > 1 && f.every((v, i) => i === 0 || f[i - 1]! >= v);
      })
      .toBe(true);

    // A phone folds the filters under one button, so that results come first.
    if (isPhone(page)) await page.getByRole('button', { name: s.filters }).click();
    await page.getByLabel(s.gender).selectOption({ label: s.female });
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).toHaveURL(/sort=fee_desc/);
    await expect
      .poll(async () => {
        const srcs = await page
          .getByRole('article')
          .locator('img')
          .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
        return srcs.length > 0 && srcs.every((src) => src === '/avatar-female.svg');
      })
      .toBe(true);

    // Back returns to the list before the filter, without a reload.
    await page.goBack();
    await expect(page).not.toHaveURL(/gender=female/);
    await expect(page.getByLabel(s.gender)).toHaveValue('');

    // A fee range, typed in the page's own digits.
    await page.getByLabel(s.feeMin, { exact: true }).fill(s.fees[0]);
    await page.getByLabel(s.feeMax, { exact: true }).fill(s.fees[1]);
    await page.getByRole('button', { name: s.applyFee }).click();
    await expect(page).toHaveURL(/feeMin=200&feeMax=400|feeMax=400.*feeMin=200/);
    await expect
      .poll(async () => {
        const f = await fees();
        return f.length > 0 && f.every((v) => v >= 200 && v <= 400);
      })
      .toBe(true);

    // A search nobody matches shows the empty state.
    await page.goto(`/doctors?lang=${lang}&q=zzzzqqqq`);
    await expect(page.getByText(lang === 'en' ? 'No Doctors Yet!!' : 'لا يوجد أطباء بعد!!')).toBeVisible();
  });

  test(`on a 360 px phone the first result is on the first screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/doctors?lang=${lang}&city=cairo`);
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect(first.getByRole('heading', { level: 3 })).toBeInViewport();
    // The filters are one tap away, and say how many are on.
    const filters = page.getByRole('button', { name: new RegExp(`^${s.filters}`) });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel(s.gender)).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel(s.gender)).toBeVisible();
  });

  test(`pages the Top Doctors carousel (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const section = page.getByRole('region', { name: s.topTitle });
    const previous = section.getByRole('button', { name: s.previous });
    const next = section.getByRole('button', { name: s.next });
    await expect(section.getByRole('status')).toHaveText(s.page(1));
    // On a phone the script swaps the section the server drew (four a page) for one of a doctor a page: scrolled
    // to before that, the section scrolled to was gone.
    await expect(section.getByRole('article')).toHaveCount(isPhone(page) ? 1 : 4);
    await section.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    // Another doctor, told by the profile link: doctors made by other tests can share a name, fee and rating.
    const firstLink = section.getByRole('article').first().getByRole('link').first();
    const first = await firstLink.getAttribute('href');
    await next.click();
    await expect(section.getByRole('status')).toHaveText(s.page(2));
    await expect(firstLink).not.toHaveAttribute('href', first ?? '');
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(section.getByRole('status')).toHaveText(s.page(1));
    await expect(previous).toBeDisabled();
  });
}

const review = {
  en: {
    signIn: 'Sign in to leave a review',
    empty: 'No reviews yet. Be the first to share your experience.',
    send: 'Send review',
    titleRequired: 'Title is required',
    starsRequired: 'Choose from 1 to 5 stars.',
    rating: 'Your rating',
    fourStars: /^4 stars$/,
    title: 'Title',
    text: 'Your experience (optional)',
    written: { title: 'Kind and thorough', text: 'She listened and explained the treatment clearly.' },
    thanks: 'Thank you! Your review is published.',
    reviews: 'Reviews',
    score: '4.0 (1 rating)',
  },
  ar: {
    signIn: 'سجّل الدخول لكتابة تقييم',
    empty: 'لا توجد تقييمات بعد. كن أول من يشارك تجربته.',
    send: 'أرسل التقييم',
    titleRequired: 'العنوان مطلوب',
    starsRequired: 'اختر من نجمة إلى ٥ نجوم.',
    rating: 'تقييمك',
    fourStars: /^٤ نجوم$/,
    title: 'العنوان',
    text: 'تجربتك (اختياري)',
    written: { title: 'طبيبة دقيقة ولطيفة', text: 'استمعت إليّ وشرحت العلاج بوضوح.' },
    thanks: 'شكرًا لك! نُشر تقييمك.',
    reviews: 'التقييمات',
    score: '٤٫٠ (تقييم واحد)',
  },
} as const;

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a visitor is sent to sign in; a patient leaves a review that counts in the rating (${lang})`, async ({
    page,
    request,
  }) => {
    // Waiting for the visit to begin takes up to a minute and a half.
    test.setTimeout(180_000);
    const t = review[lang];
    const other = review[lang === 'en' ? 'ar' : 'en'];
    // Only a patient who has seen the doctor may review them: a doctor of its own per test, whom this
    // patient has just seen.
    const account = await createAccount(request, { name: 'Salma Hassan' });
    const doctor = { id: await doctorSeenBy(request, account) };

    await page.goto(`/doctors/${doctor.id}?lang=${lang}`);
    const login = page.getByRole('link', { name: t.signIn });
    await expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/doctors/${doctor.id}#review`)}`, {
      timeout: 20_000,
    });
    await expect(page.getByText(t.empty)).toBeVisible();

    await signIn(page, account);
    await page.goto(`/doctors/${doctor.id}?lang=${lang}`);
    const form = page.locator('form#review');
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByText(t.titleRequired)).toBeVisible();
    await expect(form.getByText(t.starsRequired)).toBeVisible();

    // The fourth star of the rating group.
    await form.getByRole('group', { name: t.rating }).locator('label').nth(3).click();
    await expect(form.getByRole('radio', { name: t.fourStars })).toBeChecked();
    await form.getByLabel(t.title, { exact: true }).fill(t.written.title);
    await form.getByLabel(t.text).fill(t.written.text);
    await form.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.thanks).first()).toBeVisible();
    const list = page.getByRole('region', { name: t.reviews });
    await expect(list.getByText(t.written.title)).toBeVisible();
    await expect(list.getByText('Salma H.')).toBeVisible();
    await expect(page.getByRole('img', { name: t.score })).toBeVisible();
    await expectAccessible(page);

    // In the other language: the same review, and the rating in that language's digits.
    await page.goto(`/doctors/${doctor.id}?lang=${lang === 'en' ? 'ar' : 'en'}`);
    await expect(page.getByRole('img', { name: other.score })).toBeVisible();
    await expect(page.getByRole('region', { name: other.reviews }).getByText(t.written.title)).toBeVisible();
  });
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`sorts by the soonest free slot; the profile's red button opens booking on that slot (${lang})`, async ({
    page,
    request,
  }) => {
    const t =
      lang === 'en'
        ? {
            soonest: 'Soonest available',
            available: /^Available (today|tomorrow|\w{3} \d+ \w{3},) /,
            book: /^Book (today|tomorrow|\w{3} \d+ \w{3},) /,
          }
        : { soonest: 'الأقرب موعدًا', available: /^متاح (اليوم|غدًا|.+،) /, book: /^احجز (اليوم|غدًا|.+،) / };
    const account = await createAccount(request);
    await signIn(page, account);
    // Among demo doctors: the doctors the fixtures make open a slot a minute away, which puts them first in this
    // order, and their tests book it moments later, while this one may be opening that doctor's page (it then
    // rightly offers nothing to book).
    const theirs = await fixtureDoctorsSpecialty(request);
    const specialties = (await (await request.get('/api/v1/specialties')).json()).items as { slug: string }[];
    const specialty = specialties.find((s) => s.slug !== theirs)!;
    await page.goto(`/doctors?specialty=${specialty.slug}&lang=${lang}`);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: t.soonest }).click();
    await expect(page).toHaveURL(/sort=soonest/);
    await expect(page.getByRole('button', { name: t.soonest })).toHaveAttribute('aria-pressed', 'true');
    // The previous order stays on screen until the sorted one arrives; a card clicked as the list changes under
    // the pointer may never get the click.
    await expect(page.locator('[aria-live="polite"][aria-busy="true"]')).toHaveCount(0);
    const first = page.getByRole('article').first();
    await expect(first.getByText(t.available)).toBeVisible();

    await first.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/doctors\/[0-9a-f-]{36}$/);
    const button = page.getByRole('link', { name: t.book });
    await expect(button).toBeVisible();
    const label = (await button.textContent()) ?? '';
    await button.click();
    await expect(page).toHaveURL(/\/bookdoctor\?slot=/);
    // The slot the button named is the one selected, among the slots the booking screen offers.
    const chosen = page.locator('input[type="radio"][name="startsAt"]:checked');
    await expect(chosen).toHaveCount(1);
    const time = (await chosen.locator('xpath=..').locator('[data-time]').textContent()) ?? '';
    expect(label).toContain(time.trim());
  });
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the doctor's page does not move as it loads and its scripts run (${lang})`, async ({
    browser,
    page,
    request,
  }) => {
    const res = await request.get('/api/v1/doctors?limit=1');
    const doctor = ((await res.json()) as { items: { id: string }[] }).items[0]!;
    const heading = (p: Page) => p.getByRole('heading', { level: 1 });
    const reviews = (p: Page) => p.getByRole('heading', { level: 2, name: lang === 'en' ? 'Reviews' : 'التقييمات' });
    // The page as the server's HTML draws it before any script has run (scripts on, none delivered).
    const phone = isPhone(page);
    const context = await browser.newContext({ viewport: page.viewportSize(), isMobile: phone, hasTouch: phone });
    let before: { heading?: number; reviews?: number } = {};
    try {
      await context.route(/\.js(\?|$)/, (route) => route.abort());
      const unscripted = await context.newPage();
      await unscripted.goto(`/doctors/${doctor.id}?lang=${lang}`);
      await expect(heading(unscripted)).toHaveText(lang === 'en' ? /^Dr\/ / : /^د\/ /);
      await unscripted.evaluate(() => document.fonts.ready);
      before = {
        heading: (await heading(unscripted).boundingBox())?.y,
        reviews: (await reviews(unscripted).boundingBox())?.y,
      };
    } finally {
      await context.close();
    }
    // Cumulative layout shift as browsers report it: every shift not caused by the user's input.
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/doctors/${doctor.id}?lang=${lang}`, { waitUntil: 'networkidle' });
    await expect(heading(page)).toHaveText(lang === 'en' ? /^Dr\/ / : /^د\/ /);
    // The reviews and the sign-in prompt under them are in the page from the start.
    await expect(page.locator('#review')).toBeVisible();
    // Two frames, so the last layout is reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(before.heading).toBeGreaterThan(0);
    expect((await heading(page).boundingBox())?.y).toBeCloseTo(before.heading!, 0);
    expect((await reviews(page).boundingBox())?.y).toBeCloseTo(before.reviews!, 0);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.1);
  });
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a review the spec's client wrote without stars shows its title and text, without stars (${lang})`, async ({
    page,
    request,
  }) => {
    // Waiting for the visit to begin takes up to a minute and a half.
    test.setTimeout(180_000);
    const t = review[lang];
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const credentials = { email: `nour.${unique}@example.com`, password: 'a long test passphrase' };
    const signup = await request.post('/compat/signup', {
      data: {
        userName: 'Nour Salem',
        mobilePhone: '01001234567',
        Email: credentials.email,
        birthDate: '1994-06-12',
        Password: credentials.password,
      },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    await confirmAddress(request, credentials.email, (await signup.json()).Token);
    // Only a patient who has seen the doctor may review them.
    const doctor = { id: await doctorSeenBy(request, credentials) };
    const title = `Listened carefully ${unique}`;
    const created = await request.post('/compat/createreview', {
      data: { Title: title, Text: 'Explained every step of the treatment.', DoctorId: doctor.id, userName: 'Nour' },
      headers: { authorization: `Bearer ${(await signup.json()).Token}` },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/doctors/${doctor.id}?lang=${lang}`);
    const item = page.getByRole('region', { name: t.reviews }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(item.getByText('Explained every step of the treatment.')).toBeVisible();
    await expect(item.getByText('Nour S.')).toBeVisible();
    await expect(item.getByRole('img')).toHaveCount(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const words = {
    en: {
      older: 'Older',
      pages: 'Review pages',
      book: /^Book/,
      visitRequired: 'You can review a doctor after a visit with them',
    },
    ar: {
      older: 'الأقدم',
      pages: 'صفحات التقييمات',
      book: /^احجز/,
      visitRequired: 'يمكنك تقييم الطبيب بعد زيارته',
    },
  } as const;

  for (const lang of ['en', 'ar'] as Lang[]) {
    test(`a doctor's page shows the profile, pages the reviews and answers the review form (${lang})`, async ({
      page,
      request,
    }) => {
      const t = { ...review[lang], ...words[lang] };
      // A demo doctor with more reviews than a page holds (five).
      const listed = (await (await request.get('/api/v1/doctors?limit=50')).json()) as { items: { id: string }[] };
      let doctorId = '';
      let total = 0;
      for (const d of listed.items) {
        total = (await (await request.get(`/api/v1/doctors/${d.id}/reviews?limit=1`)).json()).total as number;
        if (total > 5) {
          doctorId = d.id;
          break;
        }
      }
      expect(doctorId).not.toBe('');

      await page.goto(`/doctors/${doctorId}?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? /^Dr\/ / : /^د\/ /);
      await expect(page.getByRole('link', { name: t.book }).first()).toHaveAttribute(
        'href',
        new RegExp(`^/doctors/${doctorId}/bookdoctor`),
      );
      await expect(page.locator(`a[href^="/doctors/${doctorId}/waitlist"]`)).toBeVisible();
      const list = page.getByRole('region', { name: t.reviews });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      const first = await list.getByRole('listitem').first().innerText();
      await list.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.older }).click();
      await expect(page).toHaveURL(/[?&]reviews=2/);
      await expect(list.getByRole('listitem')).toHaveCount(Math.min(5, total - 5));
      await expect(list.getByRole('listitem').first()).not.toHaveText(first);

      // A signed-in patient: the form is refused with every reason at once, then (no visit with this doctor)
      // with the reason the server gives, what was typed kept.
      const account = await createAccount(request);
      await signInByApi(page, account);
      await page.goto(`/doctors/${doctorId}?lang=${lang}`);
      const form = page.locator('form#review');
      await form.getByRole('button', { name: t.send }).click();
      await expect(page).toHaveURL(/#review$/);
      await expect(form.getByText(t.titleRequired)).toBeVisible();
      await expect(form.getByText(t.starsRequired)).toBeVisible();
      await form.getByRole('group', { name: t.rating }).locator('label').nth(3).click();
      await expect(form.getByRole('radio', { name: t.fourStars })).toBeChecked();
      await form.getByLabel(t.title, { exact: true }).fill(t.written.title);
      await form.getByLabel(t.text).fill(t.written.text);
      await form.getByRole('button', { name: t.send }).click();
      await expect(form.getByRole('alert')).toContainText(t.visitRequired);
      await expect(form.getByLabel(t.title, { exact: true })).toHaveValue(t.written.title);
      await expect(form.getByLabel(t.text)).toHaveValue(t.written.text);
      await expect(form.getByRole('radio', { name: t.fourStars })).toBeChecked();
    });
  }
});
