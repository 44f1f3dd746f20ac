import type { Queryable } from '../../../db/db.ts';

/** The anomaly kinds of migration 0040 (decision 811). */
export type TrafficFlagKind = 'click-rate' | 'dominant-address' | 'dominant-agent' | 'offline-clicks';

/** The clicks one finding covers: a channel's counted clicks of one UTC day, narrowed by kind and subject. */
export interface ClickSet {
  campaignId: number;
  broadcasterId: number;
  kind: TrafficFlagKind;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** The dominating address or user agent; '' for the other kinds. */
  subject: string;
}

/** How a click is told apart as while offline: the sample window's widening, in minutes. */
export interface OfflineWindow {
  afterMinutes: number;
  beforeMinutes: number;
  liveOnlyTypes: readonly string[];
}

const DAY_START = `($3::date)::timestamp AT TIME ZONE 'UTC'`;
const DAY_END = `($3::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/**
 * No viewership sample of the click's broadcaster whose time, widened by its interval (a sample may
 * stand for the minutes before or after it) and the tolerances, reaches the click. Intervals are at
 * most an hour (the poll's), which bounds the index range.
 */
const OFFLINE = `NOT EXISTS (SELECT 1 FROM viewership_samples v
    WHERE v.broadcaster_id = c.broadcaster_id
      AND v.time BETWEEN c.time - interval '1 hour' - $7::int * interval '1 minute' AND c.time + interval '1 hour' + $6::int * interval '1 minute'
      AND c.time BETWEEN v.time - v.interval_seconds * interval '1 second' - $6::int * interval '1 minute'
                     AND v.time + v.interval_seconds * interval '1 second' + $7::int * interval '1 minute')`;

/** The kind's own condition on click `c` (parameters $5 subject, $6-$8 the offline window). */
const NARROWING: Record<TrafficFlagKind, string> = {
  'click-rate': 'true',
  'dominant-address': 'c.ip_addr = $5',
  'dominant-agent': 'c.user_agent = $5',
  'offline-clicks': `co.type = ANY($8::text[]) AND ${OFFLINE}`,
};

/** The set's counted clicks not yet in a flag of its kind. */
function newClicksSql(kind: TrafficFlagKind, select: string): string {
  return `SELECT ${select} FROM clicks c JOIN components co ON co.id = c.component_id
    WHERE c.campaign_id = $1 AND c.broadcaster_id = $2 AND c.time >= ${DAY_START} AND c.time < ${DAY_END}
      AND NOT c.is_bot AND ${NARROWING[kind]}
      AND NOT EXISTS (SELECT 1 FROM traffic_flag_clicks x WHERE x.kind = $4 AND x.click_id = c.id)
      -- every parameter typed, whichever the kind uses
      AND ($5::text, $6::int, $7::int, $8::text[]) IS NOT NULL`;
}

const paramsOf = (set: ClickSet, w: OfflineWindow) => [
  set.campaignId,
  set.broadcasterId,
  set.day,
  set.kind,
  set.subject,
  w.beforeMinutes,
  w.afterMinutes,
  [...w.liveOnlyTypes],
];

/** How many of the set's clicks no flag of its kind holds yet. */
export async function countNewClicks(q: Queryable, set: ClickSet, w: OfflineWindow): Promise<number> {
  const [row] = await q.query<{ n: number | string }>(newClicksSql(set.kind, 'count(*) AS n'), paramsOf(set, w));
  return Number(row.n);
}

/** Adds the set's new clicks to flag `flagId`; answers how many joined. */
export async function addFlagClicks(q: Queryable, flagId: number, set: ClickSet, w: OfflineWindow): Promise<number> {
  const rows = await q.query(
    `INSERT INTO traffic_flag_clicks (flag_id, kind, click_id, click_time, campaign_id, broadcaster_id)
     SELECT $9::int, $4::text, c.id, c.time, c.campaign_id, c.broadcaster_id FROM (${newClicksSql(set.kind, 'c.*')}) c
     ON CONFLICT (kind, click_id) DO NOTHING RETURNING 1`,
    [...paramsOf(set, w), flagId],
  );
  return rows.length;
}

/**
 * Holds the campaign's flags for one recording until the transaction ends: two detection runs at
 * once (two instances, a catch-up tick) record in turn, so the second sees the first's flag instead
 * of opening another.
 */
export async function lockCampaignFlags(q: Queryable, campaignId: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(8120, $1)', [campaignId]);
}

/** The open flag of the set's channel, kind and subject, if any, locked: a dismissal waits until its new clicks have joined. */
export async function openFlagId(q: Queryable, set: ClickSet): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM traffic_flags WHERE campaign_id = $1 AND broadcaster_id = $2 AND kind = $3 AND subject = $4 AND status = 'open' FOR UPDATE`,
    [set.campaignId, set.broadcasterId, set.kind, set.subject],
  );
  return row?.id;
}

