import { defineProject } from 'vitest/config';

const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export default defineProject({
  test: {
    name: `server (${engine})`,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
