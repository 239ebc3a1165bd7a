import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'triage',
    include: ['test/**/*.test.ts'],
    testTimeout: 30000,
  },
});
