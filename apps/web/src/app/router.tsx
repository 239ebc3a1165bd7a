import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';
import { HomePage } from './home/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Every screen but home is a lazy chunk, so the first load carries only the shell and the home page. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Feature string namespaces a page renders with: on a first load they are fetched with the shell's strings. */
interface RouteHandle {
  namespaces: string[];
}
const strings = (...namespaces: string[]): { handle: RouteHandle } => ({ handle: { namespaces } });

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
          { path: 'service', ...page(() => import('../features/content/routes/services-page.tsx')) },
          { path: 'aboutus', ...page(() => import('../features/content/routes/about-page.tsx')) },
          { path: 'privacy-policy', ...page(() => import('../features/content/routes/privacy-page.tsx')) },
          { path: 'terms-of-service', ...page(() => import('../features/content/routes/terms-page.tsx')) },
          { path: 'faq', ...page(() => import('../features/content/routes/faq-page.tsx')) },
          { path: 'newsletter/unsubscribe', ...page(() => import('../features/content/routes/unsubscribe-page.tsx')) },
          { path: 'contact', ...page(() => import('../features/contact/routes/contact-page.tsx')) },
          { path: 'login', ...page(() => import('../features/auth/routes/login-page.tsx')) },
          { path: 'signup', ...page(() => import('../features/auth/routes/signup-page.tsx')) },
          { path: 'joinnewdoctor', ...page(() => import('../features/auth/routes/join-doctor-page.tsx')) },
          { path: 'profile-doctor', ...page(() => import('../features/doctor-portal/routes/profile-doctor-page.tsx')) },
          {
            path: 'doctors',
            ...page(() => import('../features/doctors/routes/doctors-page.tsx')),
            ...strings('doctors'),
          },
          {
            path: 'doctors/:id',
            ...page(() => import('../features/doctors/routes/doctor-page.tsx')),
            ...strings('doctors', 'reviews'),
          },
          {
            path: 'specialty-directory',
            ...page(() => import('../features/doctors/routes/specialty-directory-page.tsx')),
          },
          { path: 'doctors/:id/bookdoctor', ...page(() => import('../features/booking/routes/book-doctor-page.tsx')) },
          { path: 'myappointments', ...page(() => import('../features/booking/routes/my-appointments-page.tsx')) },
          {
            path: 'profile',
            ...page(() => import('../features/profile/routes/profile-layout.tsx')),
            children: [
              { path: 'info', ...page(() => import('../features/profile/routes/profile-info-page.tsx')) },
              { path: 'changepassword', ...page(() => import('../features/profile/routes/change-password-page.tsx')) },
              { path: 'my', ...page(() => import('../features/profile/routes/insurance-page.tsx')) },
              { path: 'chats', ...page(() => import('../features/chat/routes/chat-history-page.tsx')) },
              { path: 'chats/:id', ...page(() => import('../features/chat/routes/chat-history-detail-page.tsx')) },
            ],
          },
          {
            path: 'medicine-library',
            ...page(() => import('../features/medicines/routes/medicine-library-page.tsx')),
            ...strings('medicines'),
          },
          { path: 'createmedicine', ...page(() => import('../features/medicines/routes/create-medicine-page.tsx')) },
          { path: 'listmedicine', ...page(() => import('../features/medicines/routes/list-medicine-page.tsx')) },
          { path: 'listmedicine/:id', ...page(() => import('../features/medicines/routes/edit-medicine-page.tsx')) },
          { path: 'processing', ...page(() => import('../features/medicines/routes/processing-page.tsx')) },
          { path: 'chatbot', ...page(() => import('../features/chat/routes/chatbot-page.tsx')), ...strings('chat') },
          { path: 'admin', ...page(() => import('../features/admin/routes/admin-page.tsx')) },
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

export function createRouter() {
  return createBrowserRouter(routes);
}
