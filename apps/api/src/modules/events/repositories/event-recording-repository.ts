import { PREPARED, type Db, type Queryable } from '../../../db/db.ts';
import { CLICK_PARENTS_CTES } from '../../metrics/repositories/click-parents-sql.ts';
import { bumpClosedDaysCte } from '../../metrics/repositories/closed-day-snapshots-repository.ts';
import {
  clickRows,
  conversionRows,
  displayRows,
  INSERT_CLICKS,
  INSERT_CONVERSIONS,
  INSERT_DISPLAYS,
  INSERT_VIDEO_PLAYS,
  videoPlayRows,
} from './event-insert-sql.ts';
import { addFactsCte, clickFacts, conversionFacts, displayFacts, playFacts, type RollupName } from './event-rollups-sql.ts';
import { lockUniqueClicks, uniqueMoveFacts, uniqueMovesCtes } from '../../metrics/repositories/unique-clicks-sql.ts';

/**
 * The one write path of the event tables of ARCHITECTURE §5 (clicks, conversions, live-graphic
 * displays, video plays): each function stores a batch of events and adds them to the daily
 * rollups in the same statement, so a rollup never misses or double-counts an event (the rollups
 * are described once in event-rollups-sql.ts, which the rebuild shares). The live
 * runtime (redirects, conversions, overlay reports) and the demo seed both write through here.
 *
 * Batches go in as one jsonb parameter (`jsonb_to_recordset`), so a batch of any size is one
 * statement and one round trip. Days are UTC.
 */

export interface ClickEvent {
  time: Date;
  broadcasterId: number;
  campaignId: number;
  componentId: number | null;
  componentType: string | null;
  trackingLinkId: number | null;
  link: string;
  ipAddr: string;
  country: string | null;
  userAgent: string;
  /** Left out of counted clicks (bots, link unfurlers, prefetches, repeats): counted in bot_clicks. */
  isBot: boolean;
  /** Why it was left out (migration 0013): 'bot', 'prefetch' or 'repeat'; null when counted. */
  flag?: 'bot' | 'prefetch' | 'repeat' | null;
  referrer?: string;
}

export interface ConversionEvent {
  time: Date;
  trackingLinkId: number | null;
  source: string;
  broadcasterId: number;
  campaignId: number;
  componentId: number | null;
  componentType: string | null;
  ipAddr: string | null;
  country: string | null;
  /** Reported by a signed call or a confirmed shop's order webhook (decision 662); unverified when left out. */
  verified?: boolean;
}

export interface DisplayEvent {
  time: Date;
  broadcasterId: number;
  campaignId: number;
  componentId: number;
  componentVersionId: number | null;
  durationSeconds: number;
  viewers: number;
  impressions: number;
}

export interface VideoPlayEvent {
  time: Date;
  broadcasterId: number;
  campaignId: number;
  componentId: number;
  triggeredBy: number | null;
  viewers: number;
  impressions: number;
}

/**
 * The facts CTE of a batch `e` and the upserts adding them to `rollups`, the closed-days version
 * move for events dated before today (decision 621), then the batch's ids and broadcasters; `checks` joins one-row
 * CTEs that must run with the statement (the clicks' parents, decision 636).
 */
function addToRollups(facts: string, rollups: readonly RollupName[], checks = ''): string {
  return `facts AS (${facts}),
     ${rollups.map((name) => addFactsCte(name)).join(',\n     ')},
     ${bumpClosedDaysCte('e')}
     SELECT id, broadcaster_id FROM e${checks} ORDER BY id`;
}

/** Where clicks and conversions count; displays and plays only in the per-component and cube rollups. */
const COUNTED_ROLLUPS: readonly RollupName[] = [
  'components',
  'countries',
  'campaignClicks',
  'hourlyClicks',
  'groupClicks',
  'groupHourlyClicks',
];
const SHOWN_ROLLUPS: readonly RollupName[] = ['components', 'campaignClicks', 'groupClicks'];

const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).transaction === 'function';

