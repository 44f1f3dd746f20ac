import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    // A worker sets up its environment once and runs its files in it (decision 780): no unit test
    // mocks a module, and each file undoes the DOM, globals and timers it changes.
    isolate: false,
    // Lazy pages are imported on first render; on a busy 2-core CI machine that first import alone
    // has taken over the 5 s default. A limit for a hung test, not a speed check.
    testTimeout: 20_000,
    setupFiles: ['./src/app/testing/test-setup.ts'],
    passWithNoTests: true,
  },
});
