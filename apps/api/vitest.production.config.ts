import { defineConfig } from 'vitest/config';

/**
 * The production start (decision 731): the built bundle staged alone, `npm ci --omit=dev`, then
 * `node apps/api/dist/main.js` on PostgreSQL (when one answers) and on PGlite; and on the same
 * staged install, the multi-instance tier (decision 760): several instances on one PostgreSQL,
 * Redis and NATS. Needs `npm run build` first.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['production/**/*.production-test.ts', 'multi-instance/**/*.multi-test.ts'],
    // The install once (staged-install-setup.ts), then the multi-instance tier's database and Redis prefix.
    globalSetup: ['production/staged-install-setup.ts', 'multi-instance/multi-instance-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    // A start that migrates, or three instances started together.
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
