import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';
import { HomePage } from './home/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Feature string namespaces a page renders with: on a first load they are fetched with the shell's strings,
 * on a navigation with the page's chunk (see createRouter).
 */
interface RouteHandle {
  namespaces: string[];
}
const strings = (...namespaces: string[]): { handle: RouteHandle } => ({ handle: { namespaces } });

/**
 * Every screen but home is a lazy chunk, so the first load carries only the shell and the home page; the
 * namespaces are its strings.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  ...namespaces: string[]
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    ...(namespaces.length ? strings(...namespaces) : {}),
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
          { index: true, Component: HomePage, ...strings('doctors') },
          {
            path: 'service',
            ...page(() => import('../features/content/routes/services-page.tsx'), 'content'),
          },
          {
            path: 'aboutus',
            ...page(() => import('../features/content/routes/about-page.tsx'), 'content'),
          },
          {
            path: 'privacy-policy',
            ...page(() => import('../features/content/routes/privacy-page.tsx'), 'content'),
          },
          {
            path: 'terms-of-service',
            ...page(() => import('../features/content/routes/terms-page.tsx'), 'content'),
          },
          { path: 'faq', ...page(() => import('../features/content/routes/faq-page.tsx'), 'content') },
          {
            path: 'newsletter/unsubscribe',
            ...page(() => import('../features/content/routes/unsubscribe-page.tsx'), 'content'),
          },
          {
            path: 'contact',
            ...page(() => import('../features/contact/routes/contact-page.tsx'), 'contact'),
          },
          { path: 'login', ...page(() => import('../features/auth/routes/login-page.tsx'), 'auth') },
          { path: 'signup', ...page(() => import('../features/auth/routes/signup-page.tsx'), 'auth') },
          {
            path: 'joinnewdoctor',
            ...page(() => import('../features/auth/routes/join-doctor-page.tsx'), 'auth'),
          },
          {
            path: 'profile-doctor',
            ...page(() => import('../features/doctor-portal/routes/profile-doctor-page.tsx'), 'doctor-portal'),
          },
          {
            path: 'doctors',
            ...page(() => import('../features/doctors/routes/doctors-page.tsx'), 'doctors'),
          },
          {
            path: 'doctors/:id',
            ...page(() => import('../features/doctors/routes/doctor-page.tsx'), 'doctors', 'reviews'),
          },
          {
            path: 'specialty-directory',
            ...page(() => import('../features/doctors/routes/specialty-directory-page.tsx')),
          },
          {
            path: 'doctors/:id/bookdoctor',
            ...page(() => import('../features/booking/routes/book-doctor-page.tsx'), 'booking'),
          },
          {
            path: 'myappointments',
            ...page(() => import('../features/booking/routes/my-appointments-page.tsx'), 'booking'),
          },
          {
            path: 'profile',
            ...page(() => import('../features/profile/routes/profile-layout.tsx')),
            children: [
              {
                path: 'info',
                ...page(() => import('../features/profile/routes/profile-info-page.tsx'), 'auth'),
              },
              {
                path: 'changepassword',
                ...page(() => import('../features/profile/routes/change-password-page.tsx'), 'auth'),
              },
              {
                path: 'my',
                ...page(() => import('../features/profile/routes/insurance-page.tsx'), 'auth'),
              },
              {
                path: 'chats',
                ...page(() => import('../features/chat/routes/chat-history-page.tsx'), 'chat'),
              },
              {
                path: 'chats/:id',
                ...page(() => import('../features/chat/routes/chat-history-detail-page.tsx'), 'chat'),
              },
            ],
          },
          {
            path: 'medicine-library',
            ...page(() => import('../features/medicines/routes/medicine-library-page.tsx'), 'medicines'),
          },
          {
            path: 'createmedicine',
            ...page(() => import('../features/medicines/routes/create-medicine-page.tsx'), 'medicines'),
          },
          {
            path: 'listmedicine',
            ...page(() => import('../features/medicines/routes/list-medicine-page.tsx'), 'medicines'),
          },
          {
            path: 'listmedicine/:id',
            ...page(() => import('../features/medicines/routes/edit-medicine-page.tsx'), 'medicines'),
          },
          {
            path: 'processing',
            ...page(() => import('../features/medicines/routes/processing-page.tsx'), 'medicines'),
          },
          { path: 'chatbot', ...page(() => import('../features/chat/routes/chatbot-page.tsx'), 'chat') },
          { path: 'admin', ...page(() => import('../features/admin/routes/admin-page.tsx'), 'admin') },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** The feature namespaces the page at `pathname` renders with (see RouteHandle). */
export function namespacesFor(pathname: string): string[] {
  const handles = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as RouteHandle | undefined);
  return [...new Set(handles.flatMap((h) => h?.namespaces ?? []))];
}

/**
 * On a navigation, a page shows once its chunk and its strings are in, and the page it replaces stays until
 * then. Without this the new page would suspend on its strings after the switch and the layout's spinner
 * would flash: React's transitions used to hide that, Preact has none (decision 008). The routes the first
 * location matches are left as they are: main.tsx loads their strings before the first render, while the
 * router loads their chunks.
 */
function loadingStringsFirst(route: RouteObject, initial: ReadonlySet<RouteObject>): RouteObject {
  const children = route.children?.map((child) => loadingStringsFirst(child, initial));
  const namespaces = (route.handle as RouteHandle | undefined)?.namespaces ?? [];
  const lazy = route.lazy;
  if (namespaces.length === 0 || typeof lazy === 'object' || initial.has(route)) {
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

export function createRouter() {
  const initial = new Set((matchRoutes(routes, window.location.pathname) ?? []).map((m) => m.route));
  return createBrowserRouter(routes.map((route) => loadingStringsFirst(route, initial)));
}
