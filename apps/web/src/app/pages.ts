/**
 * Every lazy page as plain data: its URL pattern (React Router's, relative to its parent), its module (under
 * src/) and the feature string namespaces it renders with. Three readers share it: the router (router.tsx),
 * the build, which writes down what each URL loads so that the server can announce it in the page's HTML
 * (vite.config.ts, decision 010), and the bundle benchmark.
 */
export interface PageRoute {
  path: string;
  module: string;
  namespaces: string[];
  children?: PageRoute[];
}

export const pageRoutes: PageRoute[] = [
  {
    path: 'profile-doctor',
    module: 'features/doctor-portal/routes/profile-doctor-page.tsx',
    namespaces: ['doctor-portal'],
  },
  {
    path: 'profile',
    module: 'features/profile/routes/profile-layout.tsx',
    namespaces: [],
    children: [
      { path: 'info', module: 'features/profile/routes/profile-info-page.tsx', namespaces: ['auth'] },
      { path: 'changepassword', module: 'features/profile/routes/change-password-page.tsx', namespaces: ['auth'] },
      { path: 'my', module: 'features/profile/routes/insurance-page.tsx', namespaces: ['auth'] },
      { path: 'chats', module: 'features/chat/routes/chat-history-page.tsx', namespaces: ['chat'] },
      { path: 'chats/:id', module: 'features/chat/routes/chat-history-detail-page.tsx', namespaces: ['chat'] },
    ],
  },
  { path: 'createmedicine', module: 'features/medicines/routes/create-medicine-page.tsx', namespaces: ['medicines'] },
  { path: 'listmedicine', module: 'features/medicines/routes/list-medicine-page.tsx', namespaces: ['medicines'] },
  {
    path: 'listmedicine/:id',
    module: 'features/medicines/routes/edit-medicine-page.tsx',
    namespaces: ['medicines'],
  },
  { path: 'processing', module: 'features/medicines/routes/processing-page.tsx', namespaces: ['medicines'] },
  { path: 'admin', module: 'features/admin/routes/admin-page.tsx', namespaces: ['admin'] },
];

/** Every page with its full URL pattern ('/profile/chats/:id'), and the modules and namespaces it loads, outer first. */
export function flattenPages(
  pages: PageRoute[] = pageRoutes,
  parent: { path: string; modules: string[]; namespaces: string[] } = { path: '', modules: [], namespaces: [] },
): { path: string; modules: string[]; namespaces: string[] }[] {
  return pages.flatMap((page) => {
    const flat = {
      path: `${parent.path}/${page.path}`,
      modules: [...parent.modules, page.module],
      namespaces: [...new Set([...parent.namespaces, ...page.namespaces])],
    };
    return [flat, ...flattenPages(page.children ?? [], flat)];
  });
}
