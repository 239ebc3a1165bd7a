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
import { registerServiceWorker } from './app/register-service-worker.ts';
import { loadFirstPageData } from './app/first-page-data.ts';
import { createRouter, namespacesFor } from './app/router.tsx';
import { reloadOnStaleChunks } from './app/stale-chunks.ts';
import { currentLanguage, setupI18n } from './i18n/setup.ts';
import { createQueryClient } from './shared/api/query-client.ts';

// While developing: Preact's warnings (keys, hooks, markup nesting) and its devtools. Not in the build.
if (import.meta.env.DEV) await import('preact/debug');

reloadOnStaleChunks();
registerServiceWorker();
// The first render waits for the page's strings, its chunk and its data, all asked for at once here, so that
// the page appears complete in one render rather than in pieces (decision 010).
const strings = setupI18n(namespacesFor(window.location.pathname));
const queryClient = createQueryClient();
const router = createRouter();
await Promise.all([
  strings,
  loadFirstPageData(queryClient, currentLanguage(), window.location),
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else
      router.subscribe((state) => {
        if (state.initialized) resolve();
      });
  }),
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
