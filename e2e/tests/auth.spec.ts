import type { Browser } from '@playwright/test';
import {
  admin,
  clientAddress,
  createAccount,
  expect,
  expectAccessible,
  expectAccessibleWithoutScript,
  expectHome,
  expectLanguage,
  mailTo,
  signIn,
  test,
} from './fixtures.ts';

const text = {
  ar: {
    name: 'الاسم',
    phone: 'رقم الموبايل',
    email: 'البريد الإلكتروني',
    birthDate: 'تاريخ الميلاد',
    password: 'كلمة المرور',
    female: 'أنثى',
    create: 'إنشاء الحساب',
    nameRequired: 'الاسم مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    passwordShort: 'استخدم ١٢ حرفاً على الأقل',
    openMenu: 'افتح القائمة',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    save: 'حفظ',
    saved: 'تم حفظ بياناتك',
    newPassword: 'كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    wrongLogin: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  en: {
    name: 'Name',
    phone: 'Mobile phone',
    email: 'Email',
    birthDate: 'Birth date',
    password: 'Password',
    female: 'Female',
    create: 'Create account',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    passwordShort: 'Use at least 12 characters',
    openMenu: 'Open menu',
    logout: 'Logout',
    login: 'Login',
    save: 'Save',
    saved: 'User saved',
    newPassword: 'New password',
    changePassword: 'Change password',
    wrongLogin: 'The e-mail or password is not correct.',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`sign up with validation, then log out and back in (${lang})`, async ({ page }) => {
    await page.goto(`/signup?lang=${lang}`);
    await page.getByRole('button', { name: s.create }).click();
    await expect(page.getByText(s.nameRequired)).toBeVisible();
    await expect(page.getByText(s.emailRequired)).toBeVisible();
    await expectAccessible(page);

    const email = `new.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.getByLabel(s.name, { exact: true }).fill('Youssef Samir');
    await page.getByLabel(s.phone).fill('01234567890');
    await page.getByLabel(s.email).fill(email);
    await page.getByLabel(s.birthDate).fill('1990-03-21');
    await page.getByLabel(s.female).check();
    await page.getByLabel(s.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: s.create }).click();
    await expect(page.getByText(s.passwordShort)).toBeVisible();
    await page.getByLabel(s.password, { exact: true }).fill('my long enough passphrase');
    await page.getByRole('button', { name: s.create }).click();
    await expectHome(page, lang);

    await page.getByRole('button', { name: s.openMenu }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Youssef Samir')).toBeVisible();
    await menu.getByRole('button', { name: s.logout }).click();
    // The menu closes once the server has signed the user out; opened before that, it would close under the
    // test's hand.
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: s.openMenu }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: s.login })).toBeVisible();

    await page.goto(`/login?lang=${lang}`);
    await page.getByLabel(s.email).fill(email);
    await page.getByLabel(s.password).fill('not my passphrase at all');
    await page.getByRole('button', { name: s.login }).click();
    await expect(page.getByText(s.wrongLogin)).toBeVisible();
    await page.getByLabel(s.password).fill('my long enough passphrase');
    await page.getByRole('button', { name: s.login }).click();
    await expectHome(page, lang);
  });

  test(`edit the profile and change the password (${lang})`, async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto(`/profile/info?lang=${lang}`);
    await page.getByLabel(s.name, { exact: true }).fill('Salma H. Hassan');
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(s.name, { exact: true })).toHaveValue('Salma H. Hassan');
    await expectAccessible(page);

    await page.goto(`/profile/changepassword?lang=${lang}`);
    await page.getByLabel(s.password, { exact: true }).fill(account.password);
    await page.getByLabel(s.newPassword).fill('a different long passphrase');
    await page.getByRole('button', { name: s.changePassword }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel(s.email)).toHaveValue(account.email);
    await page.getByLabel(s.password).fill('a different long passphrase');
    await page.getByRole('button', { name: s.login }).click();
    await expectHome(page, lang);
  });
}

/** A browser with scripts off (issue 35: the sign-in and sign-up forms are the server's), on a client of its own. */
async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return { context, page: await context.newPage() };
}

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`sign-in signs in with scripts off, back to where it was asked from (${lang})`, async ({ browser, request }) => {
    const account = await createAccount(request);
    const { context, page } = await withoutScripts(browser);
    await page.goto(`/login?lang=${lang}&next=${encodeURIComponent('/faq')}`);
    await expectLanguage(page, lang);
    await page.getByLabel(s.email).fill(account.email);
    await page.getByLabel(s.password).fill('not my passphrase at all');
    await page.getByRole('button', { name: s.login }).click();
    await expect(page.getByRole('alert')).toHaveText(s.wrongLogin);
    await expectLanguage(page, lang);
    // The address typed is kept, and the password field has the focus for the next try.
    await expect(page.getByLabel(s.email)).toHaveValue(account.email);
    await expect(page.getByLabel(s.password)).toBeFocused();
    await expectAccessibleWithoutScript(page);
    await page.getByLabel(s.password).fill(account.password);
    await page.getByRole('button', { name: s.login }).click();
    await expect(page).toHaveURL(/\/faq(\?lang=(ar|en))?$/);
    await expectLanguage(page, lang);
    await page.getByRole('button', { name: s.openMenu }).click();
    await expect(page.getByRole('dialog').getByText(account.name)).toBeVisible();
    await context.close();
  });

  test(`sign-up works with scripts off: each field's reason, what was typed kept, then signed in (${lang})`, async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto(`/signup?lang=${lang}`);
    const email = `nojs.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.getByLabel(s.phone).fill('01234567890');
    await page.getByLabel(s.email).fill(email);
    await page.getByLabel(s.birthDate).fill('1990-03-21');
    await page.getByLabel(s.female).check();
    await page.getByLabel(s.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: s.create }).click();
    await expectLanguage(page, lang);
    await expect(page.getByText(s.nameRequired)).toBeVisible();
    await expect(page.getByText(s.passwordShort)).toBeVisible();
    await expect(page.getByLabel(s.name, { exact: true })).toBeFocused();
    await expect(page.getByLabel(s.email)).toHaveValue(email);
    await expect(page.getByLabel(s.phone)).toHaveValue('01234567890');
    await expect(page.getByLabel(s.birthDate)).toHaveValue('1990-03-21');
    await expect(page.getByLabel(s.female)).toBeChecked();
    await expect(page.getByLabel(s.password, { exact: true })).toHaveValue('');
    await page.getByLabel(s.name, { exact: true }).fill('Youssef Samir');
    await page.getByLabel(s.password, { exact: true }).fill('my long enough passphrase');
    await page.getByRole('button', { name: s.create }).click();
    await expectHome(page, lang);
    await page.getByRole('button', { name: s.openMenu }).click();
    await expect(page.getByRole('dialog').getByText('Youssef Samir')).toBeVisible();
    // The confirmation code is on its way, as after the app's sign-up.
    expect(await mailTo(email, /verify-email\?token=/)).toBeTruthy();
    // A reload shows the empty form: what was typed came back once.
    await page.goto(`/signup?lang=${lang}`);
    await expect(page.getByLabel(s.email)).toHaveValue('');
    await context.close();
  });
}

test('record insurance in My Insurance', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/profile/my?lang=en');
  await page.getByLabel('Insurance company').selectOption({ index: 1 });
  await page.getByLabel('Policy number').fill('POL-7781');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Insurance saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Policy number')).toHaveValue('POL-7781');
});

test('a visitor is asked to sign in on profile pages and comes back after', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/profile/info?lang=en');
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile\/info/);
  // The server's redirect lands on the app's page, which reads the session as it loads: the menu shows who is
  // signed in, as on the server's own pages.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(account.name);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByText(account.name)).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toHaveCount(0);
});

for (const lang of ['ar', 'en'] as const) {
  test(`join as a doctor, get approved by an admin, become Dr/ (${lang})`, async ({ page, browser, request }) => {
    const t =
      lang === 'ar'
        ? {
            go: 'المتابعة بالبريد الإلكتروني',
            first: 'الاسم الأول',
            last: 'اسم العائلة',
            phone: 'الهاتف',
            spec: 'التخصص',
            city: 'المدينة',
            email: 'البريد الإلكتروني',
            password: 'كلمة المرور',
            male: 'ذكر',
            submit: 'إرسال',
            required: 'الاسم الأول مطلوب',
            added: 'تمت الإضافة بنجاح',
          }
        : {
            go: 'Continue with e-mail',
            first: 'First Name',
            last: 'Last Name',
            phone: 'Phone',
            spec: 'Speciality',
            city: 'City',
            email: 'Email',
            password: 'Password',
            male: 'Male',
            submit: 'Submit',
            required: 'First Name is required',
            added: 'Added Successfully!',
          };
    const email = `dr.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    // Tests run in parallel: a family name of its own, so the admin approves this applicant and no other.
    const family = `Mansour${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const fullName = `Tarek ${family}`;
    await page.goto(`/joinnewdoctor?lang=${lang}`);
    await page.getByRole('button', { name: t.go }).click();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.required)).toBeVisible();
    await page.getByLabel(t.first).fill('Tarek');
    await page.getByLabel(t.last).fill(family);
    await page.getByLabel(t.phone).fill('01112223334');
    await page.getByLabel(t.spec).selectOption('cardiology');
    await page.getByLabel(t.city).selectOption('giza');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill('stethoscope and coffee');
    await page.getByLabel(t.male, { exact: true }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin);
    // A contact message, so the admin page shows its (wide) messages table too.
    const contact = await request.post('/api/v1/contact', {
      data: { name: 'Omar', email: 'omar@example.com', comment: 'How do I cancel a booking?' },
    });
    expect(contact.status()).toBe(201);
    await adminPage.goto('/admin?lang=en');
    const approve = adminPage.getByRole('button', { name: `Approve ${fullName}` });
    await expect(approve).toBeVisible();
    await expect(adminPage.getByRole('table')).toBeVisible();
    // Nothing on the page (long e-mail addresses, the messages table) may widen it beyond the screen: on a
    // phone the browser would zoom out, and the layout viewport (innerWidth) grows with it, so compare with
    // the screen.
    expect(
      await adminPage.evaluate(() => document.documentElement.scrollWidth - window.screen.width),
    ).toBeLessThanOrEqual(0);
    await approve.click();
    await expect(adminPage.getByText(`${fullName} is now a doctor on Tabib.`)).toBeVisible();
    await adminContext.close();

    await signIn(page, { email, password: 'stethoscope and coffee' });
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('button', { name: lang === 'ar' ? 'افتح القائمة' : 'Open menu' }).click();
    const card = page
      .getByRole('dialog')
      .getByRole('link', { name: lang === 'ar' ? /د\/ Tarek Mansour/ : /Dr\/ Tarek Mansour/ });
    await expect(card).toHaveAttribute('href', '/profile-doctor');
  });
}

test("the doctor's application works with scripts off (en)", async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  await page.goto('/joinnewdoctor?lang=en');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  const email = `dr.nojs.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.getByLabel('Last Name').fill('Mansour');
  await page.getByLabel('Speciality').selectOption('cardiology');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('stethoscope and coffee');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('Last Name')).toHaveValue('Mansour');
  await expect(page.getByLabel('Speciality')).toHaveValue('cardiology');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await page.getByLabel('First Name').fill('Tarek');
  await page.getByLabel('Phone').fill('01112223334');
  await page.getByLabel('City').selectOption('giza');
  await page.getByLabel('Password').fill('stethoscope and coffee');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText('Added Successfully!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await context.close();
});

test('the admin area refuses a patient', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/admin?lang=en');
  await expect(page.getByRole('alert')).toHaveText('This page is not available to your account.');
});

