import { approvedDoctor, expect, expectAccessible, expectLanguage, signIn, test } from './fixtures.ts';

test('a doctor edits the weekly schedule in the portal', async ({ page, request }) => {
  const doctor = await approvedDoctor(request, { firstName: 'Hany', lastName: 'Mostafa' });

  await signIn(page, doctor);
  await page.goto('/profile-doctor?lang=en');
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();
  await expect(page.getByPlaceholder('Please Enter Your Consultation Fee')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming appointments' })).toBeVisible();

  await page.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await page.getByLabel('Saturday, period 1: from').fill('10:00');
  await page.getByLabel('Saturday, period 1: to').fill('14:00');
  await page.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await page.getByLabel('Saturday, period 2: from').fill('18:00');
  await page.getByLabel('Saturday, period 2: to').fill('21:00');
  await page.getByLabel('Appointment length').selectOption('30');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved')).toBeVisible();

  const saved = await page.request.get('/api/v1/doctor/me/schedule');
  const schedule = await saved.json();
  expect(schedule.slotMinutes).toBe(30);
  expect(schedule.weekly[6]).toEqual([
    { start: '10:00', end: '14:00' },
    { start: '18:00', end: '21:00' },
  ]);

  // In Arabic the saved hours are shown again after a reload.
  await page.goto('/profile-doctor?lang=ar');
  await expectLanguage(page, 'ar');
  await page.getByRole('button', { name: 'المواعيد', exact: true }).click();
  await expect(page.getByLabel('السبت، الفترة ٢: من')).toHaveValue('18:00');
});