/** Opens a flag (the caller found no open one); answers its id. */
export async function insertFlag(q: Queryable, set: ClickSet, reason: string, now: Date): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO traffic_flags (campaign_id, broadcaster_id, kind, subject, reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [set.campaignId, set.broadcasterId, set.kind, set.subject, reason, now],
  );
  return row.id;
}

/** The open flag's latest evidence. */
export async function updateFlagReason(q: Queryable, flagId: number, reason: string, now: Date): Promise<void> {
  await q.query(`UPDATE traffic_flags SET reason = $2, updated_at = $3 WHERE id = $1 AND status = 'open'`, [flagId, reason, now]);
}

/** Campaigns with counted clicks on the UTC days `from` to `to`. */
export async function campaignsWithClicks(q: Queryable, from: string, to: string): Promise<number[]> {
  const rows = await q.query<{ campaign_id: number }>(
    `SELECT DISTINCT campaign_id FROM rollup_daily_components WHERE day BETWEEN $1::date AND $2::date AND clicks > 0 ORDER BY 1`,
    [from, to],
  );
  return rows.map((r) => r.campaign_id);
}

export interface RateFinding {
  broadcaster_id: number;
  day: string;
  clicks: number;
  /** Viewable hours of the day; 0 when the channel was live with no viewers (decision 842). */
  hours: number;
  /** Clicks per viewable hour; null without viewable hours. */
  rate: number | null;
  /** The median rate of the campaign's other channels (decision 841); null when fewer than two have one. */
  median: number | null;
  /** How many other channels of the campaign have a rate in the look-back. */
  others: number;
}

/**
 * (a) Channel-days from `from` to `to` with at least `minClicks` counted clicks whose clicks per
 * viewable hour are above `multiple` times the median of the campaign's OTHER channels (decision
 * 841) over the `medianDays` before `to` (their channel-days with viewable time, days without clicks
 * included); with fewer than two other channels the rule does not fire. A day the channel was live
 * (viewership samples) with no viewable time at all is above any multiple (decision 842); a day it
 * was not live has no rate and is not judged (decision 811).
 */
export async function rateFindings(
  q: Queryable,
  campaignId: number,
  from: string,
  to: string,
  t: { multiple: number; minClicks: number; medianDays: number },
): Promise<RateFinding[]> {
  const rows = await q.query<Record<keyof RateFinding, number | string | null>>(
    `WITH cd AS (
       SELECT v.broadcaster_id, v.day, sum(v.viewable_minutes) / 60.0 AS hours FROM rollup_daily_campaign_viewership v
       WHERE v.campaign_id = $1 AND v.day BETWEEN $3::date - ($6::int - 1) AND $3::date GROUP BY 1, 2 HAVING sum(v.samples) > 0
     ), cc AS (
       SELECT r.broadcaster_id, r.day, sum(r.clicks) AS clicks FROM rollup_daily_components r
       WHERE r.campaign_id = $1 AND r.day BETWEEN $3::date - ($6::int - 1) AND $3::date GROUP BY 1, 2
     ), rates AS (
       SELECT cd.broadcaster_id, cd.day, cd.hours, coalesce(cc.clicks, 0) AS clicks,
              CASE WHEN cd.hours > 0 THEN coalesce(cc.clicks, 0) / cd.hours END AS rate
       FROM cd LEFT JOIN cc ON cc.broadcaster_id = cd.broadcaster_id AND cc.day = cd.day
     ), judged AS (SELECT * FROM rates WHERE day BETWEEN $2::date AND $3::date AND clicks >= $5::int)
     SELECT j.broadcaster_id, j.day::text AS day, j.clicks::float8 AS clicks, j.hours::float8 AS hours, j.rate::float8 AS rate,
            CASE WHEN o.others >= 2 THEN o.median END::float8 AS median, o.others::int AS others
     FROM judged j CROSS JOIN LATERAL (
       SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY r.rate) AS median, count(DISTINCT r.broadcaster_id) AS others
       FROM rates r WHERE r.broadcaster_id <> j.broadcaster_id AND r.rate IS NOT NULL
     ) o
     WHERE j.rate IS NULL OR (o.others >= 2 AND j.rate > $4::float8 * o.median)
     ORDER BY j.day, j.broadcaster_id`,
    [campaignId, from, to, t.multiple, t.minClicks, t.medianDays],
  );
  const orNull = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    broadcaster_id: Number(r.broadcaster_id),
    day: String(r.day),
    clicks: Number(r.clicks),
    hours: Number(r.hours),
    rate: orNull(r.rate),
    median: orNull(r.median),
    others: Number(r.others),
  }));
}

