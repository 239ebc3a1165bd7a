import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { setupI18n } from '../../../i18n/setup.ts';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import ChatWindow from './chat-window.tsx';

/**
 * The floating chat window on a page rendered by Astro (decision 033): chat-launcher.ts loads this module on
 * the first click, so the window's code, its renderer and its strings are downloaded only by those who open it.
 */

/** The window's links (an assessment's "book this specialty") lead out of the window: the browser follows them. */
function FollowLinks() {
  const location = useLocation();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key !== first.current) window.location.assign(`${location.pathname}${location.search}`);
  }, [location]);
  return null;
}

const ready = setupI18n(['chat']);
const client = createQueryClient();

/** Opens the window in `container`; `onClosed` runs once the visitor has closed it (the window is gone then). */
export async function openChatWindow(container: HTMLElement, onClosed: () => void): Promise<void> {
  await ready;
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FollowLinks />
        <Suspense fallback={null}>
          <ChatWindow
            onClosed={() => {
              root.unmount();
              onClosed();
            }}
          />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
