import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { pglitePoolCounts, takePooledPglite } from './pglite-test-pool.ts';
import { TEST_PGLITE_SNAPSHOT_ENV } from './test-db.ts';

// The worker's PGlite databases (decision 781): a kept one comes back exactly as migrated, and a
// closed handle is as dead as a closed PGlite. Runs on PGlite whichever database the tier uses.
const take = () => takePooledPglite(process.env[TEST_PGLITE_SNAPSHOT_ENV], migrate);

async function counted(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? -1;
}

describe('the PGlite test pool', () => {
  it('hands a closed database to the next file emptied, with the migrations rows and sequences back', async () => {
    const first = await take();
    const types = await counted(first, 'component_types');
    const migrations = await counted(first, 'schema_migrations');
    expect(types).toBeGreaterThan(0);
    const [made] = await first.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, user_type) VALUES ('pool-a', 'pool-a@example.com', '', 2) RETURNING id`,
    );
    await first.query('DELETE FROM component_types');
    await first.exec(`SET TIME ZONE 'Pacific/Auckland'; SELECT pg_advisory_lock(781)`);
    await first.close();

    const before = pglitePoolCounts();
    const second = await take();
    expect(pglitePoolCounts().reused).toBe(before.reused + 1);
    expect(await counted(second, 'users')).toBe(0);
    expect(await counted(second, 'component_types')).toBe(types);
    expect(await counted(second, 'schema_migrations')).toBe(migrations);
    const [again] = await second.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, user_type) VALUES ('pool-b', 'pool-b@example.com', '', 2) RETURNING id`,
    );
    expect(again?.id).toBe(made?.id);
    const [zone] = await second.query<{ zone: string }>('SELECT current_setting($1) AS zone', ['TimeZone']);
    expect(zone?.zone).not.toBe('Pacific/Auckland');
    const [lock] = await second.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock(781) AS got');
    expect(lock?.got).toBe(true);
    await second.close();
  });

  it('refuses every call on a closed handle and drops its listeners', async () => {
    const db = await take();
    const heard: string[] = [];
    await db.listen('pool_probe', (payload) => heard.push(payload));
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('PGlite is closed');
    await expect(db.exec('SELECT 1')).rejects.toThrow('PGlite is closed');
    await expect(db.transaction(async () => 1)).rejects.toThrow('PGlite is closed');

    const next = await take();
    const own: string[] = [];
    await next.listen('pool_probe', (payload) => own.push(payload));
    await next.query(`SELECT pg_notify('pool_probe', 'second file')`);
    await expect.poll(() => own).toEqual(['second file']);
    expect(heard).toEqual([]);
    await next.close();
  });

  it('closes a database whose schema a test changed instead of keeping it', async () => {
    const db = await take();
    await db.exec('CREATE TABLE pool_probe_table (id int)');
    await db.close();
    const next = await take();
    const [found] = await next.query<{ name: string | null }>(`SELECT to_regclass('pool_probe_table')::text AS name`);
    expect(found?.name).toBeNull();
    await next.close();
  });
});
