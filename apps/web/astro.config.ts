// The pages rendered by Astro (decision 033): HTML from the server, JavaScript only for what a visitor can
// interact with. The server (apps/server/src/web-pages.ts) runs the build's handler in middleware mode behind
// Fastify; a URL with no page under src/pages/ falls through to the single-page app (vite.config.ts).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { precompressFolder } from './precompress.ts';
import { reactToPreact } from './react-to-preact.ts';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  outDir: './dist-pages',
  // Under /assets/ like the app's files: fingerprinted, cached for a year, kept by the service worker.
  build: { assets: 'assets', inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  integrations: [
    {
      name: 'tabib:precompressed',
      hooks: { 'astro:build:done': ({ dir }) => precompressFolder(fileURLToPath(dir)) },
    },
  ],
  vite: {
    // @tailwindcss/vite is typed against the workspace's Vite 8; Astro 5 runs it on its own Vite 6, whose plugin
    // type differs in hooks Tailwind does not use (hot updates).
    plugins: [tailwindcss() as never],
    // A page's script may mount one of the app's components (the visit room, decision 038; the chat window,
    // loaded when first opened), compiled as the app's are: React's API on preact/compat (decision 008).
    // (The list is typed against the app's Vite 8; Astro's Vite 6 reads the same shape.)
    resolve: {
      alias: [
        ...reactToPreact,
        // React Router's production build, as the app's (vite.config.ts): its package picks the development one.
        {
          find: /^react-router$/,
          replacement: createRequire(import.meta.url)
            .resolve('react-router')
            .replace('/development/', '/production/'),
        },
      ] as never,
    },
    esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
    // site-config.ts reads the same VITE_ variables as the app.
    envPrefix: 'VITE_',
    // Scripts always as files: the Content-Security-Policy allows no inline script (script-src 'self').
    build: { assetsInlineLimit: 0 },
    // The server's build carries the modules it uses, as the app's renderer does: resolved from dist-pages/,
    // a bare import would find the workspace's copy of a package, not the version Astro depends on.
    ssr: { noExternal: true },
  },
});
