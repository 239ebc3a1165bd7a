import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test, type Lang } from './fixtures.ts';

/**
 * Data written as the interface writes its own text (issue 36, decision 012): an English page shows no Arabic
 * punctuation, and an Arabic page no Latin digits, on the main pages with the demo data. Allowed on Arabic
 * pages: runs in Latin script (a brand "Arcoxia 120 mg", an e-mail address), phone numbers, and what is set
 * left-to-right on purpose (codes, inputs).
 */
const pages: Record<string, { path: (doctorId: string) => string; signedIn?: boolean }> = {
  home: { path: () => '/' },
  'doctor search': { path: () => '/doctors' },
  'a doctor': { path: (id) => `/doctors/${id}` },
  booking: { path: (id) => `/doctors/${id}/bookdoctor`, signedIn: true },
  'medicine library': { path: () => '/medicine-library' },
  'my appointments': { path: () => '/myappointments', signedIn: true },
};

/** Every visible text node's text, but for those inside an element set left-to-right or a form field. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[dir="ltr"], script, style, template, noscript')) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      const hidden = box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none';
      // Text for screen readers only (sr-only) is read in the page's language too: kept.
      if (hidden && !parent.closest('.sr-only')) continue;
      texts.push(text);
    }
    return texts;
  });
}

const arabicLetter = /[\u0621-\u064a]/;
const phone = /\+?\d[\d\s-]{7,}\d/g;
const email = /\S+@\S+/g;

/** The text's Latin digits that an Arabic page should have written as Arabic-Indic. */
function latinDigitsInArabic(text: string): boolean {
  const rest = text.replace(email, '').replace(phone, '');
  if (!/[0-9]/.test(rest)) return false;
  // A run in Latin script is a value of its own (a brand and its strength, a unit): shown as written.
  return arabicLetter.test(rest) || !/[A-Za-z]/.test(rest);
}

for (const lang of ['ar', 'en'] as Lang[]) {
  test(`main pages write data in the ${lang === 'ar' ? 'Arabic' : 'English'} page's own script`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const doctors = await request.get('/api/v1/doctors?pageSize=1');
    const doctorId = ((await doctors.json()) as { items: { id: string }[] }).items[0]!.id;
    let signedIn = false;
    const found: string[] = [];
    for (const [name, visit] of Object.entries(pages)) {
      if (visit.signedIn && !signedIn) {
        await signIn(page, await createAccount(request));
        signedIn = true;
      }
      await page.goto(`${visit.path(doctorId)}${visit.path(doctorId).includes('?') ? '&' : '?'}lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const text of await visibleTexts(page)) {
        const wrong = lang === 'en' ? /[،؛؟]/.test(text) : latinDigitsInArabic(text);
        if (wrong) found.push(`${name}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
}
