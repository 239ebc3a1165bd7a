import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';

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

/** JSX compiles to `react/jsx-runtime` calls, which the aliases above send to Preact. */
export const jsx = { jsx: { runtime: 'automatic', importSource: 'react' } } satisfies UserConfig['oxc'];

/**
 * One renderer: fails the build (and the unit tests) if anything still loads React itself, say a new
 * library importing a React entry point that the aliases do not cover.
 */
export function noReact(): Plugin {
  const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  return {
    name: 'tabib:no-react',
    enforce: 'pre',
    load(id) {
      if (reactModule.test(id)) {
        throw new Error(`${id} is React itself: alias that entry point to preact/compat in vite.config.ts`);
      }
    },
  };
}

/**
 * `<link rel="preload">` for the Cairo web fonts: without it the browser asks for them only once the page
 * has rendered text, and the swap from the fallback font moves the layout (CLS). Preloaded, they arrive
 * while the scripts load.
 */
function preloadFonts(): Plugin {
  return {
    name: 'tabib:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) =>
          /\/cairo-(arabic|latin)-(400|700)-normal-[^/]+\.woff2$/.test(f),
        );
        return fonts.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    noReact(),
    // Preact's fast refresh while developing (React's would not reach Preact's components).
    command === 'serve' ? await prefresh() : null,
    tailwindcss(),
    preloadFonts(),
  ],
  oxc: jsx,
  resolve: {
    alias: [
      ...reactToPreact,
      // See src/shared/contracts.ts.
      {
        find: /^@tabib\/contracts$/,
        replacement: fileURLToPath(new URL('./src/shared/contracts.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/compat': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: what each route loads; bench/bundle.ts weighs the home route with it.
    manifest: true,
    // The shell and the home page stay small; every other route is its own lazy chunk.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" (React Server Components; there are none here).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        // React Router looks React 19's useOptimistic up and, without it (Preact), does what it does on React 18.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
    },
  },
}));
