import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-700.css';
import './styles.css';
import './shared/preact-parity.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchSession } from './features/auth/index.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { createRouter, namespacesOf, routeHandles } from './app/router.tsx';
import { reloadOnStaleChunks } from './app/stale-chunks.ts';
import { setupI18n } from './i18n/setup.ts';
import { createQueryClient } from './shared/api/query-client.ts';

// While developing: Preact's warnings (keys, hooks, markup nesting) and its devtools. Not in the build.
if (import.meta.env.DEV) await import('preact/debug');

/** Past this the page renders without the session (the navbar shows its loading state meanwhile). */
const SESSION_PATIENCE_MS = 3_000;

reloadOnStaleChunks();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The page's strings, its chunk and who is signed in, all asked for at once, so that the page appears
// complete in one render rather than in pieces (decision 010). The pages the server renders are Astro's
// (decision 033); this app renders its own in the browser.
const strings = setupI18n(namespacesOf(routeHandles(window.location.pathname)));
const queryClient = createQueryClient();
const router = createRouter();
let patience: ReturnType<typeof setTimeout> | undefined;
await Promise.all([
  strings,
  Promise.race([
    prefetchSession(queryClient),
    new Promise((resolve) => (patience = setTimeout(resolve, SESSION_PATIENCE_MS))),
  ]).finally(() => clearTimeout(patience)),
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else
      router.subscribe((state) => {
        if (state.initialized) resolve();
      });
  }),
]);

// The splash ring goes with the first render.
root.replaceChildren();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
// End-to-end tests wait for this: the page can be used.
root.removeAttribute('aria-busy');
