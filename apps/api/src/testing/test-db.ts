import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDb } from '../db/postgres-db.ts';
import { takePooledPglite } from './pglite-test-pool.ts';

/** The server the integration tests use when ADVOCATE_TEST_DB=postgres. */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the integration run's global set-up leaves a migrated PGlite data directory (a tar file). */
export const TEST_PGLITE_SNAPSHOT_ENV = 'ADVOCATE_TEST_PGLITE_SNAPSHOT';
/** The name of the migrated PostgreSQL template database the global set-up made. */
export const TEST_PG_TEMPLATE_ENV = 'ADVOCATE_TEST_PG_TEMPLATE';

/**
 * A new database on the PostgreSQL test server (from the migrated template when there is one):
 * its URL, and `drop` to remove it.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `advocate_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env[TEST_PG_TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a worker's database
 * set back to the migrated state when an earlier file has closed one, pglite-test-pool.ts), or a new
 * database created on the PostgreSQL server (and dropped on close) when ADVOCATE_TEST_DB=postgres.
 * Both start from the copy the global set-up migrated when there is one
 * (integration-global-setup.ts); the migrations then find nothing left to apply.
 */
export async function createTestDb(): Promise<Db> {
  if (process.env.ADVOCATE_TEST_DB !== 'postgres') return takePooledPglite(process.env[TEST_PGLITE_SNAPSHOT_ENV], migrate);
  const database = await createPostgresTestDatabase();
  const db = await openPostgresDb(database.url);
  await migrate(db);
  const close = db.close;
  return {
    ...db,
    async close() {
      await close();
      await database.drop();
    },
  };
}
