import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresOf = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`);

/** Each feature uses another only through that feature's public entry, its index.ts. */
const featureZones = (dir) => {
  const features = featuresOf(dir);
  return features.map((feature) => ({
    target: feature,
    from: features.filter((other) => other !== feature),
    except: ['./index.ts'],
    message: "A feature uses another only through that feature's index.ts.",
  }));
};

/**
 * The zones (CONTRIBUTING "Boundaries"): which folder may import which. Paths resolve from the repository
 * root, so the rule gives the same answer from any working directory.
 */
export const zones = [
  ...featureZones('apps/server/src/features'),
  {
    target: ['apps/server/src/compat', 'apps/server/src/seed'],
    from: featuresOf('apps/server/src/features'),
    except: ['./index.ts'],
    message: 'compat/ and seed/ use features only through their index.ts, like any other caller.',
  },
  {
    target: ['apps/server/src/db', 'apps/server/src/shared', 'apps/server/src/outbox'],
    from: ['apps/server/src/features', 'apps/server/src/compat', 'apps/server/src/app.ts', 'apps/server/src/worker.ts'],
    message: 'db/, shared/ and outbox/ are below the features: they import no feature and not the app.',
  },
  {
    // The server reads the web build's page-assets.json (decision 010) through its schema alone. Nothing else
    // of the web app's source.
    target: 'apps/server/src',
    from: 'apps/web',
    except: ['./src/page-assets.ts'],
    message: "The server imports the web app only through the build's contract: apps/web/src/page-assets.ts.",
  },
  ...featureZones('apps/web/src/features'),
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: "The web's shared/ is below the features: it imports no feature and not the app.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-pages/**',
      '**/.astro/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '.tmp/**',
      // Generated (see .gitattributes): written by packages/triage/scripts/build-kb.ts, never edited by hand.
      'packages/triage/src/kb/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits (a missed `await`) is a silent failure and, when it rejects,
    // an unhandled rejection that ends the process. Each file is checked with the tsconfig.json nearest to it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // TypeScript files no tsconfig.json includes: the vitest configs outside apps/.
          allowDefaultProject: ['vitest.config.ts', 'packages/*/vitest.config.ts'],
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones, basePath: root }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Only the db layer talks to the ORM: use cases and routes get data through query functions.
    files: ['apps/server/src/**/*.ts'],
    // The demo seed (src/seed) is a bulk loader of the whole schema, outside any feature.
    ignores: ['apps/server/src/db/**', 'apps/server/src/seed/**', 'apps/server/src/**/*-queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only the db layer (*-queries.ts, src/db, the demo seed) imports the ORM.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser never sees the ORM or the server.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm*', '@tabib/server*', '**/apps/server/**'],
              message: 'The web app talks to the API only.',
            },
          ],
        },
      ],
    },
  },
);
