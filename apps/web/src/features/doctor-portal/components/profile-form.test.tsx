import type { DoctorProfile } from '@tabib/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import en from '../locales/en.json';
import { ProfileForm } from './profile-form.tsx';

const profile: DoctorProfile = {
  id: '5d0b8c2e-8f5e-4c39-9a57-0c8d1b7c1a11',
  nameAr: 'د. سلمى',
  nameEn: 'Dr Salma',
  email: 'salma@example.com',
  specialty: 'Dermatology',
  phone: '+201001234567',
  fee: 300,
  clinicNameAr: 'عيادة سلمى',
  clinicNameEn: 'Salma Clinic',
  clinicAddressAr: 'القاهرة',
  clinicAddressEn: 'Cairo',
  bioAr: '',
  bioEn: '',
  telehealth: false,
  insurers: ['axa'],
  photo: null,
  suspension: null,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['doctor-portal', 'insurers', 'en'], {
    items: [
      { id: '8b1f0c2e-8f5e-4c39-9a57-0c8d1b7c1a11', slug: 'axa', name: 'AXA' },
      { id: '9b1f0c2e-8f5e-4c39-9a57-0c8d1b7c1a11', slug: 'allianz', name: 'Allianz' },
    ],
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileForm profile={profile} displayName="Dr Salma" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfileForm', () => {
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'doctor-portal', en);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the contract messages beside the bad fields, sends nothing, then sends what was edited', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } }),
        ),
      );
    renderForm();
    const user = userEvent.setup();
    const fee = screen.getByLabelText('Consultation fee (EGP)');
    const clinic = screen.getByLabelText('Clinic name (English)');
    await user.clear(fee);
    await user.clear(clinic);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the fee in whole Egyptian pounds, from 0 to 100,000')).toBeTruthy();
    expect(clinic.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Clinic name is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(fee, '450');
    await user.type(clinic, 'Salma Skin Clinic');
    await user.click(screen.getByLabelText('I offer telehealth (video) visits'));
    await user.click(screen.getByLabelText('Allianz'));
    await user.click(screen.getByLabelText('AXA'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      phone: '01001234567',
      fee: 450,
      clinicNameEn: 'Salma Skin Clinic',
      telehealth: true,
      insurers: ['allianz'],
    });
    expect(screen.queryByText('Clinic name is required')).toBeNull();
  });
});
