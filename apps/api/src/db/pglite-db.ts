import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

/** Embedded PostgreSQL (PGlite). `dataDir` undefined keeps the database in memory (tests). */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const asQueryable = (runner: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return result.rows;
    },
  });
  return {
    driver: 'pglite',
    ...asQueryable(pg),
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
