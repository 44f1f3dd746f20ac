import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open-db.ts';
import { vacuumRebuiltTables } from '../src/modules/events/repositories/rollup-rebuild-repository.ts';
import { rebuildRollups } from '../src/modules/events/rollups/rebuild-rollups.ts';

/**
 * `npm run rollups:rebuild [-- --campaign <slug>]`: recomputes the rollups from the raw events in
 * the database the API uses (DATABASE_URL, else the embedded one under DATA_DIR), in one transaction.
 */
const { values } = parseArgs({ options: { campaign: { type: 'string' } } });
const config = loadConfig();
const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const started = Date.now();
  const tables = await rebuildRollups(db, { campaignSlug: values.campaign });
  for (const [table, rows] of Object.entries(tables)) console.log(`rollups: ${table} ${rows} rows`);
  console.log(
    `rollups: rebuilt ${values.campaign ? `campaign ${values.campaign}` : 'every campaign'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const vacuumed = Date.now();
  await vacuumRebuiltTables(db, Object.keys(tables));
  console.log(`rollups: dead rows of the replaced ones reclaimed and statistics read in ${((Date.now() - vacuumed) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
