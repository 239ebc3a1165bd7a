import { act, render, renderHook, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { toast, useToastRaised } from './toast.ts';

const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** As the app shell mounts it: only once a toast has been raised. */
function Toasts() {
  return useToastRaised() ? (
    <Suspense fallback={null}>
      <ToastContainer rtl={false} />
    </Suspense>
  ) : null;
}

describe('toasts', () => {
  it('load their container with the first one, which it then shows', async () => {
    const { result } = renderHook(() => useToastRaised());
    const { container } = render(<Toasts />);
    expect(result.current).toBe(false);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast.success('Appointment booked');
    });
    expect(result.current).toBe(true);
    expect(await screen.findByText('Appointment booked')).toBeTruthy();
    act(() => {
      toast.error('Could not cancel');
    });
    expect(await screen.findByText('Could not cancel')).toBeTruthy();
  });
});
