import { defineConfig } from 'vitest/config';

/**
 * The multi-instance tier alone (decision 760; `npm test` runs it with the production start, in
 * vitest.production.config.ts, on one staged install): two or three API processes started from the
 * staged production build (decision 731) on one fresh PostgreSQL database and one Redis key prefix;
 * the JetStream cases also on NATS. Needs `npm run build` first.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['multi-instance/**/*.multi-test.ts'],
    globalSetup: ['production/staged-install-setup.ts', 'multi-instance/multi-instance-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    // Three instances started together.
    hookTimeout: 120_000,
    // Two cores: one file's instances at a time.
    fileParallelism: false,
  },
});
