import type { Page } from '@playwright/test';
import {
  admin,
  approvedDoctor,
  createAccount,
  expect,
  expectAccessible,
  expectLanguage,
  signInByApi,
  test,
  type Lang,
} from './fixtures.ts';

/**
 * Every route of the spec's route table, with the heading each must show in each language, as a visitor; then
 * each signed-in role's routes. Each passes axe (fixtures.ts: WCAG 2.2 AA and best practices, every impact)
 * in both languages, on both projects' widths (issue 36).
 */
const routes: { path: string; heading: Record<Lang, RegExp>; status?: number }[] = [
  { path: '/', heading: { ar: /صحتك في أيدٍ أمينة/, en: /Your health, in good hands/ } },
  { path: '/service', heading: { ar: /خدماتنا/, en: /Our Services/ } },
  { path: '/contact', heading: { ar: /تواصل معنا/, en: /Contact us/ } },
  { path: '/aboutus', heading: { ar: /من نحن/, en: /About us/ } },
  { path: '/login', heading: { ar: /تسجيل الدخول/, en: /Login/ } },
  { path: '/signup', heading: { ar: /إنشاء حساب/, en: /Sign up/ } },
  { path: '/joinnewdoctor', heading: { ar: /انضم كطبيب/, en: /Join as a doctor/ } },
  { path: '/doctors', heading: { ar: /ابحث عن دكتور/, en: /Find a doctor/ } },
  {
    // No such doctor: the page says so, as a 404.
    path: '/doctors/00000000-0000-4000-8000-000000000000',
    heading: { ar: /بيانات الدكتور/, en: /Doctor details/ },
    status: 404,
  },
  {
    // Booking needs an account: a visitor is sent to sign in first and comes back after.
    path: '/doctors/00000000-0000-4000-8000-000000000000/bookdoctor',
    heading: { ar: /تسجيل الدخول/, en: /Login/ },
  },
  // So do a patient's appointments.
  { path: '/myappointments', heading: { ar: /تسجيل الدخول/, en: /Login/ } },
  { path: '/profile/info', heading: { ar: /الملف الشخصي/, en: /Profile/ } },
  { path: '/profile/changepassword', heading: { ar: /تغيير كلمة المرور/, en: /Change Password/ } },
  { path: '/profile/my', heading: { ar: /تأميني/, en: /My Insurance/ } },
  { path: '/profile-doctor', heading: { ar: /إدارة الملف/, en: /Manage Profile/ } },
  { path: '/medicine-library', heading: { ar: /دليل الأدوية/, en: /Medicine Library/ } },
  { path: '/createmedicine', heading: { ar: /إضافة دواء/, en: /Create a medicine/ } },
  { path: '/listmedicine', heading: { ar: /الأدوية/, en: /Medicines/ } },
  { path: '/listmedicine/00000000-0000-4000-8000-000000000000', heading: { ar: /تعديل دواء/, en: /Edit medicine/ } },
  { path: '/chatbot', heading: { ar: /فاحص الأعراض/, en: /symptom checker/ } },
  { path: '/specialty-directory', heading: { ar: /ابحث عن أخصائي/, en: /Find a specialist/ } },
  { path: '/faq', heading: { ar: /الأسئلة الشائعة/, en: /Frequently asked questions/ } },
  { path: '/forgot-password', heading: { ar: /نسيت كلمة المرور/, en: /Forgot your password/ } },
  {
    path: '/reset-password?token=not-a-real-token',
    heading: { ar: /اختر كلمة مرور جديدة/, en: /Choose a new password/ },
  },
  { path: '/privacy-policy', heading: { ar: /سياسة الخصوصية/, en: /Privacy Policy/ } },
  { path: '/terms-of-service', heading: { ar: /شروط الخدمة/, en: /Terms of Service/ } },
];

for (const lang of ['ar', 'en'] as const) {
  for (const route of routes) {
    test(`${route.path} renders in ${lang}`, async ({ page }) => {
      const response = await page.goto(`${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(response?.status()).toBe(route.status ?? 200);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading[lang]);
      // Nothing widens the page beyond the screen (a phone would zoom out to fit it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.screen.width)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(page);
    });
  }
}

type Role = 'patient' | 'doctor' | 'admin';

/** Each signed-in role's own routes, `:doctor` standing for a listed doctor's id. */
const signedIn: Record<Role, string[]> = {
  patient: [
    '/doctors/:doctor',
    '/doctors/:doctor/bookdoctor',
    '/doctors/:doctor/waitlist',
    '/myappointments',
    '/profile/info',
    '/profile/changepassword',
    '/profile/my',
    '/profile/chats',
    '/waitlist',
    '/account/security',
    '/account/delete',
  ],
  doctor: ['/profile-doctor', '/doctor/day', '/doctor/photo'],
  admin: ['/admin', '/admin/moderation', '/admin/dashboard', '/listmedicine', '/createmedicine'],
};

async function signInAs(role: Role, page: Page) {
  if (role === 'patient') await signInByApi(page, await createAccount(page.request));
  if (role === 'doctor') await signInByApi(page, await approvedDoctor(page.request));
  if (role === 'admin') await signInByApi(page, admin);
}

for (const role of Object.keys(signedIn) as Role[]) {
  for (const lang of ['ar', 'en'] as const) {
    test(`the ${role}'s routes render and pass axe in ${lang}`, async ({ page }) => {
      // A page load and a scan per route, on a shared machine.
      test.setTimeout(60_000 + signedIn[role].length * 15_000);
      await signInAs(role, page);
      const listed = await (await page.request.get('/api/v1/doctors?limit=1')).json();
      const doctor = (listed.items as { id: string }[])[0]!.id;
      for (const route of signedIn[role]) {
        const path = route.replace(':doctor', doctor);
        const response = await page.goto(`${path}?lang=${lang}`);
        expect(response?.status(), path).toBe(200);
        await expectLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        await expectAccessible(page);
      }
    });
  }
}
