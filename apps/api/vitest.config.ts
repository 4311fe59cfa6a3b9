import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database per run; each test file's database starts as a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (PGlite in memory, or a fresh database on the server).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
