/**
 * The one query interface the API uses, over either embedded PGlite or a PostgreSQL server.
 * SQL is PostgreSQL dialect with $1-style parameters on both drivers.
 */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (decision 633): for a fixed SQL text run again
   * and again, such as a recorder's batch statement, the server plans it a few times and then
   * reuses a generic plan instead of planning every call. Never for SQL built from varying parts.
   * PGlite ignores it.
   */
  prepare?: boolean;
}

/** Options of a statement kept prepared (decision 633). */
export const PREPARED: QueryOptions = Object.freeze({ prepare: true });

export interface Queryable {
  /** Rows of a statement. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: all of it commits, or none of it does. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements separated by semicolons, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTENs on `channel`: `handler` gets each notification's payload once its transaction commits,
   * from any connection or process. Answers the unsubscribe. PGlite: its own `listen`; PostgreSQL:
   * one dedicated connection per Db that reconnects (and re-LISTENs) when it drops, then calls
   * `onReconnect` (notifications may have been missed meanwhile) (decision 500).
   */
  listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  readonly driver: 'pglite' | 'postgres';
  /** The connection pool's use (PostgreSQL; PGlite has one connection and no pool): /metrics, decision 737. */
  poolUse?(): { total: number; idle: number; waiting: number };
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers (pg, PGlite) report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** First row or undefined. */
export async function one<T>(db: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
