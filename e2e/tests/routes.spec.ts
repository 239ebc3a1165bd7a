import { expect, expectAccessible, expectLanguage, test, type Lang } from './fixtures.ts';

/** Every route of the spec's route table, with the heading each must show in each language. */
const routes: { path: string; heading: Record<Lang, RegExp> }[] = [
  { path: '/', heading: { ar: /صحتك في أيدٍ أمينة/, en: /Your health, in good hands/ } },
  { path: '/service', heading: { ar: /خدماتنا/, en: /Our Services/ } },
  { path: '/contact', heading: { ar: /تواصل معنا/, en: /Contact us/ } },
  { path: '/aboutus', heading: { ar: /من نحن/, en: /About us/ } },
  { path: '/login', heading: { ar: /تسجيل الدخول/, en: /Login/ } },
  { path: '/signup', heading: { ar: /إنشاء حساب/, en: /Sign up/ } },
  { path: '/joinnewdoctor', heading: { ar: /انضم كطبيب/, en: /Join as a doctor/ } },
  { path: '/doctors', heading: { ar: /ابحث عن دكتور/, en: /Find a doctor/ } },
  { path: '/doctors/00000000-0000-4000-8000-000000000000', heading: { ar: /بيانات الدكتور/, en: /Doctor details/ } },
  {
    // Booking needs an account: a visitor is sent to sign in first and comes back after.
    path: '/doctors/00000000-0000-4000-8000-000000000000/bookdoctor',
    heading: { ar: /تسجيل الدخول/, en: /Login/ },
  },
  { path: '/myappointments', heading: { ar: /مواعيدي/, en: /My Appointments/ } },
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
  { path: '/privacy-policy', heading: { ar: /سياسة الخصوصية/, en: /Privacy Policy/ } },
  { path: '/terms-of-service', heading: { ar: /شروط الخدمة/, en: /Terms of Service/ } },
];

for (const lang of ['ar', 'en'] as const) {
  for (const route of routes) {
    test(`${route.path} renders in ${lang}`, async ({ page }) => {
      const response = await page.goto(`${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(response?.status()).toBe(200);
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
