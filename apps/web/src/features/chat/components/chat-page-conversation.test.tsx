import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ChatPageConversation } from './chat-page-conversation.tsx';
import type { ChatController } from './use-chat.ts';

const chat = vi.hoisted(() => ({ current: null as ChatController | null }));
vi.mock('./use-chat.ts', () => ({ useChat: () => chat.current }));

function controller(overrides: Partial<ChatController>): ChatController {
  return {
    language: 'en',
    entries: [{ id: 0, role: 'bot', text: 'How old are you?' }],
    status: 'ready',
    problem: null,
    saved: false,
    start: vi.fn(),
    send: vi.fn(),
    end: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('ChatPageConversation', () => {
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'chat', en);
    i18n.addResourceBundle('ar', 'chat', ar);
  });
  beforeEach(() => {
    chat.current = null;
  });

  it('ends the conversation with its End Chat button, which waits for the conversation to start', () => {
    chat.current = controller({ status: 'starting', entries: [] });
    const { rerender } = render(<ChatPageConversation />);
    expect(screen.getByRole('button', { name: en.page.endChat })).toHaveProperty('disabled', true);
    chat.current = controller({});
    rerender(<ChatPageConversation />);
    fireEvent.click(screen.getByRole('button', { name: en.page.endChat }));
    expect(chat.current.end).toHaveBeenCalledOnce();
  });

  it('says an ended chat was saved, links to the saved chats as a plain link, and starts a new one', () => {
    chat.current = controller({ status: 'ended', saved: true });
    render(<ChatPageConversation />);
    expect(screen.getByRole('status').textContent).toContain(en.page.endedSaved);
    expect(screen.getByRole('link', { name: en.page.historyLink }).getAttribute('href')).toBe('/profile/chats');
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.errors.restart }));
    expect(chat.current.start).toHaveBeenCalledWith('en');
  });

  it('says an unsaved ended chat has ended, without a link', () => {
    chat.current = controller({ status: 'ended', saved: false });
    render(<ChatPageConversation />);
    expect(screen.getByRole('status').textContent).toBe(en.page.ended + en.errors.restart);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
