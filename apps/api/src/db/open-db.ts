import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db.ts';
import { openPgliteWorkerDb } from './pglite-worker-db.ts';
import { openPostgresDb } from './postgres-db.ts';

/**
 * PostgreSQL server when a URL is given, otherwise embedded PGlite under `<dataDir>/pglite`, in its
 * own thread (decision 628). `preparedStatements: false` runs every statement unnamed (decision 633).
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string; preparedStatements?: boolean }): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb(options.databaseUrl, { preparedStatements: options.preparedStatements });
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPgliteWorkerDb(dir);
}
