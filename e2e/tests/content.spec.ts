import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  clientAddress,
  createAccount,
  expect,
  expectAccessible,
  expectAccessibleWithoutScript,
  expectLanguage,
  originOf,
  type Lang,
  signIn,
  test,
} from './fixtures.ts';

/** Each page's own title, description and one sentence only that page says. */
const pages: Record<string, Record<Lang, { h1: string; description: RegExp; sentence: string }>> = {
  '/service': {
    en: {
      h1: 'Our Services',
      description: /Find a doctor or a clinic, check your symptoms/,
      sentence: "Booking through Tabib is free: you pay the doctor's fee at the clinic",
    },
    ar: {
      h1: 'خدماتنا',
      description: /ابحث عن دكتور أو عيادة/,
      sentence: 'الحجز عن طريق طبيب مجاني: تدفع كشف الدكتور في العيادة',
    },
  },
  '/aboutus': {
    en: {
      h1: 'About us',
      description: /Why we built Tabib/,
      sentence: 'We built Tabib because finding the right doctor in Egypt should not depend on who you know.',
    },
    ar: {
      h1: 'من نحن',
      description: /لماذا بنينا طبيب/,
      sentence: 'بنينا طبيب لأن الوصول إلى الدكتور المناسب في مصر لا يجب أن يتوقف على معارفك.',
    },
  },
  '/privacy-policy': {
    en: {
      h1: 'Privacy Policy',
      description: /Personal Data Protection Law/,
      sentence: 'Nobody buys your data from us: we do not sell or rent personal data to anyone.',
    },
    ar: {
      h1: 'سياسة الخصوصية',
      description: /قانون حماية البيانات الشخصية المصري/,
      sentence: 'لا أحد يشتري بياناتك منا: لا نبيع البيانات الشخصية ولا نؤجرها لأي جهة.',
    },
  },
  '/terms-of-service': {
    en: {
      h1: 'Terms of Service',
      description: /booking free and paying at the clinic/,
      sentence: 'The symptom checker is a decision aid, not a diagnosis, and Tabib is not an emergency service',
    },
    ar: {
      h1: 'شروط الخدمة',
      description: /الحجز مجاني والدفع في العيادة/,
      sentence: 'فاحص الأعراض أداة تساعدك على القرار وليس تشخيصاً، وطبيب ليس خدمة طوارئ',
    },
  },
  '/faq': {
    en: { h1: 'Frequently asked questions', description: /joining as a doctor/, sentence: 'Is booking really free?' },
    ar: { h1: 'الأسئلة الشائعة', description: /الانضمام كدكتور/, sentence: 'هل الحجز مجاني فعلاً؟' },
  },
  '/contact': {
    en: {
      h1: 'Contact us',
      description: /Write to the Tabib team/,
      sentence: 'In a medical emergency do not wait for our reply: call an ambulance on 123.',
    },
    ar: {
      h1: 'تواصل معنا',
      description: /راسل فريق طبيب/,
      sentence: 'في الحالات الطبية الطارئة لا تنتظر ردنا: اتصل بالإسعاف على 123.',
    },
  },
};

for (const [route, byLang] of Object.entries(pages)) {
  for (const lang of ['ar', 'en'] as const) {
    test(`${route} shows its own content, title and description (${lang})`, async ({ page }) => {
      const expected = byLang[lang];
      await page.goto(`${route}?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(expected.sentence, { exact: false }).first()).toBeVisible();
      await expect(page).toHaveTitle(`${expected.h1} | ${lang === 'ar' ? 'طبيب' : 'Tabib'}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description);
      await expectAccessible(page);
    });
  }
}

test('the services page leads each of the five services to its feature', async ({ page }) => {
  await page.goto('/service?lang=en');
  const details = page.getByRole('region', { name: 'How each service works' });
  const links: [string, RegExp][] = [
    ['Search doctors', /\/doctors$/],
    ['Browse clinics by area', /\/doctors$/],
    ['Start the symptom checker', /\/chatbot$/],
    ['Find telehealth doctors', /\/doctors\?telehealth=true$/],
    ['See top-rated doctors', /\/doctors\?sort=rating$/],
  ];
  for (const [name, href] of links) await expect(details.getByRole('link', { name })).toHaveAttribute('href', href);
  await details.getByRole('link', { name: 'Start the symptom checker' }).click();
  await expect(page).toHaveURL(/\/chatbot$/);
});

