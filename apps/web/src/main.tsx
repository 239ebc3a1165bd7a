import './shared/preact-parity.ts';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { loadFirstPageData } from './app/first-page-data.ts';
import { createRouter, namespacesOf, routeHandles } from './app/router.tsx';
import { reloadOnStaleChunks } from './app/stale-chunks.ts';
import { currentLanguage, setupI18n } from './i18n/setup.ts';
import { createQueryClient } from './shared/api/query-client.ts';
import { nextTask } from './shared/next-task.ts';
import { hydrateInSteps } from './shared/ui/hydrate-later.tsx';
import type { PageState } from './page-render.ts';

// While developing: Preact's warnings (keys, hooks, markup nesting) and its devtools. Not in the build.
if (import.meta.env.DEV) await import('preact/debug');

reloadOnStaleChunks();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// From here to the take-over, each step is a task of its own, starting after the modules' evaluation: the
// page is on screen and must answer a tap between them (decision 011).
await nextTask();
// The page the server rendered here (decision 011), if it was rendered for this address; a copy the service
// worker kept may have been rendered for another.
const rendered = serverRendered(window.location.pathname + window.location.search);
// The server names them with its page; matching the address against the routes is slow on a phone.
const namespaces = rendered?.namespaces ?? namespacesOf(routeHandles(window.location.pathname));
await nextTask();
// The first render waits for the page's strings, its chunk and its data, all asked for at once here, so that
// the page appears complete in one render rather than in pieces (decision 010). When the server has rendered
// the page, its answers come with the HTML, and the render takes over what is shown.
const strings = setupI18n(namespaces);
await nextTask();
const queryClient = createQueryClient();
// Not if a language was chosen since: then the page is rendered afresh.
const takeOver = rendered?.language === currentLanguage();
if (takeOver) hydrate(queryClient, rendered.queries as DehydratedState);
await nextTask();
const router = createRouter();
await Promise.all([
  strings,
  takeOver ? undefined : loadFirstPageData(queryClient, currentLanguage(), window.location),
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else
      router.subscribe((state) => {
        if (state.initialized) resolve();
      });
  }),
]);
await nextTask();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
if (takeOver) {
  await hydrateInSteps(() => hydrateRoot(root, app));
} else {
  // The splash, or a page the server rendered for another address or language: rendered afresh.
  root.replaceChildren();
  createRoot(root).render(app);
}
// What the server rendered could be seen before it could be used; now it can (end-to-end tests wait for this).
root.removeAttribute('aria-busy');

function serverRendered(url: string): PageState | null {
  const script = document.getElementById('page-state');
  const text = script?.textContent;
  if (!script || !text) return null;
  // Read once; the page keeps no script element with text in it.
  script.remove();
  try {
    const state = JSON.parse(text) as PageState;
    return state.url === url ? state : null;
  } catch {
    return null;
  }
}
