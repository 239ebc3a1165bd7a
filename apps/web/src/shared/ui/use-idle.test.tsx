import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle.ts';
import { useMounted } from './use-mounted.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waiting for the first render to be over', () => {
  it('useMounted is false in the first render only', () => {
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMounted()));
    expect(renders).toEqual([false, true]);
  });

  it('useIdle turns true when the browser is idle, not before', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { result, unmount } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => idle?.());
    expect(result.current).toBe(true);
    unmount();
  });

  it('useIdle waits a moment where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, unmount } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    unmount();
  });
});
