import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { endChat, sendChatMessage, startChat } from '../api/chat-session.ts';
import { useChat } from './use-chat.ts';

vi.mock('../api/chat-session.ts', () => ({ startChat: vi.fn(), sendChatMessage: vi.fn(), endChat: vi.fn() }));

const started = { sessionId: 's1', reply: { text: 'How old are you?' } };

describe('useChat', () => {
  beforeEach(() => {
    vi.mocked(startChat)
      .mockReset()
      .mockResolvedValue(started as never);
    vi.mocked(sendChatMessage).mockReset();
    vi.mocked(endChat).mockReset();
  });

  async function ready() {
    const hook = renderHook(() => useChat());
    act(() => hook.result.current.start('en'));
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    return hook;
  }

  it('starts once however often it is asked, and shows the first reply', async () => {
    const { result } = renderHook(() => useChat());
    act(() => {
      result.current.start('en');
      result.current.start('en');
    });
    expect(result.current.status).toBe('starting');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(startChat).toHaveBeenCalledOnce();
    expect(result.current.entries.map((e) => [e.role, e.text])).toEqual([['bot', 'How old are you?']]);
  });

  it('says a start failed', async () => {
    vi.mocked(startChat).mockRejectedValue(new ApiError(429, 'rate_limited'));
    const { result } = renderHook(() => useChat());
    act(() => result.current.start('ar'));
    await waitFor(() => expect(result.current.status).toBe('startFailed'));
  });

  it('sends a message and shows the answer; a 404 means the chat expired, a 429 that it goes too fast', async () => {
    const { result } = await ready();
    vi.mocked(sendChatMessage).mockResolvedValueOnce({ reply: { text: 'Female or male?' } } as never);
    act(() => result.current.send('34'));
    expect(result.current.status).toBe('sending');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(sendChatMessage).toHaveBeenCalledWith({ sessionId: 's1', text: '34' });
    expect(result.current.entries.map((e) => e.text)).toEqual(['How old are you?', '34', 'Female or male?']);

    vi.mocked(sendChatMessage).mockRejectedValueOnce(new ApiError(429, 'rate_limited'));
    act(() => result.current.send('F'));
    await waitFor(() => expect(result.current.problem).toBe('rateLimited'));
    expect(result.current.status).toBe('ready');

    vi.mocked(sendChatMessage).mockRejectedValueOnce(new ApiError(404, 'not_found'));
    act(() => result.current.send('F'));
    await waitFor(() => expect(result.current.status).toBe('expired'));
  });

  it('ends the chat, saying whether it was saved, and drops an answer that arrives after the end', async () => {
    const { result } = await ready();
    let answer: (value: unknown) => void = () => {};
    vi.mocked(sendChatMessage).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    act(() => result.current.send('34'));
    vi.mocked(endChat).mockResolvedValueOnce({ saved: true } as never);
    await act(() => result.current.end());
    expect(endChat).toHaveBeenCalledWith('s1');
    expect(result.current.status).toBe('ended');
    expect(result.current.saved).toBe(true);
    await act(async () => answer({ reply: { text: 'Late' } }));
    expect(result.current.entries.map((e) => e.text)).not.toContain('Late');
    expect(result.current.status).toBe('ended');
  });
});
