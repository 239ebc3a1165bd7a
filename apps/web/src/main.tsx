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
import { createRouter, namespacesFor } from './app/router.tsx';
import { reloadOnStaleChunks } from './app/stale-chunks.ts';
import { setupI18n } from './i18n/setup.ts';
import { createQueryClient } from './shared/api/query-client.ts';

// While developing: Preact's warnings (keys, hooks, markup nesting) and its devtools. Not in the build.
if (import.meta.env.DEV) await import('preact/debug');

reloadOnStaleChunks();
registerServiceWorker();
// The router starts fetching the first page's chunk now, while the strings load (not after).
const router = createRouter();
await setupI18n(namespacesFor(window.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
