import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { OidcButtons, oidcErrorKey } from './oidc-buttons.tsx';

function renderButtons(items: { id: string; name: string }[], next?: string) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OidcButtons next={next} />
    </QueryClientProvider>,
  );
}

describe('OidcButtons', () => {
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'auth', en);
    i18n.addResourceBundle('ar', 'auth', ar);
  });
  afterEach(() => vi.restoreAllMocks());

  it('links to each enabled provider, carrying next', async () => {
    renderButtons(
      [
        { id: 'google', name: 'Google' },
        { id: 'sso', name: 'Clinic SSO' },
      ],
      '/appointments?tab=past',
    );
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/v1/auth/oidc/google/start?next=%2Fappointments%3Ftab%3Dpast');
    const sso = screen.getByRole('link', { name: 'Continue with Clinic SSO' });
    expect(sso.getAttribute('href')).toBe('/api/v1/auth/oidc/sso/start?next=%2Fappointments%3Ftab%3Dpast');
  });

  it('renders nothing when no provider is configured', async () => {
    const { container } = renderButtons([]);
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});

describe('oidcErrorKey', () => {
  it('maps the two provider errors and ignores anything else', () => {
    expect(oidcErrorKey('?error=oidc_failed')).toBe('oidc.errors.oidc_failed');
    expect(oidcErrorKey('?next=/x&error=oidc_email_unverified')).toBe('oidc.errors.oidc_email_unverified');
    expect(oidcErrorKey('?error=something_else')).toBeNull();
    expect(oidcErrorKey('')).toBeNull();
  });

  it('has a message for each in both languages', () => {
    for (const bundle of [ar, en]) {
      expect(bundle.oidc.errors.oidc_failed).toBeTruthy();
      expect(bundle.oidc.errors.oidc_email_unverified).toBeTruthy();
    }
  });
});
