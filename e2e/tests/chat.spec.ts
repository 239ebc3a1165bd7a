import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, expectLanguage, signIn, test, type Lang } from './fixtures.ts';

const words = {
  en: {
    heading: 'Use our symptom checker to learn why you’re not feeling well.',
    greeting: /how old/i,
    placeholder: 'Your message…',
    send: 'Send Message',
    age: '34',
    sex: 'Female',
    complaint: 'I have had a bad headache and a fever for two days',
    no: 'No',
    required: 'Message is required',
    book: /^Book a .+ doctor$/,
    endChat: 'End Chat',
    needsScript: 'The symptom checker needs JavaScript.',
    call: 'Call 123',
    doctors: 'Find a doctor',
    specialties: 'Find a doctor by specialty',
  },
  ar: {
    heading: 'استخدم فاحص الأعراض لتعرف سبب تعبك.',
    greeting: /عمر/,
    placeholder: 'اكتب رسالتك…',
    send: 'إرسال الرسالة',
    age: '٣٤',
    sex: 'أنثى',
    complaint: 'عندي كحة وسخونية من امبارح وزوري واجعني',
    no: 'لا',
    required: 'الرسالة مطلوبة',
    book: /^احجز مع طبيب .+$/,
    endChat: 'إنهاء المحادثة',
    needsScript: 'فاحص الأعراض يحتاج إلى JavaScript.',
    call: 'اتصل بـ 123',
    doctors: 'ابحث عن دكتور',
    specialties: 'ابحث عن دكتور حسب التخصص',
  },
} as const;

function chatLog(page: Page | Locator) {
  return page.getByRole('log');
}

/** Sends a message and waits for the bot's answer to it. */
async function say(page: Page, lang: Lang, text: string) {
  const bots = chatLog(page).locator('[data-role="bot"]');
  const before = await bots.count();
  await page.getByPlaceholder(words[lang].placeholder).fill(text);
  await page.getByRole('button', { name: words[lang].send, exact: true }).click();
  await expect(bots).toHaveCount(before + 1);
}

/** Clicks one of the offered answers and waits for the next bot message. */
async function choose(page: Page, option: string) {
  const bots = chatLog(page).locator('[data-role="bot"]');
  const before = await bots.count();
  await chatLog(page).getByRole('group').getByRole('button', { name: option, exact: true }).click();
  await expect(bots).toHaveCount(before + 1);
}

async function converseToResult(page: Page, lang: Lang) {
  const w = words[lang];
  await expect(chatLog(page).locator('[data-role="bot"]').first()).toContainText(w.greeting);
  await say(page, lang, w.age);
  // Focus stays in the message box after sending.
  await expect(page.getByPlaceholder(w.placeholder)).toBeFocused();
  await choose(page, w.sex);
  await say(page, lang, w.complaint);
  const assessment = page.getByTestId('assessment');
  for (let i = 0; i < 30 && !(await assessment.isVisible()); i++) {
    // "No" to yes/no questions; "Don't know" (always the last option) to the others.
    const options = chatLog(page).getByRole('group').getByRole('button');
    const no = options.filter({ hasText: new RegExp(`^${w.no}$`) });
    await choose(page, (await no.count()) ? w.no : (await options.last().textContent())!);
  }
  await expect(assessment).toBeVisible();
  return assessment;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a conversation in ${lang} on /chatbot reaches a result that links to the doctor search`, async ({ page }) => {
    const w = words[lang];
    await page.goto(`/chatbot?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.heading);
    const assessment = await converseToResult(page, lang);
    await expect(chatLog(page).locator('[data-role="user"]').first()).toContainText(w.age);
    await expect(assessment.locator('[data-urgency]')).toBeVisible();
    await expect(assessment.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    const book = assessment.getByRole('link', { name: w.book });
    const name = (await book.textContent())!;
    const href = (await book.getAttribute('href'))!;
    expect(href).toMatch(/^\/doctors\?specialty=[a-z-]+$/);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    // The doctor search knows the specialty: its heading names it as the link did.
    const specialty =
      lang === 'en' ? name.replace(/^Book a /, '').replace(/ doctor$/, '') : name.replace(/^احجز مع طبيب /, '');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(specialty);
  });
}

