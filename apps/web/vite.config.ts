import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
// Relative, as in src/shared/contracts.ts: the config is bundled, and Node cannot load the package's TypeScript.
import { PageAssets } from './src/page-assets.ts';
import { precompressFolder } from './precompress.ts';
import { defineConfig, type Alias, type Plugin, type Rollup, type UserConfig } from 'vite';
import { reactToPreact } from './react-to-preact.ts';
import { flattenPages } from './src/app/pages.ts';

type Language = 'ar' | 'en';

// React's API on Preact (decision 008); vitest.config.ts imports it from here.
export { reactToPreact };

const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

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
 * Writes dist/.vite/page-assets.json (decision 010): for every page in pages.ts, the chunks, styles and
 * strings it loads beyond the shell, and per language the shell's strings and Cairo web fonts. The server
 * names them in the page's HTML (`<link rel="modulepreload">`, `<link rel="preload">`), so the browser asks
 * for all of them with the shell instead of one round trip after another as each script runs. Fonts are
 * preloaded because otherwise the browser asks for them only once text is rendered, and their swap moves the
 * layout; only the fonts of the page's own script, as the other's swap in for the few words written in it.
 */
function pageAssets(): Plugin {
  return {
    name: 'tabib:page-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const src = fileURLToPath(new URL('./src/', import.meta.url));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === `${src}${module}`);
        if (!chunk) throw new Error(`page-assets: no chunk for src/${module}`);
        return chunk;
      };
      // index.html's main.tsx.
      const entry = chunks.find((c) => c.isEntry && c.moduleIds.includes(`${src}main.tsx`));
      if (!entry) throw new Error('page-assets: no entry chunk holds src/main.tsx');
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      const shell = closure(entry.fileName);
      const stringsOf = (language: Language, namespaces: string[]) =>
        namespaces.map((ns) => chunkOf(`features/${ns}/locales/${language}.json`).fileName);
      const fonts = Object.keys(bundle).filter((f) => /\/cairo-(arabic|latin)-(400|700)-normal-[^/]+\.woff2$/.test(f));
      const script: Record<Language, string> = { ar: 'arabic', en: 'latin' };

      const pages = flattenPages().map((page) => {
        const files = new Set<string>();
        for (const module of page.modules) closure(chunkOf(module).fileName, files);
        const scripts = [...files].filter((f) => !shell.has(f));
        const styles = [
          ...new Set(scripts.flatMap((f) => [...(bundle[f] as Rollup.OutputChunk).viteMetadata!.importedCss])),
        ];
        return {
          path: page.path,
          scripts,
          styles,
          strings: { ar: stringsOf('ar', page.namespaces), en: stringsOf('en', page.namespaces) },
        };
      });
      const languages = Object.fromEntries(
        (['ar', 'en'] as const).map((language) => [
          language,
          {
            strings: [chunkOf(`i18n/locales/${language}.json`).fileName],
            fonts: fonts.filter((f) => f.includes(`/cairo-${script[language]}-`)).sort(),
          },
        ]),
      );
      const assets: PageAssets = PageAssets.parse({ languages, pages });
      this.emitFile({ type: 'asset', fileName: '.vite/page-assets.json', source: JSON.stringify(assets, null, 2) });
    },
  };
}

/**
 * Every text file of the browser's build also as `.br` and `.gz` (precompress.ts), written once here: the
 * server sends them as they are (`preCompressed`, server's web-app.ts) instead of compressing each file for
 * each visitor at a lesser quality (decision 029).
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'tabib:precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is written, the public folder's too.
    closeBundle: () => precompressFolder(outDir),
  };
}

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    noReact(),
    // Preact's fast refresh while developing (React's would not reach Preact's components).
    command === 'serve' ? await prefresh() : null,
    tailwindcss(),
    pageAssets(),
    precompressed(),
  ],
  oxc: jsx,
  resolve: {
    alias: [
      ...reactToPreact,
      // React Router's package.json points every condition at its development build (warnings, checks,
      // about a third more code); the build takes the production one it ships beside it.
      ...(command === 'build' ? [reactRouterProduction] : []),
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
  publicDir: 'public',
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
