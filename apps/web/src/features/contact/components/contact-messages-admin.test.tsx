import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ContactMessagesAdmin } from './contact-messages-admin.tsx';

function message(n: number, comment = `Question number ${n}`) {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    comment,
    language: 'en',
    userId: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
  };
}

function renderAdmin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactMessagesAdmin />
    </QueryClientProvider>,
  );
}

describe('ContactMessagesAdmin', () => {
  beforeAll(async () => {
    await setupTestI18n('en');
    i18next.addResourceBundle('en', 'contact', en);
    i18next.addResourceBundle('ar', 'contact', ar);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a page of messages, markup as plain text, and pages through them', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        const items = page === 1 ? [message(1, '<img src=x onerror=alert(1)> call me'), message(2)] : [message(3)];
        return new Response(JSON.stringify({ items, total: 21, page, limit: 20 }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { container } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Messages sent through the contact form, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Name', 'E-mail', 'Comment']);
    expect(screen.getByText('<img src=x onerror=alert(1)> call me')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('21 messages')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(calls[0]).toBe('/api/v1/admin/contact-messages?page=1&limit=20');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question number 3')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a refusal from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'forbidden', message: 'x' } }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages could not be loaded.');
    expect(alert.textContent).toContain('You are not allowed to do this.');
  });
});
