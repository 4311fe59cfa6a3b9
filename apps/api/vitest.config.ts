import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database per run; each test file's database starts as a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // The files of a worker share its module graph: each file still opens its own database and app, and no
    // module keeps state between apps (caches hang off the database or the app). Isolating every file
    // re-imported the app and re-compiled PGlite's WebAssembly per file: the suite took 397 s on PGlite
    // and 311 s on PostgreSQL in CI, 104 s and 158 s without.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (PGlite in memory, or a fresh database on the server).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
