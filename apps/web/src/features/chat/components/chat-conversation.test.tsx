import { render, screen } from '@testing-library/react';
import { openingText } from '@tabib/triage/opening';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ChatConversation } from './chat-conversation.tsx';
import type { ChatController } from './use-chat.ts';

function controller(overrides: Partial<ChatController>): ChatController {
  return {
    language: null,
    entries: [],
    status: 'idle',
    problem: null,
    saved: false,
    start: vi.fn(),
    send: vi.fn(),
    end: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('ChatConversation', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await setupTestI18n('ar');
    i18n.addResourceBundle('en', 'chat', en);
    i18n.addResourceBundle('ar', 'chat', ar);
  });

  it('shows the opening before the conversation has started, and starts it', () => {
    const chat = controller({ status: 'idle' });
    render(<ChatConversation chat={chat} sendLabel="إرسال" />);
    const log = screen.getByRole('log');
    expect(log.textContent).toContain(openingText('ar'));
    expect(log.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    expect(chat.start).toHaveBeenCalledWith('ar');
  });

  it("keeps the opening's element when the server's first reply, which says the same, takes its place", () => {
    const starting = controller({ status: 'starting', language: 'ar' });
    const { rerender } = render(<ChatConversation chat={starting} sendLabel="إرسال" />);
    const bubble = screen.getByRole('log').querySelector('[data-role="bot"]');
    expect(screen.getByRole('status').textContent).toBe(ar.starting);

    const ready = controller({
      status: 'ready',
      language: 'ar',
      entries: [{ id: 0, role: 'bot', text: openingText('ar') }],
    });
    rerender(<ChatConversation chat={ready} sendLabel="إرسال" />);
    expect(screen.getByRole('log').querySelector('[data-role="bot"]')).toBe(bubble);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', false);
  });
});
