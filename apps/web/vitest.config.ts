import { defineProject } from 'vitest/config';
import { jsx, noReact, reactToPreact } from './vite.config.ts';

export default defineProject({
  plugins: [noReact()],
  oxc: jsx,
  resolve: {
    alias: reactToPreact,
    // The libraries' ES module builds, as in the build: their CommonJS ones `require` React past the aliases.
    conditions: ['module', 'node', 'development|production'],
    mainFields: ['module', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    server: {
      deps: {
        // Libraries that import React go through Vite, so the aliases reach them (Node would load React
        // itself for an external dependency): the tests render with preact/compat, like the build.
        inline: [/react/, /i18next/, /@testing-library/],
      },
    },
  },
});
