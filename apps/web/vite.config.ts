import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts()],
  resolve: {
    // See src/shared/contracts.ts.
    alias: [
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
  },
});
