import { defineConfig } from 'vitest/config';

/**
 * The production start (decision 731): the built bundle staged alone, `npm ci --omit=dev`, then
 * `node apps/api/dist/main.js` on PostgreSQL (when one answers) and on PGlite. Needs `npm run build` first.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['production/**/*.production-test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // npm ci --omit=dev (from the npm cache when it holds the packages), then a start that migrates.
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
