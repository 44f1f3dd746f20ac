import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_PG_ADMIN_URL } from '../testing/test-db.ts';
import { PREPARED, type Db } from './db.ts';
import { openPostgresDb } from './postgres-db.ts';

/**
 * Statements kept prepared (decision 633): on a PostgreSQL server each connection parses a named
 * statement once and reuses it, and after five runs the server may switch to a generic plan; the
 * answers must stay those of an unprepared run, per connection, in and out of transactions. PGlite
 * ignores the option, so the same tests run there too.
 */
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await db.exec('CREATE TABLE prepared_probe (id int PRIMARY KEY, label text NOT NULL)');
  await db.exec("INSERT INTO prepared_probe SELECT g, 'row ' || g FROM generate_series(1, 50) g");
});
afterAll(async () => {
  await db.close();
});

const BY_ID = 'SELECT label FROM prepared_probe WHERE id = $1';
const ABOVE = 'SELECT count(*)::int AS n FROM prepared_probe WHERE id > $1';

describe('statements kept prepared (decision 633)', () => {
  it('answer as unprepared ones past the generic-plan switch, on every connection of the pool at once', async () => {
    const runs = await Promise.all(Array.from({ length: 40 }, (_, i) => db.query<{ label: string }>(BY_ID, [(i % 50) + 1], PREPARED)));
    expect(runs.map((rows) => rows[0]?.label)).toEqual(Array.from({ length: 40 }, (_, i) => `row ${(i % 50) + 1}`));
    for (let i = 0; i < 12; i += 1) expect(await db.query(BY_ID, [i + 1], PREPARED)).toEqual(await db.query(BY_ID, [i + 1]));
  });

  it('two texts are two statements, side by side on one connection in a transaction', async () => {
    const answers = await db.transaction(async (tx) => {
      const out: Array<[string | undefined, number]> = [];
      for (let i = 1; i <= 8; i += 1) {
        const [row] = await tx.query<{ label: string }>(BY_ID, [i], PREPARED);
        const [count] = await tx.query<{ n: number }>(ABOVE, [i * 5], PREPARED);
        out.push([row?.label, count.n]);
      }
      return out;
    });
    expect(answers).toEqual(Array.from({ length: 8 }, (_, k) => [`row ${k + 1}`, 50 - (k + 1) * 5]));
  });

  it('sees rows written in its own transaction, and a table changed since it was prepared', async () => {
    for (let i = 0; i < 6; i += 1) await db.query(ABOVE, [0], PREPARED);
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO prepared_probe VALUES (51, 'row 51')");
      expect(await tx.query(ABOVE, [50], PREPARED)).toEqual([{ n: 1 }]);
    });
    await db.exec('ALTER TABLE prepared_probe ADD COLUMN extra int NOT NULL DEFAULT 0');
    await db.exec('CREATE INDEX prepared_probe_label ON prepared_probe (label)');
    expect(await db.query(ABOVE, [49], PREPARED)).toEqual([{ n: 2 }]);
    expect(await db.query(BY_ID, [51], PREPARED)).toEqual([{ label: 'row 51' }]);
  });

  it('a failing prepared statement fails its transaction only, and the statement runs again afterwards', async () => {
    await expect(db.transaction((tx) => tx.query(BY_ID, ['not a number'], PREPARED))).rejects.toMatchObject({ code: '22P02' });
    expect(await db.query(BY_ID, [2], PREPARED)).toEqual([{ label: 'row 2' }]);
  });

  it('a statement first met inside a failed transaction is parsed again on the next use of that connection', async () => {
    const fresh = 'SELECT label FROM prepared_probe WHERE id = $1 AND label IS NOT NULL';
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT 1 / 0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT 1 / 0').catch(() => undefined);
        // The transaction is aborted: its Parse fails (25P02) and is not taken as done.
        await tx.query(fresh, [3], PREPARED);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    for (let i = 0; i < 10; i += 1) expect(await db.query(fresh, [3], PREPARED)).toEqual([{ label: 'row 3' }]);
  });
});

describe.runIf(process.env.ADVOCATE_TEST_DB === 'postgres')('on a PostgreSQL server (decision 633)', () => {
  const named = (tx: { query: Db['query'] }) =>
    tx.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'advocate_%' AND statement = $1", [
      BY_ID,
    ]);

  it('the statement is named on the connection that ran it, and never when prepared statements are off', async () => {
    expect(
      await db.transaction(async (tx) => {
        await tx.query(BY_ID, [1], PREPARED);
        return named(tx);
      }),
    ).toEqual([{ n: 1 }]);
    const url = new URL(TEST_PG_ADMIN_URL);
    url.pathname = `/${(await db.query<{ name: string }>('SELECT current_database() AS name'))[0].name}`;
    const off = await openPostgresDb(url.toString(), { preparedStatements: false });
    try {
      expect(
        await off.transaction(async (tx) => {
          await tx.query(BY_ID, [1], PREPARED);
          return named(tx);
        }),
      ).toEqual([{ n: 0 }]);
    } finally {
      await off.close();
    }
  });
});
