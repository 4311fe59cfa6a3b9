import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './sequencer';

// Browser flows: a real API server (embedded database, demo data) and Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    root: new URL('..', import.meta.url).pathname,
    // the demo data, seeded once for all files (each file's portal starts on a copy)
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 120_000,
    // expect.poll waits for what a page does after a request (a select enabled once its options are in):
    // vitest's 1 s default failed under load (a11y phone, the fitment pages' vehicle picker); Playwright's
    // own waits in these flows allow 20 s
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
    // Two files at once: each starts its own portal (free port, fresh data directory) and browser. The
    // accessibility checks are three files (laptop light and dark, phone) started first (sequencer.ts) so
    // that neither core waits on one long file at the end.
    fileParallelism: true,
    sequence: { sequencer: LongestFirstSequencer },
    maxWorkers: 2,
  },
});
