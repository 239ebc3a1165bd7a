import { ReviewInput } from '@tabib/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import { deferred } from '../../../test-deferred.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ReviewForm } from './review-form.tsx';
import { loadedReviewSchema, loadReviewSchema, preloadReviewSchema, type ReviewSchema } from './review-schema.ts';
import type * as ReviewSchemaModule from './review-schema.ts';

// The real loader, watched, so a test can hold the schema back as a slow network would.
vi.mock('./review-schema.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ReviewSchemaModule>();
  return {
    loadReviewSchema: vi.fn(real.loadReviewSchema),
    loadedReviewSchema: vi.fn(real.loadedReviewSchema),
    preloadReviewSchema: vi.fn(real.preloadReviewSchema),
  };
});

const doctorId = '5d0b8c2e-8f5e-4c39-9a57-0c8d1b7c1a11';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Signed in: the form, not the sign-in prompt.
  client.setQueryData(['session'], { id: 'u1', name: 'Salma Hassan', email: 'salma@example.com', role: 'patient' });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/doctors/${doctorId}`]}>
        <ReviewForm doctorId={doctorId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answerCreated() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 'r1' }), { status: 201, headers: { 'content-type': 'application/json' } }),
      ),
    );
}

describe('ReviewForm', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'reviews', en);
    i18n.addResourceBundle('ar', 'reviews', ar);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.mocked(loadReviewSchema).mockReset();
    vi.mocked(loadedReviewSchema).mockReset();
    vi.mocked(preloadReviewSchema).mockReset();
    await i18n.changeLanguage('en');
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`shows the contract's messages in ${lang} for an incomplete review, and sends nothing`, async () => {
      await i18n.changeLanguage(lang);
      const fetch = answerCreated();
      renderForm();
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: lang === 'en' ? 'Send review' : 'أرسل التقييم' }));
      await screen.findByText(lang === 'en' ? 'Choose from 1 to 5 stars.' : 'اختر من نجمة إلى ٥ نجوم.');
      screen.getByText(lang === 'en' ? 'Title is required' : 'العنوان مطلوب');
      expect(screen.getByLabelText(lang === 'en' ? 'Title' : 'العنوان').getAttribute('aria-invalid')).toBe('true');
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  it('sends the review as the contract parses it', async () => {
    const user = userEvent.setup();
    const fetch = answerCreated();
    renderForm();
    await user.click(screen.getByText('4 stars'));
    await user.type(screen.getByLabelText('Title'), '  Kind and thorough  ');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thank you! Your review is published.');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/doctors/${doctorId}/reviews`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, title: 'Kind and thorough', text: '' });
  });

  it('starts loading the schema when the user turns to the form: by keyboard or by a press', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(preloadReviewSchema).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement?.closest('form')).not.toBeNull();
    expect(preloadReviewSchema).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByText('3 stars'));
    expect(preloadReviewSchema).toHaveBeenCalledTimes(2);
  });

  it('a send before the schema has arrived waits for it with the button busy, and goes once', async () => {
    const user = userEvent.setup();
    const fetch = answerCreated();
    const schema = deferred<ReviewSchema>();
    vi.mocked(loadedReviewSchema).mockReturnValue(undefined);
    vi.mocked(loadReviewSchema).mockReturnValue(schema.promise);
    renderForm();
    await user.click(screen.getByText('5 stars'));
    await user.type(screen.getByLabelText('Title'), 'Very kind');
    const form = screen.getByRole('button', { name: 'Send review' }).closest('form')!;
    fireEvent.submit(form);
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    expect(loadReviewSchema).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();

    schema.resolve(ReviewInput);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thank you! Your review is published.');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ rating: 5, title: 'Very kind', text: '' });
  });

  it('says so when the schema cannot be downloaded, and lets the user try again', async () => {
    const user = userEvent.setup();
    const fetch = answerCreated();
    vi.mocked(loadedReviewSchema).mockReturnValue(undefined);
    vi.mocked(loadReviewSchema).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not reach Tabib. Check your connection and try again.',
    );
    expect(fetch).not.toHaveBeenCalled();
    // The next send downloads it again (the real loader) and checks the review.
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await screen.findByText('Title is required');
  });
});
