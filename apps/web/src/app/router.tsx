import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { setAppPages } from '../shared/go-to.ts';
import { ServerPage } from './server-page.tsx';
import { pageRoutes, type PageRoute } from './pages.ts';

/**
 * Feature string namespaces a page renders with: on a first load they are fetched with the shell's strings,
 * on a navigation with the page's chunk (see createRouter).
 */
export interface RouteHandle {
  namespaces: string[];
}

// Every page module, each its own chunk; pages.ts says which URL shows which.
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/** Every screen is a lazy chunk, so the first load carries only the shell; the namespaces are its strings. */
function lazyPage(page: PageRoute): RouteObject {
  const load = pageModules[`../${page.module}`];
  if (!load) throw new Error(`pages.ts names ${page.module}, which is not a page module`);
  return {
    path: page.path,
    lazy: async () => ({ Component: (await load()).default }),
    handle: { namespaces: page.namespaces } satisfies RouteHandle,
    ...(page.children ? { children: page.children.map(lazyPage) } : {}),
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        ErrorBoundary: ErrorScreen,
        children: [
          // The home page is Astro's (decision 033): a link to it from the app loads it from the server.
          { index: true, Component: ServerPage },
          ...pageRoutes.map(lazyPage),
          // A path this app has no page for may be one Astro renders (decision 033): asked for from a link in
          // the app, it is loaded from the server; loaded from the server, the app has no page for it.
          { path: '*', Component: ServerPage },
        ],
      },
    ],
  },
];

/** The handles of the routes `pathname` matches, outermost first (the page itself last). */
export function routeHandles(pathname: string): (RouteHandle | undefined)[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as RouteHandle | undefined);
}

/** The feature namespaces the routes in `handles` render with (see RouteHandle). */
export function namespacesOf(handles: (RouteHandle | undefined)[]): string[] {
  return [...new Set(handles.flatMap((h) => h?.namespaces ?? []))];
}

/**
 * On a navigation, a page shows once its chunk and its strings are in, and the page it replaces stays until
 * then. Without this the new page would suspend on its strings after the switch and the layout's spinner
 * would flash: React's transitions used to hide that, Preact has none (decision 008). On the first location
 * the strings are already on their way (main.tsx sets i18next up with them first), and i18next asks for a
 * namespace only once.
 */
function loadingStringsFirst(route: RouteObject): RouteObject {
  const children = route.children?.map(loadingStringsFirst);
  const namespaces = (route.handle as RouteHandle | undefined)?.namespaces ?? [];
  const lazy = route.lazy;
  if (namespaces.length === 0 || typeof lazy === 'object') {
    return { ...route, children } as RouteObject;
  }
  return {
    ...route,
    children,
    lazy: async () => {
      const [properties] = await Promise.all([lazy?.() ?? {}, i18next.loadNamespaces(namespaces)]);
      return properties;
    },
  } as RouteObject;
}

/** After setupI18n: the first location's lazy routes wait for their strings too. */
export function createRouter() {
  // What goTo() (shared/go-to.ts) asks: a path whose match ends on ServerPage is a page of the server's.
  setAppPages((pathname) => {
    const matches = matchRoutes(routes, pathname);
    return Boolean(matches && matches[matches.length - 1]!.route.Component !== ServerPage);
  });
  return createBrowserRouter(routes.map(loadingStringsFirst));
}
