import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectLanguage, test, type Lang } from './fixtures.ts';

const words = {
  en: {
    greeting: /how old/i,
    placeholder: 'Your message…',
    send: 'Send Message',
    age: '35',
    sex: 'Male',
    complaint: 'I have a fever and pain',
    understood: /I understood: fever/,
    question: /Where is the pain\?/,
    region: 'Chest',
    dontKnow: "Don't know",
    search: 'Search the answers',
    dir: 'ltr',
  },
  ar: {
    greeting: /عمر/,
    placeholder: 'اكتب رسالتك…',
    send: 'إرسال الرسالة',
    age: '٣٥',
    sex: 'ذكر',
    complaint: 'عندي سخونية ووجع',
    understood: /فهمت إن عندك: سخونية/,
    question: /الألم فين؟/,
    region: 'الصدر',
    dontKnow: 'لا أعرف',
    search: 'ابحث في الإجابات',
    dir: 'rtl',
  },
} as const;

const log = (page: Page) => page.getByRole('log');
const bots = (page: Page) => log(page).locator('[data-role="bot"]');

async function say(page: Page, lang: Lang, text: string) {
  const before = await bots(page).count();
  await page.getByPlaceholder(words[lang].placeholder).fill(text);
  await page.getByRole('button', { name: words[lang].send, exact: true }).click();
  await expect(bots(page)).toHaveCount(before + 1);
}

async function choose(page: Page, option: string) {
  const before = await bots(page).count();
  await log(page).getByRole('group').getByRole('button', { name: option, exact: true }).click();
  await expect(bots(page)).toHaveCount(before + 1);
}

for (const lang of ['en', 'ar'] as const) {
  test(`the chat asks where it hurts in lay body regions and takes the region clicked (${lang})`, async ({ page }) => {
    const w = words[lang];
    await page.goto(`/chatbot?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(bots(page).first()).toContainText(w.greeting);
    await say(page, lang, w.age);
    await choose(page, w.sex);
    await say(page, lang, w.complaint);
    // What the complaint was understood as is shown back before the first question.
    await expect(bots(page).last()).toContainText(w.understood);

    // Earlier questions (the triage protocol's, say) are answered "don't know" until the region question.
    for (let i = 0; i < 25 && !w.question.test((await bots(page).last().textContent()) ?? ''); i++) {
      await expect(page.getByTestId('assessment')).toHaveCount(0);
      await choose(page, w.dontKnow);
    }
    const question = bots(page).last();
    await expect(question).toContainText(w.question);
    await expect(log(page)).toHaveAttribute('dir', w.dir);

    // Lay regions, never the anatomical list; at most about ten buttons, with a search box over the rest.
    const buttons = log(page).getByRole('group').getByRole('button');
    const labels = await buttons.allTextContents();
    expect(labels.length).toBeLessThanOrEqual(10);
    for (const label of labels) expect(label).not.toMatch(/\((R|L)\)|iliac|palmar|الحرقفة/);
    await expect(buttons.last()).toHaveText(w.dontKnow);
    await expect(page.getByRole('searchbox', { name: w.search })).toBeVisible();
    await expectAccessible(page);

    const region = log(page).getByRole('group').getByRole('button', { name: w.region, exact: true });
    if (!(await region.isVisible())) await page.getByRole('searchbox', { name: w.search }).fill(w.region);
    const before = await bots(page).count();
    await region.click();
    await expect(bots(page)).toHaveCount(before + 1);
    await expect(log(page).locator('[data-role="user"]').last()).toHaveText(new RegExp(w.region));
    // The answer was understood: the same question is not asked again.
    await expect(bots(page).last()).not.toContainText(w.question);
  });
}
