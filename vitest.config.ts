import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverOn = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name: `server (${engine})`, env: { TEST_DB_ENGINE: engine } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/triage',
      'apps/web',
      serverOn('pglite'),
      // CI (and anyone with a PostgreSQL) runs every server test on both engines.
      ...(process.env.DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
