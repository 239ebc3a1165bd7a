import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../test-i18n.ts';
import { ErrorScreen } from './error-screen.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('route errors', () => {
  beforeAll(() => setupTestI18n('en'));

  it('shows the generic error screen with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: ErrorScreen }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the localised 404 page for a 404 response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 404 });
        },
        Component: () => null,
        ErrorBoundary: ErrorScreen,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
