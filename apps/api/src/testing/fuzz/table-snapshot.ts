import type { Queryable } from '../../db/db.ts';

/** Tables (or columns) that may change while every fuzz case is refused, each with its reason. */
export interface SnapshotExclusion {
  table: string;
  /** Only these columns are left out; the rest of the table is still compared. */
  columns?: string[];
  reason: string;
}

export const FUZZ_SNAPSHOT_EXCLUSIONS: SnapshotExclusion[] = [
  {
    table: 'auth_tokens',
    columns: ['last_used_at'],
    reason: 'every request with a sign-in token stamps its last use, refused or not (idle expiry)',
  },
  {
    table: 'login_failures',
    reason: 'a well-formed sign-in that fails is counted before the password check (decision 233); that is the throttle working',
  },
  {
    table: 'click_journals',
    columns: ['heartbeat'],
    reason: 'the click journal mover stamps its holder every 10 s while idle (decision 624), whatever the requests',
  },
  {
    table: 'limited_requests',
    reason: 'a valid sign-up or reset request is counted before the address is looked up (decision 273), even when it is then refused',
  },
];

/** Per table: row count and a hash of every row's content. */
export type TableSnapshot = Record<string, string>;

/**
 * Row count and content hash of every table of the current schema, from information_schema (so a
 * table a later migration adds is covered), without the excluded tables and columns.
 */
export async function snapshotTables(db: Queryable, exclusions: SnapshotExclusion[] = FUZZ_SNAPSHOT_EXCLUSIONS): Promise<TableSnapshot> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.flatMap(({ name }) => {
    const exclusion = exclusions.find((item) => item.table === name);
    if (exclusion && !exclusion.columns) return [];
    const dropped = (exclusion?.columns ?? []).map((column) => ` - '${column.replace(/'/g, "''")}'`).join('');
    const quoted = `"${name.replace(/"/g, '""')}"`;
    return [
      `SELECT '${name.replace(/'/g, "''")}' AS name, count(*)::int || ':' || md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS state
         FROM (SELECT (to_jsonb(x)${dropped})::text AS r FROM ${quoted} x) rows`,
    ];
  });
  if (parts.length === 0) return {};
  const rows = await db.query<{ name: string; state: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

/** The tables whose state differs between two snapshots (added or dropped tables too). */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
}