test('the terms keep the eight titled cards, three columns on a desktop and one on a phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/terms-of-service?lang=en');
  const titles = [
    'Overview of the Platform and Services',
    'Information We Collect',
    'How We Use Your Data',
    'Sharing Your Data',
    'Your Rights and Choices',
    'Data Security',
    'Cookies',
    'Contact Us',
  ];
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles);
  const texts = await cards.locator('p').allTextContents();
  expect(new Set(texts).size, 'every card has its own text').toBe(8);
  const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  if (isMobile) {
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  } else {
    expect(Math.abs(boxes[0]!.y - boxes[2]!.y)).toBeLessThan(2);
    expect(boxes[0]!.x).not.toBe(boxes[1]!.x);
  }
  await page.goto('/terms-of-service?lang=ar');
  await expect(page.getByRole('heading', { level: 2, name: 'نظرة عامة على المنصة والخدمات' })).toBeVisible();
});

test('FAQ answers open and close with the keyboard and the mouse', async ({ page }) => {
  await page.goto('/faq?lang=en');
  const answer = page.getByText('Booking through Tabib costs nothing.');
  await expect(answer).toBeHidden();
  await page.getByText('Is booking really free?').click();
  await expect(answer).toBeVisible();
  await page.getByText('Is booking really free?').click();
  await expect(answer).toBeHidden();
  const checker = page.locator('summary', { hasText: 'Is the symptom checker a diagnosis?' });
  await checker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('It is a decision aid, not a diagnosis')).toBeVisible();
  await page.goto('/faq?lang=ar');
  await page.getByText('كيف ألغي موعداً؟').click();
  await expect(page.getByText('افتح مواعيدي، واختر الموعد واضغط إلغاء.')).toBeVisible();
});

/** The server limits contact messages per client address; each test writes from its own. */
async function asNewClient(page: Page) {
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

test('the contact form explains every missing or bad field, in both languages, and sends nothing', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/contact')) posts += 1;
  });
  await page.goto('/contact?lang=en');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Comment is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name').fill('Omar');
  await page.getByLabel('Email').fill('omar@');
  await page.getByLabel('Comment').fill('Hi');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible();
  await expect(page.getByText('Comment must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);

  await page.goto('/contact?lang=ar');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('الاسم مطلوب')).toBeVisible();
  await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
  await expect(page.getByText('التعليق مطلوب')).toBeVisible();
  await expectAccessible(page);
  expect(posts).toBe(0);
});

const contact = {
  en: {
    name: 'Name',
    email: 'Email',
    comment: 'Comment',
    send: 'Send',
    sent: (email: string) => `Thank you. We received your message and will reply to ${email}.`,
    sentByMail: 'Thank you. We received your message and will reply by e-mail.',
  },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    comment: 'التعليق',
    send: 'إرسال',
    sent: (email: string) => `شكراً لك. وصلتنا رسالتك وسنرد على ${email}.`,
    sentByMail: 'شكراً لك. وصلتنا رسالتك وسنرد عليك بالبريد الإلكتروني.',
  },
};

for (const lang of ['en', 'ar'] as const) {
  const c = contact[lang];

  test(`a visitor sends a message and sees the confirmation only after the server stored it (${lang})`, async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto(`/contact?lang=${lang}`);
    const email = `nour.${Date.now()}@example.com`;
    await page.getByLabel(c.name).fill(lang === 'en' ? 'Nour Hassan' : 'نور حسن');
    await page.getByLabel(c.email).fill(email);
    await page.getByLabel(c.comment).fill(lang === 'en' ? 'How do I add my insurance?' : 'كيف أضيف بيانات التأمين؟');
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: c.send }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.locator('#contact-form').getByRole('status')).toHaveText(c.sent(email));
    // Sent without a reload, the comment emptied for the next one.
    await expect(page).toHaveURL(/\/contact\?lang=/);
    await expect(page.getByLabel(c.comment)).toHaveValue('');
    await expectAccessible(page);
  });

  test(`without JavaScript the contact form is answered by the server, in the page's language (${lang})`, async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const visitor = await context.newPage();
    try {
      await visitor.goto(`/contact?lang=${lang}`);
      // The browser's own check stops an empty form: nothing is posted.
      await visitor.getByRole('button', { name: c.send }).click();
      await expect(visitor).toHaveURL(new RegExp(`/contact\\?lang=${lang}$`));
      await visitor.getByLabel(c.name).fill(lang === 'en' ? 'Nour Hassan' : 'نور حسن');
      await visitor.getByLabel(c.email).fill(`nojs.${Date.now()}@example.com`);
      await visitor
        .getByLabel(c.comment)
        .fill(lang === 'en' ? 'How do I add my insurance?' : 'كيف أضيف بيانات التأمين؟');
      await visitor.getByRole('button', { name: c.send }).click();
      await expect(visitor).toHaveURL(/\/contact\?.*sent=1/);
      await expectLanguage(visitor, lang);
      await expect(visitor.locator('#contact-form').getByRole('status')).toHaveText(c.sentByMail);
      await expectAccessibleWithoutScript(visitor);
    } finally {
      await context.close();
    }
  });
}

