import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, type Db } from './db.ts';
import { openPgliteWorkerDb } from './pglite-worker-db.ts';

/** The embedded database in its worker thread (decision 628) behaves as the in-thread one does. */
describe('PGlite in a worker thread', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'advocate-pglite-worker-'));
    db = await openPgliteWorkerDb(dir);
    await db.exec(
      'CREATE TABLE things (id serial PRIMARY KEY, name text UNIQUE NOT NULL, at timestamptz, doc jsonb, tags int[], raw bytea)',
    );
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows with their types, parameters included', async () => {
    const at = new Date('2026-11-27T10:00:00.123Z');
    const [row] = await db.query<{ id: number; name: string; at: Date; doc: unknown; tags: number[]; raw: Uint8Array }>(
      'INSERT INTO things (name, at, doc, tags, raw) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      ['first', at, JSON.stringify({ a: [1, 'b'] }), [3, 4], new Uint8Array([1, 2, 255])],
    );
    expect(row).toMatchObject({ name: 'first', doc: { a: [1, 'b'] }, tags: [3, 4] });
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    expect([...row.raw]).toEqual([1, 2, 255]);
  });

  it('reports PostgreSQL errors with their SQLSTATE and fields', async () => {
    const error = await db.query('INSERT INTO things (name) VALUES ($1)', ['first']).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(db.query('SELECT no_such_column FROM things')).rejects.toMatchObject({ code: '42703' });
  });

  it('commits a transaction whole, rolls one back whole, and keeps other statements waiting until it ends', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO things (name) VALUES ('a')`);
      await tx.query(`INSERT INTO things (name) VALUES ('b')`);
    });
    const failed = await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO things (name) VALUES ('c')`);
        await tx.query(`INSERT INTO things (name) VALUES ('a')`);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    const thrown = await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO things (name) VALUES ('d')`);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((thrown as Error).message).toBe('changed my mind');
    const names = async () => (await db.query<{ name: string }>('SELECT name FROM things ORDER BY name')).map((r) => r.name);
    expect(await names()).toEqual(['a', 'b', 'first']);

    let outside: Promise<string[]> | undefined;
    const answer = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO things (name) VALUES ('e')`);
      outside = names();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query(`INSERT INTO things (name) VALUES ('f')`);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await outside).toEqual(['a', 'b', 'e', 'f', 'first']);
  });

  it('delivers notifications to listeners until they unlisten', async () => {
    const got: string[] = [];
    const unlisten = await db.listen('worker_test', (payload) => got.push(payload));
    await db.query(`SELECT pg_notify('worker_test', 'one')`);
    await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('worker_test', 'two')`);
    });
    await expect.poll(() => got).toEqual(['one', 'two']);
    await unlisten();
    await db.query(`SELECT pg_notify('worker_test', 'three')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(got).toEqual(['one', 'two']);
  });

  it('keeps its data on disk across a close and a new open, and refuses work once closed', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('The embedded database has stopped.');
    db = await openPgliteWorkerDb(dir);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM things'))[0].n).toBe(5);
  });
});