test('without JavaScript the page says the chat needs it and offers the ambulance and the doctor search', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const lang of ['en', 'ar'] as const) {
      const w = words[lang];
      await page.goto(`/chatbot?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.heading);
      const main = page.getByRole('main');
      await expect(main.getByText(w.needsScript, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: w.call, exact: true })).toHaveAttribute('href', 'tel:123');
      await expect(main.getByRole('link', { name: w.doctors, exact: true })).toHaveAttribute('href', '/doctors');
      await expect(main.getByRole('link', { name: w.specialties, exact: true })).toHaveAttribute(
        'href',
        '/specialty-directory',
      );
      await expect(chatLog(page)).toHaveCount(0);
      await main.getByRole('link', { name: w.specialties, exact: true }).click();
      await expect(page).toHaveURL(/\/specialty-directory$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test('the conversation mounts in the space the server kept for it: nothing below it moves', async ({
  browser,
  page,
}) => {
  // Where the footer starts in the server's HTML before any script has run (scripts on, none delivered: the
  // frame empty, as a visitor sees it until the conversation mounts), then once the conversation has started.
  const phone = (page.viewportSize()?.width ?? 1280) <= 412;
  const context = await browser.newContext({ viewport: page.viewportSize(), isMobile: phone, hasTouch: phone });
  let before: number | undefined;
  try {
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const unscripted = await context.newPage();
    await unscripted.goto('/chatbot?lang=en');
    await expect(unscripted.getByRole('heading', { level: 1 })).toHaveText(words.en.heading);
    await expect(chatLog(unscripted)).toHaveCount(0);
    before = (await unscripted.locator('footer').first().boundingBox())?.y;
  } finally {
    await context.close();
  }
  await page.goto('/chatbot?lang=en');
  await expect(chatLog(page).locator('[data-role="bot"]').first()).toContainText(words.en.greeting);
  await expect(page.getByRole('button', { name: words.en.endChat })).toBeEnabled();
  expect(before).toBeGreaterThan(0);
  expect((await page.locator('footer').first().boundingBox())?.y).toBeCloseTo(before!, 0);
});

test('a red flag ends the chat at once with the ambulance number', async ({ page }) => {
  await page.goto('/chatbot?lang=ar');
  await expect(chatLog(page).locator('[data-role="bot"]').first()).toContainText(words.ar.greeting);
  await say(page, 'ar', 'عندي ألم شديد في صدري ومش قادر أتنفس');
  const call = page.getByTestId('assessment').getByRole('link', { name: 'اتصل بـ 123' });
  await expect(call).toHaveAttribute('href', 'tel:123');
  await expect(page.getByTestId('assessment').locator('[data-urgency="emergency"]')).toBeVisible();
});

test('an empty message is refused with a message, in both languages', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/chatbot?lang=${lang}`);
    await expect(chatLog(page).locator('[data-role="bot"]').first()).toContainText(words[lang].greeting);
    await page.getByRole('button', { name: words[lang].send, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(words[lang].required);
    await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);
  }
});

test('the floating chat on the home page asks before closing', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Chat with the symptom checker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Symptom checker' });
  await expect(dialog).toBeVisible();
  await expect(chatLog(dialog).locator('[data-role="bot"]').first()).toContainText(words.en.greeting);
  await expect(dialog.getByPlaceholder('Your message…')).toBeFocused();

  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Message is required');

  await dialog.getByPlaceholder('Your message…').fill('40');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('group').getByRole('button', { name: 'Male', exact: true })).toBeVisible();
  await expect(dialog.locator('[data-role="user"]')).toHaveText(/40/);

  await dialog.getByRole('button', { name: 'Close the chat' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to close the chat?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-role="user"]')).toHaveText(/40/);

  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with the symptom checker' })).toBeFocused();
});