test("a bad contact form posted around the browser is answered with the field's reason, in the page's language", async ({
  page,
  request,
}) => {
  const origin = await originOf(request);
  const res = await request.post('/contact?lang=ar', {
    form: { name: 'Nour Hassan', email: 'nour@', comment: 'A message long enough.' },
    headers: { origin, 'x-forwarded-for': clientAddress() },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const location = res.headers().location!;
  expect(location).toMatch(/^\/contact\?lang=ar&error=validation_failed&field=email_invalid#contact-form$/);
  await page.goto(location);
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-email-error')).toHaveText('اكتب بريداً إلكترونياً صحيحاً، مثل name@example.com');
});

test('a signed-in patient finds their name and e-mail filled in', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Karim Mostafa' });
  await signIn(page, account);
  await asNewClient(page);
  await page.goto('/contact?lang=en');
  await expect(page.getByLabel('Name')).toHaveValue('Karim Mostafa');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByText('You are signed in, so we filled in your name and e-mail.')).toBeVisible();
  await page.getByLabel('Comment').fill('Please help me change my appointment time.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#contact-form').getByRole('status')).toHaveText(contact.en.sent(account.email));
});

test('too many messages from one address get a localised reason, and the message stays', async ({ page, request }) => {
  const address = await asNewClient(page);
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post('/api/v1/contact', {
      data: { name: 'Flood Test', email: 'flood@example.com', comment: `Message number ${i} for the limit.` },
      headers: { 'x-forwarded-for': address },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/contact?lang=en');
  await page.getByLabel('Name').fill('Flood Test');
  await page.getByLabel('Email').fill('flood@example.com');
  await page.getByLabel('Comment').fill('One message too many for this address.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#contact-form').getByRole('status')).toHaveText(
    'Too many attempts. Wait a little and try again.',
  );
  await expect(page.getByLabel('Comment')).toHaveValue('One message too many for this address.');
});

/** The server writes mail to DATA_DIR/outbox when no SMTP server is configured, as in these tests. */
async function mailsTo(address: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  let found: string[] = [];
  while (Date.now() < deadline) {
    found = [];
    for (const dir of fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('tabib-e2e-'))) {
      const outbox = path.join(os.tmpdir(), dir, 'outbox');
      if (!fs.existsSync(outbox)) continue;
      for (const file of fs.readdirSync(outbox).sort()) {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        if (raw.includes(`To: ${address}`)) found.push(raw);
      }
    }
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`expected ${count} mails to ${address}, found ${found.length}`);
}

function textPart(raw: string): string {
  const at = raw.indexOf('Content-Type: text/plain');
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64').toString('utf8');
}