/**
 * The batch statements, built once: fixed texts the server keeps prepared (decision 633), so a
 * batch is planned a few times per connection instead of every time (the click statement's plan
 * took ~7 ms, as long as storing a few hundred clicks).
 */
const batchStatement = (insert: string, rest: string) => `WITH e AS (
       ${insert}
       RETURNING *
     ),
     ${rest}`;
const RECORD_CLICKS = batchStatement(
  INSERT_CLICKS,
  `${uniqueMovesCtes('e')},
     ${CLICK_PARENTS_CTES},
     ${addToRollups(`${clickFacts('e')}\n     UNION ALL ${uniqueMoveFacts()}`, COUNTED_ROLLUPS, ', click_parents')}`,
);
const RECORD_CONVERSIONS = batchStatement(INSERT_CONVERSIONS, addToRollups(conversionFacts('e'), COUNTED_ROLLUPS));
const RECORD_DISPLAYS = batchStatement(INSERT_DISPLAYS, addToRollups(displayFacts('e'), SHOWN_ROLLUPS));
const RECORD_VIDEO_PLAYS = batchStatement(INSERT_VIDEO_PLAYS, addToRollups(playFacts('e'), SHOWN_ROLLUPS));

/**
 * Stores clicks and counts them: counted ones in `clicks`, flagged ones in `bot_clicks`, and each
 * combination's last counted click in `unique_clicks` (moved from where it was; decision 580). The
 * moves are serialised per campaign by a transaction-long lock: given a Db rather than a
 * transaction, the recorder opens its own. Answers the ids in order.
 */
export async function recordClicks(q: Queryable, clicks: readonly ClickEvent[]): Promise<number[]> {
  if (clicks.length === 0) return [];
  if (isDb(q)) return q.transaction((tx) => recordClicks(tx, clicks));
  const stored = await recordClickRows(
    q,
    JSON.stringify(clickRows(clicks)),
    clicks.filter((c) => !c.isBot && c.componentId !== null).map((c) => c.campaignId),
  );
  return stored.map((r) => r.id);
}

/**
 * recordClicks in a transaction, with the batch already as the insert's JSON array of rows (the
 * click journal's lines; decision 634) and the campaigns whose unique clicks it may move (those of
 * its counted clicks; a campaign more only takes a lock more).
 */
export async function recordClickRows(
  tx: Queryable,
  rows: string,
  countedCampaigns: Iterable<number>,
): Promise<Array<{ id: number; broadcasterId: number }>> {
  await lockUniqueClicks(tx, [...new Set(countedCampaigns)]);
  const inserted = await tx.query<{ id: number; broadcaster_id: number }>(RECORD_CLICKS, [rows], PREPARED);
  return inserted.map((r) => ({ id: Number(r.id), broadcasterId: Number(r.broadcaster_id) }));
}

/** Stores conversions and counts them per component, country, target and hour; answers their ids in order. */
export async function recordConversions(q: Queryable, conversions: readonly ConversionEvent[]): Promise<number[]> {
  if (conversions.length === 0) return [];
  const inserted = await q.query<{ id: number }>(RECORD_CONVERSIONS, [JSON.stringify(conversionRows(conversions))], PREPARED);
  return inserted.map((r) => Number(r.id));
}

/** Stores live-graphic displays and adds their impressions and display counts; answers their ids in order. */
export async function recordDisplays(q: Queryable, displays: readonly DisplayEvent[]): Promise<number[]> {
  if (displays.length === 0) return [];
  const inserted = await q.query<{ id: number }>(RECORD_DISPLAYS, [JSON.stringify(displayRows(displays))], PREPARED);
  return inserted.map((r) => Number(r.id));
}

/** Stores fullscreen video plays and adds their plays and impressions; answers their ids in order. */
export async function recordVideoPlays(q: Queryable, plays: readonly VideoPlayEvent[]): Promise<number[]> {
  if (plays.length === 0) return [];
  const inserted = await q.query<{ id: number }>(RECORD_VIDEO_PLAYS, [JSON.stringify(videoPlayRows(plays))], PREPARED);
  return inserted.map((r) => Number(r.id));
}
