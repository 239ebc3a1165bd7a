import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import server from './apps/server/vitest.config.ts';

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

// Server tests that start real processes (the compiled server, the admin command, mail senders) and hold them
// to seconds: they run one file at a time, after everything else, so that a process they start has a core
// (test/support/server-process.ts, mail-processes.ts). A file that starts a process belongs here;
// apps/server/test/test-projects.test.ts checks that every such file is listed.
export const startsProcesses = [
  'test/admin-bootstrap.test.ts',
  'test/admin-cli-live.test.ts',
  'test/backup-restore.test.ts',
  'test/reliability-contention.test.ts',
  'test/reliability-crash.test.ts',
  'test/reliability-database-outage.test.ts',
  'test/reliability-multi-process.test.ts',
  'test/reliability-outbox-lease.test.ts',
  'test/reliability-outbox-multi-process.test.ts',
  'test/reliability-outbox.test.ts',
  'test/reliability-shutdown-keep-alive.test.ts',
  'test/reliability-shutdown.test.ts',
  'test/reliability-slow-clients.test.ts',
  'test/reliability-start-up.test.ts',
  'test/reliability-visits-multi-process.test.ts',
  'test/reliability-waitlist.test.ts',
  'test/small-machine-process.test.ts',
];

/**
 * The server's tests on one engine: "server (<engine>)" runs in the shared pool beside the other projects;
 * "server (<engine>) processes" runs one file at a time (a project of one worker goes last, on its own).
 * `--project 'server (pglite)*'` selects both.
 */
const serverOn = (engine: 'pglite' | 'postgres', part: 'in-process' | 'processes'): TestProjectInlineConfiguration => {
  const skipped = engine === 'pglite' ? postgresOnly : [];
  // Spread rather than `extends`, which would add these lists to the server config's `include`.
  return {
    ...server,
    root: './apps/server',
    test: {
      ...server.test,
      name: part === 'processes' ? `server (${engine}) processes` : `server (${engine})`,
      env: { TEST_DB_ENGINE: engine },
      ...(part === 'processes'
        ? { include: startsProcesses.filter((f) => !skipped.includes(f)), maxWorkers: 1 }
        : { exclude: [...configDefaults.exclude, ...skipped, ...startsProcesses] }),
    },
  };
};

export default defineConfig({
  test: {
    // Two files at a time on CI's two cores (Vitest's default is one fewer than the cores): most files wait on
    // a database or a socket as much as they compute.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'packages/triage',
      'apps/web',
      // The bundle budget (the benchmarks themselves are run by hand: npm run bench:*).
      'bench',
      serverOn('pglite', 'in-process'),
      serverOn('pglite', 'processes'),
      // CI (and anyone with a PostgreSQL) runs every server test on both engines.
      ...(process.env.DATABASE_URL ? [serverOn('postgres', 'in-process'), serverOn('postgres', 'processes')] : []),
    ],
  },
});