for (const lang of ['ar', 'en'] as const) {
  const s = text[lang];

  test(`an account made without a gender (spec client's sign-up) edits its profile and adds it (${lang})`, async ({
    page,
    request,
  }) => {
    const email = `nogender.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
    const password = 'a long test passphrase';
    const res = await request.post('/compat/signup', {
      data: {
        userName: 'Nour Salem',
        mobilePhone: '01001234567',
        Email: email,
        birthDate: '1994-06-12',
        Password: password,
      },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    expect(res.status(), await res.text()).toBe(201);
    await signIn(page, { email, password });
    await page.goto(`/profile/info?lang=${lang}`);
    const female = page.getByRole('radio', { name: s.female });
    await expect(page.getByLabel(s.name, { exact: true })).toHaveValue('Nour Salem');
    await expect(female).not.toBeChecked();
    // Saving without choosing keeps it unset: the form does not demand what sign-up did not ask for.
    await page.getByLabel(s.name, { exact: true }).fill('Nour S. Salem');
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();
    await female.check();
    // "Saved" still shows from the first save: wait for this save's answer, or the reload may cut it off.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/me') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: s.save }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('radio', { name: s.female })).toBeChecked();
    await expect(page.getByLabel(s.name, { exact: true })).toHaveValue('Nour S. Salem');
    await expectAccessible(page);
  });
}
