import './shared/preact-parity.ts';
import type { Language } from '@tabib/contracts';
import type { PageRenderer, RenderedPage } from './page-render.ts';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadFirstPageData } from './app/first-page-data.ts';
import { namespacesOf, routeHandles, routes } from './app/router.tsx';
import { serverI18n } from './i18n/server.ts';
import { setApiTransport } from './shared/api/client.ts';
import { createQueryClient } from './shared/api/query-client.ts';

/**
 * The server's renderer (decision 011): the page's HTML with the answers and strings it shows, so that it
 * paints before any script has run; the browser then takes it over (main.tsx). Built by `vite build --ssr`
 * into dist-server/ and loaded by the server at start (apps/server/src/web-render.ts).
 */
const handler = createStaticHandler(routes);

async function renderPage(href: string, language: Language): Promise<RenderedPage | null> {
  const url = new URL(href);
  // The page itself (the deepest route) says whether it is rendered here (pages.ts).
  const handles = routeHandles(url.pathname);
  if (!handles.at(-1)?.serverRendered) return null;
  const queryClient = createQueryClient();
  // An answer that failed is left to the browser to ask again, rather than holding the page's HTML back.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  try {
    const [context] = await Promise.all([
      // Loads the lazy page modules the URL matches (there are no loaders).
      handler.query(new Request(url)),
      loadFirstPageData(queryClient, language, url),
    ]);
    if (context instanceof Response) return null;
    // Only complete pages: one still waiting for an answer, or showing a failure, is left to the browser,
    // whose first render must match this one (it starts with the same answers) and would retry.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return null;
    const i18n = serverI18n(language);
    const html = renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              // No inline script (the Content-Security-Policy forbids it): the browser's router loads the
              // same lazy modules itself.
              hydrate={false}
            />
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    );
    return {
      html,
      state: {
        url: url.pathname + url.search,
        language,
        // Those the render used and those the routes name for what the browser adds once idle: the browser
        // then need not match the address against the routes again to know them.
        namespaces: [...new Set([...(i18n.reportNamespaces?.getUsedNamespaces() ?? []), ...namespacesOf(handles)])],
        queries: dehydrate(queryClient),
      },
    };
  } finally {
    queryClient.clear();
  }
}

export default { setApiTransport, renderPage } satisfies PageRenderer;