for (const lang of ['en', 'ar'] as const) {
  test(`a reader joins the newsletter, confirms it from the one mail, and leaves it with the link from the welcome (${lang})`, async ({
    page,
  }) => {
    await asNewClient(page);
    const address = `leaver-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(`/?lang=${lang}`);
    await page.getByPlaceholder(lang === 'en' ? 'Your mail here' : /بريدك/).fill(address);
    await page.getByRole('button', { name: lang === 'en' ? 'Join' : 'اشترك' }).click();
    await expect(page.locator('#newsletter-status')).not.toBeEmpty();

    // Double opt-in: one mail, with the confirmation link, and nothing else until it is followed.
    const [confirmation] = await mailsTo(address, 1);
    const confirmText = textPart(confirmation!);
    expect(confirmText).toContain(
      lang === 'en' ? 'If it was not you, ignore this mail' : 'إن لم تطلب ذلك فتجاهل هذه الرسالة',
    );
    const confirmLink = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(confirmText)![0]);
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expectLanguage(page, lang);
    const c =
      lang === 'en'
        ? { button: 'Confirm my subscription', done: 'will receive the Tabib newsletter' }
        : { button: 'أكّد اشتراكي', done: 'تم: سيصل' };
    await page.getByRole('button', { name: c.button }).click();
    await expect(page.getByText(c.done).first()).toBeVisible();
    await expectAccessible(page);

    const mails = (await mailsTo(address, 2)).map(textPart);
    const text = mails.find((m) => m.includes('/newsletter/unsubscribe?'))!;
    expect(text).toContain(lang === 'en' ? 'Thank you for joining the Tabib newsletter' : 'شكراً لاشتراكك في نشرة طبيب');
    const link = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expectLanguage(page, lang);
    const t =
      lang === 'en'
        ? {
            question: 'Do you want to stop receiving the Tabib newsletter?',
            button: 'Unsubscribe',
            done: 'will not receive the newsletter any more',
          }
        : { question: 'هل تريد التوقف عن استلام نشرة طبيب؟', button: 'إلغاء الاشتراك', done: 'لن يصل العنوان' };
    await expect(page.getByText(t.question)).toBeVisible();
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByText(t.done)).toBeVisible();
    await expect(page.getByText(`${address[0]}***@example.com`)).toBeVisible();
    await expectAccessible(page);
  });
}

const newsletter = {
  en: {
    placeholder: 'Your mail here',
    join: 'Join',
    sent: 'Almost done: we sent you a mail with a link. Open it to confirm, and the newsletter starts.',
    invalid: 'Enter a valid e-mail address, like name@example.com.',
    ignore: 'If it was not you, ignore this mail',
  },
  ar: {
    placeholder: 'بريدك الإلكتروني هنا',
    join: 'اشترك',
    sent: 'خطوة أخيرة: أرسلنا إليك رسالة فيها رابط. افتحه لتأكيد اشتراكك وتبدأ النشرة.',
    invalid: 'اكتب بريداً إلكترونياً صحيحاً، مثل name@example.com.',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة',
  },
} satisfies Record<Lang, Record<string, string>>;

for (const lang of ['en', 'ar'] as const) {
  const s = newsletter[lang];
  test(`without JavaScript the footer's newsletter form signs up, refuses a bad address, and stays on the page (${lang})`, async ({
    browser,
    page,
  }) => {
    test.slow();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const visitor = await context.newPage();
    await visitor.goto(`/faq?lang=${lang}`);
    const form = visitor.locator('form#newsletter');

    // A bad address: back on the same page, in its language, with the reason at the form.
    await form.getByPlaceholder(s.placeholder).fill('not-an-address');
    await form.getByRole('button', { name: s.join }).click();
    await expect(visitor).toHaveURL(/\/faq\?.*newsletter=invalid_email/);
    await expectLanguage(visitor, lang);
    await expect(form.getByRole('status')).toHaveText(s.invalid);
    await expect(form.getByPlaceholder(s.placeholder)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleWithoutScript(visitor);

    // A good one: the same page again, the confirmation sent (double opt-in: one mail, the link in it).
    const address = `nojs-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await form.getByPlaceholder(s.placeholder).fill(address);
    await form.getByRole('button', { name: s.join }).click();
    await expect(visitor).toHaveURL(/\/faq\?.*newsletter=confirmation_sent/);
    await expect(visitor).not.toHaveURL(/invalid_email/);
    await expectLanguage(visitor, lang);
    await expect(form.getByRole('status')).toHaveText(s.sent);
    const [confirmation] = await mailsTo(address, 1);
    expect(textPart(confirmation!)).toContain(s.ignore);

    // Signing up again tells nothing new, and sends nothing more.
    await form.getByPlaceholder(s.placeholder).fill(address);
    await form.getByRole('button', { name: s.join }).click();
    await expect(form.getByRole('status')).toHaveText(s.sent);
    await visitor.waitForTimeout(1000);
    expect(await mailsTo(address, 1)).toHaveLength(1);
    await context.close();
  });
}

test('an unknown or missing unsubscribe token gets a clear explanation, without JavaScript too', async ({
  browser,
  page: withScripts,
}) => {
  // The page's form is the server's (newsletter-link-page.astro): no script is needed to press it.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: withScripts.viewportSize(),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const page = await context.newPage();
  await page.goto('/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000&lang=en');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await page.goto('/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000&lang=ar');
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(page.getByText('رابط إلغاء الاشتراك هذا غير صالح.')).toBeVisible();
  await page.goto('/newsletter/unsubscribe?lang=en');
  await expect(page.getByText('This page needs the link from a newsletter mail.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await context.close();
});

test('the home page offers installation only when the browser does', async ({ page }) => {
  await page.goto('/?lang=en');
  const section = page.getByRole('region', { name: 'Take Tabib with you' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await section.getByRole('button', { name: 'Install the app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(section.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
});

test('the web app manifest is linked and describes an installable app', async ({ page, request }) => {
  await page.goto('/?lang=en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Tabib · طبيب',
    short_name: expect.any(String),
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b6e6e',
    background_color: '#0b6e6e',
  });
  expect(manifest.description).toMatch(/احجز/);
  expect(manifest.description).toMatch(/book/i);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose && i.type === 'image/png');
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
});

test('a browser gets the app compressed: its files as the build compressed them, its answers at once', async ({
  page,
  request,
}) => {
  await page.goto('/?lang=en');
  // The app's stylesheet (its scripts' entry is under the 1 kB below which nothing is compressed).
  const styles = await page.locator('link[rel="stylesheet"][href^="/assets/"]').getAttribute('href');
  expect(styles).toBeTruthy();
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const file = await request.get(styles!, { headers: { 'accept-encoding': accepted } });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-encoding'], accepted).toBe(encoding);
    expect(file.headers()['vary']).toBe('Accept-Encoding');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await file.text()).toContain('{');
    // The search's answer: compressed whole, sent with its length.
    const search = await request.get('/api/v1/doctors?lang=en&limit=20', { headers: { 'accept-encoding': accepted } });
    expect(search.status()).toBe(200);
    expect(search.headers()['content-encoding'], accepted).toBe(encoding);
    expect(search.headers()['content-length']).toMatch(/^\d+$/);
    expect((await search.json()).items.length).toBeGreaterThan(0);
  }
});

test('the service worker controls the app, and a visited page reloads offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/aboutus?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The worker has a copy of this page and of the files it loaded.
  // Kept under its full address.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/aboutus?lang=ar')))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('tabib-assets-v1');
        const loaded = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'));
        const missing = [];
        for (const u of loaded) if (!(await cache.match(u.pathname))) missing.push(u.pathname);
        return missing;
      }),
    )
    .toEqual([]);
  // API answers are never kept.
  expect(await page.evaluate(async () => (await caches.match('/api/v1/auth/me')) === undefined)).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
    await expect(
      page.getByText('بنينا طبيب لأن الوصول إلى الدكتور المناسب في مصر لا يجب أن يتوقف على معارفك.'),
    ).toBeVisible();

    // A page never opened shows the bilingual offline page instead of the browser's error, in the language the
    // visitor reads (Arabic here), with a retry of the very address asked for.
    await page.goto('/privacy-policy');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لا يوجد اتصال بالإنترنت');
    await expect(page.getByRole('heading', { level: 2, name: 'You are offline' })).toBeVisible();
    const retry = page.getByRole('link', { name: /حاول مرة أخرى/ });
    expect(await retry.evaluate((a: HTMLAnchorElement) => a.href)).toBe(page.url());
  } finally {
    await context.setOffline(false);
  }
  // Requests that failed while offline (the session check) are expected; nothing else may fail.
  const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;
  const unexpected = consoleErrors.filter((e) => !offlineNoise.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('offline, a link from a page read in English opens the offline page in English', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/aboutus?lang=en');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.context().setOffline(true);
  try {
    // The footer's link to a page this visitor never opened.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'لا يوجد اتصال بالإنترنت' })).toBeVisible();
    // Try again asks for the same address: back online, it is the page itself.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: /Try again/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  } finally {
    await page.context().setOffline(false);
  }
  const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;
  const unexpected = consoleErrors.filter((e) => !offlineNoise.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
