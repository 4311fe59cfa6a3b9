import { defineConfig } from 'vitest/config';

/**
 * Test files that need modules of their own: they replace modules (vi.mock), or set what a module reads
 * when it loads (vi.stubEnv in vi.hoisted).
 */
const ISOLATED = [
  'src/lib/api-client.test.ts',
  'src/app/routes/translations.test.tsx',
  'src/features/jobs/components/ScheduledTasksPage.test.tsx',
  'src/app/layouts/NavMenu.test.tsx',
];

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Rendering Mantine screens in jsdom is slow on a busy 2-core machine; waiting is not a failure.
    testTimeout: 20_000,
    // Both cores (vitest's default leaves one idle): 310 s -> 200 s for the suite in CI.
    maxWorkers: 2,
    projects: [
      {
        // The files of a worker share its modules and its jsdom window (setup.ts resets what they hold
        // between tests: the DOM, storage, notifications, pending timers): importing Mantine and setting up
        // jsdom for every file took 348 s of the suite's run in CI, 85 s without.
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
      },
      // vi.mock and a module's load-time settings hold for a file only when it has modules of its own
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
