import { approvedDoctor, expect, expectAccessible, expectLanguage, signInByApi, test, type Lang } from './fixtures.ts';

/** The doctor's photo page (issue 40): a multipart form checked by the server, shown on the public profile. */

/** An 8 x 8 PNG of one colour. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgzsvDihiGlgQAeFI5wQvPZ3MAAAAASUVORK5CYII=',
  'base64',
);
/** The start of an HEVC-coded HEIC (an iPhone's photo): its `ftyp` box, then nothing this server decodes. */
const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);

const strings = {
  en: {
    title: 'Profile photo',
    none: 'You have no photo yet',
    file: 'Choose a photo',
    upload: 'Upload photo',
    saved: 'Your new photo is saved.',
    current: 'Your current photo',
    notPhoto: 'This file is not a photo we can read.',
    heic: 'HEIC',
  },
  ar: {
    title: 'الصورة الشخصية',
    none: 'لا صورة لك بعد',
    file: 'اختر صورة',
    upload: 'ارفع الصورة',
    saved: 'حُفظت صورتك الجديدة.',
    current: 'صورتك الحالية',
    notPhoto: 'هذا الملف ليس صورة نستطيع قراءتها.',
    heic: 'HEIC',
  },
} as const;

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a doctor uploads a photo that patients then see, and is told why a file is refused (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const s = strings[lang];
    const doctor = await approvedDoctor(request);
    await signInByApi(page, doctor);
    await page.goto(`/doctor/photo?lang=${lang}`);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByText(s.none)).toBeVisible();
    await expectAccessible(page);

    // Not a picture, whatever its name says: refused, with why.
    await page
      .getByLabel(s.file)
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('text') });
    await page.getByRole('button', { name: s.upload }).click();
    await expect(page.locator('[data-form-outcome]')).toContainText(s.notPhoto);
    // An iPhone's HEIC this platform does not decode: a refusal of its own, saying to send it otherwise.
    await page.getByLabel(s.file).setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
    await page.getByRole('button', { name: s.upload }).click();
    await expect(page.locator('[data-form-outcome]')).toContainText(s.heic);
    await expect(page.locator('[data-form-outcome]')).toContainText('JPEG');
    await expect(page.getByText(s.none)).toBeVisible();

    await page.getByLabel(s.file).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: s.upload }).click();
    await expect(page.locator('[data-form-outcome]')).toHaveText(s.saved);
    const photo = page.getByRole('img', { name: s.current });
    await expect(photo).toHaveAttribute('src', /^\/api\/v1\/doctor-photos\/[^/]+\.webp$/);
    const src = (await photo.getAttribute('src'))!;
    expect((await page.request.get(src)).headers()['content-type']).toBe('image/webp');

    // The public profile shows it.
    await page.goto(`/doctors/${doctor.id}?lang=${lang}`);
    await expect(page.locator(`img[src="${src}"]`)).toBeVisible();
  });
}
