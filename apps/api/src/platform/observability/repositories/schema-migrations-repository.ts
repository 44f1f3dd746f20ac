import type { Queryable } from '../../../db/db.ts';

/** The migration versions the database records as applied (/readyz, decision 736). */
export async function appliedMigrationVersions(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ version: string }>('SELECT version FROM schema_migrations');
  return rows.map((r) => r.version);
}
