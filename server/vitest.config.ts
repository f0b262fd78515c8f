import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own database; PGlite and bcrypt are CPU-bound, and the machine has 2 cores.
    maxWorkers: 2,
    pool: 'forks',
  },
});
