import type { Alias } from 'vite';

/**
 * The app is written against React's API ('react', 'react-dom'; types from @types/react) and rendered by
 * Preact through preact/compat, about 10 kB instead of 65 (decision 008). Every import of React, from the
 * app or from a library (React Router, TanStack Query, react-i18next, react-toastify, Testing Library),
 * resolves here; vitest.config.ts uses the same list, so the unit tests run on the renderer the build ships.
 */
export const reactToPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's shim of React 18's useSyncExternalStore (a CommonJS module that requires React).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
