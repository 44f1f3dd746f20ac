import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate } from '../db/migrate.ts';
import { migratedPgliteSnapshot } from '../db/pglite-db.ts';
import { openPostgresDb } from '../db/postgres-db.ts';
import { adminQuery } from './pg-admin.ts';
import { TEST_PG_ADMIN_URL, TEST_PG_TEMPLATE_ENV, TEST_PGLITE_SNAPSHOT_ENV } from './test-db.ts';

/**
 * Migrates one database before the integration files run, and lets every file start from a copy of
 * it (test-db.ts): a PGlite data directory dumped to a temporary file, or a PostgreSQL template
 * database. Migrating once instead of once per file is most of the run's set-up time.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.ADVOCATE_TEST_DB === 'postgres') {
    const name = `advocate_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(TEST_PG_ADMIN_URL, `CREATE DATABASE ${name}`);
    const url = new URL(TEST_PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const db = await openPostgresDb(url.toString());
    await migrate(db);
    await db.close();
    process.env[TEST_PG_TEMPLATE_ENV] = name;
    return async () => {
      await adminQuery(TEST_PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'advocate-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  process.env[TEST_PGLITE_SNAPSHOT_ENV] = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