test('the floating chat speaks Arabic on the Arabic home page', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expectLanguage(page, 'ar');
  await page.getByRole('button', { name: 'تحدّث مع فاحص الأعراض' }).click();
  const dialog = page.getByRole('dialog', { name: 'فاحص الأعراض' });
  await expect(chatLog(dialog).locator('[data-role="bot"]').first()).toContainText(words.ar.greeting);
  await expect(dialog.getByPlaceholder('اكتب رسالتك…')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'إغلاق المحادثة' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('هل أنت متأكد أنك تريد إغلاق المحادثة؟');
  await page.getByRole('alertdialog').getByRole('button', { name: 'نعم' }).click();
  await expect(dialog).toBeHidden();
});

test('a signed-in user finds the ended chat in the profile chat history', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/chatbot?lang=en');
  await converseToResult(page, 'en');
  const topCondition = (await page
    .getByTestId('assessment')
    .getByRole('listitem')
    .first()
    .locator('span')
    .first()
    .textContent())!;
  await page.getByRole('button', { name: 'End Chat' }).click();
  await expect(page.getByText('The chat has ended and is saved in your chat history.')).toBeVisible();
  await page.getByRole('link', { name: 'Open your chat history' }).click();

  await expect(page).toHaveURL(/\/profile\/chats$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Chat history' })).toBeVisible();
  const entry = page.getByRole('link', { name: topCondition });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/profile\/chats\/[0-9a-f-]{36}$/);
  await expect(chatLog(page).locator('[data-role="user"]').first()).toContainText('34');
  await expect(page.getByTestId('assessment')).toBeVisible();
  await expectAccessible(page);
});

test('a visitor who ends a chat is told it is not saved', async ({ page }) => {
  await page.goto('/chatbot?lang=en');
  await expect(chatLog(page).locator('[data-role="bot"]')).toHaveCount(1);
  await say(page, 'en', '30');
  await page.getByRole('button', { name: 'End Chat' }).click();
  await expect(page.getByText('The chat has ended.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start a new chat' }).click();
  await expect(chatLog(page).locator('[data-role="bot"]')).toHaveCount(1);
  await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);
});

test('an expired chat offers to start a new one', async ({ page }) => {
  await page.goto('/chatbot?lang=en');
  await expect(chatLog(page).locator('[data-role="bot"]')).toHaveCount(1);
  // The server forgets idle chats after a day; here it answers as it would then.
  await page.route('**/api/v1/chat/sessions/*/messages', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'not_found', message: 'Not found', fields: { session: 'session_expired' } },
      }),
    }),
  );
  await page.getByPlaceholder('Your message…').fill('30');
  await page.getByRole('button', { name: 'Send Message', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This chat has expired or ended.');
  await page.unroute('**/api/v1/chat/sessions/*/messages');
  await page.getByRole('button', { name: 'Start a new chat' }).click();
  await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);
  await expect(chatLog(page).locator('[data-role="bot"]')).toHaveCount(1);
  await say(page, 'en', '30');
  await expect(chatLog(page).getByRole('button', { name: 'Male', exact: true })).toBeVisible();
});

test('a chat that cannot start says so in Arabic and can be retried', async ({ page }) => {
  await page.route('**/api/v1/chat/sessions', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } }),
    }),
  );
  await page.goto('/chatbot?lang=ar');
  await expect(page.getByRole('alert')).toContainText('تعذّر بدء جلسة المحادثة');
  await page.unroute('**/api/v1/chat/sessions');
  await page.getByRole('button', { name: 'حاول مرة أخرى' }).click();
  await expect(chatLog(page).locator('[data-role="bot"]').first()).toContainText(words.ar.greeting);
});
