import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { migrate } from './migrate.ts';

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps the database in memory (tests), starting
 * from `snapshot` (a data directory from `migratedPgliteSnapshot`) when given.
 */
export async function openPgliteDb(dataDir?: string, snapshot?: Blob): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite(snapshot ? { loadDataDir: snapshot } : {});
  await pg.waitReady;
  return pgliteDb(pg);
}

/** The Db over an open PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
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
    listen: async (channel, handler) => pg.listen(channel, (payload) => handler(payload)),
    close: () => pg.close(),
  };
}

/** The data directory of a fresh in-memory database with every migration applied (a test template). */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const pg = new PGlite();
  await pg.waitReady;
  await migrate(pgliteDb(pg));
  const snapshot = await pg.dumpDataDir('none');
  await pg.close();
  return snapshot;
}
