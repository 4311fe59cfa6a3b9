import { defineConfig } from 'vitest/config';

// Browser flows: a real API server (embedded database, demo data) and Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at once: each starts its own portal (free port, fresh data directory) and browser. The
    // accessibility checks are two files (light, dark) so that neither core waits on one long file.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