export interface DominanceFinding {
  broadcaster_id: number;
  day: string;
  value: string;
  clicks: number;
  total: number;
}

/**
 * (b) Per channel and UTC day from `from` to `to`: an address (`by` 'ip_addr') or user agent
 * ('user_agent') making more than `share` of the channel's counted clicks, with at least `minClicks`.
 */
export async function dominanceFindings(
  q: Queryable,
  campaignId: number,
  from: string,
  to: string,
  by: 'ip_addr' | 'user_agent',
  t: { share: number; minClicks: number },
): Promise<DominanceFinding[]> {
  const rows = await q.query<Record<keyof DominanceFinding, number | string>>(
    `WITH k AS (
       SELECT c.broadcaster_id, (c.time AT TIME ZONE 'UTC')::date AS day, c.${by} AS value FROM clicks c
       WHERE c.campaign_id = $1 AND c.time >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND c.time < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
         AND NOT c.is_bot AND c.component_id IS NOT NULL
     ), totals AS (SELECT broadcaster_id, day, count(*) AS n FROM k GROUP BY 1, 2),
     tops AS (SELECT broadcaster_id, day, value, count(*) AS n FROM k GROUP BY 1, 2, 3 HAVING count(*) >= $5::int)
     SELECT v.broadcaster_id, v.day::text AS day, v.value, v.n::float8 AS clicks, t.n::float8 AS total
     FROM tops v JOIN totals t ON t.broadcaster_id = v.broadcaster_id AND t.day = v.day
     WHERE v.n > $4::float8 * t.n ORDER BY v.day, v.broadcaster_id`,
    [campaignId, from, to, t.share, t.minClicks],
  );
  return rows.map((r) => ({
    broadcaster_id: Number(r.broadcaster_id),
    day: String(r.day),
    value: String(r.value),
    clicks: Number(r.clicks),
    total: Number(r.total),
  }));
}

/** (c) Channel-days from `from` to `to` with counted clicks on live-only components while offline: how many. */
export async function offlineFindings(
  q: Queryable,
  campaignId: number,
  from: string,
  to: string,
  w: OfflineWindow,
): Promise<Array<{ broadcaster_id: number; day: string; clicks: number }>> {
  const rows = await q.query<{ broadcaster_id: number; day: string; clicks: number | string }>(
    `SELECT c.broadcaster_id, (c.time AT TIME ZONE 'UTC')::date::text AS day, count(*)::float8 AS clicks
     FROM clicks c JOIN components co ON co.id = c.component_id
     WHERE c.campaign_id = $1 AND c.time >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND c.time < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
       AND NOT c.is_bot AND co.type = ANY($4::text[])
       AND ${OFFLINE.replaceAll('$6', '$5').replaceAll('$7', '$6')}
     GROUP BY 1, 2 ORDER BY 2, 1`,
    [campaignId, from, to, [...w.liveOnlyTypes], w.beforeMinutes, w.afterMinutes],
  );
  return rows.map((r) => ({ broadcaster_id: Number(r.broadcaster_id), day: r.day, clicks: Number(r.clicks) }));
}
