import type { Queryable } from '../../../db/db.ts';

/**
 * Snapshots of closed-day figures (migration 0022, decision 621), one per campaign and read kind.
 * The figures are opaque text to this module; the service of each read decides what they hold.
 */
export type SnapshotKind = 'channels' | 'overview';

export interface ClosedDaySnapshot {
  first_day: string;
  version: number;
  figures: string;
}

/** The campaign's closed-days version (0 until an event before today or a rebuild moves it). */
export async function closedDaysVersion(db: Queryable, campaignId: number): Promise<number> {
  const [row] = await db.query<{ version: string }>('SELECT version FROM channel_stats_versions WHERE campaign_id = $1', [campaignId]);
  return row ? Number(row.version) : 0;
}

/** The snapshot kept for `until`, of any version (the caller compares it). */
export async function readClosedDaySnapshot(
  db: Queryable,
  kind: SnapshotKind,
  campaignId: number,
  until: string,
): Promise<ClosedDaySnapshot | null> {
  const [row] = await db.query<{ first_day: string; version: string; figures: string }>(
    `SELECT to_char(first_day, 'YYYY-MM-DD') AS first_day, version, figures FROM channel_stats_snapshots WHERE campaign_id = $1 AND until_day = $2::date AND kind = $3`,
    [campaignId, until, kind],
  );
  return row ? { first_day: row.first_day, version: Number(row.version), figures: row.figures } : null;
}

/** What tells one stored snapshot from another without reading its figures. */
export interface SnapshotStamp {
  first_day: string;
  version: number;
  /** computed_at: changes whenever the snapshot is stored again. */
  stamp: string;
}

/** The stamp of the snapshot kept for `until`, or null. */
export async function readSnapshotStamp(
  db: Queryable,
  kind: SnapshotKind,
  campaignId: number,
  until: string,
): Promise<SnapshotStamp | null> {
  const [row] = await db.query<{ first_day: string; version: string; stamp: string }>(
    `SELECT to_char(first_day, 'YYYY-MM-DD') AS first_day, version, computed_at::text AS stamp
     FROM channel_stats_snapshots WHERE campaign_id = $1 AND until_day = $2::date AND kind = $3`,
    [campaignId, until, kind],
  );
  return row ? { first_day: row.first_day, version: Number(row.version), stamp: row.stamp } : null;
}

/** Keeps the snapshot for `until` (replacing one of another version or first day) and drops older days' snapshots. */
export async function storeClosedDaySnapshot(
  db: Queryable,
  kind: SnapshotKind,
  campaignId: number,
  until: string,
  snapshot: ClosedDaySnapshot,
): Promise<void> {
  await db.query(
    `WITH dropped AS (DELETE FROM channel_stats_snapshots WHERE campaign_id = $1 AND kind = $6 AND until_day < $2::date)
     INSERT INTO channel_stats_snapshots (campaign_id, kind, until_day, first_day, version, figures) VALUES ($1, $6, $2::date, $3::date, $4, $5)
     ON CONFLICT (campaign_id, kind, until_day) DO UPDATE SET first_day = EXCLUDED.first_day, version = EXCLUDED.version,
       figures = EXCLUDED.figures, computed_at = now()`,
    [campaignId, until, snapshot.first_day, snapshot.version, snapshot.figures, kind],
  );
}

/** UTC day of `time` is before today's (the database clock's). */
const BEFORE_TODAY = (time: string) => `(${time} AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date`;

/**
 * A CTE for the recorders' statements: moves the closed-days version of every campaign of the
 * inserted events `e` dated before today, so snapshots that summed those days are recomputed.
 * Live events are dated today and move nothing.
 */
export function bumpClosedDaysCte(e: string): string {
  return `closed_days AS (
       INSERT INTO channel_stats_versions AS v (campaign_id, version)
       SELECT DISTINCT x.campaign_id, 1 FROM ${e} x WHERE ${BEFORE_TODAY('x.time')}
       ON CONFLICT (campaign_id) DO UPDATE SET version = v.version + 1
       RETURNING 1
     )`;
}

/**
 * The same for viewership samples `e` (kept per broadcaster): every campaign the sample's
 * broadcaster has a status on, as the channels' game hours read them.
 */
export function bumpClosedDaysOfSamplesCte(e: string): string {
  return `closed_days AS (
       INSERT INTO channel_stats_versions AS v (campaign_id, version)
       SELECT DISTINCT cs.campaign_id, 1 FROM ${e} x JOIN campaign_statuses cs ON cs.broadcaster_id = x.broadcaster_id
       WHERE ${BEFORE_TODAY('x.time')}
       ON CONFLICT (campaign_id) DO UPDATE SET version = v.version + 1
       RETURNING 1
     )`;
}

/** After a rollup rebuild (of one campaign, or null for all): every snapshot of it is out of date. */
export async function bumpClosedDaysOfRebuild(tx: Queryable, campaignId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO channel_stats_versions AS v (campaign_id, version)
     SELECT id, 1 FROM campaigns WHERE $1::int IS NULL OR id = $1
     ON CONFLICT (campaign_id) DO UPDATE SET version = v.version + 1`,
    [campaignId],
  );
}
