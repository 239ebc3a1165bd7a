import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Server tests that only mean something on a shared PostgreSQL (several server processes on one database,
// a proxy between the server and PostgreSQL): selected in the postgres project only, not skipped.
const postgresOnly = [
  'test/reliability-multi-process.test.ts',
  'test/reliability-database-outage.test.ts',
  'test/reliability-contention.test.ts',
  'test/reliability-start-up.test.ts',
  'test/reliability-outbox-multi-process.test.ts',
  'test/reliability-search-index.test.ts',
  'test/reliability-visits-multi-process.test.ts',
  'test/reliability-waitlist.test.ts',
];

const serverOn = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server (${engine})`,
    env: { TEST_DB_ENGINE: engine },
    ...(engine === 'pglite' ? { exclude: [...configDefaults.exclude, ...postgresOnly] } : {}),
  },
});

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/triage',
      'apps/web',
      // The bundle budget (the benchmarks themselves are run by hand: npm run bench:*).
      'bench',
      serverOn('pglite'),
      // CI (and anyone with a PostgreSQL) runs every server test on both engines.
      ...(process.env.DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
