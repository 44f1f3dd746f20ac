import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    environment: 'node',
    // A worker sets up its environment once and runs its files in it (decision 780): no unit test
    // mocks a module, and each file undoes the DOM, globals and timers it changes.
    isolate: false,
    passWithNoTests: true,
  },
});
