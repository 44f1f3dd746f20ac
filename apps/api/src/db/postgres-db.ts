import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './db.ts';
import { PostgresListener } from './postgres-listener.ts';

// Answer BIGINT (count(*), sums) as numbers: every figure here fits well within 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
// Keep DATE columns as 'YYYY-MM-DD' strings, as PGlite does, never shifted by the local zone.
pg.types.setTypeParser(1082, (value) => value);
// NUMERIC as numbers (averages, rates).
pg.types.setTypeParser(1700, (value) => Number(value));

/** Names of prepared statements by SQL text: a digest of the text, so one name never stands for two statements. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `advocate_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * A PostgreSQL server through a connection pool. Statements asked to be kept prepared are named
 * unless `preparedStatements` is false (a pooler that does not carry them; decision 633).
 */
export async function openPostgresDb(connectionString: string, options: { preparedStatements?: boolean } = {}): Promise<Db> {
  const prepared = options.preparedStatements ?? true;
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover, terminate) is dropped and replaced by
  // the pool; without a listener its error would stop the whole process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const listener = new PostgresListener(connectionString);
  const asQueryable = (runner: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], queryOptions?: QueryOptions) {
      // Named: pg parses it once per connection and the server keeps its plan (decision 633).
      const result =
        prepared && queryOptions?.prepare
          ? await runner.query({ name: statementName(sql), text: sql, values: params })
          : await runner.query(sql, params);
      return result.rows as T[];
    },
  });
  return {
    driver: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, handler, onReconnect) => listener.listen(channel, handler, onReconnect),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await closePool(pool);
    },
  };
}

/**
 * Ends the pool and waits until every connection has closed: `pool.end()` resolves as soon as the
 * pool lets go of them, before they have said goodbye to the server.
 */
async function closePool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
