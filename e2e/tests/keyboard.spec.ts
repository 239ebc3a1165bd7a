import type { Locator, Page } from '@playwright/test';
import { confirmationCode, expect, type Lang, test, untilTakenOver } from './fixtures.ts';

/**
 * The whole booking journey with the keyboard alone (issue 36): sign up, search, open a doctor, choose a
 * slot, book, reschedule and cancel. Nothing is clicked; every control is reached with Tab, as a keyboard
 * user reaches it, and used with the keys they would press. (Desktop only: the phone project has no keyboard.)
 */
const text = {
  en: {
    name: 'Name',
    phone: 'Mobile phone',
    email: 'Email',
    birthDate: 'Birth date',
    password: 'Password',
    female: 'Female',
    create: 'Create account',
    doctorName: 'Doctor name',
    search: 'Search',
    date: 'Date',
    time: 'Time',
    bookButton: 'Book',
    verifyCode: 'Confirmation code',
    verifySubmit: 'Confirm and book',
    booked: 'Appointment booked successfully',
    reschedule: 'Reschedule',
    save: 'Save',
    updated: 'Appointment updated successfully',
    cancel: 'Cancel',
    confirmCancel: 'Yes, cancel it',
    cancelled: 'Appointment cancelled successfully',
  },
  ar: {
    name: 'الاسم',
    phone: 'رقم الموبايل',
    email: 'البريد الإلكتروني',
    birthDate: 'تاريخ الميلاد',
    password: 'كلمة المرور',
    female: 'أنثى',
    create: 'إنشاء الحساب',
    doctorName: 'اسم الطبيب',
    search: 'ابحث',
    date: 'التاريخ',
    time: 'الوقت',
    bookButton: 'احجز',
    verifyCode: 'رمز التأكيد',
    verifySubmit: 'أكّد واحجز',
    booked: 'تم حجز الموعد بنجاح',
    reschedule: 'تغيير الموعد',
    save: 'حفظ',
    updated: 'تم تعديل الموعد بنجاح',
    cancel: 'إلغاء',
    confirmCancel: 'نعم، ألغِ الموعد',
    cancelled: 'تم إلغاء الموعد بنجاح',
  },
} as const;

/** Presses Tab until `target` has the focus; fails if Tab does not reach it within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 150) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const [lang, index] of [
  ['en', 40],
  ['ar', 45],
] as const satisfies [Lang, number][]) {
  const s = text[lang];

  test(`sign up, find a doctor, book, reschedule and cancel with the keyboard alone (${lang})`, async ({
    page,
    request,
  }) => {
    // A whole journey through five pages, on a shared machine.
    test.slow();
    // A demo doctor with free times, each language its own, so parallel tests never compete for a slot.
    const listed = await request.get('/api/v1/doctors?limit=50&page=1', { headers: { 'accept-language': lang } });
    const doctors = (await listed.json()).items as {
      id: string;
      name: string;
    }[];
    const doctor = doctors[index]!;

    // Sign up.
    await page.goto(`/signup?lang=${lang}`);
    await untilTakenOver(page);
    const email = `keys.${lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await tabTo(page, page.getByLabel(s.name, { exact: true }));
    await page.keyboard.type('Mona Keyboard');
    await tabTo(page, page.getByLabel(s.phone));
    await page.keyboard.type('01001234567');
    await tabTo(page, page.getByLabel(s.email));
    await page.keyboard.type(email);
    const birthDate = page.getByLabel(s.birthDate);
    await tabTo(page, birthDate);
    await page.keyboard.type('03211990');
    await expect(birthDate).toHaveValue('1990-03-21');
    const female = page.getByLabel(s.female);
    await tabTo(page, page.getByRole('radio').first());
    // Arrows move within the radio group and choose as they move.
    for (let i = 0; i < 3 && !(await female.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
    await expect(female).toBeChecked();
    await tabTo(page, page.getByLabel(s.password, { exact: true }));
    await page.keyboard.type('a long keyboard passphrase');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(\?.*)?$/);

    // Search by the doctor's name from the home page, and open the doctor.
    await page.goto(`/?lang=${lang}`);
    const form = page.locator('#search-panel');
    await tabTo(page, form.getByLabel(s.doctorName));
    await page.keyboard.type(doctor.name.replace(/^(Dr\/|د\/)\s*/, ''));
    await tabTo(page, form.getByRole('button', { name: s.search }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/doctors\?/);
    await tabTo(page, page.locator(`article h3 a[href="/doctors/${doctor.id}"]`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/doctors/${doctor.id}$`));

    // Choose a time and book; the new address is confirmed with the code from the sign-up mail.
    await tabTo(page, page.locator(`main a[href^="/doctors/${doctor.id}/bookdoctor"]`).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/doctors/${doctor.id}/bookdoctor`));
    await tabTo(page, page.getByRole('group', { name: s.date }).getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('group', { name: s.date }).getByRole('radio').nth(1)).toBeChecked();
    await tabTo(page, page.getByRole('group', { name: s.time }).getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: s.time }).getByRole('radio').first()).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: s.bookButton, exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel(s.verifyCode));
    await page.keyboard.type(await confirmationCode(email));
    await tabTo(page, page.getByRole('button', { name: s.verifySubmit }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/myappointments(\?done=booked)?$/);
    await expect(page.getByText(s.booked)).toBeVisible();

    // Reschedule to the second time of the same day.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: s.reschedule }) });
    await expect(card).toHaveCount(1);
    const before = await card.innerText();
    await tabTo(page, card.getByRole('button', { name: s.reschedule }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('group', { name: s.time }).getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('group', { name: s.time }).getByRole('radio').nth(1)).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: s.save, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(s.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).not.toHaveText(before);

    // Cancel: the dialog opens on the safe choice, so the destructive one is one Tab away.
    await tabTo(page, card.getByRole('button', { name: s.cancel, exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: s.confirmCancel }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(s.cancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: s.reschedule })).toHaveCount(0);
  });
}
