import { ChatMessageRequest } from '@tabib/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import { deferred } from '../../../test-deferred.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ChatComposer } from './chat-composer.tsx';
import {
  loadChatMessageSchema,
  loadedChatMessageSchema,
  preloadChatMessageSchema,
  type ChatMessageSchema,
} from './chat-message-schema.ts';
import type * as ChatMessageSchemaModule from './chat-message-schema.ts';

// The real loader, watched, so a test can hold the schema back as a slow network would.
vi.mock('./chat-message-schema.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ChatMessageSchemaModule>();
  return {
    loadChatMessageSchema: vi.fn(real.loadChatMessageSchema),
    loadedChatMessageSchema: vi.fn(real.loadedChatMessageSchema),
    preloadChatMessageSchema: vi.fn(real.preloadChatMessageSchema),
  };
});

function composer(props: { onSend: (text: string) => void; busy?: boolean }) {
  return (
    <ChatComposer onSend={props.onSend} busy={props.busy ?? false} sendLabel="Send Message" inputRef={createRef()} />
  );
}

describe('ChatComposer', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'chat', en);
    i18n.addResourceBundle('ar', 'chat', ar);
  });
  afterEach(async () => {
    vi.mocked(loadChatMessageSchema).mockReset();
    vi.mocked(loadedChatMessageSchema).mockReset();
    vi.mocked(preloadChatMessageSchema).mockReset();
    await i18n.changeLanguage('en');
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`refuses a blank message with the contract's message in ${lang}`, async () => {
      await i18n.changeLanguage(lang);
      const user = userEvent.setup();
      const onSend = vi.fn();
      render(composer({ onSend }));
      await user.type(screen.getByRole('textbox'), '   {Enter}');
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        lang === 'en' ? 'Message is required' : 'الرسالة مطلوبة',
      );
      expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
      expect(onSend).not.toHaveBeenCalled();
    });
  }

  it('sends the message as the contract parses it and empties the box', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(composer({ onSend }));
    await user.type(screen.getByRole('textbox'), '  I have a headache  {Enter}');
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('I have a headache'));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
  });

  it('starts loading the schema when the user turns to the message box: by keyboard or by a press', async () => {
    const user = userEvent.setup();
    render(composer({ onSend: vi.fn() }));
    expect(preloadChatMessageSchema).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    expect(preloadChatMessageSchema).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send Message' }));
    expect(preloadChatMessageSchema).toHaveBeenCalledTimes(2);
  });

  it('a send before the schema has arrived waits for it, goes once, and not while the chat is busy', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const schema = deferred<ChatMessageSchema>();
    vi.mocked(loadedChatMessageSchema).mockReturnValue(undefined);
    vi.mocked(loadChatMessageSchema).mockReturnValueOnce(schema.promise);
    const { rerender } = render(composer({ onSend }));
    await user.type(screen.getByRole('textbox'), 'Fever{Enter}');
    const button = screen.getByRole('button', { name: 'Send Message' });
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.submit(button.closest('form')!);
    expect(loadChatMessageSchema).toHaveBeenCalledTimes(1);

    // Meanwhile an offered answer was chosen: the chat is busy when the schema arrives, so the message waits.
    rerender(composer({ onSend, busy: true }));
    schema.resolve(ChatMessageRequest);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Fever');

    rerender(composer({ onSend, busy: false }));
    await user.type(screen.getByRole('textbox'), '{Enter}');
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('Fever'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('says so when the schema cannot be downloaded', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    vi.mocked(loadedChatMessageSchema).mockReturnValue(undefined);
    vi.mocked(loadChatMessageSchema).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    render(composer({ onSend }));
    await user.type(screen.getByRole('textbox'), 'Fever{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Something went wrong');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Fever');
  });
});
