import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './src/testing/slow-files-first.ts';

/** API-in-process tests against a real database (PGlite, or PostgreSQL with ADVOCATE_TEST_DB=postgres). */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.integration-test.ts'],
    // Migrates one database; every file starts from a copy of it.
    globalSetup: ['src/testing/integration-global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: at most two files (each with its own database) at a time.
    maxWorkers: 2,
    fileParallelism: true,
    // A worker keeps the modules it loaded from one file to the next (decision 750): each file still
    // has its own app and database, and no test mocks a module, so importing the API once per worker
    // instead of once per file is the same run without ~2 s of loading per file.
    isolate: false,
    sequence: { sequencer: SlowFilesFirst },
  },
});
