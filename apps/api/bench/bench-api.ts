import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open-db.ts';
import { ensureEventPartitions, monthsAround } from '../src/modules/events/event-partitions.ts';
import { createTestDb } from '../src/testing/test-db.ts';

/**
 * The API as `npm start` opens it, for a bench, on a data directory of its own: embedded PGlite in
 * its worker thread there (decision 628), DATABASE_URL's server when set, or a fresh database on the
 * test server with ADVOCATE_TEST_DB=postgres; migrated, with the month's event partitions (decision
 * 623), the click journal named after the directory, and the rate limits out of the way. `env` adds
 * or overrides settings.
 */
export async function openBenchApi(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `advocate-${name}-`));
  const databaseUrl = process.env.DATABASE_URL;
  const db = process.env.ADVOCATE_TEST_DB === 'postgres' && !databaseUrl ? await createTestDb() : await openDb({ databaseUrl, dataDir });
  await migrate(db);
  await ensureEventPartitions(db, ...monthsAround(new Date()));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CLICK_JOURNAL_NAME: path.basename(dataDir),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000000',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '100000000',
    ...env,
  });
  const app = await buildApp({ config, db, mailer: { send: async () => undefined } });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
