import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks.ts';

function fakeWindow() {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = Object.assign(target, {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    location: { reload },
  }) as unknown as Window;
  return { win, reload };
}

describe('stale lazy chunks', () => {
  it('reloads once, then lets a repeated failure through to the error screen', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunks(win);
    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
