import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Rendering Mantine screens in jsdom is slow on a busy 2-core machine; waiting is not a failure.
    testTimeout: 20_000,
    // Both cores (vitest's default leaves one idle): 310 s -> 200 s for the suite in CI.
    maxWorkers: 2,
  },
});
