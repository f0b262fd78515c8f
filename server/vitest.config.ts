import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node resolves `graphql` (no "exports" field) to its CommonJS index.js for everyone; Vite would hand our
    // sources index.mjs instead, a second copy whose GraphQLError fails `instanceof` against Apollo's. Tests must
    // run with the one copy production has.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own database; PGlite and bcrypt are CPU-bound, and the machine has 2 cores.
    maxWorkers: 2,
    pool: 'forks',
    // one log line per request would bury the test report; tests that check the log capture it themselves
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
});
