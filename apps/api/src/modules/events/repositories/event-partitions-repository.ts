import type { Queryable } from '../../../db/db.ts';

/** The raw event tables, partitioned by month of `time` (migration 0023, decision 623). */
export const PARTITIONED_EVENT_TABLES = ['clicks', 'conversions', 'live_graphic_displays', 'video_plays', 'viewership_samples'] as const;
export type PartitionedEventTable = (typeof PARTITIONED_EVENT_TABLES)[number];

/** Advisory lock of partition upkeep, so two API processes never create the same month at once. */
const PARTITIONS_LOCK = 6230;

/** A UTC month: `start` is its first instant, `end` the next month's. */
export interface UtcMonth {
  /** 'YYYY_MM', the partition name's suffix. */
  suffix: string;
  start: string;
  end: string;
}

export const partitionName = (table: PartitionedEventTable, month: UtcMonth) => `${table}_p${month.suffix}`;

/** Whether `table` already has its partition for `month`. */
async function hasPartition(tx: Queryable, table: PartitionedEventTable, month: UtcMonth): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [partitionName(table, month)]);
  return Boolean(row?.found);
}

/**
 * Creates `table`'s partition for `month` unless it exists, moving the month's rows that waited in
 * the DEFAULT partition into it (a partition cannot be created while the default holds rows of its
 * range). Run in a transaction; answers whether it created one. Names and bounds come from
 * UtcMonth, never from input.
 */
export async function createMonthPartition(tx: Queryable, table: PartitionedEventTable, month: UtcMonth): Promise<boolean> {
  await tx.query(`SELECT pg_advisory_xact_lock(${PARTITIONS_LOCK})`);
  if (await hasPartition(tx, table, month)) return false;
  const range = `time >= '${month.start}'::timestamptz AND time < '${month.end}'::timestamptz`;
  const waiting = `${table}_moving`;
  await tx.query(`CREATE TEMP TABLE ${waiting} ON COMMIT DROP AS SELECT * FROM ${table}_p_default WHERE ${range}`);
  await tx.query(`DELETE FROM ${table}_p_default WHERE ${range}`);
  await tx.query(
    `CREATE TABLE ${partitionName(table, month)} PARTITION OF ${table} FOR VALUES FROM ('${month.start}') TO ('${month.end}')`,
  );
  await tx.query(`INSERT INTO ${table} SELECT * FROM ${waiting}`);
  await tx.query(`DROP TABLE ${waiting}`);
  return true;
}
