import type { Queryable } from '../../../db/db.ts';
import { bumpClosedDaysOfRebuild } from '../../metrics/index.ts';
import { fillFromFacts, ROLLUPS, type RollupName, storedFacts } from './event-rollups-sql.ts';
import { fillGroupViewership, GROUP_VIEWERSHIP_TABLE } from '../../metrics/index.ts';
import { FILL_CLICK_UNIQUES } from '../../metrics/index.ts';
import { CARRIED } from './viewership-recording-repository.ts';

/**
 * Recomputes the rollups from the raw events (`npm run rollups:rebuild`, decision 582). Every
 * statement takes `$1` = a campaign id, or null for all. Event rollups group the very facts the
 * recorders add (event-rollups-sql.ts); viewership ones count as the viewership recorder does.
 * Every fill writes its rows in day order, as live recording leaves them (decision 630).
 */

/**
 * Waits for every transaction writing events to finish and keeps new ones (and another rebuild) out
 * until this one ends (SHARE ROW EXCLUSIVE conflicts with the inserts' ROW EXCLUSIVE and with
 * itself; plain reads go on), so the rebuild reads a complete, still set of events and no recorder
 * adds to a rollup while it is being replaced.
 */
export async function lockEventTables(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE clicks, conversions, live_graphic_displays, video_plays, viewership_samples IN SHARE ROW EXCLUSIVE MODE');
}

const OF_CAMPAIGN = (column: string) => `($1::int IS NULL OR ${column} = $1)`;

/** Every fact of the raw events (and of the rebuilt click_uniques). */
const ALL_FACTS = storedFacts(OF_CAMPAIGN('k.campaign_id'));

const DAY = `(s.time AT TIME ZONE 'UTC')::date`;
const VIEWERSHIP = `sum(s.viewers::bigint * s.interval_seconds) / 60.0, sum(s.interval_seconds) / 60.0, count(*), sum(s.viewers), max(s.viewers)`;
const GAME_MINUTES = `sum(s.interval_seconds) / 60.0, sum(s.viewers::bigint * s.interval_seconds) / 60.0`;

/** Viewership rollups per campaign: filled from the samples each campaign carried. */
const CAMPAIGN_VIEWERSHIP: Record<string, string> = {
  rollup_daily_campaign_viewership: `INSERT INTO rollup_daily_campaign_viewership
      (day, campaign_id, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
    SELECT ${DAY}, c.id, s.broadcaster_id, s.platform, ${VIEWERSHIP}, count(DISTINCT s.stream_id)
    FROM viewership_samples s ${CARRIED('s')} WHERE ${OF_CAMPAIGN('c.id')} GROUP BY 1, 2, 3, 4 ORDER BY 1`,
  rollup_daily_campaign_viewership_totals: `INSERT INTO rollup_daily_campaign_viewership_totals
      (campaign_id, day, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
    SELECT c.id, ${DAY}, s.platform, ${VIEWERSHIP}, count(DISTINCT s.broadcaster_id::text || ' ' || s.stream_id)
    FROM viewership_samples s ${CARRIED('s')} WHERE ${OF_CAMPAIGN('c.id')} GROUP BY 1, 2, 3 ORDER BY 2`,
  rollup_daily_campaign_games: `INSERT INTO rollup_daily_campaign_games
      (campaign_id, day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes, samples, viewer_sum)
    SELECT c.id, ${DAY}, s.broadcaster_id, s.platform, coalesce(s.game, ''), ${GAME_MINUTES}, count(*), sum(s.viewers)
    FROM viewership_samples s ${CARRIED('s')} WHERE ${OF_CAMPAIGN('c.id')} GROUP BY 1, 2, 3, 4, 5 ORDER BY 2`,
};

/** Viewership rollups per broadcaster (no campaign): rebuilt only when every campaign is. */
const BROADCASTER_VIEWERSHIP: Record<string, string> = {
  rollup_daily_viewership: `INSERT INTO rollup_daily_viewership
      (day, broadcaster_id, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
    SELECT ${DAY}, s.broadcaster_id, s.platform, ${VIEWERSHIP}, count(DISTINCT s.stream_id) FROM viewership_samples s GROUP BY 1, 2, 3 ORDER BY 1`,
  rollup_daily_games: `INSERT INTO rollup_daily_games (day, broadcaster_id, platform, game, minutes_streamed, viewable_minutes)
    SELECT ${DAY}, s.broadcaster_id, s.platform, coalesce(s.game, ''), ${GAME_MINUTES} FROM viewership_samples s GROUP BY 1, 2, 3, 4 ORDER BY 1`,
};

/** The tables a rebuild replaces and how many rows each got. */
export type RebuiltTables = Record<string, number>;

async function refill(tx: Queryable, table: string, fill: string, campaignId: number | null, scoped: boolean): Promise<[string, number]> {
  const where = scoped ? ' WHERE ($1::int IS NULL OR campaign_id = $1)' : '';
  const params = scoped ? [campaignId] : [];
  await tx.query(`DELETE FROM ${table}${where}`, params);
  await tx.query(fill, params);
  const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}${where}`, params);
  return [table, n];
}

/**
 * Replaces every rollup of `campaignId` (null: of every campaign, and then the per-broadcaster
 * viewership rollups too) by what the raw events give. Run inside a transaction that has called
 * lockEventTables. Answers the row count of each table.
 */
export async function rebuildRollupTables(tx: Queryable, campaignId: number | null): Promise<RebuiltTables> {
  const counts: Array<[string, number]> = [];
  // click_uniques first: the unique_clicks facts are its rows.
  counts.push(await refill(tx, 'click_uniques', FILL_CLICK_UNIQUES, campaignId, true));
  for (const name of Object.keys(ROLLUPS) as RollupName[]) {
    counts.push(await refill(tx, ROLLUPS[name].table, fillFromFacts(name, ALL_FACTS), campaignId, true));
  }
  for (const [table, fill] of Object.entries(CAMPAIGN_VIEWERSHIP)) counts.push(await refill(tx, table, fill, campaignId, true));
  // Summed from the campaign rows just rebuilt (decision 632).
  counts.push(await refill(tx, GROUP_VIEWERSHIP_TABLE, fillGroupViewership(OF_CAMPAIGN('r.campaign_id')), campaignId, true));
  if (campaignId === null) {
    for (const [table, fill] of Object.entries(BROADCASTER_VIEWERSHIP)) counts.push(await refill(tx, table, fill, null, false));
  }
  await bumpClosedDaysOfRebuild(tx, campaignId);
  return Object.fromEntries(counts);
}

/**
 * After a rebuild has committed (outside any transaction): every replaced row of `tables` is dead,
 * so their space is reclaimed and their planner statistics read again at once, instead of reads
 * stepping over the dead rows until autovacuum comes (decision 630).
 */
export async function vacuumRebuiltTables(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`);
    await db.query(`VACUUM (ANALYZE) ${table}`);
  }
}
